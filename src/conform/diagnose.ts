// Diagnosis by evidence: which rule an engine breaks. Hypotheses come from the rules' data
// (hypotheses.ts: every decision's other values, the named misreadings among them); their answers
// are looked up in the fault dictionary (fault-dictionary.ts) or replayed where it cannot say.
//  1. A hypothesis that reproduces every failure and changes no pass is the diagnosis.
//  2. Else the smallest set of hypotheses that together do (several bugs at once), each explaining
//     failures the others leave.
//  3. Else the cause: the rules cited on the first value that differs in each failing vector,
//     counted over the failures, checked against the hypotheses that explain part of them. A rule
//     is named only when that evidence singles it out (unless it rests on the engine's own
//     refusals and a hypothesis about another rule explains half the failures), or when one
//     hypothesis explains a good share of the failures and the differing values rest on its rule
//     as often (or it explains nearly all), or when the rules one rule point is printed as by the
//     editions are cited together on most failures (stand-in-evidence.ts), or when the failures
//     cover most of one tag value's vectors and nothing else (tag-evidence.ts); otherwise the
//     diagnosis says so and names none (a wrong name is worse than none), listing the candidates.
import type { Rule } from "../dsl/rule.js";
import type { AnyGame } from "../kit/game.js";
import type { AnyCompiled } from "../oracle/compile-options.js";
import { compileMisread } from "../oracle/misread.js";
import { type EngineKey, type Job, type Keying, PROBLEM } from "./answer-keys.js";
import { ruleBehindEdition } from "./edition-rules.js";
import { type FaultDictionary, lookUp } from "./fault-dictionary.js";
import { type Hypothesis, hypothesesOf, type NamedMisreading, playHypotheses, ruleChain } from "./hypotheses.js";
import { narrowed, narrowingsOf, playedUnder } from "./narrowed.js";
import { featureCounts, type ProblemEvidence, problemEvidence, whereOf } from "./problem-evidence.js";
import { type SharedReading, sharedReading } from "./reading-evidence.js";
import { type Acceptable, acceptableAnswers } from "./replay-answers.js";
import { type StandInEvidence, standInEvidence, standInsOf } from "./stand-in-evidence.js";
import { type WholeTag, wholeTag } from "./tag-evidence.js";
import type { ReadyVector } from "./vectors.js";

export type { NamedMisreading } from "./hypotheses.js";

/** A vector the engine answered, kept for the diagnosis. */
export interface AnsweredVector {
  readonly vector: ReadyVector;
  /** The options the engine was asked under. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether those are not the vector's own (a reading the engine does not play was replaced). */
  readonly substituted: boolean;
  readonly jobs: readonly Job[];
  /** The engine's answer to each job, as keys. */
  readonly keys: readonly EngineKey[];
  readonly passed: boolean;
  /** The rule ids cited on the first value that differs (failing vectors; empty when none is cited). */
  readonly evidence: readonly string[];
  /** Whether `evidence` starts with the rule the engine's own refusal named (where the rules allow the step). */
  readonly claimed?: boolean;
  /** Whether it failed by engine problems alone (no rule is to blame for it). */
  readonly engineProblem?: boolean;
}

/** A hypothesis as the report names it. */
export interface NamedHypothesis {
  readonly id: string;
  /** The decision it reads another way. */
  readonly decision: string;
  /** The rules it changes, the rule of play first, then the edition or reading that gave the value. */
  readonly rules: readonly string[];
  /** In words, from the decision's domain. */
  readonly title: string;
  /** The hand-written misreading it plays, if any. */
  readonly misreading?: NamedMisreading;
  /** The edition or reading whose value it plays where that does not hold (also in `rules`). */
  readonly givenBy?: readonly string[];
}

/** One set of hypotheses tried, and how it fits the engine's answers. */
export interface ReadingFit {
  readonly hypotheses: readonly NamedHypothesis[];
  /** Failing vectors on which the engine answers as these hypotheses do. */
  readonly explains: number;
  /** Passing vectors on which they answer otherwise than the engine (and the rules). */
  readonly contradicts: number;
  /** The explained failing vectors, in file order. */
  readonly explained: readonly string[];
  /** The contradicted passing vectors (the first few). */
  readonly contradicted: readonly string[];
  /** The smallest explained failing vector (fewest requests, then fewest choices). */
  readonly example: string | null;
}

/** A rule with the evidence against it. */
export interface RuleEvidence {
  readonly rule: string;
  /** Failing vectors whose first differing value cites it. */
  readonly cause: number;
  /** Of those, the ones where the engine's own refusal named it. */
  readonly claimed: number;
  /** Most failures one hypothesis about it explains without contradicting a pass. */
  readonly explained: number;
}

