// `npm run bench` (compiled with tsc, run with node): each comparison in one process, the two sides
// alternated, reported as ratios against a baseline measured in the same run, then the cost curves.
// Writes bench/results.json, docs/performance.md and its charts (docs/performance/*.svg), and
// prints a table. Never a timed test: this machine is small and noisy. `--quick` (or BENCH_QUICK=1)
// runs every row smaller, for a look in a minute, and writes only reports/bench/results-quick.json;
// `--report-only` rewrites the page and charts from bench/results.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, release, totalmem, type } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { wholeGameProperty, wholeGameWitnesses } from "../properties/robbers/whole-game.property.js";
import { corpus } from "./corpus.js";
import { enumerationCurves } from "./cost-curves.js";
import { diagnosisComparison } from "./diagnosis-bench.js";
import { largestMomentRow } from "./largest-moment-bench.js";
import { macRobberComparison, macRobberRaidCurve } from "./macrobber-bench.js";
import { oracleComparison } from "./oracle-bench.js";
import { compareReplay, sameFinalStates } from "./replay.js";
import { type BenchResults, writeReport } from "./report.js";
import { startupComparison } from "./startup-bench.js";
import { worstCaseComparison } from "./worst-case-bench.js";

/** The repository root, whether run from bench/ (tsx) or .bench/bench/ (compiled). */
function root(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return dir;
}

// `--report-only`: write docs/performance.md and its charts again from bench/results.json, measuring nothing.
if (process.argv.includes("--report-only")) {
  const written = writeReport(
    root(),
    JSON.parse(readFileSync(join(root(), "bench/results.json"), "utf8")) as BenchResults,
  );
  console.log(`wrote ${written.join(", ")} from bench/results.json`);
  process.exit(0);
}

// `--macrobber-raid-only`: measure MacRobber's raid by cards in hand again, keep every other row of
// bench/results.json, and write the page.
if (process.argv.includes("--macrobber-raid-only")) {
  const file = join(root(), "bench/results.json");
  const kept = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const merged = { ...kept, macrobberRaidCurve: macRobberRaidCurve() };
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  const written = writeReport(root(), merged as unknown as BenchResults);
  console.log(`wrote bench/results.json (MacRobber's raid curve measured again), ${written.join(", ")}`);
  process.exit(0);
}

// `--curves-only`: measure the enumeration cost curves and the largest moment again (rows 7 and 8),
// keep every other row of bench/results.json, say so on the page, and write it.
if (process.argv.includes("--curves-only")) {
  const file = join(root(), "bench/results.json");
  const kept = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const t = performance.now();
  const largestMoment = largestMomentRow(root());
  const merged = {
    ...kept,
    enumerationCurves: enumerationCurves(),
    largestMoment,
    remeasured: {
      rows: ["enumeration cost curves", "explain, 6 players x 6 awards"],
      date: new Date().toISOString().slice(0, 10),
      loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
    },
  };
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  const written = writeReport(root(), merged as unknown as BenchResults);
  console.log(
    `curves and the largest moment measured again in ${((performance.now() - t) / 1000).toFixed(0)} s (best ${largestMoment.bestMs} ms): wrote bench/results.json, ${written.join(", ")}`,
  );
  process.exit(0);
}

const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const results: Record<string, unknown> = {
  machine: {
    node: process.version,
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    memoryGB: Math.round(totalmem() / 2 ** 30),
    freeMemoryGBAtStart: Math.round(freemem() / 2 ** 30),
    os: `${type()} ${release()}`,
    loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
    date: new Date().toISOString().slice(0, 10),
  },
  ...(quick ? { quick: true } : {}),
};

// 1. Interpreter vs hand-written, on the same recorded games.
const games = corpus(quick ? 50 : 200, 1);
if (!sameFinalStates(games))
  throw new Error("the hand-written baseline disagrees with the interpreter: fix it before timing");
const replay = compareReplay(games, quick ? 3 : 9);
results.replay = { games: games.length, ...replay, target: "ratio <= 3 (goal 1.5)" };
console.log(`1. replay of ${games.length} games (${replay.events} events, all editions, Messages on/off)`);
console.log(
  `   interpreter ${replay.interpreterEventsPerSecond} events/s, hand-written ${replay.handwrittenEventsPerSecond} events/s: ratio ${replay.ratio} (target <= 3, goal 1.5)`,
);

// 2. Enumeration on the worst case, factored vs walking every path.
const worst = worstCaseComparison();
results.worstCase = worst;
console.log(
  `2. worst-case enumeration: median ${worst.factoredMedianMs} ms (target 50 ms); ${worst.distinctOutcomes} distinct outcomes, ${worst.choicePaths} paths, factored size ${worst.factoredSize}`,
);
console.log(
  `   naive walk ${worst.naivePathsPerSecond} paths/s -> ~${worst.naiveExtrapolatedSeconds} s; speedup ${worst.speedup}x`,
);

// 3. Oracle checking of a long JSON Lines trace, against a bare JSON.parse of every line.
{
  const events = Number(process.env.BENCH_TRACE_EVENTS ?? (quick ? 100_000 : 1_000_000));
  const o = await oracleComparison(root(), events, quick ? 1 : 2);
  results.oracle = o;
  console.log(
    `3. robbers check on ${o.events} events (${o.fileMB} MB): ${o.checkSeconds} s vs bare parse ${o.bareParseSeconds} s: ratio ${o.ratio} (target <= 2); peak ${o.checkPeakRssMB} MB (target < 150 MB)`,
  );
}

