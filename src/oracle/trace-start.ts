// A trace's starting point under some options, for any game: the compiled rules and the setup
// checked against them. Used when a trace is opened (under its own options) and by the search
// under other options.
import type { PathStep } from "../dsl/ruleset.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import { compileOptions, situationOf } from "./compile-options.js";
import { type Problem, type ReadOptions, refusedAsUnreachable } from "./document.js";
import type { ReadyScenario } from "./scenario-input.js";

/** A trace header as every game's trace format gives it. */
export interface GameTraceHeader {
  /** The format and its version (`<game>-trace/1`). */
  readonly format: string;
  /** Free text for people. */
  readonly title?: string;
  /** The edition and readings the game was played under. */
  readonly options: FileOptions;
  /** The starting situation, as the game's setup schema writes it. */
  readonly setup: Readonly<Record<string, unknown>>;
}

/** A trace step as every game's trace format gives it (the event may be left out when the game says which comes next). */
export interface GameTraceStep {
  /** Free text for people. */
  readonly label?: string;
  /** What happened (left out: the event the game expects next). */
  readonly event?: unknown;
  /** The choices made during the event. */
  readonly choices: readonly PathStep[];
  /** What the implementation says after the step, as the game's claims schema writes it. */
  readonly claims?: unknown;
}

/** The game's start under some options: the compiled rules and the validated starting state. */
export interface TraceStart {
  readonly spec: ReadyScenario["spec"];
  readonly state: unknown;
}

/**
 * Compile the options and check the setup against the rules. `options` defaults to the header's;
 * `check` passes others to ask whether the trace would conform under them. `unreachable` lists the
 * arrangements of the start that no legal play reaches under those options (paths in the header):
 * the caller refuses or warns.
 */
export function startOf(
  game: AnyGame,
  header: GameTraceHeader,
  options: FileOptions = header.options,
): { ok: true; start: TraceStart; unreachable: readonly Problem[] } | { ok: false; problem: Problem } {
  const compiled = compileOptions(game, options);
  if (!compiled.ok) return compiled;
  const situation = situationOf(game, compiled.spec, header.setup, "$.setup");
  return situation.ok
    ? { ok: true, start: { spec: compiled.spec, state: situation.state }, unreachable: situation.unreachable }
    : situation;
}

/**
 * Header checks shared by both layouts: names, and the setup under the header's options. A start
 * no legal play reaches is refused (the first such problem) unless `options.unreachable` is
 * `"warn"`; then every such problem is returned in `warnings`, for the reader to place in its file.
 */
export function checkHeader(
  game: AnyGame,
  header: GameTraceHeader,
  options: ReadOptions = {},
): { ok: true; warnings: readonly Problem[] } | { ok: false; problem: Problem } {
  const names = game.checkSetup?.(header.setup, "$.setup");
  if (names) return { ok: false, problem: names };
  const start = startOf(game, header);
  if (!start.ok) return start;
  const refused = refusedAsUnreachable(start.unreachable, options);
  return refused ? { ok: false, problem: refused } : { ok: true, warnings: start.unreachable };
}

/** Names in a step against the setup's players (the game's own check), or null. */
export const checkStepNames = (game: AnyGame, step: GameTraceStep, header: GameTraceHeader): Problem | null =>
  game.checkStep?.(step as never, header.setup) ?? null;
