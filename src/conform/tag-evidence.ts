// Where an engine fails nearly every vector of one tag value and no other: it plays the part of the
// game the tag stands for wrong as a whole (The Robbers: The Messages, whose messenger it leaves
// out or mistakes), not one rule inside it. A mistake in one rule of that part shows only where that
// rule's situation arises (a dark space, a figure alone), so most positive vectors with the tag
// still pass. The rules the game says the tag value rests on (`tagRules`) are then the diagnosis;
// it is taken only where nothing else singles out a rule.
import { own } from "../dsl/own.js";
import type { GameConformance } from "../kit/conformance.js";
import { type ProblemVector, tagValue } from "./problem-evidence.js";

type TagRules = GameConformance["tagRules"];

/** The tag value every failure has, with how many of the positive vectors with it failed. */
export interface WholeTag {
  readonly tag: string;
  readonly value: string;
  /** The value in words ("with The Messages"). */
  readonly says: string;
  readonly rules: readonly string[];
  /** Positive vectors with the tag value: how many the engine failed, and how many it was asked. */
  readonly failedPositive: number;
  readonly positive: number;
}

/** Fewest failing vectors the evidence may rest on. */
const MIN_FAILURES = 3;
/** Smallest share of the positive vectors with the tag value that must fail. */
const MIN_SHARE = 2 / 3;

/**
 * The tag value with rules that every failed vector has, where the engine fails at least two in
 * three of the positive vectors with it; null when none does, or two with different rules do.
 */
export function wholeTag<A extends ProblemVector & { readonly passed: boolean }>(
  failed: readonly A[],
  answered: readonly A[],
  tagRules: TagRules,
): WholeTag | null {
  if (failed.length < MIN_FAILURES) return null;
  const found: WholeTag[] = [];
  for (const [tag, values] of Object.entries(tagRules ?? {})) {
    const value = tagValue(failed[0]!, tag);
    const feature = value === undefined ? undefined : own(values, value);
    if (!feature || failed.some((a) => tagValue(a, tag) !== value)) continue;
    const positive = answered.filter((a) => a.vector.kind === "positive" && tagValue(a, tag) === value);
    const failedPositive = positive.filter((a) => !a.passed).length;
    if (failedPositive >= MIN_SHARE * positive.length && failedPositive > 0)
      found.push({
        tag,
        value: value!,
        says: feature.says,
        rules: feature.rules,
        failedPositive,
        positive: positive.length,
      });
  }
  const key = (w: WholeTag) => [...w.rules].sort().join(" ");
  return found.length && found.every((w) => key(w) === key(found[0]!)) ? found[0]! : null;
}
