// The oracle bound to The Robbers: the library functions the package has always exported
// (`explain`, `check`, `vectors`, the readers, the JSON Schemas), each the generic tool with the
// Robbers game filled in and its types narrowed.

import { type CheckOptions, type CheckResult, checkGame, checkGameFile } from "../../oracle/check.js";
import { checkJson, checkText as checkTextOf } from "../../oracle/check-text.js";
import type { Origin, Read, ReadOptions } from "../../oracle/document.js";
import { type ExplainOptions, type ExplainResult, explainGame, explainGameFile } from "../../oracle/explain.js";
import { explainJson, explainText } from "../../oracle/explain-text.js";
import {
  type ReadyScenario,
  readScenarioFileOf,
  readScenarioTextOf,
  readScenarioValueOf,
} from "../../oracle/scenario-input.js";
import { jsonSchemasOf } from "../../oracle/schemas.js";
import { readTraceFileOf, readTraceTextOf, readTraceValueOf, type TraceSource } from "../../oracle/trace-input.js";
import { gameVector, gameVectors, type VectorsOptions } from "../../oracle/vectors.js";
import type { ScenarioInput } from "./formats/scenario.js";
import type { TraceInput } from "./formats/trace.js";
import type { Vector } from "./formats/vector.js";
import { robbersGame } from "./index.js";

export type { CheckOptions, CheckResult, ExplainOptions, ExplainResult };
export { checkJson, explainJson, explainText };

/** A trace that was opened: its source, ready for `check`. */
export interface TraceRead {
  /** The trace's header and its steps, read one at a time. */
  readonly source: TraceSource;
}

/**
 * Every legal outcome of a scenario's event, with a choice path to each and the rule ids behind
 * each effect. Takes a scenario object (`robbers-scenario/1`, validated here) or one already read
 * by `readScenarioFile`. Refusals come back as an `InputError` with a JSON path and rule ids; a
 * situation no legal play reaches (a robber beside no other player's figure) is one, unless
 * `unreachable: "warn"` is passed: then the answer carries `warnings`.
 * @param input a `robbers-scenario/1` object, or a scenario read by `readScenarioFile` / `readScenarioText`.
 * @param options how many outcomes to list (`limit`), how many paths to walk at most (`maxPaths`), and `unreachable` (`"refuse"`, the default, or `"warn"`).
 * @returns the report (counts, factored set, listed outcomes, how many were left out), or the input error.
 * @example
 * const r = explain({ format: "robbers-scenario/1", players: ["red", "blue"], messages: false, active: "red",
 *   figures: { red: { meeple: 3 }, blue: { meeple: 7 } }, robbers: { red: 3, blue: null },
 *   event: { kind: "moment", awards: [{ player: "blue", points: 5, source: "feature" }] } });
 * if (r.ok) console.log(explainText(r.report).join("\n"));
 */
export const explain = (input: ScenarioInput | ReadyScenario, options: ExplainOptions = {}): ExplainResult =>
  explainGame(robbersGame, input, options);

/**
 * `explain` on a scenario file (`-` for standard input); file, line and JSON path in any error (what `robbers explain` runs).
 * @param file path of a `robbers-scenario/1` JSON file.
 * @param options as for `explain`.
 */
export const explainFile = (file: string, options: ExplainOptions = {}): Promise<ExplainResult> =>
  explainGameFile(robbersGame, file, options);

/**
 * Replay a trace with the oracle. Resolves to `conforms`, to `diverges` with the first step that
 * does not conform (what it claims, what the rules give, the rule ids, and the options under which
 * the trace would conform), or to `unreadable` with the file, line and JSON path of the problem.
 * JSON Lines sources are streamed, so memory stays constant however long the trace. A start no
 * legal play reaches is refused unless `unreachable: "warn"` is passed (then the result carries `warnings`).
 * @param input a `robbers-trace/1` object, or a source from `readTraceFile` / `readTraceText`.
 * @param options whether to search other editions and readings, how many outcomes to search for the
 *   claimed values, and `unreachable` (`"refuse"`, the default, or `"warn"`).
 * @returns `conforms`, `diverges` (with the divergence) or `unreadable` (with the input error).
 * @example
 * const result = await check(myEngine.recordTrace()); // { format: "robbers-trace/1", setup, steps }
 * if (result.status !== "conforms") console.log(checkText(result).join("\n"));
 */
export const check = (input: TraceInput | TraceSource, options: CheckOptions = {}): Promise<CheckResult> =>
  checkGame(robbersGame, input, options);

