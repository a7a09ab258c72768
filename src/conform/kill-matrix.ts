// The kill matrix of a game's conformance vectors: for every known misreading (ruleset.misreadings),
// the vectors whose expected answer an engine making that mistake cannot give, with the smallest of
// them worked out in words for the rule pages; and the pairs of misreadings no vector tells apart.
// A suite that diagnoses engines needs a killing vector for every misreading and no such pair.
// Answers are compared at identity "states" (thefts left out), the least an engine may report, so a
// vector listed here fails every engine with that mistake.

import type { Effect } from "../dsl/ruleset.js";
import { step } from "../interpreter/step.js";
import { firstLegal, scripted } from "../interpreter/strategies.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import type { MistakeDocs } from "../kit/game-docs.js";
import { compileMisread } from "../oracle/misread.js";
import { minimalOptions } from "../oracle/options.js";
import { type Job, type Keying, listingKey, REFUSED, recordedKey } from "./answer-keys.js";
import { dictionaryJobs } from "./fault-dictionary.js";
import { type Acceptable, acceptableAnswers } from "./replay-answers.js";
import type { ReadyVector } from "./vectors.js";

/** The format of a kill matrix file. */
export const KILL_MATRIX_FORMAT = "kill-matrix/1";

/** One misreading's row: the mistake, the vectors that kill it, and the smallest of them worked out. */
export type KillRow = MistakeDocs;

/** The whole matrix. */
export interface KillMatrix {
  readonly format: typeof KILL_MATRIX_FORMAT;
  readonly game: string;
  /** How many vectors were replayed. */
  readonly vectors: number;
  readonly misreadings: readonly KillRow[];
  /** Pairs of misreadings that no vector tells apart (some answer of every vector agrees with both). */
  readonly indistinguishable: readonly (readonly [string, string])[];
}

/** What the vector expects of each request, as keys. */
function expectedKeys(k: Keying, v: ReadyVector, jobs: readonly Job[]): string[] {
  if (v.kind === "negative") return [REFUSED];
  const keys = v.outcomes.map((o) => recordedKey(k, o));
  return jobs.map((j) => (j.request === "apply" ? keys[j.outcome!]! : listingKey(keys)));
}

const disjoint = (a: Acceptable, b: Acceptable): boolean =>
  a !== "unknown" && b !== "unknown" && ![...a].some((x) => b.has(x));

/** What a request comes to under some misreadings, in words: each effect, then the state after; or the refusal. */
function narrate(game: AnyGame, k: Keying, v: ReadyVector, job: Job, misreadings: readonly string[]): string[] {
  const spec = compileMisread(game, minimalOptions(game, v.options), misreadings);
  if (!spec) return ["(these misreadings cannot be played together)"];
  if (job.request === "outcomes") {
    // Every completion of no choices at all: the distinct outcomes.
    const all = acceptableAnswers(game, k, spec, v, [{ request: "apply", choices: [] }])[0]!;
    if (all === "unknown") return ["too many outcomes to list"];
    return [`${all.size} distinct outcome${all.size === 1 ? "" : "s"}`];
  }
  // Decisions the choices leave open under the mistake take their first legal option.
  const r = step(spec, v.state, v.event, scripted(job.choices, firstLegal()));
  if (!r.ok) return [`refused under ${r.error.rules.join(", ") || "no rule"}: ${r.error.reason}`];
  return [...r.effects.map((e: Effect) => game.describe.effect(e)), game.describe.after(r.state)];
}

/** The smallest situation where a misreading changes the answer, worked out under the rules and under it. */
function mistakeExample(
  game: AnyGame,
  k: Keying,
  v: ReadyVector,
  job: Job,
  misreading: string,
): MistakeDocs["example"] {
  return {
    vector: v.id,
    // The state line reads "before" here ("scores after: ..." is how it ends a step elsewhere).
    situation: [
      game.describe.event(v.event),
      `before it: ${game.describe.after(v.state).replace(/^scores after: /, "scores ")}`,
    ],
    choices: job.choices.map((c) => game.describe.choice(c)),
    rules: narrate(game, k, v, job, []),
    mistake: narrate(game, k, v, job, [misreading]),
  };
}

/** Build the kill matrix of `vectors` (every vector of a suite, ready to run). */
export function killMatrix(game: AnyGame, conformance: GameConformance, vectors: readonly ReadyVector[]): KillMatrix {
  const k: Keying = { conformance, withThefts: false };
  const known = game.ruleset.misreadings ?? [];
  const killedBy = new Map(known.map((m) => [m.id, [] as string[]]));
  const apart = new Set<string>();
  const smallest = new Map<string, { size: readonly [number, number]; v: ReadyVector; job: Job }>();
  for (const v of vectors) {
    const jobs = dictionaryJobs(v);
    const expected = expectedKeys(k, v, jobs);
    const options = minimalOptions(game, v.options);
    const answers = known.map((m) => {
      const spec = compileMisread(game, options, [m.id]);
      return spec ? acceptableAnswers(game, k, spec, v, jobs) : jobs.map((): Acceptable => "unknown");
    });
    known.forEach((m, i) => {
      const a = answers[i]!;
      const killing = (key: string, j: number) => a[j] !== "unknown" && !(a[j] as ReadonlySet<string>).has(key);
      // An `apply` that differs shows the mistake best; a listing that differs is the fallback.
      const applied = expected.findIndex((key, j) => jobs[j]!.request === "apply" && killing(key, j));
      const differs = applied >= 0 ? applied : expected.findIndex(killing);
      if (differs >= 0) {
        killedBy.get(m.id)!.push(v.id);
        const size = [jobs.length, JSON.stringify(v.scenario).length] as const;
        const best = smallest.get(m.id);
        if (!best || size[0] < best.size[0] || (size[0] === best.size[0] && size[1] < best.size[1]))
          smallest.set(m.id, { size, v, job: jobs[differs]! });
      }
      for (let n = i + 1; n < known.length; n++)
        if (jobs.some((_, j) => disjoint(a[j]!, answers[n]![j]!))) apart.add(`${m.id}\n${known[n]!.id}`);
    });
  }
  const indistinguishable: [string, string][] = [];
  known.forEach((a, i) => {
    for (const b of known.slice(i + 1)) if (!apart.has(`${a.id}\n${b.id}`)) indistinguishable.push([a.id, b.id]);
  });
  return {
    format: KILL_MATRIX_FORMAT,
    game: game.id,
    vectors: vectors.length,
    misreadings: known.map((m) => {
      const best = smallest.get(m.id);
      return {
        id: m.id,
        rule: m.rule,
        title: m.title,
        statement: m.statement,
        killedBy: killedBy.get(m.id)!,
        example: best ? mistakeExample(game, k, best.v, best.job, m.id) : null,
      };
    }),
    indistinguishable,
  };
}
