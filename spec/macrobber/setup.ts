// Preparing to play: a fresh game for 3-5 named players from a seed (MR-SETUP-*), reading the
// interpretations that decide the contents (card values, estate numbers, starting tokens).
import { playerNameProblem, type ResolvedTable, ruleError } from "../../src/dsl/index.js";
import type { MacRobberDecisionTable } from "./decisions.js";
import type { CardValue, Clan, MacRobberState, PlayerId, Tokens } from "./model.js";
import { EMPTY_HAND, handOf, NO_TOKENS, shuffle, sub, tokens } from "./tokens.js";

/** All 86 action tokens (MR-COMPONENTS). */
export const ALL_TOKENS: Tokens = { yellow: 29, blue: 27, green: 20, red: 10 };
/** Starting victory points by player count (MR-SETUP-SCORE). */
export const START_POINTS: Readonly<Record<number, number>> = { 3: 2, 4: 5, 5: 8 };
/** Tokens taken out of the game by player count (MR-SETUP-SACK). */
export const TAKEN_OUT: Readonly<Record<number, Tokens>> = {
  3: tokens({ yellow: 8, blue: 4 }),
  4: tokens({ yellow: 4, blue: 2 }),
  5: NO_TOKENS,
};

type D = ResolvedTable<MacRobberDecisionTable>;

/** The 67 cards by value under MR-INT-CARD-VALUES. */
export function cardCounts(d: D): readonly [number, number, number, number] {
  return d["MR-INT-CARD-VALUES"].value === "even-fewer-fours" ? [17, 17, 17, 16] : [16, 17, 17, 17];
}
/** The 25 estate numbers under MR-INT-ESTATE-NUMBERS. */
export function estateNumbers(d: D): number[] {
  const out: number[] = [];
  for (let n = 30; n <= 42; n++) out.push(n, n);
  const drop = d["MR-INT-ESTATE-NUMBERS"].value === "two-each-one-42" ? 42 : 30;
  out.splice(out.indexOf(drop), 1);
  return out;
}
/** Every token in the game under MR-INT-START-TOKENS (the starting tokens are extra under "extra"). */
export function tokensInGame(d: D, players: number): Tokens {
  if (d["MR-INT-START-TOKENS"].value === "from-the-86") return ALL_TOKENS;
  return {
    yellow: ALL_TOKENS.yellow + 4 * players,
    blue: ALL_TOKENS.blue + 2 * players,
    green: ALL_TOKENS.green,
    red: ALL_TOKENS.red + players,
  };
}

/**
 * A new game: boards, markers, sack, shuffled cards and estates, 4 cards each.
 * @param players 3 to 5 distinct names, in clockwise seating order; the first begins.
 * @param seed a whole number from 0 to 4294967295; the same seed gives the same game.
 * @param decisions the compiled decisions (the readings that decide the contents).
 */
export function initialState(players: readonly PlayerId[], seed: number, decisions: D): MacRobberState {
  if (!Array.isArray(players) || players.length < 3 || players.length > 5)
    throw ruleError(
      "invalid-state",
      "MR-PLAYERS",
      Array.isArray(players)
        ? `MacRobber is for 3 to 5 players, not ${players.length}`
        : `the players are a list of 3 to 5 names, not ${typeof players}`,
      "$.players",
    );
  players.forEach((p, i) => {
    const problem = playerNameProblem(p);
    if (problem) throw ruleError("invalid-state", "MR-PLAYERS", problem, `$.players[${i}]`);
  });
  if (new Set(players).size !== players.length)
    throw ruleError("invalid-state", "MR-PLAYERS", "player names must be distinct", "$.players");
  // The seed is used as a 32-bit number: outside 0 .. 2^32-1 two seeds would deal the same game.
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw ruleError(
      "invalid-argument",
      "MR-CHANCE-SEEDED",
      `the seed is a whole number from 0 to 4294967295, got ${typeof seed === "number" ? seed : typeof seed}`,
      "$.seed",
    );
  const n = players.length;
  const counts = cardCounts(decisions);
  const cards = counts.flatMap((k, i) => Array<CardValue>(k).fill((i + 1) as CardValue));
  const shuffledCards = shuffle(cards, seed >>> 0);
  const shuffledEstates = shuffle(estateNumbers(decisions), shuffledCards.rng);
  const deck = shuffledCards.items;
  const clans: Record<string, Clan> = {};
  players.forEach((p, i) => {
    clans[p] = {
      court: { yellow: 4, blue: 2, green: 0 },
      estates: { count: 2, cattle: 1, castles: 0, abbeys: 0 },
      hand: handOf(deck.slice(4 * i, 4 * i + 4)),
      points: START_POINTS[n]!,
    };
  });
  const onBoards = tokens({ yellow: 4 * n, blue: 2 * n, red: n });
  const outOfGame = TAKEN_OUT[n]!;
  return {
    players: [...players],
    clans,
    sack: sub(sub(tokensInGame(decisions, n), onBoards), outOfGame),
    outOfGame,
    drawn: NO_TOKENS,
    deck: deck.slice(4 * n),
    returnDeck: EMPTY_HAND,
    estateDeck: shuffledEstates.items,
    estatesOut: [],
    beginner: players[0]!,
    active: players[0]!,
    largestFollowing: null,
    phase: "take-tokens",
    round: 1,
    inRedArea: [],
    rng: shuffledEstates.rng,
    result: null,
  };
}
