// Domain checks on states and events. Each refusal is a RuleError naming the rule it enforces and
// the JSON path of the offending value, so a caller can point at the exact field.
import {
  canonical,
  isRecord,
  keyPath,
  own,
  playerNameProblem,
  type RuleError,
  ruleError,
} from "../../src/dsl/index.js";
import {
  BAG_TILES,
  figureKinds,
  LOOP,
  MAX_PLAYERS,
  MIN_PLAYERS,
  positionOf,
  type SameSpace,
  spaceOf,
} from "./board.js";
import { AWARD_SOURCES, BACKWARD_SOURCES, type RobbersEvent, type RobbersState } from "./model.js";
import type { RobbersDecisions } from "./types.js";

/** Upper bound on one award: far above any real feature, low enough to catch garbage input. */
export const MAX_AWARD_POINTS = 500;
/** Most awards one player may score in one moment (a plan is an order of them, so n! grows fast). */
export const MAX_AWARDS_PER_PLAYER = 6;

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** What `validateState` checks besides the domain rules. */
export interface StateChecks {
  /**
   * A state no legal play can reach (`unreachableArrangements`): `"refuse"` throws the first, the
   * default `"allow"` lets it through. The readers of scenarios and traces ask for `"refuse"`;
   * `play` and `outcomes` allow such states, since tests and vectors explore any arrangement.
   */
  readonly unreachable?: "refuse" | "allow";
}

/**
 * The players of a game (BASE-PLAYERS): 2 to 6 distinct names, each one every game accepts
 * (`playerNameProblem`). Thrown as a `RuleError` with the JSON path of the bad name.
 */
export function checkPlayers(players: unknown): asserts players is readonly string[] {
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw ruleError(
      "invalid-state",
      ["BASE-PLAYERS", "RB-SETUP-SUPPLY"],
      `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players (six robbers), got ${Array.isArray(players) ? players.length : "no list"}`,
      "$.players",
    );
  }
  players.forEach((p, i) => {
    const problem = playerNameProblem(p);
    if (problem) throw ruleError("invalid-state", "BASE-PLAYERS", problem, `$.players[${i}]`);
    if (players.indexOf(p) !== i)
      throw ruleError(
        "invalid-state",
        "BASE-PLAYERS",
        `player "${p}" appears twice (colours are distinct)`,
        `$.players[${i}]`,
      );
  });
}

/**
 * Check a state against the domain rules (players, figures, robbers, counters); throws a RuleError
 * naming the rule broken, with the JSON path of the bad value.
 * @param checks `{ unreachable: "refuse" }` also refuses arrangements no legal play can reach.
 */
export function validateState(state: RobbersState, decisions: RobbersDecisions, checks: StateChecks = {}): void {
  if (!isRecord(state)) throw ruleError("invalid-state", "BASE-PLAYERS", "a state is an object", "$");
  const { players } = state;
  checkPlayers(players);
  if (!players.includes(state.active))
    throw ruleError(
      "invalid-state",
      "BASE-TURNS",
      `the active player ${canonical(state.active)} is not in the game`,
      "$.active",
    );
  for (const [key, field] of [
    ["figures", state.figures],
    ["robbers", state.robbers],
    ["messagesDrawn", state.messagesDrawn],
  ] as const) {
    for (const p of Object.keys(field ?? {})) {
      if (!players.includes(p))
        throw ruleError("invalid-state", "BASE-PLAYERS", `"${p}" is not one of the players`, `$.${key}${keyPath(p)}`);
    }
  }
  for (const p of players) {
    const f = own(state.figures, p);
    if (!f)
      throw ruleError(
        "invalid-state",
        "BASE-SCOREBOARD",
        `player "${p}" has no scoring figures`,
        `$.figures${keyPath(p)}`,
      );
    if (!isCount(f.meeple))
      throw ruleError(
        "invalid-state",
        "BASE-SCOREBOARD",
        "a figure's position is a whole number of points, 0 or more",
        `$.figures${keyPath(p)}.meeple`,
      );
    if (state.messages && !isCount(f.messenger))
      throw ruleError(
        "invalid-state",
        "RB-MSG-TARGET",
        "with The Messages every player has a messenger with a whole number of points",
        `$.figures${keyPath(p)}.messenger`,
      );
    if (!state.messages && f.messenger !== undefined)
      throw ruleError(
        "invalid-state",
        "RB-MSG-TARGET",
        "messengers exist only with The Messages (set messages: true)",
        `$.figures${keyPath(p)}.messenger`,
      );
    if (!Object.hasOwn(state.robbers ?? {}, p))
      throw ruleError(
        "invalid-state",
        "RB-SETUP-SUPPLY",
        `player "${p}" must have a robber: a space, or null for the supply`,
        `$.robbers${keyPath(p)}`,
      );
    const r = own(state.robbers, p);
    if (r !== null) {
      const max = decisions.sameSpace.value === "loop" ? LOOP - 1 : Number.MAX_SAFE_INTEGER;
      if (!isCount(r) || r > max) {
        // Only a whole number past the loop is refused by the reading of "the same space" (a square 0-49).
        const byReading = isCount(r) ? decisions.sameSpace.decidedBy : [];
        throw ruleError(
          "invalid-state",
          ["RB-SETUP-OFFMAP", ...byReading],
          `a robber is in supply (null) or on a scoreboard space${max === LOOP - 1 ? " 0-49" : ""}, got ${JSON.stringify(r)}`,
          `$.robbers${keyPath(p)}`,
        );
      }
    }
    const drawn = own(state.messagesDrawn, p) ?? 0;
    if (!isCount(drawn))
      throw ruleError("invalid-state", "MS-DARK-DRAW", "messages drawn is a count", `$.messagesDrawn${keyPath(p)}`);
  }
  if (!isCount(state.bagTiles) || state.bagTiles > BAG_TILES)
    throw ruleError("invalid-state", "RB-SETUP-TILES", `bag tiles placed is 0 to ${BAG_TILES}`, "$.bagTiles");
  if (checks.unreachable === "refuse") {
    const first = unreachableArrangements(state, decisions)[0];
    if (first) throw first;
  }
}

