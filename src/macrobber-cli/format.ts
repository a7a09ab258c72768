// The MacRobber trace format (JSON Lines) as zod schemas: a header line (options, then players and
// seed, or a state to start from), then one line per event with its picks, effects and the state
// after. The shapes are checked here; the rules (checkState, play) judge the contents.
import { z } from "zod";
import type { MacRobberState } from "../../spec/macrobber/index.js";

/** What `ruleset` says in a MacRobber trace header. */
export const RULESET = "macrobber";

const count = z.int().min(0);
const playerId = z.string().min(1, "a player is a non-empty name").max(64);
const tokens = z.strictObject({ yellow: count, blue: count, green: count, red: count });
const hand = z.tuple([count, count, count, count]);

/** Options as a file or a header gives them: readings other than the defaults. */
export const optionsSchema = z.strictObject({
  /** Interpretation id to reading id; unknown ids and readings are refused by the rules. */
  interpretations: z.record(z.string(), z.string()).optional(),
});

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

/** An event: only its kind (the state says whose turn it is). */
export const eventSchema = z.strictObject({ kind: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round"]) });

/** One recorded pick: which choice, by whom, and what was picked (the rules judge the pick). */
export const choiceSchema = z.strictObject({ kind: z.string().min(1), actor: playerId, pick: z.unknown() });

/** A claimed effect: its type, and any fields the trace wants compared. */
export const effectSchema = z.looseObject({ type: z.string().min(1), rules: z.array(z.string()).optional() });

/** The header line: the ruleset, the options, and either a new game (players, seed) or a state. */
export const headerSchema = z
  .strictObject({
    ruleset: z.literal(RULESET),
    options: optionsSchema.default({}),
    players: z.array(playerId).optional(),
    seed: z.int().optional(),
    state: stateSchema.optional(),
  })
  .superRefine((h, ctx) => {
    if (h.state !== undefined) {
      for (const key of ["players", "seed"] as const) {
        if (h[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: `give either "state" or "players" and "seed", not both` });
      }
    } else {
      for (const key of ["players", "seed"] as const) {
        if (h[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: `missing: a header gives "players" and "seed" (a new game) or "state"` });
      }
    }
  });
export type Header = z.infer<typeof headerSchema>;

/** One event line: the event, the picks made (default none), and optionally what the trace claims. */
export const stepSchema = z.strictObject({
  event: eventSchema,
  choices: z.array(choiceSchema).default([]),
  effects: z.array(effectSchema).optional(),
  state: stateSchema.optional(),
});
export type StepLine = z.infer<typeof stepSchema>;