/**
 * `check` on a trace file (`*.jsonl` / `*.ndjson`, `-` for standard input, or `layout: "jsonl"`, streamed); what `robbers check` runs.
 * @param file path of the trace.
 * @param options as for `check`, plus `layout` to override what the file name says.
 */
export const checkFile = (
  file: string,
  options: CheckOptions & {
    /** `json` for one document, `jsonl` for JSON Lines; by default the file name decides. */
    readonly layout?: "json" | "jsonl";
  } = {},
): Promise<CheckResult> => checkGameFile(robbersGame, file, options);

/**
 * The result of `check` as text lines for people.
 * @param result what `check` or `checkFile` resolved to.
 */
export const checkText = (result: CheckResult): string[] => checkTextOf(result, robbersGame);

/**
 * Validate an already-parsed scenario (errors carry JSON paths; `origin` adds file and line).
 * @param value the parsed JSON (or an object built in code).
 * @param origin the file and text it came from, to place errors on their line.
 * @param options `unreachable: "warn"` reads a situation no legal play reaches, with `warnings`, instead of refusing it.
 */
export const readScenarioValue = (
  value: unknown,
  origin: Origin = {},
  options: ReadOptions = {},
): Read<ReadyScenario> => readScenarioValueOf(robbersGame, value, origin, options);

/**
 * A scenario's JSON text.
 * @param text the file's text.
 * @param file names the file in errors, which carry its line numbers.
 * @param options as for `readScenarioValue`.
 */
export const readScenarioText = (text: string, file?: string, options: ReadOptions = {}): Read<ReadyScenario> =>
  readScenarioTextOf(robbersGame, text, file, options);

/**
 * A scenario file, read with the size limit; `-` reads standard input.
 * @param file the path.
 * @param options as for `readScenarioValue`.
 */
export const readScenarioFile = (file: string, options: ReadOptions = {}): Promise<Read<ReadyScenario>> =>
  readScenarioFileOf(robbersGame, file, options);

/**
 * A whole trace already parsed (a JSON document, or an object built by a caller).
 * @param value the parsed JSON.
 * @param origin the file and text it came from, to place errors on their line.
 * @param options `unreachable: "warn"` reads a trace whose start no legal play reaches, with `warnings`, instead of refusing it.
 */
export const readTraceValue = (value: unknown, origin: Origin = {}, options: ReadOptions = {}): Read<TraceRead> =>
  readTraceValueOf(robbersGame, value, origin, options);

/**
 * A trace document's text.
 * @param text the file's text.
 * @param file names the file in errors.
 * @param options as for `readTraceValue`.
 */
export const readTraceText = (text: string, file?: string, options: ReadOptions = {}): Read<TraceRead> =>
  readTraceTextOf(robbersGame, text, file, options);

/**
 * Open a trace file: `*.jsonl` / `*.ndjson` / `-` (or `layout: "jsonl"`) stream as JSON Lines; anything else is read whole.
 * @param file the path.
 * @param options `layout` to override what the file name says; `unreachable` as for `readTraceValue`.
 */
export const readTraceFile = (
  file: string,
  options: ReadOptions & {
    /** `json` for one document, `jsonl` for JSON Lines; by default the file name decides. */
    readonly layout?: "json" | "jsonl";
  } = {},
): Promise<Read<TraceRead>> => readTraceFileOf(robbersGame, file, options);

/**
 * Vector `index` of `seed`: the same arguments always give the same vector (and the same bytes).
 * @param seed the suite's seed (`fixtures/vectors/` holds seed 1).
 * @param index which vector; it fixes the edition and the kind of situation.
 */
export const vector = (seed: number, index: number): Vector =>
  gameVector(robbersGame, seed, index) as unknown as Vector;

/**
 * Vectors `start` .. `start + count - 1` of `seed`: a conformance suite for another implementation.
 * @param options the seed, how many, and the first index.
 * @returns the vectors; write each with `vectorJson` for byte-stable files.
 * @example
 * for (const v of vectors({ seed: 1, count: 3 })) writeFileSync(`vectors/${v.id}.json`, vectorJson(v));
 */
export const vectors = (options: VectorsOptions): Vector[] => gameVectors(robbersGame, options) as unknown as Vector[];

/** The Robbers' JSON Schemas: file name -> content, as in docs/schemas/. */
export const jsonSchemas = (): Record<string, string> => jsonSchemasOf(robbersGame);
