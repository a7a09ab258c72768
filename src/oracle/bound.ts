// The oracle with one game filled in: what a package entry exports for a game whose users want
// `check`, `explain` and `vectors` without passing the game each time.
import type { AnyGame } from "../kit/game.js";
import { type CheckOptions, type CheckResult, checkGame, checkGameFile } from "./check.js";
import { checkText } from "./check-text.js";
import { type ExplainOptions, type ExplainResult, explainGame, explainGameFile } from "./explain.js";
import { explainJson, explainText } from "./explain-text.js";
import { jsonSchemasOf } from "./schemas.js";
import { type GameVector, gameVector, gameVectors, type VectorsOptions } from "./vectors.js";

/** The oracle for one game: the generic functions with the game filled in. */
export interface GameOracle {
  /** Every legal outcome of a scenario (a `<game>-scenario/1` object) or a read scenario. */
  explain(input: unknown, options?: ExplainOptions): ExplainResult;
  /** `explain` on a scenario file (`-` for standard input). */
  explainFile(file: string, options?: ExplainOptions): Promise<ExplainResult>;
  /** The report of `explain` as text lines. */
  explainText: typeof explainText;
  /** The report of `explain` as JSON text. */
  explainJson: typeof explainJson;
  /** Replay a trace (a `<game>-trace/1` object, or a source from the trace readers). */
  check(input: unknown, options?: CheckOptions): Promise<CheckResult>;
  /** `check` on a trace file (`*.jsonl`, `*.ndjson` and `-` stream as JSON Lines). */
  checkFile(file: string, options?: CheckOptions & { readonly layout?: "json" | "jsonl" }): Promise<CheckResult>;
  /** The result of `check` as text lines. */
  checkText(result: CheckResult): string[];
  /** Conformance vector `index` of `seed`. */
  vector(seed: number, index: number): GameVector;
  /** Conformance vectors `start` .. `start + count - 1` of `seed`. */
  vectors(options: VectorsOptions): GameVector[];
  /** The game's JSON Schemas: file name -> content. */
  jsonSchemas(): Record<string, string>;
}

/**
 * The oracle for `game`.
 * @param game the game (`robbersGame`, `macRobberGame`, or your own ruleset's adapter).
 */
export function oracleFor(game: AnyGame): GameOracle {
  return {
    explain: (input, options = {}) => explainGame(game, input, options),
    explainFile: (file, options = {}) => explainGameFile(game, file, options),
    explainText,
    explainJson,
    check: (input, options = {}) => checkGame(game, input, options),
    checkFile: (file, options = {}) => checkGameFile(game, file, options),
    checkText: (result) => checkText(result, game),
    vector: (seed, index) => gameVector(game, seed, index),
    vectors: (options) => gameVectors(game, options),
    jsonSchemas: () => jsonSchemasOf(game),
  };
}