/** What the first line says. */
export interface Headline {
  /** `named`: the rules below; `abstained`: the evidence does not single one out; `engine`: only engine problems; `none`: nothing failed. */
  readonly kind: "named" | "abstained" | "engine" | "none";
  /** How a name was reached: one hypothesis, a set of them, the cause evidence, or where the engine's problems lie. */
  readonly by: "hypothesis" | "hypotheses" | "evidence" | "problems" | null;
  /** The rule ids the first line names (empty unless `named`). */
  readonly rules: readonly string[];
  /**
   * The same ids by fault: one group per hypothesis named (its rule of play with the edition or
   * reading that gave the value), or the one rule the evidence names.
   */
  readonly groups: readonly (readonly string[])[];
  /** The candidate rules, best first (for an abstention, what to look at). */
  readonly candidates: readonly string[];
  /** The diagnosis in words, with the rule ids it names and no other. */
  readonly text: string;
}

/** The diagnosis of a run. */
export interface Diagnosis {
  /** Failing vectors diagnosed (those failed only by engine problems are left out). */
  readonly failures: number;
  /** Passing vectors. */
  readonly passes: number;
  /** Hypothesis sets that explain every failure and contradict no pass (one hypothesis, or the smallest set); several are a tie. */
  readonly found: readonly ReadingFit[];
  /** Hypotheses that explain some failures without contradicting a pass, most failures first (when nothing is found). */
  readonly partial: readonly ReadingFit[];
  /** The rules cited on the first differing values, with the hypotheses about them, strongest first. */
  readonly evidence: readonly RuleEvidence[];
  readonly headline: Headline;
  /** When the engine failed by problems alone: the one feature of the vectors it could not answer that no passing vector has. */
  readonly problems: ProblemEvidence | null;
  /** How many hypotheses and sets of them were tried; how many answers came from the fault dictionary. */
  readonly tried: {
    readonly singles: number;
    readonly sets: number;
    readonly lookedUp: number;
    readonly replayed: number;
  };
}

const MAX_PARTIAL = 5;
const MAX_EVIDENCE = 8;
const MAX_LISTED = 12;
/** Most hypotheses combined into sets, and the largest set tried. */
const MAX_SET_CANDIDATES = 24;
const MAX_SET_SIZE = 3;
/** Share of the failures whose first differing value must cite a rule for the evidence to name it. */
const CAUSE_SHARE = 0.75;
/**
 * Fewest failing vectors a name rests on: one vector that a hypothesis happens to reproduce, or a
 * few that cite a rule, are too little to send a reader to a rule (measured on engine mutants:
 * docs/diagnosis.md).
 */
const MIN_HYPOTHESIS_FAILURES = 2;
const MIN_EVIDENCE_FAILURES = 4;
/** Share of the failures one hypothesis must explain for its rule to be named on that and the cause evidence together. */
const PARTIAL_SHARE = 0.25;
/**
 * Share of the failures past which one hypothesis names its rule whatever the values cite: a value
 * that follows from the rule (a rogue draw is the Messages' draw) cites the rule that gives it.
 */
const NEARLY_ALL = 0.9;

/** Whether the engine's keys agree with acceptable answers (a job the engine did not play is passed over). */
function agrees(keys: readonly EngineKey[], acceptable: readonly Acceptable[]): boolean {
  return keys.every((key, i) => {
    if (key === null) return true;
    const ok = acceptable[i];
    return ok !== undefined && ok !== "unknown" && ok.has(key);
  });
}

/** Answers whether an engine agrees with some hypotheses on a vector: looked up where the dictionary can, else replayed. */
class Oracle {
  private readonly specs = new Map<string, AnyCompiled | null>();
  private readonly memo = new Map<string, boolean | null>();
  lookedUp = 0;
  replayed = 0;
  constructor(
    private readonly game: AnyGame,
    readonly keying: Keying,
    private readonly dictionary: FaultDictionary | null,
  ) {}

  /** The rules compiled for the options a vector was asked under; null when the rules refuse them. */
  spec(a: AnsweredVector): AnyCompiled | null {
    const key = JSON.stringify(a.options);
    if (!this.specs.has(key)) {
      let spec: AnyCompiled | null = null;
      try {
        spec = compileMisread(this.game, a.options, []);
      } catch {
        // Options the rules refuse: no hypothesis can be played under them.
        spec = null;
      }
      this.specs.set(key, spec);
    }
    return this.specs.get(key)!;
  }

