// `npm run bench`: the enumeration worst case, factored, against walking every choice path one by
// one (measured in the same run for a fixed number of paths, its rate extrapolated). Ratios, not
// absolute times, are what to compare across machines. Writes bench/results.json.
import { writeFileSync } from "node:fs";
import { enumerate } from "../src/interpreter/enumerate.js";
import { factoredSize } from "../src/interpreter/outcomes.js";
import { outcomes, robbersSpec } from "../src/robbers/api.js";
import { worstCase } from "./worst-case.js";

const spec = robbersSpec();
const { state, event } = worstCase();

const timeMs = (f: () => void, repeat: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    f();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
};

let distinct = 0n;
let paths = 0n;
let size = 0;
const factored = timeMs(() => {
  const r = outcomes(spec, state, event);
  if (!r.ok) throw r.error;
  distinct = r.outcomes.distinct;
  paths = r.outcomes.paths;
  size = factoredSize(r.outcomes.set);
}, 15);
const median = factored[Math.floor(factored.length / 2)]!;

const sample = 2000;
const naive = timeMs(() => {
  const r = enumerate(spec, state, event, { exhaustive: true, maxPaths: sample });
  if (r.ok) throw new Error("the naive walk should not finish");
}, 3);
const naiveRate = sample / (naive[1]! / 1000); // paths per second
const naiveSeconds = Number(paths) / naiveRate;

const results = {
  worstCase: {
    description: "6 players with The Messages, 5 robbers beside one player's meeple and messenger, each player scoring 3 features in one moment",
    factoredMedianMs: Number(median.toFixed(2)),
    targetMs: 50,
    distinctOutcomes: distinct.toString(),
    choicePaths: paths.toString(),
    factoredSize: size,
    naivePathsPerSecond: Math.round(naiveRate),
    naiveExtrapolatedSeconds: Number(naiveSeconds.toPrecision(3)),
    speedup: Number((naiveSeconds / (median / 1000)).toPrecision(3)),
  },
};
writeFileSync(new URL("./results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
const w = results.worstCase;
console.log(`worst case, factored: median ${w.factoredMedianMs} ms (target ${w.targetMs} ms)`);
console.log(`  ${w.distinctOutcomes} distinct outcomes, ${w.choicePaths} choice paths, factored size ${w.factoredSize}`);
console.log(`naive walk: ${w.naivePathsPerSecond} paths/s -> about ${w.naiveExtrapolatedSeconds} s (${(w.naiveExtrapolatedSeconds / 3.15e7).toPrecision(3)} years); speedup ${w.speedup}x`);
