// The trace format ("robbers-trace/1"): a game another implementation played, for `robbers check`.
// A header (options and the starting situation) and steps (event, the choices made, and what the
// implementation claims afterwards). As JSON, the header fields plus `steps`; as JSON Lines, the
// header on the first line and one step per further line, so long games stream.
// Defined once here with zod; the types are inferred and docs/schemas/ is generated from it.
import type { DeepReadonly } from "./deep-readonly.js";
import { z } from "zod";
import { eventSchema, setupSchema } from "./robbers-input.js";
import { optionsSchema } from "./scenario.js";

/** The `format` value of a trace (its header, in JSON Lines). */
export const TRACE_FORMAT = "robbers-trace/1";

const player = z.string().min(1);
const figure = z.enum(["meeple", "messenger"]);
const space = z.int().min(0);

/** One recorded pick, typed by its kind (see fixtures/README.md for what each kind means). */
export const traceChoiceSchema = z.discriminatedUnion("kind", [
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
            award: z.int().min(0),
            /** The figure that moves for it. */
            figure,
          }),
        )
        .min(1)
        .max(36),
    }),
  }),
  z.strictObject({
    /** Which movement a robber steals from. */
    kind: z.literal("steal"),
    /** The robber's owner. */
    actor: player,
    /** The movement robbed. */
    pick: z.strictObject({
      /** The player robbed. */
      victim: player,
      /** The victim's figure that made the movement. */
      figure,
    }),
  }),
  z.strictObject({
    /** Which of the thief's figures records the rogue points. */
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
]);
/** One recorded pick: `{ kind, actor, pick }`. */
export type TraceChoice = z.infer<typeof traceChoiceSchema>;

/** What the other implementation says the game looks like after a step; every field optional. */
export const claimsSchema = z.strictObject({
  /** Total score (meeple + messenger) per player. */
  scores: z.record(z.string(), z.int().min(0)).optional(),
  /** Positions (points recorded) of the figures named. */
  figures: z
    .record(
      z.string(),
      z.strictObject({
        /** Points recorded by the meeple. */
        meeple: z.int().min(0).optional(),
        /** Points recorded by the messenger. */
        messenger: z.int().min(0).optional(),
      }),
    )
    .optional(),
  /** Where each named robber is: a space, or null for the supply. */
  robbers: z.record(z.string(), space.nullable()).optional(),
});
/** What a trace claims after a step: any of scores, figure positions and robber places. */
export type Claims = z.infer<typeof claimsSchema>;

/** One step of a trace: the event, the choices made, and what the other implementation claims after it. */
export const traceStepSchema = z.strictObject({
  /** Free text for people reading the trace. */
  label: z.string().max(500).optional(),
  /** What happened. */
  event: eventSchema,
  /** The picks made in this step; a choice with a single legal option may be left out. */
  choices: z.array(traceChoiceSchema).max(200).default([]),
  /** What the other implementation says the game looks like after the step. */
  claims: claimsSchema.optional(),
});
/** A trace step after validation (choices default to none). */
export type TraceStep = z.infer<typeof traceStepSchema>;

/** A trace's header: options and the starting situation (the first line, in JSON Lines). */
export const traceHeaderSchema = z.strictObject({
  /** Always `robbers-trace/1`. */
  format: z.literal(TRACE_FORMAT),
  /** Free text for people reading the trace. */
  title: z.string().max(500).optional(),
  /** The edition and readings the game was played under (defaults when left out). */
  options: optionsSchema.default({}),
  /** The situation the game starts from. */
  setup: setupSchema,
});
/** A trace header after validation. */
export type TraceHeader = z.infer<typeof traceHeaderSchema>;

/** A whole trace as one JSON document: the header's fields plus `steps`. */
export const traceSchema = z
  .strictObject({
    ...traceHeaderSchema.shape,
    /** Every step, in the order played. */
    steps: z.array(traceStepSchema),
  })
  .describe("A game played by another implementation: options, starting situation, and each step with its choices and claims.");
/** A whole trace after validation. */
export type Trace = z.infer<typeof traceSchema>;
/** A whole trace as a caller may write it: fields with defaults may be left out. */
export type TraceInput = DeepReadonly<z.input<typeof traceSchema>>;
