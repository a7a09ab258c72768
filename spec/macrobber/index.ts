// The MacRobber ruleset: every rule in rulebook order, the decisions its interpretations change,
// and the handlers that carry the rules out: the same DSL and interpreter as The Robbers.
import { canonical, type Effect, type Rule, type Ruleset } from "../../src/dsl/index.js";
import { type MacRobberDecisionTable, macRobberDecisions } from "./decisions.js";
import { actHandler } from "./handlers/act.js";
import { raidHandler } from "./handlers/raid.js";
import { scoreRoundHandler } from "./handlers/score-round.js";
import { takeTokensHandler } from "./handlers/take-tokens.js";
import { macRobberMisreadings } from "./misreadings.js";
import type { MacRobberEvent, MacRobberState } from "./model.js";
import { type MacRobberOptions, normaliseOptions } from "./options.js";
import { enumerateRaidOrExchange } from "./raid-outcomes.js";
import { componentRules } from "./rules/00-components.js";
import { setupRules } from "./rules/01-setup.js";
import { turnRules } from "./rules/02-turn.js";
import { actionRules } from "./rules/03-actions.js";
import { raidRules } from "./rules/04-raid.js";
import { scoringRules } from "./rules/05-scoring.js";
import { endRules } from "./rules/06-end.js";
import { interpretations } from "./rules/07-interpretations.js";
import { validateEvent, validateState } from "./validate.js";

/** Every rule and interpretation of MacRobber, in rulebook order. */
export const macRobberRules: readonly Rule[] = [
  ...componentRules,
  ...setupRules,
  ...turnRules,
  ...actionRules,
  ...raidRules,
  ...scoringRules,
  ...endRules,
  ...interpretations,
];

/** The event the state expects next, or null when the game is over. */
export const nextEvent = (state: MacRobberState): MacRobberEvent | null =>
  state.phase === "over" ? null : { kind: state.phase };

/** MacRobber as a ruleset for `compile`, `step` and `enumerate`. */
export const macRobber: Ruleset<MacRobberOptions, MacRobberState, MacRobberEvent, MacRobberDecisionTable> = {
  id: "macrobber",
  title: "MacRobber (Queen Games, 2005)",
  rules: macRobberRules,
  decisions: macRobberDecisions,
  misreadings: macRobberMisreadings,
  handlers: [takeTokensHandler, actHandler, raidHandler, scoreRoundHandler],
  normaliseOptions,
  validateState,
  validateEvent,
  // Two paths are the same outcome when they leave the same state (the effects add nothing the state lacks).
  outcomeKey: (state: MacRobberState, _effects: readonly Effect[]) => canonical(state),
  // Raids would take minutes to walk path by path (64 pick pairs per round); the rounds fold into classes.
  enumerate: (view, state, event) =>
    event.kind === "raid-or-exchange" ? enumerateRaidOrExchange(view, state, event) : undefined,
};

export { legalPlans, planRefusal } from "./actions.js";
export { type MacRobberDecisionTable, type MacRobberMisreadableDecisions, macRobberDecisions } from "./decisions.js";
export { phase3Options } from "./handlers/raid.js";
export { type MacRobberMisreadingId, macRobberMisreadings } from "./misreadings.js";
export * from "./model.js";
export {
  type MacRobberInterpretation,
  type MacRobberOptions,
  type MacRobberOptionsInput,
  type MacRobberReadings,
  normaliseOptions,
} from "./options.js";
export { interpretations as macRobberInterpretations } from "./rules/07-interpretations.js";
export * as scoring from "./scoring.js";
export { ALL_TOKENS, cardCounts, estateNumbers, initialState, START_POINTS, TAKEN_OUT, tokensInGame } from "./setup.js";
export * as tokenMath from "./tokens.js";
