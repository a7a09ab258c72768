// The oracle for any game (what the `robbers` and `macrobber` commands run): explain a scenario,
// check a trace, generate conformance vectors, read input with errors that say where, and the
// formats' JSON Schemas. Each takes the game (src/kit/game.ts) as its first argument.

export {
  type Alternatives,
  type CheckOptions,
  type CheckResult,
  checkGame,
  checkGameFile,
  type Divergence,
} from "./check.js";
export { checkJson, checkText } from "./check-text.js";
export type { Origin, Read } from "./document.js";
export {
  DEFAULT_EXPLAIN_LIMIT,
  type ExplainedOutcome,
  type ExplainOptions,
  type ExplainReport,
  type ExplainResult,
  explainGame,
  explainGameFile,
} from "./explain.js";
export { explainJson, explainText } from "./explain-text.js";
export { formatInputError, type InputError } from "./input-error.js";
export { MAX_DEPTH, MAX_FILE_BYTES, MAX_LINE_BYTES } from "./limits.js";
export type { ClaimSearch, DivergenceKind } from "./replay-step.js";
export { type ReadyScenario, readScenarioFileOf, readScenarioTextOf, readScenarioValueOf } from "./scenario-input.js";
export { jsonSchemasOf } from "./schemas.js";
export {
  type Location,
  readTraceFileOf,
  readTraceTextOf,
  readTraceValueOf,
  type StepAt,
  type StepRead,
  type TraceSource,
} from "./trace-input.js";
export type { GameTraceHeader, GameTraceStep } from "./trace-start.js";
export { vectorJson } from "./vector-format.js";
export {
  type GameVector,
  gameVector,
  gameVectors,
  type VectorHead,
  type VectorOutcomeOf,
  type VectorsOptions,
} from "./vectors.js";
