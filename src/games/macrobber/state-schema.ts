// A whole MacRobber state as files write it (the referee's view: hands, sack, decks), checked with
// zod for its shape; the rules check the rest (validateState). The type checks below keep it the
// same as MacRobberState, field for field.
import { z } from "zod";
import type { MacRobberState } from "../../../spec/macrobber/index.js";

const count = z.int().min(0);
const playerId = z.string().min(1, "a player is a non-empty name").max(64);
const tokens = z.strictObject({ yellow: count, blue: count, green: count, red: count });
const hand = z.tuple([count, count, count, count]);

/** A whole MacRobber state (the referee's view); the rules check what the shape cannot. */
export const stateSchema = z.strictObject({
  players: z.array(playerId),
  clans: z.record(
    z.string(),
    z.strictObject({
      court: z.strictObject({ yellow: count, blue: count, green: count }),
      estates: z.strictObject({ count, cattle: count, castles: count, abbeys: count }),
      hand,
      points: z.int(),
    }),
  ),
  sack: tokens,
  outOfGame: tokens,
  drawn: tokens,
  deck: z.array(z.literal([1, 2, 3, 4])),
  returnDeck: hand,
  estateDeck: z.array(z.int()),
  estatesOut: z.array(z.int()),
  beginner: playerId,
  active: playerId,
  largestFollowing: playerId.nullable(),
  phase: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round", "over"]),
  round: z.int().min(1),
  inRedArea: z.array(playerId),
  rng: z.int().min(0).max(0xffffffff),
  result: z.strictObject({ reason: z.enum(["estate", "sack"]), winners: z.array(playerId) }).nullable(),
});

// The schema must describe MacRobberState exactly: tsc fails here when the model gains or loses a field.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKeys: Same<keyof z.infer<typeof stateSchema>, keyof MacRobberState> = true;
const fits: z.infer<typeof stateSchema> extends MacRobberState ? true : false = true;
void sameKeys;
void fits;

