// The enumerator: every legal resolution of a state plus an event, grouped into distinct outcomes.
// A ruleset may supply a factored enumeration for some events; otherwise every choice path is
// walked (an odometer over choice indices) and paths are grouped by the ruleset's outcome key.

import type { Decision } from "../dsl/defaults.js";
import { RuleError, ruleError } from "../dsl/errors.js";
import { nextOdometer } from "../dsl/random.js";
import type { ChoicePoint, Effect, OutcomeSet, PathStep } from "../dsl/ruleset.js";
import type { Compiled } from "./compile.js";
import { step } from "./step.js";
import type { Strategy } from "./strategies.js";

/** How `enumerate` (and `outcomes`) may walk the choice paths. */
export interface EnumerateOptions {
  /** Walk every path even when the ruleset offers a factored enumeration (for cross-checks). */
  readonly exhaustive?: boolean;
  /** Give up (with an error, never a partial result) after this many paths. */
  readonly maxPaths?: number;
  /**
   * Walk until `maxPaths` even when the ruleset can tell at once that the walk would pass it
   * (`pathsAtLeast`); by default such a walk is refused before it starts. For timing a walk (bench/).
   */
  readonly walkPastBound?: boolean;
}

/** Every outcome as a factored set, or the rule error that refuses the state or event. */
export type EnumerateResult =
  | {
      /** The event can happen: `outcomes` holds every legal outcome. */
      readonly ok: true;
      /** Every legal outcome, as groups times independent factors. */
      readonly outcomes: OutcomeSet;
    }
  | {
      /** The event is refused, or there were too many paths to walk. */
      readonly ok: false;
      /** Why (rule ids and JSON path; no rule ids when the path limit was reached). */
      readonly error: RuleError;
    };

/** A strategy that follows `prefix` (option indices) and then takes option 0, recording widths. */
export function odometer(prefix: readonly number[], widths: number[]): Strategy {
  let depth = 0;
  return {
    pick<T>(point: ChoicePoint<T>): T {
      const opts = point.options();
      if (opts.length === 0)
        throw ruleError("illegal-choice", point.rule, `no legal option for ${point.kind} by ${point.actor}`);
      const index = depth < prefix.length ? prefix[depth]! : 0;
      widths[depth] = opts.length;
      depth++;
      return opts[index]!;
    },
  };
}

/**
 * Every legal outcome of `event` in `state`: the ruleset's factored enumeration when it has one
 * for this event, otherwise every choice path walked and grouped by the ruleset's outcome key.
 * The result is exact or an error, never a partial list.
 * @param compiled the ruleset compiled for the options in force.
 * @param state the state before the event.
 * @param event the event whose outcomes are wanted.
 * @param options `exhaustive` to walk every path even when a factored enumeration exists; `maxPaths` to cap the walk.
 * @returns the outcome set (count it with `distinctCount`, list it with `expand`), or the rule error.
 * @example
 * // state: Blue's robber on space 17 beside Green's meeple and messenger (see docs/examples/ask.ts).
 * const spec = robbersSpec();
 * const r = enumerate(spec, state, { kind: "moment", awards: [{ player: "green", points: 6, source: "feature" }] });
 * if (r.ok) console.log(`${distinctCount(r.outcomes)} distinct outcomes, ${pathCount(r.outcomes)} choice paths`); // 4 distinct outcomes, 4 choice paths
 */
export function enumerate<O, S, E, T extends Record<string, Decision<O, unknown>>>(
  compiled: Compiled<O, S, E, T>,
  state: S,
  event: E,
  options: EnumerateOptions = {},
): EnumerateResult {
  // The event is checked before any enumeration, so a factored hook never sees an impossible event.
  try {
    compiled.ruleset.validateEvent(state, event, compiled.decisions);
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error };
    throw error;
  }
  const hook = compiled.ruleset.enumerate;
  if (hook && !options.exhaustive) {
    try {
      const factored = hook(compiled, state, event);
      if (factored) return { ok: true, outcomes: factored };
    } catch (error) {
      if (error instanceof RuleError) return { ok: false, error };
      throw error;
    }
  }
  const maxPaths = options.maxPaths ?? 200_000;
  // NaN or a negative limit would never stop the walk below.
  if (!Number.isSafeInteger(maxPaths) || maxPaths < 1)
    return {
      ok: false,
      error: ruleError(
        "invalid-event",
        [],
        `maxPaths must be a whole number of at least 1, got ${String(maxPaths).slice(0, 40)}`,
      ),
    };
  const tooMany = () =>
    ruleError(
      "invalid-event",
      [],
      `more than ${maxPaths} choice paths: too many to walk one by one (raise maxPaths, or use the factored enumeration)`,
    );
  // Refused up front when the ruleset can tell the walk would pass the limit (no time spent walking).
  if (!options.walkPastBound && (compiled.ruleset.pathsAtLeast?.(compiled, state, event) ?? 0n) > BigInt(maxPaths))
    return { ok: false, error: tooMany() };
  const byKey = new Map<string, { path: readonly PathStep[]; count: bigint; effects: readonly Effect[]; state: S }>();
  let prefix: number[] = [];
  for (let walked = 0; ; walked++) {
    if (walked >= maxPaths) return { ok: false, error: tooMany() };
    const widths: number[] = [];
    const result = step(compiled, state, event, odometer(prefix, widths));
    if (!result.ok) return result;
    const key = compiled.ruleset.outcomeKey(result.state, result.effects);
    const seen = byKey.get(key);
    if (seen) byKey.set(key, { ...seen, count: seen.count + 1n });
    else byKey.set(key, { path: result.path, count: 1n, effects: result.effects, state: result.state });
    const next = nextOdometer(prefix, widths);
    if (!next) break;
    prefix = next;
  }
  return {
    ok: true,
    outcomes: {
      method: "exhaustive",
      groups: [...byKey.entries()].map(([key, o]) => ({ summary: { key }, path: o.path, count: o.count, factors: [] })),
    },
  };
}
