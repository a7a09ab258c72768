// What every step of a scoring moment reads: the state and the awards, the decisions in force, the
// turn order from the active player, and the walk over landings on dark spaces (one per moment, fed
// the movements in canonical order by the steps that make them).
import { own } from "../../../src/dsl/own.js";
import { figureKinds } from "../board.js";
import type { Award, FigureKind, PlayerId, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";
import { type Landing, landingWalk } from "./landings.js";
import { type MomentRules, type Movement, momentRules } from "./movements.js";

/** One scoring moment as its steps see it. */
export interface Scene {
  readonly ctx: Ctx;
  readonly state: RobbersState;
  readonly awards: readonly Award[];
  readonly d: RobbersDecisions;
  /** The decision values the mechanics read (movements.ts). */
  readonly rules: MomentRules;
  /** The figures each player has: the meeple, and the messenger with The Messages. */
  readonly kinds: readonly FigureKind[];
  /** Turn order from the active player: the order plans are asked for and movements are walked. */
  readonly order: readonly PlayerId[];
  /** Players whose robber is on the scoreboard when the moment begins, in turn order. */
  readonly onBoard: readonly PlayerId[];
  /** What the message rules make of the next movement in canonical order (see landings.ts). */
  readonly land: (m: Movement) => Landing;
}

export function sceneOf(ctx: Ctx, state: RobbersState, awards: readonly Award[]): Scene {
  const d = ctx.decisions;
  const rules = momentRules(d);
  // Turn order from the active player (turnOrderFrom), and who has a robber out, in one pass.
  const players = state.players;
  const n = players.length;
  const first = players.indexOf(state.active);
  const order: PlayerId[] = [];
  const onBoard: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    const p = players[first < 0 ? i : (first + i) % n]!;
    order.push(p);
    if (own(state.robbers, p) !== null) onBoard.push(p);
  }
  return { ctx, state, awards, d, rules, kinds: figureKinds(state), order, onBoard, land: landingWalk(state, rules) };
}
