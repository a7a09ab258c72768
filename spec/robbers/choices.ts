// Choice points of the Robbers ruleset. Each lists its legal picks and checks a pick against them,
// naming the rule that gives the choice, so an illegal pick is reported against that rule.
import type { ChoicePoint } from "../../src/dsl/index.js";
import type { FigureKind, PlanPick, PlayerId } from "./model.js";

/** Canonical JSON (sorted keys) so picks compare by value whatever their key order. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(",")}}`;
}

const listed = (options: readonly unknown[]): string => {
  const shown = options.slice(0, 8).map(canonical).join(" | ");
  return options.length > 8 ? `${shown} | ... (${options.length} in all)` : shown;
};

/**
 * Equality of picks by value. Picks are small flat records of strings and numbers, compared field by
 * field (this runs for every choice a replay makes, so it avoids building strings); anything
 * nested falls back to canonical JSON.
 */
export function samePick(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    const va = ra[k];
    if (va === undefined) continue;
    na++;
    const vb = rb[k];
    if (va !== vb && (typeof va !== "object" || canonical(va) !== canonical(vb))) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}

/** A choice point over an explicit list of options. */
export function listPoint<T>(kind: string, actor: PlayerId, rule: string, question: string, options: readonly T[]): ChoicePoint<T> {
  return {
    kind,
    actor,
    rule,
    question,
    options: () => options,
    size: () => options.length,
    check: (pick) => (options.some((o) => samePick(o, pick)) ? null : `${canonical(pick)} is not one of the legal options: ${listed(options)}`),
  };
}

function* permutations(items: readonly number[]): Generator<number[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i]!, ...p];
  }
}

/** Every plan for one player: each order of its awards times each figure for each award. */
export function allPlans(awardIndices: readonly number[], kinds: readonly FigureKind[]): PlanPick[] {
  const out: PlanPick[] = [];
  const n = awardIndices.length;
  const assignments = kinds.length ** n;
  for (const order of permutations(awardIndices)) {
    for (let a = 0; a < assignments; a++) {
      let code = a;
      const sequence = order.map((award) => {
        const figure = kinds[code % kinds.length]!;
        code = Math.floor(code / kinds.length);
        return { award, figure };
      });
      out.push({ sequence });
    }
  }
  return out;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The choice of a player's order of awards and figure per award (RB-STEAL-ORDER). */
export function planPoint(actor: PlayerId, awardIndices: readonly number[], kinds: readonly FigureKind[]): ChoicePoint<PlanPick> {
  let cached: PlanPick[] | undefined;
  return {
    kind: "plan",
    actor,
    rule: "RB-STEAL-ORDER",
    question: `In which order does ${actor} score awards ${awardIndices.join(", ")}, and with which figure each?`,
    options: () => (cached ??= allPlans(awardIndices, kinds)),
    size: () => factorial(awardIndices.length) * kinds.length ** awardIndices.length,
    check: (pick) => {
      const seq = (pick as { sequence?: unknown } | null)?.sequence;
      if (!Array.isArray(seq)) return `a plan needs a "sequence" array of {award, figure}`;
      if (seq.length !== awardIndices.length) return `${actor} has ${awardIndices.length} award(s) in this moment (${awardIndices.join(", ")}), the plan lists ${seq.length}`;
      const seen = new Set<number>();
      for (const [i, s] of seq.entries()) {
        const step = s as { award?: unknown; figure?: unknown } | null;
        if (typeof step?.award !== "number" || !awardIndices.includes(step.award)) {
          return `sequence[${i}].award ${canonical(step?.award)} is not one of ${actor}'s awards (${awardIndices.join(", ")})`;
        }
        if (seen.has(step.award)) return `award ${step.award} appears twice`;
        seen.add(step.award);
        if (!kinds.includes(step.figure as FigureKind)) return `sequence[${i}].figure ${canonical(step.figure)} is not one of ${kinds.join(", ")}`;
        if (Object.keys(step).some((k) => k !== "award" && k !== "figure")) return `sequence[${i}] has unknown keys`;
      }

      return null;
    },
  };
}
