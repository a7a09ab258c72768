// `<game> conform --engine "<command>"`: run another implementation against the game's
// conformance vectors over the conformance protocol (docs/conformance-protocol.md) and report per
// rule and per edition, naming the fewest rules that explain every failure. Exit 0 when every
// selected, supported vector passes; 1 when any fails; 2 for bad usage, unreadable input, or an
// engine that cannot start at all.
import { Command } from "commander";
import type { ConformResult } from "../../conform/index.js";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";
import { integerOption } from "../options.js";

interface ConformOpts {
  readonly engine: string;
  readonly vectors?: string;
  readonly tag: string[];
  readonly edition: string[];
  readonly rule: string[];
  readonly ids?: string;
  readonly skip?: string;
  readonly timeout: number;
  readonly json?: boolean;
  readonly html?: string;
  readonly ruleUrl?: string;
}

const collect = (value: string, previous: string[]): string[] => [
  ...previous,
  ...value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
];
const collectWhole = (value: string, previous: string[]): string[] => [...previous, value];

export function conformCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("conform")
    .description(
      "run another implementation (an engine speaking the conformance protocol) against the conformance vectors and report per rule and per edition",
    )
    .requiredOption(
      "--engine <command>",
      'the engine\'s command line, run through the shell, e.g. "node my-engine.mjs"',
    )
    .option("--vectors <dir>", "a folder of vector files (default: the committed vectors that ship with the package)")
    .option(
      "--tag <key=value>",
      "only vectors with this tag (repeatable; e.g. event=moment, messages=true, readings.INT-ZERO-POINTS=used-up)",
      collectWhole,
      [],
    )
    .option("--edition <id>", "only vectors of this edition (repeatable, or comma-separated)", collect, [])
    .option("--rule <id>", "only vectors that exercise this rule (repeatable, or comma-separated)", collect, [])
    .option("--ids <a,b>", "only these vectors")
    .option("--skip <file>", "vector ids to skip (known failures): one a line, # comments; reported as skipped")
    .option("--timeout <ms>", "most milliseconds to wait for each reply", integerOption(1, 3_600_000), 5000)
    .option("--json", "print the report as JSON")
    .option("--html <file>", "also write the report as a self-contained HTML page")
    .option(
      "--rule-url <template>",
      "in the HTML report, link each rule id to its page: {id} is replaced (e.g. http://localhost:8080/documents/Rules.{id}.html)",
    )
    .addHelpText(
      "after",
      `
Examples:
  ${entry.id} conform --engine "node my-engine.mjs"
  ${entry.id} conform --engine "python3 engine.py" --edition C3 --tag event=moment --timeout 2000
  ${entry.id} conform --engine "./engine" --skip known-failures.txt --html report.html

The protocol (JSON Lines on the engine's stdin and stdout: hello, apply, outcomes, bye) is in
docs/conformance-protocol.md. An engine that crashes, hangs (--timeout) or writes something that
is not a reply fails the vector it was on and is started again for the next.
Exit codes: 0 every selected vector the engine plays passes; 1 a vector fails (the report names the
fewest rules that explain every failure); 2 bad usage, unreadable vectors or skip list, or an
engine that cannot start at all (one line).`,
    )
    .action(async (opts: ConformOpts) => {
      const usage = (message: string) => {
        io.err(`${printableLine(`${entry.id}: conform: ${message}`)}\n`);
        done(EXIT.unreadable);
      };
      if (!entry.loadConformance) return usage(`${entry.id} has no conformance adapter`);
      if (opts.engine.trim() === "") return usage("--engine: give the engine's command line");
      const [
        game,
        conformance,
        { conformGame, reportHtml, reportText },
        { killAllEngines },
        { writeOutput },
        { printable },
        { outFileProblem },
      ] = await Promise.all([
        entry.load(),
        entry.loadConformance(),
        import("../../conform/index.js"),
        import("../../conform/engine.js"),
        import("../../oracle/user-files.js"),
        import("../../oracle/input-error.js"),
        import("../out-folder.js"),
      ]);
      const tty = process.stderr.isTTY === true;
      const interrupted = () => {
        killAllEngines();
        if (tty) process.stderr.write("\r\x1b[K");
        process.exit(130);
      };
      if (opts.html !== undefined) {
        // Known before the run, not after every vector has been played.
        const htmlProblem = await outFileProblem(opts.html);
        if (htmlProblem) return usage(`--html: ${opts.html}: ${htmlProblem}`);
      }
      // Every way out ends the engines (a closed terminal too: an engine may ignore end of input).
      for (const signal of STOP_SIGNALS) process.once(signal, interrupted);
      let result: ConformResult;
      try {
        result = await conformGame(game, conformance, {
          engine: opts.engine,
          ...(opts.vectors !== undefined ? { vectors: opts.vectors } : {}),
          tags: opts.tag,
          editions: opts.edition,
          rules: opts.rule,
          ...(opts.ids !== undefined
            ? {
                ids: opts.ids
                  .split(",")
                  .map((s) => s.trim())
                  .filter(Boolean),
              }
            : {}),
          ...(opts.skip !== undefined ? { skip: opts.skip } : {}),
          timeout: opts.timeout,
          ...(tty
            ? {
                progress: (n: number, total: number, id: string) =>
                  process.stderr.write(`\r\x1b[K${entry.id} conform: ${n}/${total} ${printable(id, 60)}`),
              }
            : {}),
        });
      } finally {
        for (const signal of STOP_SIGNALS) process.off(signal, interrupted);
        if (tty) process.stderr.write("\r\x1b[K");
      }
      if (!result.ok) return usage(result.message);
      const { report } = result;
      const titles = new Map(game.ruleset.rules.map((r) => [r.id as string, r.title]));
      io.out(opts.json ? `${JSON.stringify(report, null, 2)}\n` : `${reportText(report, titles).join("\n")}\n`);
      if (opts.html !== undefined) {
        try {
          await writeOutput(opts.html, reportHtml(report, titles, game.id, opts.ruleUrl));
        } catch (error) {
          // A FileProblem: the file and what is wrong ("cannot be written (...)").
          return usage((error as Error).message);
        }
      }
      // Nothing run is not a pass: an engine that plays no selected vector has shown nothing.
      done(report.totals.failed > 0 || report.totals.passed === 0 ? EXIT.diverges : EXIT.ok);
    });
}

/** The signals that end a run: interrupted, terminated, or its terminal closed. */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * One printable line (the error format of every command): control characters escaped (\p{Cc} is
 * U+0000-U+001F and U+007F-U+009F).
 */
function printableLine(text: string): string {
  return text
    .replace(/\r?\n/g, " / ")
    .replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