/** Is a figure of `player` on `space` (The Messages: its meeple or its messenger), with "the same space" read as `sameSpace`? */
const standsOn = (state: RobbersState, player: string, space: number, sameSpace: SameSpace): boolean =>
  figureKinds(state).some((k) => spaceOf(positionOf(own(state.figures, player)!, k), sameSpace) === space);

/**
 * Arrangements of robbers that no legal play reaches from the start of a game (every robber in
 * supply, RB-SETUP-SUPPLY), one RuleError per robber (call on a state `validateState` accepts):
 *
 * - After the game has ended, no robber is on the scoreboard: each one still out paid its bonus
 *   and went home (RB-FINAL-BONUS).
 * - Under INT-BACK-STAY-OWN "others-only" (the default), every robber on the scoreboard stands
 *   beside at least one scoring figure of another player. It is put only there (RB-PLACE-TARGET,
 *   RB-PLACE-MOVE); when such a figure scores and leaves, the robber steals and goes home
 *   (RB-STEAL-FIRST, RB-STEAL-RETURN) unless the points were 0 (INT-ZERO-POINTS: then nothing
 *   moved) or another figure's movement was taken instead (it still goes home); when rogue points
 *   move it, the robber follows (RB-ROGUE-FOLLOW, -MIXED); when it moves back, the robber follows
 *   or stays only beside another player's figure (RB-BACK-FOLLOW, RB-BACK-CHOOSE, INT-BACK-STAY-OWN).
 *   So neither "alone on its space" nor "beside only its owner's figures" can happen.
 * - Under "any-figure" both can: a robber may stay behind with only its owner's figure after a
 *   backward move, and is alone once that figure scores and moves on. Nothing more is refused then.
 *   The same holds under INT-BACK-OWN-FIGURE "follows": a robber goes back with its owner's own
 *   figure, perhaps to a space where no other player's figure stands.
 *
 * A robber beside its owner's figure and another player's is fine under either reading.
 */
export function unreachableArrangements(state: RobbersState, decisions: RobbersDecisions): RuleError[] {
  const out: RuleError[] = [];
  const sameSpace = decisions.sameSpace.value;
  const other: SameSpace = sameSpace === "loop" ? "score" : "loop";
  for (const owner of state.players) {
    const at = own(state.robbers, owner);
    if (at === null || at === undefined) continue;
    const path = `$.robbers${keyPath(owner)}`;
    if (state.ended) {
      out.push(
        ruleError(
          "invalid-state",
          "RB-FINAL-BONUS",
          `${owner}'s robber is on space ${at} after the game has ended; every robber still out goes home with its final bonus`,
          path,
        ),
      );
      continue;
    }
    if (decisions.backStayOwn.value !== "others-only" || decisions.backOwnFigure.value !== "stays") continue;
    const besideOthers = (reading: SameSpace) =>
      state.players.some((p) => p !== owner && standsOn(state, p, at, reading));
    if (besideOthers(sameSpace)) continue;
    const ownOnly = standsOn(state, owner, at, sameSpace);
    // The reading of "the same space" decides only when it would find another player's figure there.
    const bySpace = besideOthers(other) ? decisions.sameSpace.decidedBy : [];
    const rules = [
      "RB-PLACE-TARGET",
      "RB-STEAL-RETURN",
      "RB-ROGUE-FOLLOW",
      "RB-BACK-FOLLOW",
      ...decisions.backStayOwn.decidedBy,
      ...decisions.backOwnFigure.decidedBy,
      ...bySpace,
    ];
    const where = `${owner}'s robber on space ${at} stands beside ${ownOnly ? `only ${owner}'s own figures` : "no scoring figure"}`;
    const why =
      "no legal play leaves a robber there: it is placed only beside another player's figure, goes home when it steals, " +
      "follows that figure when rogue points or a backward move take it away, stays behind only beside " +
      `another player's figure (INT-BACK-STAY-OWN "${decisions.backStayOwn.value}") ` +
      `and never goes back with its owner's own figure (INT-BACK-OWN-FIGURE "${decisions.backOwnFigure.value}")`;
    out.push(ruleError("invalid-state", rules, `${where}; ${why}`, path));
  }
  return out;
}

