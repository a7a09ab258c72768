// The Robbers' side of conformance vectors: how the situation for an index is drawn (its theme by
// index, its edition by index, the theme's readings alternating, the others drawn) and what an
// outcome records (scores, positions, robbers, counters, thefts).
import { EDITION_IDS, interpretations, scoreOf, type RobbersEffect, type RobbersEvent, type RobbersState } from "../../../spec/robbers/index.js";
import type { VectorSituation } from "../../kit/game.js";
import type { FullOptions } from "../../oracle/options.js";
import { Draws, THEMES } from "./vector-themes.js";

/** Most distinct outcomes a vector may have; situations with more are redrawn. */
export const MAX_VECTOR_OUTCOMES = 150;

/** Options for vector `index`: its edition by index, the theme's readings alternating, the rest drawn. */
function optionsFor(d: Draws, index: number, focus: readonly string[]): FullOptions {
  const round = Math.floor(index / THEMES.length);
  const readings = Object.fromEntries(
    interpretations.map((i) => {
      const ids = i.readings.map((r) => r.id as string);
      return [i.id, focus.includes(i.id) ? ids[round % ids.length]! : d.pick(ids)];
    }),
  );
  return { edition: EDITION_IDS[index % EDITION_IDS.length]!, interpretations: readings };
}

/** A state as a scenario's top-level fields write it. */
export const setupOf = (state: RobbersState): Record<string, unknown> => ({
  players: [...state.players],
  messages: state.messages,
  active: state.active,
  figures: state.figures,
  robbers: state.robbers,
  bagTiles: state.bagTiles,
  messagesDrawn: state.messagesDrawn,
});

/** The drawer for vector `index`: theme and options fixed once, then one candidate situation per call. */
export function robbersDrawer(random: () => number, index: number): () => VectorSituation<RobbersState, RobbersEvent> {
  const theme = THEMES[index % THEMES.length]!;
  const d = new Draws(random);
  const options = optionsFor(d, index, theme.focus);
  return () => {
    const messages = theme.messages ?? d.chance(0.4);
    const situation = theme.make(d, options, messages);
    return { theme: theme.id, options, setup: setupOf(situation.state), state: situation.state, event: situation.event };
  };
}

/** What an outcome records: scores, positions, robbers, counters, and the thefts sorted by thief. */
export function robbersRecord(after: RobbersState, effects: readonly RobbersEffect[]): Record<string, unknown> {
  const steals = effects
    .flatMap((e) => (e.type === "steal" ? [{ thief: e.thief, victim: e.victim, figure: e.figure, points: e.points, amount: e.amount }] : []))
    .sort((a, b) => (a.thief < b.thief ? -1 : a.thief > b.thief ? 1 : 0));
  return {
    scores: Object.fromEntries(after.players.map((p) => [p, scoreOf(after.figures[p]!)])),
    figures: after.figures,
    robbers: after.robbers,
    messagesDrawn: after.messagesDrawn,
    active: after.active,
    bagTiles: after.bagTiles,
    ended: after.ended,
    steals,
  };
}
