// The contract between a ruleset (spec/) and the interpreter (src/interpreter/): handlers matched
// by ts-pattern patterns, explicit choice points, effects that cite rule ids, and the hooks the
// enumerator and the tools need. Nothing here knows about robbers or scoreboards.

import { isMatching, type P } from "ts-pattern";
import type { Decision, Resolved } from "./defaults.js";
import type { Misreading } from "./misreading.js";
import type { Parameter } from "./parameter.js";
import type { Rule } from "./rule.js";

/** Something that happened during a step. Every effect cites the rule ids that produce it. */
export interface Effect {
  /** What happened, e.g. `steal` or `robber-placed`; a ruleset narrows this to its own union. */
  readonly type: string;
  /**
   * The rule ids behind this effect, so every change to the state can be traced to the rules: each
   * rule whose condition held in this step and that the effect rests on, each id once. An edition or
   * interpretation reading is cited together with the rule it changes, and only where its condition
   * held (a reading is cited where the readings would differ, an edition rule only while it is in force).
   */
  readonly rules: readonly string[];
  /**
   * The rules among `rules` that decided this effect, as opposed to those only consulted: the rule
   * that produces it, the rule behind a choice that picked it among alternatives, and the edition or
   * reading that gave it its form (with the rule it changes). Each id once, never empty, always a
   * subset of `rules`. Optional for rulesets that do not make the distinction (MacRobber).
   */
  readonly decidedBy?: readonly string[];
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
  /**
   * The rules that give what a legal pick does, beyond `rule`, where the choice's rule alone does
   * not say (a plan's actions: MR-ACT-BARD). A conformance report blames them with `rule` for an
   * outcome the engine does not offer.
   */
  pickRules?(pick: T): readonly string[];
  /** `null` when `pick` is legal here, otherwise why not (optionally naming a more precise rule). */
  check(pick: unknown):
    | string
    | {
        /**
         * The more precise rule that forbids the pick (e.g. RB-STEAL-SELF rather than RB-STEAL-CHOOSE),
         * or the rules of one reason that rests on two ids: the rule of play and the edition or reading
         * that changes it (a refused decline where an edition makes placing mandatory).
         */
        readonly rule: string | readonly string[];
        /** Why the pick is not allowed, in one sentence. */
        readonly message: string;
      }
    | null;
}

/** One recorded pick: enough to replay the step with a scripted strategy. */
export interface PathStep {
  /** The choice point's kind (`place`, `plan`, `steal`, ...). */
  readonly kind: string;
  /** The player who chose. */
  readonly actor: string;
  /** What was chosen, as plain JSON (its shape depends on the kind). */
  readonly pick: unknown;
}

/** What a handler can do while it runs. */
export interface StepContext<D, Eff extends Effect = Effect> {
  /** Decisions resolved for the options in force (editions, interpretations). */
  readonly decisions: D;
  /** Report an effect; the interpreter collects them in order for the step's result. */
  emit(effect: Eff): void;
  /** Ask the step's strategy to pick one option of `point`; the pick is recorded in the path when there was a real choice. */
  choose<T>(point: ChoicePoint<T>): T;
}

/**
 * A named step of a handler: one group of rules carried out together (the steal of a scoring moment,
 * the follow-up placement of a bag tile). Steps make rules findable: `stepsImplementing` goes from a
 * rule id to the steps that enforce it. A ruleset defines each step beside the code that carries it
 * out (see `defineStep`), so the list of ids and the code cannot drift apart unnoticed.
 */
export type HandlerStep = NonNullable<Handler<unknown, unknown, unknown>["steps"]>[number];

/**
 * A handler implements rules for the events its pattern matches. It is pure apart from `ctx`:
 * it returns the next state and reports effects and choices through `ctx`.
 */
export interface Handler<S, E, D, Eff extends Effect = Effect> {
  /** A name for the handler, for docs and traceability. */
  readonly id: string;
  /** Rule ids this handler carries out (for traceability); with `steps`, the union of theirs, in step order. */
  readonly implements: readonly string[];
  /**
   * The handler's named steps in the order they run (a step others use, such as a placement target,
   * before them), each with its own rule ids; absent for a handler not split into steps.
   */
  readonly steps?: readonly {
    /** A name unique within its handler, e.g. `steal`. */
    readonly id: string;
    /** What the step does, in one sentence. */
    readonly summary: string;
    /** Rule ids (rules, interpretations, editions) this step carries out or decides between. */
    readonly implements: readonly string[];
  }[];
  /** Compiled once from a ts-pattern pattern when the handler is defined. */
  readonly matches: (event: E) => boolean;
  /** The pattern's source form, kept for docs. */
  readonly pattern: unknown;
  /** Carry out the rules for one event: returns the next state, reporting effects and choices through `ctx`. */
  readonly run: (ctx: StepContext<D, Eff>, state: S, event: E) => S;
}

/**
 * Define a handler from a ts-pattern pattern. The matcher is built here, once, not per event.
 * @param spec the handler's id, the rule ids it carries out (`implements`) or the named steps that
 *   carry them out (`steps`, from which `implements` is derived), the pattern of events it handles,
 *   and `run`, which receives the event already narrowed to the pattern.
 */
