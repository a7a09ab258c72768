// Comparing what a MacRobber trace claims after a step with what the rules give: the effects one
// for one, in order (each claimed effect's type and the fields it gives), then the whole state.
// The first difference is reported, both values as JSON and in words as The Robbers says them
// ("the trace claims 7, the rules give 6"), with the rules the differing effect cites (or all the step cites).

import type { MacRobberEffect, MacRobberState } from "../../../spec/macrobber/index.js";
import type { Difference } from "../../kit/game.js";
import { type Difference as DiffAt, firstDifference, firstEffectDifference } from "./diff.js";
import type { MacRobberClaims } from "./formats.js";

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const under = (path: string) => path.replace(/^\$/, "$.claims");

/** In the generic form: the path in the step, both values as JSON, and "<path>: the trace claims X, the rules give Y". */
const generic = (d: DiffAt, rules: readonly string[]): Difference => ({
  path: under(d.path),
  claimed: d.claimed,
  actual: d.expected,
  description: `${under(d.path)}: the trace claims ${d.claimedText}, the rules give ${d.expectedText}`,
  rules,
});

/** The first claimed value that differs (at most one: a later one usually follows from it). */
export function compareMacRobberClaims(
  claims: MacRobberClaims,
  after: MacRobberState,
  effects: readonly MacRobberEffect[],
): Difference[] {
  const players = new Set(after.players);
  const cited = unique(effects.flatMap((e) => e.rules));
  if (claims.effects) {
    const d = firstEffectDifference(claims.effects, effects, players);
    if (d) return [generic(d, d.effect !== undefined && effects[d.effect] ? unique(effects[d.effect]!.rules) : cited)];
  }
  if (claims.state) {
    const d = firstDifference(claims.state, after, "$.state", players);
    if (d) return [generic(d, cited)];
  }
  return [];
}
