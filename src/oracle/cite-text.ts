// An effect's rule ids as the reports print them: the rules that decided it first, marked, then
// those only consulted; for a ruleset that does not tell them apart, the ids as they are.
import type { Effect } from "../dsl/ruleset.js";

/** "[decided: RB-STEAL-HALF | consulted: RB-STEAL-KEEP, RB-STEAL-RETURN]", or "[MR-DRAW-SIX, ...]". */
export function citeText(e: Effect): string {
  const rules = [...new Set(e.rules)];
  if (!e.decidedBy?.length) return `[${rules.join(", ")}]`;
  const decided = new Set(e.decidedBy);
  const consulted = rules.filter((r) => !decided.has(r));
  return `[decided: ${[...decided].join(", ")}${consulted.length ? ` | consulted: ${consulted.join(", ")}` : ""}]`;
}
