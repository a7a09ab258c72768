// The pure step: (compiled ruleset, state, event, strategy) -> next state + effects + the path of
// choices taken, or a typed RuleError. Nothing here mutates its inputs.

import type { Decision } from "../dsl/defaults.js";
import { RuleError } from "../dsl/errors.js";
import type { ChoicePoint, Effect, PathStep, ResolvedTable, StepContext } from "../dsl/ruleset.js";
import type { Compiled } from "./compile.js";
import type { Strategy } from "./strategies.js";

export interface StepOk<S> {
  readonly ok: true;
  readonly state: S;
  readonly effects: readonly Effect[];
  /** Every choice taken that had more than one legal option, in the order it was asked. */
  readonly path: readonly PathStep[];
}
export interface StepFailed {
  readonly ok: false;
  readonly error: RuleError;
}
export type StepResult<S> = StepOk<S> | StepFailed;

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
    compiled.ruleset.validateEvent(state, event);
    let next = state;
    for (const handler of compiled.handlersFor(event)) next = handler.run(ctx, next, event);
    strategy.finish?.();
    return { ok: true, state: next, effects, path };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error };
    throw error;
  }
}
