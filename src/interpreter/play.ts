// The questions every ruleset answers the same way, written once over the generic interpreter:
// is this state one the rules allow (`checkState`), what follows this event with these choices
// (`play`), every legal outcome (`outcomes`), and "what can happen now" (`nextChoice`). The
// Robbers' and MacRobber's library functions are these with their types fixed.

import { argumentError, isRecord } from "../dsl/arguments.js";
import type { Decision } from "../dsl/defaults.js";
import { RuleError } from "../dsl/errors.js";
import type { ChoicePoint, Effect, OutcomeSet, PathStep } from "../dsl/ruleset.js";
import type { Compiled } from "./compile.js";
import { type EnumerateOptions, enumerate } from "./enumerate.js";
import { distinctCount, expand, pathCount } from "./outcomes.js";
import { type StepResult, step } from "./step.js";
import { type Strategy, scripted } from "./strategies.js";

/** The typed error for a `spec` argument that is not a compiled ruleset (null: it is one). */
function specRefusal(spec: unknown): RuleError | null {
  const ruleset = isRecord(spec) ? spec.ruleset : undefined;
  return isRecord(ruleset) &&
    typeof ruleset.validateState === "function" &&
    isRecord((spec as { decisions?: unknown }).decisions)
    ? null
    : argumentError("a compiled ruleset (from robbersSpec or macRobberSpec) as the spec", "$.spec");
}

/**
 * Check a state against the ruleset's domain rules; returns the error instead of throwing.
 * @returns `null` when the rules allow the state, else the error naming the rule it breaks and its JSON path.
 */
export function checkStateWith<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  spec: Compiled<O, S, E, T>,
  state: S,
): RuleError | null {
  const notSpec = specRefusal(spec);
  if (notSpec) return notSpec;
  try {
    spec.ruleset.validateState(state, spec.decisions);
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}

/**
 * Check the state, then step the event with the choices given (a recorded path, or a strategy). A
 * choice the rules forbid, or a missing choice where there are several legal options, is an error
 * naming the rule, never a silent default.
 */
export function playWith<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  spec: Compiled<O, S, E, T>,
  state: S,
  event: E,
  choices: readonly PathStep[] | Strategy = [],
): StepResult<S> {
  const invalid = checkStateWith(spec, state);
  if (invalid) return { ok: false, error: invalid };
  if (!Array.isArray(choices) && typeof (choices as Partial<Strategy> | null)?.pick !== "function")
    return { ok: false, error: argumentError("the choices: a list of picks, or a strategy", "$.choices") };
  return step(
    spec,
    state,
    event,
    Array.isArray(choices) ? scripted(choices as readonly PathStep[]) : (choices as Strategy),
  );
}

/** A fully resolved outcome: the state, the effects with their rule ids, and one path that gives it. */
export interface ResolvedOutcome<S, Eff extends Effect = Effect> {
  /** The state after the event. */
  readonly state: S;
  /** What happened, in order, each effect with the rule ids behind it. */
  readonly effects: readonly Eff[];
  /** One choice path that gives this outcome (give it to `play` to replay it). */
  readonly path: readonly PathStep[];
  /** How many choice paths lead to this outcome. */
  readonly count: bigint;
}

/**
 * Every legal outcome of an event: counted exactly, kept factored, and expanded into single
 * outcomes only on demand (there can be billions of choice paths).
 */
export interface OutcomeList<S, Eff extends Effect = Effect> {
  /** The factored set: groups (for The Robbers, by who steals what), each times its independent choices. */
  readonly set: OutcomeSet;
  /** How many distinct outcomes there are. */
  readonly distinct: bigint;
  /** How many choice paths there are (several paths can give the same outcome). */
  readonly paths: bigint;
  /** Expand on demand: replays each distinct outcome's path through the interpreter. Throws past `limit` rather than return a partial list. */
  all(limit?: number): ResolvedOutcome<S, Eff>[];
  /** The first `limit` outcomes, and how many distinct outcomes were left out (0n when complete). */
  first(limit: number): {
    /** The outcomes listed, at most `limit`. */
    readonly outcomes: ResolvedOutcome<S, Eff>[];
    /** How many distinct outcomes were not listed. */
    readonly leftOut: bigint;
  };
}

