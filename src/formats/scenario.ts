// The scenario format ("robbers-scenario/1"): one situation and one event, the question a rules
// lawyer asks `robbers explain`. Defined once here with zod; the TypeScript types are inferred and
// docs/schemas/ is generated from it. The situation's fields sit at the top level, beside `event`,
// so the JSON paths the rules report (`$.robbers["blue"]`, `$.event.awards[2]`) are file paths.
import type { DeepReadonly } from "./deep-readonly.js";
import { z } from "zod";
import { EDITION_IDS, interpretations, type Readings, type RobbersOptionsInput } from "../../spec/robbers/index.js";
import { eventSchema, setupSchema, stateFromSetup } from "./robbers-input.js";

/** The `format` value of a scenario file. */
export const SCENARIO_FORMAT = "robbers-scenario/1";

/** One optional reading per interpretation id, each limited to the readings that interpretation has. */
const readingsSchema = z.strictObject(
  Object.fromEntries(
    interpretations.map((i) => [i.id, z.enum(i.readings.map((r) => r.id) as [string, ...string[]]).optional().describe(i.question)]),
  ) as Record<string, z.ZodOptional<z.ZodEnum<Record<string, string>>>>,
);

/** Edition preset and interpretation readings; anything left out takes its default (C3, default readings). */
export const optionsSchema = z.strictObject({
  /** The edition preset (default C3). */
  edition: z.enum(EDITION_IDS as [string, ...string[]]).optional().describe("edition preset (default C3)"),
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

/**
 * The scenario format (`robbers-scenario/1`): options, the situation's fields at the top level,
 * and `event`. docs/schemas/robbers-scenario-1.schema.json is generated from it.
 */
export const scenarioSchema = z
  .strictObject({
    /** Always `robbers-scenario/1`. */
    format: z.literal(SCENARIO_FORMAT),
    /** Free text for people reading the file. */
    title: z.string().max(500).optional(),
    /** The edition and readings to answer under (defaults when left out). */
    options: optionsSchema.default({}),
    ...setupSchema.shape,
    /** The event asked about. */
    event: eventSchema,
  })
  .describe("A Robbers situation and one event: what can happen, under which edition and readings?");
/** A scenario after validation: defaults (options, bag tiles) filled in. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** A scenario as a caller may write it: fields with defaults may be left out. */
export type ScenarioInput = DeepReadonly<z.input<typeof scenarioSchema>>;

/** The situation as an interpreter state (counters left out start at zero). */
export const stateOfSetup = stateFromSetup;
