// What a rule is, as data: the id, our own statement of it, and where the sources say it.
// Rulesets (Robbers, later MacRobber) list these; tools (docs, trace, CLI) read them.

/** A place in a source document that a rule or interpretation rests on. */
export interface SourceRef {
  /** File name under `shared/sources/`, or a named outside document. */
  readonly file: string;
  /** Section, example, footnote or Q&A inside that file, e.g. `§1`, `fn8`, `Example #3`. */
  readonly section: string;
  /** Ruling date where the source gives one (e.g. `5/2013`). */
  readonly ruling?: string;
}

/** What kind of entry a rule is: a rule of play, a documented interpretation, an edition preset. */
export type RuleKind = "rule" | "interpretation" | "edition";

/** A rule of a ruleset: typed data, never prose pasted from the sources. */
export interface Rule {
  /** Stable id that effects, errors and fixtures cite, e.g. `RB-STEAL-HALF` (the shared inventory's ids, plus a few marked `addedByProject`). */
  readonly id: string;
  /** Whether this entry is a rule of play, an interpretation or an edition preset. */
  readonly kind: RuleKind;
  /** A short name for headings and lists. */
  readonly title: string;
  /** The rule in our own words. */
  readonly statement: string;
  /** Where the sources say it; every rule cites at least one place, so a reader can check our wording. */
  readonly sources: readonly SourceRef[];
  /** Section of the rulebook it belongs to, in rulebook order (used for docs and ordering). */
  readonly section: string;
  /** Editions the rule applies to; absent means every edition of the ruleset. */
  readonly editions?: readonly string[];
  /** True for ids this project added beyond the shared inventory (and says so). */
  readonly addedByProject?: boolean;
  /**
   * True for a rule of the game underneath that every position rests on (the scoreboard, turns):
   * a wrong value cites it whatever the real mistake was, so the diagnosis never names it from
   * that evidence alone (a hypothesis about it can still be named).
   */
  readonly background?: boolean;
}

/** One way of reading an open question. */
export interface Reading<R extends string = string> {
  /** The name callers select it by, e.g. `"used-up"` in `interpretations: { "INT-ZERO-POINTS": "used-up" }`. */
  readonly id: R;
  /** What this reading says happens, in our own words. */
  readonly statement: string;
  /** The sources that support this reading (empty when it is only a possible reading). */
  readonly sources: readonly SourceRef[];
}

/**
 * A question the sources leave open, with its readings and the default we chose.
 * Every non-default reading becomes an exception over the base behaviour (see `defaults.ts`).
 */
export interface Interpretation<R extends string = string> extends Rule {
  /** Always `"interpretation"`. */
  readonly kind: "interpretation";
  /** The open question, asked so that each reading is one answer to it. */
  readonly question: string;
  /** Every way of answering the question; callers pick one by its id. */
  readonly readings: readonly Reading<R>[];
  /** The reading used when the caller does not choose one. */
  readonly defaultReading: R;
  /** Why the default is the default. */
  readonly rationale: string;
}

/** An edition preset: a named printing of the rules, expressed as exceptions over the base rules. */
export interface Edition<E extends string = string> extends Rule {
  /** Always `"edition"`. */
  readonly kind: "edition";
  /** The name callers select the preset by (`robbersSpec({ edition: "C2-ZMan" })`); the rule id is `id`. */
  readonly editionId: E;
  /** Who printed this edition (Hans im Glück, Z-Man Games). */
  readonly publisher: string;
  /** Year the edition was published. */
  readonly year: number;
}

/**
 * Helper that keeps literal types while checking the shape.
 * @param rule the rule as data; returned unchanged.
 */
export const defineRule = <const T extends Rule>(rule: T): T => rule;
/**
 * Define an interpretation, keeping its id and reading ids as literal types, so that options naming a
 * reading that does not exist are refused by the type checker as well as at run time.
 * @param i the interpretation as data; returned unchanged.
 */
export const defineInterpretation = <const R extends string, const Id extends string>(
  i: Interpretation<R> & LiteralId<Id>,
): Interpretation<R> & LiteralId<Id> => i;

/** An id kept as its literal type (so option types can list interpretation ids exactly). */
export interface LiteralId<Id extends string> {
  /** The id, e.g. `"INT-ZERO-POINTS"`, as a literal type. */
  readonly id: Id;
}
