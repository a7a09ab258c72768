// Comparing what a MacRobber trace claims after a step with what the rules give: the effects one
// for one, in order (each claimed effect's type and the fields it gives), then the whole state.
// The first difference is reported, with the rules the differing effect cites (or all the step cites).
import type { Difference } from "../../kit/game.js";
import type { MacRobberEffect, MacRobberState } from "../../../spec/macrobber/index.js";
import { firstDifference, firstEffectDifference } from "./diff.js";
import type { MacRobberClaims } from "./formats.js";

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const under = (path: string) => path.replace(/^\$/, "$.claims");

/** The first claimed value that differs (at most one: a later one usually follows from it). */
export function compareMacRobberClaims(claims: MacRobberClaims, after: MacRobberState, effects: readonly MacRobberEffect[]): Difference[] {
  const players = new Set(after.players);
  const cited = unique(effects.flatMap((e) => e.rules));
  if (claims.effects) {
    const d = firstEffectDifference(claims.effects, effects, players);
    if (d) {
      const rules = d.effect !== undefined && effects[d.effect] ? unique(effects[d.effect]!.rules) : cited;
      return [{ path: under(d.path), claimed: d.claimed, actual: d.expected, description: `${under(d.path)}: the trace says ${d.claimed}, the rules give ${d.expected}`, rules }];
    }
  }
  if (claims.state) {
    const d = firstDifference(claims.state, after, "$.state", players);
    if (d) return [{ path: under(d.path), claimed: d.claimed, actual: d.expected, description: `${under(d.path)}: the trace says ${d.claimed}, the rules give ${d.expected}`, rules: cited }];
  }
  return [];
}
