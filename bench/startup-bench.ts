// Row 6: how long the installed commands take from start to exit, against a bare `node -e 0` in the
// same run (the floor every Node program pays). Another project's suite may call the oracle once
// per test case, so start-up is what it feels. Runs the compiled launcher in bin/, as npx does.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export interface StartupComparison {
  readonly runs: number;
  readonly bareNodeMs: number;
  readonly helpMs: number;
  readonly explainMs: number;
  readonly helpRatio: number;
  readonly explainRatio: number;
  readonly target: string;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall time of one child process, start to exit; a failing command is a broken benchmark. */
function timed(args: readonly string[], cwd: string): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: "utf8" });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return ms;
}

/** Alternates the three commands `runs` times (after one warm-up each) and compares medians. */
export function startupComparison(root: string, runs = 21): StartupComparison {
  const bin = join(root, "bin/robbers.js");
  const commands = {
    bare: ["-e", "0"],
    help: [bin, "--help"],
    explain: [bin, "explain", join(root, "docs/examples/example-3.scenario.json")],
  } as const;
  const times: Record<keyof typeof commands, number[]> = { bare: [], help: [], explain: [] };
  for (const args of Object.values(commands)) timed(args, root);
  for (let i = 0; i < runs; i++)
    for (const [name, args] of Object.entries(commands)) times[name as keyof typeof commands].push(timed(args, root));
  const bare = median(times.bare);
  const round = (x: number, digits = 1) => Number(x.toFixed(digits));
  return {
    runs,
    bareNodeMs: round(bare),
    helpMs: round(median(times.help)),
    explainMs: round(median(times.explain)),
    helpRatio: round(median(times.help) / bare, 2),
    explainRatio: round(median(times.explain) / bare, 2),
    target: "--help within 4x a bare node -e 0",
  };
}
