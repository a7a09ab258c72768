// Choice points of the Robbers ruleset. Each lists its legal picks when asked and checks a pick
// (directly where listing would cost more), naming the rule that gives the choice, so an illegal
// pick is reported against that rule.
import { type ChoicePoint, canonical } from "../../src/dsl/index.js";

export { canonical, listPoint, samePick } from "../../src/dsl/index.js";

import type { FigureKind, PlanPick, PlayerId } from "./model.js";

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
  // One award (the usual case, asked for whenever a script leaves out a choice it did not have) has one order.
  const orders = n <= 1 ? [[...awardIndices]] : permutations(awardIndices);
  for (const order of orders) {
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

/** Whether `item` has an own enumerable key other than `award` and `figure` (Object.keys without the array). */
function hasOtherKeys(item: object): boolean {
  for (const k in item) if (k !== "award" && k !== "figure" && Object.hasOwn(item, k)) return true;
  return false;
}

/**
 * The choice of a player's order of awards and figure per award (RB-STEAL-ORDER). A scripted plan is
 * checked item by item, without listing every plan.
 */
export function planPoint(
  actor: PlayerId,
  awardIndices: readonly number[],
  kinds: readonly FigureKind[],
): ChoicePoint<PlanPick> {
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
      if (seq.length !== awardIndices.length)
        return `${actor} has ${awardIndices.length} award(s) in this moment (${awardIndices.join(", ")}), the plan lists ${seq.length}`;
      const seen: number[] = [];
      for (let i = 0; i < seq.length; i++) {
        const step = seq[i] as { award?: unknown; figure?: unknown } | null;
        if (typeof step?.award !== "number" || !awardIndices.includes(step.award)) {
          return `sequence[${i}].award ${canonical(step?.award)} is not one of ${actor}'s awards (${awardIndices.join(", ")})`;
        }
        if (seen.includes(step.award)) return `award ${step.award} appears twice`;
        seen.push(step.award);
        if (!kinds.includes(step.figure as FigureKind))
          return `sequence[${i}].figure ${canonical(step.figure)} is not one of ${kinds.join(", ")}`;
        if (hasOtherKeys(step)) return `sequence[${i}] has unknown keys`;
      }
      return null;
    },
  };
}
