// The package's public API ("robbers-spec"), chosen export by export: what a rules lawyer, an
// engine author or a test suite needs to ask the specification questions and to use it as an
// oracle. Helpers the rulesets and tools share among themselves (board arithmetic, choice-point
// builders, the odometer, ts-pattern) stay internal, so they can change without breaking users.
// MacRobber is the `macrobber` namespace here and the "robbers-spec/macrobber" entry.

// The Robbers: compile an edition, play events, list every legal outcome.
export {
  robbersSpec,
  checkState,
  play,
  outcomes,
  type RobbersSpec,
  type Outcome,
  type Outcomes,
} from "./games/robbers/library/api.js";
export { initialState } from "../spec/robbers/setup.js";
export {
  describeEffect,
  describeChoice,
  describeOutcome,
  describeOutcomeSet,
} from "./games/robbers/library/describe.js";
export { compareEditions, type EditionDifference } from "./games/robbers/library/editions.js";

// The rules as data: every rule, interpretation and edition with its sources.
export { robbersRules } from "../spec/robbers/index.js";
export { EDITION_IDS, editions, type EditionId } from "../spec/robbers/rules/09-editions.js";
export { interpretations } from "../spec/robbers/rules/08-interpretations.js";
export {
  defaultReadings,
  DEFAULT_EDITION,
  type RobbersOptions,
  type RobbersOptionsInput,
  type Readings,
  type InterpretationId,
  type RobbersInterpretation,
} from "../spec/robbers/options.js";
export { robbersDecisions, type RobbersDecisionTable } from "../spec/robbers/decisions.js";

// The model: states, events, the picks players make, and the effects that cite rules.
export { AWARD_SOURCES, BACKWARD_SOURCES } from "../spec/robbers/model.js";
export type {
  PlayerId,
  FigureKind,
  Figures,
  RobbersState,
  Award,
  AwardSource,
  BackwardSource,
  RobbersEvent,
  EventKind,
  PlacePick,
  PlanPick,
  StealPick,
  FigurePick,
  FollowPick,
  BackwardPick,
  Cites,
  RobbersEffect,
} from "../spec/robbers/model.js";
export { LOOP, BAG_TILES, MIN_PLAYERS, MAX_PLAYERS, FINAL_BONUS } from "../spec/robbers/board.js";

// What the interpreter answers with, and the strategies that make the choices in `play`.
export { firstLegal, randomLegal, scripted, type Strategy } from "./interpreter/strategies.js";
export { distinctCount, pathCount, expand, type ExpandedOutcome } from "./interpreter/outcomes.js";
export type { StepResult, StepOk, StepFailed } from "./interpreter/step.js";
export type { Compiled } from "./interpreter/compile.js";
export type { EnumerateOptions, EnumerateResult } from "./interpreter/enumerate.js";
export { RuleError, type RuleErrorKind, type RuleErrorData } from "./dsl/errors.js";
export type {
  Effect,
  PathStep,
  ChoicePoint,
  OutcomeSet,
  OutcomeGroup,
  Factor,
  FactorOption,
  Ruleset,
  ResolvedTable,
  Handler,
  StepContext,
  CompiledView,
} from "./dsl/ruleset.js";
export type { Rule, RuleKind, SourceRef, Interpretation, Reading, Edition, LiteralId } from "./dsl/rule.js";
export type { Decision, Exception, Resolved, DecisionDifference } from "./dsl/defaults.js";
export type { DeepReadonly } from "./kit/deep-readonly.js";

// The oracle bound to The Robbers (what the `robbers` command runs): explain, check, vectors, and the readers.
export {
  explain,
  explainFile,
  explainText,
  explainJson,
  check,
  checkFile,
  checkText,
  checkJson,
  vector,
  vectors,
  readScenarioFile,
  readScenarioText,
  readScenarioValue,
  readTraceFile,
  readTraceText,
  readTraceValue,
  jsonSchemas,
} from "./games/robbers/oracle.js";
export {
  DEFAULT_EXPLAIN_LIMIT,
  type ExplainOptions,
  type ExplainReport,
  type ExplainResult,
  type ExplainedOutcome,
} from "./oracle/explain.js";
export type { CheckOptions, CheckResult, Divergence, Alternatives } from "./oracle/check.js";
export type { DivergenceKind, ClaimSearch } from "./oracle/replay-step.js";
export type { VectorsOptions } from "./oracle/vectors.js";
export { vectorJson } from "./oracle/vector-format.js";
export type { ReadyScenario, ScenarioDocument, AnyCompiled } from "./oracle/scenario-input.js";
export type { TraceRead } from "./games/robbers/oracle.js";
export type { ResolvedOutcome, OutcomeList, OutcomesResult } from "./interpreter/play.js";
export type { TraceSource, StepRead, StepAt, Location } from "./oracle/trace-input.js";
export type { GameTraceHeader, GameTraceStep } from "./oracle/trace-start.js";
export type { Read, Origin, ReadOptions } from "./oracle/document.js";
export { formatInputError, type InputError } from "./oracle/input-error.js";
export { MAX_FILE_BYTES, MAX_LINE_BYTES, MAX_DEPTH } from "./oracle/limits.js";
export { MAX_VECTOR_OUTCOMES } from "./games/robbers/vectors.js";
export {
  VECTOR_FORMAT,
  vectorSchema,
  vectorOutcomeSchema,
  type Vector,
  type VectorOutcome,
} from "./games/robbers/formats/vector.js";
export {
  scenarioSchema,
  optionsSchema,
  SCENARIO_FORMAT,
  type Scenario,
  type ScenarioInput,
  type OracleOptions,
} from "./games/robbers/formats/scenario.js";
export {
  traceSchema,
  traceHeaderSchema,
  traceStepSchema,
  traceChoiceSchema,
  claimsSchema,
  TRACE_FORMAT,
  type Trace,
  type TraceInput,
  type TraceStep,
  type TraceHeader,
  type TraceChoice,
  type Claims,
} from "./games/robbers/formats/trace.js";
export type { Difference, FileOptions } from "./kit/game.js";

/** MacRobber, the second ruleset in the same DSL: `macrobber.macRobberSpec()`, `macrobber.play(...)`, ... (also the "robbers-spec/macrobber" entry). */
export * as macrobber from "./games/macrobber/library/index.js";
