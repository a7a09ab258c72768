// The rules compiled for some options and read with some misreadings (ruleset.misreadings): how the
// conformance runner replays an engine's answers and the vector generator checks that a negative
// vector's refusal belongs to the rule it targets. Only callers that name misreadings get them.
import { RuleError } from "../dsl/errors.js";
import { compile } from "../interpreter/compile.js";
import type { AnyGame } from "../kit/game.js";
import type { AnyCompiled } from "./compile-options.js";

/** The rules compiled for `options` (as files write them) read with `misreadings`, or null when they cannot be read together. */
export function compileMisread(game: AnyGame, options: unknown, misreadings: readonly string[]): AnyCompiled | null {
  const input = game.toOptionsInput(options as never);
  if (!misreadings.length) return compile(game.ruleset, input);
  // A ruleset with misreadings takes them as the `misreadings` option.
  if (typeof input !== "object" || input === null) return null;
  try {
    return compile(game.ruleset, { ...input, misreadings });
  } catch (error) {
    // Two misreadings that change one decision at once are refused by the rules (conflicting exceptions).
    if (error instanceof RuleError) return null;
    throw error;
  }
}
