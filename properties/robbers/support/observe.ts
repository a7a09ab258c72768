// Running one random legal step and reading its effects back as plain facts (movements, thefts,
// follows, draws), so properties can restate the rules over what the interpreter reported.
import type { RobbersEffect, RobbersEvent, RobbersOptionsInput, RobbersState } from "../../../spec/robbers/index.js";
import { play, type RobbersSpec, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { randomLegal } from "../../../src/interpreter/strategies.js";

export interface Observed {
  readonly spec: RobbersSpec;
  readonly before: RobbersState;
  readonly after: RobbersState;
  readonly effects: readonly RobbersEffect[];
}

export function observe(
  options: RobbersOptionsInput,
  before: RobbersState,
  event: RobbersEvent,
  strategySeed: number,
): Observed {
  const spec = robbersSpec(options);
  const r = play(spec, before, event, randomLegal(strategySeed));
  if (!r.ok) throw new Error(`a legal event was refused: ${r.error.message}`);
  return { spec, before, after: r.state, effects: r.effects as RobbersEffect[] };
}

export type Move = Extract<RobbersEffect, { type: "figure-moved" }>;
export const moves = (o: Observed): Move[] => o.effects.flatMap((e) => (e.type === "figure-moved" ? [e] : []));
export const ordinary = (o: Observed): Move[] => moves(o).filter((m) => m.source !== "rogue");
export const rogue = (o: Observed): Move[] => moves(o).filter((m) => m.source === "rogue");
export const thefts = (o: Observed) => o.effects.flatMap((e) => (e.type === "steal" ? [e] : []));
export const follows = (o: Observed) => o.effects.flatMap((e) => (e.type === "robber-followed" ? [e] : []));
export const draws = (o: Observed) => o.effects.flatMap((e) => (e.type === "message-drawn" ? [e] : []));
export const square = (o: Observed, score: number): number =>
  o.spec.decisions.sameSpace.value === "loop" ? score % 50 : score;
