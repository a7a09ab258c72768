// The game contract: what a ruleset supplies once so that every tool above the interpreter (the
// oracle's check, explain and vectors, the command line, the docs pages, traceability) works on it
// without knowing which game it is. A game is its ruleset (spec/<game>/, rules as data) plus an
// adapter (src/games/<game>/) for what is truly particular: the file formats' game-specific parts,
// narration, how claims are compared, how vectors are drawn, and the docs material.
//
// What a game may leave out (Dice Race, the smallest game, shows the minimum):
// - editions (`editions: null`), interpretations (an empty list), parameters (the ruleset's
//   `parameters`: values players set, such as a target score), misreadings;
// - `unreachable`, `checkSetup`, `checkStep` (every state the rules accept is reachable, names need
//   no check); `nextEvent` or `play.randomEvent` (one of them says what happens next in a game);
// - `describe.outcomeSet` (outcomes not grouped), `vectors.anchors`, `tags`, `stateFields`,
//   `negatives` (no negative vectors);
// - conformance (src/kit/conformance.ts, the registry's `conformance`): without it no vectors are
//   committed and `conform` does not run; with it, thefts are optional (`theftsField: null` for a
//   game where nobody steals) and so are `fromReply`, `blameThefts`, `theftActor`, `scenarioTags`;
// - the site's game-particular parts (GameDocs material: fixtures with pictures, a playground page,
//   a scoreboard drawing): a game without them gets the generic pages only, and the playground
//   adapter's `groupOf` (outcomes grouped, as The Robbers' by thefts) is optional too.

import type { Decision } from "../dsl/defaults.js";
import type { Edition, Interpretation } from "../dsl/rule.js";
import type { Effect, OutcomeSet, PathStep, Ruleset } from "../dsl/ruleset.js";
import type { Compiled } from "../interpreter/compile.js";
import type { Formats } from "./formats.js";
import type { GameDocs } from "./game-docs.js";

/** A problem at a JSON path of a document or line (`$` is its root), before it is placed in a file. */
export interface Problem {
  readonly path: string;
  readonly message: string;
  readonly rules?: readonly string[];
}

/** One claimed value that differs from what the rules give, with the rules behind the right value. */
export interface Difference {
  /** JSON path of the claim in the step (`$.claims.scores["blue"]`). */
  readonly path: string;
  /** What the trace claims (JSON). */
  readonly claimed: unknown;
  /** What the rules give, in the same terms (JSON). */
  readonly actual: unknown;
  /** The difference in words: "blue's score: the trace claims 12, the rules give 10". */
  readonly description: string;
  /** Rule ids cited by the effects that produced the actual value (most direct first). */
  readonly rules: readonly string[];
}

/** A game's options as files write them: an edition (when the game has editions), readings and parameters. */
export interface FileOptions {
  /** The edition preset, for a game that has editions. */
  readonly edition?: string;
  /** Readings other than the defaults, by interpretation id. */
  readonly interpretations?: Readonly<Record<string, string>>;
  /** The parameters the players set (a game whose ruleset declares some), by key. */
  readonly parameters?: Readonly<Record<string, number | string>>;
}

/** A situation a vector starts from, drawn for one index of one seed. */
export interface VectorSituation<S, E> {
  /** The theme's name (what the vector puts to the test). */
  readonly theme: string;
  /** The options in full: the edition (null for a game without editions) and a reading for every interpretation. */
  readonly options: {
    readonly edition: string | null;
    readonly interpretations: Readonly<Record<string, string>>;
    readonly parameters?: Readonly<Record<string, number | string>>;
  };
  /** The state, as the game's setup schema writes it (a scenario's top-level fields). */
  readonly setup: Readonly<Record<string, unknown>>;
  /** The same state as the interpreter holds it. */
  readonly state: S;
  /** The event asked about. */
  readonly event: E;
}

/** One legal outcome of a negative vector's situation: a choice path to it and the state it leaves. */
export interface LegalOutcome<S> {
  /** The choices that reach it (decisions with one legal option left out). */
  readonly choices: readonly PathStep[];
  /** The state after the event. */
  readonly after: S;
  /** What happened, each effect with its rule ids. */
  readonly effects: readonly Effect[];
}

/** A candidate for a negative vector: a legal situation, and the illegal request made of it. */
export interface NegativeDraft<S, E> extends VectorSituation<S, E> {
  /** Rule ids the negative targets (the vector's `anchors`). */
  readonly anchors: readonly string[];
  /**
   * The illegal request, given the situation's legal outcomes on demand (null when there are too
   * many to list): the state when it changes (as `setup` and `state`), the event when it changes,
   * the choices, and optionally rule ids the refusal must cite. Null when this situation does not
   * lend itself to it: the generator draws another.
   */
  illegal(legal: () => readonly LegalOutcome<S>[] | null): {
    readonly setup?: Readonly<Record<string, unknown>>;
    readonly state?: S;
    readonly event?: E;
    readonly choices: readonly PathStep[];
    readonly expect?: readonly string[];
    /**
     * The misreadings (ids) this request catches: under each, the request must be accepted, so that
     * only the targeted rule refuses it (a draft that fails this is drawn again).
     */
    readonly catches?: readonly string[];
  } | null;
}

/**
 * Everything the generic tools need from one game. `O` options, `S` state, `E` event, `Eff` effect,
 * `T` decision table, `Setup` a validated setup, `Claims` a validated claims object.
 */
export interface Game<
  O = unknown,
  S = unknown,
  E = unknown,
  Eff extends Effect = Effect,
  T extends Record<string, Decision<O, unknown>> = Record<string, Decision<O, unknown>>,
  Setup = unknown,
  Claims = unknown,
