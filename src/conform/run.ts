// `conform`: run an engine under test against a game's vectors over the conformance protocol. One
// engine process answers every vector (each vector's requests are streamed to it at once); one
// that crashes, hangs or writes garbage fails the vector it was on (named in the report) and is
// started again for the next. Each failure is blamed on rules (src/conform/blame.ts), and the
// report names the fewest rules that explain every failure.
import type { PathStep } from "../dsl/ruleset.js";
import type { BlameContext, GameConformance, StateDifference } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { printable } from "../oracle/input-error.js";
import { engineKey, type Job, type Keying } from "./answer-keys.js";
import { blameThefts, blameValue, outcomeDecidedBy, type Replay, replayChoices } from "./blame.js";
import { differences, MAX_DIFFERENCES, outcomeKey, segmentsText, theftDifferences } from "./compare.js";
import { type AnsweredVector, type Diagnosis, diagnose } from "./diagnose.js";
import { type Answer, Engine } from "./engine.js";
import type { FaultDictionary } from "./fault-dictionary.js";
import { type Hello, helloProblem, PROTOCOL, planFor, readHello } from "./protocol.js";
import {
  buildReport,
  type ConformReport,
  type EngineProblemKind,
  type Failure,
  type ReportedDifference,
  type VectorResult,
} from "./report.js";
import { comparedState, type ListedVector, type ReadyVector } from "./vectors.js";

/** What `runConformance` needs besides the game and its adapter. */
export interface RunOptions {
  /** The engine's command line (run through the shell). */
  readonly command: string;
  /** Most milliseconds to wait for each reply. */
  readonly timeout: number;
  /** The folder to start the engine in (default: the current one). */
  readonly cwd?: string;
  /** The folder the vectors came from (for the report). */
  readonly vectorsDir: string;
  /** The selected vectors in file order; all but the skipped ones read (`readyVector`). */
  readonly vectors: readonly (ReadyVector | ListedVector)[];
  /** Ids of known failures, reported as skipped. */
  readonly skip: ReadonlySet<string>;
  /** Told before each vector is run: it is the `done`th of `total` (for a progress line). */
  readonly progress?: (done: number, total: number, id: string) => void;
  /** The game's fault dictionary, where it has one (answers of each hypothesis, looked up instead of replayed). */
  readonly dictionary?: FaultDictionary | null;
  /** False to leave the diagnosis out (what a diagnosis costs is measured against such a run). */
  readonly diagnose?: boolean;
}

/** The report, or why the engine could not be started at all (one line). */
export type RunResult =
  | { readonly ok: true; readonly report: ConformReport }
  /** `rules`: the rule the engine's hello is wrong about (a reading of an interpretation it names wrongly), if one. */
  | { readonly ok: false; readonly message: string; readonly rules?: readonly string[] };

/** After this many vectors in a row on which the engine did not answer properly, the rest are not run. */
export const MAX_PROBLEM_STREAK = 10;
/** Failing requests kept per vector, besides one for each rule only later ones are blamed on (all are counted and blamed). */
const KEPT_FAILURES = 4;
/** Extra outcomes of a listing compared with their nearest vector outcome. */
const EXTRA_COMPARED = 5;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const isReady = (v: ReadyVector | ListedVector): v is ReadyVector => "spec" in v;
const shown = (v: unknown): string => (v === undefined ? "nothing" : printable(JSON.stringify(v) ?? String(v), 200));

type Started = { ok: true; engine: Engine; hello: Hello } | { ok: false; message: string; rules?: readonly string[] };

/** Start the engine and say hello; any problem is one line. */
async function start(game: AnyGame, o: RunOptions): Promise<Started> {
  const engine = new Engine(o.command, o.timeout, o.cwd);
  const answer = await engine.request({ type: "hello", protocol: PROTOCOL, game: game.id });
  if (!answer.ok) {
    const last = answer.problem.stderr.at(-1);
    return { ok: false, message: `${answer.problem.message}${last ? ` (${last})` : ""}` };
  }
  const hello = readHello(answer.reply);
  if (typeof hello === "string") {
    engine.kill();
    return { ok: false, message: hello };
  }
  const problem = helloProblem(game, hello);
  if (problem) {
    engine.kill();
    return { ok: false, message: problem.message, ...(problem.rules.length ? { rules: problem.rules } : {}) };
  }
  return { ok: true, engine, hello };
}

