// The conformance contract: what a game supplies once so that `<game> conform` (src/conform/) can
// run another implementation against the game's vectors over the conformance protocol
// (docs/conformance-protocol.md): which fields of a vector outcome are the state an engine must
// reproduce, what its thefts are, how an `apply` request describes the situation, and which rules
// to blame for a value that differs. Everything else (the process, the protocol, filters, the
// report and its minimal explanation) is written once in src/conform/.
import type { Decision } from "../dsl/defaults.js";
import type { Effect } from "../dsl/ruleset.js";
import type { Compiled } from "../interpreter/compile.js";

/** A game's rules compiled for some options, its types forgotten. */
export type AnyCompiledRules = Compiled<unknown, unknown, unknown, Record<string, Decision<unknown, unknown>>>;

/** One value of the compared state (or of the thefts) that differs between the engine and the rules. */
export interface StateDifference {
  /** Where, as segments below the outcome: `["figures", "green", "meeple"]`, `["state", "clans", "ann", "points"]`. */
  readonly segments: readonly (string | number)[];
  /** What the engine says (`undefined`: the engine leaves it out). */
  readonly engine: unknown;
  /** What the rules give (`undefined`: the rules have no such value). */
  readonly rules: unknown;
}

/** What a blame is worked out from: the expected outcome replayed through the interpreter, and both sides' values. */
export interface BlameContext<Eff extends Effect = Effect> {
  /** The rules compiled for the vector's options (their decisions say which rule is in force). */
  readonly spec: AnyCompiledRules;
  /** The event of the vector. */
  readonly event: unknown;
  /** The effects of the expected outcome, each with `rules` and (for rulesets that make the distinction) `decidedBy`. */
  readonly effects: readonly Eff[];
  /** The compared fields as the engine gives them (an object, possibly missing fields). */
  readonly engine: Readonly<Record<string, unknown>>;
  /** The compared fields as the vector gives them. */
  readonly expected: Readonly<Record<string, unknown>>;
}

/**
 * Everything the generic conformance runner needs from one game. The runner compares only the
 * fields named here; it blames a difference on the rules this adapter names, falling back to the
 * expected outcome's `decidedBy` when the adapter names none.
 */
/** What a tag value brings into play: its rules, and its words ("with The Messages"). */
export interface TagFeature {
  readonly rules: readonly string[];
  readonly says: string;
}

export interface GameConformance<Eff extends Effect = Effect> {
  /** The folder of the committed vectors, relative to the package root (they ship in the npm package). */
  readonly vectorsDir: string;
  /** The fields of a vector outcome that are the compared state, in the order reports show them. */
  readonly stateFields: readonly string[];
  /**
   * The field of a vector outcome (and of an engine's reply) that lists the thefts, compared at
   * identity `"outcomes"` as a multiset; null when the game has no separate theft level.
   */
  readonly theftsField: string | null;
  /**
   * The compared fields from the `state` an engine answers with (default: its fields named in
   * `stateFields`); MacRobber's engines answer with the whole state, compared as the field `state`.
   */
  fromReply?(state: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The `state` of an `apply` or `outcomes` request for a vector's scenario (the situation in the game's own terms). */
  requestState(scenario: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** Tags of a vector that the game computes from its scenario when the vector (format 1) does not carry them (`messages`...). */
  scenarioTags?(scenario: Readonly<Record<string, unknown>>): Readonly<Record<string, string | number | boolean>>;
  /**
   * The rules a vector with a given tag value rests on, with that value in words (The Robbers:
   * `messages` true, "with The Messages", RB-MSG-TARGET): where an engine fails by problems alone
   * on exactly the vectors with that tag, or fails two in three of its positive vectors and no
   * other, the diagnosis names those rules.
   */
  readonly tagRules?: Readonly<Record<string, Readonly<Record<string, TagFeature>>>>;
  /** Rule ids behind one differing value of the compared state (most direct first); [] leaves it to the outcome's `decidedBy`. */
  blame(difference: StateDifference, context: BlameContext<Eff>): readonly string[];
  /**
   * Rule ids behind thefts that differ: `engine` and `rules` are the thefts of one actor (the thief,
   * for The Robbers) as the engine and the vector list them; [] leaves it to the outcome's `decidedBy`.
   */
  blameThefts?(
    actor: string,
    engine: readonly unknown[],
    rules: readonly unknown[],
    context: BlameContext<Eff>,
  ): readonly string[];
  /** Who a theft belongs to, to compare thefts actor by actor (the thief); without it, all thefts are compared as one list. */
  theftActor?(theft: unknown): string;
  /** A differing value in words for reports, e.g. `green's meeple: the engine says 22, the rules give 23`; the runner writes a generic line without it. */
  describeDifference?(difference: StateDifference): string | null;
}
