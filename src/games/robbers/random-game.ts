// Random events for a seeded Robbers game (`robbers play`): the expansion's rules react to events
// the base game produces (turns, bag tiles, scoring, backward moves), so a random game draws those
// events; the players' decisions are the interpreter's random legal choices.

import { BAG_TILES } from "../../../spec/robbers/board.js";
import type { RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";

/** How many events a random game has before it ends. */
export const RANDOM_GAME_EVENTS = 60;

/** The next event of a random game: turns, bag tiles while any are left, backward moves, scoring moments; then the end. */
export function randomRobbersEvent(state: RobbersState, random: () => number, played: number): RobbersEvent | null {
  if (state.ended) return null;
  if (played >= RANDOM_GAME_EVENTS) return { kind: "game-end" };
  const int = (n: number) => Math.floor(random() * n);
  const players = state.players;
  const roll = random();
  if (roll < 0.25) return { kind: "turn", player: players[(players.indexOf(state.active) + 1) % players.length]! };
  if (roll < 0.35 && state.bagTiles < BAG_TILES) return { kind: "bag-tile" };
  if (roll < 0.42) {
    const p = players[int(players.length)]!;
    const at = own(state.figures, p)!.meeple;
    if (at >= 2)
      return { kind: "backward", player: p, figure: "meeple", points: 1 + int(Math.min(5, at - 1)), source: "bazaar" };
  }
  const awards = Array.from({ length: 1 + int(3) }, () => ({
    player: players[int(players.length)]!,
    points: int(12),
    source: "feature" as const,
  }));
  return { kind: "moment", awards };
}
