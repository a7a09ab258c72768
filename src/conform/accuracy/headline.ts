// What one mutant's `conform` run comes to for the accuracy measurement: whether the suite sees it
// at all (a case), and what the report's first line names. The only place that reads the report's
// diagnosis, so a change in how the diagnosis is shaped is one line here.
import type { DiagnosisInput } from "../diagnosis-input.js";
import type { ConformResult } from "../index.js";

/** The first line of a report, as the measurement scores it. */
export interface Headline {
  /** `named`: `rules`; `abstained`: no rule singled out; `engine`: engine problems only; `none`: nothing failed. */
  readonly kind: "named" | "abstained" | "engine" | "none";
  /** The rule ids the first line names (empty unless named). */
  readonly rules: readonly string[];
  /** The same by fault: each hypothesis's rules (a rule of play with the edition or reading behind it), or the one rule the evidence names. */
  readonly groups: readonly (readonly string[])[];
  /** Candidate rules, best first. */
  readonly candidates: readonly string[];
}

/** One mutant's run, as the worker records it. */
export interface MutantRun {
  /** Whether the report fails (some vector failed, or none could be run, or the engine never started). */
  readonly isCase: boolean;
  readonly passed: number;
  readonly failed: number;
  readonly selected: number;
  readonly headline: Headline;
  /** Seconds the run took (conform's own count; 0 when the engine never started). */
  readonly seconds: number;
  /** Why nothing was run (the engine could not start), when so. */
  readonly message?: string;
  /** The evidence per rule and the headline's words, for reading a miss. */
  readonly evidence?: readonly { readonly rule: string; readonly cause: number; readonly explained: number }[];
  readonly text?: string;
  /** What the diagnosis read, kept with `--keep-answers` so the case can be diagnosed again (`--rediagnose`). */
  readonly input?: DiagnosisInput;
  /** A fingerprint of that input (ceiling.ts): runs that read alike are diagnosed alike. */
  readonly answers?: string;
}

/**
 * Read a conform result. An engine that cannot even start is an engine problem the suite sees; its
 * one line names a rule when the hello is wrong about one (a reading it lists that the rule lacks).
 */
export function mutantRunOf(result: ConformResult): MutantRun {
  if (!result.ok)
    return {
      isCase: true,
      passed: 0,
      failed: 0,
      selected: 0,
      headline: result.rules?.length
        ? { kind: "named", rules: [...result.rules], groups: [[...result.rules]], candidates: [...result.rules] }
        : { kind: "engine", rules: [], groups: [], candidates: [] },
      seconds: 0,
      message: result.message,
    };
  const r = result.report;
  const { kind, rules, groups, candidates } = r.diagnosis.headline;
  return {
    // The verdict line fails when a vector fails or when no vector could be run at all.
    isCase: r.totals.failed > 0 || r.totals.passed === 0,
    passed: r.totals.passed,
    failed: r.totals.failed,
    selected: r.totals.selected,
    headline: { kind, rules: [...rules], groups: groups.map((g) => [...g]), candidates: [...candidates] },
    seconds: r.seconds,
    evidence: r.diagnosis.evidence.map((e) => ({ ...e })),
    text: r.diagnosis.headline.text,
  };
}
