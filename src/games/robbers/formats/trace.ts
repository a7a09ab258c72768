// The trace format ("robbers-trace/1"): a game another implementation played, for `robbers check`.
// A header (options and the starting situation) and steps (event, the choices made, and what the
// implementation claims afterwards). As JSON, the header fields plus `steps`; as JSON Lines, the
// header on the first line and one step per further line, so long games stream. Built by the
// generic format builder from the Robbers' parts; docs/schemas/ is generated from it.
import type { z } from "zod";
import type { DeepReadonly } from "../../../kit/deep-readonly.js";
import { robbersFormats } from "./robbers-formats.js";

export { type Claims, claimsSchema, type TraceChoice, traceChoiceSchema } from "./robbers-choices.js";

/** The `format` value of a trace. */
export const TRACE_FORMAT = robbersFormats.names.trace;

/** One step: the event, the choices made during it, and optionally what the implementation claims after it. */
export const traceStepSchema = robbersFormats.traceStep;
/** A step after validation (choices default to none). */
export type TraceStep = z.infer<typeof traceStepSchema>;

/** The header: options and the starting situation (the first line of a JSON Lines trace). */
export const traceHeaderSchema = robbersFormats.traceHeader;
/** A header after validation. */
export type TraceHeader = z.infer<typeof traceHeaderSchema>;

/** A whole trace as one JSON document: the header's fields plus `steps`. */
export const traceSchema = robbersFormats.trace;
/** A whole trace after validation. */
export type Trace = z.infer<typeof traceSchema>;
/** A whole trace as a caller may write it: fields with defaults may be left out. */
export type TraceInput = DeepReadonly<z.input<typeof traceSchema>>;
