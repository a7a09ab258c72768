// Misreadings: known wrong readings of a rule, the mistakes an engine or a player makes ("rounds
// down", "robs its own player"). Each is data beside the rule it misreads and runs through the same
// mechanism as an edition or a reading (an exception over a decision), but is never one: no edition
// or reading selects it, and the file formats cannot name it. Only a caller that names it (the
// conformance runner's diagnosis, a docs page showing the mistake) runs the rules so.
import { type Decision, type DomainValue, defineDecision, type Exception } from "./defaults.js";
import { ruleError } from "./errors.js";

/** A known wrong reading of one rule, and the decision value that plays it. */
export interface Misreading<V = unknown> {
  /** Its id (`MIS-...`): never a rule, edition or interpretation id. */
  readonly id: string;
  /** The rule it misreads. */
  readonly rule: string;
  /** The mistake in a few words ("rounds down"). */
  readonly title: string;
  /** What the mistaken reader does, in our own words. */
  readonly statement: string;
  /** The decision (by its key in the ruleset's decision table) whose value the mistake changes. */
  readonly decision: string;
  /** The value that decision takes under the mistake. */
  readonly value: V;
}

/** Define a misreading, keeping its literal types (a typed identity function). */
export const defineMisreading = <const M extends Misreading>(m: M): M => m;

/** Options that may name misreadings (absent or empty: the rules as written). */
export interface WithMisreadings {
  /** The misreadings to play, by id. */
  readonly misreadings?: readonly string[];
}

/** The exceptions the misreadings of `decision` add to it: each applies only when named in the options. */
export function misreadingExceptions<O extends WithMisreadings, V>(
  misreadings: readonly Misreading[],
  decision: string,
): Exception<O, V>[] {
  return misreadings
    .filter((m) => m.decision === decision)
    .map((m) => ({
      id: m.id,
      label: `misreading: ${m.title}`,
      when: (o: O) => o.misreadings?.includes(m.id) ?? false,
      value: m.value as V,
      misreads: m.rule,
    }));
}

/**
 * A decision the rules fix and only a misreading changes: its base is the rule as written (`rule`
 * gives `value`), its exceptions the misreadings of that decision (none is an edition or a reading).
 * `domain` lists every value a reader might give it, the rule's own first.
 */
export function misreadableDecision<O extends WithMisreadings, V>(
  misreadings: readonly Misreading[],
  id: string,
  description: string,
  rule: string,
  domain: readonly [DomainValue<V>, ...DomainValue<V>[]],
): Decision<O, V> {
  return defineDecision<O, V>({
    id,
    description,
    base: { rule, value: domain[0].value },
    exceptions: misreadingExceptions<O, V>(misreadings, id),
    domain,
  });
}

/**
 * Check the misreadings a caller named against the ruleset's: a list of known ids, each once.
 * @returns the ids, or undefined when none were named (the rules as written).
 * @throws RuleError of kind `invalid-options` at `$.options.misreadings` for anything else.
 */
export function normaliseMisreadings(known: readonly Misreading[], raw: unknown): readonly string[] | undefined {
  if (raw === undefined) return undefined;
  const path = "$.options.misreadings";
  if (!Array.isArray(raw)) throw ruleError("invalid-options", [], "misreadings must be a list of ids", path);
  const ids = known.map((m) => m.id);
  for (const [i, id] of raw.entries()) {
    if (typeof id !== "string" || !ids.includes(id))
      throw ruleError(
        "invalid-options",
        [],
        `unknown misreading ${JSON.stringify(id)}; the misreadings are ${ids.join(", ")}`,
        `${path}[${i}]`,
      );
    if (raw.indexOf(id) !== i)
      throw ruleError("invalid-options", [], `misreading "${id}" is named twice`, `${path}[${i}]`);
  }
  return raw.length > 0 ? (raw as string[]) : undefined;
}
