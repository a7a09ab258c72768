// The scoreboard: a loop of 50 spaces (0-49) whose dark spaces are 0, 5, 10, ... (The Messages).
// A figure's position is the points it has recorded; which positions count as "the same space"
// depends on INT-SAME-SPACE.
import { own } from "../../src/dsl/own.js";

import type { FigureKind, Figures, PlayerId, RobbersState } from "./model.js";

/** Spaces on the scoreboard: a score of 57 stands on square 7, one lap on. */
export const LOOP = 50;
/** Tiles with a bag in the game; a ninth bag-tile event is refused. */
export const BAG_TILES = 8;
/** Most players: the box holds six robbers. */
export const MAX_PLAYERS = 6;
/** Fewest players (the base game's minimum). */
export const MIN_PLAYERS = 2;
/** Points a robber still on the scoreboard gives its owner when the game ends (RB-FINAL-BONUS). */
export const FINAL_BONUS = 3;

/** What counts as the same space (INT-SAME-SPACE): the physical square (`loop`, score mod 50), or the exact score. */
export type SameSpace = "loop" | "score";

/** The key of the space a score stands on: the physical square (loop) or the exact score. */
export const spaceOf = (score: number, sameSpace: SameSpace): number => (sameSpace === "loop" ? score % LOOP : score);

/** Dark spaces are physical squares 0, 5, 10, ... 45 of the loop. */
export const isDark = (score: number): boolean => (score % LOOP) % 5 === 0;

/** The figures each player has in this game: the meeple, plus the messenger with The Messages. */
export const figureKinds = (state: RobbersState): readonly FigureKind[] =>
  state.messages ? ["meeple", "messenger"] : ["meeple"];

/** The points a figure has recorded (a missing messenger counts as 0). */
export const positionOf = (figures: Figures, figure: FigureKind): number =>
  figure === "meeple" ? figures.meeple : (figures.messenger ?? 0);

/** A copy of `figures` with one figure moved to `score` (states are never changed in place). */
export const withPosition = (figures: Figures, figure: FigureKind, score: number): Figures =>
  figure === "meeple" ? { ...figures, meeple: score } : { ...figures, messenger: score };

/** A player's score: its meeple's points plus its messenger's (The Messages counts both). */
export const scoreOf = (figures: Figures): number => figures.meeple + (figures.messenger ?? 0);

/** Players in turn order starting with `first`. */
export function turnOrderFrom(players: readonly PlayerId[], first: PlayerId): PlayerId[] {
  const i = players.indexOf(first);
  return i < 0 ? [...players] : [...players.slice(i), ...players.slice(0, i)];
}

/** Ceil(p/2): what a robber steals from a movement of p points. */
export const half = (points: number): number => Math.ceil(points / 2);

/**
 * Whether `player`'s `figure` is alone on the space of score `at` (INT-MSG-ALONE's question): no
 * other scoring figure, of any player, stands there in `figures`, spaces counted as `sameSpace` says.
 */
export function aloneOn(
  state: RobbersState,
  figures: Readonly<Record<PlayerId, Figures>>,
  player: PlayerId,
  figure: FigureKind,
  at: number,
  sameSpace: SameSpace,
  among: "every-figure" | "other-players" = "every-figure",
): boolean {
  const here = spaceOf(at, sameSpace);
  for (const p of state.players) {
    if (among === "other-players" && p === player) continue;
    for (const k of figureKinds(state))
      if (!(p === player && k === figure) && spaceOf(positionOf(own(figures, p)!, k), sameSpace) === here) return false;
  }
  return true;
}
