// Typed errors of the interpreter: every one names the rule it enforces, so a caller can say
// "illegal because of RB-PLACE-TARGET" instead of printing a stack trace.

/** Why a step was refused. */
export type RuleErrorKind =
  /** A choice (scripted or strategy-made) that the rules do not allow here. */
  | "illegal-choice"
  /** An event that cannot happen in this state (unknown player, game already over, ...). */
  | "invalid-event"
  /** A state that breaks a rule of the domain (robber off the scoreboard, negative score, ...). */
  | "invalid-state"
  /** Options naming an unknown edition, interpretation or reading. */
  | "invalid-options"
  /** A library call given a value it cannot take besides a state, event or options (a seed, a count, a limit, a missing spec). */
  | "invalid-argument"
  /** Two exceptions apply to the same decision at once (default logic forbids silent precedence). */
  | "conflicting-exceptions"
  /** A decision whose exceptions' conditions read its own value, through other decisions or directly. */
  | "decision-cycle"
  /** A scripted choice path that does not fit the choice points that arose. */
  | "script-mismatch";

/** A rule error as plain data: what `RuleError.toJSON()` gives and what its constructor takes. */
export interface RuleErrorData {
  /** Why the step was refused. */
  readonly kind: RuleErrorKind;
  /** Rule ids the error cites (two for a conflict). */
  readonly rules: readonly string[];
  /** One sentence saying what is wrong, without the rule ids and path. */
  readonly message: string;
  /** Where in the input the problem is, as a JSON path (`$.event.awards[2].player`). */
  readonly path?: string;
}

/** Longest sentence and path an error keeps. */
const MAX_REASON = 2000;
const MAX_PATH = 200;
const shortened = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;

/** Thrown inside handlers and caught by the interpreter, which turns it into a result value. */
export class RuleError extends Error implements RuleErrorData {
  /** Why the step was refused. */
  readonly kind: RuleErrorKind;
  /** Rule ids the error cites (two for a conflict). */
  readonly rules: readonly string[];
  /** Where in the input the problem is, as a JSON path, when it is in the input. */
  readonly path?: string;
  /** The sentence alone, without the rule ids and path that `message` adds around it. */
  readonly reason: string;
  /** @param data the kind, the rule ids, the sentence and the optional JSON path. */
  constructor(data: RuleErrorData) {
    // A sentence or path built from a caller's value (an unknown edition of a megabyte) is cut short:
    // an error names the bad value, it does not carry all of it.
    const reason = shortened(data.message, MAX_REASON);
    const path = data.path === undefined ? undefined : shortened(data.path, MAX_PATH);
    const rules = data.rules.length > 0 ? `${data.rules.join(", ")}: ` : "";
    super(`${rules}${reason}${path ? ` (at ${path})` : ""}`);
    this.name = "RuleError";
    this.reason = reason;
    this.kind = data.kind;
    this.rules = data.rules;
    if (path !== undefined) this.path = path;
  }
  /** The error as plain data (without the stack), so results holding it serialise as JSON. */
  toJSON(): RuleErrorData {
    return { kind: this.kind, rules: this.rules, message: this.reason, ...(this.path ? { path: this.path } : {}) };
  }
}

/**
 * Build a RuleError in one call; handlers `throw ruleError(...)` and the interpreter turns it into
 * a `{ ok: false, error }` result.
 * @param kind why the step is refused.
 * @param rules the rule id (or ids) the refusal rests on.
 * @param message one sentence for people.
 * @param path where in the input the problem is, as a JSON path.
 */
export const ruleError = (
  kind: RuleErrorKind,
  rules: string | readonly string[],
  message: string,
  path?: string,
): RuleError =>
  new RuleError({
    kind,
    rules: typeof rules === "string" ? [rules] : rules,
    message,
    ...(path !== undefined ? { path } : {}),
  });

/** A JSON path step for an object key, quoted and escaped (`["a \"b\""]`), safe for any name. */
export const keyPath = (key: string): string => `[${JSON.stringify(key)}]`;
