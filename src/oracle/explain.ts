// `explain`: every legal outcome of a scenario's event (any game), with one choice path to each and the rule
// ids behind each effect. Outcomes are expanded up to a limit; the report always says how many
// there are in all, so a partial list can never pass for a complete one.
import type { Effect, OutcomeSet, PathStep } from "../dsl/index.js";
import { expand, groupCount } from "../interpreter/outcomes.js";
import { outcomesWith, playWith, type ResolvedOutcome } from "../interpreter/play.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import type { ReadOptions } from "./document.js";
import { fromRuleError, type InputError, printable } from "./input-error.js";
import { DEFAULT_EXPLAIN_LIMIT, MAX_EXPLAIN_BYTES, MAX_EXPLAIN_EFFECTS, MAX_EXPLAIN_LIMIT } from "./limits.js";
import { fullOptions, minimalOptions, optionsLabel } from "./options.js";
import { type ReadyScenario, readScenarioFileOf, readScenarioValueOf } from "./scenario-input.js";

/**
 * How `explain` reads the scenario (`unreachable`: refuse a situation no legal play reaches, the
 * default, or only warn), how much it lists, and how long it may walk paths one by one.
 */
export interface ExplainOptions extends ReadOptions {
  /** Most outcomes to expand (default 20, at most 100,000). The rest are counted, not listed. */
  readonly limit?: number;
  /**
   * Events without a factored enumeration (all but scoring moments, and moments under
   * INT-MSG-ALONE "alone") are walked path by path; past this many paths (default 20,000, about a
   * second) the question is refused rather than left running.
   */
  readonly maxPaths?: number;
}

const DEFAULT_MAX_WALKED_PATHS = 20_000;

/** One listed outcome of `explain`: the library's `Outcome` plus each player's total score after it. */
export interface ExplainedOutcome extends ResolvedOutcome<unknown, Effect> {
  /** What the game records of the state after it (for The Robbers: scores, positions, robbers, thefts). */
  readonly record: Readonly<Record<string, unknown>>;
  /** The state after it, in one line. */
  readonly afterText: string;
  /** Each effect in words, in order. */
  readonly effectTexts: readonly string[];
  /** Each choice of the path in words, in order. */
  readonly choiceTexts: readonly string[];
}

/** What `explain` answers: the question as understood, the counts, and the outcomes listed. */
export interface ExplainReport {
  /** The game's id ("robbers", "macrobber"). */
  readonly game: string;
  /** The scenario's title, when it has one. */
  readonly title?: string;
  /** The options in force, with only the values that differ from the defaults. */
  readonly options: FileOptions;
  /** The options in words, e.g. `C3 (default readings)`. */
  readonly label: string;
  /** The situation before the event. */
  readonly state: unknown;
  /** The event asked about. */
  readonly event: unknown;
  /** The event in words. */
  readonly eventText: string;
  /** One line per group of outcomes (who steals what...), when the game groups them. */
  readonly groupTexts: readonly string[];
  /** The factored set (groups by who steals what, with their independent choices). */
  readonly set: OutcomeSet;
  /** How many distinct outcomes there are in all (listed or not). */
  readonly distinct: bigint;
  /** How many choice paths there are in all. */
  readonly paths: bigint;
  /** The outcomes listed, at most `limit`, each with one choice path to it. */
  readonly outcomes: readonly ExplainedOutcome[];
  /** Distinct outcomes not listed because of the limit (0n when the list is complete). */
  readonly omitted: bigint;
}

/** The answer of `explain`: a report, or an input error saying where the scenario is wrong. */
export type ExplainResult =
  | {
      /** The scenario was read and its event answered. */
      readonly ok: true;
      /** The answer. */
      readonly report: ExplainReport;
      /** What the reader only warned about (`unreachable: "warn"`): a situation no legal play reaches. */
      readonly warnings?: readonly InputError[];
    }
  | {
      /** The scenario could not be read, or the rules refuse it. */
      readonly ok: false;
      /** Where (file, line, JSON path), what, and the rule ids when a rule refuses it. */
      readonly error: InputError;
    };

