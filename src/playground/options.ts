// A session's options and start, checked the way the oracle's readers check them (compile the
// options, build the state from the setup, check it against the rules), but without the oracle's
// file readers, which need Node: the playground runs in the browser.
import type { RuleError } from "../dsl/errors.js";
import { type Compiled, compile } from "../interpreter/compile.js";
import { checkStateWith } from "../interpreter/play.js";
import type { AnyGame, FileOptions, Problem } from "../kit/game.js";
import { ruleCheck, validate } from "../oracle/document.js";
import { fromRuleError, joinPath } from "../oracle/input-error.js";

/** A game's rules compiled for some options, its types forgotten. */
// biome-ignore lint/suspicious/noExplicitAny: rules of any state, event and decision types; the playground hands those values back to the same game's rules
export type AnySpec = Compiled<unknown, any, any, any>;

const problemOf = (error: RuleError, at: string): Problem => {
  const e = fromRuleError(error, at);
  return { path: e.path, message: e.message, ...(e.rules?.length ? { rules: e.rules } : {}) };
};

/** Compile a game's options as files write them; a refusal is a problem at `at` (the options' path). */
export function compileOptionsOf(
  game: AnyGame,
  options: FileOptions,
  at = "$.options",
): { ok: true; spec: AnySpec } | { ok: false; problem: Problem } {
  let spec: AnySpec | undefined;
  const refused = ruleCheck(() => {
    spec = compile(game.ruleset, game.toOptionsInput(options));
  });
  if (refused || !spec) {
    const problem = refused ? problemOf(refused, "$") : { path: at, message: "options refused" };
    return { ok: false, problem: { ...problem, path: problem.path.replace(/^\$\.options/, at) } };
  }
  return { ok: true, spec };
}

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
  let state: unknown;
  const refused = ruleCheck(() => {
    state = game.situation(spec, setup as never);
  });
  if (refused) return { ok: false, problem: problemOf(refused, at) };
  const invalid = checkStateWith(spec, state);
  if (invalid) return { ok: false, problem: problemOf(invalid, joinPath(at, game.stateAt?.(setup as never) ?? "$")) };
  return { ok: true, state, setup };
}

/** Arrangements of the start no legal play reaches (a trace starting there is refused by `check`), paths under `at`. */
export function unreachableOf(game: AnyGame, spec: AnySpec, setup: unknown, state: unknown, at = "$.setup"): Problem[] {
  const stateAt = joinPath(at, game.stateAt?.(setup as never) ?? "$");
  return (game.unreachable?.(spec, state) ?? []).map((p) => ({ ...p, path: joinPath(stateAt, p.path) }));
}
