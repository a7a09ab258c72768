// Row 8: `robbers explain` of the largest moment the formats accept (6 players x 6 awards, 5 robbers
// beside the first player's meeple and messenger, The Messages on, C3: bench/worst-case-6x6.scenario.json),
// as a new user runs it: the compiled command from start to exit, counts and the first 20 outcomes.
// The goal is under a second; each run's peak memory is reported by the child itself.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export interface LargestMomentRow {
  readonly runs: number;
  /** The fastest run, start to exit (the one the shared machine disturbed least). */
  readonly bestMs: number;
  readonly medianMs: number;
  /** The largest peak resident memory of the runs. */
  readonly peakRssMB: number;
  /** What the command printed as its count line. */
  readonly counts: string;
  readonly target: string;
}

/** Asks the child to print its own peak memory as it exits (no tool outside Node needed). */
const REPORT_RSS =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS "+Math.round(process.resourceUsage().maxRSS/1024)+"\\n"))';

export function largestMomentRow(root: string, runs = 7): LargestMomentRow {
  const args = [
    "--import",
    REPORT_RSS,
    join(root, "bin/robbers.js"),
    "explain",
    join(root, "bench/worst-case-6x6.scenario.json"),
  ];
  const times: number[] = [];
  let peak = 0;
  let counts = "";
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
    times.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`robbers explain of the 6 x 6 moment exited ${r.status}: ${r.stderr}`);
    peak = Math.max(peak, Number(/maxRSS (\d+)/.exec(r.stderr)?.[1] ?? 0));
    counts = r.stdout.split("\n").find((l) => l.includes("distinct outcome")) ?? "";
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs,
    bestMs: Number(sorted[0]!.toFixed(1)),
    medianMs: Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1)),
    peakRssMB: peak,
    counts,
    target: "under 1000 ms",
  };
}