/** Everything needed to judge one vector's answers. */
class VectorRun {
  readonly failures: Failure[] = [];
  readonly notes: string[] = [];
  unsupported: string | null = null;
  private readonly replays = new Map<number, Replay>();
  private readonly withThefts: boolean;

  constructor(
    private readonly game: AnyGame,
    private readonly conformance: GameConformance,
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

  private replay(i: number): Replay {
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

  private where(job: Job): string {
    const n = this.v.outcomes.length;
    return job.request === "outcomes"
      ? "outcomes"
      : this.v.kind === "negative" || job.outcome === undefined
        ? "apply"
        : `apply (outcome ${job.outcome + 1} of ${n})`;
  }

  private add(
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
  private engineState(state: unknown): Record<string, unknown> {
    return this.conformance.fromReply && isRecord(state)
      ? this.conformance.fromReply(state)
      : comparedState(this.conformance, state);
  }

  /**
   * Why a state reply cannot be compared value by value (a field of another JSON type than the
   * rules' value, thefts that are not a list), or null: such a reply is an engine problem, not a
   * difference some rule decides.
   */
  private malformed(i: number, engineState: unknown, engineThefts: unknown): string | null {
    const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "list" : typeof v);
    const mine = this.engineState(engineState);
    const expected = comparedState(this.conformance, this.v.outcomes[i]);
    for (const [field, rules] of Object.entries(expected)) {
      const engine = mine[field];
      if (engine === undefined || rules === undefined) continue;
      // A field the rules give as an object or a list must come as one (null stands for "none" in some games).
      if ((kind(rules) === "object" || kind(rules) === "list") && kind(engine) !== kind(rules))
        return `${field} is ${shown(engine)} (a ${kind(engine)}), where the rules give a ${kind(rules)}`;
    }
    if (this.withThefts && engineThefts !== undefined && !Array.isArray(engineThefts))
      return `${this.conformance.theftsField} is ${shown(engineThefts)}, not a list of thefts`;
    return null;
  }

  /** The compared state and thefts of an engine's answer against outcome `i`: the differences, each blamed. */
  private compare(i: number, engineState: unknown, engineThefts: unknown): ReportedDifference[] {
    const outcome = this.v.outcomes[i]!;
    const mine = this.engineState(engineState);
    const expected = comparedState(this.conformance, outcome);
    const diffs = differences(mine, expected);
    const groups = this.withThefts
      ? theftDifferences(this.conformance, engineThefts, outcome[this.conformance.theftsField!])
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

  private stateFailure(
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

  /** Judge one answer; false when the engine stopped answering (the rest of the vector's answers stand for the same problem). */
  judge(job: Job, answer: Answer): boolean {
    if (!answer.ok) {
      const { kind, message, stderr } = answer.problem;
      this.engineFailure(
        job,
        kind,
        kind === "crash"
          ? `the engine ${message}`
          : kind === "timeout"
            ? `the engine sent ${message}`
            : `the engine ${message}`,
        stderr,
      );
      return false;
    }
    const reply = answer.reply;
    const type = reply.type;
    const said = {
      type: String(type),
      ...(typeof reply.rule === "string" ? { rule: reply.rule } : {}),
      ...(typeof reply.message === "string" ? { message: printable(reply.message, 300) } : {}),
    };
    if (type === "unsupported") {
      if (job.request === "outcomes")
        this.notes.push(`the engine did not list the outcomes (unsupported${said.message ? `: ${said.message}` : ""})`);
      else this.unsupported ??= `the engine answered unsupported${said.message ? `: ${said.message}` : ""}`;
      return true;
    }
    if (type === "error") {
      this.engineFailure(
        job,
        "error",
        `the engine reported an error of its own${said.message ? `: ${said.message}` : ""}`,
      );
      return true;
    }
    if (job.request === "outcomes") return this.judgeListing(job, reply, said);
    if (this.v.kind === "negative") return this.judgeNegative(job, reply, said);
    const i = job.outcome!;
    if (type === "refused") {
      const replay = this.replay(i);
      const blame = replay.choiceRules.length ? replay.choiceRules : outcomeDecidedBy(this.v.outcomes[i], replay);
      this.add(job, {
        kind: "refused",
        summary:
          `${this.where(job)}: the engine refused${said.rule ? ` under ${said.rule}` : ""}` +
          `${said.message ? ` (${said.message})` : ""}; the rules allow these choices`,
        differences: [],
        moreDifferences: 0,
        blame: unique(blame),
        engineSaid: said,
      });
      return true;
    }
    if (type !== "state" || !isRecord(reply.state)) {
      this.engineFailure(
        job,
        "bad-reply",
        `the engine answered ${shown(reply).slice(0, 160)}, not a state or a refusal`,
      );
      return true;
    }
    const thefts = this.conformance.theftsField ? reply[this.conformance.theftsField] : undefined;
    const malformed = this.malformed(i, reply.state, thefts);
    if (malformed) {
      this.engineFailure(job, "bad-reply", `the engine's reply is malformed: ${malformed}`);
      return true;
    }
    const diffs = this.compare(i, reply.state, thefts);
    if (diffs.length)
      this.stateFailure(
        job,
        i,
        diffs,
        `${this.where(job)}: the engine's state differs from what the rules give`,
        "state",
      );
    return true;
  }

  private judgeNegative(
    job: Job,
    reply: Readonly<Record<string, unknown>>,
    said: { type: string; rule?: string; message?: string },
  ): boolean {
    const refusedBy = this.v.refusedBy;
    if (said.type === "refused") {
      if (said.rule && refusedBy.length && !refusedBy.includes(said.rule))
        this.notes.push(`refused under ${said.rule}; the vector names ${refusedBy.join(", ")}`);
      return true;
    }
    if (said.type !== "state") {
      this.engineFailure(
        job,
        "bad-reply",
        `the engine answered ${shown(reply).slice(0, 160)}, not a refusal or a state`,
      );
      return true;
    }
    this.add(job, {
      kind: "accepted",
      summary: `apply: the engine accepted what the rules refuse${refusedBy.length ? ` (${refusedBy.join(", ")})` : ""}`,
      differences: [],
      moreDifferences: 0,
      // A choice the rules never ask for is refused under no rule; the rules the vector targets
      // (its anchors) are what decide that it is not asked.
      blame: refusedBy.length ? [...refusedBy] : [...this.v.anchors],
      engineSaid: said,
    });
    return true;
  }

  private judgeListing(
    job: Job,
    reply: Readonly<Record<string, unknown>>,
    said: { type: string; rule?: string; message?: string },
  ): boolean {
    const outcomes = this.v.outcomes;
    if (said.type === "refused") {
      this.add(job, {
        kind: "refused",
        summary:
          `outcomes: the engine refused the event${said.rule ? ` under ${said.rule}` : ""}` +
          `${said.message ? ` (${said.message})` : ""}; the rules give ${outcomes.length} ` +
          `outcome${outcomes.length === 1 ? "" : "s"}`,
        differences: [],
        moreDifferences: 0,
        blame: unique(outcomes.flatMap((_, i) => outcomeDecidedBy(outcomes[i], this.replay(i)))),
        engineSaid: said,
      });
      return true;
    }
    const list = reply.outcomes;
    if (said.type !== "outcomes" || !Array.isArray(list) || !list.every((o) => isRecord(o) && isRecord(o.state))) {
      this.engineFailure(
        job,
        "bad-reply",
        `the engine answered ${shown(reply).slice(0, 160)}, not a list of outcomes {state${this.withThefts ? ", steals" : ""}}`,
      );
      return true;
    }
    const theftsField = this.conformance.theftsField;
    const keyOf = (compared: Record<string, unknown>, thefts: unknown) =>
      outcomeKey(this.conformance, compared, thefts, this.withThefts);
    const expected = new Map<string, number>();
    outcomes.forEach((o, i) => {
      const k = keyOf(comparedState(this.conformance, o), theftsField ? o[theftsField] : undefined);
      if (!expected.has(k)) expected.set(k, i);
    });
    const listed = new Map<string, Readonly<Record<string, unknown>>>();
    for (const o of list as Readonly<Record<string, unknown>>[])
      listed.set(keyOf(this.engineState(o.state), theftsField ? o[theftsField] : undefined), o);
    const failedApply = new Map(
      this.failures.filter((f) => f.request === "apply" && f.outcome !== undefined).map((f) => [f.outcome! - 1, f]),
    );
    for (const [k, i] of expected) {
      if (listed.has(k)) continue;
      // Not listed: when applying its choices failed too, that failure explains it; else the
      // engine does not offer the decisions that lead to it.
      const replay = this.replay(i);
      const blame =
        failedApply.get(i)?.blame ??
        (replay.choiceRules.length ? replay.choiceRules : outcomeDecidedBy(outcomes[i], replay));
      this.add(job, {
        kind: "missing",
        summary: `outcomes: the engine does not list outcome ${i + 1} of ${outcomes.length}`,
        differences: [],
        moreDifferences: 0,
        blame: unique(blame),
        choices: outcomes[i]!.choices,
        outcome: i,
      });
    }
    let compared = 0;
    for (const [k, o] of listed) {
      if (expected.has(k)) continue;
      if (compared++ >= EXTRA_COMPARED) {
        this.notes.push(
          "the engine lists more outcomes the rules do not give " +
            `(${[...listed.keys()].filter((x) => !expected.has(x)).length} in all); the first ${EXTRA_COMPARED} ` +
            "are compared",
        );
        break;
      }
      // The nearest outcome the rules give: the fewest differing values.
      let best = 0;
      let fewest = Infinity;
      for (let i = 0; i < outcomes.length && fewest > 0; i++) {
        const n = differences(this.engineState(o.state), comparedState(this.conformance, outcomes[i])).length;
        if (n < fewest) {
          best = i;
          fewest = n;
        }
      }
      const diffs = this.compare(best, o.state, theftsField ? o[theftsField] : undefined);
      this.stateFailure(
        job,
        best,
        diffs,
        `outcomes: the engine lists an outcome the rules do not give (nearest: outcome ${best + 1} of ${outcomes.length})`,
        "extra",
        outcomes[best]!.choices,
      );
    }
    return true;
  }

  /**
   * The rule ids cited on the first value that differs (the cause evidence of the diagnosis): the
   * first differing value of the first failure that has one, else the first failure's own blame;
   * `claimed` when they are the rule the engine's own refusal named instead.
   */
  evidence(): { rules: string[]; claimed: boolean } {
    const failures = this.failures.filter((f) => f.kind !== "engine");
    // An engine that refused what the rules allow names the rule it applied: where that is one of
    // the game's rules, it is where the engine's mistake is (a wrong limit, a wrong target check).
    const claimed = failures.find((f) => f.kind === "refused" && f.engineSaid?.rule !== undefined)?.engineSaid?.rule;
    if (claimed !== undefined && this.game.ruleset.rules.some((r) => r.id === claimed))
      return { rules: [claimed], claimed: true };
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

function baseResult(v: ListedVector): Pick<VectorResult, "id" | "file" | "kind" | "edition" | "event" | "rules"> {
  return { id: v.id, file: v.file, kind: v.kind, edition: v.tags.edition ?? null, event: v.tags.event, rules: v.rules };
}

function plainResult(
  v: ListedVector,
  status: "skipped" | "unsupported",
  reason: string,
  notes: readonly string[] = [],
): VectorResult {
  return { ...baseResult(v), status, reason, failures: [], failedRequests: 0, blame: [], notes };
}

function problemResult(
  v: ListedVector,
  kind: EngineProblemKind,
  message: string,
  stderr: readonly string[] = [],
): VectorResult {
  const failure: Failure = {
    kind: "engine",
    request: kind === "restart" ? "hello" : "apply",
    choices: [],
    choiceTexts: [],
    summary: message,
    differences: [],
    moreDifferences: 0,
    blame: [],
    problem: { kind, message, stderr },
  };
  return {
    ...baseResult(v),
    status: "failed",
    failures: [failure],
    failedRequests: 1,
    blame: [],
    engineProblem: kind,
    notes: [],
  };
}

/**
 * Once one reading explains the failures, what decides each differing value in the engine is the
 * rule it misreads (a self-theft moves a figure the rules leave alone: RB-STEAL-SELF decides that
 * value, not the scoreboard): the explained vectors' failures are blamed on the misread rules.
 */
function blamedOnDiagnosis(results: readonly VectorResult[], diagnosis: Diagnosis): VectorResult[] {
  if (diagnosis.found.length !== 1 || diagnosis.found[0]!.hypotheses.length !== 1) return [...results];
  const found = diagnosis.found[0]!;
  const rules = unique(found.hypotheses.flatMap((h) => h.rules));
  const explained = new Set(found.explained);
  const reblame = (f: Failure): Failure => ({
    ...f,
    blame: rules,
    differences: f.differences.map((d) => ({ ...d, blame: rules })),
  });
  return results.map((r) => (explained.has(r.id) ? { ...r, blame: rules, failures: r.failures.map(reblame) } : r));
}

/**
 * Run the engine (`options.command`) against the selected vectors of `game` and build the report.
 * Resolves to `ok: false` only when the engine cannot be started at all (it exits, hangs or
 * answers something else than a hello for this game on its first start).
 */
export async function runConformance(
  game: AnyGame,
  conformance: GameConformance,
  options: RunOptions,
): Promise<RunResult> {
  const began = performance.now();
  const first = await start(game, options);
  if (!first.ok)
    return {
      ok: false,
      message: `the engine "${printable(options.command, 120)}" cannot start: ${first.message}`,
      ...(first.rules ? { rules: first.rules } : {}),
    };
  const { hello } = first;
  let engine = first.engine;
  if (hello.games && !hello.games.includes(game.id)) {
    await engine.stop();
    return {
      ok: false,
      message: `the engine "${printable(options.command, 120)}" plays ${hello.games.length ? hello.games.join(", ") : "no game"}, not ${game.id}`,
    };
  }
  const results: VectorResult[] = [];
  const answered: AnsweredVector[] = [];
  const keying: Keying = {
    conformance,
    withThefts: hello.identity === "outcomes" && conformance.theftsField !== null,
  };
  let streak = 0;
  let gaveUp: string | null = null;
  const runOne = async (v: ReadyVector | ListedVector): Promise<VectorResult> => {
    if (options.skip.has(v.id)) return plainResult(v, "skipped", "in the skip list");
    const plan = planFor(game, hello, v);
    if (!plan.ok) return plainResult(v, "unsupported", plan.reason);
    if (gaveUp !== null) return problemResult(v, "not-run", gaveUp);
    if (!isReady(v)) throw new Error(`internal: vector ${v.id} was not read before the run`);
    if (!engine.alive) {
      const again = await start(game, options);
      if (!again.ok)
        return problemResult(v, "restart", `the engine could not be started again for this vector: ${again.message}`);
      engine = again.engine;
    }
    const run = new VectorRun(game, conformance, hello, v);
    if (plan.substituted.length) run.notes.push(`run with ${plan.substituted.join("; ")}`);
    const jobs = run.jobs();
    const base = {
      vector: v.id,
      options: plan.options,
      state: conformance.requestState(v.scenario),
      event: v.scenario.event ?? v.event,
    };
    // Streamed: every request of the vector is written before any reply is read.
    const answers = await Promise.all(
      jobs.map((j) =>
        engine.request(
          j.request === "apply" ? { type: "apply", ...base, choices: j.choices } : { type: "outcomes", ...base },
        ),
      ),
    );
    for (const [i, job] of jobs.entries()) if (!run.judge(job, answers[i]!)) break;
    const result = run.result();
    const cause = run.evidence();
    if (result.status === "passed" || result.status === "failed")
      answered.push({
        vector: v,
        options: plan.options,
        jobs,
        keys: jobs.map((j, i) => engineKey(keying, j, answers[i]!)),
        passed: result.status === "passed",
        substituted: plan.substituted.length > 0,
        evidence: cause.rules,
        claimed: cause.claimed,
        engineProblem: result.engineProblem !== undefined,
      });
    return result;
  };
  try {
    for (const [n, v] of options.vectors.entries()) {
      options.progress?.(n + 1, options.vectors.length, v.id);
      const result = await runOne(v);
      results.push(result);
      if (result.status === "failed" && result.engineProblem !== undefined) streak++;
      else if (result.status === "passed" || result.status === "failed") streak = 0;
      if (gaveUp === null && streak >= MAX_PROBLEM_STREAK)
        gaveUp = `not run: the engine did not answer properly on ${MAX_PROBLEM_STREAK} vectors in a row`;
    }
  } finally {
    await engine.stop();
  }
  const notes: string[] = [];
  if (gaveUp !== null)
    notes.push(
      `The engine did not answer properly on ${MAX_PROBLEM_STREAK} vectors in a row; the vectors after them were not run (counted as failed).`,
    );
  const ran = results.filter((r) => r.status === "passed" || r.status === "failed").length;
  if (ran === 0) notes.push("No vector was run: every selected vector is skipped or unsupported.");
  const engineProblems = results.filter((r) => r.status === "failed" && r.engineProblem !== undefined).length;
  const diagnosis = diagnose(
    game,
    keying,
    options.diagnose === false ? [] : answered,
    options.dictionary ?? null,
    engineProblems,
  );
  return {
    ok: true,
    report: buildReport({
      game: game.id,
      command: options.command,
      hello,
      vectorsDir: options.vectorsDir,
      timeoutMs: options.timeout,
      seconds: Math.round(performance.now() - began) / 1000,
      results: blamedOnDiagnosis(results, diagnosis),
      notes,
      diagnosis,
    }),
  };
}
