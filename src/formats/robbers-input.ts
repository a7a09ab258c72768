// Input formats for Robbers situations (states, events, choice paths), defined once with zod so that
// the TypeScript types, the JSON Schema and the error paths all come from the same definition.
import { z } from "zod";
import { AWARD_SOURCES, BACKWARD_SOURCES, EDITION_IDS, type RobbersState } from "../../spec/robbers/index.js";

const playerId = z.string().min(1, "a player id is a non-empty string");
const points = z.int().min(0);
export const figuresSchema = z.strictObject({ meeple: points, messenger: points.optional() });

export const setupSchema = z.strictObject({
  players: z.array(playerId).min(2).max(6),
  messages: z.boolean(),
  active: playerId,
  figures: z.record(z.string(), figuresSchema),
  robbers: z.record(z.string(), z.int().min(0).nullable()),
  bagTiles: z.int().min(0).max(8).default(0),
  messagesDrawn: z.record(z.string(), z.int().min(0)).optional(),
});
export type Setup = z.infer<typeof setupSchema>;

export const awardSchema = z.strictObject({
  player: playerId,
  points: z.int().min(0),
  source: z.enum(AWARD_SOURCES as [string, ...string[]]),
  label: z.string().optional(),
});

export const eventSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("bag-tile") }),
  z.strictObject({ kind: z.literal("moment"), awards: z.array(awardSchema).min(1) }),
  z.strictObject({
    kind: z.literal("backward"),
    player: playerId,
    figure: z.enum(["meeple", "messenger"]),
    points: z.int().min(1),
    source: z.enum(BACKWARD_SOURCES as [string, ...string[]]),
  }),
  z.strictObject({ kind: z.literal("turn"), player: playerId }),
  z.strictObject({ kind: z.literal("game-end") }),
]);

export const choiceSchema = z.strictObject({
  kind: z.enum(["place", "plan", "steal", "rogue", "follow", "backward", "bonus"]),
  actor: playerId,
  pick: z.unknown(),
});

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