> {
  /** Short name: the command's name, the format prefix (`<id>-trace/1`) and the docs' section. */
  readonly id: string;
  /** The game's name for people. */
  readonly title: string;
  /** The rules as data, with the handlers that carry them out. */
  readonly ruleset: Ruleset<O, S, E, T>;
  /** The edition presets, when the game has any (null: one edition only). */
  readonly editions: {
    readonly ids: readonly string[];
    readonly default: string;
    readonly rules: readonly Edition[];
  } | null;
  /** The interpretations (open questions) with their readings and defaults. */
  readonly interpretations: readonly Interpretation[];

  /** The game's file formats (`<id>-scenario/1`, `<id>-trace/1`, `<id>-vector/2`), built with `buildFormats` from its parts. */
  readonly formats: Formats;
  /** Options as files write them, turned into what the ruleset's `compile` takes. */
  toOptionsInput(options: FileOptions): unknown;
  /** The state a validated setup describes under compiled options (throws RuleError when the rules refuse it). */
  situation(spec: Compiled<O, S, E, T>, setup: Setup): S;
  /** Where the state's own fields sit in a setup, as a JSON path relative to it (default `$`: the setup's fields are the state's). */
  stateAt?(setup: Setup): string;
  /**
   * Arrangements in a state the rules accept that no legal play can reach under these options (a
   * Robbers robber beside no other player's figure...), one problem each, at a path relative to the
   * state (`$` is the state), citing the rules that rule it out; each message says why no legal play
   * leads there. Readers refuse the first by default, or return them all as warnings when asked
   * (`ReadOptions.unreachable`); vectors never start from one; the search under other options
   * counts a trace whose start is one under them as not conforming there. Leave out when every
   * state the rules accept can be reached.
   */
  unreachable?(spec: Compiled<O, S, E, T>, state: S): Problem[];
  /** Names and numbers in a setup that the schema cannot judge (unknown players...); `at` is where the setup sits. */
  checkSetup?(setup: Setup, at: string): Problem | null;
  /** Names and numbers in a step (event, choices, claims) against the players of the setup. */
  checkStep?(
    step: { readonly event: E; readonly choices: readonly PathStep[]; readonly claims?: Claims },
    setup: Setup,
  ): Problem | null;
  /** For games that say which event comes next (MacRobber): that event, or null when the game is over. */
  nextEvent?(state: S): E | null;

  /** Claimed values compared with the rules' state and effects after a step. */
  readonly claims: {
    compare(claims: Claims, after: S, effects: readonly Eff[]): Difference[];
  };
  /** Narration for people (reports, docs, the command's text output). */
  readonly describe: {
    event(event: E): string;
    effect(effect: Eff): string;
    choice(choice: PathStep): string;
    /** One line per group of the outcome set (who steals what...), when the game groups outcomes. */
    outcomeSet?(set: OutcomeSet): string[];
    /** One line on the state after an outcome ("scores after: ...; robbers: ..."). */
    after(state: S): string;
    /** How to ask about a smaller event when one is too large to walk, in the game's words (default: "a smaller event"). */
    readonly smallerEvent?: string;
  };
  /** Conformance vectors: how a situation is drawn for an index, and what an outcome records. */
  readonly vectors: {
    /**
     * For vector `index`, drawing from `random` (in [0, 1)): a function that draws one candidate
     * situation per call (the generic generator redraws while a candidate is refused or too large).
     */
    drawer(random: () => number, index: number): () => VectorSituation<S, E>;
    /** The game-specific fields an outcome records (positions, thefts...), in file order. */
    record(after: S, effects: readonly Eff[]): Readonly<Record<string, unknown>>;
    /** Most distinct outcomes a vector may have; situations with more are redrawn. */
    readonly maxOutcomes: number;
    /** The rule ids a situation's theme targets (the vector's `anchors`; none when left out). */
    anchors?(situation: VectorSituation<S, E>): readonly string[];
    /** The fields of `record` that are the state, for `distinctStates` (default: all of them). */
    readonly stateFields?: readonly string[];
    /** Game-specific tags of a situation (The Robbers: `messages`). */
    tags?(situation: VectorSituation<S, E>): Readonly<Record<string, string | number | boolean>>;
    /** Negative vectors: for negative vector `index`, a function that draws one candidate per call. */
    negatives?(random: () => number, index: number): () => NegativeDraft<S, E>;
  };
  /** Starting and playing whole seeded games (the `play` command, and `explain --seed`). */
  readonly play: {
    /** A new game for these players from a seed (throws RuleError when the rules refuse them). */
    newGame(spec: Compiled<O, S, E, T>, players: readonly string[], seed: number): S;
    /** The trace header's `setup` for that game (as the setup schema writes it). */
    setupOf(players: readonly string[], seed: number, start: S): Readonly<Record<string, unknown>>;
    /**
     * The next event of a random game, for games whose state does not say which comes next (null:
     * the game is over); under the compiled rules, so an edition's dice are the dice rolled.
     */
    randomEvent?(spec: Compiled<O, S, E, T>, state: S, random: () => number, played: number): E | null;
    /** What a trace written by `play` claims after each step (as the claims schema writes it). */
    claimsOf(after: S, effects: readonly Eff[]): Readonly<Record<string, unknown>>;
  };
  /** The material of the docs pages and the traceability report. */
  readonly docs: GameDocs;
}

/**
 * A game with its type parameters forgotten: what the generic tools hold. Its options, setup and
 * claims are `unknown` to them; its state, events and decision table stay `any`, as the game's own
 * handlers and functions take those back with the game's types.
 */
/* biome-ignore lint/suspicious/noExplicitAny: a game of any state, event and decision types; the generic tools
   only hand those values back to the same game's functions */
export type AnyGame = Game<unknown, any, any, Effect, any, unknown, unknown>;
