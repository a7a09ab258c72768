// Comparing what an engine says with what a vector gives: the compared state value by value (the
// differing leaves, each with its place), the thefts as a multiset, and outcome identities (the
// keys the `outcomes` listing is compared by, at the engine's identity level).
import { canonical } from "../dsl/choice-points.js";
import { own } from "../dsl/own.js";
import type { GameConformance, StateDifference } from "../kit/conformance.js";

/** Most differing values listed for one answer (the rest are counted). */
export const MAX_DIFFERENCES = 12;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether two JSON values are equal (key order ignored). */
const sameJson = (a: unknown, b: unknown): boolean => a === b || canonical(a) === canonical(b);

/** The differing leaves of two JSON values, below `segments` (lists of different lengths differ as a whole). */
export function differences(
  engine: unknown,
  rules: unknown,
  segments: readonly (string | number)[] = [],
  out: StateDifference[] = [],
): StateDifference[] {
  if (sameJson(engine, rules)) return out;
  if (isRecord(engine) && isRecord(rules)) {
    const keys = [...Object.keys(rules), ...Object.keys(engine).filter((k) => !Object.hasOwn(rules, k))];
    for (const k of keys) differences(own(engine, k), own(rules, k), [...segments, k], out);
    return out;
  }
  if (Array.isArray(engine) && Array.isArray(rules) && engine.length === rules.length) {
    for (let i = 0; i < rules.length; i++) differences(engine[i], rules[i], [...segments, i], out);
    return out;
  }
  out.push({ segments, engine, rules });
  return out;
}

/** `figures.green.meeple`, `state.clans.ann.hand[2]`, `robbers["red player"]`. */
export function segmentsText(segments: readonly (string | number)[]): string {
  const text = segments
    .map((s) => (typeof s === "number" ? `[${s}]` : /^[A-Za-z_][\w-]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`))
    .join("");
  return text.startsWith(".") ? text.slice(1) : text;
}

/** The thefts of an outcome or a reply, each as canonical JSON, sorted (a multiset). */
function theftKeys(list: unknown): string[] | null {
  return Array.isArray(list) ? list.map((t) => canonical(t)).sort() : null;
}

/** An outcome's identity: its compared state, and at identity `"outcomes"` its thefts too. */
export function outcomeKey(
  conformance: GameConformance,
  compared: Readonly<Record<string, unknown>>,
  thefts: unknown,
  withThefts: boolean,
): string {
  return withThefts && conformance.theftsField
    ? canonical({ state: compared, thefts: theftKeys(thefts) })
    : canonical(compared);
}

/** Thefts that differ, grouped by the adapter's actor (one group when it names none): the engine's and the rules' lists of each. */
export function theftDifferences(
  conformance: GameConformance,
  engine: unknown,
  rules: unknown,
): { actor: string; engine: unknown[]; rules: unknown[] }[] {
  const mine = Array.isArray(engine) ? engine : [];
  const theirs = Array.isArray(rules) ? rules : [];
  if (Array.isArray(engine) && sameJson(theftKeys(engine), theftKeys(theirs))) return [];
  const actorOf = (t: unknown) => conformance.theftActor?.(t) ?? "";
  const actors = [...new Set([...theirs.map(actorOf), ...mine.map(actorOf)])];
  // No list from the engine: a difference only where the rules give thefts.
  if (!Array.isArray(engine)) return theirs.length ? [{ actor: "", engine: [], rules: theirs }] : [];
  return actors
    .map((actor) => ({
      actor,
      engine: mine.filter((t) => actorOf(t) === actor),
      rules: theirs.filter((t) => actorOf(t) === actor),
    }))
    .filter((g) => !sameJson(theftKeys(g.engine), theftKeys(g.rules)));
}
