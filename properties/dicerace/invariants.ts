// Dice Race's invariants written once, as predicates over one roll (state, event, effects, state):
// races.test.ts runs them on fast-check's random races and the exhaustive check
// (src/games/dicerace/verify/) on every transition of its bound. Each returns what is wrong in one
// sentence, or null. Written from the rulebook (spec/dicerace/RULEBOOK.md), not from the handler.
import type { DiceRaceEffect, DiceRaceEvent, DiceRaceState } from "../../spec/dicerace/index.js";
import { own } from "../../src/dsl/index.js";

/** What is wrong, in one sentence, or null when the invariant holds. */
export type Verdict = string | null;

/** One roll: `before` --event--> `after` with its effects, on a track whose finish is `finish`. */
export interface Roll {
  readonly before: DiceRaceState;
  readonly event: DiceRaceEvent;
  readonly after: DiceRaceState;
  readonly effects: readonly DiceRaceEffect[];
}

type Moved = Extract<DiceRaceEffect, { type: "moved" }>;
/** The pawn moves a roll reports. */
export const movesOf = (r: Roll): Moved[] => r.effects.filter((e): e is Moved => e.type === "moved");

/** §2, §3: one pawn of the roller moves forward by the roll, or stays when the roll would carry it past the finish. */
export function onePawnForward(r: Roll, finish: number): Verdict {
  const moves = movesOf(r);
  const [m, ...more] = moves;
  if (!m || more.length) return `${moves.length} pawns moved on one roll`;
  if (m.player !== r.before.active) return `${m.player} moved on ${r.before.active}'s roll`;
  if (m.to < m.from) return `${m.player}'s pawn went back from ${m.from} to ${m.to}`;
  if (m.to !== m.from && m.to !== m.from + r.event.die)
    return `${m.player}'s pawn moved ${m.to - m.from} squares on a roll of ${r.event.die}`;
  if (m.to === m.from && m.from + r.event.die <= finish)
    return `${m.player}'s pawn stayed though the roll of ${r.event.die} fits the track`;
  return null;
}

/** §1: the race keeps its players, two to four named once, each with exactly two pawns. */
export function samePlayers(r: Roll): Verdict {
  const { players, pawns } = r.after;
  if (players.join("\n") !== r.before.players.join("\n"))
    return `the players changed from ${r.before.players} to ${players}`;
  if (players.length < 2 || players.length > 4) return `${players.length} players race`;
  if (new Set(players).size !== players.length) return "a player is named twice";
  for (const p of Object.keys(pawns)) if (!players.includes(p)) return `${p} has pawns but is not racing`;
  for (const p of players)
    if (own(pawns, p)?.length !== 2) return `${p} has ${own(pawns, p)?.length ?? 0} pawns, not 2`;
  return null;
}

/** §1, §4: every pawn is on the track, square 0 to the finish (the rulebook's or the one the players set). */
export function onTheTrack(r: Roll, finish: number): Verdict {
  for (const p of r.after.players)
    for (const at of own(r.after.pawns, p)!) if (at < 0 || at > finish) return `${p}'s pawn is on ${at}, off the track`;
  return null;
}

/** §3: a player wins exactly when their pawn lands on the finish. */
export function exactWin(r: Roll, finish: number): Verdict {
  const landed = movesOf(r).some((m) => m.to === finish);
  const won = r.effects.some((e) => e.type === "won");
  if (landed !== won) return landed ? "a pawn reached the finish and nobody won" : "a win without a pawn on the finish";
  if (won !== (r.after.winner === r.before.active)) return "the winner is not the player who finished";
  return null;
}

/** §2, §3: after a roll that does not win, the next player in the order named rolls; after a win, nobody. */
export function turnPasses(r: Roll): Verdict {
  if (r.after.winner) return r.after.active === r.before.active ? null : "the turn passed after the game ended";
  const i = r.before.players.indexOf(r.before.active);
  const next = r.before.players[(i + 1) % r.before.players.length];
  return r.after.active === next ? null : `${r.after.active} rolls next, not ${next}`;
}
