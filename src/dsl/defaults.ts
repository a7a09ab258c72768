// Default logic (as in Catala): a decision has a base value given by a base rule, and exceptions
// (editions, non-default interpretation readings) that replace it when their condition holds.
// Two exceptions holding at once is an error naming both ids: never a silent precedence by order.

import { ruleError } from "./errors.js";
import { setOwn } from "./own.js";

/**
 * The value another decision of the same table has where an exception's condition is read. A
 * condition reads it this way, not by resolving that decision itself, so that whatever replaces
 * that value (a hypothesis about an engine, see conform/hypotheses.ts) carries over: C2 Z-Man's
 * mandatory move rests on mandatory placement, and an engine that misses the one misses the other.
 */
export type Decided = <V>(decision: Decision<never, V>) => V;

/** An exception over a base rule: a fixed value (an edition, a reading, a misreading), or a parameter's. */
export type Exception<O, V> = FixedException<O, V> | ParameterException<O, V>;

/**
 * A parameter's exception (parameter.ts): it applies when the options set the parameter, and the
 * decision then takes the value set, any in the parameter's range. Not a reading of the rules, so no
 * hypothesis is formed from it and the domain need not list its values.
 */
export interface ParameterException<O, V> {
  /** The rule that lets the players set the parameter. */
  readonly id: string;
  /** A short human label ("the finish square as the players set it"). */
  readonly label: string;
  /** Whether the options set the parameter (other decisions' values may be read with `decided`). */
  readonly when: (options: O, decided: Decided) => boolean;
  /** The value set. */
  readonly valueFrom: (options: O) => V;
  /** The values it may take, in words ("a whole number from 10 to 40"). */
  readonly range: string;
  /** Never set: the value is the one the options set (`valueFrom`). */
  readonly value?: undefined;
  /** Never set: the parameter's rule alone is cited, after the base rule. */
  readonly cites?: undefined;
  /** Never set: the base rule still applies, with the value set. */
  readonly replaces?: undefined;
  /** Never set: a parameter is the rules as written, never a mistake. */
  readonly misreads?: undefined;
}

/** Whether an exception is a parameter's (its value is the one the options set). */
export const isParameterException = <O, V>(e: Exception<O, V>): e is ParameterException<O, V> =>
  "valueFrom" in e && e.valueFrom !== undefined;

/** An exception's value as the docs show it: a fixed value as text, a parameter's range. */
export const exceptionValueText = <O, V>(e: Exception<O, V>): string =>
  isParameterException(e) ? e.range : String(e.value);

/** An exception with a fixed value: applies when `when(options)` holds, and then gives `value`. */
export interface FixedException<O, V> {
  /** The rule, edition or interpretation id that carries this exception. */
  readonly id: string;
  /** A short human label (e.g. "C2 Z-Man: placement is mandatory"). */
  readonly label: string;
  /**
   * Whether the exception applies under these options (e.g. the edition is C2 Z-Man); another
   * decision's value is read with `decided`, never by resolving it here.
   */
  readonly when: (options: O, decided: Decided) => boolean;
  /** The value the decision takes when the exception applies. */
  readonly value: V;
  /** Further rule ids an effect relying on this exception should cite (e.g. the rule an edition selects). */
  readonly cites?: readonly string[];
  /**
   * True when the exception sets the base rule aside rather than changing it: its value comes from the
   * rules in `cites` (Z-Man's RB-PLACE-ALL instead of Hans im Glück's RB-PLACE-NEXT), so an effect
   * relying on it cites those and the exception, not the base rule. Absent: the base rule still
   * applies, changed (C2 Z-Man makes RB-PLACE-ACTIVE mandatory), and is cited with the exception.
   */
  readonly replaces?: boolean;
  /**
   * Set only for a misreading (see misreading.ts): the rule it misreads. Such an exception is never
   * an edition or a reading; docs show it as a known mistake, not as a way to play.
   */
  readonly misreads?: string;
  /** Never set: a fixed value is `value` (what tells it from a parameter's exception). */
  readonly valueFrom?: undefined;
}

/**
 * One value a decision could take, worded for people: the domain of a decision is every value a
 * reader of the rules might give it (the rule's own, each edition's and reading's, and the likely
 * wrong ones), so that a tool can form "this rule, read another way" from data alone.
 */
export interface DomainValue<V> {
  /** The value, as the handlers read it. */
  readonly value: V;
  /** What the value makes the rule do, in a few words ("half rounded down"). */
  readonly says: string;
}

