// Which option sets a bound is explored under: every edition with the default readings, and (for
// the readings run) every edition under each non-default reading of each interpretation, one at a
// time, so a violation names the one reading that causes it.
import { type InterpretationId, interpretations, type RobbersOptionsInput } from "../../spec/robbers/index.js";
import type { Bound } from "./bound.js";

/** One exhaustive run: the options, and the non-default reading it tries (none for the defaults). */
export interface Run {
  readonly label: string;
  readonly options: RobbersOptionsInput;
  readonly reading: { readonly id: InterpretationId; readonly reading: string } | null;
}

/** Every edition of the bound with the default readings. */
export const defaultRuns = (bound: Bound): Run[] =>
  bound.editions.map((edition) => ({ label: `${edition}, default readings`, options: { edition }, reading: null }));

/** Every non-default reading of every interpretation (or of `only`), under every edition of the bound. */
export function readingRuns(bound: Bound, only?: InterpretationId): Run[] {
  return interpretations
    .filter((i) => only === undefined || i.id === only)
    .flatMap((i) =>
      i.readings
        .filter((r) => r.id !== i.defaultReading)
        .flatMap((r) =>
          bound.editions.map((edition) => ({
            label: `${edition}, ${i.id} "${r.id}"`,
            options: { edition, interpretations: { [i.id]: r.id } } as RobbersOptionsInput,
            reading: { id: i.id as InterpretationId, reading: r.id },
          })),
        ),
    );
}