// 4. Property throughput: runs per second of the whole-game property.
{
  const w = wholeGameWitnesses();
  const runs = 300;
  const t = performance.now();
  const details = fc.check(wholeGameProperty(w), { numRuns: runs, seed: 1 });
  const seconds = (performance.now() - t) / 1000;
  if (details.failed) throw new Error("the whole-game property failed during the benchmark");
  const perSecond = Math.round(runs / seconds);
  results.propertyThroughput = {
    property: "whole-game-invariants",
    runs,
    seconds: Number(seconds.toFixed(2)),
    runsPerSecond: perSecond,
    ciRuns: 150,
    deepRuns: 15000,
    deepSecondsEstimate: Math.round(15000 / perSecond),
  };
  console.log(
    `4. whole-game property: ${perSecond} runs/s (CI budget 150 runs ~${(150 / perSecond).toFixed(1)} s; verify:deep 15000 runs ~${Math.round(15000 / perSecond)} s on one core)`,
  );
}

// 5. MacRobber: phase 3 folded over the combat rounds vs walking every path, and seeded games.
{
  const m = macRobberComparison();
  results.macrobber = m;
  console.log(
    `5. MacRobber phase 3 on ${m.raidSituations} raid situations (${m.choicePaths} paths, ${m.distinctOutcomes} outcomes): folded ${m.foldedMs} ms vs every path ${m.exhaustiveMs} ms: ${m.speedup}x`,
  );
  console.log(
    `   ${m.randomGames} seeded 4-player games with random legal choices: ${m.randomGamesPerSecond} games/s (${m.randomEventsPerSecond} events/s)`,
  );
  // The raid by cards in hand: time as a ratio to the 3-card raid of this run, and the CPU time per unit of estimated work.
  const curve = macRobberRaidCurve();
  results.macrobberRaidCurve = curve;
  const base = Math.max(1, curve[0]!.ms);
  for (const c of curve)
    console.log(
      `   raid, ${c.cards} cards each: work ${c.work}, ${c.refused ? "refused (MAX_RAID_WORK)" : `${c.distinct} outcomes`}, ` +
        `${c.ms} ms (${(c.ms / base).toFixed(1)}x the 3-card raid)${c.cpuMicrosPerWork === null ? "" : `, ${c.cpuMicrosPerWork} us CPU per unit`}`,
    );
}

// 6. Start-up of the compiled command against a bare Node.
{
  const s = startupComparison(root());
  results.startup = s;
  console.log(
    `6. start-up (median of ${s.runs}): robbers --help ${s.helpMs} ms, robbers explain (example 3) ${s.explainMs} ms, bare node -e 0 ${s.bareNodeMs} ms: ratios ${s.helpRatio} and ${s.explainRatio} (target: --help within 4x)`,
  );
}

// 8. The largest moment the formats accept, explained by the compiled command.
{
  const l = largestMomentRow(root(), quick ? 2 : 7);
  results.largestMoment = l;
  console.log(
    `8. robbers explain of 6 players x 6 awards, 5 robbers, The Messages: best ${l.bestMs} ms, median ${l.medianMs} ms, peak ${l.peakRssMB} MB (goal under a second): ${l.counts}`,
  );
}

// 9. What the conformance diagnosis costs, against the same run undiagnosed.
{
  const d = await diagnosisComparison(root(), quick ? 1 : 3);
  results.diagnosis = d;
  for (const e of d.engines)
    console.log(
      `9. conform ${e.engine}: diagnosed ${e.diagnosedMs} ms vs undiagnosed ${e.undiagnosedMs} ms: ratio ${e.ratio} (target <= 2)`,
    );
}

// 7. Cost curves: enumeration by players, robbers, awards per player and The Messages; check by trace length.
{
  const t = performance.now();
  const curves = enumerationCurves(quick ? 1 : 5);
  results.enumerationCurves = curves;
  const worstOf = (points: readonly { ms: number }[]) => Math.max(...points.map((p) => p.ms)).toFixed(1);
  console.log(
    `7. enumeration cost curves (${((performance.now() - t) / 1000).toFixed(0)} s): slowest by players ${worstOf(curves.players)} ms, by robbers ${worstOf(curves.robbers)} ms, by awards per player ${worstOf(curves.awardsPerPlayer)} ms`,
  );
  const main = results.oracle as { events: number };
  const lengths = quick ? [10_000] : [10_000, 100_000];
  const curve = [];
  for (const events of lengths)
    curve.push(events === main.events ? main : await oracleComparison(root(), events, quick ? 1 : 3));
  curve.push(main);
  results.oracleCurve = curve;
  for (const c of curve as { events: number; checkSeconds: number; ratio: number; checkPeakRssMB: number }[])
    console.log(`   check ${c.events} events: ${c.checkSeconds} s, ratio ${c.ratio}, peak ${c.checkPeakRssMB} MB`);
}

if (quick) {
  mkdirSync(join(root(), "reports/bench"), { recursive: true });
  writeFileSync(join(root(), "reports/bench/results-quick.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    "quick run: wrote reports/bench/results-quick.json (bench/results.json and docs/performance.md are left as they were)",
  );
} else {
  writeFileSync(join(root(), "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const written = writeReport(root(), results as unknown as BenchResults);
  console.log(`wrote bench/results.json, ${written.join(", ")}`);
}
