// `npm run bench` (compiled with tsc, run with node): each comparison in one process, the two sides
// alternated, reported as ratios against a baseline measured in the same run. Writes
// bench/results.json and prints a table. Never a timed test: this machine is small and noisy.
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { corpus } from "./corpus.js";
import { compareReplay, sameFinalStates } from "./replay.js";
import { worstCaseComparison } from "./worst-case-bench.js";
import { oracleComparison } from "./oracle-bench.js";
import { macRobberComparison } from "./macrobber-bench.js";
import { startupComparison } from "./startup-bench.js";
import { wholeGameProperty, wholeGameWitnesses } from "../properties/whole-game.property.js";

/** The repository root, whether run from bench/ (tsx) or .bench/bench/ (compiled). */
function root(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return dir;
}

const results: Record<string, unknown> = { machine: { node: process.version, cores: (await import("node:os")).cpus().length } };

// 1. Interpreter vs hand-written, on the same recorded games.
const games = corpus(200, 1);
if (!sameFinalStates(games)) throw new Error("the hand-written baseline disagrees with the interpreter: fix it before timing");
const replay = compareReplay(games, 9);
results["replay"] = { games: games.length, ...replay, target: "ratio <= 3 (goal 1.5)" };
console.log(`1. replay of ${games.length} games (${replay.events} events, all editions, Messages on/off)`);
console.log(`   interpreter ${replay.interpreterEventsPerSecond} events/s, hand-written ${replay.handwrittenEventsPerSecond} events/s: ratio ${replay.ratio} (target <= 3, goal 1.5)`);

// 2. Enumeration on the worst case, factored vs walking every path.
const worst = worstCaseComparison();
results["worstCase"] = worst;
console.log(`2. worst-case enumeration: median ${worst.factoredMedianMs} ms (target 50 ms); ${worst.distinctOutcomes} distinct outcomes, ${worst.choicePaths} paths, factored size ${worst.factoredSize}`);
console.log(`   naive walk ${worst.naivePathsPerSecond} paths/s -> ~${worst.naiveExtrapolatedSeconds} s; speedup ${worst.speedup}x`);

// 3. Oracle checking of a long JSON Lines trace, against a bare JSON.parse of every line.
{
  const events = Number(process.env["BENCH_TRACE_EVENTS"] ?? 1_000_000);
  const o = await oracleComparison(root(), events);
  results["oracle"] = o;
  console.log(`3. robbers check on ${o.events} events (${o.fileMB} MB): ${o.checkSeconds} s vs bare parse ${o.bareParseSeconds} s: ratio ${o.ratio} (target <= 2); peak ${o.checkPeakRssMB} MB (target < 150 MB)`);
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
  results["propertyThroughput"] = { property: "whole-game-invariants", runs, seconds: Number(seconds.toFixed(2)), runsPerSecond: perSecond, ciRuns: 150, deepRuns: 15000, deepSecondsEstimate: Math.round(15000 / perSecond) };
  console.log(`4. whole-game property: ${perSecond} runs/s (CI budget 150 runs ~${(150 / perSecond).toFixed(1)} s; verify:deep 15000 runs ~${Math.round(15000 / perSecond)} s on one core)`);
}

// 5. MacRobber: phase 3 folded over the combat rounds vs walking every path, and seeded games.
{
  const m = macRobberComparison();
  results["macrobber"] = m;
  console.log(`5. MacRobber phase 3 on ${m.raidSituations} raid situations (${m.choicePaths} paths, ${m.distinctOutcomes} outcomes): folded ${m.foldedMs} ms vs every path ${m.exhaustiveMs} ms: ${m.speedup}x`);
  console.log(`   ${m.randomGames} seeded 4-player games with random legal choices: ${m.randomGamesPerSecond} games/s (${m.randomEventsPerSecond} events/s)`);
}

// 6. Start-up of the compiled command against a bare Node.
{
  const s = startupComparison(root());
  results["startup"] = s;
  console.log(`6. start-up (median of ${s.runs}): robbers --help ${s.helpMs} ms, robbers explain (example 3) ${s.explainMs} ms, bare node -e 0 ${s.bareNodeMs} ms: ratios ${s.helpRatio} and ${s.explainRatio} (target: --help within 4x)`);
}

writeFileSync(join(root(), "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
