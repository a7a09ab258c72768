// The playground core for any game: a session (options, start, events played), replayed with the
// interpreter; the decisions of an event in order; every outcome, grouped; the editions side by
// side; the session as a trace and in the page address. Pure TypeScript with no Node imports, so
// the browser bundle uses it as the unit tests do.
export type { OutcomeGroupKey, PlaygroundGame } from "./adapter.js";
export { wordsOfChoice } from "./adapter.js";
export { compileOptionsOf, startStateOf, unreachableOf, type AnySpec } from "./options.js";
export {
  replaySession,
  undoLast,
  withStep,
  type PlayedEvent,
  type Replayed,
  type Session,
  type SessionRefused,
  type SessionStep,
} from "./session.js";
export {
  walkDecisions,
  MAX_OPTIONS_FOLLOWED,
  type DecisionOption,
  type DecisionPoint,
  type NextDecision,
  type Reached,
  type Walk,
} from "./decisions.js";
export {
  eventOutcomes,
  MAX_GROUPED,
  MAX_WALKED_PATHS,
  type EventOutcomes,
  type ListedGroup,
  type ListedOutcome,
} from "./outcomes.js";
export {
  compareVariants,
  editionVariants,
  readingVariant,
  MAX_COMPARED,
  type Comparison,
  type ComparedOutcome,
  type Variant,
  type VariantResult,
} from "./compare.js";
export { exportTrace, importTrace, type ExportedTrace, type ImportedTrace } from "./trace.js";
export { decodeSession, encodeSession, ADDRESS_VERSION, type DecodedSession } from "./address.js";
