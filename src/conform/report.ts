// The conformance report: each vector's result, counts per edition and per rule, and the minimal
// explanation of the failures (the fewest rules whose blame covers every failing vector, each with
// its first failing vector and the diff that shows it). Text, JSON and HTML are renderings of it.
import { own, setOwn } from "../dsl/own.js";
import type { PathStep } from "../dsl/ruleset.js";
import { minimalExplanation } from "./blame.js";
import type { Diagnosis } from "./diagnose.js";
import { ruleChain } from "./hypotheses.js";
import type { Hello } from "./protocol.js";

/** The format of the JSON report. */
export const REPORT_FORMAT = "conform-report/1";

/** One value that differs, in words, with the rules it is blamed on. */
export interface ReportedDifference {
  /** Where (`figures.green.meeple`, `steals[green]`). */
  readonly path: string;
  /** In words: "green's meeple: the engine says 22, the rules give 23". */
  readonly text: string;
  /** What the engine says (absent: it leaves the value out). */
  readonly engine: unknown;
  /** What the rules give. */
  readonly rules: unknown;
  /** The rule ids the difference is blamed on. */
  readonly blame: readonly string[];
}

/** How an engine failed to answer, as reported. */
export type EngineProblemKind =
  | "crash"
  | "timeout"
  | "garbage"
  | "error"
  | "bad-reply"
  | "restart"
  | "not-run"
  | "unsupported";

/** One failing request of a vector (or the engine's failure to answer it). */
export interface Failure {
  /**
   * `state`: the state (or thefts) after `apply` differs; `refused`: the engine refused what the
   * rules allow; `accepted`: it accepted what the rules refuse (negative vector); `missing` /
   * `extra`: its `outcomes` listing lacks an outcome / lists one the rules do not give;
   * `engine`: it did not answer properly (see `problem`).
   */
  readonly kind: "state" | "refused" | "accepted" | "missing" | "extra" | "engine";
  /** The request that failed (`hello`: the engine could not be started again). */
  readonly request: "apply" | "outcomes" | "hello";
  /** The vector outcome concerned, 1-based. */
  readonly outcome?: number;
  /** How many outcomes the vector has. */
  readonly of?: number;
  /** The choices sent (or of the outcome concerned). */
  readonly choices: readonly PathStep[];
  /** The choices in words. */
  readonly choiceTexts: readonly string[];
  /** One line: what is wrong. */
  readonly summary: string;
  /** The values that differ (the first few), each blamed. */
  readonly differences: readonly ReportedDifference[];
  /** Differing values not listed. */
  readonly moreDifferences: number;
  /** The rules this failure is blamed on ([] for an engine problem). */
  readonly blame: readonly string[];
  /** What the engine said, for a refusal or an error. */
  readonly engineSaid?: { readonly type: string; readonly rule?: string; readonly message?: string };
  /** For `engine` failures: what went wrong, and the engine's last lines on standard error. */
  readonly problem?: { readonly kind: EngineProblemKind; readonly message: string; readonly stderr: readonly string[] };
}

/** Counts of vectors. */
export interface Counts {
  /** Every request agreed with the rules. */
  passed: number;
  /** A request did not, or the engine did not answer properly. */
  failed: number;
  /** In the skip list. */
  skipped: number;
  /** The engine does not play it (its hello, or an `unsupported` answer). */
  unsupported: number;
}

/** What became of one selected vector. */
export interface VectorResult {
  /** The vector's id. */
  readonly id: string;
  /** Its file. */
  readonly file: string;
  /** Positive (outcomes to reproduce) or negative (to be refused). */
  readonly kind: "positive" | "negative";
  /** Its edition (null for a game without editions). */
  readonly edition: string | null;
  /** Its event's kind. */
  readonly event: string;
  /** Rule ids it exercises. */
  readonly rules: readonly string[];
  /** What became of it. */
  readonly status: keyof Counts;
  /** Why it was skipped or is unsupported. */
  readonly reason?: string;
  /** Its first failing requests, and the first one blamed on each rule of `blame` (`failedRequests` counts them all). */
  readonly failures: readonly Failure[];
  /** How many of its requests failed. */
  readonly failedRequests: number;
  /** The union of its failures' blame. */
  readonly blame: readonly string[];
  /** When it failed only because the engine did not answer properly. */
  readonly engineProblem?: EngineProblemKind;
  /** Remarks (another refusing rule named, a reading replaced, outcomes not compared...). */
  readonly notes: readonly string[];
}

/** One rule's line of the report. */
export interface RuleCounts extends Counts {
  /** The rule id. */
  readonly id: string;
  /** Failing vectors that exercise it but are explained by other rules (or by engine problems). */
  readonly otherFailures: number;
  /**
   * `fails`: named by the explanation; `passes`: not named, and exercised by passing vectors;
   * `masked`: not named, exercised only by vectors that fail for other reasons; `not run`: exercised
   * only by skipped or unsupported vectors.
   */
  readonly verdict: "fails" | "passes" | "masked" | "not run";
}

/** A rule of the minimal explanation. */
export interface ExplainingRule {
  /** The rule id. */
  readonly rule: string;
  /** Rules that covered as many failing vectors, exercised by as many passing ones, when this one was picked: a tie (by id). */
  readonly tiedWith: readonly string[];
  /** The failing vectors it covers. */
  readonly vectors: readonly string[];
  /** Its first failing vector, and the failure of it that is blamed on this rule. */
  readonly first: {
    readonly vector: string;
    readonly edition: string | null;
    readonly event: string;
    readonly failure: Failure;
  };
}

