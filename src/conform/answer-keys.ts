// Answers reduced to keys, so that what an engine said and what the rules (or a misreading of them)
// give can be compared by equality: a state answer by its compared fields (and thefts, at identity
// "outcomes"), a refusal as one key, a listing as the set of its outcomes' keys. Keys are hashes, so
// a vector's answers are held in a few bytes each however much an engine wrote.
import { createHash } from "node:crypto";
import { own } from "../dsl/own.js";
import type { PathStep } from "../dsl/ruleset.js";
import type { GameConformance } from "../kit/conformance.js";
import { outcomeKey } from "./compare.js";
import type { Answer } from "./engine.js";
import { comparedState } from "./vectors.js";

/** One request of a vector: `apply` for an outcome's (or the negative vector's) choices, or `outcomes`. */
export interface Job {
  readonly request: "apply" | "outcomes";
  /** The vector outcome whose choices are applied (0-based). */
  readonly outcome?: number;
  readonly choices: readonly PathStep[];
}

/** The key of a refusal (whatever rule it names: the vectors do not fix which rule refuses first). */
export const REFUSED = "refused";
/** What an engine's answer to one request came to: its key, `null` when it did not play the request (unsupported), or `PROBLEM`. */
export type EngineKey = string | null;
/** The engine did not answer properly (crash, timeout, garbage, an error of its own, a reply of the wrong shape). */
export const PROBLEM = "problem";
/** Most outcomes of one listing that are keyed; a longer listing can match nothing the rules give. */
const MAX_LISTED = 10_000;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const hash = (text: string): string => createHash("sha1").update(text).digest("base64");

/** How answers are keyed for one engine: its compared fields, and whether thefts are part of an outcome's identity. */
export interface Keying {
  readonly conformance: GameConformance;
  readonly withThefts: boolean;
}

/** The key of a state answer: its compared fields (an engine's reply read by the adapter) and thefts. */
function stateKey(k: Keying, compared: Readonly<Record<string, unknown>>, thefts: unknown): string {
  return `state:${hash(outcomeKey(k.conformance, compared, thefts, k.withThefts))}`;
}

/** The key of a listing, from its outcomes' state keys (a set: order and repeats do not count). */
export function listingKey(stateKeys: Iterable<string>): string {
  return `list:${hash([...new Set(stateKeys)].sort().join("\n"))}`;
}

/** The compared fields of an engine's `state` reply. */
function engineCompared(conformance: GameConformance, state: unknown): Record<string, unknown> {
  return conformance.fromReply && isRecord(state) ? conformance.fromReply(state) : comparedState(conformance, state);
}

/** The key of an engine's answer to one request. */
export function engineKey(k: Keying, job: Job, answer: Answer): EngineKey {
  if (!answer.ok) return PROBLEM;
  const reply = answer.reply;
  if (reply.type === "unsupported") return null;
  if (reply.type === "refused") return REFUSED;
  const field = k.conformance.theftsField;
  if (job.request === "apply")
    return reply.type === "state" && isRecord(reply.state)
      ? stateKey(k, engineCompared(k.conformance, reply.state), field ? own(reply, field) : undefined)
      : PROBLEM;
  const list = reply.outcomes;
  if (reply.type !== "outcomes" || !Array.isArray(list) || !list.every((o) => isRecord(o) && isRecord(o.state)))
    return PROBLEM;
  if (list.length > MAX_LISTED) return `${PROBLEM}: too many outcomes`;
  return listingKey(
    (list as Readonly<Record<string, unknown>>[]).map((o) =>
      stateKey(k, engineCompared(k.conformance, o.state), field ? own(o, field) : undefined),
    ),
  );
}

/** The key of an outcome as a vector (or a replay under the rules) records it. */
export function recordedKey(k: Keying, recorded: Readonly<Record<string, unknown>>): string {
  const field = k.conformance.theftsField;
  return stateKey(k, comparedState(k.conformance, recorded), field ? own(recorded, field) : undefined);
}
