// The round's scoring as pure functions of the clan boards (MR-SCORE-*): who takes the largest
// following, and each player's green, red and blue points. Kept apart from the handler so the
// properties can compare them with an independent model.
import type { Clan, PlayerId } from "./model.js";

export interface Board {
  readonly player: PlayerId;
  readonly clan: Clan;
}

export const greenOf = (c: Clan): number => c.court.green + 3 * c.estates.abbeys;
export const redOf = (c: Clan): number => c.estates.cattle;
export const blueOf = (c: Clan): number => c.court.blue + 2 * c.estates.castles;
export const courtTotal = (c: Clan): number => c.court.yellow + c.court.blue + c.court.green;

/** The players still tied for the largest following after the court tokens (MR-SCORE-YELLOW); one when the tie is broken. */
export function followingTie(boards: readonly Board[]): PlayerId[] {
  const most = Math.max(...boards.map((b) => b.clan.court.yellow));
  const tied = boards.filter((b) => b.clan.court.yellow === most);
  const mostCourt = Math.max(...tied.map((b) => courtTotal(b.clan)));
  return tied.filter((b) => courtTotal(b.clan) === mostCourt).map((b) => b.player);
}

/**
 * MR-SCORE-YELLOW: most warriors; tie: most court tokens among the tied; still tied: the marker
 * stays. With nobody holding it, `firstInTurn` (MR-INT-FOLLOWING-TIE "turn-order") gives it to the
 * tied player first in `turnOrder`; otherwise it stays unheld.
 */
export function largestFollowing(
  boards: readonly Board[],
  holder: PlayerId | null,
  firstInTurn = false,
  turnOrder: readonly PlayerId[] = boards.map((b) => b.player),
): PlayerId | null {
  const still = followingTie(boards);
  if (still.length === 1) return still[0]!;
  if (holder === null && firstInTurn) return turnOrder.find((p) => still.includes(p)) ?? null;
  return holder;
}

/** MR-SCORE-GREEN: 3 for most, 2 for second; ties for first score 1 each and end it; ties for second score 1 each. */
export function greenPoints(boards: readonly Board[], zeroCounts: boolean): Map<PlayerId, number> {
  const out = new Map<PlayerId, number>();
  const eligible = boards.filter((b) => zeroCounts || greenOf(b.clan) > 0);
  if (eligible.length === 0) return out;
  const most = Math.max(...eligible.map((b) => greenOf(b.clan)));
  const first = eligible.filter((b) => greenOf(b.clan) === most);
  if (first.length > 1) {
    for (const b of first) out.set(b.player, 1);
    return out;
  }
  out.set(first[0]!.player, 3);
  const rest = eligible.filter((b) => greenOf(b.clan) < most);
  if (rest.length === 0) return out;
  const second = Math.max(...rest.map((b) => greenOf(b.clan)));
  const seconds = rest.filter((b) => greenOf(b.clan) === second);
  for (const b of seconds) out.set(b.player, seconds.length > 1 ? 1 : 2);
  return out;
}

/** MR-SCORE-RED: the players with the most cattle, whose single one scores the majority (those with none left out unless `zeroCounts`, MR-INT-ZERO-PLACE). */
export function mostCattle(boards: readonly Board[], zeroCounts: boolean): PlayerId[] {
  const eligible = boards.filter((b) => zeroCounts || redOf(b.clan) > 0);
  if (eligible.length === 0) return [];
  const most = Math.max(...eligible.map((b) => redOf(b.clan)));
  return eligible.filter((b) => redOf(b.clan) === most).map((b) => b.player);
}

/**
 * MR-SCORE-BLUE: own blue less the largest herd among the fellow players, when positive (`ownHerd`:
 * the misreading MIS-SCORE-BLUE-OWN-HERD, which counts the player's own herd too).
 */
export function bluePoints(boards: readonly Board[], player: PlayerId, ownHerd = false): number {
  const own = boards.find((b) => b.player === player)!;
  const herd = Math.max(0, ...boards.filter((b) => ownHerd || b.player !== player).map((b) => redOf(b.clan)));
  return Math.max(0, blueOf(own.clan) - herd);
}
