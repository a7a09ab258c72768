// Shorthands shared by the Robbers handlers.
import type { ResolvedTable, StepContext } from "../../src/dsl/index.js";
import type { RobbersDecisionTable } from "./decisions.js";
import type { RobbersEffect } from "./model.js";

export type RobbersDecisions = ResolvedTable<RobbersDecisionTable>;
export type Ctx = StepContext<RobbersDecisions, RobbersEffect>;
