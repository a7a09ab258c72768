// What a Robbers conformance vector records for each outcome: scores, positions, robbers,
// counters and thefts (the generic vector format adds the choice path, path count and cites).
import { z } from "zod";
import { BAG_TILES } from "../../../../spec/robbers/board.js";
import { playerIdSchema } from "./robbers-input.js";

const player = playerIdSchema();
const figure = z.enum(["meeple", "messenger"]);
/** Points, positions and counts are never negative (no upper bound: an outcome adds to the scenario's positions). */
const count = () => z.int().min(0);

/** What a vector outcome records before its choices, paths and cites. */
export const vectorRecordSchema = z.strictObject({
  /** Total score (meeple + messenger) per player. */
  scores: z.record(z.string(), count()),
  /** Points recorded by each player's figures after the event. */
  figures: z.record(
    z.string(),
    z.strictObject({
      /** Points recorded by the meeple. */
      meeple: count(),
      /** Points recorded by the messenger (The Messages only). */
      messenger: count().optional(),
    }),
  ),
  /** A space, or null for the supply. */
  robbers: z.record(z.string(), count().nullable()),
  /** Messages drawn so far, per player. */
  messagesDrawn: z.record(z.string(), count()),
  /** Whose turn it is after the event. */
  active: player,
  /** Bag tiles placed so far. */
  bagTiles: z.int().min(0).max(BAG_TILES),
  /** Whether the game has ended. */
  ended: z.boolean(),
  /** Every theft in this outcome, sorted by thief. */
  steals: z.array(
    z.strictObject({
      /** The robber's owner. */
      thief: player,
      /** The player robbed. */
      victim: player,
      /** The victim's figure whose movement was robbed. */
      figure,
      /** The points of that movement. */
      points: count(),
      /** The points stolen (half, rounded up). */
      amount: count(),
    }),
  ),
});
