// The Robbers ruleset: every rule in rulebook order, the decisions editions and interpretations
// change, and the handlers that carry the rules out.
import type { Effect, Rule, Ruleset } from "../../src/dsl/index.js";
import { canonical } from "./choices.js";
import { type RobbersDecisionTable, robbersDecisions } from "./decisions.js";
import { backwardHandler } from "./handlers/backward.js";
import { bagTileHandler } from "./handlers/bag-tile.js";
import { gameEndHandler } from "./handlers/game-end.js";
import { momentHandler } from "./handlers/moment.js";
import { turnHandler } from "./handlers/turn.js";
import { robbersMisreadings } from "./misreadings.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "./model.js";
import { enumerateMoment } from "./moment/factored.js";
import { planPathsAtLeast } from "./moment/plan-classes.js";
import { normaliseOptions, type RobbersOptions } from "./options.js";
import { baseRules } from "./rules/00-base.js";
import { setupRules } from "./rules/01-setup.js";
import { placementRules } from "./rules/02-placement.js";
import { stealingRules } from "./rules/03-stealing.js";
import { rogueRules } from "./rules/04-rogue.js";
import { backwardRules } from "./rules/05-backward.js";
import { finalRules } from "./rules/06-final.js";
import { messagesRules } from "./rules/07-messages.js";
import { interpretations } from "./rules/08-interpretations.js";
import { editions } from "./rules/09-editions.js";
import { validateEvent, validateState } from "./validate.js";

/** Every rule, interpretation and edition of The Robbers, in rulebook order (the docs' rule pages follow it). */
export const robbersRules: readonly Rule[] = [
  ...baseRules,
  ...setupRules,
  ...placementRules,
  ...stealingRules,
  ...rogueRules,
  ...backwardRules,
  ...finalRules,
  ...messagesRules,
  ...interpretations,
  ...editions,
];

/** Two paths give the same outcome when they leave the same state and record the same thefts (which movement was robbed, not only how much was taken). */
export function robbersOutcomeKey(state: RobbersState, effects: readonly Effect[]): string {
  const steals = (effects as readonly RobbersEffect[])
    .flatMap((e) => (e.type === "steal" ? [`${e.thief}<${e.victim}/${e.figure}:${e.points}->${e.amount}`] : []))
    .sort();
  return canonical({
    figures: state.figures,
    robbers: state.robbers,
    messagesDrawn: state.messagesDrawn,
    active: state.active,
    ended: state.ended,
    bagTiles: state.bagTiles,
    steals,
  });
}

/**
 * The Robbers ruleset: rules as data, the decisions editions and readings change, and the handlers
 * that carry them out. Pass it to `compile` (or call `robbersSpec`, which does) before stepping.
 */
export const robbers: Ruleset<RobbersOptions, RobbersState, RobbersEvent, RobbersDecisionTable> = {
  id: "robbers",
  title: "The Robbers (Carcassonne mini-expansion)",
  rules: robbersRules,
  decisions: robbersDecisions,
  misreadings: robbersMisreadings,
  handlers: [bagTileHandler, momentHandler, backwardHandler, turnHandler, gameEndHandler],
  normaliseOptions,
  validateState,
  validateEvent,
  outcomeKey: robbersOutcomeKey,
  enumerate: (view, state, event) =>
    event.kind === "moment" ? enumerateMoment(view.decisions, state, event) : undefined,
  pathsAtLeast: (_view, state, event) => (event.kind === "moment" ? planPathsAtLeast(state, event) : 1n),
};

export * from "./board.js";
export { type RobbersDecisionTable, robbersDecisions } from "./decisions.js";
export { type MisreadingId, robbersMisreadings } from "./misreadings.js";
export * from "./model.js";
export type {
  InterpretationId,
  Readings,
  RobbersInterpretation,
  RobbersOptions,
  RobbersOptionsInput,
} from "./options.js";
export { DEFAULT_EDITION, defaultReadings, normaliseOptions } from "./options.js";
export { interpretations } from "./rules/08-interpretations.js";
export { EDITION_IDS, type EditionId, editions } from "./rules/09-editions.js";
export { initialState } from "./setup.js";