  /** Whether the engine's answers to `a` are what the rules played with `hs` give; null when they cannot be played together. */
  agrees(a: AnsweredVector, narrow: readonly Hypothesis[]): boolean | null {
    // A narrowed hypothesis plays its wide one where it holds; where none holds, the rules answer,
    // and the engine's agreement with them is whether it passed (asked with no hypothesis at all,
    // as `comparable` does of answers with problems left out, it is worked out).
    const hs = narrow.some((h) => h.only) ? playedUnder(this.game, a.options, a.vector, narrow) : narrow;
    if (narrow.length > 0 && hs.length === 0) return a.passed;
    const memoKey = `${a.vector.id}\n${hs.map((h) => h.id).join("\n")}`;
    if (this.memo.has(memoKey)) return this.memo.get(memoKey)!;
    let answer: boolean | null | undefined;
    if (hs.length === 1 && !a.substituted) {
      answer = lookUp(
        this.dictionary,
        a.vector,
        this.keying.withThefts ? "outcomes" : "states",
        a.jobs,
        a.keys,
        a.passed,
        hs[0]!.id,
      );
      if (answer !== undefined) this.lookedUp++;
    }
    if (answer === undefined) {
      this.replayed++;
      const base = this.spec(a);
      const spec = base && playHypotheses(base, hs);
      answer = spec
        ? agrees(a.keys, acceptableAnswers(this.game, this.keying, spec, a.vector, a.jobs, hs.length > 0))
        : null;
    }
    this.memo.set(memoKey, answer);
    return answer;
  }
}

const size = (a: AnsweredVector) => [a.jobs.length, a.jobs.reduce((n, j) => n + j.choices.length, 0)] as const;

/** The smallest of some answered vectors (fewest requests, then fewest choices, then file order). */
function smallest(list: readonly AnsweredVector[]): string | null {
  let best: AnsweredVector | null = null;
  for (const a of list) {
    if (!best) best = a;
    else {
      const [j, c] = size(a);
      const [bj, bc] = size(best);
      if (j < bj || (j === bj && c < bc)) best = a;
    }
  }
  return best?.vector.id ?? null;
}

const named = (h: Hypothesis): NamedHypothesis => ({
  id: h.id,
  decision: h.decision,
  rules: h.rules,
  title: h.title,
  ...(h.misreading ? { misreading: h.misreading } : {}),
  ...(h.givenBy ? { givenBy: h.givenBy } : {}),
});

/** How one set of hypotheses fits; null when they cannot be played together. */
function fitOf(
  oracle: Oracle,
  hs: readonly Hypothesis[],
  failing: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): ReadingFit | null {
  const explained: AnsweredVector[] = [];
  for (const a of failing) {
    const ok = oracle.agrees(a, hs);
    if (ok === null) return null;
    if (ok) explained.push(a);
  }
  // Passes are replayed only for hypotheses that explain something: they cannot be the diagnosis otherwise.
  const contradicted = explained.length ? passing.filter((a) => oracle.agrees(a, hs) === false) : [];
  return {
    hypotheses: hs.map(named),
    explains: explained.length,
    contradicts: contradicted.length,
    explained: explained.map((a) => a.vector.id),
    contradicted: contradicted.slice(0, MAX_LISTED).map((a) => a.vector.id),
    example: smallest(explained),
  };
}

/**
 * Hypotheses that explain every failure but contradict passes, narrowed to one edition or reading
 * where they then contradict none (narrowed.ts); on a few failures at least, as a narrowing is
 * chosen after seeing them.
 */
function narrowedFits(
  game: AnyGame,
  oracle: Oracle,
  singles: readonly { h: Hypothesis; fit: ReadingFit }[],
  failing: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): ReadingFit[] {
  const wide = singles.filter(
    (s) => s.fit.explains === failing.length && s.fit.contradicts > 0 && s.fit.explains >= MIN_EVIDENCE_FAILURES,
  );
  if (!wide.length) return [];
  const narrowings = narrowingsOf(game);
  return wide.flatMap((s) =>
    narrowings.flatMap((n) => {
      const fit = fitOf(oracle, [narrowed(s.h, n)], failing, passing);
      return fit && fit.explains === failing.length && fit.contradicts === 0 ? [fit] : [];
    }),
  );
}

/** Every combination of `k` items of `list`, in order. */
function* combinations<T>(list: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= list.length - k; i++)
    for (const rest of combinations(list, k - 1, i + 1)) yield [list[i]!, ...rest];
}

/**
 * The smallest sets of hypotheses that together explain every failure and contradict no pass:
 * candidates whose explained failures cover them all, each adding failures the others leave,
 * then played together to check (two faults can mask each other).
 */
