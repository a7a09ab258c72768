// Interpretation readings as options: every ruleset lets callers choose a reading per open question
// and must refuse unknown ids and readings (never silently play the default). Generic over rulesets.
import { keyPath, ruleError } from "./errors.js";
import { setOwn } from "./own.js";

/** The minimum an interpretation must say for its readings to be selectable. */
export interface Selectable {
  /** The interpretation's id. */
  readonly id: string;
  /** Its readings, by id. */
  readonly readings: readonly {
    /** The reading's id. */
    readonly id: string;
  }[];
  /** The reading used when none is chosen. */
  readonly defaultReading: string;
}

/** Every interpretation with its default reading. */
const defaultReadingsOf = (interpretations: readonly Selectable[]): Record<string, string> =>
  Object.fromEntries(interpretations.map((i) => [i.id, i.defaultReading]));

/**
 * Check the `interpretations` part of some options and fill in the defaults: an unknown id or
 * reading is an `invalid-options` RuleError with the JSON path of the bad value.
 * @param interpretations the ruleset's interpretations.
 * @param chosen what the caller passed (`undefined` means all defaults).
 * @param at the JSON path of `chosen` in the caller's input, for error messages.
 */
export function normaliseReadings(
  interpretations: readonly Selectable[],
  chosen: unknown,
  at = "$.options.interpretations",
): Record<string, string> {
  const given = chosen ?? {};
  if (typeof given !== "object" || given === null || Array.isArray(given))
    throw ruleError("invalid-options", [], "interpretations must be an object of id to reading", at);
  const readings = defaultReadingsOf(interpretations);
  for (const [id, reading] of Object.entries(given as Record<string, unknown>)) {
    const interp = interpretations.find((i) => i.id === id);
    if (!interp)
      throw ruleError(
        "invalid-options",
        [],
        `unknown interpretation "${id}"; expected one of ${interpretations.map((i) => i.id).join(", ")}`,
        `${at}${keyPath(id)}`,
      );
    const ids = interp.readings.map((r) => r.id);
    if (typeof reading !== "string" || !ids.includes(reading)) {
      throw ruleError(
        "invalid-options",
        [id],
        `unknown reading ${JSON.stringify(reading)} for ${id}; expected one of ${ids.join(", ")}`,
        `${at}${keyPath(id)}`,
      );
    }
    setOwn(readings, id, reading);
  }
  return readings;
}
