// Named steps of handlers as data, and the way from a rule id to the steps that enforce it. Generic:
// a step is an id, a sentence and the rule ids it carries out; the ruleset attaches its own code.
import type { HandlerStep } from "./ruleset.js";

/**
 * Define a step next to the code that carries it out: the data (`id`, `summary`, `implements`) and
 * whatever the ruleset adds (usually `run`) stay one object, so a handler lists the very steps it runs.
 * @param step the step as data, plus the ruleset's own fields; returned unchanged.
 */
export const defineStep = <const T extends HandlerStep>(step: T): T => step;

/** Where a rule is enforced: a handler, and the named step inside it when the handler has steps. */
export interface StepLocation {
  /** The handler's id. */
  readonly handler: string;
  /** The step's id, or `null` when the handler is not split into steps. */
  readonly step: string | null;
  /** The step's one-sentence summary (empty for a handler without steps). */
  readonly summary: string;
}

/**
 * Every handler step that carries out `ruleId`, in handler and step order (a rule can be enforced in
 * more than one place, e.g. RB-STEAL-SELF in the steal step and in the explanation of a robber that
 * stayed). Handlers without steps are listed whole when their `implements` names the id.
 * @param handlers a ruleset's handlers.
 * @param ruleId a rule, interpretation or edition id.
 */
export function stepsImplementing(
  handlers: readonly {
    readonly id: string;
    readonly implements: readonly string[];
    readonly steps?: readonly HandlerStep[];
  }[],
  ruleId: string,
): StepLocation[] {
  return handlers.flatMap((h): StepLocation[] =>
    h.steps
      ? h.steps
          .filter((s) => s.implements.includes(ruleId))
          .map((s) => ({ handler: h.id, step: s.id, summary: s.summary }))
      : h.implements.includes(ruleId)
        ? [{ handler: h.id, step: null, summary: "" }]
        : [],
  );
}
