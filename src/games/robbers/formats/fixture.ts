// The worked-example fixture format: a situation from a source, the edition(s) it holds in, and what
// the source says happens, checked against the interpreter and the enumerator by fixtures/*.test.ts.
import { z } from "zod";
import { choiceSchema, editionSchema, eventSchema, figuresSchema, setupSchema } from "./robbers-input.js";

const sourceRef = z.strictObject({
  file: z.string().min(1),
  section: z.string().min(1),
  ruling: z.string().optional(),
});

/** What the source says about the state after a step. Every field is optional; given ones must match. */
export const expectSchema = z.strictObject({
  /** Final positions of the figures named. */
  figures: z.record(z.string(), figuresSchema.partial()).optional(),
  /** Final total score (meeple + messenger) per player. */
  scores: z.record(z.string(), z.int()).optional(),
  /** Points gained in this step per player (after minus before). */
  gained: z.record(z.string(), z.int()).optional(),
  /** Where each named robber ends: a space, or null for the supply. */
  robbers: z.record(z.string(), z.int().nullable()).optional(),
  /** Every theft of the step, in any order (figure and points optional). */
  steals: z
    .array(
      z.strictObject({
        thief: z.string(),
        victim: z.string(),
        amount: z.int(),
        figure: z.enum(["meeple", "messenger"]).optional(),
        points: z.int().optional(),
      }),
    )
    .optional(),
  /** Messages drawn in this step per player. */
  messagesDrawn: z.record(z.string(), z.int()).optional(),
  /** Rule ids that the step's effects must cite. */
  cites: z.array(z.string()).optional(),
  /** The step must fail with this rule among the cited ones. */
  error: z.strictObject({ rule: z.string(), kind: z.string().optional() }).optional(),
});
/** What a source says about the state after a step, after validation. */
export type Expect = z.infer<typeof expectSchema>;

/** One step of a worked example: the event, the choices that continue the story, and what the source says. */
const stepSchema = z.strictObject({
  /** Free text for people. */
  label: z.string().optional(),
  /** What happens. */
  event: eventSchema,
  /** The choices taken to continue the story past this step. */
  choices: z.array(choiceSchema).default([]),
  /** What the source says after the step (with the story's choices). */
  expect: expectSchema.optional(),
  /** The options the source lists: each must replay from its choices and be an enumerated outcome. */
  outcomes: z
    .array(z.strictObject({ label: z.string(), choices: z.array(choiceSchema), expect: expectSchema }))
    .optional(),
  /** Outcomes the source rules out: no enumerated outcome may match any of these. */
  forbidden: z.array(z.strictObject({ label: z.string(), expect: expectSchema })).optional(),
  /** The exact number of distinct outcomes, when the source's list is complete. */
  distinctOutcomes: z.int().min(0).optional(),
});

/** A worked example from a source, as data (see fixtures/README.md). */
export const fixtureSchema = z.strictObject({
  /** A file-name-like id. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** A title for people. */
  title: z.string().min(1),
  /** Where the example is told. */
  sources: z.array(sourceRef).min(1),
  /** Rule ids this fixture exercises (checked to exist; used by the traceability report). */
  exercises: z.array(z.string()).min(1),
  /** Editions in which the source's account holds; the fixture runs under each. */
  editions: z.array(editionSchema).min(1),
  /** Readings the example needs, other than the defaults. */
  interpretations: z.record(z.string(), z.string()).default({}),
  /** Where the source contradicts itself or needed reading, in our words. */
  notes: z.string().optional(),
  /** The situation the example starts from. */
  setup: setupSchema,
  /** The story, step by step. */
  steps: z.array(stepSchema).min(1),
});
/** A worked example after validation. */
export type Fixture = z.infer<typeof fixtureSchema>;
