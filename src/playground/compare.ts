// Editions side by side: the outcomes of the same event in the same state under several option
// sets (every edition preset, a changed reading), told apart by what the game records of an
// outcome (`game.vectors.record`), so two presets agree exactly when they allow the same outcomes.
// Outcomes found under only some of the option sets are what differs between them.
import { canonical } from "../dsl/choice-points.js";
import type { Effect } from "../dsl/ruleset.js";
import type { FileOptions } from "../kit/game.js";
import type { PlaygroundGame } from "./adapter.js";
import { compileOptionsOf } from "./options.js";
import { eventOutcomes } from "./outcomes.js";

/** One option set to compare, with a short name for a column head. */
export interface Variant {
  readonly label: string;
  readonly options: FileOptions;
}

/** What one variant allows: its outcome keys, or why it refuses the state or event, or that there are too many to compare. */
export type VariantResult =
  | {
      readonly label: string;
      readonly options: FileOptions;
      readonly status: "listed";
      readonly distinct: number;
      readonly keys: ReadonlySet<string>;
    }
  | {
      readonly label: string;
      readonly options: FileOptions;
      readonly status: "refused";
      readonly message: string;
      readonly rules: readonly string[];
    }
  | { readonly label: string; readonly options: FileOptions; readonly status: "too-many"; readonly distinct: bigint };

/** One outcome found under at least one variant, and under which. */
export interface ComparedOutcome {
  readonly key: string;
  /** The outcome's group in words (who steals what), when the game groups outcomes. */
  readonly group: string | null;
  readonly after: unknown;
  readonly effects: readonly Effect[];
  /** Per variant, in order: whether it allows this outcome (null when that variant was not listed). */
  readonly under: readonly (boolean | null)[];
}

export interface Comparison {
  readonly variants: readonly VariantResult[];
  /** Every outcome of any listed variant: first those found under only some, then those all share. */
  readonly outcomes: readonly ComparedOutcome[];
  /** True when the listed variants do not all allow the same outcomes (or some refuse where others do not). */
  readonly differ: boolean;
}

/** The session's readings under every edition preset of the game (one variant when it has no editions). */
export function editionVariants(pg: PlaygroundGame, options: FileOptions): Variant[] {
  const editions = pg.game.editions;
  if (!editions) return [{ label: "the rules", options }];
  return editions.ids.map((id) => ({ label: id, options: { ...options, edition: id } }));
}

/** The session's options with one reading changed. */
export const readingVariant = (options: FileOptions, interpretation: string, reading: string): Variant => ({
  label: `${interpretation}=${reading}`,
  options: { ...options, interpretations: { ...(options.interpretations ?? {}), [interpretation]: reading } },
});

/** Most outcomes listed per variant; a variant with more is reported as too many rather than compared in part. */
export const MAX_COMPARED = 2_000;

/** The outcomes of `event` in `state` (the state as the session's options hold it) under each variant. */
export function compareVariants(
  pg: PlaygroundGame,
  state: unknown,
  event: unknown,
  variants: readonly Variant[],
  limit = MAX_COMPARED,
): Comparison {
  const found = new Map<
    string,
    { group: string | null; after: unknown; effects: readonly Effect[]; under: (boolean | null)[] }
  >();
  const results: VariantResult[] = variants.map((v, vi) => {
    const compiled = compileOptionsOf(pg.game, v.options);
    if (!compiled.ok)
      return {
        label: v.label,
        options: v.options,
        status: "refused",
        message: compiled.problem.message,
        rules: compiled.problem.rules ?? [],
      };
    const r = eventOutcomes(pg, compiled.spec, state, event, limit);
    if (!r.ok)
      return { label: v.label, options: v.options, status: "refused", message: r.error.reason, rules: r.error.rules };
    if (r.leftOut > 0n) return { label: v.label, options: v.options, status: "too-many", distinct: r.distinct };
    const keys = new Set<string>();
    for (const o of r.outcomes) {
      const key = canonical(pg.game.vectors.record(o.after, o.effects));
      keys.add(key);
      if (!found.has(key))
        found.set(key, {
          group: pg.groupOf ? pg.groupOf(o.after, o.effects).words : null,
          after: o.after,
          effects: o.effects,
          under: variants.map(() => false),
        });
      found.get(key)!.under[vi] = true;
    }
    return { label: v.label, options: v.options, status: "listed", distinct: keys.size, keys };
  });
  const listed = results.map((r) => r.status === "listed");
  const outcomes = [...found.entries()].map(([key, f]) => ({
    key,
    ...f,
    under: f.under.map((u, i) => (listed[i] ? u : null)),
  }));
  const partial = (o: ComparedOutcome) => o.under.some((u) => u === false);
  const sorted = [...outcomes.filter(partial), ...outcomes.filter((o) => !partial(o))];
  const refusedSome = results.some((r) => r.status === "refused") && results.some((r) => r.status === "listed");
  return { variants: results, outcomes: sorted, differ: refusedSome || sorted.some(partial) };
}
