// A session's options and start, checked by the same code as the oracle's readers check them
// (oracle/compile-options.ts: compile the options, build the state from the setup, check it against
// the rules), never the oracle's file readers, which need Node: the playground runs in the browser.
import type { AnyGame, FileOptions, Problem } from "../kit/game.js";
import { type AnyCompiled, compileOptions, stateOf, unreachableIn } from "../oracle/compile-options.js";
import { validate } from "../oracle/document.js";

/** A game's rules compiled for some options, its types forgotten. */
export type AnySpec = AnyCompiled;

/** Compile a game's options as files write them; a refusal is a problem at `at` (the options' path). */
export const compileOptionsOf = (
  game: AnyGame,
  options: FileOptions,
  at = "$.options",
): { ok: true; spec: AnySpec } | { ok: false; problem: Problem } => compileOptions(game, options, at);

/** The state a setup describes under compiled options, checked by the rules (`at`: where the setup sits). */
export function startStateOf(
  game: AnyGame,
  spec: AnySpec,
  given: unknown,
  at = "$.setup",
): { ok: true; state: unknown; setup: Readonly<Record<string, unknown>> } | { ok: false; problem: Problem } {
  // The setup as the trace format reads it (defaults filled in), its problems at `at`.
  const read = validate(game.formats.traceHeader, { format: game.formats.names.trace, setup: given }, null);
  if (!read.ok) return { ok: false, problem: { ...read.problem, path: read.problem.path.replace(/^\$\.setup/, at) } };
  const setup = (read.data as { setup: Readonly<Record<string, unknown>> }).setup;
  const names = game.checkSetup?.(setup as never, at);
  if (names) return { ok: false, problem: names };
  const made = stateOf(game, spec, setup, at);
  return made.ok ? { ok: true, state: made.state, setup } : made;
}

/** Arrangements of the start no legal play reaches (a trace starting there is refused by `check`), paths under `at`. */
export const unreachableOf = (
  game: AnyGame,
  spec: AnySpec,
  setup: unknown,
  state: unknown,
  at = "$.setup",
): Problem[] => unreachableIn(game, spec, setup, state, at);
