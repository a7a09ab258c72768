// MacRobber's file formats (macrobber-scenario/1, macrobber-trace/1, macrobber-vector/2): the
// generic envelope around MacRobber's parts. A situation is a new game (`players` and `seed`) or a
// whole state; the event may be left out, since the state says which event comes next; a step may
// claim the effects (each one's type and any fields it gives) and the whole state after it.
import { z } from "zod";
import { macRobberInterpretations } from "../../../spec/macrobber/index.js";
import { buildFormats, readingsSchemaOf } from "../../kit/formats.js";
import { playerIdSchema, playersSchema, pointsSchema, roundSchema, stateSchema } from "./state-schema.js";

const playerId = playerIdSchema();

/** Readings other than the defaults (MacRobber has one edition). */
const optionsSchema = z.strictObject({
  /** Readings other than the defaults, by interpretation id. */
  interpretations: readingsSchemaOf(macRobberInterpretations).optional().describe("readings other than the defaults"),
});

/** A situation: a new game (players in clockwise order and the seed that deals it) or a whole state. */
export const setupSchema = z.strictObject({
  /** The players in clockwise order, 3 to 5 (with `seed`: a new game). */
  players: playersSchema().optional(),
  /** The seed of a new game's chance (sack draws, shuffles). */
  seed: z.int().min(0).max(0xffffffff).optional(),
  /** A whole state instead (the referee's view, as `play` writes it). */
  state: stateSchema.optional(),
});
/** A situation after validation. */
export type MacRobberSetup = z.infer<typeof setupSchema>;

/** An event: only its kind, and only when it is the one the state expects (it may be left out). */
const eventSchema = z.strictObject({ kind: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round"]) });

/** One recorded pick: which choice, by whom, and what was picked (the rules judge the pick). */
const choiceSchema = z.strictObject({ kind: z.string().min(1), actor: playerId, pick: z.unknown() });

/** A claimed effect: its type, and any fields the trace wants compared. */
const claimedEffect = z.looseObject({ type: z.string().min(1), rules: z.array(z.string()).optional() });

/** What a trace may claim after a step: the effects in order, and the whole state. */
export const claimsSchema = z.strictObject({
  /** The effects in order: each one's type, and any fields it gives, are compared. */
  effects: z.array(claimedEffect).optional(),
  /** The whole state after the step. */
  state: stateSchema.optional(),
});
/** Claims after validation. */
export type MacRobberClaims = z.infer<typeof claimsSchema>;

/** What a vector outcome records: each clan's points, where the game stands, and the whole state. */
const recordSchema = z.strictObject({
  /** Victory points per clan. */
  points: z.record(z.string(), pointsSchema()),
  /** The round. */
  round: roundSchema(),
  /** The event expected next, or "over". */
  phase: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round", "over"]),
  /** Whose turn it is. */
  active: playerId,
  /** The whole state (hands, sack, decks: the referee's view). */
  state: stateSchema,
});

/** Every MacRobber format, built once. */
export const macRobberFormats = buildFormats({
  id: "macrobber",
  noun: "MacRobber",
  options: optionsSchema,
  setup: setupSchema,
  event: eventSchema.optional(),
  choice: choiceSchema,
  claims: claimsSchema,
  record: recordSchema,
  idPrefix: "mr-s",
});
