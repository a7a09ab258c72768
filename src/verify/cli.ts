// `npm run verify:exhaustive`: the exhaustive check from the command line. Prints the bound, the
// states and transitions explored per run, and "0 violations" or, for each run that breaks an
// invariant, its shortest path, written as a replayable robbers-trace/1 file. Exit 0 when the
// default readings break nothing (a non-default reading's violation is a finding, not a failure),
// 1 when they do, 2 on bad arguments.

import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { EDITION_IDS, type EditionId, type InterpretationId, interpretations } from "../../spec/robbers/index.js";
import { BOUNDS, type Bound } from "./bound.js";
import { reportLines, runCheck } from "./check.js";
import { writeCounterexampleFixtures } from "./fixtures.js";
import { threadPool } from "./pool.js";
import { defaultRuns, type Run, readingRuns } from "./runs.js";
import { counterexampleTrace } from "./trace.js";

const USAGE = `usage: verify:exhaustive [--bound ${Object.keys(BOUNDS).join("|")}] [--depth N] [--threads N] [--readings [INT-ID]] [--only-readings] [--edition ED] [--traces DIR] [--write-fixtures]`;

interface Args {
  bound: Bound;
  threads: number;
  readings: boolean | InterpretationId;
  onlyReadings: boolean;
  traces: string;
  writeFixtures: boolean;
}

function parse(argv: readonly string[]): Args | string {
  let bound = BOUNDS.ci!;
  const args: Args = {
    bound,
    threads: availableParallelism(),
    readings: false,
    onlyReadings: false,
    traces: join(tmpdir(), "robbers-verify"),
    writeFixtures: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const count = (v: string, min: number) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) throw new Error(`${a} must be a whole number ≥ ${min}, got "${v}"`);
      return n;
    };
    try {
      if (a === "--bound") {
        const name = value();
        if (!BOUNDS[name]) return `unknown bound "${name}"; expected one of ${Object.keys(BOUNDS).join(", ")}`;
        bound = BOUNDS[name]!; // give --bound before --depth and --edition, which change it
      } else if (a === "--depth") bound = { ...bound, depth: count(value(), 1) };
      else if (a === "--threads") args.threads = count(value(), 1);
      else if (a === "--edition") {
        const ed = value();
        if (!(EDITION_IDS as readonly string[]).includes(ed))
          return `unknown edition "${ed}"; expected one of ${EDITION_IDS.join(", ")}`;
        bound = { ...bound, editions: [ed as EditionId] };
      } else if (a === "--readings") {
        const next = argv[i + 1];
        if (next !== undefined && !next.startsWith("--")) {
          if (!interpretations.some((x) => x.id === next))
            return `unknown interpretation "${next}"; expected one of ${interpretations.map((x) => x.id).join(", ")}`;
          args.readings = next as InterpretationId;
          i++;
        } else args.readings = true;
      } else if (a === "--only-readings") args.onlyReadings = true;
      else if (a === "--traces") args.traces = value();
      else if (a === "--write-fixtures") args.writeFixtures = true;
      else if (a === "--help" || a === "-h") return USAGE;
      else return `unknown argument "${a}"\n${USAGE}`;
    } catch (error) {
      return `${(error as Error).message}\n${USAGE}`;
    }
  }
  return { ...args, bound };
}

export async function main(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  if (typeof args === "string") {
    process.stderr.write(`${args}\n`);
    return args === USAGE ? 0 : 2;
  }
  const runs: Run[] = [
    ...(args.onlyReadings ? [] : defaultRuns(args.bound)),
    ...(args.readings === false && !args.onlyReadings
      ? []
      : readingRuns(args.bound, args.readings === true || args.readings === false ? undefined : args.readings)),
  ];
  const tty = process.stdout.isTTY;
  // On a terminal the progress line is rewritten in place; elsewhere (CI logs) it is left out.
  const report = await runCheck({
    bound: args.bound,
    runs,
    threads: args.threads,
    ...(tty ? { progress: (line: string) => process.stdout.write(`\r\x1b[2K${line}`) } : {}),
  });
  if (tty) process.stdout.write("\r\x1b[2K");
  for (const line of reportLines(report)) console.log(line);
  for (const r of report.runs) {
    const c = r.counterexample;
    if (!c) continue;
    mkdirSync(args.traces, { recursive: true });
    const file = join(args.traces, `${r.run.label.replace(/[^A-Za-z0-9-]+/g, "-").replace(/-+$/, "")}.trace.json`);
    writeFileSync(file, `${JSON.stringify(counterexampleTrace(c), null, 2)}\n`);
    console.log(
      `\n${r.run.label}: shortest violation of "${c.invariant}" after ${c.steps.length} event(s): ${c.message}`,
    );
    c.steps.forEach((s, i) => {
      console.log(`  ${i + 1}. ${JSON.stringify(s.event)} with choices ${JSON.stringify(s.choices)}`);
    });
    console.log(`  trace: ${file} (replay: node bin/robbers.js check ${file})`);
  }
  if (args.writeFixtures) {
    const pool = threadPool(args.threads);
    try {
      for (const line of await writeCounterexampleFixtures(report, pool)) console.log(line);
    } finally {
      await pool.close();
    }
  }
  return report.runs.some((r) => r.run.reading === null && r.counterexample) ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
