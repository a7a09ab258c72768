// Scoring a diagnosis against the annotation of the mutated line: named exactly, among the first
// three candidates, abstained, or named wrongly; the totals, and the rules most often missed. A
// mutant in protocol plumbing (`engine`) is right when nothing is named: a wrong name is the one
// mistake that sends a reader to the wrong rule.
import type { Expectation } from "./annotations.js";
import type { Headline } from "./headline.js";

/** How one case was diagnosed. `top3` includes exact; the other three exclude each other. */
export interface Outcome {
  readonly exact: boolean;
  readonly top3: boolean;
  readonly abstained: boolean;
  readonly wrong: boolean;
}

/** Totals over the cases. */
export interface Score {
  readonly cases: number;
  readonly exact: number;
  readonly top3: number;
  readonly abstained: number;
  readonly wrong: number;
}

/** How many first candidates count for `top3`. */
const TOP = 3;

/** Score one headline against the expected rules (or `engine`) of the mutated line. */
export function classify(expected: Exclude<Expectation, null>, h: Headline): Outcome {
  const named = h.kind === "named" && h.rules.length > 0;
  if (expected === "engine") return { exact: !named, top3: !named, abstained: false, wrong: named };
  // Each fault named must be the mutated line's: a hypothesis names its rule of play with the
  // edition or reading behind the value, and either may be the one the line carries out.
  const groups = h.groups.length ? h.groups : h.rules.map((r) => [r]);
  const exact = named && groups.every((g) => g.some((r) => expected.includes(r)));
  return {
    exact,
    top3: exact || h.candidates.slice(0, TOP).some((r) => expected.includes(r)),
    abstained: !named,
    wrong: named && !exact,
  };
}

/** Add up outcomes. */
export function scoreOf(outcomes: readonly Outcome[]): Score {
  const count = (k: keyof Outcome) => outcomes.filter((o) => o[k]).length;
  return {
    cases: outcomes.length,
    exact: count("exact"),
    top3: count("top3"),
    abstained: count("abstained"),
    wrong: count("wrong"),
  };
}

/** An expected rule (or `engine`) and how its cases went. */
export interface RuleMisses {
  readonly rule: string;
  readonly cases: number;
  readonly notExact: number;
  readonly wrong: number;
}

/** The expected rules with the most cases not named exactly (a case counts for each rule its line names). */
export function worstRules(
  scored: readonly { readonly expected: Exclude<Expectation, null>; readonly outcome: Outcome }[],
): RuleMisses[] {
  const by = new Map<string, { cases: number; notExact: number; wrong: number }>();
  for (const { expected, outcome } of scored)
    for (const rule of expected === "engine" ? ["engine"] : expected) {
      const c = by.get(rule) ?? { cases: 0, notExact: 0, wrong: 0 };
      c.cases++;
      if (!outcome.exact) c.notExact++;
      if (outcome.wrong) c.wrong++;
      by.set(rule, c);
    }
  return [...by]
    .map(([rule, c]) => ({ rule, ...c }))
    .filter((r) => r.notExact > 0)
    .sort((a, b) => b.notExact - a.notExact || b.wrong - a.wrong || (a.rule < b.rule ? -1 : 1));
}

/** `12 (34%)`. */
export const share = (n: number, of: number): string => `${n} (${of ? Math.round((100 * n) / of) : 0}%)`;
