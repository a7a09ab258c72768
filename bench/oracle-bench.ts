// Oracle checking against a bare parse: a generated JSON Lines trace (1,000,000 events by default)
// is checked by the oracle and, alternately, only parsed line by line (with node:readline, the
// baseline, and with the oracle's own line reader); each side runs in its own process, best of
// `rounds`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeLongTrace } from "./long-trace.js";

export async function oracleComparison(root: string, events = 1_000_000, rounds = 2) {
  const dir = join(root, "reports/bench");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `trace-${events}.jsonl`);
  if (!existsSync(file)) await writeLongTrace(file, events);
  const side = join(dirname(fileURLToPath(import.meta.url)), "oracle-side.js");
  const run = (which: string) =>
    JSON.parse(execFileSync(process.execPath, [side, which, file], { encoding: "utf8", maxBuffer: 1 << 20 })) as {
      ms: number;
      maxRssMB: number;
      status?: string;
    };
  const bare: { ms: number; maxRssMB: number }[] = [];
  const sameReader: { ms: number; maxRssMB: number }[] = [];
  const check: { ms: number; maxRssMB: number; status?: string }[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(run("bare"));
    sameReader.push(run("bare-same-reader"));
    check.push(run("check"));
  }
  if (check.some((c) => c.status !== "conforms"))
    throw new Error(`the generated trace should conform: ${JSON.stringify(check)}`);
  const best = <T extends { ms: number }>(xs: T[]) => xs.reduce((a, b) => (a.ms <= b.ms ? a : b));
  const b = best(bare);
  const r = best(sameReader);
  const c = best(check);
  return {
    events,
    fileMB: Math.round(statSync(file).size / 1e6),
    bareParseSeconds: b.ms / 1000,
    checkSeconds: c.ms / 1000,
    ratio: Number((c.ms / b.ms).toFixed(2)),
    bareParseSameReaderSeconds: r.ms / 1000,
    ratioToSameReader: Number((c.ms / r.ms).toFixed(2)),
    checkPeakRssMB: Math.max(...check.map((x) => x.maxRssMB)),
    bareParsePeakRssMB: Math.max(...bare.map((x) => x.maxRssMB)),
    target: "ratio <= 2, peak memory < 150 MB",
  };
}
