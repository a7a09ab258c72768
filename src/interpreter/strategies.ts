// Choice strategies: who answers a choice point. First legal, seeded random, or a script
// (a recorded path). Strategies never decide legality; the choice point does.

import { ruleError } from "../dsl/errors.js";
import { nextRandom } from "../dsl/random.js";
import type { ChoicePoint, PathStep } from "../dsl/ruleset.js";

/** Who answers the choice points of a step. The choice point, not the strategy, decides what is legal. */
export interface Strategy {
  /** Pick one option of `point` (a scripted strategy checks its pick with `point.check`). */
  pick<T>(point: ChoicePoint<T>): T;
  /** Called after the step; a script reports picks it never used. */
  finish?(): void;
}

/** Always the first legal option. */
export const firstLegal = (): Strategy => ({
  pick: (point) => {
    const opts = point.options();
    if (opts.length === 0)
      throw ruleError("illegal-choice", point.rule, `no legal option for ${point.kind} by ${point.actor}`);
    return opts[0]!;
  },
});

/** A small seeded generator (mulberry32), so runs are reproducible from the seed alone. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    const [r, next] = nextRandom(a);
    a = next;
    return r;
  };
}

/** A uniformly random legal option, reproducible from `seed`. */
export const randomLegal = (seed: number): Strategy => {
  const next = seededRandom(seed);
  return {
    pick: (point) => {
      const opts = point.options();
      if (opts.length === 0)
        throw ruleError("illegal-choice", point.rule, `no legal option for ${point.kind} by ${point.actor}`);
      return opts[Math.floor(next() * opts.length)]!;
    },
  };
};

/**
 * Replays a recorded path. A pick is found by the choice point's kind and actor (the first unused
 * one), so a script need not list picks in the order the rules ask for them. A point with a single
 * legal option may be left out of the script. Picks are checked by the choice point itself: an
 * illegal one is an `illegal-choice` error citing the point's rule.
 */
export function scripted(path: readonly PathStep[], fallback?: Strategy): Strategy {
  const used = new Array<boolean>(path.length).fill(false);
  return {
    pick<T>(point: ChoicePoint<T>): T {
      const index = path.findIndex((s, i) => !used[i] && s?.kind === point.kind && s?.actor === point.actor);
      if (index < 0) {
        if (fallback) return fallback.pick(point);
        const opts = point.options();
        if (opts.length === 1) return opts[0]!;
        throw ruleError(
          "script-mismatch",
          point.rule,
          `the script has no "${point.kind}" choice for ${point.actor}, and there are ${opts.length} legal options (${point.question})`,
        );
      }
      used[index] = true;
      const pick = path[index]!.pick;
      const why = point.check(pick);
      if (why !== null) {
        const [rule, message] = typeof why === "string" ? [point.rule, why] : [why.rule, why.message];
        throw ruleError(
          "illegal-choice",
          rule,
          `${point.actor}'s ${point.kind} choice is not allowed: ${message}`,
          `$.choices[${index}]`,
        );
      }
      return pick as T;
    },
    finish() {
      const unused = used.findIndex((u) => !u);
      if (unused >= 0) {
        const s = path[unused];
        // A caller's list can hold anything: a pick that is not { kind, actor, pick } is never asked for either.
        const named =
          typeof s?.kind === "string" && typeof s.actor === "string"
            ? `("${s.kind}" by ${s.actor})`
            : "(not a { kind, actor, pick } object)";
        throw ruleError(
          "script-mismatch",
          [],
          `choice ${unused} ${named} was never asked for in this step`,
          `$.choices[${unused}]`,
        );
      }
    },
  };
}
