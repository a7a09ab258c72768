// The Robbers' file formats (robbers-scenario/1, robbers-trace/1, robbers-vector/2): the generic
// envelope of src/oracle/formats.ts around the Robbers' parts. docs/schemas/ is generated from them.
import { buildFormats } from "../../../kit/formats.js";
import { claimsSchema, traceChoiceSchema } from "./robbers-choices.js";
import { eventSchema, optionsSchema, setupSchema } from "./robbers-input.js";
import { vectorRecordSchema } from "./robbers-record.js";

/** Every Robbers format, built once. */
export const robbersFormats = buildFormats({
  id: "robbers",
  noun: "Robbers",
  options: optionsSchema,
  setup: setupSchema,
  event: eventSchema,
  choice: traceChoiceSchema,
  claims: claimsSchema,
  record: vectorRecordSchema,
  idPrefix: "s",
});
