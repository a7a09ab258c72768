// Where the failures lie among the readings the vectors are run under. A vector's options pick a
// reading of each interpretation, so a mistake in how an engine plays one reading fails only
// vectors run under it, while a mistake elsewhere fails vectors whatever their readings. When every
// failure is under one reading, and that many failures would land there by chance less than once
// in ten thousand (the reading's share of the vectors, to the power of the failures), the
// interpretation is the diagnosis; another interpretation whose reading fits almost as well leaves
// it open.
import type { AnyGame } from "../kit/game.js";
import { type FeatureCount, featureCounts, type ProblemVector } from "./problem-evidence.js";

/** The reading every failure is run under, its counts among failures and passes, and the chance of that by accident. */
export interface SharedReading {
  readonly count: FeatureCount;
  /** The reading's share of the compared vectors, to the power of the failures. */
  readonly chance: number;
}

/** Fewest failures a shared reading may name a rule on. */
const MIN_FAILURES = 3;
/** Largest chance of the failures all falling under the reading by accident. */
const MAX_CHANCE = 1e-4;
/** A reading of another interpretation is a rival unless its chance is at least this many times larger. */
const RIVAL_RATIO = 100;

/** The one reading that all value failures share and chance does not explain, or null. */
export function sharedReading<A extends ProblemVector>(
  game: AnyGame,
  failing: readonly A[],
  passing: readonly A[],
): SharedReading | null {
  if (failing.length < MIN_FAILURES) return null;
  const total = failing.length + passing.length;
  // Readings only: which choices a vector asks says where a mistake shows, not which rule it is in.
  const shared = featureCounts(game, failing, passing, () => null)
    .filter((c) => c.feature.kind === "reading" && c.problems === failing.length)
    .map((count) => ({ count, chance: ((count.problems + count.passes) / total) ** failing.length }))
    .sort((a, b) => a.chance - b.chance);
  const best = shared[0];
  if (!best || best.chance > MAX_CHANCE) return null;
  const rules = best.count.feature.rules.join(" ");
  const rival = shared.find((s) => s.count.feature.rules.join(" ") !== rules);
  return rival && rival.chance < RIVAL_RATIO * best.chance ? null : best;
}
