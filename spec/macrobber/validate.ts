// The state and event checks: a state the rules cannot reach (too few warriors, a lost token, a
// hand that does not follow the warriors) is refused naming the rule it breaks and its JSON path.
import { canonical, isRecord, keyPath, playerNameProblem, ruleError } from "../../src/dsl/index.js";
import type { D } from "./clans.js";
import { COLOURS, type MacRobberEvent, type MacRobberState, type Tokens } from "./model.js";
import { cardCounts, estateNumbers, tokensInGame } from "./setup.js";
import { add, estateTokens, freeEstates, handSize, NO_TOKENS, total } from "./tokens.js";

const PHASES = ["take-tokens", "act", "raid-or-exchange", "score-round", "over"];
const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;
const bad = (rule: string | string[], message: string, path: string) => ruleError("invalid-state", rule, message, path);

function checkTokens(t: unknown, path: string): asserts t is Tokens {
  if (!t || typeof t !== "object")
    throw bad("MR-TOKEN-MEANING", "a token count is an object with yellow, blue, green and red", path);
  for (const c of COLOURS)
    if (!isCount((t as Record<string, unknown>)[c]))
      throw bad("MR-TOKEN-MEANING", `${c} must be a whole number, 0 or more`, `${path}.${c}`);
}

/** Throws a RuleError (kind `invalid-state`) for the first rule the state breaks. */
export function validateState(state: MacRobberState, d: D): void {
  if (!isRecord(state)) throw ruleError("invalid-state", "MR-PLAYERS", "a state is an object", "$");
  const { players } = state;
  if (!Array.isArray(players) || players.length < 3 || players.length > 5)
    throw bad(
      "MR-PLAYERS",
      `MacRobber is for 3 to 5 players, got ${Array.isArray(players) ? players.length : "no list"}`,
      "$.players",
    );
  players.forEach((p, i) => {
    const problem = playerNameProblem(p);
    if (problem) throw bad("MR-PLAYERS", problem, `$.players[${i}]`);
    if (players.indexOf(p) !== i) throw bad("MR-PLAYERS", `player "${p}" is listed twice`, `$.players[${i}]`);
  });
  if (!PHASES.includes(state.phase))
    throw bad(
      "MR-TURN-PHASES",
      `unknown phase ${JSON.stringify(state.phase)}; expected one of ${PHASES.join(", ")}`,
      "$.phase",
    );
  for (const key of ["beginner", "active"] as const)
    if (!players.includes(state[key]))
      throw bad("MR-ROUND", `${key} ${canonical(state[key])} is not a player`, `$.${key}`);
  if (state.largestFollowing !== null && !players.includes(state.largestFollowing))
    throw bad(
      "MR-SCORE-YELLOW",
      `the largest following is held by ${canonical(state.largestFollowing)}, not a player`,
      "$.largestFollowing",
    );
  if (!isCount(state.rng) || state.rng > 0xffffffff)
    throw bad("MR-CHANCE-SEEDED", "the generator state is a 32-bit unsigned integer", "$.rng");
  if ((state.phase === "over") !== (state.result !== null))
    throw bad("MR-WINNER", "a result is given exactly when the phase is over", "$.result");
  for (const key of Object.keys(state.clans ?? {}))
    if (!players.includes(key))
      throw bad("MR-PLAYERS", `"${key}" has a clan but is not a player`, `$.clans${keyPath(key)}`);
  checkTokens(state.sack, "$.sack");
  checkTokens(state.outOfGame, "$.outOfGame");
  checkTokens(state.drawn, "$.drawn");
  if (state.phase !== "act" && total(state.drawn) > 0)
    throw bad("MR-ACT-RETURN-UNUSED", "drawn tokens exist only during phase 2 (act)", "$.drawn");
  // Refilled hands (after every raid, or by the 5-and-2 after every raid) hold one card per warrior exactly.
  const exact = d["MR-INT-RAID-REFILL"].value !== "no-refill" && d["MR-INT-DECK-EMPTY"].value === "reshuffle";
  let onBoards: Tokens = NO_TOKENS;
  let acquired = 0;
  let cardsHeld = [0, 0, 0, 0];
  for (const p of players) {
    const at = `$.clans${keyPath(p)}`;
    const clan = state.clans?.[p];
    if (!clan) throw bad("MR-PLAYERS", `player "${p}" has no clan board`, at);
    for (const c of ["yellow", "blue", "green"] as const)
      if (!isCount(clan.court?.[c]))
        throw bad("MR-TOKEN-MEANING", `court ${c} must be a whole number, 0 or more`, `${at}.court.${c}`);
    if (clan.court.yellow < 3)
      throw bad(
        "MR-WARRIORS-MIN",
        `${p} has ${clan.court.yellow} warriors; a court always keeps at least 3`,
        `${at}.court.yellow`,
      );
    for (const k of ["count", "cattle", "castles", "abbeys"] as const)
      if (!isCount(clan.estates?.[k]))
        throw bad("MR-ESTATE-ONE-THING", `estates.${k} must be a whole number, 0 or more`, `${at}.estates.${k}`);
    if (clan.estates.count < 2 || clan.estates.count > 6)
      throw bad(
        ["MR-SETUP-ESTATES", "MR-ESTATE-MAX"],
        `${p} holds ${clan.estates.count} estates; a clan holds 2 to 6`,
        `${at}.estates.count`,
      );
    if (freeEstates(clan.estates) < 0)
      throw bad(
        "MR-ESTATE-ONE-THING",
        `${p}'s estates hold more cattle, castles and abbeys than there are estates`,
        `${at}.estates`,
      );
    if (!Array.isArray(clan.hand) || clan.hand.length !== 4 || !clan.hand.every(isCount))
      throw bad("MR-HAND-FOLLOWS-WARRIORS", "a hand is four counts: cards valued 1, 2, 3 and 4", `${at}.hand`);
    const held = handSize(clan.hand);
    if (exact ? held !== clan.court.yellow : held > clan.court.yellow) {
      throw bad(
        "MR-HAND-FOLLOWS-WARRIORS",
        `${p} holds ${held} cards with ${clan.court.yellow} warriors; the hand has one card per warrior`,
        `${at}.hand`,
      );
    }
    if (typeof clan.points !== "number" || !Number.isInteger(clan.points))
      throw bad("MR-SETUP-SCORE", "points are a whole number", `${at}.points`);
    if (clan.points < 0 && d["MR-INT-SCORE-FLOOR"].value === "zero")
      throw bad(
        "MR-INT-SCORE-FLOOR",
        `${p} has ${clan.points} points; under reading "zero" points never go below 0`,
        `${at}.points`,
      );
    onBoards = add(onBoards, add({ ...clan.court, red: 0 }, estateTokens(clan.estates)));
    acquired += clan.estates.count - 2;
    cardsHeld = cardsHeld.map((n, i) => n + clan.hand[i]!);
  }
  const everywhere = add(add(add(state.sack, state.outOfGame), state.drawn), onBoards);
  const expected = tokensInGame(d, players.length);
  for (const c of COLOURS) {
    if (everywhere[c] !== expected[c])
      throw bad(
        ["MR-COMPONENTS", "MR-TOKEN-MEANING"],
        `${everywhere[c]} ${c} tokens are in the sack, out of the game, drawn or on the boards; the game has ${expected[c]}`,
        `$.sack.${c}`,
      );
  }
  if (!Array.isArray(state.deck) || !state.deck.every((v) => v === 1 || v === 2 || v === 3 || v === 4))
    throw bad("MR-COMPONENTS", "the deck is a list of card values 1 to 4", "$.deck");
  if (!Array.isArray(state.returnDeck) || state.returnDeck.length !== 4 || !state.returnDeck.every(isCount))
    throw bad("MR-COMPONENTS", "the return deck is four counts", "$.returnDeck");
  const cards = cardCounts(d);
  for (let v = 1; v <= 4; v++) {
    const n = cardsHeld[v - 1]! + state.returnDeck[v - 1]! + state.deck.filter((x) => x === v).length;
    if (n !== cards[v - 1])
      throw bad(
        ["MR-COMPONENTS", ...d["MR-INT-CARD-VALUES"].by],
        `${n} cards of value ${v} are in hands and decks; the game has ${cards[v - 1]}`,
        "$.deck",
      );
  }
  if (!Array.isArray(state.estateDeck) || !Array.isArray(state.estatesOut))
    throw bad("MR-SETUP-ESTATES", "estateDeck and estatesOut are lists of tile numbers", "$.estateDeck");
  if (state.estateDeck.length + state.estatesOut.length + acquired !== 25) {
    throw bad(
      ["MR-COMPONENTS", "MR-ROUND-ESTATE-OUT"],
      `${state.estateDeck.length} estate tiles in the deck, ${state.estatesOut.length} out of the game and ${acquired} acquired; there are 25`,
      "$.estateDeck",
    );
  }
  const pool = estateNumbers(d);
  for (const [i, n] of [...state.estateDeck, ...state.estatesOut].entries()) {
    const at = pool.indexOf(n);
    if (at < 0)
      throw bad(
        ["MR-COMPONENTS", ...d["MR-INT-ESTATE-NUMBERS"].by],
        `estate tile ${JSON.stringify(n)} is not one of the 25 (or appears too often)`,
        i < state.estateDeck.length ? `$.estateDeck[${i}]` : `$.estatesOut[${i - state.estateDeck.length}]`,
      );
    pool.splice(at, 1);
  }
}

/** Throws a RuleError (kind `invalid-event`) when the event is not the one the state expects. */
export function validateEvent(state: MacRobberState, event: MacRobberEvent): void {
  const kind = (event as { kind?: unknown } | null)?.kind;
  if (!["take-tokens", "act", "raid-or-exchange", "score-round"].includes(kind as string)) {
    throw ruleError(
      "invalid-event",
      "MR-TURN-PHASES",
      `unknown event ${JSON.stringify(kind)}; expected take-tokens, act, raid-or-exchange or score-round`,
      "$.event.kind",
    );
  }
  if (state.phase === "over") throw ruleError("invalid-event", ["MR-WINNER"], "the game is over", "$.event");
  if (kind !== state.phase) {
    throw ruleError(
      "invalid-event",
      [state.phase === "score-round" || kind === "score-round" ? "MR-ROUND" : "MR-TURN-PHASES"],
      `the game expects "${state.phase}" now, not ${canonical(kind)}`,
      "$.event.kind",
    );
  }
}
