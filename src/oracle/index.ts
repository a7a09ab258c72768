// The oracle as a library, mirroring the `robbers` CLI (which is a thin shell over it): `explain`
// a scenario, `check` a trace, generate conformance `vectors`; the readers that validate input and
// say where it is wrong; and the formats' JSON Schemas.
export { explain, explainFile, DEFAULT_EXPLAIN_LIMIT, type ExplainOptions, type ExplainReport, type ExplainResult, type ExplainedOutcome } from "./explain.js";
export { explainText, explainJson } from "./explain-text.js";
export { check, checkFile, type CheckOptions, type CheckResult, type Divergence, type Alternatives } from "./check.js";
export { checkText, checkJson } from "./check-text.js";
export type { DivergenceKind, ClaimSearch } from "./replay-step.js";
export type { Difference } from "./claims.js";
export { vector, vectors, MAX_VECTOR_OUTCOMES, type VectorsOptions } from "./vectors.js";
export { vectorSchema, vectorOutcomeSchema, vectorJson, VECTOR_FORMAT, type Vector, type VectorOutcome } from "./vector-format.js";
export { readScenarioFile, readScenarioText, readScenarioValue, type ReadyScenario } from "./scenario-input.js";
export { readTraceFile, readTraceText, readTraceValue, type TraceSource, type StepRead, type StepAt, type Location } from "./trace-input.js";
export type { Read, Origin } from "./document.js";
export { formatInputError, type InputError } from "./input-error.js";
export { jsonSchemas } from "./schemas.js";
export { MAX_FILE_BYTES, MAX_LINE_BYTES, MAX_DEPTH } from "./limits.js";
export { scenarioSchema, optionsSchema, SCENARIO_FORMAT, type Scenario, type ScenarioInput, type OracleOptions } from "../formats/scenario.js";
export { traceSchema, traceHeaderSchema, traceStepSchema, traceChoiceSchema, claimsSchema, TRACE_FORMAT, type Trace, type TraceInput, type TraceStep, type TraceHeader, type TraceChoice, type Claims } from "../formats/trace.js";
