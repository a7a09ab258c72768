// Input formats for Robbers situations (states, events, choice paths), defined once with zod so that
// the TypeScript types, the JSON Schema and the error paths all come from the same definition. The
// limits the readers enforce are stated here (so the JSON Schemas show them), and the words the
// readers use for a value (`worded`) sit beside its schema.
import { z } from "zod";
import { BAG_TILES, MAX_PLAYERS, MIN_PLAYERS } from "../../../../spec/robbers/board.js";
import {
  AWARD_SOURCES,
  BACKWARD_SOURCES,
  EDITION_IDS,
  interpretations,
  type Readings,
  type RobbersOptionsInput,
  type RobbersState,
} from "../../../../spec/robbers/index.js";
import { MAX_AWARD_POINTS, MAX_AWARDS_PER_PLAYER } from "../../../../spec/robbers/validate.js";
import { readingsSchemaOf } from "../../../kit/formats.js";
import { MAX_PLAYER_ID, MAX_POSITION } from "../../../oracle/limits.js";
import { worded } from "../../../oracle/schema-problems.js";

/** A player id as every format writes it: 1 to MAX_PLAYER_ID characters (which players exist is checked against the setup). */
export const playerIdSchema = (): z.ZodString => worded(z.string().min(1).max(MAX_PLAYER_ID), { what: "a player id" });
/** A figure's position: the points it has recorded, 0 to MAX_POSITION (a real game ends far below). */
export const positionSchema = (): z.ZodNumber =>
  worded(z.int().min(0).max(MAX_POSITION), { what: "a whole number of points", rules: ["BASE-SCOREBOARD"] });
/** A robber's space on the scoreboard (0-49 under the default reading of INT-SAME-SPACE, which the rules check). */
export const spaceSchema = (): z.ZodNumber =>
  worded(z.int().min(0).max(MAX_POSITION), { what: "a scoreboard space", rules: ["RB-SETUP-OFFMAP"] });
/** The most awards of one moment: six players, each with at most MAX_AWARDS_PER_PLAYER. */
export const MAX_AWARDS = MAX_PLAYERS * MAX_AWARDS_PER_PLAYER;

const playerId = playerIdSchema();
/** A player's figures, as the points each has recorded. */
export const figuresSchema = z.strictObject({
  /** Points recorded by the meeple. */
  meeple: positionSchema(),
  /** Points recorded by the messenger (The Messages only). */
  messenger: positionSchema().optional(),
});

/** A situation: players, figures, robbers and counters (what a scenario and a trace header start from). */
export const setupSchema = z.strictObject({
  /** The players in turn order (2 to 6). */
  players: worded(z.array(playerId).min(MIN_PLAYERS).max(MAX_PLAYERS), { item: "player", rules: ["BASE-PLAYERS"] }),
  /** Whether The Messages is in play. */
  messages: z.boolean(),
  /** Whose turn it is. */
  active: playerId,
  /** Each player's figures, as the points each has recorded. */
  figures: z.record(z.string(), figuresSchema),
  /** Where each player's robber is: a space, or null for the supply. */
  robbers: z.record(z.string(), spaceSchema().nullable()),
  /** Bag tiles placed so far (default 0). */
  bagTiles: worded(z.int().min(0).max(BAG_TILES), { what: "a count of bag tiles", rules: ["RB-SETUP-TILES"] }).default(
    0,
  ),
  /** Messages drawn so far per player (0 for players left out; at most one per point scored, so MAX_POSITION). */
  messagesDrawn: z
    .record(
      z.string(),
      worded(z.int().min(0).max(MAX_POSITION), { what: "a count of messages", rules: ["MS-DARK-DRAW"] }),
    )
    .optional(),
});
/** A situation after validation. */
export type Setup = z.infer<typeof setupSchema>;

/** Points one player scores at a scoring moment. */
const awardSchema = z.strictObject({
  /** Who scores. */
  player: playerId,
  /** How many points (at most MAX_AWARD_POINTS, far above any real feature). */
  points: worded(z.int().min(0).max(MAX_AWARD_POINTS), {
    what: "a whole number of points",
    rules: ["BASE-SCOREBOARD"],
  }),
  /** What the points are for (feature, fairy, wheel-of-fortune, catapult, message, other). */
  source: worded(z.enum(AWARD_SOURCES as [string, ...string[]]), {
    noun: "award source",
    rules: ["RB-STEAL-PER-EVENT"],
  }),
  /** Free text such as "road" or "city", for people. */
  label: z.string().optional(),
});

/** An event, told apart by `kind` (see `RobbersEvent` for what each one means). */
export const eventSchema = worded(
  z.discriminatedUnion("kind", [
    z.strictObject({
      /** A tile with a bag was placed. */
      kind: z.literal("bag-tile"),
    }),
    z.strictObject({
      /** Points were scored at one moment. */
      kind: z.literal("moment"),
      /** Every award of the moment (at most MAX_AWARDS_PER_PLAYER per player, which the readers check). */
      awards: worded(z.array(awardSchema).min(1).max(MAX_AWARDS), { item: "award" }),
    }),
    z.strictObject({
      /** A figure moves back. */
      kind: z.literal("backward"),
      /** Whose figure. */
      player: playerId,
      /** Which of its figures. */
      figure: z.enum(["meeple", "messenger"]),
      /** How many points it goes back. */
      points: worded(z.int().min(1).max(MAX_POSITION), { what: "a whole number of points", rules: ["RB-BACK-FOLLOW"] }),
      /** Why (bazaar, tower, other). */
      source: worded(z.enum(BACKWARD_SOURCES as [string, ...string[]]), { noun: "backward source" }),
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
  ]),
  { noun: "event" },
);

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
export const editionSchema = worded(z.enum(EDITION_IDS as [string, ...string[]]), { noun: "edition" });

/** A full state from a setup: counters left out start at zero. */
export function stateFromSetup(
  setup: Pick<Setup, "players" | "messages" | "active" | "figures" | "robbers" | "bagTiles" | "messagesDrawn">,
): RobbersState {
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

/** One optional reading per interpretation id, each limited to the readings that interpretation has (the kit's builder, as for every game). */
const readingsSchema = readingsSchemaOf(interpretations);

/** Edition preset and interpretation readings; anything left out takes its default (C3, default readings). */
export const optionsSchema = z.strictObject({
  /** The edition preset (default C3). */
  edition: editionSchema.optional().describe("edition preset (default C3)"),
  /** Readings other than the defaults, by interpretation id. */
  interpretations: readingsSchema.optional().describe("readings other than the defaults"),
});
/** Options as the oracle's formats write them: an edition and readings, each optional. */
export type OracleOptions = z.infer<typeof optionsSchema>;

/** The options as the library takes them (the zod output is wider only because ids are computed). */
export const toOptionsInput = (options: OracleOptions | undefined): RobbersOptionsInput => ({
  ...(options?.edition ? { edition: options.edition as RobbersOptionsInput["edition"] } : {}),
  ...(options?.interpretations ? { interpretations: options.interpretations as Partial<Readings> } : {}),
});
