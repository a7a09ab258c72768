// The Robbers' recorded choices and claims, as traces and vectors write them: each choice point's
// pick typed by its kind, and what an implementation may claim after a step (scores, figure
// positions, robber places). Parts of the formats built in robbers-formats.ts.
import { z } from "zod";
import { MAX_POSITION } from "../../../oracle/limits.js";
import { worded } from "../../../oracle/schema-problems.js";
import { MAX_AWARDS, playerIdSchema, positionSchema, spaceSchema } from "./robbers-input.js";

const player = playerIdSchema();
const figure = z.enum(["meeple", "messenger"]);
const space = spaceSchema();

/** One recorded pick, typed by its kind (see fixtures/README.md for what each kind means). */
export const traceChoiceSchema = worded(
  z.discriminatedUnion("kind", [
    z.strictObject({
      /** Placing or moving a robber after a bag tile. */
      kind: z.literal("place"),
      /** The robber's owner. */
      actor: player,
      /** Place from supply, move the robber already out, or decline. */
      pick: z.discriminatedUnion("action", [
        z.strictObject({
          /** Place the robber from supply. */
          action: z.literal("place"),
          /** The space it goes to. */
          at: space,
        }),
        z.strictObject({
          /** Move the robber already on the scoreboard. */
          action: z.literal("move"),
          /** The space it moves to. */
          at: space,
        }),
        z.strictObject({
          /** Neither place nor move. */
          action: z.literal("decline"),
        }),
      ]),
    }),
    z.strictObject({
      /** A player's order of its awards in a moment, and the figure that moves for each. */
      kind: z.literal("plan"),
      /** The player scoring. */
      actor: player,
      /** The plan. */
      pick: z.strictObject({
        /** Its awards in the order scored. */
        sequence: z
          .array(
            z.strictObject({
              /** Index of the award in the event's `awards`. */
              award: worded(
                z
                  .int()
                  .min(0)
                  .max(MAX_AWARDS - 1),
                { what: "an award index" },
              ),
              /** The figure that moves for it. */
              figure,
            }),
          )
          .min(1)
          .max(MAX_AWARDS),
      }),
    }),
    z.strictObject({
      /** Which movement a robber steals from. */
      kind: z.literal("steal"),
      /** The robber's owner. */
      actor: player,
      /** The movement robbed; or a decline, which the rules always refuse (RB-STEAL-FIRST) and negative vectors send. */
      pick: z.union([
        z.strictObject({
          /** The player robbed. */
          victim: player,
          /** The victim's figure that made the movement. */
          figure,
        }),
        z.strictObject({
          /** Not stealing now (refused: a robber must steal at its first opportunity). */
          action: z.literal("decline"),
        }),
      ]),
    }),
    z.strictObject({
      /** Which of the thief's figures records the rogue points (never asked for a theft of 0). */
      kind: z.literal("rogue"),
      /** The thief. */
      actor: player,
      /** The figure chosen. */
      pick: z.strictObject({
        /** The thief's figure that moves. */
        figure,
      }),
    }),
    z.strictObject({
      /** Which rogue movement a robber follows when several leave its space. */
      kind: z.literal("follow"),
      /** The robber's owner. */
      actor: player,
      /** The movement followed. */
      pick: z.strictObject({
        /** The thief whose figure moved. */
        thief: player,
        /** That thief's figure. */
        figure,
      }),
    }),
    z.strictObject({
      /** On a backward move, whether a robber goes back with the figure or stays. */
      kind: z.literal("backward"),
      /** The robber's owner. */
      actor: player,
      /** Follow or stay. */
      pick: z.strictObject({
        /** `follow` the figure back, or `stay` on the space. */
        action: z.enum(["follow", "stay"]),
      }),
    }),
    z.strictObject({
      /** Which figure records a robber's final bonus. */
      kind: z.literal("bonus"),
      /** The robber's owner. */
      actor: player,
      /** The figure chosen. */
      pick: z.strictObject({
        /** The owner's figure that moves. */
        figure,
      }),
    }),
  ]),
  { noun: "choice" },
);
/** One recorded pick: `{ kind, actor, pick }`. */
export type TraceChoice = z.infer<typeof traceChoiceSchema>;

/** What the other implementation says the game looks like after a step; every field optional. */
export const claimsSchema = z.strictObject({
  /** Total score (meeple + messenger) per player. */
  scores: z.record(z.string(), worded(z.int().min(0).max(MAX_POSITION), { what: "a score" })).optional(),
  /** Positions (points recorded) of the figures named. */
  figures: z
    .record(
      z.string(),
      z.strictObject({
        /** Points recorded by the meeple. */
        meeple: positionSchema().optional(),
        /** Points recorded by the messenger. */
        messenger: positionSchema().optional(),
      }),
    )
    .optional(),
  /** Where each named robber is: a space, or null for the supply. */
  robbers: z.record(z.string(), space.nullable()).optional(),
});
/** What a trace claims after a step: any of scores, figure positions and robber places. */
export type Claims = z.infer<typeof claimsSchema>;
