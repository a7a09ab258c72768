// `conform`: run an engine under test against a game's vectors over the conformance protocol. One
// engine process answers every vector (each vector's requests are streamed to it at once); one
// that crashes, hangs or writes garbage fails the vector it was on (named in the report) and is
// started again for the next. Each answer is judged (judges/, recorded on a VectorRun), each
// failure blamed on rules (blame.ts), and the report names the fewest rules that explain every failure.
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { printable } from "../oracle/input-error.js";
import { engineKey, type Keying } from "./answer-keys.js";
import { type AnsweredVector, type Diagnosis, diagnose } from "./diagnose.js";
import { type DiagnosisInput, savedInput } from "./diagnosis-input.js";
import { Engine } from "./engine.js";
import type { FaultDictionary } from "./fault-dictionary.js";
import { ruleChain } from "./hypotheses.js";
import { judge } from "./judges/judge.js";
import { type Hello, helloProblem, PROTOCOL, planFor, readHello } from "./protocol.js";
import { buildReport, type ConformReport, type EngineProblemKind, type Failure, type VectorResult } from "./report.js";
import { baseResult, unique, VectorRun } from "./vector-run.js";
import type { ListedVector, ReadyVector } from "./vectors.js";

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
  /** Given what the diagnosis reads, before it runs (the accuracy measurement keeps it to diagnose again later). */
  readonly keepDiagnosisInput?: (input: DiagnosisInput) => void;
}

/** The report, or why the engine could not be started at all (one line). */
export type RunResult =
  | { readonly ok: true; readonly report: ConformReport }
  /** `rules`: the rule the engine's hello is wrong about (a reading of an interpretation it names wrongly), if one. */
  | { readonly ok: false; readonly message: string; readonly rules?: readonly string[] };

/** After this many vectors in a row on which the engine did not answer properly, the rest are not run. */
export const MAX_PROBLEM_STREAK = 10;
const isReady = (v: ReadyVector | ListedVector): v is ReadyVector => "spec" in v;

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
  // The rules read wrongly, not an edition whose value they take where it does not hold (named in the headline).
  const rules = unique(found.hypotheses.flatMap((h) => ruleChain(h)));
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
    for (const [i, job] of jobs.entries()) if (!judge(run, job, answers[i]!)) break;
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
  options.keepDiagnosisInput?.(savedInput(game.id, keying.withThefts, answered, engineProblems));
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
