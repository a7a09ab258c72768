// The effects of a transition read back as plain facts (movements, thefts, follows, draws) and the
// board questions the invariants ask, all under the reading of "the same space" in force.
import { figureKinds, type RobbersEffect, type RobbersState } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import type { Transition } from "./types.js";

export type Move = Extract<RobbersEffect, { type: "figure-moved" }>;
export const moves = (t: Transition): Move[] => t.effects.flatMap((e) => (e.type === "figure-moved" ? [e] : []));
export const ordinary = (t: Transition): Move[] => moves(t).filter((m) => m.source !== "rogue");
export const rogue = (t: Transition): Move[] => moves(t).filter((m) => m.source === "rogue");
export const thefts = (t: Transition) => t.effects.flatMap((e) => (e.type === "steal" ? [e] : []));
export const follows = (t: Transition) => t.effects.flatMap((e) => (e.type === "robber-followed" ? [e] : []));
export const draws = (t: Transition) => t.effects.flatMap((e) => (e.type === "message-drawn" ? [e] : []));

/** The space key of a score under INT-SAME-SPACE in force. */
export const square = (t: Pick<Transition, "spec">, score: number): number =>
  t.spec.decisions.sameSpace.value === "loop" ? score % 50 : score;

/** Does a figure of a player other than `owner` stand on `at` in `s`? (RB-PLACE-TARGET) */
export const besideOther = (t: Pick<Transition, "spec">, s: RobbersState, owner: string, at: number): boolean =>
  s.players.some((p) => p !== owner && figureKinds(s).some((k) => square(t, own(s.figures, p)![k]!) === at));

/** Robbers on the scoreboard. */
export const robbersOut = (s: RobbersState): number => Object.values(s.robbers).filter((r) => r !== null).length;