function smallestSets(
  oracle: Oracle,
  useful: readonly { h: Hypothesis; fit: ReadingFit }[],
  failing: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): { found: ReadingFit[]; tried: number } {
  let tried = 0;
  for (let k = 2; k <= MAX_SET_SIZE; k++) {
    const found: ReadingFit[] = [];
    for (const set of combinations(useful, k)) {
      const covered = new Set(set.flatMap((s) => s.fit.explained));
      if (covered.size !== failing.length) continue;
      // Each must explain a failure the others leave: else a smaller set does.
      const needed = set.every((s, i) => {
        const others = new Set(set.flatMap((o, j) => (j === i ? [] : o.fit.explained)));
        return s.fit.explained.some((id) => !others.has(id));
      });
      if (!needed) continue;
      tried++;
      const fit = fitOf(
        oracle,
        set.map((s) => s.h),
        failing,
        passing,
      );
      if (fit && fit.explains === failing.length && fit.contradicts === 0) found.push(fit);
    }
    if (found.length) return { found, tried };
  }
  return { found: [], tried };
}

/** The rules a set of fits names, each once, in order. */
const rulesOf = (fits: readonly ReadingFit[]) => [
  ...new Set(fits.flatMap((f) => f.hypotheses.flatMap((h) => h.rules))),
];

/** The fits' rules, when every fit names the same ones (a tie between hypotheses about the same rules is no doubt about the rule). */
function agreedRules(fits: readonly ReadingFit[]): string[] | null {
  const sets = fits.map((f) => [...new Set(f.hypotheses.flatMap((h) => h.rules))].sort().join(" "));
  return sets.every((s) => s === sets[0]) ? rulesOf(fits.slice(0, 1)) : null;
}

/**
 * The faults a fit names: its hypotheses, where those that give one decision the same other value
 * from several sources (the base rule and an edition's or a reading's exception) are one fault, an
 * engine that ignores the exception and plays one value everywhere.
 */
function faultsOf(f: ReadingFit): (readonly NamedHypothesis[])[] {
  const by = new Map<string, NamedHypothesis[]>();
  for (const h of f.hypotheses) {
    const key = `${h.decision}\n${h.title}`;
    by.set(key, [...(by.get(key) ?? []), h]);
  }
  return [...by.values()];
}

/** Words for a fit: `RB-STEAL-HALF as half rounded down instead of half rounded up (MIS-STEAL-ROUNDS-DOWN)`. */
export function fitName(f: ReadingFit): string {
  return faultsOf(f)
    .map((hs) => {
      const [h, ...rest] = hs as [NamedHypothesis, ...NamedHypothesis[]];
      const also = [...new Set(rest.flatMap((x) => x.rules.filter((r) => !h.rules.includes(r))))];
      const under = also.length ? `, under ${also.join(" and ")} too` : "";
      return `${ruleChain(h).join(" under ")} as ${h.title}${under}${h.misreading ? ` (${h.misreading.id})` : ""}`;
    })
    .join("; and ");
}

/** The evidence per rule: the cause counts, and the best partial hypothesis about each rule. */
function evidenceOf(failing: readonly AnsweredVector[], partial: readonly ReadingFit[]): RuleEvidence[] {
  const cause = new Map<string, number>();
  const claimed = new Map<string, number>();
  for (const a of failing)
    for (const r of new Set(a.evidence)) {
      cause.set(r, (cause.get(r) ?? 0) + 1);
      // The refusal's own rule comes first; the rules of what the refused pick does follow it.
      if (a.claimed && r === a.evidence[0]) claimed.set(r, (claimed.get(r) ?? 0) + 1);
    }
  const explained = new Map<string, number>();
  for (const f of partial)
    for (const r of new Set(f.hypotheses.flatMap((h) => h.rules)))
      explained.set(r, Math.max(explained.get(r) ?? 0, f.explains));
  return [...new Set([...cause.keys(), ...explained.keys()])]
    .map((rule) => ({
      rule,
      cause: cause.get(rule) ?? 0,
      claimed: claimed.get(rule) ?? 0,
      explained: explained.get(rule) ?? 0,
    }))
    .sort((x, y) => y.cause - x.cause || y.explained - x.explained || (x.rule < y.rule ? -1 : 1));
}

/**
 * How many failures a rule's cause counts: a rule every position rests on (`background`) is cited
 * by any wrong position (where thefts are not compared first), so it is no evidence of itself,
 * unless the engine's own refusals named it (a wrong turn check is that rule's mistake).
 */
const countedCause = (e: RuleEvidence, background: ReadonlySet<string>): number =>
  background.has(e.rule) ? e.claimed : e.cause;

