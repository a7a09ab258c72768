// `<game> play --players a,b,c --seed N [--events K] [--options FILE] [--out FILE]`: a seeded game
// with random legal choices, written as a `<game>-trace/1` in JSON Lines (stdout or --out) that
// `<game> check` accepts; a one-line summary goes to stderr.
import { Command } from "commander";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";
import { integerOption, playersOption } from "../options.js";

export function playCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("play")
    .description(
      "play a seeded game with random legal choices and write it as a trace (JSON Lines) that `check` accepts",
    )
    .requiredOption(
      "--players <names>",
      "player names, comma-separated, in turn order (the first begins)",
      playersOption,
    )
    .requiredOption("--seed <n>", "the game's seed (0 to 4294967295)", integerOption(0, 0xffffffff))
    .option("--events <k>", "stop after k events (default: play to the end)", integerOption(0, 100_000))
    .option("--options <file>", `a JSON file of options, e.g. ${entry.exampleOptions}`)
    .option("--out <file>", "write the trace to this file (default: stdout)")
    .addHelpText(
      "after",
      `
Examples:
  ${entry.id} play --players ${entry.examplePlayers} --seed 1 --out game.jsonl
  ${entry.id} play --players ${entry.examplePlayers} --seed 7 | ${entry.id} check -

The seed: ${entry.playNote}.
The trace: line 1 is the header {"format": "${entry.id}-trace/1", "options", "setup"}, then one line
per event {"event", "choices", "claims"}. \`${entry.id} explain --players ... --seed N --events K\`
explains the event after the first K of this same game.
Exit codes: 0 written; 2 bad options, an options file that cannot be read, or --out cannot be written.`,
    )
    .action(async (opts: { players: string[]; seed: number; events?: number; options?: string; out?: string }) => {
      const game = await entry.load();
      const [{ readOptionsFile, newGame, errorLine }, { playTrace }, { printable }, { writeOutput }] =
        await Promise.all([
          import("../game-input.js"),
          import("../../oracle/play-game.js"),
          import("../../oracle/input-error.js"),
          import("../../oracle/user-files.js"),
        ]);
      const read = await readOptionsFile(game, opts.options);
      if (!read.ok) {
        io.err(errorLine(read.error));
        return done(EXIT.unreadable);
      }
      const start = newGame(game, read.spec, opts.players, opts.seed);
      if (!start.ok) {
        io.err(`${start.message}\n`);
        return done(EXIT.unreadable);
      }
      const trace = playTrace(game, read.spec, read.options, opts.players, opts.seed, opts.events);
      const text = `${trace.lines.join("\n")}\n`;
      if (opts.out !== undefined) {
        try {
          await writeOutput(opts.out, text);
        } catch (error) {
          // A FileProblem: the file and what is wrong ("cannot be written (no space left on the device)").
          io.err(`${printable((error as Error).message)}\n`);
          return done(EXIT.unreadable);
        }
      } else io.out(text);
      io.err(
        `${printable(
          `${game.id}: played ${trace.events} event${trace.events === 1 ? "" : "s"}; ` +
            `${game.describe.after(trace.end)}${opts.out !== undefined ? `; trace written to ${opts.out}` : ""}`,
        )}\n`,
      );
      done(EXIT.ok);
    });
}
