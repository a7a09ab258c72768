// Row 8: `robbers explain` of the largest moment the formats accept (6 players x 6 awards, 5 robbers
// beside the first player's meeple and messenger, The Messages on, C3: bench/worst-case-6x6.scenario.json),
// as a new user runs it: the compiled command from start to exit, counts and the first 20 outcomes.
// The goal is under a second; each run's CPU time and peak memory are reported by the child itself.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export interface LargestMomentRow {
  readonly runs: number;
  /** The fastest run, start to exit (the one the shared machine disturbed least). */
  readonly bestMs: number;
  readonly medianMs: number;
  /**
   * CPU time (user + system) of the fastest-by-CPU run: on a shared machine what the command
   * costs, whatever else runs beside it (wall time waits for the other work).
   */
  readonly cpuMs: number;
  /** The largest peak resident memory of the runs. */
  readonly peakRssMB: number;
  /** What the command printed as its count line. */
  readonly counts: string;
  readonly target: string;
}

/** Asks the child to print its own peak memory as it exits (no tool outside Node needed). */
const REPORT_RSS =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\nmaxRSS "+Math.round(u.maxRSS/1024)+" cpuMs "+Math.round((u.userCPUTime+u.systemCPUTime)/1000)+"\\n")})';

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
  let cpu = Number.POSITIVE_INFINITY;
  let counts = "";
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
    times.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`robbers explain of the 6 x 6 moment exited ${r.status}: ${r.stderr}`);
    peak = Math.max(peak, Number(/maxRSS (\d+)/.exec(r.stderr)?.[1] ?? 0));
    cpu = Math.min(cpu, Number(/cpuMs (\d+)/.exec(r.stderr)?.[1] ?? Number.POSITIVE_INFINITY));
    counts = r.stdout.split("\n").find((l) => l.includes("distinct outcome")) ?? "";
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs,
    bestMs: Number(sorted[0]!.toFixed(1)),
    medianMs: Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1)),
    cpuMs: cpu,
    peakRssMB: peak,
    counts,
    target: "under 1000 ms",
  };
}
