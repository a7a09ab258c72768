// The contract between a ruleset (spec/) and the interpreter (src/interpreter/): handlers matched
// by ts-pattern patterns, explicit choice points, effects that cite rule ids, and the hooks the
// enumerator and the tools need. Nothing here knows about robbers or scoreboards.

import { isMatching, type P } from "ts-pattern";
import type { Decision, Resolved } from "./defaults.js";
import type { Rule } from "./rule.js";

/** Something that happened during a step. Every effect cites the rule ids that produce it. */
export interface Effect {
  readonly type: string;
  readonly rules: readonly string[];
}

/** A decision a player must take during a step. `options()` lists every legal pick. */
export interface ChoicePoint<T> {
  /** Kind of choice, e.g. `place`, `plan`, `steal` (scripts match on kind and actor). */
  readonly kind: string;
  /** Who decides. */
  readonly actor: string;
  /** The rule that gives this choice; an illegal pick is reported against it. */
  readonly rule: string;
  /** A question a person can read. */
  readonly question: string;
  /** Every legal pick, in a stable order. */
  options(): readonly T[];
  /** How many legal picks there are (cheaper than listing them for large choices). */
  size(): number;
  /** `null` when `pick` is legal here, otherwise why not (optionally naming a more precise rule). */
  check(pick: unknown): string | { readonly rule: string; readonly message: string } | null;
}

/** One recorded pick: enough to replay the step with a scripted strategy. */
export interface PathStep {
  readonly kind: string;
  readonly actor: string;
  readonly pick: unknown;
}

/** What a handler can do while it runs. */
export interface StepContext<D, Eff extends Effect = Effect> {
  /** Decisions resolved for the options in force (editions, interpretations). */
  readonly decisions: D;
  emit(effect: Eff): void;
  choose<T>(point: ChoicePoint<T>): T;
}

/**
 * A handler implements rules for the events its pattern matches. It is pure apart from `ctx`:
 * it returns the next state and reports effects and choices through `ctx`.
 */
export interface Handler<S, E, D, Eff extends Effect = Effect> {
  readonly id: string;
  /** Rule ids this handler carries out (for traceability). */
  readonly implements: readonly string[];
  /** Compiled once from a ts-pattern pattern when the handler is defined. */
  readonly matches: (event: E) => boolean;
  /** The pattern's source form, kept for docs. */
  readonly pattern: unknown;
  readonly run: (ctx: StepContext<D, Eff>, state: S, event: E) => S;
}

/** Define a handler from a ts-pattern pattern. The matcher is built here, once, not per event. */
export function on<S, E, D, Eff extends Effect, const Pat extends P.Pattern<E>>(
  spec: {
    id: string;
    implements: readonly string[];
    pattern: Pat;
    run: (ctx: StepContext<D, Eff>, state: S, event: P.narrow<E, Pat>) => S;
  },
): Handler<S, E, D, Eff> {
  const test = isMatching(spec.pattern as P.Pattern<E>);
  return {
    id: spec.id,
    implements: spec.implements,
    pattern: spec.pattern,
    matches: (event: E) => test(event),
    run: spec.run as (ctx: StepContext<D, Eff>, state: S, event: E) => S,
  };
}

/** A factor of an outcome set: independent choices, each option with its exact path count. */
export interface Factor {
  readonly label: string;
  readonly options: readonly FactorOption[];
}
export interface FactorOption {
  /** A plain-JSON description of what this option decides (for people and for grouping). */
  readonly summary: unknown;
  /** The picks that realise it (appended to the group's path when expanded). */
  readonly path: readonly PathStep[];
  /** How many distinct choice paths give this same option. */
  readonly count: bigint;
}
/** A group of outcomes: a shared core times a product of independent factors. */
export interface OutcomeGroup {
  readonly summary: unknown;
  readonly path: readonly PathStep[];
  readonly count: bigint;
  readonly factors: readonly Factor[];
}
/** Every legal outcome of a state plus an event, as a disjoint sum of products. */
export interface OutcomeSet {
  readonly groups: readonly OutcomeGroup[];
  /** How the set was built: `factored` by a ruleset hook, or `exhaustive` by walking every path. */
  readonly method: "factored" | "exhaustive";
}

/** What the compiled ruleset hands to enumeration hooks. */
export interface CompiledView<S, E, D> {
  readonly decisions: D;
  readonly options: unknown;
  /** Run one step with a scripted path (used by hooks to check themselves). */
  readonly handlersFor: (event: E) => readonly Handler<S, E, D>[];
}

/**
 * A ruleset: rules as data plus the behaviour that carries them out.
 * O = options (edition, interpretations), S = state, E = event.
 */
export interface Ruleset<O, S, E, T extends Record<string, Decision<O, unknown>>> {
  readonly id: string;
  readonly title: string;
  /** Every rule, interpretation and edition, in rulebook order. */
  readonly rules: readonly Rule[];
  readonly decisions: T;
  readonly handlers: readonly Handler<S, E, ResolvedTable<T>>[];
  /** Fill defaults into partial options and check them (throws RuleError). */
  readonly normaliseOptions: (options: unknown) => O;
  /** Check a state against the domain rules (throws RuleError citing the rule broken). */
  readonly validateState: (state: S, decisions: ResolvedTable<T>) => void;
  /** Check an event can happen in a state (throws RuleError). */
  readonly validateEvent: (state: S, event: E) => void;
  /** Identity of an outcome: two paths with the same key are the same outcome. */
  readonly outcomeKey: (state: S, effects: readonly Effect[]) => string;
  /** Optional faster enumeration for some events; `undefined` means walk every path. */
  readonly enumerate?: (view: CompiledView<S, E, ResolvedTable<T>>, state: S, event: E) => OutcomeSet | undefined;
}

export type ResolvedTable<T> = { readonly [K in keyof T]: T[K] extends Decision<never, infer V> ? Resolved<V> : never };
