// `<game> vectors --seed N --count K [--start I] [--negatives M] [--out DIR [--manifest]]`:
// deterministic conformance vectors (and negative ones), one file per vector in DIR with the
// folder's manifest when asked, or JSON Lines on stdout.
import { Command } from "commander";
import { MAX_SEED, MAX_VECTOR_START, MAX_VECTORS } from "../../oracle/limits.js";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";
import { integerOption } from "../options.js";

export function vectorsCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("vectors")
    .description(
      "generate deterministic conformance vectors: a scenario and its complete outcome set, or a request the rules refuse (same seed, same bytes)",
    )
    .requiredOption("--seed <n>", `seed (0 to ${MAX_SEED})`, integerOption(0, MAX_SEED))
    .requiredOption("--count <k>", `how many vectors (1 to ${MAX_VECTORS})`, integerOption(1, MAX_VECTORS))
    .option("--start <i>", "index of the first vector (to regenerate a slice)", integerOption(0, MAX_VECTOR_START), 0)
    .option(
      "--negatives <m>",
      "also negative vectors 0 to m-1 of the seed: requests the rules refuse, with the rules that refuse them (0 to 10000)",
      integerOption(0, 10_000),
      0,
    )
    .option("--out <dir>", "write one <id>.json file per vector into this folder (default: JSON Lines on stdout)")
    .option("--manifest", "with --out: also write the folder's manifest.json, listing every vector file in it")
    .addHelpText(
      "after",
      `
Examples:
  ${entry.id} vectors --seed 1 --count 300 --out vectors/
  ${entry.id} vectors --seed 1 --count 324 --negatives 48 --out vectors/ --manifest
  ${entry.id} vectors --seed 7 --count 5 > vectors.jsonl

Each vector: {format: "${entry.id}-vector/2", id, seed, index, kind, theme, anchors, rules, tags, ...}:
kind "positive" adds distinct, distinctStates, paths, scenario and outcomes: [{...what the game
records of the outcome, choices, paths, cites, decidedBy}]; kind "negative" adds scenario, choices,
refusedBy and message. The manifest is "vector-manifest/1". JSON Schemas are in docs/schemas/.
Exit codes: 0 written; 2 bad options or the folder cannot be written.`,
    )
    .action(
      async (opts: {
        seed: number;
        count: number;
        start: number;
        negatives: number;
        out?: string;
        manifest?: boolean;
      }) => {
        // Loaded when the command runs, so that --help starts without the rules and the generator.
        const [
          game,
          { printable },
          { vectorJson },
          { gameNegativeVector, gameVector },
          { writeManifest },
          { ensureOutFolder },
          { FileProblem, describeWriteError, writeOutput },
          { join },
        ] = await Promise.all([
          entry.load(),
          import("../../oracle/input-error.js"),
          import("../../oracle/vector-format.js"),
          import("../../oracle/vectors.js"),
          import("../../oracle/manifest.js"),
          import("../out-folder.js"),
          import("../../oracle/user-files.js"),
          import("node:path"),
        ]);
        if (opts.negatives > 0 && !game.vectors.negatives) {
          io.err(`--negatives: ${entry.id} has no negative vectors\n`);
          return done(EXIT.unreadable);
        }
        if (opts.manifest && opts.out === undefined) {
          io.err("--manifest: needs --out (the manifest lists the files of that folder)\n");
          return done(EXIT.unreadable);
        }
        // A vector can take seconds (a drawer may try many situations for one a reading changes): a
        // progress line on a terminal says which one is being made.
        const total = opts.count + opts.negatives;
        const making = (n: number, what: string) => io.progress?.(`vector ${n} of ${total}: ${what}...`);
        const all = function* () {
          for (let i = opts.start; i < opts.start + opts.count; i++) {
            making(i - opts.start + 1, `index ${i}`);
            yield gameVector(game, opts.seed, i);
          }
          for (let i = 0; i < opts.negatives; i++) {
            making(opts.count + i + 1, `negative ${i}`);
            yield gameNegativeVector(game, opts.seed, i);
          }
          io.progress?.(null);
        };
        if (opts.out !== undefined) {
          let listed = 0;
          const folderProblem = await ensureOutFolder(opts.out);
          if (folderProblem) {
            io.err(`${printable(`${opts.out}: ${folderProblem}`)}\n`);
            return done(EXIT.unreadable);
          }
          try {
            // Never through a symbolic link inside the folder, never into a FIFO or a device (user-files.ts).
            for (const v of all()) await writeOutput(join(opts.out, `${v.id}.json`), vectorJson(v));
            if (opts.manifest) listed = (await writeManifest(game, opts.out)).vectors.length;
          } catch (error) {
            // A FileProblem names its file; anything else (a vector file the manifest cannot read) the folder.
            const message = error instanceof FileProblem ? error.message : `${opts.out}: ${describeWriteError(error)}`;
            io.err(`${printable(message)}\n`);
            return done(EXIT.unreadable);
          }
          const negatives = opts.negatives
            ? ` and ${opts.negatives} negative vector${opts.negatives === 1 ? "" : "s"}`
            : "";
          io.out(
            `wrote ${opts.count} vector${opts.count === 1 ? "" : "s"}${negatives} (seed ${opts.seed}, from index ${opts.start}) to ${opts.out}\n`,
          );
          if (opts.manifest) io.out(`wrote ${join(opts.out, "manifest.json")} (${listed} vectors)\n`);
          return done(EXIT.ok);
        }
        for (const v of all()) io.out(`${JSON.stringify(v)}\n`);
        done(EXIT.ok);
      },
    );
}
