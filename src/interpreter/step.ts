// The pure step: (compiled ruleset, state, event, strategy) -> next state + effects + the path of
// choices taken, or a typed RuleError. Nothing here mutates its inputs.

import type { Decision } from "../dsl/defaults.js";
import { RuleError } from "../dsl/errors.js";
import type { ChoicePoint, Effect, PathStep, ResolvedTable, StepContext } from "../dsl/ruleset.js";
import type { Compiled } from "./compile.js";
import type { Strategy } from "./strategies.js";

/** A step that the rules allow: the next state, what happened, and the choices that were made. */
export interface StepOk<S> {
  /** Always `true`: test it to tell success from failure. */
  readonly ok: true;
  /** The state after the event (the input state is never changed). */
  readonly state: S;
  /** Everything that happened, in order, each citing the rule ids behind it. */
  readonly effects: readonly Effect[];
  /** Every choice taken that had more than one legal option, in the order it was asked. */
  readonly path: readonly PathStep[];
}
/** A step the rules refuse: the error names the rule ids and, where it can, the JSON path at fault. */
export interface StepFailed {
  /** Always `false`: test it to tell failure from success. */
  readonly ok: false;
  /** Why the step was refused. */
  readonly error: RuleError;
}
/** What `step` returns: a result value rather than an exception, so refusals are ordinary data. */
export type StepResult<S> = StepOk<S> | StepFailed;

/**
 * Apply one event to a state: check the event, run every matching handler, and let `strategy`
 * answer each choice the rules ask for. Pure: the inputs are not changed. Refusals by the rules
 * come back as `{ ok: false, error }`; any other exception is a bug and is rethrown.
 * @param compiled the ruleset compiled for the options in force (`robbersSpec(...)` or `compile(...)`).
 * @param state the state before the event.
 * @param event what happens.
 * @param strategy who answers the choices: `firstLegal()`, `randomLegal(seed)` or `scripted(path)`.
 * @returns the next state, the effects with their rule ids and the choice path; or the rule error.
 * @example
 * const spec = robbersSpec({ edition: "C3" });
 * const state = { ...initialState(["red", "blue"], false), figures: { red: { meeple: 4 }, blue: { meeple: 9 } } };
 * const r = step(spec, state, { kind: "bag-tile" }, scripted([
 *   { kind: "place", actor: "red", pick: { action: "place", at: 9 } }, // beside Blue's meeple
 *   { kind: "place", actor: "blue", pick: { action: "decline" } }, // C3: the next player may place too
 * ]));
 * if (r.ok) for (const e of r.effects) console.log(e.type, e.rules.join(", "));
 * else console.log(r.error.rules, r.error.message);
 */
export function step<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  compiled: Compiled<O, S, E, T>,
  state: S,
  event: E,
  strategy: Strategy,
): StepResult<S> {
  const effects: Effect[] = [];
  const path: PathStep[] = [];
  const ctx: StepContext<ResolvedTable<T>> = {
    decisions: compiled.decisions,
    emit: (effect) => {
      effects.push(effect);
    },
    choose: <C>(point: ChoicePoint<C>): C => {
      const pick = strategy.pick(point);
      if (point.size() > 1) path.push({ kind: point.kind, actor: point.actor, pick });
      return pick;
    },
  };
  try {
    compiled.ruleset.validateEvent(state, event, compiled.decisions);
    let next = state;
    for (const handler of compiled.handlersFor(event)) next = handler.run(ctx, next, event);
    strategy.finish?.();
    return { ok: true, state: next, effects, path };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error };
    throw error;
  }
}
