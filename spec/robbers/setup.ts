// A game's starting state: every figure on 0, every robber in its owner's supply (RB-SETUP-SUPPLY).
import type { PlayerId, RobbersState } from "./model.js";
import { checkPlayers } from "./validate.js";

/**
 * The state at the start of a game (RB-SETUP-SUPPLY): every figure on 0, every robber in supply,
 * the first player active.
 * @param players the players in turn order.
 * @param messages whether The Messages is in play (each player then has a messenger too).
 * @throws RuleError (BASE-PLAYERS) for a list of players no game has: the count, a name, a repeat.
 */
export function initialState(players: readonly PlayerId[], messages: boolean): RobbersState {
  checkPlayers(players);
  return {
    players,
    messages,
    active: players[0]!,
    figures: Object.fromEntries(players.map((p) => [p, messages ? { meeple: 0, messenger: 0 } : { meeple: 0 }])),
    robbers: Object.fromEntries(players.map((p) => [p, null])),
    bagTiles: 0,
    messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
    ended: false,
  };
}