/** How many outcomes `explain` lists when no limit is given (the CLI's `--limit` default). */
export { DEFAULT_EXPLAIN_LIMIT };

// Callers in plain JavaScript may pass anything: only a read scenario has `spec` and `state`.
const isReady = (input: unknown): input is ReadyScenario =>
  typeof input === "object" && input !== null && "spec" in input && "state" in input;

/**
 * Every legal outcome of a scenario's event in `game`, with a choice path to each and the rule ids
 * behind each effect. Takes a scenario object (`<game>-scenario/1`, validated here) or one already
 * read by `readScenarioFileOf`. Refusals come back as an `InputError` with a JSON path and rule ids.
 * A situation no legal play reaches is refused unless `options.unreachable` is `"warn"`; then the
 * answer carries `warnings` (for a scenario already read, its reader decided, and its warnings are kept).
 */
export function explainGame(game: AnyGame, input: unknown, options: ExplainOptions = {}): ExplainResult {
  const ready = isReady(input)
    ? { ok: true as const, ...(input as ReadyScenario & { readonly warnings?: readonly InputError[] }) }
    : readScenarioValueOf(
        game,
        input,
        {},
        options.unreachable !== undefined ? { unreachable: options.unreachable } : {},
      );
  if (!ready.ok) return ready;
  const warned = ready.warnings?.length ? { warnings: ready.warnings } : {};
  const limit = options.limit ?? DEFAULT_EXPLAIN_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_EXPLAIN_LIMIT)
    return {
      ok: false,
      error: {
        path: "$",
        message: `limit must be a whole number from 0 to ${MAX_EXPLAIN_LIMIT} (MAX_EXPLAIN_LIMIT), got ${printable(String(limit), 40)}`,
      },
    };
  const maxPathsGiven = options.maxPaths ?? DEFAULT_MAX_WALKED_PATHS;
  if (!Number.isSafeInteger(maxPathsGiven) || maxPathsGiven < 1)
    return {
      ok: false,
      error: {
        path: "$",
        message: `maxPaths must be a whole number of at least 1, got ${printable(String(maxPathsGiven), 40)}`,
      },
    };
  const { spec, state, event, scenario } = ready;
  const maxPaths = maxPathsGiven;
  const all = outcomesWith(spec, state, event, { maxPaths });
  if (!all.ok) {
    const tooMany = all.error.rules.length === 0 && /choice paths/.test(all.error.message);
    if (tooMany)
      return {
        ok: false,
        error: {
          path: "$.event",
          message:
            `this event has more than ${maxPaths} choice paths (the walk limit, maxPaths), and it cannot be counted ` +
            `without walking each one; ask about ${game.describe.smallerEvent ?? "a smaller event"}`,
        },
      };
    return { ok: false, error: fromRuleError(all.error) };
  }
  const listed: ExplainedOutcome[] = [];
  let effects = 0;
  for (const o of expand(all.outcomes.set)) {
    if (listed.length >= limit) break;
    const replay = playWith(spec, state, event, o.path as readonly PathStep[]);
    // Every enumerated path replays (property-tested); if one did not, that is a bug to report, not to hide.
    if (!replay.ok) throw new Error(`internal: an enumerated outcome does not replay: ${replay.error.message}`);
    // The first outcome tells how large each is: a list that would pass MAX_EXPLAIN_EFFECTS is
    // refused before it is made (and the count kept honest if later outcomes are larger).
    effects += Math.max(1, replay.effects.length);
    const wanted = BigInt(limit) < all.outcomes.distinct ? limit : Number(all.outcomes.distinct);
    if (effects * (listed.length === 0 ? wanted : 1) > MAX_EXPLAIN_EFFECTS || effects > MAX_EXPLAIN_EFFECTS) {
      const fits = Math.max(1, Math.floor(MAX_EXPLAIN_EFFECTS / Math.max(1, replay.effects.length)));
      return {
        ok: false,
        error: {
          path: "$",
          message:
            `listing ${wanted} outcomes of about ${replay.effects.length} effects each would pass the limit of ` +
            `${MAX_EXPLAIN_EFFECTS} listed effects (MAX_EXPLAIN_EFFECTS); ask for at most ${fits} with --limit ` +
            `(the counts need none: --limit 0), or about ${game.describe.smallerEvent ?? "a smaller event"}`,
        },
      };
    }
    const outcome: ExplainedOutcome = {
      state: replay.state,
      effects: replay.effects,
      path: replay.path,
      count: o.count,
      record: game.vectors.record(replay.state, replay.effects),
      afterText: game.describe.after(replay.state),
      effectTexts: replay.effects.map((e) => game.describe.effect(e)),
      choiceTexts: replay.path.map((c) => game.describe.choice(c)),
    };
    // Likewise the first outcome's size: a list that would pass MAX_EXPLAIN_BYTES is refused before it is made.
    if (listed.length === 0 && wanted > 1) {
      const bytes = sizeOf(outcome);
      if (bytes * wanted > MAX_EXPLAIN_BYTES) {
        const fits = Math.max(1, Math.floor(MAX_EXPLAIN_BYTES / bytes));
        return {
          ok: false,
          error: {
            path: "$",
            message:
              `listing ${wanted} outcomes of about ${bytes} bytes each would pass the limit of ${MAX_EXPLAIN_BYTES} ` +
              `listed bytes (MAX_EXPLAIN_BYTES); ask for at most ${fits} with --limit (the counts need none: --limit 0), ` +
              `or about ${game.describe.smallerEvent ?? "a smaller event"}`,
          },
        };
      }
    }
    listed.push(outcome);
  }
  const full = fullOptions(game, scenario.options as FileOptions);
  return {
    ok: true,
    report: {
      game: game.id,
      ...(scenario.title !== undefined ? { title: scenario.title } : {}),
      options: minimalOptions(game, full),
      label: optionsLabel(game, full),
      state,
      event,
      eventText: game.describe.event(event),
      groupTexts:
        all.outcomes.set.method === "factored" && all.outcomes.set.groups.length
          ? [
              ...(game.describe.outcomeSet?.(all.outcomes.set) ?? []),
              ...(groupCount(all.outcomes.set) > BigInt(all.outcomes.set.groups.length)
                ? [
                    `... and ${groupCount(all.outcomes.set) - BigInt(all.outcomes.set.groups.length)} more groups ` +
                      `(${groupCount(all.outcomes.set)} in all; the first ${all.outcomes.set.groups.length} are shown)`,
                  ]
                : []),
            ]
          : [],
      set: all.outcomes.set,
      distinct: all.outcomes.distinct,
      paths: all.outcomes.paths,
      outcomes: listed,
      omitted: all.outcomes.distinct - BigInt(listed.length),
    },
    ...warned,
  };
}

/** `explainGame` on a scenario file (`-` for standard input); file, line and JSON path in any error (what `<game> explain` runs). */
export async function explainGameFile(
  game: AnyGame,
  file: string,
  options: ExplainOptions = {},
): Promise<ExplainResult> {
  const ready = await readScenarioFileOf(
    game,
    file,
    options.unreachable !== undefined ? { unreachable: options.unreachable } : {},
  );
  if (!ready.ok) return ready;
  const result = explainGame(game, ready, options);
  return result.ok ? result : { ok: false, error: { file, ...result.error } };
}

/** One listed outcome as `explain --json` writes it (index from 1): its path count, choices, record, and effects with their sentences. */
export function outcomeEntry(o: ExplainedOutcome, index: number): Record<string, unknown> {
  return {
    index,
    paths: o.count.toString(),
    choices: o.path,
    ...o.record,
    effects: o.effects.map((e, i) => ({ ...e, text: o.effectTexts[i] })),
  };
}

/** An outcome's size as `--json` lists it (indented as there, three levels in). */
function sizeOf(o: ExplainedOutcome): number {
  const text = JSON.stringify(outcomeEntry(o, 1), null, 2);
  return text.length + 6 * text.split("\n").length;
}