export function validateEvent(state: RobbersState, event: RobbersEvent, decisions: RobbersDecisions): void {
  if (!isRecord(event) || typeof event.kind !== "string")
    throw ruleError("invalid-event", "BASE-TURNS", "an event is an object with a kind", "$.event");
  if (state.ended)
    throw ruleError("invalid-event", "BASE-TURNS", `the game has ended; no "${event.kind}" can follow`, "$.event.kind");
  // The path is a function so that it is written out only for a refusal (validation runs on every step of a replay).
  const known = (p: unknown, path: () => string) => {
    if (typeof p !== "string" || !state.players.includes(p))
      throw ruleError(
        "invalid-event",
        "BASE-PLAYERS",
        `unknown player ${JSON.stringify(p)}; players are ${state.players.join(", ")}`,
        path(),
      );
  };
  switch (event.kind) {
    case "bag-tile": {
      const limit = decisions.bagTiles.value;
      if (state.bagTiles >= limit)
        throw ruleError(
          "invalid-event",
          "RB-SETUP-TILES",
          `all ${limit} bag tiles have already been placed`,
          "$.event",
        );
      return;
    }
    case "moment": {
      if (!Array.isArray(event.awards) || event.awards.length === 0)
        throw ruleError(
          "invalid-event",
          "RB-STEAL-SIMULTANEOUS",
          "a scoring moment has at least one award",
          "$.event.awards",
        );
      const perPlayer = new Map<string, number>();
      event.awards.forEach((a, i) => {
        if (typeof a !== "object" || a === null)
          throw ruleError("invalid-event", "RB-STEAL-ORDER", "an award is an object", `$.event.awards[${i}]`);
        known(a.player, () => `$.event.awards[${i}].player`);
        if (!isCount(a.points) || a.points > MAX_AWARD_POINTS) {
          throw ruleError(
            "invalid-event",
            "BASE-SCOREBOARD",
            `points are a whole number from 0 to ${MAX_AWARD_POINTS}, got ${JSON.stringify(a.points)}`,
            `$.event.awards[${i}].points`,
          );
        }
        if (!AWARD_SOURCES.includes(a.source))
          throw ruleError(
            "invalid-event",
            "RB-STEAL-PER-EVENT",
            `unknown award source ${JSON.stringify(a.source)}; expected ${AWARD_SOURCES.join(", ")}`,
            `$.event.awards[${i}].source`,
          );
        perPlayer.set(a.player, (perPlayer.get(a.player) ?? 0) + 1);
        if (perPlayer.get(a.player)! > MAX_AWARDS_PER_PLAYER) {
          throw ruleError(
            "invalid-event",
            "RB-STEAL-ORDER",
            `more than ${MAX_AWARDS_PER_PLAYER} awards for ${a.player} in one moment`,
            `$.event.awards[${i}]`,
          );
        }
      });
      return;
    }
    case "backward": {
      known(event.player, () => "$.event.player");
      if (event.figure !== "meeple" && !(event.figure === "messenger" && state.messages)) {
        throw ruleError(
          "invalid-event",
          "RB-MSG-TARGET",
          `no such figure ${JSON.stringify(event.figure)}${state.messages ? "" : " (messengers only with The Messages)"}`,
          "$.event.figure",
        );
      }
      if (!isCount(event.points) || event.points === 0)
        throw ruleError(
          "invalid-event",
          "RB-BACK-FOLLOW",
          "a backward move is a whole number of points, 1 or more",
          "$.event.points",
        );
      if (!BACKWARD_SOURCES.includes(event.source))
        throw ruleError(
          "invalid-event",
          "RB-BACK-FOLLOW",
          `unknown source ${JSON.stringify(event.source)}; expected ${BACKWARD_SOURCES.join(", ")}`,
          "$.event.source",
        );
      const at = positionOf(own(state.figures, event.player)!, event.figure);
      if (event.points > at)
        throw ruleError(
          "invalid-event",
          "BASE-SCOREBOARD",
          `${event.player}'s ${event.figure} has ${at} points and cannot go back ${event.points}`,
          "$.event.points",
        );
      return;
    }
    case "turn":
      known(event.player, () => "$.event.player");
      return;
    case "game-end":
      return;
    default:
      throw ruleError(
        "invalid-event",
        "BASE-TURNS",
        `unknown event kind ${JSON.stringify((event as { kind?: unknown }).kind)}`,
        "$.event.kind",
      );
  }
}
