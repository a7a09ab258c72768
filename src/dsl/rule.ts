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
  readonly id: string;
  readonly kind: RuleKind;
  readonly title: string;
  /** The rule in our own words. */
  readonly statement: string;
  readonly sources: readonly SourceRef[];
  /** Section of the rulebook it belongs to, in rulebook order (used for docs and ordering). */
  readonly section: string;
  /** Editions the rule applies to; absent means every edition of the ruleset. */
  readonly editions?: readonly string[];
  /** True for ids this project added beyond the shared inventory (and says so). */
  readonly addedByProject?: boolean;
}

/** One way of reading an open question. */
export interface Reading<R extends string = string> {
  readonly id: R;
  readonly statement: string;
  readonly sources: readonly SourceRef[];
}

/**
 * A question the sources leave open, with its readings and the default we chose.
 * Every non-default reading becomes an exception over the base behaviour (see `defaults.ts`).
 */
export interface Interpretation<R extends string = string> extends Rule {
  readonly kind: "interpretation";
  readonly question: string;
  readonly readings: readonly Reading<R>[];
  readonly defaultReading: R;
  /** Why the default is the default. */
  readonly rationale: string;
}

/** An edition preset: a named printing of the rules, expressed as exceptions over the base rules. */
export interface Edition<E extends string = string> extends Rule {
  readonly kind: "edition";
  readonly editionId: E;
  readonly publisher: string;
  readonly year: number;
}

/** Helper that keeps literal types while checking the shape. */
export const defineRule = <const T extends Rule>(rule: T): T => rule;
export const defineInterpretation = <const R extends string>(i: Interpretation<R>): Interpretation<R> => i;
