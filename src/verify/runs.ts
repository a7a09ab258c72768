// Which option sets a bound is explored under, for any game: each edition (or the one edition)
// with the default readings, and for the readings run each non-default reading of each
// interpretation, one at a time under each edition, so a violation names the one reading that
// causes it.
import type { Interpretation } from "../dsl/index.js";
import type { Run } from "./subject.js";

/** The default-readings runs: one per edition, or one for a game with a single edition (`editions` null). */
export const defaultRuns = (editions: readonly string[] | null): Run[] =>
  editions === null
    ? [{ label: "default readings", options: {}, reading: null }]
    : editions.map((edition) => ({ label: `${edition}, default readings`, options: { edition }, reading: null }));

/** Every non-default reading of every interpretation (or of `only`), under every edition (or the one). */
export function readingRuns(
  interpretations: readonly Interpretation[],
  editions: readonly string[] | null,
  only?: string,
): Run[] {
  return interpretations
    .filter((i) => only === undefined || i.id === only)
    .flatMap((i) =>
      i.readings
        .filter((r) => r.id !== i.defaultReading)
        .flatMap((r) =>
          (editions ?? [null]).map((edition) => ({
            label: `${edition === null ? "" : `${edition}, `}${i.id} "${r.id}"`,
            options:
              edition === null ? { interpretations: { [i.id]: r.id } } : { edition, interpretations: { [i.id]: r.id } },
            reading: { id: i.id, reading: r.id },
          })),
        ),
    );
}
