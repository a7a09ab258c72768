// `<game> explain <scenario | ->` or `<game> explain --players a,b,c --seed N [--events K]`: every
// legal outcome of an event, with a choice path to each and the rule ids behind each effect. The
// seeded form explains the event after the first K events of the same game `play` plays.
import { Command, Option } from "commander";
import type { ExplainResult } from "../../oracle/explain.js";
import { DEFAULT_EXPLAIN_LIMIT, MAX_EXPLAIN_LIMIT } from "../../oracle/limits.js";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";
import { integerOption, playersOption } from "../options.js";

interface ExplainOpts {
  readonly json?: boolean;
  readonly limit: number;
  readonly players?: string[];
  readonly seed?: number;
  readonly events: number;
  readonly options?: string;
  readonly unreachable: "refuse" | "warn";
}

export function explainCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("explain")
    .description(
      "list every legal outcome of a scenario's event, with a choice path to each and the rule ids behind each effect",
    )
    .argument("[scenario]", `a ${entry.id}-scenario/1 JSON file (- for standard input); or use --players and --seed`)
    .option("--json", "print JSON for machines instead of text")
    .option(
      "--limit <n>",
      `expand at most n outcomes (the rest are counted and said to be left out; at most ${MAX_EXPLAIN_LIMIT})`,
      integerOption(0, MAX_EXPLAIN_LIMIT),
      DEFAULT_EXPLAIN_LIMIT,
    )
    .option(
      "--players <names>",
      "a seeded game instead of a file: player names, comma-separated, in turn order",
      playersOption,
    )
    .option("--seed <n>", "the seeded game's seed (0 to 4294967295), as for `play`", integerOption(0, 0xffffffff))
    .option(
      "--events <k>",
      "with --seed: explain the event after the first k events of that game",
      integerOption(0, 100_000),
      0,
    )
    .option("--options <file>", `with --seed: a JSON file of options, e.g. ${entry.exampleOptions}`)
    .addOption(
      new Option(
        "--unreachable <mode>",
        "a situation no legal play reaches: refuse it (exit 2), or warn on standard error (one line each) and explain it anyway",
      )
        .choices(["refuse", "warn"])
        .default("refuse"),
    )
    .addHelpText(
      "after",
      `
Examples:
${entry.exampleScenario ? `  ${entry.id} explain ${entry.exampleScenario}\n  ${entry.id} explain ${entry.exampleScenario} --limit 200 --json\n` : ""}` +
        `  ${entry.id} explain --players ${entry.examplePlayers} --seed 1 --events 3

Exit codes: 0 outcomes listed (warnings from --unreachable warn do not change it); 2 the scenario
cannot be read or is refused by the rules, or bad usage (file, line, JSON path and rule ids are
given on one line).`,
    )
    .action(async (file: string | undefined, opts: ExplainOpts) => {
      const [
        game,
        { explainGame, explainGameFile },
        { explainJson, explainText },
        { errorLine, readOptionsFile, newGame },
        { playedSteps },
        { printable, formatInputError },
      ] = await Promise.all([
        entry.load(),
        import("../../oracle/explain.js"),
        import("../../oracle/explain-text.js"),
        import("../game-input.js"),
        import("../../oracle/play-game.js"),
        import("../../oracle/input-error.js"),
      ]);
      const usage = (message: string) => {
        io.err(`${printable(`${entry.id}: ${message}`)}\n`);
        done(EXIT.unreadable);
      };
      const seeded = opts.players !== undefined || opts.seed !== undefined;
      if (file !== undefined && seeded) return usage("give a scenario file or --players and --seed, not both");
      if (file === undefined && !(opts.players !== undefined && opts.seed !== undefined))
        return usage("give a scenario file (- for standard input), or --players and --seed (add --help for examples)");
      if (file !== undefined && opts.options !== undefined)
        return usage("--options goes with --seed: a scenario file carries its own options");
      let result: ExplainResult;
      if (file !== undefined)
        result = await explainGameFile(game, file, { limit: opts.limit, unreachable: opts.unreachable });
      else {
        const read = await readOptionsFile(game, opts.options);
        if (!read.ok) {
          io.err(errorLine(read.error));
          return done(EXIT.unreadable);
        }
        const start = newGame(game, read.spec, opts.players!, opts.seed!);
        if (!start.ok) {
          io.err(`${start.message}\n`);
          return done(EXIT.unreadable);
        }
        // The event after the first K: play K + 1 events of the same game and stop before the last.
        let state = start.state;
        let next: unknown = null;
        let played = 0;
        for (const s of playedSteps(game, read.spec, start.state, opts.seed!, opts.events + 1)) {
          if (played === opts.events) {
            next = s.event;
            break;
          }
          state = s.after;
          played++;
        }
        if (next === null)
          return usage(
            `the game is over after ${played} event${played === 1 ? "" : "s"}: nothing is left to explain (${game.describe.after(state)})`,
          );
        const title = `${opts.players!.join(", ")}, seed ${opts.seed}: the event after ${played} event${played === 1 ? "" : "s"}`;
        result = explainGame(
          game,
          {
            scenario: { format: game.formats.names.scenario, title, options: read.options },
            spec: read.spec,
            state,
            event: next,
          },
          { limit: opts.limit },
        );
      }
      if (!result.ok) {
        io.err(errorLine(result.error));
        return done(EXIT.unreadable);
      }
      // Asked only to be warned: one line each on standard error, the answer as usual.
      for (const w of result.warnings ?? []) io.err(`${formatInputError(w)}\n`);
      io.out(`${opts.json ? explainJson(result.report) : explainText(result.report).join("\n")}\n`);
      done(EXIT.ok);
    });
}
