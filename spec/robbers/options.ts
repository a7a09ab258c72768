// Options for the Robbers ruleset: an edition preset plus any interpretation set on its own.
// Unknown editions, interpretation ids or readings are refused with the id that was expected.
import { normaliseMisreadings, normaliseReadings, ruleError } from "../../src/dsl/index.js";
import { type MisreadingId, robbersMisreadings } from "./misreadings.js";
import { interpretations } from "./rules/08-interpretations.js";
import { EDITION_IDS, type EditionId } from "./rules/09-editions.js";

/**
 * One of the ruleset's interpretations, with its id and reading ids kept as literal types (the
 * union `Readings` is built from, so an unknown id or reading is a type error).
 */
export type RobbersInterpretation = (typeof interpretations)[number];
/** Each interpretation id with the readings it allows. */
export type Readings = { readonly [I in RobbersInterpretation as I["id"]]: I["readings"][number]["id"] };
/** The id of an interpretation, e.g. `"INT-ZERO-POINTS"`. */
export type InterpretationId = keyof Readings;

/** Options in full, as the ruleset uses them once defaults are filled in (see `normaliseOptions`). */
export interface RobbersOptions {
  /** The edition preset in force. */
  readonly edition: EditionId;
  /** The reading chosen for every interpretation. */
  readonly interpretations: Readings;
  /** Known wrong readings to play instead of the rules (misreadings.ts); absent for the rules as written. */
  readonly misreadings?: readonly MisreadingId[];
}

/** What callers pass: every field optional; defaults are C3 and each interpretation's default. */
export interface RobbersOptionsInput {
  /** The edition preset (default `"C3"`). */
  readonly edition?: EditionId;
  /** Readings other than the defaults, by interpretation id. */
  readonly interpretations?: Partial<Readings>;
  /**
   * Misreadings to play: the rules as a known mistake reads them (never the rules; for diagnosing an
   * engine or showing a mistake). No file format accepts this option.
   */
  readonly misreadings?: readonly MisreadingId[];
}

/** The edition used when none is given: the current (third) edition. */
export const DEFAULT_EDITION: EditionId = "C3";

/** Every interpretation with its default reading (a fresh object each call). */
export const defaultReadings = (): Readings =>
  Object.fromEntries(interpretations.map((i) => [i.id, i.defaultReading])) as unknown as Readings;

/**
 * Check options as a caller gave them and fill in the defaults. Anything unknown (an option, an
 * edition, an interpretation, a reading) is refused with what was expected, rather than ignored,
 * so a typo never silently plays the default rules.
 * @param input the options, usually a `RobbersOptionsInput` (`undefined` means all defaults).
 * @returns the options in full.
 * @throws RuleError of kind `invalid-options`, with the JSON path of the bad value.
 */
export function normaliseOptions(input: unknown): RobbersOptions {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (typeof raw !== "object" || Array.isArray(raw))
    throw ruleError("invalid-options", [], "options must be an object", "$.options");
  for (const key of Object.keys(raw)) {
    if (key !== "edition" && key !== "interpretations" && key !== "misreadings")
      throw ruleError(
        "invalid-options",
        [],
        `unknown option "${key}" (expected "edition", "interpretations" or "misreadings")`,
        `$.options.${key}`,
      );
  }
  const edition = raw.edition ?? DEFAULT_EDITION;
  if (typeof edition !== "string" || !(EDITION_IDS as readonly string[]).includes(edition)) {
    throw ruleError(
      "invalid-options",
      [],
      `unknown edition ${JSON.stringify(edition)}; expected one of ${EDITION_IDS.join(", ")}`,
      "$.options.edition",
    );
  }
  const readings = normaliseReadings(interpretations, raw.interpretations);
  const misreadings = normaliseMisreadings(robbersMisreadings, raw.misreadings) as MisreadingId[] | undefined;
  return {
    edition: edition as EditionId,
    interpretations: readings as unknown as Readings,
    ...(misreadings ? { misreadings } : {}),
  };
}
