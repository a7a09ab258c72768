// The Robbers specification as a library: compile an edition once, step events, list outcomes.
// A thin layer over the generic interpreter that fixes the ruleset and its types.

import type { RobbersDecisionTable } from "../../../../spec/robbers/decisions.js";
import {
  type RobbersEffect,
  type RobbersEvent,
  type RobbersOptions,
  type RobbersOptionsInput,
  type RobbersState,
  robbers,
} from "../../../../spec/robbers/index.js";
import type { RuleError } from "../../../dsl/errors.js";
import type { PathStep } from "../../../dsl/index.js";
import { type Compiled, compile } from "../../../interpreter/compile.js";
import type { EnumerateOptions } from "../../../interpreter/enumerate.js";
import {
  checkStateWith,
  type OutcomeList,
  type OutcomesResult,
  outcomesWith,
  playWith,
  type ResolvedOutcome,
} from "../../../interpreter/play.js";
import type { StepResult } from "../../../interpreter/step.js";
import type { Strategy } from "../../../interpreter/strategies.js";

/**
 * The Robbers ruleset compiled for one edition and set of readings: what `play`, `outcomes` and
 * `checkState` take. Make it once with `robbersSpec` and reuse it for every question.
 */
export type RobbersSpec = Compiled<RobbersOptions, RobbersState, RobbersEvent, RobbersDecisionTable>;

/**
 * Compile the Robbers ruleset for an edition and interpretation readings (throws RuleError on bad options).
 * @param options the edition (default `"C3"`) and any readings other than the defaults.
 * @returns the compiled specification to ask questions of.
 * @example
 * const spec = robbersSpec({ edition: "C2-ZMan", interpretations: { "INT-ZERO-POINTS": "used-up" } });
 * console.log(spec.decisions.followUp.value, spec.decisions.followUp.by); // "each-must" [ "RB-PLACE-NEXT", "ED-C2-ZMAN", "RB-PLACE-ALL" ]
 */
export const robbersSpec = (options: RobbersOptionsInput = {}): RobbersSpec => compile(robbers, options);

/**
 * Check a state against the domain rules; returns the error instead of throwing.
 * @param spec the compiled specification (some checks depend on the readings, e.g. INT-SAME-SPACE).
 * @param state the state to check.
 * @returns `null` when the state is one the rules allow, else the error naming the rule it breaks and its JSON path.
 */
export function checkState(spec: RobbersSpec, state: RobbersState): RuleError | null {
  return checkStateWith(spec, state);
}

/**
 * Play one event: check the state, then step it with the choices given (a recorded path, or any
 * strategy). A choice the rules forbid, or a missing choice where there are several legal
 * options, is an error naming the rule, never a silent default.
 * @param spec the compiled specification.
 * @param state the state before the event.
 * @param event what happens.
 * @param choices the picks, matched to choice points by kind and actor (those with a single legal
 *   option may be left out), or a strategy such as `firstLegal()`.
 * @returns the next state, the effects with their rule ids and the choice path; or the rule error.
 * @example
 * const spec = robbersSpec();
 * const state = { ...initialState(["red", "blue"], false), figures: { red: { meeple: 4 }, blue: { meeple: 9 } } };
 * const r = play(spec, state, { kind: "bag-tile" }, [
 *   { kind: "place", actor: "red", pick: { action: "place", at: 9 } },
 *   { kind: "place", actor: "blue", pick: { action: "decline" } },
 * ]);
 * if (r.ok) console.log(r.effects.map((e) => describeEffect(e as RobbersEffect)));
 * // [ "red places its robber on space 9", "blue does not place a robber" ]
 * else console.log(r.error.rules, r.error.message);
 * // with `at: 5` instead: [ "RB-PLACE-TARGET" ] ...red's place choice is not allowed: no other player's scoring figure stands there...
 */
export function play(
  spec: RobbersSpec,
  state: RobbersState,
  event: RobbersEvent,
  choices: readonly PathStep[] | Strategy = [],
): StepResult<RobbersState> {
  return playWith(spec, state, event, choices);
}

/** A fully resolved outcome of The Robbers: the state, the effects with their rule ids, and one path that gives it. */
export type Outcome = ResolvedOutcome<RobbersState, RobbersEffect>;

/** Every legal outcome of a Robbers event: counted exactly, kept factored, expanded only on demand. */
export type Outcomes = OutcomeList<RobbersState, RobbersEffect>;

/**
 * Every legal outcome of `event` in `state`, factored where the ruleset can factor it.
 * @param spec the compiled specification.
 * @param state the state before the event (checked first).
 * @param event the event whose outcomes are wanted.
 * @param options limits on walking paths one by one (events other than scoring moments).
 * @returns the outcomes (counts, factored set, and `all()` / `first(n)` to list them), or the rule error.
 * @example
 * // state: Blue's robber on space 17 beside Green's meeple and messenger (see docs/examples/ask.ts).
 * const result = outcomes(robbersSpec(), state, { kind: "moment", awards: [{ player: "green", points: 6, source: "feature" }] });
 * if (result.ok) {
 *   console.log(`${result.outcomes.distinct} distinct outcomes`);
 *   for (const line of describeOutcomeSet(result.outcomes.set)) console.log(line);
 *   result.outcomes.first(3).outcomes.forEach((o, i) => console.log(describeOutcome(o, i)));
 * } else console.log(result.error.rules, result.error.message);
 */
export function outcomes(
  spec: RobbersSpec,
  state: RobbersState,
  event: RobbersEvent,
  options: EnumerateOptions = {},
): OutcomesResult<RobbersState, RobbersEffect> {
  return outcomesWith<RobbersOptions, RobbersState, RobbersEvent, RobbersDecisionTable, RobbersEffect>(
    spec,
    state,
    event,
    options,
  );
}
