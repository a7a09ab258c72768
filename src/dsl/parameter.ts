// Game parameters: a number or a choice the players settle before a game (a target score, the
// length of the track), where a rule lets them. Unlike a reading, every value in range is the rules
// as written, so a parameter is an option of its own (`options.parameters`), checked here, and
// enters a decision as an exception whose value is the one set (two exceptions at once stay an
// error naming both: a parameter set under an edition that fixes the same value is refused).
import type { ParameterException } from "./defaults.js";
import { keyPath, ruleError } from "./errors.js";
import { own, setOwn } from "./own.js";

/** Whole numbers in a range. */
export interface IntegerValues {
  /** Always `integer`. */
  readonly kind: "integer";
  /** The smallest value allowed. */
  readonly min: number;
  /** The largest value allowed. */
  readonly max: number;
}

/** One of some names. */
export interface ChoiceValues {
  /** Always `choice`. */
  readonly kind: "choice";
  /** The names allowed. */
  readonly values: readonly string[];
}

/** The values a parameter takes: whole numbers in a range, or one of some names. */
export type ParameterValues = IntegerValues | ChoiceValues;

/** A value players set before a game, and the rule that lets them. */
export interface Parameter {
  /** Its key in `options.parameters` (`finish`). */
  readonly key: string;
  /** The rule that lets the players set it (cited wherever its value decides something). */
  readonly rule: string;
  /** What it is, for people ("the finish square"). */
  readonly title: string;
  /** The values it may take. */
  readonly values: ParameterValues;
}

/** A parameter's value as options carry it. */
export type ParameterValue = number | string;

/** Define a parameter (a typed identity function). */
export const defineParameter = (p: Parameter): Parameter => p;

/** "a whole number from 10 to 40", "one of red, blue". */
export const parameterRange = (p: Parameter): string =>
  p.values.kind === "integer"
    ? `a whole number from ${p.values.min} to ${p.values.max}`
    : `one of ${p.values.values.join(", ")}`;

/**
 * Check the `parameters` part of some options: an object of known keys, each in its range. An
 * unknown key or a value out of range is an `invalid-options` RuleError citing the parameter's
 * rule, with the JSON path of the bad value. Returns undefined when none is set.
 */
export function normaliseParameters(
  parameters: readonly Parameter[],
  given: unknown,
  at = "$.options.parameters",
): Readonly<Record<string, ParameterValue>> | undefined {
  if (given === undefined) return undefined;
  if (typeof given !== "object" || given === null || Array.isArray(given))
    throw ruleError("invalid-options", [], "parameters must be an object of key to value", at);
  const out: Record<string, ParameterValue> = {};
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    const p = parameters.find((x) => x.key === key);
    if (!p) {
      const known = parameters.length ? `expected one of ${parameters.map((x) => x.key).join(", ")}` : "it has none";
      throw ruleError("invalid-options", [], `unknown parameter "${key}"; ${known}`, `${at}${keyPath(key)}`);
    }
    const fits =
      p.values.kind === "integer"
        ? Number.isSafeInteger(value) && (value as number) >= p.values.min && (value as number) <= p.values.max
        : typeof value === "string" && p.values.values.includes(value);
    if (!fits)
      throw ruleError(
        "invalid-options",
        [p.rule],
        `${p.title} (${key}) is ${parameterRange(p)}, not ${JSON.stringify(value) ?? String(value)}`,
        `${at}${keyPath(key)}`,
      );
    setOwn(out, key, value as ParameterValue);
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The exception a parameter makes to a decision: it holds when the options set the parameter, and
 * then the decision takes the value set (read by `read` from the options).
 */
export function parameterException<O extends { readonly parameters?: Readonly<Record<string, ParameterValue>> }, V>(
  p: Parameter,
): ParameterException<O, V> {
  return {
    id: p.rule,
    label: `${p.title} as the players set it`,
    when: (o) => o.parameters !== undefined && own(o.parameters, p.key) !== undefined,
    valueFrom: (o) => own(o.parameters ?? {}, p.key) as V,
    range: parameterRange(p),
  };
}
