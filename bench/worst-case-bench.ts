// The enumeration worst case (bench/worst-case.ts), factored, against walking every choice path one
// by one: the walk is timed for a fixed number of paths in the same run and its rate extrapolated.

import { outcomes, robbersSpec } from "../src/games/robbers/library/api.js";
import { enumerate } from "../src/interpreter/enumerate.js";
import { factoredSize } from "../src/interpreter/outcomes.js";
import { worstCase } from "./worst-case.js";

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export function worstCaseComparison() {
  const spec = robbersSpec();
  const { state, event } = worstCase();
  let distinct = 0n;
  let paths = 0n;
  let size = 0;
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const r = outcomes(spec, state, event);
    times.push(performance.now() - t);
    if (!r.ok) throw r.error;
    distinct = r.outcomes.distinct;
    paths = r.outcomes.paths;
    size = factoredSize(r.outcomes.set);
  }
  const median = sorted(times)[Math.floor(times.length / 2)]!;
  const sample = 2000;
  const walks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const r = enumerate(spec, state, event, { exhaustive: true, maxPaths: sample, walkPastBound: true });
    walks.push(performance.now() - t);
    if (r.ok) throw new Error("the naive walk should not finish");
  }
  const rate = sample / (sorted(walks)[1]! / 1000);
  const naiveSeconds = Number(paths) / rate;
  return {
    description:
      "6 players with The Messages, 5 robbers beside one player's meeple and messenger, each player scoring 3 features in one moment",
    factoredMedianMs: Number(median.toFixed(2)),
    targetMs: 50,
    distinctOutcomes: distinct.toString(),
    choicePaths: paths.toString(),
    factoredSize: size,
    naivePathsPerSecond: Math.round(rate),
    naiveExtrapolatedSeconds: Number(naiveSeconds.toPrecision(3)),
    speedup: Number((naiveSeconds / (median / 1000)).toPrecision(3)),
  };
}