/**
 * The rules every position rests on (`background`), where the failures are all of one kind of event
 * and the engine passes vectors of other kinds: those rules hold in the events it plays right, so a
 * value citing them shows where that one event's handling went wrong, not which rule is broken.
 */
function confinedBackground(
  background: ReadonlySet<string>,
  failing: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): ReadonlySet<string> {
  const events = new Set(failing.map((a) => a.vector.tags.event));
  const [event] = events;
  return events.size === 1 && passing.some((a) => a.vector.tags.event !== event) ? background : new Set();
}

/** Fewest failures the cause evidence must name a rule (or one rule point) on: most of them, and a few at least. */
const causeNeeded = (failures: number): number => Math.max(MIN_EVIDENCE_FAILURES, Math.ceil(CAUSE_SHARE * failures));

/**
 * The rule the cause evidence singles out, or null: cited on the first differing value of most
 * failures (and of a few at least), more often than any other; among rules cited as often, the one
 * a partial hypothesis explains most failures of, else the one that is not an edition.
 */
function singledOut(
  all: readonly RuleEvidence[],
  failures: number,
  kinds: ReadonlyMap<string, Rule["kind"]>,
  background: ReadonlySet<string>,
  confined: ReadonlySet<string>,
): string | null {
  const evidence = all
    .map((e) => ({ ...e, cause: countedCause(e, background) }))
    .filter((e) => e.cause > 0)
    .sort((x, y) => y.cause - x.cause || y.explained - x.explained || (x.rule < y.rule ? -1 : 1));
  const top = evidence[0];
  if (!top || top.cause < causeNeeded(failures)) return null;
  // Unless the engine's own refusals name it (a wrong check of that rule is that rule's mistake).
  if (confined.has(top.rule) && 2 * top.claimed < top.cause) return null;
  // An engine whose refusals of what the rules allow name different rules on different vectors
  // has its mistake in something those checks share (a helper, a field it misreads), not in the
  // check it names most: its own word then singles out nothing.
  if (top.claimed > 0 && evidence.some((e) => e !== top && e.claimed > 0)) return null;
  let tied = evidence.filter((e) => e.cause === top.cause);
  if (tied.length > 1) {
    const best = Math.max(...tied.map((e) => e.explained));
    if (best > 0) tied = tied.filter((e) => e.explained === best);
  }
  // An edition is a printing, not a rule one reads wrongly: cited with the rule it changes, the rule is meant.
  if (tied.length > 1 && tied.some((e) => kinds.get(e.rule) === "edition")) {
    const plays = tied.filter((e) => kinds.get(e.rule) !== "edition");
    if (plays.length === 1) tied = plays;
  }
  return tied.length === 1 ? tied[0]!.rule : null;
}

/** Whether a hypothesis about other rules explains as many failures as `top` (then neither names its rule). */
function rivalled(
  useful: readonly { h: Hypothesis; fit: ReadingFit }[],
  top: { h: Hypothesis; fit: ReadingFit },
): boolean {
  const key = (rules: readonly string[]) => [...rules].sort().join(" ");
  return useful.some((u) => u.fit.explains === top.fit.explains && key(u.h.rules) !== key(top.h.rules));
}

/**
 * When no rule is singled out by the cause alone: the hypothesis that explains the most failures
 * without contradicting a pass, where it explains a good share of them (and a few at least), no
 * hypothesis about other rules explains as many, and the values that differ rest on its rule on at
 * least as many failures as it explains: what the issue asks of the evidence (hypotheses that
 * explain failures, and the rules cited on the differing values), both pointing at one rule.
 */
function partlyExplained(
  useful: readonly { h: Hypothesis; fit: ReadingFit }[],
  evidence: readonly RuleEvidence[],
  failures: number,
): { fit: ReadingFit; cause: number } | null {
  const top = useful[0];
  if (!top || top.fit.explains < Math.max(MIN_HYPOTHESIS_FAILURES, Math.ceil(PARTIAL_SHARE * failures))) return null;
  if (rivalled(useful, top)) return null;
  const cause = Math.max(0, ...evidence.filter((e) => top.h.rules.includes(e.rule)).map((e) => e.cause));
  return cause >= top.fit.explains || top.fit.explains >= NEARLY_ALL * failures ? { fit: top.fit, cause } : null;
}

/**
 * A rule the engine's own refusals single out gives way to a hypothesis about another rule that
 * reproduces at least half the failures and contradicts no pass: a refusal names the check that met
 * the mistake's consequence (an engine that offers no move refuses each move under its target
 * check), the hypothesis the rule read otherwise. A tie between hypotheses overrules nothing.
 */
