// The decisions MacRobber's behaviour reads: one per interpretation, its default reading the base
// and every other reading an exception (default logic; there are no editions to conflict with).
import { type Decision, decisionFromInterpretation } from "../../src/dsl/index.js";
import type { MacRobberOptions, MacRobberReadings } from "./options.js";
import { interpretations } from "./rules/07-interpretations.js";

/** The decision table: for each interpretation id, the reading in force. */
export type MacRobberDecisionTable = {
  readonly [K in keyof MacRobberReadings]: Decision<MacRobberOptions, MacRobberReadings[K]>;
};

/** MacRobber's decisions, one per interpretation: the default reading is the base, every other reading an exception. */
export const macRobberDecisions = Object.fromEntries(
  interpretations.map((i) => [
    i.id,
    decisionFromInterpretation<MacRobberOptions, string>(i, (o) => (o.interpretations as Record<string, string>)[i.id]),
  ]),
) as unknown as MacRobberDecisionTable;
