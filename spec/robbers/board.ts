// The scoreboard: a loop of 50 spaces (0-49) whose dark spaces are 0, 5, 10, ... (The Messages).
// A figure's position is the points it has recorded; which positions count as "the same space"
// depends on INT-SAME-SPACE.

import type { Figures, FigureKind, PlayerId, RobbersState } from "./model.js";

export const LOOP = 50;
export const BAG_TILES = 8;
export const MAX_PLAYERS = 6;
export const MIN_PLAYERS = 2;
export const FINAL_BONUS = 3;

export type SameSpace = "loop" | "score";

/** The key of the space a score stands on: the physical square (loop) or the exact score. */
export const spaceOf = (score: number, sameSpace: SameSpace): number => (sameSpace === "loop" ? score % LOOP : score);

/** Dark spaces are physical squares 0, 5, 10, ... 45 of the loop. */
export const isDark = (score: number): boolean => (score % LOOP) % 5 === 0;

export const figureKinds = (state: RobbersState): readonly FigureKind[] => (state.messages ? ["meeple", "messenger"] : ["meeple"]);

export const positionOf = (figures: Figures, figure: FigureKind): number => (figure === "meeple" ? figures.meeple : (figures.messenger ?? 0));

export const withPosition = (figures: Figures, figure: FigureKind, score: number): Figures =>
  figure === "meeple" ? { ...figures, meeple: score } : { ...figures, messenger: score };

export const scoreOf = (figures: Figures): number => figures.meeple + (figures.messenger ?? 0);

/** Players in turn order starting with `first`. */
export function turnOrderFrom(players: readonly PlayerId[], first: PlayerId): PlayerId[] {
  const i = players.indexOf(first);
  return i < 0 ? [...players] : [...players.slice(i), ...players.slice(0, i)];
}

/** Ceil(p/2): what a robber steals from a movement of p points. */
export const half = (points: number): number => Math.ceil(points / 2);
