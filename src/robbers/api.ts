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

export type RobbersSpec = Compiled<RobbersOptions, RobbersState, RobbersEvent, RobbersDecisionTable>;

/** Compile the Robbers ruleset for an edition and interpretation readings (throws RuleError on bad options). */
export const robbersSpec = (options: RobbersOptionsInput = {}): RobbersSpec => compile(robbers, options);

/** Check a state against the domain rules; returns the error instead of throwing. */
export function checkState(spec: RobbersSpec, state: RobbersState): RuleError | null {
  try {
    robbers.validateState(state, spec.decisions);
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}

/** One step with a strategy (scripted from a path by default). */
export function play(spec: RobbersSpec, state: RobbersState, event: RobbersEvent, choices: readonly PathStep[] | Strategy = []): StepResult<RobbersState> {
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, error: invalid };
  return step(spec, state, event, Array.isArray(choices) ? scripted(choices as readonly PathStep[]) : (choices as Strategy));
}

/** A fully resolved outcome: the state, the effects with their rule ids, and one path that gives it. */
export interface Outcome {
  readonly state: RobbersState;
  readonly effects: readonly RobbersEffect[];
  readonly path: readonly PathStep[];
  /** How many choice paths lead to this outcome. */
  readonly count: bigint;
}

export interface Outcomes {
  readonly set: OutcomeSet;
  readonly distinct: bigint;
  readonly paths: bigint;
  /** Expand on demand: replays each distinct outcome's path through the interpreter. Throws past `limit` rather than return a partial list. */
  all(limit?: number): Outcome[];
  /** The first `limit` outcomes, and how many distinct outcomes were left out (0n when complete). */
  first(limit: number): { readonly outcomes: Outcome[]; readonly leftOut: bigint };
}

/** Every legal outcome of `event` in `state`, factored where the ruleset can factor it. */
export function outcomes(spec: RobbersSpec, state: RobbersState, event: RobbersEvent, options: EnumerateOptions = {}): { ok: true; outcomes: Outcomes } | { ok: false; error: RuleError } {
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
