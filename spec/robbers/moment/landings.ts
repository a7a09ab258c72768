// Landings on dark spaces (The Messages): which movements of a moment the message rules look at,
// whether the turn allows a draw, whether the figure is alone there, and whether it draws. Shared
// by the steps that move figures (to say why a landing drew nothing), the messages step (to draw)
// and the factored enumerator (to count draws), so all three apply the same rules.
import { own } from "../../../src/dsl/own.js";

import { isDark, positionOf, spaceOf } from "../board.js";
import type { RobbersState } from "../model.js";
import type { MomentRules, Movement } from "./movements.js";

/** What the message rules make of one movement. */
export interface Landing {
  /** The movement, in the moment's canonical order (see INT-MSG-ALONE). */
  readonly m: Movement;
  /** With The Messages, points gained and the movement ends on a dark space: the message rules look at it. */
  readonly dark: boolean;
  /** The turn allows a draw: the mover is the active player (MS-DARK-DRAW), or rogue points under INT-MSG-OWN-TURN "always". */
  readonly inTurn: boolean;
  /** Another scoring figure stands on that space when the movement ends (what INT-MSG-ALONE asks); only worked out for dark landings in turn. */
  readonly crowded: boolean;
  /**
   * Whether the landing draws a message. Under INT-MSG-ALONE "alone-after-moment" this is only the
   * turn's allowing it: the messages step settles it once every movement is done (board.ts `aloneOn`).
   */
  readonly draws: boolean;
}

/**
 * A walk over a moment's movements in canonical order (the active player first, then turn order,
 * each player's awards in its chosen order, rogue movements after every award): call it with each
 * movement in turn. Positions are replayed only for a dark landing in turn, which is rare.
 */
export function landingWalk(state: RobbersState, rules: MomentRules): (m: Movement) => Landing {
  const moved: Movement[] = [];
  // Every other figure where it stands now: where its last movement so far took it, else where it
  // began. Positions by index (player's place in turn order, meeple then messenger), no string keys.
  const crowdedAt = (m: Movement): boolean => {
    const here = spaceOf(m.to, rules.sameSpace);
    const players = state.players;
    const positions: number[] = [];
    for (const p of players) {
      const figures = own(state.figures, p)!;
      positions.push(positionOf(figures, "meeple"), positionOf(figures, "messenger"));
    }
    for (const x of moved) positions[2 * players.indexOf(x.player) + (x.figure === "meeple" ? 0 : 1)] = x.to;
    const mover = players.indexOf(m.player);
    const self = 2 * mover + (m.figure === "meeple" ? 0 : 1);
    // Under a hypothesis about INT-MSG-ALONE, the mover's own other figure does not count.
    const othersOnly = rules.aloneAmong === "other-players";
    for (let i = 0; i < positions.length; i++)
      if (i !== self && !(othersOnly && i >> 1 === mover) && spaceOf(positions[i]!, rules.sameSpace) === here)
        return true;
    return false;
  };
  return (m) => {
    // Positions matter only for a draw, and draws only with The Messages.
    if (state.messages) moved.push(m);
    const dark = state.messages && m.points > 0 && isDark(m.to);
    const inTurn =
      rules.darkDraw !== "never" &&
      (m.source === "rogue"
        ? rules.rogueDraw === "draws" && (rules.msgOwnTurn === "always" || m.player === state.active)
        : m.player === state.active || rules.darkDraw === "any-player");
    const crowded = dark && inTurn && crowdedAt(m);
    return { m, dark, inTurn, crowded, draws: dark && inTurn && !(crowded && rules.msgAlone === "alone") };
  };
}

/**
 * Message draws in one moment (The Messages), for movements in canonical order: a landing on a dark
 * space draws for the active player's ordinary scoring (MS-DARK-DRAW) and for rogue points on the
 * thief's own turn or always (INT-MSG-OWN-TURN), unless Z-Man's "alone" (INT-MSG-ALONE) forbids it.
 */
export function messageDraws(state: RobbersState, ordered: readonly Movement[], rules: MomentRules): Movement[] {
  if (!state.messages || !ordered.some((m) => m.points > 0 && isDark(m.to))) return [];
  const land = landingWalk(state, rules);
  return ordered.filter((m) => land(m).draws);
}
