// The scenario format ("robbers-scenario/1"): one situation and one event, the question a rules
// lawyer asks `robbers explain`. Built by the generic format builder (src/oracle/formats.ts) from
// the Robbers' parts; the TypeScript types are inferred and docs/schemas/ is generated from it.
// The situation's fields sit at the top level, beside `event`, so the JSON paths the rules report
// (`$.robbers["blue"]`, `$.event.awards[2]`) are file paths.
import type { z } from "zod";
import type { DeepReadonly } from "../../../kit/deep-readonly.js";
import { robbersFormats } from "./robbers-formats.js";
import { stateFromSetup } from "./robbers-input.js";

export { type OracleOptions, optionsSchema, toOptionsInput } from "./robbers-input.js";

/** The `format` value of a scenario file. */
export const SCENARIO_FORMAT = robbersFormats.names.scenario;

/**
 * The scenario format (`robbers-scenario/1`): options, the situation's fields at the top level,
 * and `event`. docs/schemas/robbers-scenario-1.schema.json is generated from it.
 */
export const scenarioSchema = robbersFormats.scenario;
/** A scenario after validation: defaults (options, bag tiles) filled in. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** A scenario as a caller may write it: fields with defaults may be left out. */
export type ScenarioInput = DeepReadonly<z.input<typeof scenarioSchema>>;

/** The situation as an interpreter state (counters left out start at zero). */
export const stateOfSetup = stateFromSetup;