function claimOverruled(
  e: RuleEvidence,
  useful: readonly { h: Hypothesis; fit: ReadingFit }[],
  failures: number,
): ReadingFit | null {
  const top = useful[0];
  if (2 * e.claimed < e.cause || !top || 2 * top.fit.explains < failures || top.h.rules.includes(e.rule)) return null;
  return rivalled(useful, top) ? null : top.fit;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const isProblem = (k: EngineKey): boolean => k?.startsWith(PROBLEM) ?? false;

/**
 * The failing vectors whose values can be compared with the rules'. One the engine played none of
 * (answers `unsupported`, problems only) tells nothing of the rules; one with a problem on some
 * request and a wrong value on another still tells by that value (its problem requests are passed over).
 */
function comparable(answered: readonly AnsweredVector[], rules: Oracle): AnsweredVector[] {
  return answered.flatMap((a) => {
    if (a.passed || a.engineProblem || !a.keys.some((k) => k !== null)) return [];
    if (!a.keys.some(isProblem)) return [a];
    const played = { ...a, keys: a.keys.map((k) => (isProblem(k) ? null : k)) };
    return played.keys.some((k) => k !== null) && rules.agrees(played, []) === false ? [played] : [];
  });
}

/** The feature of the vectors the engine failed that separates them from the ones it passed, if one does. */
function separating(
  game: AnyGame,
  rules: Oracle,
  failed: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): ProblemEvidence | null {
  const counts = featureCounts(game, failed, passing, (a) => rules.spec(a), rules.keying.conformance.tagRules);
  return problemEvidence(counts, failed.length, passing.length);
}

const problemHeadline = (problems: ProblemEvidence, passing: number, failedBy = "could not answer"): Headline => ({
  kind: "named",
  by: "problems",
  rules: problems.feature.rules,
  groups: [problems.feature.rules],
  candidates: problems.feature.rules,
  text:
    `the engine fails ${whereOf(problems.feature)}: every vector it ${failedBy} has it, and ` +
    (problems.passes ? `only ${problems.passes} of the ${plural(passing, "vector")} it passed` : "no vector it passed"),
});

/** "once in a million": the chance of a shared reading by accident, to a power of ten. */
function onceIn(chance: number): string {
  const power = Math.min(9, Math.floor(-Math.log10(chance)));
  const words: Record<number, string> = { 6: "a million", 7: "10 million", 8: "100 million", 9: "a billion" };
  return `less than once in ${words[power] ?? (10 ** power).toLocaleString("en")}`;
}

/** The interpretation whose one reading every failure is run under. */
function readingHeadline(r: SharedReading, failures: number, passing: number, candidates: readonly string[]): Headline {
  const rules = r.count.feature.rules;
  return {
    kind: "named",
    by: "evidence",
    rules,
    groups: [rules],
    candidates: [...new Set([...rules, ...candidates])].slice(0, MAX_EVIDENCE),
    text:
      `${rules.join(", ")} is broken: all ${plural(failures, "failure")} play out ${whereOf(r.count.feature)}, ` +
      `as only ${r.count.passes} of the ${plural(passing, "vector")} passed do (by chance, ${onceIn(r.chance)}); ` +
      "no reading of the rules reproduces them",
  };
}

/** The rule the cause evidence singles out; an edition with the one rule it changes that the failures cite too (edition-rules.ts). */
const causeHeadline = (
  e: RuleEvidence,
  failures: string,
  candidates: readonly string[],
  behind: string | null = null,
): Headline => ({
  kind: "named",
  by: "evidence",
  rules: behind ? [behind, e.rule] : [e.rule],
  groups: [behind ? [behind, e.rule] : [e.rule]],
  candidates,
  text: behind
    ? `${behind} as ${e.rule} changes it is broken: the first differing value of ${e.cause} of ${failures} rests on ` +
      `${e.rule}, the edition behind ${behind}'s value there, though no reading of the rules reproduces them all`
    : `${e.rule} is broken: the first differing value of ${e.cause} of ${failures} rests on it, though no reading of the rules reproduces them all`,
});

/** One rule point as the editions print it, cited on most first differing values. */
const standInHeadline = (e: StandInEvidence, failures: string, candidates: readonly string[]): Headline => ({
  kind: "named",
  by: "evidence",
  rules: [...e.rules],
  groups: [[...e.rules]],
  candidates,
  text:
    `${e.rules.join(" or ")} (one rule point, printed as ${e.rules.length} rules by the editions) is broken: the first ` +
    `differing value of ${e.cause} of ${failures} rests on one of them, though no reading of the rules reproduces them all`,
});

/** The rules a tag value rests on, where the engine fails nearly every vector with it and none without. */
const tagHeadline = (w: WholeTag, candidates: readonly string[]): Headline => ({
  kind: "named",
  by: "evidence",
  rules: w.rules,
  groups: [w.rules],
  candidates: [...new Set([...w.rules, ...candidates])].slice(0, MAX_EVIDENCE),
  text:
    `${w.rules.join(", ")} is broken: the engine fails ${w.failedPositive} of the ${plural(w.positive, "vector")} ` +
    `${w.says} whose event the rules allow, and only vectors ${w.says}; no one rule's values or reading explain them`,
});

/**
 * The rule of a hypothesis that explains a good share of the failures and every pass, with what
 * else backs it: the differing values that rest on it, or the engine's refusals it outweighs.
 */
function partHeadline(fit: ReadingFit, failures: string, candidates: readonly string[], backing: string): Headline {
  const h = fit.hypotheses[0]!;
  return {
    kind: "named",
    by: "evidence",
    rules: h.rules,
    groups: [h.rules],
    candidates,
    text:
      `${ruleChain(h).join(" under ")} is broken: read as ${h.title}, it gives the engine's answers on ${fit.explains} ` +
      `of ${failures} and on every pass; ${backing}; no reading of the rules reproduces the rest`,
  };
}

/**
 * Diagnose a run: the hypotheses (or the smallest set of them) that reproduce the engine's answers
 * on every failing vector and agree with its passing ones; else the rule the cause evidence singles
 * out; else no rule, with the candidates.
 * @param answered every vector the engine answered (passed or failed; unsupported and skipped ones left out).
 * @param engineProblems how many failing vectors failed only by engine problems.
 */
export function diagnose(
  game: AnyGame,
  keying: Keying,
  answered: readonly AnsweredVector[],
  dictionary: FaultDictionary | null = null,
  engineProblems = 0,
): Diagnosis {
  const rules = new Oracle(game, keying, null);
  const failing = comparable(answered, rules);
  const passing = answered.filter((a) => a.passed);
  const failed = answered.filter((a) => !a.passed);
  const base = {
    failures: failing.length,
    passes: passing.length,
    found: [],
    partial: [],
    evidence: [],
    problems: null,
  };
  const noTries = { singles: 0, sets: 0, lookedUp: 0, replayed: 0 };
  if (!failing.length) {
    const engine = engineProblems > 0 || failed.length > 0;
    if (!engine)
      return {
        ...base,
        headline: { kind: "none", by: null, rules: [], groups: [], candidates: [], text: "" },
        tried: noTries,
      };
    const problems = separating(game, rules, failed, passing);
    const headline: Headline = problems
      ? problemHeadline(problems, passing.length)
      : {
          kind: "engine",
          by: null,
          rules: [],
          groups: [],
          candidates: [],
          text: "the engine did not answer properly (no rule is to blame)",
        };
    return { ...base, problems, headline, tried: noTries };
  }
  const hypotheses = hypothesesOf(game);
  const current =
    dictionary &&
    sameList(
      dictionary.hypotheses,
      hypotheses.map((h) => h.id),
    )
      ? dictionary
      : null;
  const oracle = new Oracle(game, keying, current);
  const singles = hypotheses.flatMap((h) => {
    const fit = fitOf(oracle, [h], failing, passing);
    return fit ? [{ h, fit }] : [];
  });
  const whole = (f: ReadingFit) =>
    f.explains === failing.length && f.contradicts === 0 && f.explains >= MIN_HYPOTHESIS_FAILURES;
  const useful = singles
    .filter((s) => s.fit.explains > 0 && s.fit.contradicts === 0)
    .sort((a, b) => b.fit.explains - a.fit.explains);
  let found = singles.filter((s) => whole(s.fit)).map((s) => s.fit);
  // One that explains every failure but contradicts passes may hold in one edition or reading only.
  if (!found.length) found = narrowedFits(game, oracle, singles, failing, passing);
  let by: Headline["by"] = found.length ? "hypothesis" : null;
  let sets = 0;
  if (!found.length) {
    const r = smallestSets(oracle, useful.slice(0, MAX_SET_CANDIDATES), failing, passing);
    found = r.found;
    sets = r.tried;
    if (found.length) by = "hypotheses";
  }
  const partial = found.length ? [] : useful.slice(0, MAX_PARTIAL).map((s) => s.fit);
  const evidence = evidenceOf(
    failing,
    useful.map((s) => s.fit),
  );
  const kinds = new Map(game.ruleset.rules.map((r) => [r.id as string, r.kind]));
  const tried = { singles: singles.length, sets, lookedUp: oracle.lookedUp, replayed: oracle.replayed };
  const candidates = [...new Set([...rulesOf(found), ...evidence.map((e) => e.rule)])].slice(0, MAX_EVIDENCE);
  const failures = plural(failing.length, "failure");
  let headline: Headline;
  let problems: ProblemEvidence | null = null;
  const mostlyProblems = 2 * failed.filter((a) => a.engineProblem || a.keys.some(isProblem)).length >= failed.length;
  const agreed = found.length ? agreedRules(found) : null;
  if (agreed) {
    const f = found[0]!;
    headline = {
      kind: "named",
      by,
      rules: agreed,
      groups: faultsOf(f).map((hs) => [...new Set(hs.flatMap((h) => h.rules))]),
      candidates,
      text:
        found.length > 1 || faultsOf(f).length === 1
          ? `the engine plays ${fitName(f)}`
          : `${faultsOf(f).length} faults at once: ${fitName(f)}`,
    };
  } else if (found.length) {
    // Tied readings: where the failures are mostly problems, what the failed vectors share may pick one.
    const tied = rulesOf(found);
    problems = mostlyProblems ? separating(game, rules, failed, passing) : null;
    if (problems && !problems.feature.rules.every((r) => tied.includes(r))) problems = null;
    headline = problems
      ? { ...problemHeadline(problems, passing.length, "failed"), candidates }
      : {
          kind: "abstained",
          by: null,
          rules: [],
          groups: [],
          candidates,
          text: `${found.length} different readings explain every failure and the vectors cannot tell them apart (candidates below)`,
        };
  } else {
    // Where thefts are compared before positions, a position is the evidence only when the thefts
    // agree: a rule every position rests on is then cited for a move the thefts do not explain.
    const thefts = keying.withThefts && keying.conformance.theftsField !== undefined;
    const backgroundRules = new Set(game.ruleset.rules.filter((r) => r.background).map((r) => r.id as string));
    const background = thefts ? new Set<string>() : backgroundRules;
    // Failures confined to one reading say which interpretation is played wrong more surely than
    // the values cited (a mistake in a reading's branch shows in whatever rule it then breaks).
    const reading = sharedReading(game, failing, passing);
    const single = reading
      ? null
      : singledOut(evidence, failing.length, kinds, background, confinedBackground(backgroundRules, failing, passing));
    const singled = evidence.find((x) => x.rule === single);
    const overruled = singled ? claimOverruled(singled, useful, failing.length) : null;
    const rule = overruled ? null : single;
    const e = overruled ? undefined : singled;
    const part = rule || reading || overruled ? null : partlyExplained(useful, evidence, failing.length);
    // No value points at one rule: where the failures are mostly problems (values the engine could
    // not give), what the failed vectors have in common and the passed ones lack may. Among value
    // failures, a choice they share marks where the mistake shows, not which rule it is in (a
    // reading they share is taken above).
    problems =
      rule || part || reading || overruled || !mostlyProblems ? null : separating(game, rules, failed, passing);
    // Still nothing: the rules one rule point is printed as in different editions may be cited
    // together on most failures; or failures on nearly every vector of one tag value say the part
    // of the game it stands for is played wrong as a whole.
    const named = rule || part || reading || overruled || problems;
    const causes = new Map(evidence.map((x) => [x.rule, countedCause(x, background)]));
    const standIn = named ? null : standInEvidence(failing, standInsOf(game), causes, causeNeeded(failing.length));
    const tagWide = named || standIn ? null : wholeTag(failed, answered, keying.conformance.tagRules);
    headline = problems
      ? { ...problemHeadline(problems, passing.length, "failed"), candidates }
      : reading
        ? readingHeadline(reading, failing.length, passing.length, candidates)
        : rule && e
          ? causeHeadline(
              e,
              failures,
              candidates,
              kinds.get(e.rule) === "edition" ? ruleBehindEdition(game, e.rule, causes) : null,
            )
          : overruled && singled
            ? partHeadline(
                overruled,
                failures,
                candidates,
                `the engine's refusals name the check that met the consequence (${singled.claimed} under ${singled.rule})`,
              )
            : part
              ? partHeadline(part.fit, failures, candidates, `the first differing value of ${part.cause} rests on it`)
              : standIn
                ? standInHeadline(standIn, failures, candidates)
                : tagWide
                  ? tagHeadline(tagWide, candidates)
                  : {
                      kind: "abstained",
                      by: null,
                      rules: [],
                      groups: [],
                      candidates,
                      text: `the evidence does not single out one rule (${plural(Math.min(candidates.length, MAX_EVIDENCE), "candidate")} below)`,
                    };
  }
  return { ...base, found, partial, evidence: evidence.slice(0, MAX_EVIDENCE), headline, problems, tried };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
