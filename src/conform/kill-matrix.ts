// The kill matrix of a game's conformance vectors: for every known misreading (ruleset.misreadings),
// the vectors whose expected answer an engine making that mistake cannot give; and the pairs of
// misreadings no vector tells apart. A suite that diagnoses engines needs a killing vector for every
// misreading and no such pair. Answers are compared at identity "states" (thefts left out), the
// least an engine may report, so a vector listed here fails every engine with that mistake.

import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { compileMisread } from "../oracle/misread.js";
import { type Job, type Keying, listingKey, REFUSED, recordedKey } from "./answer-keys.js";
import { type Acceptable, acceptableAnswers } from "./replay-answers.js";
import type { ReadyVector } from "./vectors.js";

/** The format of a kill matrix file. */
export const KILL_MATRIX_FORMAT = "kill-matrix/1";

/** One misreading's row. */
export interface KillRow {
  readonly id: string;
  readonly rule: string;
  readonly title: string;
  /** The vectors an engine with this mistake fails, in file order. */
  readonly killedBy: readonly string[];
}

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

/** A vector's requests, as the runner sends them to an engine that lists outcomes. */
function jobsOf(v: ReadyVector): Job[] {
  if (v.kind === "negative") return [{ request: "apply", choices: v.choices }];
  return [
    ...v.outcomes.map((o, i): Job => ({ request: "apply", outcome: i, choices: o.choices })),
    { request: "outcomes", choices: [] },
  ];
}

/** The options a vector is asked under, as the runner sends them. */
const requestOptions = (game: AnyGame, v: ReadyVector): Record<string, unknown> => ({
  ...(game.editions && v.options.edition !== null ? { edition: v.options.edition } : {}),
  interpretations: { ...v.options.interpretations },
});

/** What the vector expects of each request, as keys. */
function expectedKeys(k: Keying, v: ReadyVector, jobs: readonly Job[]): string[] {
  if (v.kind === "negative") return [REFUSED];
  const keys = v.outcomes.map((o) => recordedKey(k, o));
  return jobs.map((j) => (j.request === "apply" ? keys[j.outcome!]! : listingKey(keys)));
}

const disjoint = (a: Acceptable, b: Acceptable): boolean =>
  a !== "unknown" && b !== "unknown" && ![...a].some((x) => b.has(x));

/** Build the kill matrix of `vectors` (every vector of a suite, ready to run). */
export function killMatrix(game: AnyGame, conformance: GameConformance, vectors: readonly ReadyVector[]): KillMatrix {
  const k: Keying = { conformance, withThefts: false };
  const known = game.ruleset.misreadings ?? [];
  const killedBy = new Map(known.map((m) => [m.id, [] as string[]]));
  const apart = new Set<string>();
  for (const v of vectors) {
    const jobs = jobsOf(v);
    const expected = expectedKeys(k, v, jobs);
    const options = requestOptions(game, v);
    const answers = known.map((m) => {
      const spec = compileMisread(game, options, [m.id]);
      return spec ? acceptableAnswers(game, k, spec, v, jobs) : jobs.map((): Acceptable => "unknown");
    });
    known.forEach((m, i) => {
      const a = answers[i]!;
      if (expected.some((key, j) => a[j] !== "unknown" && !(a[j] as ReadonlySet<string>).has(key)))
        killedBy.get(m.id)!.push(v.id);
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
    misreadings: known.map((m) => ({ id: m.id, rule: m.rule, title: m.title, killedBy: killedBy.get(m.id)! })),
    indistinguishable,
  };
}
