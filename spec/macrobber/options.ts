// Options for MacRobber: interpretation readings (there is one edition), and misreadings for callers
// that diagnose a mistake (never the file formats). Unknown options, ids or readings are refused
// with the JSON path of the bad value.
import { normaliseMisreadings, normaliseReadings, ruleError } from "../../src/dsl/index.js";
import { type MacRobberMisreadingId, macRobberMisreadings } from "./misreadings.js";
import { interpretations } from "./rules/07-interpretations.js";

/** One of the interpretations, with its id and reading ids as literal types. */
export type MacRobberInterpretation = (typeof interpretations)[number];
/** Each interpretation id with the readings it allows. */
export type MacRobberReadings = { readonly [I in MacRobberInterpretation as I["id"]]: I["readings"][number]["id"] };

/** Options in full. */
export interface MacRobberOptions {
  /** The reading in force for every interpretation. */
  readonly interpretations: MacRobberReadings;
  /** Known wrong readings to play instead of the rules (misreadings.ts); absent for the rules as written. */
  readonly misreadings?: readonly MacRobberMisreadingId[];
}
/** What callers pass: readings other than the defaults. */
export interface MacRobberOptionsInput {
  /** Readings to use instead of the defaults, by interpretation id (e.g. `{ "MR-INT-RED-AREA": "35" }`); ids left out keep their default. */
  readonly interpretations?: Partial<MacRobberReadings>;
  /**
   * Misreadings to play: the rules as a known mistake reads them (never the rules; for diagnosing an
   * engine or showing a player the mistake). The file formats cannot name them.
   */
  readonly misreadings?: readonly MacRobberMisreadingId[];
}

/** Check options and fill in the default readings (throws `invalid-options`). */
export function normaliseOptions(input: unknown): MacRobberOptions {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (typeof raw !== "object" || Array.isArray(raw))
    throw ruleError("invalid-options", [], "options must be an object", "$.options");
  for (const key of Object.keys(raw)) {
    if (key !== "interpretations" && key !== "misreadings")
      throw ruleError(
        "invalid-options",
        [],
        `unknown option "${key}" (MacRobber has one edition; expected "interpretations" or "misreadings")`,
        `$.options.${key}`,
      );
  }
  const misreadings = normaliseMisreadings(macRobberMisreadings, raw.misreadings) as
    | MacRobberMisreadingId[]
    | undefined;
  return {
    interpretations: normaliseReadings(interpretations, raw.interpretations) as unknown as MacRobberReadings,
    ...(misreadings ? { misreadings } : {}),
  };
}
