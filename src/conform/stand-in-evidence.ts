// One rule point printed as different rules by different editions: an exception that sets a
// decision's base rule aside for rules of its own (`replaces`: Z-Man's RB-PLACE-ALL instead of Hans
// im Glück's RB-PLACE-NEXT for who places after the active player). An engine's mistake in code the
// editions share shows under the one rule in some vectors and under the other in the rest, so
// neither alone is cited on most failures. Counted together they may be: the rule point is then the
// diagnosis, named by both rules as one fault. Read from the decisions, never listed by hand.
import type { Decision } from "../dsl/defaults.js";
import type { AnyGame } from "../kit/game.js";

/** The rules that stand for one rule point across editions: the base rule first, then those that replace it. */
export type StandIns = readonly string[];

/** Every decision's base rule with the rules its replacing exceptions cite instead (two at least). */
export function standInsOf(game: AnyGame): StandIns[] {
  const plays = new Set(game.ruleset.rules.filter((r) => r.kind === "rule").map((r) => r.id as string));
  const out = new Map<string, StandIns>();
  for (const d of Object.values(game.ruleset.decisions as Record<string, Decision<unknown, unknown>>)) {
    const instead = d.exceptions.flatMap((e) => (e.replaces && e.misreads === undefined ? (e.cites ?? []) : []));
    const rules = [...new Set([d.base.rule, ...instead])].filter((r) => plays.has(r));
    if (rules.length > 1) out.set(rules.join(" "), rules);
  }
  return [...out.values()];
}

/** A rule point and how many failures' first differing value rests on one of its rules. */
export interface StandInEvidence {
  readonly rules: StandIns;
  readonly cause: number;
}

/**
 * The rule point cited on the first differing value of at least `needed` failures, counting a
 * failure once whichever of its rules is cited, where no rule outside it is cited as often; null
 * when none is, or two are.
 */
export function standInEvidence(
  failing: readonly { readonly evidence: readonly string[] }[],
  families: readonly StandIns[],
  cause: ReadonlyMap<string, number>,
  needed: number,
): StandInEvidence | null {
  const found = families
    .map((rules) => ({ rules, cause: failing.filter((a) => a.evidence.some((r) => rules.includes(r))).length }))
    .filter((f) => f.cause >= needed && ![...cause].some(([r, n]) => !f.rules.includes(r) && n >= f.cause));
  return found.length === 1 ? found[0]! : null;
}
