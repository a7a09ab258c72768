// `check`'s diagnosis of a diverging trace: the trace replayed, in one more pass, under each known
// misreading of the rules (ruleset.misreadings) with the trace's own options; those under which the
// whole trace conforms say what the implementation that wrote it most likely believes. The same
// misreadings the conformance runner diagnoses engines with.
import type { AnyGame } from "../kit/game.js";
import { compileMisread } from "./misread.js";
import { type FullOptions, minimalOptions } from "./options.js";
import { replayStep } from "./replay-step.js";
import type { TraceSource } from "./trace-input.js";

/** The known misreadings a diverging trace was replayed under, and those under which it conforms. */
export interface TraceDiagnosis {
  /** How many misreadings were tried. */
  readonly tried: number;
  /** Those under which the whole trace conforms: the mistake its writer most likely makes. */
  readonly conforming: readonly {
    /** The misreading's id (`MIS-...`). */
    readonly id: string;
    /** The rule it gets wrong. */
    readonly rule: string;
    /** The mistake in a few words. */
    readonly title: string;
  }[];
  /** Why the search could not finish, if it could not. */
  readonly incomplete?: string;
}

/** Replay the whole trace under each misreading (with the trace's options), from the same start state. */
export async function diagnoseTrace(
  game: AnyGame,
  source: TraceSource,
  options: FullOptions,
  start: unknown,
): Promise<TraceDiagnosis> {
  const known = game.ruleset.misreadings ?? [];
  if (!known.length) return { tried: 0, conforming: [] };
  if (!source.rereadable)
    return {
      tried: 0,
      conforming: [],
      incomplete: "the trace comes from a pipe, which cannot be read a second time",
    };
  const file = minimalOptions(game, options);
  let live = known.flatMap((m) => {
    const spec = compileMisread(game, file, [m.id]);
    return spec ? [{ m, spec, state: start }] : [];
  });
  for await (const item of source.steps()) {
    if (!live.length) break;
    if (!item.ok)
      return {
        tried: known.length,
        conforming: [],
        incomplete: `the trace could not be read to its end (${item.error.message})`,
      };
    live = live.flatMap((c) => {
      const r = replayStep(game, c.spec, c.state, item.step);
      return r.ok ? [{ ...c, state: r.state }] : [];
    });
  }
  return { tried: known.length, conforming: live.map(({ m }) => ({ id: m.id, rule: m.rule, title: m.title })) };
}
