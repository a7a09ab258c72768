// Every legal outcome of a moment for the playground, at most `limit` of them expanded: through
// `outcomes(...).all(n)` when they fit, else the first `limit` in enumeration order (each replayed
// with `play`) with a count of those left out. Optionally finds, for each outcome a source lists,
// the first enumerated outcome that matches it. Never throws: errors come back as values.
import type { RuleError } from "../../dsl/errors.js";
import { expand } from "../../interpreter/outcomes.js";
import { outcomes, play, type Outcome, type RobbersSpec } from "../../robbers/api.js";
import { describeOutcomeSet } from "../../robbers/describe.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";

/** An enumerated outcome found for a wanted one, with its place in enumeration order. */
export interface Found {
  readonly index: number;
  readonly outcome: Outcome;
}

export interface Listed {
  readonly ok: true;
  readonly distinct: bigint;
  readonly paths: bigint;
  readonly shown: readonly Outcome[];
  /** Distinct outcomes not expanded because of the limit. */
  readonly leftOut: bigint;
  /** The factored view, one line per group of thefts. */
  readonly groups: readonly string[];
  /** Per wanted outcome: the first match, or null when none of the searched outcomes matches. */
  readonly found: readonly (Found | null)[];
  /** How many outcomes were searched for the wanted ones (all of them unless there are too many). */
  readonly searched: number;
}

/** Most choice paths walked one by one (readings that cannot be factored) before giving up. */
export const MAX_WALKED_PATHS = 50_000;
/** Most outcomes expanded to look for the wanted ones. */
export const MAX_SEARCHED = 5_000;

export function listOutcomes(
  spec: RobbersSpec,
  state: RobbersState,
  event: RobbersEvent,
  limit: number,
  wanted: readonly ((o: Outcome) => boolean)[] = [],
): Listed | { readonly ok: false; readonly error: RuleError } {
  const result = outcomes(spec, state, event, { maxPaths: MAX_WALKED_PATHS });
  if (!result.ok) return result;
  const { distinct, paths, set } = result.outcomes;
  const bound = BigInt(Math.max(limit, wanted.length ? MAX_SEARCHED : 0));
  let every: Outcome[];
  if (distinct <= bound) every = result.outcomes.all(Number(distinct));
  else {
    // Too many to expand them all: the first `limit`, replayed one by one like `all()` does.
    every = [];
    for (const o of expand(set)) {
      if (every.length >= limit) break;
      const replay = play(spec, state, event, o.path);
      if (!replay.ok) return replay;
      every.push({ state: replay.state, effects: replay.effects as readonly RobbersEffect[], path: o.path, count: o.count });
    }
  }
  const shown = every.slice(0, limit);
  const found = wanted.map((w) => {
    const index = every.findIndex(w);
    return index >= 0 ? { index, outcome: every[index]! } : null;
  });
  return { ok: true, distinct, paths, shown, leftOut: distinct - BigInt(shown.length), groups: describeOutcomeSet(set), found, searched: every.length };
}
