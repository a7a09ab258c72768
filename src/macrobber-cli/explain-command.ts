// `macrobber explain`: what can happen now. From a new game (--players, --seed) after --events K
// events with first-legal choices, or from a state file; prints the next event, who decides under
// which rule, the question and the legal options, or that the game is over and how it ended.
import { Command } from "commander";
import { formatInputError, printable } from "../oracle/input-error.js";
import { EXIT, type CliIo } from "../cli/io.js";
import { integerOption } from "../cli/options.js";
import { newGameOption, playersOption, specOption } from "./cli-options.js";
import { advance, whatNow, whatNowText } from "./explain.js";
import { readStateFile } from "./input.js";
import type { MacRobberState } from "../../spec/macrobber/index.js";

interface ExplainOptions {
  players?: string[];
  seed?: number;
  options?: string;
  events: number;
  limit: number;
  json?: boolean;
}

export function explainCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("explain")
    .description("say what can happen now: the next event, who decides, under which rule, and every legal option")
    .argument("[state]", 'a state JSON file (or {"ruleset":"macrobber","options":{...},"state":{...}}); else use --players and --seed')
    .option("--players <names>", "a new game: 3 to 5 player names, comma-separated", playersOption)
    .option("--seed <n>", "a new game: its seed (0 to 4294967295)", integerOption(0, 0xffffffff))
    .option("--options <file>", "a JSON file of readings (for a new game or a bare state)")
    .option("--events <k>", "first play k events, taking the first legal option at every choice", integerOption(0, 100_000), 0)
    .option("--limit <n>", "list at most n options (the count is always given)", integerOption(0, 100_000), 20)
    .option("--json", "print JSON for machines")
    .addHelpText(
      "after",
      `
Examples:
  macrobber explain --players ann,ben,cat --seed 1 --events 1
  macrobber explain --players ann,ben,cat --seed 1 --events 500
  macrobber explain state.json --json

Exit codes: 0 explained; 2 bad usage, or the state cannot be read or is one the rules do not allow
(file, line, JSON path and rule ids on one line).`,
    )
    .action(async (file: string | undefined, opts: ExplainOptions) => {
      const usage = (message: string) => {
        io.err(`${printable(`macrobber: ${message}`)}\n`);
        done(EXIT.unreadable);
      };
      if (file !== undefined && (opts.players !== undefined || opts.seed !== undefined)) return usage("give a state file or --players and --seed, not both");
      if (file === undefined && (opts.players === undefined || opts.seed === undefined)) return usage("give a state file, or --players and --seed (add --help for examples)");
      const compiled = await specOption(opts.options);
      if (!compiled.ok) {
        io.err(`${compiled.message}\n`);
        return done(EXIT.unreadable);
      }
      let spec = compiled.spec;
      let state: MacRobberState;
      if (file !== undefined) {
        const read = await readStateFile(file, spec, opts.options !== undefined);
        if (!read.ok) {
          io.err(`${formatInputError(read.error)}\n`);
          return done(EXIT.unreadable);
        }
        ({ spec, state } = read.start);
      } else {
        const game = newGameOption(spec, opts.players!, opts.seed!);
        if (!game.ok) {
          io.err(`${game.message}\n`);
          return done(EXIT.unreadable);
        }
        state = game.state;
      }
      const reached = advance(spec, state, opts.events);
      const report = whatNow(spec, reached.state, reached.played, opts.limit);
      io.out(opts.json ? `${JSON.stringify(report)}\n` : `${whatNowText(report).join("\n")}\n`);
      done(EXIT.ok);
    });
}
