// Options for the Robbers ruleset: an edition preset plus any interpretation set on its own.
// Unknown editions, interpretation ids or readings are refused with the id that was expected.
import { keyPath, ruleError } from "../../src/dsl/index.js";
import { EDITION_IDS, type EditionId } from "./rules/09-editions.js";
import { interpretations } from "./rules/08-interpretations.js";

type Interps = (typeof interpretations)[number];
/** Each interpretation id with the readings it allows. */
export type Readings = { readonly [I in Interps as I["id"]]: I["readings"][number]["id"] };
export type InterpretationId = keyof Readings;

export interface RobbersOptions {
  readonly edition: EditionId;
  readonly interpretations: Readings;
}

/** What callers pass: every field optional; defaults are C3 and each interpretation's default. */
export interface RobbersOptionsInput {
  readonly edition?: EditionId;
  readonly interpretations?: Partial<Readings>;
}

export const DEFAULT_EDITION: EditionId = "C3";

export const defaultReadings = (): Readings =>
  Object.fromEntries(interpretations.map((i) => [i.id, i.defaultReading])) as unknown as Readings;

export function normaliseOptions(input: unknown): RobbersOptions {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (typeof raw !== "object" || Array.isArray(raw)) throw ruleError("invalid-options", [], "options must be an object", "$.options");
  for (const key of Object.keys(raw)) {
    if (key !== "edition" && key !== "interpretations") throw ruleError("invalid-options", [], `unknown option "${key}" (expected "edition" or "interpretations")`, `$.options.${key}`);
  }
  const edition = raw["edition"] ?? DEFAULT_EDITION;
  if (typeof edition !== "string" || !(EDITION_IDS as readonly string[]).includes(edition)) {
    throw ruleError("invalid-options", [], `unknown edition ${JSON.stringify(edition)}; expected one of ${EDITION_IDS.join(", ")}`, "$.options.edition");
  }
  const chosen = (raw["interpretations"] ?? {}) as Record<string, unknown>;
  if (typeof chosen !== "object" || chosen === null || Array.isArray(chosen)) {
    throw ruleError("invalid-options", [], "interpretations must be an object of id to reading", "$.options.interpretations");
  }
  const readings: Record<string, string> = { ...defaultReadings() };
  for (const [id, reading] of Object.entries(chosen)) {
    const interp = interpretations.find((i) => i.id === id);
    if (!interp) {
      throw ruleError("invalid-options", [], `unknown interpretation "${id}"; expected one of ${interpretations.map((i) => i.id).join(", ")}`, `$.options.interpretations${keyPath(id)}`);
    }
    const ids = interp.readings.map((r) => r.id as string);
    if (typeof reading !== "string" || !ids.includes(reading)) {
      throw ruleError("invalid-options", [id], `unknown reading ${JSON.stringify(reading)} for ${id}; expected one of ${ids.join(", ")}`, `$.options.interpretations${keyPath(id)}`);
    }
    readings[id] = reading;
  }
  return { edition: edition as EditionId, interpretations: readings as unknown as Readings };
}
