// The playground core for any game: a session (options, start, events played), replayed with the
// interpreter; the decisions of an event in order; every outcome, grouped; the editions side by
// side; the session as a trace and in the page address. Pure TypeScript with no Node imports, so
// the browser bundle uses it as the unit tests do.
export type { OutcomeGroupKey, PlaygroundGame } from "./adapter.js";
export { wordsOfChoice } from "./adapter.js";
export { ADDRESS_VERSION, type DecodedSession, decodeSession, encodeSession } from "./address.js";
export {
  type ComparedOutcome,
  type Comparison,
  compareVariants,
  editionVariants,
  MAX_COMPARED,
  readingVariant,
  type Variant,
  type VariantResult,
} from "./compare.js";
export {
  type DecisionOption,
  type DecisionPoint,
  MAX_OPTIONS_FOLLOWED,
  type NextDecision,
  type Reached,
  type Walk,
  walkDecisions,
} from "./decisions.js";
export { type AnySpec, compileOptionsOf, startStateOf, unreachableOf } from "./options.js";
export {
  type EventOutcomes,
  eventOutcomes,
  type ListedGroup,
  type ListedOutcome,
  MAX_GROUPED,
  MAX_WALKED_PATHS,
} from "./outcomes.js";
export {
  type PlayedEvent,
  type Replayed,
  replaySession,
  type Session,
  type SessionRefused,
  type SessionStep,
  undoLast,
  withStep,
} from "./session.js";
export { type ExportedTrace, exportTrace, type ImportedTrace, importTrace } from "./trace.js";
