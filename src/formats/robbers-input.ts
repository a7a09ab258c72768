// Input formats for Robbers situations (states, events, choice paths), defined once with zod so that
// the TypeScript types, the JSON Schema and the error paths all come from the same definition.
import { z } from "zod";
import { AWARD_SOURCES, BACKWARD_SOURCES, EDITION_IDS, type RobbersState } from "../../spec/robbers/index.js";

const playerId = z.string().min(1, "a player id is a non-empty string");
const points = z.int().min(0);
/** A player's figures, as the points each has recorded. */
export const figuresSchema = z.strictObject({
  /** Points recorded by the meeple. */
  meeple: points,
  /** Points recorded by the messenger (The Messages only). */
  messenger: points.optional(),
});

/** A situation: players, figures, robbers and counters (what a scenario and a trace header start from). */
export const setupSchema = z.strictObject({
  /** The players in turn order (2 to 6). */
  players: z.array(playerId).min(2).max(6),
  /** Whether The Messages is in play. */
  messages: z.boolean(),
  /** Whose turn it is. */
  active: playerId,
  /** Each player's figures, as the points each has recorded. */
  figures: z.record(z.string(), figuresSchema),
  /** Where each player's robber is: a space, or null for the supply. */
  robbers: z.record(z.string(), z.int().min(0).nullable()),
  /** Bag tiles placed so far (default 0). */
  bagTiles: z.int().min(0).max(8).default(0),
  /** Messages drawn so far per player (0 for players left out). */
  messagesDrawn: z.record(z.string(), z.int().min(0)).optional(),
});
/** A situation after validation. */
export type Setup = z.infer<typeof setupSchema>;

/** Points one player scores at a scoring moment. */
export const awardSchema = z.strictObject({
  /** Who scores. */
  player: playerId,
  /** How many points. */
  points: z.int().min(0),
  /** What the points are for (feature, fairy, wheel-of-fortune, catapult, message, other). */
  source: z.enum(AWARD_SOURCES as [string, ...string[]]),
  /** Free text such as "road" or "city", for people. */
  label: z.string().optional(),
});

/** An event, told apart by `kind` (see `RobbersEvent` for what each one means). */
export const eventSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    /** A tile with a bag was placed. */
    kind: z.literal("bag-tile"),
  }),
  z.strictObject({
    /** Points were scored at one moment. */
    kind: z.literal("moment"),
    /** Every award of the moment. */
    awards: z.array(awardSchema).min(1),
  }),
  z.strictObject({
    /** A figure moves back. */
    kind: z.literal("backward"),
    /** Whose figure. */
    player: playerId,
    /** Which of its figures. */
    figure: z.enum(["meeple", "messenger"]),
    /** How many points it goes back. */
    points: z.int().min(1),
    /** Why (bazaar, tower, other). */
    source: z.enum(BACKWARD_SOURCES as [string, ...string[]]),
  }),
  z.strictObject({
    /** A new turn begins. */
    kind: z.literal("turn"),
    /** Whose turn it is now. */
    player: playerId,
  }),
  z.strictObject({
    /** The game ends. */
    kind: z.literal("game-end"),
  }),
]);

/** A recorded pick with its shape left open (fixtures); traces use the typed `traceChoiceSchema`. */
export const choiceSchema = z.strictObject({
  /** The choice point's kind. */
  kind: z.enum(["place", "plan", "steal", "rogue", "follow", "backward", "bonus"]),
  /** The player who chose. */
  actor: playerId,
  /** What was chosen. */
  pick: z.unknown(),
});

/** An edition preset's name. */
export const editionSchema = z.enum(EDITION_IDS as [string, ...string[]]);

/** A full state from a setup: counters left out start at zero. */
export function stateFromSetup(setup: Pick<Setup, "players" | "messages" | "active" | "figures" | "robbers" | "bagTiles" | "messagesDrawn">): RobbersState {
  return {
    players: setup.players,
    messages: setup.messages,
    active: setup.active,
    figures: setup.figures,
    robbers: setup.robbers,
    bagTiles: setup.bagTiles,
    // Keep every given key (the state check refuses unknown players) and fill in the missing ones.
    messagesDrawn: { ...Object.fromEntries(setup.players.map((p) => [p, 0])), ...(setup.messagesDrawn ?? {}) },
    ended: false,
  };
}

/** A zod error as one line per issue, each with its JSON path. */
export function describeZodError(error: z.ZodError, prefix = "$"): string {
  return error.issues
    .map((i) => `${prefix}${i.path.map((p) => (typeof p === "number" ? `[${p}]` : /^[A-Za-z_][\w]*$/.test(String(p)) ? `.${String(p)}` : `[${JSON.stringify(String(p))}]`)).join("")}: ${i.message}`)
    .join("\n");
}
