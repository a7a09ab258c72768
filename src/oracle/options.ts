// Option sets in the three shapes the oracle needs: as a file gives them (only what differs from
// the defaults), in full (an edition and a reading for every interpretation), and as a label.
import { DEFAULT_EDITION, defaultReadings, type EditionId } from "../../spec/robbers/index.js";
import type { OracleOptions } from "../formats/scenario.js";

/** Options with every field filled in (edition and a reading for each interpretation). */
export interface FullOptions {
  readonly edition: EditionId;
  readonly interpretations: Readonly<Record<string, string>>;
}

export const fullOptions = (options: OracleOptions | undefined): FullOptions => ({
  edition: (options?.edition as EditionId | undefined) ?? DEFAULT_EDITION,
  interpretations: { ...(defaultReadings() as unknown as Record<string, string>), ...Object.fromEntries(Object.entries(options?.interpretations ?? {}).filter(([, r]) => r !== undefined)) } as Record<string, string>,
});

/** Only what differs from the defaults, as a file would say it. */
export function minimalOptions(options: FullOptions): OracleOptions {
  const defaults = defaultReadings() as unknown as Record<string, string>;
  const changed = Object.entries(options.interpretations).filter(([id, r]) => defaults[id] !== r);
  return { edition: options.edition, ...(changed.length ? { interpretations: Object.fromEntries(changed) } : {}) };
}

/** "C2-ZMan, INT-ZERO-POINTS=used-up" (readings listed only where they differ from the defaults). */
export function optionsLabel(options: FullOptions): string {
  const changed = Object.entries(minimalOptions(options).interpretations ?? {}).map(([id, r]) => `${id}=${r}`);
  return [options.edition, ...changed].join(", ") + (changed.length ? "" : " (default readings)");
}
