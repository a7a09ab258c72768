// The trace format ("robbers-trace/1"): a game another implementation played, for `robbers check`.
// A header (options and the starting situation) and steps (event, the choices made, and what the
// implementation claims afterwards). As JSON, the header fields plus `steps`; as JSON Lines, the
// header on the first line and one step per further line, so long games stream.
// Defined once here with zod; the types are inferred and docs/schemas/ is generated from it.
import { z } from "zod";
import { eventSchema, setupSchema } from "./robbers-input.js";
import { optionsSchema } from "./scenario.js";

export const TRACE_FORMAT = "robbers-trace/1";

const player = z.string().min(1);
const figure = z.enum(["meeple", "messenger"]);
const space = z.int().min(0);

/** One recorded pick, typed by its kind (see fixtures/README.md for what each kind means). */
export const traceChoiceSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("place"),
    actor: player,
    pick: z.discriminatedUnion("action", [
      z.strictObject({ action: z.literal("place"), at: space }),
      z.strictObject({ action: z.literal("move"), at: space }),
      z.strictObject({ action: z.literal("decline") }),
    ]),
  }),
  z.strictObject({
    kind: z.literal("plan"),
    actor: player,
    pick: z.strictObject({ sequence: z.array(z.strictObject({ award: z.int().min(0), figure })).min(1).max(36) }),
  }),
  z.strictObject({ kind: z.literal("steal"), actor: player, pick: z.strictObject({ victim: player, figure }) }),
  z.strictObject({ kind: z.literal("rogue"), actor: player, pick: z.strictObject({ figure }) }),
  z.strictObject({ kind: z.literal("follow"), actor: player, pick: z.strictObject({ thief: player, figure }) }),
  z.strictObject({ kind: z.literal("backward"), actor: player, pick: z.strictObject({ action: z.enum(["follow", "stay"]) }) }),
  z.strictObject({ kind: z.literal("bonus"), actor: player, pick: z.strictObject({ figure }) }),
]);
export type TraceChoice = z.infer<typeof traceChoiceSchema>;

/** What the other implementation says the game looks like after a step; every field optional. */
export const claimsSchema = z.strictObject({
  /** Total score (meeple + messenger) per player. */
  scores: z.record(z.string(), z.int().min(0)).optional(),
  /** Positions (points recorded) of the figures named. */
  figures: z.record(z.string(), z.strictObject({ meeple: z.int().min(0).optional(), messenger: z.int().min(0).optional() })).optional(),
  /** Where each named robber is: a space, or null for the supply. */
  robbers: z.record(z.string(), space.nullable()).optional(),
});
export type Claims = z.infer<typeof claimsSchema>;

export const traceStepSchema = z.strictObject({
  label: z.string().max(500).optional(),
  event: eventSchema,
  /** The picks made in this step; a choice with a single legal option may be left out. */
  choices: z.array(traceChoiceSchema).max(200).default([]),
  claims: claimsSchema.optional(),
});
export type TraceStep = z.infer<typeof traceStepSchema>;

export const traceHeaderSchema = z.strictObject({
  format: z.literal(TRACE_FORMAT),
  title: z.string().max(500).optional(),
  options: optionsSchema.default({}),
  setup: setupSchema,
});
export type TraceHeader = z.infer<typeof traceHeaderSchema>;

export const traceSchema = z
  .strictObject({ ...traceHeaderSchema.shape, steps: z.array(traceStepSchema) })
  .describe("A game played by another implementation: options, starting situation, and each step with its choices and claims.");
export type Trace = z.infer<typeof traceSchema>;
export type TraceInput = z.input<typeof traceSchema>;
