// JSON Schemas of the oracle's formats, generated from their zod definitions (never written by
// hand), so another project can validate its files in any language. `npm run schemas` writes them
// to docs/schemas/; a test fails when the committed files differ from what this generates.
import { z } from "zod";
import { scenarioSchema } from "../formats/scenario.js";
import { traceHeaderSchema, traceSchema, traceStepSchema } from "../formats/trace.js";
import { vectorSchema } from "./vector-format.js";

const render = (schema: z.ZodType, title: string, io: "input" | "output"): string =>
  `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io, target: "draft-2020-12" }) }, null, 2)}\n`;

/** File name -> content, for docs/schemas/. Inputs are described as accepted (defaults optional). */
export function jsonSchemas(): Record<string, string> {
  return {
    "robbers-scenario-1.schema.json": render(scenarioSchema, "robbers-scenario/1: a situation and one event (robbers explain)", "input"),
    "robbers-trace-1.schema.json": render(traceSchema, "robbers-trace/1 as one JSON document (robbers check)", "input"),
    "robbers-trace-1-header.schema.json": render(traceHeaderSchema, "robbers-trace/1 as JSON Lines: the first line", "input"),
    "robbers-trace-1-step.schema.json": render(traceStepSchema, "robbers-trace/1 as JSON Lines: every line after the first", "input"),
    "robbers-vector-1.schema.json": render(vectorSchema, "robbers-vector/1: a scenario and its complete outcome set (robbers vectors)", "output"),
  };
}
