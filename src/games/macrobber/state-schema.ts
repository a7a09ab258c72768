// A whole MacRobber state as files write it (the referee's view: hands, sack, decks), checked with
// zod for its shape and for the limits the rules set on every number (the components in the box,
// at most 5 players and 6 estates, the estate numbers); the rules check the rest (validateState).
// Points and rounds, which no rule bounds, get a practical limit far above any real game. The type
// checks below keep it the same as MacRobberState, field for field.
import { z } from "zod";
import type { MacRobberState } from "../../../spec/macrobber/index.js";
import { ALL_TOKENS } from "../../../spec/macrobber/setup.js";
import { MAX_PLAYER_ID } from "../../oracle/limits.js";
import { worded } from "../../oracle/schema-problems.js";

/** Most players (MR-PLAYERS). */
const MAX_MACROBBER_PLAYERS = 5;
/** Fewest players (MR-PLAYERS). */
const MIN_MACROBBER_PLAYERS = 3;
/**
 * Most tokens of each colour in a game: the 86 in the box, plus each clan's starting court and
 * cattle (4 yellow, 2 blue, 1 red) for 5 players when the starting tokens are extra (MR-INT-START-TOKENS).
 */
export const MOST_TOKENS = {
  yellow: ALL_TOKENS.yellow + 4 * MAX_MACROBBER_PLAYERS,
  blue: ALL_TOKENS.blue + 2 * MAX_MACROBBER_PLAYERS,
  green: ALL_TOKENS.green,
  red: ALL_TOKENS.red + MAX_MACROBBER_PLAYERS,
} as const;
/** Most cards of one value: 17 of the 67 (MR-COMPONENTS, MR-INT-CARD-VALUES). */
const MOST_CARDS_OF_A_VALUE = 17;
/** The cards in the game (MR-COMPONENTS). */
const CARDS = 67;
/** The estate tiles in the game (MR-COMPONENTS). */
const ESTATE_TILES = 25;
/** Most estates a clan holds: the 2 printed and 4 acquired (MR-SETUP-ESTATES, MR-ESTATE-MAX). */
const MAX_ESTATES = 6;
/** Practical limit on victory points either way (no rule bounds them; a game ends near 42, the highest estate number). */
const MAX_POINTS = 100_000;
/** Practical limit on the round number (no rule bounds it; 25 estates leave the game one a round). */
const MAX_ROUNDS = 100_000;

/** A player id as every format writes it: 1 to MAX_PLAYER_ID characters (which players exist is checked against the rules). */
export const playerIdSchema = (): z.ZodString => worded(z.string().min(1).max(MAX_PLAYER_ID), { what: "a player id" });
/** The players in clockwise order: 3 to 5 (MR-PLAYERS). */
export const playersSchema = () =>
  worded(z.array(playerIdSchema()).min(MIN_MACROBBER_PLAYERS).max(MAX_MACROBBER_PLAYERS), {
    item: "player",
    rules: ["MR-PLAYERS"],
  });
/** Victory points: a whole number (below 0 only under MR-INT-SCORE-FLOOR "negative", which the rules check). */
export const pointsSchema = () =>
  worded(z.int().min(-MAX_POINTS).max(MAX_POINTS), { what: "a whole number of points" });
/** The round number, from 1 (MR-ROUND). */
export const roundSchema = () => worded(z.int().min(1).max(MAX_ROUNDS), { what: "a round number" });

const playerId = playerIdSchema();
const tokenRules = ["MR-COMPONENTS", "MR-INT-START-TOKENS"];
const count = (colour: keyof typeof MOST_TOKENS, what: string) =>
  worded(z.int().min(0).max(MOST_TOKENS[colour]), { what, rules: tokenRules });
const tokens = z.strictObject({
  yellow: count("yellow", "a count of yellow tokens"),
  blue: count("blue", "a count of blue tokens"),
  green: count("green", "a count of green tokens"),
  red: count("red", "a count of red tokens"),
});
const cards = worded(z.int().min(0).max(MOST_CARDS_OF_A_VALUE), {
  what: "a count of cards",
  rules: ["MR-COMPONENTS", "MR-INT-CARD-VALUES"],
});
const hand = worded(z.tuple([cards, cards, cards, cards]), { what: "a list of 4 counts: cards valued 1, 2, 3 and 4" });
const estates = (what: string) =>
  worded(z.int().min(0).max(MAX_ESTATES), { what, rules: ["MR-ESTATE-ONE-THING", "MR-ESTATE-MAX"] });
const estateTile = worded(z.int().min(30).max(42), { what: "an estate number", rules: ["MR-COMPONENTS"] });
const estateTiles = worded(z.array(estateTile).max(ESTATE_TILES), { item: "estate tile", rules: ["MR-COMPONENTS"] });

/** A whole MacRobber state (the referee's view); the rules check what the shape cannot. */
export const stateSchema = z.strictObject({
  players: playersSchema(),
  clans: z.record(
    z.string(),
    z.strictObject({
      court: z.strictObject({
        yellow: count("yellow", "a count of warriors"),
        blue: count("blue", "a count of bagpipe players"),
        green: count("green", "a count of monks"),
      }),
      estates: z.strictObject({
        count: worded(z.int().min(2).max(MAX_ESTATES), {
          what: "a count of estates",
          rules: ["MR-SETUP-ESTATES", "MR-ESTATE-MAX"],
        }),
        cattle: estates("a count of cattle"),
        castles: estates("a count of castles"),
        abbeys: estates("a count of abbeys"),
      }),
      hand,
      points: pointsSchema(),
    }),
  ),
  sack: tokens,
  outOfGame: tokens,
  drawn: tokens,
  deck: worded(z.array(z.literal([1, 2, 3, 4])).max(CARDS), { item: "card", rules: ["MR-COMPONENTS"] }),
  returnDeck: hand,
  estateDeck: estateTiles,
  estatesOut: estateTiles,
  beginner: playerId,
  active: playerId,
  largestFollowing: playerId.nullable(),
  phase: worded(z.enum(["take-tokens", "act", "raid-or-exchange", "score-round", "over"]), { noun: "phase" }),
  round: roundSchema(),
  inRedArea: worded(z.array(playerId).max(MAX_MACROBBER_PLAYERS), { item: "player" }),
  rng: worded(z.int().min(0).max(0xffffffff), { what: "a generator state" }),
  result: z
    .strictObject({
      reason: z.enum(["estate", "sack"]),
      winners: worded(z.array(playerId).min(1).max(MAX_MACROBBER_PLAYERS), { item: "player" }),
    })
    .nullable(),
});

// The schema must describe MacRobberState exactly: tsc fails here when the model gains or loses a field.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKeys: Same<keyof z.infer<typeof stateSchema>, keyof MacRobberState> = true;
const fits: z.infer<typeof stateSchema> extends MacRobberState ? true : false = true;
void sameKeys;
void fits;
