// Every outcome of an event for the playground: the library's exact counts, the first `limit`
// outcomes replayed, and the outcomes grouped for a reader. Groups come from the game's adapter
// (The Robbers: who steals what) when every outcome can be expanded (up to MAX_GROUPED), else from the ruleset's factored
// groups (named by `describe.outcomeSet`); a set walked path by path (`exhaustive`) has no groups
// of its own, so without an adapter it is not grouped: one group per outcome would say nothing.
// A situation no legal play reaches under the options (the game's `unreachable` check) is refused
// first, with the first problem, as the command line's readers refuse it.
import { RuleError } from "../dsl/errors.js";
import type { Effect, OutcomeSet, PathStep } from "../dsl/ruleset.js";
import { expand } from "../interpreter/outcomes.js";
import { outcomesWith } from "../interpreter/play.js";
import { step } from "../interpreter/step.js";
import { scripted } from "../interpreter/strategies.js";
import type { PlaygroundGame } from "./adapter.js";
import type { AnySpec } from "./options.js";

/** One distinct outcome: the state after, the effects, one path to it and how many paths reach it. */
export interface ListedOutcome {
  /** 0-based, in the enumeration order (-1 for a group's first outcome beyond the listed ones). */
  readonly index: number;
  readonly after: unknown;
  readonly effects: readonly Effect[];
  readonly path: readonly PathStep[];
  readonly count: bigint;
  /** Index of its group in `groups`, when grouped. */
  readonly group: number | null;
}

/** A group of outcomes for a reader: what they share in words, how many outcomes, and the first one. */
export interface ListedGroup {
  readonly words: string;
  /** For a factored group, the game's line for it (`describe.outcomeSet`: its independent choices and their counts). */
  readonly detail?: string;
  /** How many distinct outcomes are in it. */
  readonly size: bigint;
  /** Its first outcome (one picture per group). */
  readonly first: ListedOutcome;
}

export interface EventOutcomes {
  readonly ok: true;
  readonly distinct: bigint;
  readonly paths: bigint;
  /** `factored` (the ruleset's hook) or `exhaustive` (every path walked). */
  readonly method: OutcomeSet["method"];
  /** The first `limit` outcomes. */
  readonly outcomes: readonly ListedOutcome[];
  /** How many distinct outcomes `outcomes` leaves out. */
  readonly leftOut: bigint;
  /** The groups (null: the outcomes are not grouped); for a set too large to hold, its first groups. */
  readonly groups: readonly ListedGroup[] | null;
  /** How many groups there are in all, when `groups` holds only the first of them. */
  readonly groupsInAll?: bigint;
  /** Every outcome (grouped like `outcomes`), when all of them were replayed: a summary counts over these, not the listed few. */
  readonly every?: readonly ListedOutcome[];
}

/** Most choice paths walked one by one for a set the ruleset cannot factor. */
export const MAX_WALKED_PATHS = 50_000;
/** Most outcomes expanded to group them with the adapter's `groupOf`, beyond those listed. */
export const MAX_GROUPED = 2_000;

function replay(spec: AnySpec, state: unknown, event: unknown, path: readonly PathStep[]) {
  const r = step(spec, state, event, scripted(path));
  if (!r.ok) throw r.error; // a path the enumerator gave that does not replay is a bug, not input
  return r;
}

/** Every outcome of `event` in `state`: counts, the first `limit` replayed, and the groups. Refusals come back as values. */
export function eventOutcomes(
  pg: PlaygroundGame,
  spec: AnySpec,
  state: unknown,
  event: unknown,
  limit = 200,
): EventOutcomes | { readonly ok: false; readonly error: RuleError } {
  const unreachable = pg.game.unreachable?.(spec, state)[0];
  if (unreachable)
    return {
      ok: false,
      error: new RuleError({
        kind: "invalid-state",
        rules: unreachable.rules ?? [],
        message: unreachable.message,
        path: unreachable.path,
      }),
    };
  const r = outcomesWith(spec, state, event, { maxPaths: MAX_WALKED_PATHS });
  if (!r.ok) return r;
  const { set, distinct, paths } = r.outcomes;
  const listed: ListedOutcome[] = [];
  const groupIndex: number[] = [];
  // With an adapter that groups, expand further than listed so that every outcome finds its group.
  const expanded = pg.groupOf && distinct <= BigInt(MAX_GROUPED) ? Math.max(limit, MAX_GROUPED) : limit;
  for (const o of expand(set)) {
    if (listed.length >= expanded) break;
    const played = replay(spec, state, event, o.path);
    listed.push({
      index: listed.length,
      after: played.state,
      effects: played.effects,
      path: o.path,
      count: o.count,
      group: null,
    });
    groupIndex.push(o.group);
  }
  const complete = BigInt(listed.length) === distinct;
  let groups: ListedGroup[] | null = null;
  let outcomes: ListedOutcome[] = listed;
  let every: ListedOutcome[] | undefined = complete ? listed : undefined;
  if (pg.groupOf && complete) {
    const byKey = new Map<string, number>();
    const built: { words: string; size: bigint; first: ListedOutcome }[] = [];
    outcomes = listed.map((o) => {
      const g = pg.groupOf!(o.after, o.effects);
      let gi = byKey.get(g.key);
      if (gi === undefined) {
        gi = built.length;
        byKey.set(g.key, gi);
        built.push({ words: g.words, size: 0n, first: { ...o, group: gi } });
      }
      built[gi]!.size++;
      return { ...o, group: gi };
    });
    groups = built;
    every = outcomes;
    outcomes = outcomes.slice(0, limit);
  } else if (set.method === "factored") {
    const words = pg.game.describe.outcomeSet?.(set) ?? set.groups.map((_, i) => `group ${i + 1}`);
    // Groups whose factors leave no option hold no outcome: left out, and the others renumbered.
    const kept = new Map<number, number>();
    const built: ListedGroup[] = [];
    set.groups.forEach((g, gi) => {
      const sample = expand({ groups: [g], method: set.method }).next();
      if (sample.done) return;
      kept.set(gi, built.length);
      const played = replay(spec, state, event, sample.value.path);
      const size = g.factors.reduce((n, f) => n * BigInt(f.options.length), 1n);
      const line = words[gi] ?? `group ${gi + 1}`;
      // In the adapter's words when it has them (the same words as a set grouped outcome by outcome).
      const named = pg.groupOf ? pg.groupOf(played.state, played.effects).words : line;
      built.push({
        words: named,
        ...(pg.groupOf ? { detail: line } : {}),
        size,
        first: {
          index: -1,
          after: played.state,
          effects: played.effects,
          path: sample.value.path,
          count: sample.value.count,
          group: built.length,
        },
      });
    });
    const regrouped = listed.map((o, i) => ({ ...o, group: kept.get(groupIndex[i]!) ?? null }));
    if (complete) every = regrouped;
    outcomes = regrouped.slice(0, limit);
    groups = built.map((g, gi) => ({ ...g, first: outcomes.find((o) => o.group === gi) ?? g.first }));
  }
  if (!groups) outcomes = outcomes.slice(0, limit);
  return {
    ok: true,
    distinct,
    paths,
    method: set.method,
    outcomes,
    leftOut: distinct - BigInt(outcomes.length),
    groups,
    ...(groups && set.totals ? { groupsInAll: set.totals.groups } : {}),
    ...(every ? { every } : {}),
  };
}