/** The whole report. */
export interface ConformReport {
  /** `conform-report/1`. */
  readonly format: typeof REPORT_FORMAT;
  /** The game's id. */
  readonly game: string;
  /** The engine's command line and what its hello says. */
  readonly engine: { readonly command: string; readonly hello: Hello };
  /** Where the vectors came from. */
  readonly vectorsDir: string;
  /** The per-reply timeout. */
  readonly timeoutMs: number;
  /** How long the run took. */
  readonly seconds: number;
  /** Counts over the selected vectors. */
  readonly totals: Counts & { readonly selected: number };
  /** Counts per edition (`(no editions)` for a game without). */
  readonly editions: Readonly<Record<string, Counts>>;
  /** Counts per rule, over the vectors that exercise it, sorted by id. */
  readonly rules: readonly RuleCounts[];
  /** Which rule(s) the engine breaks: the hypotheses that reproduce its answers, else the cause evidence, else an abstention. */
  readonly diagnosis: Diagnosis;
  /** The fewest rules whose blame covers every failing vector that is blamed on a rule (ties named). */
  readonly explanation: readonly ExplainingRule[];
  /** Failing vectors blamed on no rule: the engine did not answer properly. */
  readonly engineProblems: readonly VectorResult[];
  /** Every selected vector's result, in file order. */
  readonly vectors: readonly VectorResult[];
  /** Remarks on the whole run. */
  readonly notes: readonly string[];
}

const zero = (): Counts => ({ passed: 0, failed: 0, skipped: 0, unsupported: 0 });

/** Build the report from the vectors' results. */
export function buildReport(parts: {
  game: string;
  command: string;
  hello: Hello;
  vectorsDir: string;
  timeoutMs: number;
  seconds: number;
  results: readonly VectorResult[];
  notes: readonly string[];
  diagnosis: Diagnosis;
}): ConformReport {
  const { results } = parts;
  const totals = { selected: results.length, ...zero() };
  const editions: Record<string, Counts> = {};
  for (const r of results) {
    totals[r.status]++;
    const e = r.edition ?? "(no editions)";
    const counts = own(editions, e) ?? zero();
    setOwn(editions, e, counts);
    counts[r.status]++;
  }
  const failing = results.filter((r) => r.status === "failed");
  const passing = new Map<string, number>();
  for (const r of results)
    if (r.status === "passed") for (const id of r.rules) passing.set(id, (passing.get(id) ?? 0) + 1);
  const chosen = minimalExplanation(
    failing.map((r) => ({ id: r.id, blame: r.blame })),
    passing,
  );
  const explanation: ExplainingRule[] = chosen.map(({ rule, tiedWith }) => {
    const covered = failing.filter((r) => r.blame.includes(rule));
    const first = covered[0]!;
    const failure = first.failures.find((f) => f.blame.includes(rule)) ?? first.failures[0]!;
    return {
      rule,
      tiedWith,
      vectors: covered.map((r) => r.id),
      first: { vector: first.id, edition: first.edition, event: first.event, failure },
    };
  });
  // The diagnosis, when it found one reading, says which rules fail and on which vectors; otherwise
  // the minimal explanation does.
  const diagnosed = parts.diagnosis.found.length === 1 ? parts.diagnosis.found[0]! : null;
  // The rules read wrongly; an edition whose value they take where it does not hold is named in the headline only.
  const named = new Set(diagnosed ? diagnosed.hypotheses.flatMap((h) => ruleChain(h)) : chosen.map((c) => c.rule));
  const explains = (id: string, r: VectorResult) =>
    diagnosed ? named.has(id) && diagnosed.explained.includes(r.id) : named.has(id) && r.blame.includes(id);
  // A rule the explanation names counts as failing even where no vector lists it among the rules it
  // exercises (it was consulted, not decisive, in the rules' outcomes: RB-ROGUE-NOSTEAL, say).
  const ruleIds = [...new Set([...results.flatMap((r) => r.rules), ...named])].sort();
  const rules: RuleCounts[] = ruleIds.map((id) => {
    const c = zero();
    let otherFailures = 0;
    for (const r of results) {
      const blamed = r.status === "failed" && explains(id, r);
      if (!r.rules.includes(id) && !blamed) continue;
      if (r.status !== "failed") c[r.status]++;
      else if (blamed) c.failed++;
      else otherFailures++;
    }
    const verdict = c.failed > 0 ? "fails" : c.passed > 0 ? "passes" : otherFailures > 0 ? "masked" : "not run";
    return { id, ...c, otherFailures, verdict };
  });
  return {
    format: REPORT_FORMAT,
    game: parts.game,
    engine: { command: parts.command, hello: parts.hello },
    vectorsDir: parts.vectorsDir,
    timeoutMs: parts.timeoutMs,
    seconds: parts.seconds,
    totals,
    editions,
    rules,
    diagnosis: parts.diagnosis,
    explanation,
    engineProblems: failing.filter((r) => r.blame.length === 0),
    vectors: results,
    notes: parts.notes,
  };
}
