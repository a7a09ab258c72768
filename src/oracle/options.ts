// A game's option sets in the three shapes the oracle needs: as a file gives them (only what
// differs from the defaults), in full (an edition, when the game has editions, and a reading for
// every interpretation), and as a label for people.
import { own } from "../dsl/own.js";
import type { AnyGame, FileOptions } from "../kit/game.js";

/**
 * Options with every field filled in (the edition, when the game has editions, and a reading for
 * each interpretation), and the parameters set, if any (a parameter has no default to fill in: unset,
 * the rules' own value holds).
 */
export interface FullOptions {
  readonly edition: string | null;
  readonly interpretations: Readonly<Record<string, string>>;
  readonly parameters?: Readonly<Record<string, number | string>>;
}

const defaultReadings = (game: AnyGame): Record<string, string> =>
  Object.fromEntries(game.interpretations.map((i) => [i.id, i.defaultReading as string]));

export const fullOptions = (game: AnyGame, options: FileOptions | undefined): FullOptions => ({
  edition: game.editions ? (options?.edition ?? game.editions.default) : null,
  interpretations: {
    ...defaultReadings(game),
    ...Object.fromEntries(Object.entries(options?.interpretations ?? {}).filter(([, r]) => r !== undefined)),
  },
  ...parametersOf(options?.parameters),
});

/** `{ parameters }` when some are set, else nothing (so options without parameters keep their shape and bytes). */
function parametersOf(parameters: FileOptions["parameters"]): {
  parameters?: Readonly<Record<string, number | string>>;
} {
  const set = Object.entries(parameters ?? {}).filter(([, v]) => v !== undefined);
  return set.length ? { parameters: Object.fromEntries(set) } : {};
}

/** Only what differs from the defaults, as a file would say it (a game with editions always names its edition). */
export function minimalOptions(game: AnyGame, options: FullOptions): FileOptions {
  const defaults = defaultReadings(game);
  const changed = Object.entries(options.interpretations).filter(([id, r]) => own(defaults, id) !== r);
  return {
    ...(options.edition !== null ? { edition: options.edition } : {}),
    ...(changed.length ? { interpretations: Object.fromEntries(changed) } : {}),
    ...parametersOf(options.parameters),
  };
}

/**
 * "C2-ZMan, INT-ZERO-POINTS=used-up" (readings listed only where they differ from the defaults),
 * "short, finish=30 (default readings)" (parameters set, as key=value).
 */
export function optionsLabel(game: AnyGame, options: FullOptions): string {
  const minimal = minimalOptions(game, options);
  const changed = Object.entries(minimal.interpretations ?? {}).map(([id, r]) => `${id}=${r}`);
  const set = Object.entries(minimal.parameters ?? {}).map(([key, v]) => `${key}=${v}`);
  const parts = [...(options.edition !== null ? [options.edition] : []), ...set, ...changed];
  if (!changed.length) return parts.length ? `${parts.join(", ")} (default readings)` : "default readings";
  return parts.join(", ");
}
