// Comparing editions: which decisions two presets resolve differently, with the rule ids behind
// each side. The C2 Z-Man vs C3 difference players argue about is `compareEditions("C2-ZMan", "C3")`.
import { resolveDecision, type Resolved } from "../dsl/defaults.js";
import { defaultReadings, normaliseOptions, robbersDecisions, type EditionId, type RobbersOptionsInput } from "../../spec/robbers/index.js";

export interface EditionDifference {
  readonly decision: string;
  readonly description: string;
  readonly a: Resolved<unknown>;
  readonly b: Resolved<unknown>;
}

/** Decisions that differ between two editions (other options equal, defaults unless given). */
export function compareEditions(a: EditionId, b: EditionId, interpretations: RobbersOptionsInput["interpretations"] = {}): EditionDifference[] {
  const oa = normaliseOptions({ edition: a, interpretations: { ...defaultReadings(), ...interpretations } });
  const ob = normaliseOptions({ edition: b, interpretations: { ...defaultReadings(), ...interpretations } });
  return Object.entries(robbersDecisions).flatMap(([key, decision]) => {
    const ra = resolveDecision(decision as never, oa) as Resolved<unknown>;
    const rb = resolveDecision(decision as never, ob) as Resolved<unknown>;
    return ra.value === rb.value ? [] : [{ decision: key, description: decision.description, a: ra, b: rb }];
  });
}
