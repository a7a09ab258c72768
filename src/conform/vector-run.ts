// One vector's run: the requests it sends, the failures the judges (judges/) record with the rules
// each is blamed on, the state comparison the apply and listing judges share, and the vector's
// result with its cause evidence for the diagnosis.

import { own } from "../dsl/own.js";
import type { PathStep } from "../dsl/ruleset.js";
import type { BlameContext, GameConformance, StateDifference } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { printable } from "../oracle/input-error.js";
import type { Job } from "./answer-keys.js";
import { blameThefts, blameValue, outcomeDecidedBy, type Replay, replayChoices } from "./blame.js";
import { differences, MAX_DIFFERENCES, segmentsText, theftDifferences } from "./compare.js";
import type { Hello } from "./protocol.js";
import type { EngineProblemKind, Failure, ReportedDifference, VectorResult } from "./report.js";
import { comparedState, type ListedVector, type ReadyVector } from "./vectors.js";

/** Failing requests kept per vector, besides one for each rule only later ones are blamed on (all are counted and blamed). */
const KEPT_FAILURES = 4;

export const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
export const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
/** A JSON value as a report shows it, cut short. */
export const shown = (v: unknown): string =>
  v === undefined ? "nothing" : printable(JSON.stringify(v) ?? String(v), 200);

/** What an engine's reply said of itself: its type, and the rule and message it gave. */
export interface Said {
  readonly type: string;
  readonly rule?: string;
  readonly message?: string;
}

/** One vector's run: its requests, and the failures the judges record, each blamed. */
/** A field the rules give in `expected` that an engine's compared state `mine` leaves out, or null. */
export const missingField = (
  mine: Readonly<Record<string, unknown>>,
  expected: Readonly<Record<string, unknown>>,
): string | null =>
  Object.keys(expected).find((f) => own(expected, f) !== undefined && own(mine, f) === undefined) ?? null;

export class VectorRun {
  readonly failures: Failure[] = [];
  readonly notes: string[] = [];
  unsupported: string | null = null;
  private readonly replays = new Map<number, Replay>();
  readonly withThefts: boolean;

  constructor(
    private readonly game: AnyGame,
    readonly conformance: GameConformance,
    private readonly hello: Hello,
    readonly v: ReadyVector,
  ) {
    this.withThefts = hello.identity === "outcomes" && conformance.theftsField !== null;
  }

  jobs(): Job[] {
    if (this.v.kind === "negative") return [{ request: "apply", choices: this.v.choices }];
    const applies: Job[] = this.v.outcomes.map((o, i) => ({ request: "apply", outcome: i, choices: o.choices }));
    return this.hello.outcomes ? [...applies, { request: "outcomes", choices: [] }] : applies;
  }

  replay(i: number): Replay {
    let r = this.replays.get(i);
    if (!r) {
      r = replayChoices(this.v, this.v.outcomes[i]!.choices);
      this.replays.set(i, r);
    }
    return r;
  }

  private choiceTexts(choices: readonly PathStep[]): string[] {
    return choices.map((c) => {
      try {
        return printable(this.game.describe.choice(c), 300);
      } catch {
        return printable(JSON.stringify(c), 300);
      }
    });
  }

  where(job: Job): string {
    const n = this.v.outcomes.length;
    return job.request === "outcomes"
      ? "outcomes"
      : this.v.kind === "negative" || job.outcome === undefined
        ? "apply"
        : `apply (outcome ${job.outcome + 1} of ${n})`;
  }

  add(
    job: Job,
    f: Omit<Failure, "request" | "choices" | "choiceTexts" | "outcome" | "of"> & {
      choices?: readonly PathStep[];
      outcome?: number;
    },
  ): void {
    const choices = f.choices ?? job.choices;
    const outcome = f.outcome ?? job.outcome;
    this.failures.push({
      request: job.request,
      ...(outcome !== undefined ? { outcome: outcome + 1, of: this.v.outcomes.length } : {}),
      ...f,
      choices,
      choiceTexts: this.choiceTexts(choices),
    } as Failure);
  }

