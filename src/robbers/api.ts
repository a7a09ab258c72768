// The Robbers specification as a library: compile an edition once, step events, list outcomes.
// A thin layer over the generic interpreter that fixes the ruleset and its types.
import type { OutcomeSet, PathStep } from "../dsl/index.js";
import { compile, type Compiled } from "../interpreter/compile.js";
import { enumerate, type EnumerateOptions, type EnumerateResult } from "../interpreter/enumerate.js";
import { distinctCount, expand, pathCount } from "../interpreter/outcomes.js";
import { step, type StepResult } from "../interpreter/step.js";
import { scripted, type Strategy } from "../interpreter/strategies.js";
import { RuleError } from "../dsl/errors.js";
import { robbers, type RobbersEffect, type RobbersEvent, type RobbersOptions, type RobbersOptionsInput, type RobbersState } from "../../spec/robbers/index.js";
import type { RobbersDecisionTable } from "../../spec/robbers/decisions.js";

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
  try {
    robbers.validateState(state, spec.decisions);
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
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
export function play(spec: RobbersSpec, state: RobbersState, event: RobbersEvent, choices: readonly PathStep[] | Strategy = []): StepResult<RobbersState> {
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, error: invalid };
  return step(spec, state, event, Array.isArray(choices) ? scripted(choices as readonly PathStep[]) : (choices as Strategy));
}

/** A fully resolved outcome: the state, the effects with their rule ids, and one path that gives it. */
export interface Outcome {
  /** The state after the event. */
  readonly state: RobbersState;
  /** What happened, in order, each effect with the rule ids behind it. */
  readonly effects: readonly RobbersEffect[];
  /** One choice path that gives this outcome (give it to `play` to replay it). */
  readonly path: readonly PathStep[];
  /** How many choice paths lead to this outcome. */
  readonly count: bigint;
}

/**
 * Every legal outcome of an event: counted exactly, kept factored, and expanded into single
 * outcomes only on demand (there can be billions of choice paths).
 */
export interface Outcomes {
  /** The factored set: groups by who steals what, each times its independent choices. */
  readonly set: OutcomeSet;
  /** How many distinct outcomes there are. */
  readonly distinct: bigint;
  /** How many choice paths there are (several paths can give the same outcome). */
  readonly paths: bigint;
  /** Expand on demand: replays each distinct outcome's path through the interpreter. Throws past `limit` rather than return a partial list. */
  all(limit?: number): Outcome[];
  /** The first `limit` outcomes, and how many distinct outcomes were left out (0n when complete). */
  first(limit: number): {
    /** The outcomes listed, at most `limit`. */
    readonly outcomes: Outcome[];
    /** How many distinct outcomes were not listed. */
    readonly leftOut: bigint;
  };
}

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
):
  | {
      /** The event can happen in this state. */
      ok: true;
      /** Every legal outcome. */
      outcomes: Outcomes;
    }
  | {
      /** The state or the event is refused, or there were too many paths to walk. */
      ok: false;
      /** Why, with the rule ids and the JSON path at fault. */
      error: RuleError;
    } {
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, error: invalid };
  const result: EnumerateResult = enumerate(spec, state, event, options);
  if (!result.ok) return result;
  const set = result.outcomes;
  const distinct = distinctCount(set);
  const take = (limit: number): Outcome[] => {
    const out: Outcome[] = [];
    for (const o of expand(set)) {
      if (out.length >= limit) break;
      const replay = step(spec, state, event, scripted(o.path));
      if (!replay.ok) throw replay.error; // a factored path that does not replay is a bug in the enumerator
      out.push({ state: replay.state, effects: replay.effects as readonly RobbersEffect[], path: o.path, count: o.count });
    }
    return out;
  };
  return {
    ok: true,
    outcomes: {
      set,
      distinct,
      paths: pathCount(set),
      all(limit = 10_000) {
        if (distinct > BigInt(limit)) throw new RangeError(`${distinct} outcomes, more than the limit of ${limit}; use first(limit) or read the factored set`);
        return take(limit);
      },
      first(limit) {
        const outcomes = take(limit);
        return { outcomes, leftOut: distinct - BigInt(outcomes.length) };
      },
    },
  };
}
