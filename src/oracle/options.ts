// A game's option sets in the three shapes the oracle needs: as a file gives them (only what
// differs from the defaults), in full (an edition, when the game has editions, and a reading for
// every interpretation), and as a label for people.
import { own } from "../dsl/own.js";
import type { AnyGame, FileOptions } from "../kit/game.js";

/** Options with every field filled in (the edition, when the game has editions, and a reading for each interpretation). */
export interface FullOptions {
  readonly edition: string | null;
  readonly interpretations: Readonly<Record<string, string>>;
}

const defaultReadings = (game: AnyGame): Record<string, string> =>
  Object.fromEntries(game.interpretations.map((i) => [i.id, i.defaultReading as string]));

export const fullOptions = (game: AnyGame, options: FileOptions | undefined): FullOptions => ({
  edition: game.editions ? (options?.edition ?? game.editions.default) : null,
  interpretations: {
    ...defaultReadings(game),
    ...Object.fromEntries(Object.entries(options?.interpretations ?? {}).filter(([, r]) => r !== undefined)),
  },
});

/** Only what differs from the defaults, as a file would say it (a game with editions always names its edition). */
export function minimalOptions(game: AnyGame, options: FullOptions): FileOptions {
  const defaults = defaultReadings(game);
  const changed = Object.entries(options.interpretations).filter(([id, r]) => own(defaults, id) !== r);
  return {
    ...(options.edition !== null ? { edition: options.edition } : {}),
    ...(changed.length ? { interpretations: Object.fromEntries(changed) } : {}),
  };
}

/** "C2-ZMan, INT-ZERO-POINTS=used-up" (readings listed only where they differ from the defaults). */
export function optionsLabel(game: AnyGame, options: FullOptions): string {
  const changed = Object.entries(minimalOptions(game, options).interpretations ?? {}).map(([id, r]) => `${id}=${r}`);
  const parts = [...(options.edition !== null ? [options.edition] : []), ...changed];
  if (!changed.length) return parts.length ? `${parts.join(", ")} (default readings)` : "default readings";
  return parts.join(", ");
}
