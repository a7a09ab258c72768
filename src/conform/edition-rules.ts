// The rules of play an edition changes, read from the decisions: for each decision with an exception
// of that edition, the base rule (unless the exception sets it aside) and the rules the exception
// cites. An edition is a printing, not a rule one reads wrongly; where the cause evidence singles out
// an edition, the rule it changes that the failures also cite is what the engine plays wrong, named
// with the edition behind its value (as a hypothesis names its rule of play with its edition).
import type { Decision } from "../dsl/defaults.js";
import type { AnyGame } from "../kit/game.js";

/** The rules of play (kind `rule`) whose value `edition` changes, each once, in decision order. */
export function rulesChangedBy(game: AnyGame, edition: string): string[] {
  const plays = new Set(game.ruleset.rules.filter((r) => r.kind === "rule").map((r) => r.id as string));
  const out = new Set<string>();
  for (const d of Object.values(game.ruleset.decisions as Record<string, Decision<unknown, unknown>>))
    for (const e of d.exceptions)
      if (e.id === edition && e.misreads === undefined)
        for (const r of [...(e.replaces ? [] : [d.base.rule]), ...(e.cites ?? [])]) if (plays.has(r)) out.add(r);
  return [...out];
}

/**
 * The one rule `edition` changes that some failure's first differing value also rests on (`cause`:
 * failures per rule); null when none is, or several are.
 */
export function ruleBehindEdition(game: AnyGame, edition: string, cause: ReadonlyMap<string, number>): string | null {
  const cited = rulesChangedBy(game, edition).filter((r) => (cause.get(r) ?? 0) > 0);
  return cited.length === 1 ? cited[0]! : null;
}
