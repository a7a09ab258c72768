// `macrobber play --players ann,ben,cat --seed N [--choice-seed M] [--options FILE] [--out FILE]`:
// a whole game with seeded random legal choices, written as a JSON Lines trace (stdout or --out);
// a one-line summary (rounds, end, winners) goes to stderr.
import { writeFile } from "node:fs/promises";
import { Command } from "commander";
import { printable } from "../oracle/input-error.js";
import { describeFsError } from "../oracle/read-file.js";
import { EXIT, type CliIo } from "../cli/io.js";
import { integerOption } from "../cli/options.js";
import { newGameOption, playersOption, specOption } from "./cli-options.js";
import { playTrace, summary } from "./trace.js";

export function playCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("play")
    .description("play a whole game with seeded random legal choices and write it as a trace (JSON Lines)")
    .requiredOption("--players <names>", "3 to 5 player names, comma-separated, in seating order (the first begins)", playersOption)
    .requiredOption("--seed <n>", "seed of the game's chance: shuffles and draws (0 to 4294967295)", integerOption(0, 0xffffffff))
    .option("--choice-seed <m>", "seed of the players' random choices (default: the seed)", integerOption(0, 0xffffffff))
    .option("--options <file>", 'a JSON file of readings, e.g. {"interpretations": {"MR-INT-RED-AREA": "35"}}')
    .option("--out <file>", "write the trace to this file (default: stdout)")
    .addHelpText(
      "after",
      `
Examples:
  macrobber play --players ann,ben,cat --seed 1 --out game.jsonl
  macrobber play --players ann,ben,cat,dan --seed 7 --choice-seed 3 --options readings.json | macrobber check /dev/stdin

The trace: line 1 {"ruleset":"macrobber","options":{...},"players":[...],"seed":N}, then one line per
event {"event":{...},"choices":[...picks...],"effects":[...],"state":{...state after...}}.
Exit codes: 0 written; 2 bad options, an options file that cannot be read, or --out cannot be written.`,
    )
    .action(async (opts: { players: string[]; seed: number; choiceSeed?: number; options?: string; out?: string }) => {
      const compiled = await specOption(opts.options);
      if (!compiled.ok) {
        io.err(`${compiled.message}\n`);
        return done(EXIT.unreadable);
      }
      // Refuse bad players before playing, with the rule that refuses them.
      const game = newGameOption(compiled.spec, opts.players, opts.seed);
      if (!game.ok) {
        io.err(`${game.message}\n`);
        return done(EXIT.unreadable);
      }
      const trace = playTrace(compiled.spec, opts.players, opts.seed, opts.choiceSeed ?? opts.seed);
      const text = `${trace.lines.join("\n")}\n`;
      if (opts.out !== undefined) {
        try {
          await writeFile(opts.out, text);
        } catch (error) {
          io.err(`${printable(`${opts.out}: ${describeFsError(error)}`)}\n`);
          return done(EXIT.unreadable);
        }
      } else io.out(text);
      io.err(`${printable(`macrobber: played ${summary(trace.events, trace.end)}${opts.out !== undefined ? `; trace written to ${opts.out}` : ""}`)}\n`);
      done(EXIT.ok);
    });
}
