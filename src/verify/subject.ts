// What a game hands the exhaustive check (its "verification"): the bounds it can be explored to,
// the starting arrangements and events of a bound, how one event's outcomes are listed, the
// invariants that restate its property registry, and how a counterexample is written as the game's
// own `<game>-trace/1`. The explorer, the worker pool, the report and the fixtures are written once
// against this contract and import no game.
import type { Effect, PathStep } from "../dsl/index.js";
import type { FileOptions } from "../kit/game.js";

/** What every bound has: a name for reports and how many events in a row are explored from each start. */
export interface BoundBase {
  /** A name for reports ("ci", "deep", "readings"). */
  readonly name: string;
  /** Events in a row from each start (the breadth-first search's depth). */
  readonly depth: number;
}

/** One exhaustive run: the options, and the non-default reading it tries (none for the defaults). */
export interface Run {
  readonly label: string;
  readonly options: FileOptions;
  readonly reading: { readonly id: string; readonly reading: string } | null;
}

/** One legal outcome of an event as the game lists it. */
export interface Listed<S, Eff extends Effect = Effect> {
  readonly state: S;
  readonly effects: readonly Eff[];
  readonly path: readonly PathStep[];
}

/** An event's outcomes, or why the rules refused it. */
export type Listing<O> =
  | { readonly ok: true; readonly outcomes: readonly O[] }
  | { readonly ok: false; readonly message: string };

/** A violation message, or null when the invariant holds. */
export type Verdict = string | null;

/** One transition: `before` --event--> `after`, with the effects and the choice path that gave it. */
export interface Transition<Spec, S, E, Eff extends Effect = Effect> {
  readonly spec: Spec;
  readonly before: S;
  readonly event: E;
  readonly after: S;
  readonly effects: readonly Eff[];
  readonly path: readonly PathStep[];
}

/** One event in one state with every legal outcome the game lists. */
export interface EventOutcomes<Spec, S, E, O extends Listed<S, Effect> = Listed<S>> {
  readonly spec: Spec;
  readonly before: S;
  readonly event: E;
  readonly outcomes: readonly O[];
}

/** An invariant checked on one context (a transition, or an event with all its outcomes); `witnesses` name the interesting cases it counts. */
export interface Invariant<C, P extends string = string> {
  /** The registry property whose statement this restates. */
  readonly property: P;
  /** A short name for this part of the property (several parts may restate one property). */
  readonly name: string;
  readonly check: (c: C) => Verdict;
  /** Every interesting case `witnesses` can name; each must happen at least once in the game's CI bound. */
  readonly cases: readonly string[];
  /** The interesting cases this context exercised (counted). */
  readonly witnesses: (c: C) => readonly string[];
}

/** The first message of the first failing check, or null. */
export const firstFailure = (...verdicts: readonly (() => Verdict)[]): Verdict => {
  for (const v of verdicts) {
    const r = v();
    if (r !== null) return r;
  }
  return null;
};

/**
 * A game's exhaustive check. `B` its bound, `Spec` its compiled rules, `S` state, `E` event, `Eff`
 * effect, `O` a listed outcome. The explorer keeps states as plain JSON, so they cross to worker
 * threads and dedupe by canonical key.
 */
export interface Verification<
  B extends BoundBase = BoundBase,
  Spec = unknown,
  S = unknown,
  E = unknown,
  Eff extends Effect = Effect,
  O extends Listed<S, Eff> = Listed<S, Eff>,
> {
  /** The game id: counterexamples are written as `<game>-trace/1`. */
  readonly game: string;
  /** The URL of the module exporting this object as `verification` (worker threads import it). */
  readonly module: string;
  /** Named bounds; "ci" is the one `npm test` runs and the command's default. */
  readonly bounds: Readonly<Record<string, B>> & { readonly ci: B };
  /** The bound in one line, for reports and the fixtures' index. */
  describeBound(bound: B): string;
  /** The edition presets a bound may be narrowed to (null: the game has one edition). */
  readonly editions: readonly string[] | null;
  /** The bound narrowed to one edition (only for a game with editions). */
  withEdition?(bound: B, edition: string): B;
  /** The interpretation ids whose non-default readings the readings run tries. */
  readonly interpretations: readonly string[];
  /** The runs with the default readings (one per edition the bound names, for a game with editions). */
  defaultRuns(bound: B): Run[];
  /** The runs under each non-default reading (of `only`, when given), one reading at a time. */
  readingRuns(bound: B, only?: string): Run[];
  /** The rules compiled under a run's options (compiled once per thread and options). */
  compile(options: FileOptions): Spec;
  /** Every starting arrangement of the bound under these rules (each one legal play could reach). */
  starts(bound: B, spec: Spec): S[];
  /** The events tried in a state, in a fixed order (a counterexample names an event by its index here). */
  events(bound: B, state: S, spec: Spec): E[];
  /** An event's kind, for reports and the deliberately broken invariant of the tests. */
  eventKind(event: E): string;
  /** Every legal outcome of an event, or why the rules refused it. */
  outcomes(spec: Spec, state: S, event: E): Listing<O>;
  /** Checked on every transition (state, event, one outcome). */
  readonly transitionInvariants: readonly Invariant<Transition<Spec, S, E, Eff>>[];
  /** Checked on every event against all its outcomes. */
  readonly eventInvariants: readonly Invariant<EventOutcomes<Spec, S, E, O>>[];
  /** The game's property registry, by name: every property is restated by an invariant or listed in `notPerTransition`. */
  readonly properties: readonly string[];
  /** Registry properties not restated per transition, with where they are covered instead. */
  readonly notPerTransition: Readonly<Record<string, string>>;
  /** How a counterexample reads as a `<game>-trace/1` document. */
  readonly trace: {
    /** The trace header's `setup` for a starting state. */
    setup(start: S): Record<string, unknown>;
    /** What the trace claims after a step. */
    claims(after: S, effects: readonly Eff[]): Record<string, unknown>;
    /** One effect in words, for a step's label. */
    describeEffect(effect: Eff): string;
    /** How to replay a trace file (shown by the command). */
    replay(file: string): string;
  };
  /** Where the readings run's fixtures live and how a broken reading is searched again for the docs. */
  readonly fixtures: {
    /** The folder (fixtures/counterexamples/ for The Robbers). */
    readonly dir: string;
    /** The index's `_comment`: which command writes it and what reads it. */
    readonly comment: string;
    /** The edition preferred among equally short counterexamples (null: the game has one edition). */
    readonly defaultEdition: string | null;
    /** A bound to search a broken reading again from the opening, so its trace tells a whole story (null: keep the run's own). */
    openingBound(bound: B, run: Run): B | null;
  };
}

/** A verification with its type parameters forgotten: what the command and the report hold. */
/* biome-ignore lint/suspicious/noExplicitAny: a verification of any bound, rules, state and event; the generic code
   only hands them back to the same game's functions */
export type AnyVerification = Verification<any, any, any, any, any, any>;