  /** The engine did not answer properly (no rule is blamed). */
  engineFailure(job: Job, kind: EngineProblemKind, message: string, stderr: readonly string[] = []): void {
    this.add(job, {
      kind: "engine",
      summary: `${this.where(job)}: ${message}`,
      differences: [],
      moreDifferences: 0,
      blame: [],
      problem: { kind, message, stderr },
    });
  }

  /** The compared fields of an engine's `state`. */
  engineState(state: unknown): Record<string, unknown> {
    return this.conformance.fromReply && isRecord(state)
      ? this.conformance.fromReply(state)
      : comparedState(this.conformance, state);
  }

  /**
   * Why a state reply cannot be compared value by value (a compared field left out, a field of
   * another JSON type than the rules' value, thefts that are not a list), or null: such a reply is
   * an engine problem, not a difference some rule decides (a state without `bagTiles` says nothing
   * of RB-SETUP-TILES).
   */
  malformed(i: number, engineState: unknown, engineThefts: unknown): string | null {
    const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "list" : typeof v);
    const mine = this.engineState(engineState);
    const expected = comparedState(this.conformance, this.v.outcomes[i]);
    for (const [field, rules] of Object.entries(expected)) {
      const engine = own(mine, field);
      if (engine === undefined || rules === undefined) continue;
      // A field the rules give as an object or a list must come as one (null stands for "none" in some games).
      if ((kind(rules) === "object" || kind(rules) === "list") && kind(engine) !== kind(rules))
        return `${field} is ${shown(engine)} (a ${kind(engine)}), where the rules give a ${kind(rules)}`;
    }
    if (this.withThefts && engineThefts !== undefined && !Array.isArray(engineThefts))
      return `${this.conformance.theftsField} is ${shown(engineThefts)}, not a list of thefts`;
    const missing = missingField(mine, expected);
    return missing && `${missing} is missing from its state`;
  }

  /** The compared state and thefts of an engine's answer against outcome `i`: the differences, each blamed. */
  compare(i: number, engineState: unknown, engineThefts: unknown): ReportedDifference[] {
    const outcome = this.v.outcomes[i]!;
    const mine = this.engineState(engineState);
    const expected = comparedState(this.conformance, outcome);
    const diffs = differences(mine, expected);
    const groups = this.withThefts
      ? theftDifferences(this.conformance, engineThefts, own(outcome, this.conformance.theftsField!))
      : [];
    if (!diffs.length && !groups.length) return [];
    const replay = this.replay(i);
    const context: BlameContext = {
      spec: this.v.spec,
      event: this.v.event,
      effects: replay.effects,
      engine: mine,
      expected,
    };
    const fallback = outcomeDecidedBy(outcome, replay);
    const out: ReportedDifference[] = diffs.map((d: StateDifference) => ({
      path: segmentsText(d.segments),
      text:
        this.conformance.describeDifference?.(d) ??
        `${segmentsText(d.segments)}: the engine says ${shown(d.engine)}, the rules give ${shown(d.rules)}`,
      engine: d.engine,
      rules: d.rules,
      blame: blameValue(this.conformance, d, context, replay, fallback),
    }));
    const field = this.conformance.theftsField ?? "thefts";
    for (const g of groups) {
      const engine = Array.isArray(engineThefts) ? g.engine : undefined;
      const path = g.actor ? `${field}[${JSON.stringify(g.actor)}]` : field;
      out.push({
        path,
        text: `${g.actor ? `${field} by ${g.actor}` : field}: the engine lists ${shown(engine)}, the rules give ${shown(g.rules)}`,
        engine,
        rules: g.rules,
        blame: blameThefts(this.conformance, g.actor, g.engine, g.rules, context, replay, fallback),
      });
    }
    return out;
  }

  stateFailure(
    job: Job,
    i: number,
    diffs: readonly ReportedDifference[],
    summary: string,
    kind: "state" | "extra",
    choices?: readonly PathStep[],
  ): void {
    this.add(job, {
      kind,
      summary,
      differences: diffs.slice(0, MAX_DIFFERENCES),
      moreDifferences: Math.max(0, diffs.length - MAX_DIFFERENCES),
      blame: unique(diffs.flatMap((d) => d.blame)),
      ...(choices ? { choices, outcome: i } : {}),
    });
  }

  /**
   * The rule ids cited on the first value that differs (the cause evidence of the diagnosis): the
   * first differing value of the first failure that has one, else the first failure's own blame;
   * `claimed` when they are the rule the engine's own refusal named instead (with the rules that
   * give what the refused pick does, after it).
   */
  evidence(): { rules: string[]; claimed: boolean } {
    const failures = this.failures.filter((f) => f.kind !== "engine");
    // An engine that refused what the rules allow names the rule it applied: where that is one of
    // the game's rules, it is where the engine's mistake is (a wrong limit, a wrong target check).
    const refusal = failures.find((f) => f.kind === "refused" && f.engineSaid?.rule !== undefined);
    const claimed = refusal?.engineSaid?.rule;
    if (claimed !== undefined && this.game.ruleset.rules.some((r) => r.id === claimed)) {
      // A refusal under the decision's own rule (MR-ACT-CHOOSE) says only that the pick is not
      // allowed: what the pick does is its own rules' (a plan's actions), where the mistake may as
      // well be. A refusal under a narrower rule (MR-ACT-BARD-ALONE) already says which.
      const replay = refusal?.outcome !== undefined ? this.replay(refusal.outcome - 1) : null;
      const decisions = replay?.choiceRules.filter((r) => !replay.pickRules.includes(r)) ?? [];
      const picks = replay && decisions.includes(claimed) ? replay.pickRules : [];
      return { rules: unique([claimed, ...picks]), claimed: true };
    }
    // Where the engine computes every outcome it is told the choices of and only its listing
    // differs, what it gets wrong is which options it offers: the decisions leading to an outcome
    // it does not list are the evidence, not the values of an outcome it lists instead.
    const missing = failures.every((f) => f.request === "outcomes")
      ? failures.find((f) => f.kind === "missing")
      : undefined;
    if (missing) return { rules: [...missing.blame], claimed: false };
    const valued = failures.find((f) => f.differences.length > 0);
    // Where the engine lists thefts, a theft that differs is the cause the positions only follow
    // from (a figure is off because a robber stole otherwise), so it is the evidence when there is one.
    const field = this.conformance.theftsField;
    const theft = field
      ? valued?.differences.find((d) => d.path === field || d.path.startsWith(`${field}[`))
      : undefined;
    return { rules: [...((theft ?? valued?.differences[0])?.blame ?? failures[0]?.blame ?? [])], claimed: false };
  }

  result(): VectorResult {
    const v = this.v;
    // A vector every engine must pass (no reading matters), in an edition, event kind and readings
    // the engine's hello says it plays: answering `unsupported` to it is not playing the rules.
    if (this.unsupported !== null && v.tags.required && !this.failures.length)
      this.engineFailure(
        { request: "apply", choices: v.kind === "negative" ? v.choices : [] },
        "unsupported",
        `${this.unsupported}, although the vector is required (it depends on no reading) and the engine's hello says it plays its edition, event kind and tags`,
      );
    const failed = this.failures.length > 0;
    const blame = unique(this.failures.flatMap((f) => f.blame));
    const onlyEngine = failed && this.failures.every((f) => f.kind === "engine");
    const status = failed ? "failed" : this.unsupported !== null ? "unsupported" : "passed";
    return {
      ...baseResult(v),
      status,
      ...(status === "unsupported" ? { reason: this.unsupported! } : {}),
      failures: kept(this.failures),
      failedRequests: this.failures.length,
      blame,
      ...(onlyEngine ? { engineProblem: this.failures[0]!.problem!.kind } : {}),
      notes: this.notes,
    };
  }
}

/** The first few failures, and for every rule blamed only later, the first failure blamed on it. */
function kept(failures: readonly Failure[]): Failure[] {
  const out = failures.slice(0, KEPT_FAILURES);
  for (const f of failures.slice(KEPT_FAILURES))
    if (f.blame.some((r) => !out.some((k) => k.blame.includes(r)))) out.push(f);
  return out;
}

/** The fields every result of a vector carries. */
export function baseResult(
  v: ListedVector,
): Pick<VectorResult, "id" | "file" | "kind" | "edition" | "event" | "rules"> {
  return { id: v.id, file: v.file, kind: v.kind, edition: v.tags.edition ?? null, event: v.tags.event, rules: v.rules };
}