/** A named decision the behaviour reads, resolved once per option set. */
export interface Decision<O, V> {
  /** The decision's name, as the key handlers read it by (e.g. `activePlacement`). */
  readonly id: string;
  /** What the decision settles, in one sentence (shown by `compareEditions`). */
  readonly description: string;
  /** The rule whose ordinary reading gives the base value. */
  readonly base: {
    /** The id of the base rule. */
    readonly rule: string;
    /** The value the decision has when no exception applies. */
    readonly value: V;
  };
  /** Editions and non-default readings that replace the base value; at most one may apply at a time. */
  readonly exceptions: readonly Exception<O, V>[];
  /**
   * Every value the decision could take (see `DomainValue`): at least the base value and each
   * exception's. The conformance diagnosis reads each other value as a hypothesis about an engine.
   */
  readonly domain: readonly DomainValue<V>[];
}

/** A decision's value and the ids behind it (base rule first, then the exception used, if any). */
export interface Resolved<V> {
  /** The value in force for the options. */
  readonly value: V;
  /** The whole chain that gives it (for comparing editions): the base rule, then the exception used and what it cites. */
  readonly by: readonly string[];
  /**
   * The ids an effect relying on the value cites, each once: the base rule alone when no exception
   * applies; otherwise the rules of play first (the base rule unless the exception `replaces` it, then
   * what the exception cites) and the exception last (the edition, or the interpretation).
   */
  readonly decidedBy: readonly string[];
}

/**
 * Define a decision with its option and value types spelt out once (a typed identity function).
 * @param d the decision as data; returned unchanged.
 */
export const defineDecision = <O, V>(d: Decision<O, V>): Decision<O, V> => d;

/** Resolve one decision; throws a `conflicting-exceptions` RuleError naming both ids. */
export function resolveDecision<O, V>(
  decision: Decision<O, V>,
  options: O,
  decided: Decided = resolvingEach(options),
): Resolved<V> {
  // A misreading misreads the base rule: where an edition or a reading sets that value aside, there
  // is nothing left for it to misread, so it holds only where no other exception does.
  const ruled = decision.exceptions.filter((e) => e.misreads === undefined && e.when(options, decided));
  const holding = ruled.length ? ruled : decision.exceptions.filter((e) => e.when(options, decided));
  if (holding.length > 1) {
    const [a, b] = holding as [Exception<O, V>, Exception<O, V>];
    throw ruleError(
      "conflicting-exceptions",
      [a.id, b.id],
      `decision "${decision.id}": exceptions ${a.id} (${a.label}) and ${b.id} (${b.label}) both apply; ` +
        `the ruleset must say which one wins instead of relying on order`,
    );
  }
  const applied = holding[0];
  if (!applied) return { value: decision.base.value, by: [decision.base.rule], decidedBy: [decision.base.rule] };
  return {
    value: isParameterException(applied) ? applied.valueFrom(options) : applied.value,
    by: [...new Set([decision.base.rule, applied.id, ...(applied.cites ?? [])])],
    decidedBy: [...new Set([...(applied.replaces ? [] : [decision.base.rule]), ...(applied.cites ?? []), applied.id])],
  };
}

/**
 * Each decision a condition reads resolved on its own under `options`, refusing a decision that
 * reads itself (through others or directly) with a RuleError naming it.
 */
function resolvingEach(
  options: unknown,
  given?: (decision: Decision<never, unknown>) => Resolved<unknown> | undefined,
) {
  const reading: Decision<never, unknown>[] = [];
  const decided: Decided = <V>(d: Decision<never, V>): V => {
    const fixed = given?.(d as Decision<never, unknown>);
    if (fixed) return fixed.value as V;
    if (reading.includes(d as Decision<never, unknown>))
      throw ruleError(
        "decision-cycle",
        [d.base.rule],
        `decision "${d.id}": its value rests on itself (${[...reading, d].map((x) => x.id).join(" -> ")})`,
      );
    reading.push(d as Decision<never, unknown>);
    try {
      return resolveDecision(d, options as never, decided).value;
    } finally {
      reading.pop();
    }
  };
  return decided;
}

/**
 * How a condition reads the decisions of `table` under `options`, with `given` values in place of
 * some decisions' own (a hypothesis about an engine), so that what rests on them follows.
 */
