// What the diagnosis of one run reads (the engine's keyed answers to every vector it played, with
// the evidence on each failure), saved as JSON and read back: the accuracy measurement keeps it per
// mutant (`--keep-answers`), so a change to the diagnosis can be measured again on the same cases in
// seconds (`--rediagnose`) instead of running every mutant's engine again.
import type { AnsweredVector } from "./diagnose.js";
import type { ReadyVector } from "./vectors.js";

/** An answered vector with the vector named by its id. */
export type SavedAnswer = Omit<AnsweredVector, "vector"> & { readonly vector: string };

/** One run's diagnosis input. */
export interface DiagnosisInput {
  readonly format: typeof INPUT_FORMAT;
  readonly game: string;
  /** Whether thefts were part of an outcome's identity (the engine's hello asked for "outcomes"). */
  readonly withThefts: boolean;
  /** Failing vectors failed by engine problems alone. */
  readonly engineProblems: number;
  readonly answered: readonly SavedAnswer[];
}

const INPUT_FORMAT = "diagnosis-input/1";

/** The input as saved. */
export function savedInput(
  game: string,
  withThefts: boolean,
  answered: readonly AnsweredVector[],
  engineProblems: number,
): DiagnosisInput {
  return {
    format: INPUT_FORMAT,
    game,
    withThefts,
    engineProblems,
    answered: answered.map((a) => ({ ...a, vector: a.vector.id })),
  };
}

/** The answered vectors again, with the vectors read now; a string says why they cannot be (a vector no longer committed). */
export function restoredAnswers(
  input: DiagnosisInput,
  vectors: ReadonlyMap<string, ReadyVector>,
): AnsweredVector[] | string {
  if (input.format !== INPUT_FORMAT) return `not a ${INPUT_FORMAT} record`;
  const out: AnsweredVector[] = [];
  for (const a of input.answered) {
    const vector = vectors.get(a.vector);
    if (!vector) return `vector ${a.vector} is no longer committed`;
    out.push({ ...a, vector });
  }
  return out;
}
