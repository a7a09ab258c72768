// `<game> vectors --seed N --count K [--start I] [--out DIR]`: deterministic conformance vectors,
// one file per vector in DIR, or JSON Lines on stdout.
import { Command } from "commander";
import type { GameEntry } from "../game-entry.js";
import { EXIT, type CliIo } from "../io.js";
import { integerOption } from "../options.js";

export function vectorsCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("vectors")
    .description("generate deterministic conformance vectors: a scenario and its complete outcome set (same seed, same bytes)")
    .requiredOption("--seed <n>", "seed (0 to 4294967295)", integerOption(0, 0xffffffff))
    .requiredOption("--count <k>", "how many vectors (1 to 10000)", integerOption(1, 10_000))
    .option("--start <i>", "index of the first vector (to regenerate a slice)", integerOption(0, 1_000_000), 0)
    .option("--out <dir>", "write one <id>.json file per vector into this folder (default: JSON Lines on stdout)")
    .addHelpText(
      "after",
      `
Examples:
  ${entry.id} vectors --seed 1 --count 300 --out vectors/
  ${entry.id} vectors --seed 7 --count 5 > vectors.jsonl

Each vector: {format: "${entry.id}-vector/1", id, seed, index, theme, distinct, paths, scenario,
outcomes: [{...what the game records of the outcome, choices, paths, cites}]}; its JSON Schema is in
docs/schemas/.
Exit codes: 0 written; 2 bad options or the folder cannot be written.`,
    )
    .action(async (opts: { seed: number; count: number; start: number; out?: string }) => {
      // Loaded when the command runs, so that --help starts without the rules and the generator.
      const [game, { describeFsError }, { printable }, { vectorJson }, { gameVector }, { mkdir, writeFile }, { join }] = await Promise.all([
        entry.load(),
        import("../../oracle/read-file.js"),
        import("../../oracle/input-error.js"),
        import("../../oracle/vector-format.js"),
        import("../../oracle/vectors.js"),
        import("node:fs/promises"),
        import("node:path"),
      ]);
      if (opts.out !== undefined) {
        try {
          await mkdir(opts.out, { recursive: true });
          for (let i = opts.start; i < opts.start + opts.count; i++) {
            const v = gameVector(game, opts.seed, i);
            await writeFile(join(opts.out, `${v.id}.json`), vectorJson(v));
          }
        } catch (error) {
          io.err(`${printable(`${opts.out}: ${describeFsError(error)}`)}\n`);
          return done(EXIT.unreadable);
        }
        io.out(`wrote ${opts.count} vector${opts.count === 1 ? "" : "s"} (seed ${opts.seed}, from index ${opts.start}) to ${opts.out}\n`);
        return done(EXIT.ok);
      }
      for (let i = opts.start; i < opts.start + opts.count; i++) io.out(`${JSON.stringify(gameVector(game, opts.seed, i))}\n`);
      done(EXIT.ok);
    });
}
