// Compiling a ruleset for one set of options: resolve every decision (default logic, conflicts
// reported with both ids) and index handlers by the events they match. Done once, off the hot path.

import type { Decision } from "../dsl/defaults.js";
import { resolveDecisions } from "../dsl/defaults.js";
import type { Handler, ResolvedTable, Ruleset } from "../dsl/ruleset.js";

/**
 * A ruleset compiled for one set of options: what `step` and `enumerate` run. Compile once per
 * option set and reuse it, since resolving decisions is the costly part.
 */
export interface Compiled<O, S, E, T extends Record<string, Decision<O, unknown>>> {
  /** The ruleset it was compiled from. */
  readonly ruleset: Ruleset<O, S, E, T>;
  /** The options after the ruleset filled in defaults. */
  readonly options: O;
  /** Every decision resolved for these options, with the rule ids behind each value. */
  readonly decisions: ResolvedTable<T>;
  /** The handlers that run for an event, in order (cached per event key). */
  readonly handlersFor: (event: E) => readonly Handler<S, E, ResolvedTable<T>>[];
}

/**
 * Compile `ruleset` for `options` (partial options are filled with defaults by the ruleset).
 * Throws a RuleError when options are invalid or two exceptions conflict.
 * @param ruleset the ruleset to compile (for The Robbers, `robbers`; `robbersSpec` does this for you).
 * @param options the options as the caller gives them; the ruleset checks them and fills in defaults.
 * @param eventKey a cheap key per event (e.g. its `kind`) used to cache which handlers match.
 * @returns the compiled ruleset, to pass to `step` and `enumerate`.
 * @example
 * const c3 = compile(robbers, { edition: "C3" });
 * const zman = compile(robbers, { edition: "C2-ZMan", interpretations: { "INT-MANDATORY-MOVE": "mandatory" } });
 * console.log(c3.decisions.activePlacement.value, zman.decisions.activePlacement.value); // "may" "must"
 */
export function compile<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  ruleset: Ruleset<O, S, E, T>,
  options: unknown,
  eventKey: (event: E) => string = (e) => (e as { kind: string }).kind,
): Compiled<O, S, E, T> {
  const normalised = ruleset.normaliseOptions(options);
  const decisions = resolveDecisions(ruleset.decisions, normalised) as unknown as ResolvedTable<T>;
  // Handlers are matched by pattern; the match result for an event key is cached so that each
  // event costs one map lookup instead of running every pattern.
  const cache = new Map<string, readonly Handler<S, E, ResolvedTable<T>>[]>();
  const handlersFor = (event: E) => {
    const key = eventKey(event);
    let found = cache.get(key);
    if (!found) {
      found = ruleset.handlers.filter((h) => h.matches(event));
      cache.set(key, found);
    }
    return found;
  };
  return { ruleset, options: normalised, decisions, handlersFor };
}
