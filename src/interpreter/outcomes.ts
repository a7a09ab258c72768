// The outcome-set algebra: a disjoint sum of groups, each a shared core times independent factors.
// Counts are exact (bigint); expansion into single outcomes is lazy, on demand.

import type { OutcomeSet, PathStep } from "../dsl/ruleset.js";

/** Number of distinct outcomes: sum over groups of the product of each factor's option count. */
export function distinctCount(set: OutcomeSet): bigint {
  if (set.totals) return set.totals.distinct;
  let total = 0n;
  for (const g of set.groups) total += g.factors.reduce((acc, f) => acc * BigInt(f.options.length), 1n);
  return total;
}

/** Number of choice paths (every way of choosing), counting paths that give the same outcome. */
export function pathCount(set: OutcomeSet): bigint {
  if (set.totals) return set.totals.paths;
  let total = 0n;
  for (const g of set.groups) {
    total += g.factors.reduce((acc, f) => acc * f.options.reduce((s, o) => s + o.count, 0n), g.count);
  }
  return total;
}

/** Size of the factored representation: groups plus every factor option stored. */
export function factoredSize(set: OutcomeSet): number {
  if (set.totals) return Number(set.totals.size);
  return set.groups.reduce((n, g) => n + 1 + g.factors.reduce((m, f) => m + f.options.length, 0), 0);
}

/** One distinct outcome taken out of a factored set by `expand`. */
export interface ExpandedOutcome {
  /** Index of the group it belongs to in `set.groups`. */
  readonly group: number;
  /** One choice path that produces this outcome. */
  readonly path: readonly PathStep[];
  /** How many choice paths produce it. */
  readonly count: bigint;
  /** The group's summary followed by each factor option's summary. */
  readonly summaries: readonly unknown[];
}

/** How many groups a set has (all of them, also when they are made on demand). */
export const groupCount = (set: OutcomeSet): bigint => set.totals?.groups ?? BigInt(set.groups.length);

/** Every distinct outcome, one at a time (a product is walked like an odometer; groups made on demand are made as reached). */
export function* expand(set: OutcomeSet): Generator<ExpandedOutcome> {
  let gi = -1;
  for (const g of set.totals ? set.totals.all() : set.groups) {
    gi++;
    const sizes = g.factors.map((f) => f.options.length);
    if (sizes.some((n) => n === 0)) continue;
    const digits = sizes.map(() => 0);
    for (;;) {
      const chosen = g.factors.map((f, i) => f.options[digits[i]!]!);
      yield {
        group: gi,
        path: [...g.path, ...chosen.flatMap((o) => o.path)],
        count: chosen.reduce((acc, o) => acc * o.count, g.count),
        summaries: [g.summary, ...chosen.map((o) => o.summary)],
      };
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === sizes[i]! - 1) digits[i--] = 0;
      if (i < 0) break;
      digits[i]!++;
    }
  }
}
