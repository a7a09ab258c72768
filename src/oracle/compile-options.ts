// A game's options compiled and a setup made a state the rules accept, each refusal a problem at
// its path: shared by the oracle's readers (which add files and lines) and the playground (which
// runs in the browser), so this module reads no file and needs no Node.
import { type Compiled, compile } from "../interpreter/compile.js";
import { checkStateWith } from "../interpreter/play.js";
import type { AnyGame } from "../kit/game.js";
import { type Problem, ruleCheck } from "./document.js";
import { fromRuleError, joinPath } from "./input-error.js";

/**
 * A game's rules compiled for some options, with the game's types forgotten (what the generic readers hold).
 * Its rules are of any options, state, event and decision types; the readers hand them back to the same
 * game, which knows its types.
 */
// biome-ignore lint/suspicious/noExplicitAny: rules of any options, state, event and decision types
export type AnyCompiled = Compiled<any, any, any, any>;

/** Compile a game for options as a file gives them; a refusal is a problem at `at` (where the options sit). */
export function compileOptions(
  game: AnyGame,
  options: unknown,
  at = "$.options",
): { ok: true; spec: AnyCompiled } | { ok: false; problem: Problem } {
  let spec: AnyCompiled | undefined;
  const refused = ruleCheck(() => {
    spec = compile(game.ruleset, game.toOptionsInput(options as never));
  });
  if (refused || !spec) {
    const problem = refused ? fromRuleError(refused) : { path: at, message: "options refused" };
    return { ok: false, problem: { ...problem, path: problem.path.replace(/^\$\.options/, at) } };
  }
  return { ok: true, spec };
}

/** Where the state sits in a setup found at `at` (the rules name paths in the state). */
const stateAtOf = (game: AnyGame, setup: unknown, at: string): string =>
  joinPath(at, game.stateAt?.(setup as never) ?? "$");

/** The state a setup describes, checked by the rules (`at` is where the setup's fields sit). */
export function stateOf(
  game: AnyGame,
  spec: AnyCompiled,
  setup: unknown,
  at: string,
): { ok: true; state: unknown } | { ok: false; problem: Problem } {
  let state: unknown;
  const refused = ruleCheck(() => {
    state = game.situation(spec, setup);
  });
  if (refused) return { ok: false, problem: fromRuleError(refused, at) };
  const invalid = checkStateWith(spec, state);
  if (invalid) return { ok: false, problem: fromRuleError(invalid, stateAtOf(game, setup, at)) };
  return { ok: true, state };
}

/** The arrangements of a state no legal play reaches under these options (the game's check), paths under `at`. */
export const unreachableIn = (
  game: AnyGame,
  spec: AnyCompiled,
  setup: unknown,
  state: unknown,
  at: string,
): Problem[] =>
  (game.unreachable?.(spec, state) ?? []).map((p) => ({ ...p, path: joinPath(stateAtOf(game, setup, at), p.path) }));

/**
 * The state a setup describes, checked by the rules, with the arrangements in it that no legal
 * play reaches: the caller decides whether to refuse or warn.
 */
export function situationOf(
  game: AnyGame,
  spec: AnyCompiled,
  setup: unknown,
  at: string,
): { ok: true; state: unknown; unreachable: Problem[] } | { ok: false; problem: Problem } {
  const read = stateOf(game, spec, setup, at);
  return read.ok ? { ...read, unreachable: unreachableIn(game, spec, setup, read.state, at) } : read;
}