/** What `outcomes` answers: every legal outcome, or why the state or event is refused. */
export type OutcomesResult<S, Eff extends Effect = Effect> =
  | {
      /** The event can happen in this state. */
      readonly ok: true;
      /** Every legal outcome. */
      readonly outcomes: OutcomeList<S, Eff>;
    }
  | {
      /** The state or the event is refused, or there were too many paths to walk. */
      readonly ok: false;
      /** Why, with the rule ids and the JSON path at fault. */
      readonly error: RuleError;
    };

/** Every legal outcome of `event` in `state` (the state is checked first), factored where the ruleset can factor it. */
export function outcomesWith<O, S, E, T extends Record<string, Decision<O, unknown>>, Eff extends Effect = Effect>(
  spec: Compiled<O, S, E, T>,
  state: S,
  event: E,
  options: EnumerateOptions = {},
): OutcomesResult<S, Eff> {
  const invalid = checkStateWith(spec, state);
  if (invalid) return { ok: false, error: invalid };
  const result = enumerate(spec, state, event, options);
  if (!result.ok) return result;
  const set = result.outcomes;
  const distinct = distinctCount(set);
  const take = (limit: number): ResolvedOutcome<S, Eff>[] => {
    const out: ResolvedOutcome<S, Eff>[] = [];
    for (const o of expand(set)) {
      if (out.length >= limit) break;
      const replay = step(spec, state, event, scripted(o.path));
      if (!replay.ok) throw replay.error; // a factored path that does not replay is a bug in the enumerator
      out.push({ state: replay.state, effects: replay.effects as readonly Eff[], path: o.path, count: o.count });
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
        if (distinct > BigInt(limit))
          throw new RangeError(
            `${distinct} outcomes, more than the limit of ${limit}; use first(limit) or read the factored set`,
          );
        return take(limit);
      },
      first(limit) {
        const outcomes = take(limit);
        return { outcomes, leftOut: distinct - BigInt(outcomes.length) };
      },
    },
  };
}

/** The first decision of an event with more than one legal option: who decides, under which rule, and every legal pick. */
export interface ChoiceNow<E> {
  /** The event the choice belongs to. */
  readonly event: E;
  /** The kind of choice point (for The Robbers "place", "plan", "steal"...; for MacRobber "actions", "attack"...). */
  readonly kind: string;
  /** The player who decides. */
  readonly actor: string;
  /** The rule id the choice is made under. */
  readonly rule: string;
  /** The question in words, naming the player. */
  readonly question: string;
  /** Every legal pick, in the form `choices` take them. */
  readonly options: readonly unknown[];
}

/**
 * "What can happen now?": the first choice point of `event` with more than one legal option (the
 * earlier single-option ones are taken), or null when nobody has a choice in it. A refused event
 * or state throws its RuleError.
 */
export function nextChoiceWith<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  spec: Compiled<O, S, E, T>,
  state: S,
  event: E,
): ChoiceNow<E> | null {
  let found: ChoiceNow<E> | null = null;
  const stop = new Error("stop");
  const probe: Strategy = {
    pick<T>(point: ChoicePoint<T>): T {
      const options = point.options();
      if (options.length > 1 && !found) {
        found = { event, kind: point.kind, actor: point.actor, rule: point.rule, question: point.question, options };
        throw stop;
      }
      const first = options[0];
      if (first === undefined)
        throw new RuleError({
          kind: "illegal-choice",
          rules: [point.rule],
          message: `no legal option for ${point.kind} by ${point.actor}`,
        });
      return first;
    },
  };
  const invalid = checkStateWith(spec, state);
  if (invalid) throw invalid;
  try {
    const r = step(spec, state, event, probe);
    if (!r.ok) throw r.error;
  } catch (error) {
    if (error !== stop) throw error;
  }
  return found;
}
