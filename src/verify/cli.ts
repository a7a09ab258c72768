// `npm run verify:exhaustive`: the exhaustive check of any game from the command line, given the
// games' verifications by the caller (src/games/verify-cli.ts). Prints the bound, the states and
// transitions explored per run, and "0 violations" or, for each run that breaks an invariant, its
// shortest path, written as a replayable `<game>-trace/1` file. Exit 0 when the default readings
// break nothing (a non-default reading's violation is a finding, not a failure), 1 when they do, 2
// on bad arguments.

import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureOutFolder } from "../cli/out-folder.js";
import { own } from "../dsl/own.js";
import { writeOutput } from "../oracle/user-files.js";
import { reportLines, runCheck } from "./check.js";
import { writeCounterexampleFixtures } from "./fixtures.js";
import { threadPool } from "./pool.js";
import type { AnyVerification, BoundBase, Run } from "./subject.js";
import { counterexampleTrace } from "./trace.js";

const usage = (games: readonly AnyVerification[], v: AnyVerification) =>
  `usage: verify:exhaustive [--game ${games.map((g) => g.game).join("|")}] [--bound ${Object.keys(v.bounds).join("|")}] ` +
  "[--depth N] [--threads N] [--readings [INT-ID]] [--only-readings]" +
  `${v.editions ? " [--edition ED]" : ""} [--traces DIR] [--write-fixtures]`;

interface Args {
  verification: AnyVerification;
  bound: BoundBase;
  threads: number;
  readings: boolean | string;
  onlyReadings: boolean;
  traces: string | null;
  writeFixtures: boolean;
}

/** The arguments, or the message to print (usage, or what is wrong and where) with its exit code. */
function parse(argv: readonly string[], games: readonly AnyVerification[]): Args | { message: string; code: number } {
  // The game first, wherever --game stands: the other arguments are read against its bounds and readings.
  const at = argv.indexOf("--game");
  let v = games[0]!;
  if (at >= 0) {
    const id = argv[at + 1];
    const found = games.find((g) => g.game === id);
    if (!found)
      return {
        message:
          `${id === undefined ? "--game needs a value" : `unknown game "${id}"`}; ` +
          `expected one of ${games.map((g) => g.game).join(", ")}\n${usage(games, v)}`,
        code: 2,
      };
    v = found;
  }
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : [...argv];
  const bounds: Readonly<Record<string, BoundBase>> = v.bounds;
  let bound: BoundBase = v.bounds.ci;
  const args: Args = {
    verification: v,
    bound,
    threads: availableParallelism(),
    readings: false,
    onlyReadings: false,
    traces: null,
    writeFixtures: false,
  };
  const bad = (message: string) => ({ message: `${message}\n${usage(games, v)}`, code: 2 });
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const value = () => {
      const x = rest[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    const count = (x: string, min: number) => {
      const n = Number(x);
      if (!Number.isInteger(n) || n < min) throw new Error(`${a} must be a whole number ≥ ${min}, got "${x}"`);
      return n;
    };
    try {
      if (a === "--bound") {
        const name = value();
        if (!own(bounds, name))
          return bad(`unknown bound "${name}" for ${v.game}; expected one of ${Object.keys(bounds).join(", ")}`);
        bound = own(bounds, name)!; // give --bound before --depth and --edition, which change it
      } else if (a === "--depth") bound = { ...bound, depth: count(value(), 1) };
      else if (a === "--threads") args.threads = count(value(), 1);
      else if (a === "--edition") {
        const ed = value();
        if (!v.editions || !v.withEdition) return bad(`${v.game} has one edition: --edition does not apply`);
        if (!v.editions.includes(ed)) return bad(`unknown edition "${ed}"; expected one of ${v.editions.join(", ")}`);
        bound = v.withEdition(bound, ed);
      } else if (a === "--readings") {
        const next = rest[i + 1];
        if (next !== undefined && !next.startsWith("--")) {
          if (!v.interpretations.includes(next))
            return bad(
              `unknown interpretation "${next}" of ${v.game}; expected one of ${v.interpretations.join(", ")}`,
            );
          args.readings = next;
          i++;
        } else args.readings = true;
      } else if (a === "--only-readings") args.onlyReadings = true;
      else if (a === "--traces") args.traces = value();
      else if (a === "--write-fixtures") args.writeFixtures = true;
      else if (a === "--help" || a === "-h") return { message: usage(games, v), code: 0 };
      else return bad(`unknown argument "${a}"`);
    } catch (error) {
      return bad((error as Error).message);
    }
  }
  return { ...args, bound };
}

/** Run the command over `games` (the first is the default); returns the exit code. */
export async function main(argv: readonly string[], games: readonly AnyVerification[]): Promise<number> {
  const args = parse(argv, games);
  if ("message" in args) {
    process.stderr.write(`${args.message}\n`);
    return args.code;
  }
  const v = args.verification;
  const runs: Run[] = [
    ...(args.onlyReadings ? [] : v.defaultRuns(args.bound)),
    ...(args.readings === false && !args.onlyReadings
      ? []
      : v.readingRuns(args.bound, typeof args.readings === "string" ? args.readings : undefined)),
  ];
  const tty = process.stdout.isTTY;
  // On a terminal the progress line is rewritten in place; elsewhere (CI logs) it is left out.
  const report = await runCheck({
    verification: v,
    bound: args.bound,
    runs,
    threads: args.threads,
    ...(tty ? { progress: (line: string) => process.stdout.write(`\r\x1b[2K${line}`) } : {}),
  });
  if (tty) process.stdout.write("\r\x1b[2K");
  for (const line of reportLines(report)) console.log(line);
  const traces = args.traces ?? join(tmpdir(), `${v.game}-verify`);
  for (const r of report.runs) {
    const c = r.counterexample;
    if (!c) continue;
    const file = join(traces, `${r.run.label.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "")}.trace.json`);
    // The default folder is in the shared temporary folder: never written through a link someone left there.
    const folderProblem = await ensureOutFolder(traces);
    if (folderProblem) {
      process.stderr.write(`${traces}: ${folderProblem}\n`);
      return 2;
    }
    try {
      await writeOutput(file, `${JSON.stringify(counterexampleTrace(v, c), null, 2)}\n`);
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n`);
      return 2;
    }
    console.log(
      `\n${r.run.label}: shortest violation of "${c.invariant}" after ${c.steps.length} event(s): ${c.message}`,
    );
    c.steps.forEach((s, i) => {
      console.log(`  ${i + 1}. ${JSON.stringify(s.event)} with choices ${JSON.stringify(s.choices)}`);
    });
    console.log(`  trace: ${file} (replay: ${v.trace.replay(file)})`);
  }
  if (args.writeFixtures) {
    const pool = threadPool(v, args.threads);
    try {
      for (const line of await writeCounterexampleFixtures(report, pool)) console.log(line);
    } finally {
      await pool.close();
    }
  }
  return report.runs.some((r) => r.run.reading === null && r.counterexample) ? 1 : 0;
}
