// What `check` tries when a trace diverges: every edition, each with the trace's readings and with
// every single reading changed, all replayed in one more pass over the trace. If the trace conforms
// under one of them, the other implementation most likely follows that edition or reading. A start
// that no legal play reaches under an option set (the game's `unreachable` check) does not conform
// under it, unless the caller asked only to be warned about such starts.
import { own } from "../dsl/own.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import { type ReadOptions, refusedAsUnreachable } from "./document.js";
import { MAX_ALTERNATIVE_REPLAYS } from "./limits.js";
import { type FullOptions, minimalOptions, optionsLabel } from "./options.js";
import { replayStep } from "./replay-step.js";
import type { TraceSource } from "./trace-input.js";
import { startOf } from "./trace-start.js";

/** Other option sets tried after a divergence, and those under which the whole trace conforms. */
export interface Alternatives {
  /** How many other option sets were tried. */
  readonly tried: number;
  /** Those under which the whole trace conforms (an edition that conforms alone hides its one-reading variants). */
  readonly conforming: readonly {
    /** The option set, with only the values that differ from the defaults. */
    readonly options: FileOptions;
    /** The option set in words. */
    readonly label: string;
  }[];
  /** Why the search could not finish, if it could not. */
  readonly incomplete?: string;
}

/**
 * Every edition (or the one edition of a game without presets) x (no change, or one reading
 * changed), without the options themselves; the parameters the trace sets are kept (the players set
 * them, they are no reading), and an edition that fixes the same value refuses them at the start.
 */
function alternativeOptions(game: AnyGame, base: FullOptions): FullOptions[] {
  const out: FullOptions[] = [];
  const set = base.parameters ? { parameters: base.parameters } : {};
  for (const edition of game.editions?.ids ?? [null]) {
    if (edition !== base.edition) out.push({ edition, interpretations: base.interpretations, ...set });
    for (const interp of game.interpretations) {
      for (const reading of interp.readings) {
        if (reading.id === own(base.interpretations, interp.id)) continue;
        out.push({ edition, interpretations: { ...base.interpretations, [interp.id]: reading.id }, ...set });
      }
    }
  }
  return out;
}

/** How far the search has gone: steps replayed, and option sets still conforming. */
export interface SearchProgress {
  /** Steps replayed so far. */
  readonly steps: number;
  /** Option sets under which every step so far conforms. */
  readonly live: number;
}

/** Bounds of the search and what it reports while it runs. */
export interface SearchOptions extends ReadOptions {
  /** Most single-step replays (steps x option sets still conforming); default MAX_ALTERNATIVE_REPLAYS. */
  readonly maxReplays?: number;
  /** Called every few thousand steps (for a progress line on a terminal). */
  readonly onProgress?: (p: SearchProgress) => void;
}

/** How often (in steps) the search reports progress. */
const PROGRESS_EVERY = 5_000;

/**
 * Replay the whole trace under every alternative at once, in one more pass over the steps. An
 * alternative under which the rules refuse the start, or under which no legal play reaches it (as
 * the reader would refuse it: `read.unreachable`, refuse by default), does not conform. The search
 * stops, saying so, after `maxReplays` single-step replays, so a long trace cannot keep it running
 * for minutes.
 */
export async function searchAlternatives(
  game: AnyGame,
  source: TraceSource,
  base: FullOptions,
  read: SearchOptions = {},
): Promise<Alternatives> {
  const maxReplays = read.maxReplays ?? MAX_ALTERNATIVE_REPLAYS;
  if (!source.rereadable)
    return { tried: 0, conforming: [], incomplete: "the trace comes from a pipe, which cannot be read a second time" };
  const candidates = alternativeOptions(game, base).flatMap((options) => {
    const start = startOf(game, source.header, minimalOptions(game, options));
    return start.ok && !refusedAsUnreachable(start.unreachable, read)
      ? [{ options, spec: start.start.spec, state: start.start.state }]
      : [];
  });
  const tried = alternativeOptions(game, base).length;
  let live = candidates;
  let replays = 0;
  let steps = 0;
  for await (const item of source.steps()) {
    if (live.length === 0) break;
    if (!item.ok)
      return { tried, conforming: [], incomplete: `the trace could not be read to its end (${item.error.message})` };
    if (replays + live.length > maxReplays)
      return {
        tried,
        conforming: [],
        incomplete:
          `stopped after ${steps} steps under ${live.length} option sets (${replays} step replays, ` +
          `the limit MAX_ALTERNATIVE_REPLAYS is ${maxReplays}); to test one edition or reading, ` +
          "set it in the trace's header and check again, or check a shorter trace",
      };
    replays += live.length;
    if (++steps % PROGRESS_EVERY === 0) read.onProgress?.({ steps, live: live.length });
    live = live.flatMap((c) => {
      const r = replayStep(game, c.spec, c.state, item.step);
      return r.ok ? [{ ...c, state: r.state }] : [];
    });
  }
  // An edition that conforms with the trace's own readings makes its one-reading variants redundant.
  const editionsAlone = new Set(
    live.filter((c) => c.options.interpretations === base.interpretations).map((c) => c.options.edition),
  );
  const minimal = live.filter(
    (c) => c.options.interpretations === base.interpretations || !editionsAlone.has(c.options.edition),
  );
  return {
    tried,
    conforming: minimal.map((c) => ({
      options: minimalOptions(game, c.options),
      label: optionsLabel(game, c.options),
    })),
  };
}
