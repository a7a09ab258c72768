// The oracle for any game (what the `robbers` and `macrobber` commands run): explain a scenario,
// check a trace, generate conformance vectors, read input with errors that say where, and the
// formats' JSON Schemas. Each takes the game (src/kit/game.ts) as its first argument.
export {
  explainGame,
  explainGameFile,
  DEFAULT_EXPLAIN_LIMIT,
  type ExplainOptions,
  type ExplainReport,
  type ExplainResult,
  type ExplainedOutcome,
} from "./explain.js";
export { explainText, explainJson } from "./explain-text.js";
export {
  checkGame,
  checkGameFile,
  type CheckOptions,
  type CheckResult,
  type Divergence,
  type Alternatives,
} from "./check.js";
export { checkText, checkJson } from "./check-text.js";
export type { DivergenceKind, ClaimSearch } from "./replay-step.js";
export {
  gameVector,
  gameVectors,
  type VectorsOptions,
  type GameVector,
  type VectorHead,
  type VectorOutcomeOf,
} from "./vectors.js";
export { vectorJson } from "./vector-format.js";
export { readScenarioFileOf, readScenarioTextOf, readScenarioValueOf, type ReadyScenario } from "./scenario-input.js";
export {
  readTraceFileOf,
  readTraceTextOf,
  readTraceValueOf,
  type TraceSource,
  type StepRead,
  type StepAt,
  type Location,
} from "./trace-input.js";
export type { GameTraceHeader, GameTraceStep } from "./trace-start.js";
export type { Read, Origin } from "./document.js";
export { formatInputError, type InputError } from "./input-error.js";
export { jsonSchemasOf } from "./schemas.js";
export { MAX_FILE_BYTES, MAX_LINE_BYTES, MAX_DEPTH } from "./limits.js";