export function on<S, E, D, Eff extends Effect, const Pat extends P.Pattern<E>>(
  spec: {
    /** A name for the handler. */
    id: string;
    /** The events it handles, as a ts-pattern pattern. */
    pattern: Pat;
    /** Carry out the rules for one matching event. */
    run: (ctx: StepContext<D, Eff>, state: S, event: P.narrow<E, Pat>) => S;
  } & (
    | {
        /** Rule ids the handler carries out. */
        implements: readonly string[];
        /** Not split into steps. */
        steps?: undefined;
      }
    | {
        /** The handler's named steps in the order they run; its `implements` is the union of theirs. */
        steps: readonly HandlerStep[];
        /** Derived from the steps. */
        implements?: undefined;
      }
  ),
): Handler<S, E, D, Eff> {
  const test = isMatching(spec.pattern as P.Pattern<E>);
  const steps = spec.steps;
  return {
    id: spec.id,
    implements: steps ? [...new Set(steps.flatMap((s) => s.implements))] : spec.implements,
    ...(steps ? { steps } : {}),
    pattern: spec.pattern,
    matches: (event: E) => test(event),
    run: spec.run as (ctx: StepContext<D, Eff>, state: S, event: E) => S,
  };
}

/** A factor of an outcome set: independent choices, each option with its exact path count. */
export interface Factor {
  /** What the factor decides, e.g. `scoring by green` (shown by `describeOutcomeSet`). */
  readonly label: string;
  /** Its options: each gives a different outcome; any option combines with any option of the other factors. */
  readonly options: readonly FactorOption[];
}
/** One option of a factor: what it decides, the picks that realise it, and how many paths give it. */
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
  /** What the group's outcomes share, as plain JSON (for the Robbers: who steals what). */
  readonly summary: unknown;
  /** The picks of the shared core; each factor's chosen option appends its own picks to these. */
  readonly path: readonly PathStep[];
  /** How many choice paths give the shared core (multiplied by the factors' counts). */
  readonly count: bigint;
  /** Independent choices inside the group; an empty list means the group is a single outcome. */
  readonly factors: readonly Factor[];
}
/** Every legal outcome of a state plus an event, as a disjoint sum of products. */
export interface OutcomeSet {
  /**
   * Disjoint groups: no outcome is in two of them, so counts add up. When `totals` is set, only the
   * first groups (the set has too many to hold).
   */
  readonly groups: readonly OutcomeGroup[];
  /** Set when the groups are too many to hold: the exact totals, counted without listing them, and every group on demand. */
  readonly totals?: OutcomeTotals;
  /** How the set was built: `factored` by a ruleset hook, or `exhaustive` by walking every path. */
  readonly method: "factored" | "exhaustive";
}

/** The totals of an outcome set whose groups are made on demand. */
export interface OutcomeTotals {
  /** How many groups there are in all. */
  readonly groups: bigint;
  /** How many distinct outcomes. */
  readonly distinct: bigint;
  /** How many choice paths. */
  readonly paths: bigint;
  /** Groups plus every factor option of every group (what `factoredSize` counts). */
  readonly size: bigint;
  /** Every group, in order, from the first (made one at a time). */
  readonly all: () => Iterable<OutcomeGroup>;
}

/** What the compiled ruleset hands to enumeration hooks. */
export interface CompiledView<S, E, D> {
  /** Decisions resolved for the options in force. */
  readonly decisions: D;
  /** The normalised options the ruleset was compiled for. */
  readonly options: unknown;
  /** The handlers that run for an event, in order (hooks may use them to check themselves against a step). */
  readonly handlersFor: (event: E) => readonly Handler<S, E, D>[];
}

/**
 * A ruleset: rules as data plus the behaviour that carries them out.
 * O = options (edition, interpretations), S = state, E = event.
 */
export interface Ruleset<O, S, E, T extends Record<string, Decision<O, unknown>>> {
  /** A short machine name, e.g. `robbers`. */
  readonly id: string;
  /** The ruleset's name for people. */
  readonly title: string;
  /** Every rule, interpretation and edition, in rulebook order. */
  readonly rules: readonly Rule[];
  /** The decisions editions and interpretations change, resolved once per option set by `compile`. */
  readonly decisions: T;
  /** Known wrong readings of its rules, each an exception over a decision that only options naming it select. */
  readonly misreadings?: readonly Misreading[];
  /** Values the players set before a game where a rule lets them (a target score), carried by `options.parameters`. */
  readonly parameters?: readonly Parameter[];
  /** Every handler; all those whose pattern matches an event run, in this order. */
  readonly handlers: readonly Handler<S, E, ResolvedTable<T>>[];
  /** Fill defaults into partial options and check them (throws RuleError). */
  readonly normaliseOptions: (options: unknown) => O;
  /** Check a state against the domain rules (throws RuleError citing the rule broken). */
  readonly validateState: (state: S, decisions: ResolvedTable<T>) => void;
  /** Check an event can happen in a state under the compiled decisions (a two-dice edition's roll is 2 to 12; throws RuleError). */
  readonly validateEvent: (state: S, event: E, decisions: ResolvedTable<T>) => void;
  /** Identity of an outcome: two paths with the same key are the same outcome. */
  readonly outcomeKey: (state: S, effects: readonly Effect[]) => string;
  /** Optional faster enumeration for some events; `undefined` means walk every path. */
  readonly enumerate?: (view: CompiledView<S, E, ResolvedTable<T>>, state: S, event: E) => OutcomeSet | undefined;
  /**
   * Optional: a number of choice paths the event has at least (e.g. the product of the players'
   * own choices), asked before walking every path so that a walk past `maxPaths` is refused at once
   * instead of after walking `maxPaths` paths. Must never exceed the true count.
   */
  readonly pathsAtLeast?: (view: CompiledView<S, E, ResolvedTable<T>>, state: S, event: E) => bigint;
}

/** A decision table after `compile`: each decision replaced by its resolved value and the rule ids behind it. */
export type ResolvedTable<T> = { readonly [K in keyof T]: T[K] extends Decision<never, infer V> ? Resolved<V> : never };