export function valuesOf<O>(
  table: Readonly<Record<string, Decision<O, unknown>>>,
  options: O,
  given: (key: string) => Resolved<unknown> | undefined = () => undefined,
): Decided {
  const keys = new Map<Decision<never, unknown>, string>(
    Object.entries(table).map(([key, d]) => [d as unknown as Decision<never, unknown>, key]),
  );
  return resolvingEach(options, (d) => {
    const key = keys.get(d);
    return key === undefined ? undefined : given(key);
  });
}

/**
 * Resolve a whole table of decisions at once (done when a ruleset is compiled for some options).
 * @param given a value that replaces a decision's own (a hypothesis about an engine): conditions
 *   that read that decision read it, so what rests on it follows.
 */
export function resolveDecisions<O, T extends Record<string, Decision<O, unknown>>>(
  table: T,
  options: O,
  given: (key: string) => Resolved<unknown> | undefined = () => undefined,
): { readonly [K in keyof T]: T[K] extends Decision<O, infer V> ? Resolved<V> : never } {
  const decided = valuesOf(table, options, given);
  const out: Record<string, Resolved<unknown>> = {};
  for (const [key, decision] of Object.entries(table))
    setOwn(out, key, given(key) ?? resolveDecision(decision, options, decided));
  return out as never;
}

/** One decision two option sets resolve differently, with each side's value and the rule ids behind it. */
export interface DecisionDifference {
  /** The decision's key in the table, e.g. `followUp`. */
  readonly decision: string;
  /** What the decision settles, in one sentence. */
  readonly description: string;
  /** The value under the first options, and the ids that give it. */
  readonly a: Resolved<unknown>;
  /** The value under the second options, and the ids that give it. */
  readonly b: Resolved<unknown>;
}

/** The decisions of `table` that options `a` and `b` resolve to different values (how editions are compared). */
export function differingDecisions<O>(
  table: Readonly<Record<string, Decision<O, unknown>>>,
  a: O,
  b: O,
): DecisionDifference[] {
  return Object.entries(table).flatMap(([key, decision]) => {
    const ra = resolveDecision(decision, a);
    const rb = resolveDecision(decision, b);
    return ra.value === rb.value ? [] : [{ decision: key, description: decision.description, a: ra, b: rb }];
  });
}

/**
 * The decision an interpretation stands for: its default reading is the base, and every other
 * reading is an exception that holds when the options select it.
 * @param beyond values no reading gives, which no options select: an engine may still play one
 *   where a reading's branch is broken, so the diagnosis reads each as a hypothesis.
 */
export function decisionFromInterpretation<O, R extends string, B extends string = never>(
  interpretation: {
    readonly id: string;
    readonly title: string;
    readonly readings: readonly { readonly id: R }[];
    readonly defaultReading: R;
  },
  selected: (options: O) => string | undefined,
  beyond: readonly DomainValue<B>[] = [],
): Decision<O, R | B> {
  return {
    id: interpretation.id,
    description: interpretation.title,
    base: { rule: interpretation.id, value: interpretation.defaultReading },
    exceptions: interpretation.readings
      .filter((r) => r.id !== interpretation.defaultReading)
      .map((r) => ({
        id: interpretation.id,
        label: `reading "${r.id}"`,
        when: (o: O) => selected(o) === r.id,
        value: r.id,
      })),
    domain: [...interpretation.readings.map((r) => ({ value: r.id, says: `reading "${r.id}"` })), ...beyond],
  };
}

/**
 * What is wrong with a decision's domain, or nothing: a domain lists the base value, every
 * exception's value, each value once, and says something of each.
 */
export function domainProblems(key: string, decision: Decision<never, unknown>): string[] {
  const values = decision.domain.map((d) => JSON.stringify(d.value));
  const problems: string[] = [];
  const need = [
    ["the base value", decision.base.value],
    // A parameter's values are the players' to set (its range), not readings a domain lists.
    ...decision.exceptions.flatMap((e) =>
      isParameterException(e) ? [] : [[`the value of ${e.id} (${e.label})`, e.value] as const],
    ),
  ] as const;
  for (const [what, value] of need)
    if (!values.includes(JSON.stringify(value)))
      problems.push(`decision "${key}": its domain lacks ${what}, ${JSON.stringify(value)}`);
  values.forEach((v, i) => {
    if (values.indexOf(v) !== i) problems.push(`decision "${key}": its domain lists ${v} twice`);
  });
  for (const d of decision.domain)
    if (!d.says.trim()) problems.push(`decision "${key}": the value ${JSON.stringify(d.value)} says nothing`);
  if (decision.domain.length < 2) problems.push(`decision "${key}": a domain of one value gives no other reading`);
  return problems;
}
