// The Robbers' conformance vector format ("robbers-vector/2"): a scenario and its complete outcome
// set. Built by the generic format builder from the Robbers' parts; written with a fixed layout
// (`vectorJson`) so equal vectors are equal bytes.
import type { z } from "zod";
import { robbersFormats } from "./robbers-formats.js";

/** The `format` value of a vector. */
export const VECTOR_FORMAT = robbersFormats.names.vector;

/** One distinct outcome: the state it leaves, the thefts in it, and one choice path that reaches it. */
export const vectorOutcomeSchema = robbersFormats.vectorOutcome;
/** One outcome of a vector, as its schema gives it. */
export type VectorOutcome = z.infer<typeof vectorOutcomeSchema>;

/** A conformance vector: a scenario and every distinct legal outcome of its event. */
export const vectorSchema = robbersFormats.vector;
/** A conformance vector, as its schema gives it. */
export type Vector = z.infer<typeof vectorSchema>;
