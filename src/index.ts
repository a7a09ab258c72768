// The package's public API ("robbers-spec"), chosen export by export: what a rules lawyer, an
// engine author or a test suite needs to ask the specification questions and to use it as an
// oracle. Helpers the rulesets and tools share among themselves (board arithmetic, choice-point
// builders, the odometer, ts-pattern) stay internal, so they can change without breaking users.
// MacRobber is the `macrobber` namespace here and the "robbers-spec/macrobber" entry.

export { BAG_TILES, FINAL_BONUS, LOOP, MAX_PLAYERS, MIN_PLAYERS } from "../spec/robbers/board.js";
export { type RobbersDecisionTable, robbersDecisions } from "../spec/robbers/decisions.js";
// The rules as data: every rule, interpretation and edition with its sources.
export { robbersRules } from "../spec/robbers/index.js";
export { type MisreadingId, robbersMisreadings } from "../spec/robbers/misreadings.js";
export type {
  Award,
  AwardSource,
  BackwardPick,
  BackwardSource,
  Cites,
  EventKind,
  FigureKind,
  FigurePick,
  Figures,
  FollowPick,
  PlacePick,
  PlanPick,
  PlayerId,
  RobbersEffect,
  RobbersEvent,
  RobbersState,
  StealPick,
} from "../spec/robbers/model.js";
// The model: states, events, the picks players make, and the effects that cite rules.
export { AWARD_SOURCES, BACKWARD_SOURCES } from "../spec/robbers/model.js";
export {
  DEFAULT_EDITION,
  defaultReadings,
  type InterpretationId,
  type Readings,
  type RobbersInterpretation,
  type RobbersOptions,
  type RobbersOptionsInput,
} from "../spec/robbers/options.js";
export { interpretations } from "../spec/robbers/rules/08-interpretations.js";
export { EDITION_IDS, type EditionId, editions } from "../spec/robbers/rules/09-editions.js";
export { initialState } from "../spec/robbers/setup.js";
export type {
  Decided,
  Decision,
  DecisionDifference,
  DomainValue,
  Exception,
  FixedException,
  ParameterException,
  Resolved,
} from "./dsl/defaults.js";
export { RuleError, type RuleErrorData, type RuleErrorKind } from "./dsl/errors.js";
export type { Misreading } from "./dsl/misreading.js";
export type {
  ChoiceValues,
  IntegerValues,
  Parameter,
  ParameterValue,
  ParameterValues,
} from "./dsl/parameter.js";
export type { Edition, Interpretation, LiteralId, Reading, Rule, RuleKind, SourceRef } from "./dsl/rule.js";
export type {
  ChoicePoint,
  CompiledView,
  Effect,
  Factor,
  FactorOption,
  Handler,
  OutcomeGroup,
  OutcomeSet,
  OutcomeTotals,
  PathStep,
  ResolvedTable,
  Ruleset,
  StepContext,
} from "./dsl/ruleset.js";
/** MacRobber, the second ruleset in the same DSL: `macrobber.macRobberSpec()`, `macrobber.play(...)`, ... (also the "robbers-spec/macrobber" entry). */
export * as macrobber from "./games/macrobber/library/index.js";
export {
  type OracleOptions,
  optionsSchema,
  SCENARIO_FORMAT,
  type Scenario,
  type ScenarioInput,
  scenarioSchema,
} from "./games/robbers/formats/scenario.js";
export {
  type Claims,
  claimsSchema,
  TRACE_FORMAT,
  type Trace,
  type TraceChoice,
  type TraceHeader,
  type TraceInput,
  type TraceStep,
  traceChoiceSchema,
  traceHeaderSchema,
  traceSchema,
  traceStepSchema,
} from "./games/robbers/formats/trace.js";
export {
  VECTOR_FORMAT,
  type Vector,
  type VectorOutcome,
  vectorOutcomeSchema,
  vectorSchema,
} from "./games/robbers/formats/vector.js";
// The Robbers: compile an edition, play events, list every legal outcome.
export {
  checkState,
  type Outcome,
  type Outcomes,
  outcomes,
  play,
  type RobbersSpec,
  robbersSpec,
} from "./games/robbers/library/api.js";
export {
  describeChoice,
  describeEffect,
  describeOutcome,
  describeOutcomeSet,
} from "./games/robbers/library/describe.js";
export { compareEditions, type EditionDifference } from "./games/robbers/library/editions.js";
export type { TraceRead } from "./games/robbers/oracle.js";
// The oracle bound to The Robbers (what the `robbers` command runs): explain, check, vectors, and the readers.
export {
  check,
  checkFile,
  checkJson,
  checkText,
  explain,
  explainFile,
  explainJson,
  explainText,
  jsonSchemas,
  readScenarioFile,
  readScenarioText,
  readScenarioValue,
  readTraceFile,
  readTraceText,
  readTraceValue,
  vector,
  vectors,
} from "./games/robbers/oracle.js";
export { MAX_VECTOR_OUTCOMES } from "./games/robbers/vectors.js";
export type { Compiled } from "./interpreter/compile.js";
export type { EnumerateOptions, EnumerateResult } from "./interpreter/enumerate.js";
export { distinctCount, type ExpandedOutcome, expand, pathCount } from "./interpreter/outcomes.js";
export type { OutcomeList, OutcomesResult, ResolvedOutcome } from "./interpreter/play.js";
export type { StepFailed, StepOk, StepResult } from "./interpreter/step.js";
// What the interpreter answers with, and the strategies that make the choices in `play`.
export { firstLegal, randomLegal, type Strategy, scripted } from "./interpreter/strategies.js";
export type { DeepReadonly } from "./kit/deep-readonly.js";
export type { Difference, FileOptions } from "./kit/game.js";
export type { Alternatives, CheckOptions, CheckResult, Divergence, SearchProgress } from "./oracle/check.js";
export type { AnyCompiled } from "./oracle/compile-options.js";
export type { Origin, Read, ReadOptions } from "./oracle/document.js";
export {
  DEFAULT_EXPLAIN_LIMIT,
  type ExplainedOutcome,
  type ExplainOptions,
  type ExplainReport,
  type ExplainResult,
} from "./oracle/explain.js";
export { formatInputError, type InputError } from "./oracle/input-error.js";
export { MAX_DEPTH, MAX_FILE_BYTES, MAX_LINE_BYTES } from "./oracle/limits.js";
export type { TraceDiagnosis } from "./oracle/misread-trace.js";
export type { ClaimSearch, DivergenceKind } from "./oracle/replay-step.js";
export type { ReadyScenario, ScenarioDocument } from "./oracle/scenario-input.js";
export type { Location, StepAt, StepRead, TraceSource } from "./oracle/trace-input.js";
export type { GameTraceHeader, GameTraceStep } from "./oracle/trace-start.js";
export { vectorJson } from "./oracle/vector-format.js";
export type { VectorsOptions } from "./oracle/vectors.js";
