// Comparing editions: which decisions two presets resolve differently, with the rule ids behind
// each side. The C2 Z-Man vs C3 difference players argue about is `compareEditions("C2-ZMan", "C3")`.

import {
  defaultReadings,
  type EditionId,
  normaliseOptions,
  type RobbersOptions,
  type RobbersOptionsInput,
  robbersDecisions,
} from "../../../../spec/robbers/index.js";
import { type Decision, type DecisionDifference, differingDecisions } from "../../../dsl/defaults.js";

/** One decision two editions resolve differently, with each side's value and the rule ids behind it. */
export type EditionDifference = DecisionDifference;

/**
 * Decisions that differ between two editions (other options equal, defaults unless given).
 * @param a the first edition.
 * @param b the second edition.
 * @param interpretations readings to use for both (defaults for those not given).
 * @returns one entry per decision whose value differs; empty when the editions play alike.
 * @example
 * for (const d of compareEditions("C2-ZMan", "C3"))
 *   console.log(`${d.decision}: ${d.a.value} (${d.a.by.join(", ")}) vs ${d.b.value} (${d.b.by.join(", ")})`);
 * // activePlacement: must (RB-PLACE-ACTIVE, ED-C2-ZMAN) vs may (RB-PLACE-ACTIVE)
 * // followUp: each-must (RB-PLACE-NEXT, ED-C2-ZMAN, RB-PLACE-ALL) vs next-one (RB-PLACE-NEXT)
 */
export function compareEditions(
  a: EditionId,
  b: EditionId,
  interpretations: RobbersOptionsInput["interpretations"] = {},
): EditionDifference[] {
  const oa = normaliseOptions({ edition: a, interpretations: { ...defaultReadings(), ...interpretations } });
  const ob = normaliseOptions({ edition: b, interpretations: { ...defaultReadings(), ...interpretations } });
  return differingDecisions(robbersDecisions as unknown as Record<string, Decision<RobbersOptions, unknown>>, oa, ob);
}
