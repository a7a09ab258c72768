// `explain`: every legal outcome of a scenario's event, with one choice path to each and the rule
// ids behind each effect. Outcomes are expanded up to a limit; the report always says how many
// there are in all, so a partial list can never pass for a complete one.
import type { OutcomeSet, PathStep } from "../dsl/index.js";
import { expand } from "../interpreter/outcomes.js";
import { outcomes, play, type Outcome } from "../robbers/api.js";
import { scoreOf, type RobbersEffect, type RobbersEvent, type RobbersState } from "../../spec/robbers/index.js";
import type { OracleOptions, ScenarioInput } from "../formats/scenario.js";
import { fullOptions, minimalOptions, optionsLabel } from "./options.js";
import { fromRuleError, type InputError } from "./input-error.js";
import { DEFAULT_EXPLAIN_LIMIT, MAX_EXPLAIN_LIMIT } from "./limits.js";
import { readScenarioFile, readScenarioValue, type ReadyScenario } from "./scenario-input.js";

/** How much `explain` lists, and how long it may walk paths one by one. */
export interface ExplainOptions {
  /** Most outcomes to expand (default 20, at most 100,000). The rest are counted, not listed. */
  readonly limit?: number;
  /**
   * Events without a factored enumeration (all but scoring moments, and moments under
   * INT-MSG-ALONE "alone") are walked path by path; past this many paths (default 20,000, about a
   * second) the question is refused rather than left running.
   */
  readonly maxPaths?: number;
}

export const DEFAULT_MAX_WALKED_PATHS = 20_000;

/** One listed outcome of `explain`: the library's `Outcome` plus each player's total score after it. */
export interface ExplainedOutcome extends Outcome {
  /** Total score per player after the event. */
  readonly scores: Readonly<Record<string, number>>;
}

/** What `explain` answers: the question as understood, the counts, and the outcomes listed. */
export interface ExplainReport {
  /** The scenario's title, when it has one. */
  readonly title?: string;
  /** The options in force, with only the values that differ from the defaults. */
  readonly options: OracleOptions;
  /** The options in words, e.g. `C3 (default readings)`. */
  readonly label: string;
  /** The situation before the event. */
  readonly state: RobbersState;
  /** The event asked about. */
  readonly event: RobbersEvent;
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
    }
  | {
      /** The scenario could not be read, or the rules refuse it. */
      readonly ok: false;
      /** Where (file, line, JSON path), what, and the rule ids when a rule refuses it. */
      readonly error: InputError;
    };

/** How many outcomes `explain` lists when no limit is given (the CLI's `--limit` default). */
export { DEFAULT_EXPLAIN_LIMIT };

const scoresOf = (state: RobbersState) => Object.fromEntries(state.players.map((p) => [p, scoreOf(state.figures[p]!)]));

// Callers in plain JavaScript may pass anything: only a read scenario has `spec` and `state`.
const isReady = (input: ScenarioInput | ReadyScenario): input is ReadyScenario => typeof input === "object" && input !== null && "spec" in input && "state" in input;

/**
 * Every legal outcome of a scenario's event, with a choice path to each and the rule ids behind
 * each effect. Takes a scenario object (`robbers-scenario/1`, validated here) or one already read
 * by `readScenarioFile`. Refusals come back as an `InputError` with a JSON path and rule ids.
 *
 * @param input a `robbers-scenario/1` object, or a scenario read by `readScenarioFile` / `readScenarioText`.
 * @param options how many outcomes to list (`limit`), and how many paths to walk at most (`maxPaths`).
 * @returns the report (counts, factored set, listed outcomes, how many were left out), or the input error.
 * @example
 * const r = explain({ format: "robbers-scenario/1", players: ["red", "blue"], messages: false, active: "red",
 *   figures: { red: { meeple: 3 }, blue: { meeple: 7 } }, robbers: { red: 3, blue: null },
 *   event: { kind: "moment", awards: [{ player: "blue", points: 5, source: "feature" }] } });
 * if (r.ok) console.log(explainText(r.report).join("\n"));
 */
export function explain(input: ScenarioInput | ReadyScenario, options: ExplainOptions = {}): ExplainResult {
  const ready = isReady(input) ? { ok: true as const, ...input } : readScenarioValue(input);
  if (!ready.ok) return ready;
  const limit = Math.max(0, Math.min(options.limit ?? DEFAULT_EXPLAIN_LIMIT, MAX_EXPLAIN_LIMIT));
  const { spec, state, event, scenario } = ready;
  const maxPaths = options.maxPaths ?? DEFAULT_MAX_WALKED_PATHS;
  const all = outcomes(spec, state, event, { maxPaths });
  if (!all.ok) {
    const tooMany = all.error.rules.length === 0 && /choice paths/.test(all.error.message);
    if (tooMany) return { ok: false, error: { path: "$.event", message: `this event has more than ${maxPaths} choice paths, and only scoring moments can be counted without walking each one; ask about a smaller situation` } };
    return { ok: false, error: fromRuleError(all.error) };
  }
  const listed: ExplainedOutcome[] = [];
  for (const o of expand(all.outcomes.set)) {
    if (listed.length >= limit) break;
    const replay = play(spec, state, event, o.path as readonly PathStep[]);
    // Every enumerated path replays (property-tested); if one did not, that is a bug to report, not to hide.
    if (!replay.ok) throw new Error(`internal: an enumerated outcome does not replay: ${replay.error.message}`);
    listed.push({ state: replay.state, effects: replay.effects as readonly RobbersEffect[], path: replay.path, count: o.count, scores: scoresOf(replay.state) });
  }
  const full = fullOptions(scenario.options);
  return {
    ok: true,
    report: {
      ...(scenario.title !== undefined ? { title: scenario.title } : {}),
      options: minimalOptions(full),
      label: optionsLabel(full),
      state,
      event,
      set: all.outcomes.set,
      distinct: all.outcomes.distinct,
      paths: all.outcomes.paths,
      outcomes: listed,
      omitted: all.outcomes.distinct - BigInt(listed.length),
    },
  };
}

/**
 * `explain` on a scenario file; file, line and JSON path in any error (what `robbers explain` runs).
 * @param file path of a `robbers-scenario/1` JSON file.
 * @param options as for `explain`.
 */
export async function explainFile(file: string, options: ExplainOptions = {}): Promise<ExplainResult> {
  const ready = await readScenarioFile(file);
  if (!ready.ok) return ready;
  const result = explain(ready, options);
  return result.ok ? result : { ok: false, error: { file, ...result.error } };
}
