// A library function given something it cannot take (not a state, event or options, which the rules
// check: a spec, a result to print, a count) answers with the project's typed error, like every
// other refusal, instead of a TypeError from deep inside.
import { type RuleError, ruleError } from "./errors.js";

/** A plain object (not null, not a list). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The typed error for an argument that is not `what` (at `path` in it). */
export const argumentError = (what: string, path = "$"): RuleError =>
  ruleError("invalid-argument", [], `expected ${what}`, path);

/** Throw `argumentError(what)` unless `ok`. */
export function requireArgument(ok: boolean, what: string, path = "$"): asserts ok {
  if (!ok) throw argumentError(what, path);
}

/**
 * Run `render` on a value the project made (a result, an outcome set): a value of another shape
 * that gets past the first checks is refused as `what` rather than failing with a TypeError.
 */
export function renderingArgument<T>(what: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (error instanceof TypeError || (error instanceof Error && error.message.startsWith("Pattern matching error")))
      throw argumentError(what);
    throw error;
  }
}
