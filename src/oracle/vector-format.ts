// The conformance vector format ("robbers-vector/1"): a scenario and its complete outcome set, for
// other implementations to compare against in any language. Defined once with zod (types inferred,
// docs/schemas/ generated), and written with a fixed layout so equal vectors are equal bytes.
import { z } from "zod";
import { scenarioSchema } from "../formats/scenario.js";
import { traceChoiceSchema } from "../formats/trace.js";

/** The `format` value of a conformance vector. */
export const VECTOR_FORMAT = "robbers-vector/1";

const player = z.string().min(1);
const figure = z.enum(["meeple", "messenger"]);

/** One distinct outcome: the state it leaves, the thefts in it, and one choice path that reaches it. */
export const vectorOutcomeSchema = z.strictObject({
  /** Total score (meeple + messenger) per player. */
  scores: z.record(z.string(), z.int()),
  /** Points recorded by each player's figures after the event. */
  figures: z.record(
    z.string(),
    z.strictObject({
      /** Points recorded by the meeple. */
      meeple: z.int(),
      /** Points recorded by the messenger (The Messages only). */
      messenger: z.int().optional(),
    }),
  ),
  /** A space, or null for the supply. */
  robbers: z.record(z.string(), z.int().nullable()),
  /** Messages drawn so far, per player. */
  messagesDrawn: z.record(z.string(), z.int()),
  /** Whose turn it is after the event. */
  active: player,
  /** Bag tiles placed so far. */
  bagTiles: z.int(),
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
      points: z.int(),
      /** The points stolen (half, rounded up). */
      amount: z.int(),
    }),
  ),
  /** One choice path that gives this outcome (decisions with a single legal option left out). */
  choices: z.array(traceChoiceSchema),
  /** How many choice paths give this outcome. */
  paths: z.int().min(1),
  /** Rule ids cited by the effects on that path, sorted (informative; not part of the comparison). */
  cites: z.array(z.string()),
});
/** One distinct outcome of a vector, as its schema gives it. */
export type VectorOutcome = z.infer<typeof vectorOutcomeSchema>;

/** The conformance vector format (`robbers-vector/1`); docs/schemas/robbers-vector-1.schema.json is generated from it. */
export const vectorSchema = z
  .strictObject({
    /** Always `robbers-vector/1`. */
    format: z.literal(VECTOR_FORMAT),
    /** `s<seed>-<index>`, e.g. `s1-0042`; also the file name. */
    id: z.string().regex(/^s\d+-\d{4}$/),
    /** The seed it was generated from. */
    seed: z.int().min(0),
    /** Its index under that seed. */
    index: z.int().min(0),
    /** What kind of situation the generator aimed at. */
    theme: z.string(),
    /** The situation, its options and its event, as a `robbers-scenario/1`. */
    scenario: scenarioSchema,
    /** Number of distinct outcomes: the length of `outcomes`. */
    distinct: z.int().min(1),
    /** Number of choice paths in all. */
    paths: z.int().min(1),
    /** Every distinct outcome, sorted by its canonical JSON (without choices, paths and cites). */
    outcomes: z.array(vectorOutcomeSchema).min(1),
  })
  .describe("A conformance vector: a scenario and every distinct legal outcome of its event.");
/** A conformance vector, as its schema gives it. */
export type Vector = z.infer<typeof vectorSchema>;

/** An object with one field per line, each value on one line. */
const fieldLines = (value: object, indent: string): string =>
  `{\n${Object.entries(value)
    .map(([k, v]) => `${indent}  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(",\n")}\n${indent}}`;

/** Fixed layout: one field per line (the scenario's too), one outcome per line; ends with a newline. */
export function vectorJson(v: Vector): string {
  const { outcomes, scenario, ...head } = v;
  const fields = Object.entries(head).map(([k, val]) => `  ${JSON.stringify(k)}: ${JSON.stringify(val)}`);
  fields.push(`  "scenario": ${fieldLines(scenario, "  ")}`);
  return `{\n${fields.join(",\n")},\n  "outcomes": [\n${outcomes.map((o) => `    ${JSON.stringify(o)}`).join(",\n")}\n  ]\n}\n`;
}
