// How many cases any diagnosis could name exactly, given what it reads. Two mutants whose engines
// answered every vector alike (the same keyed answers, evidence and problems: the diagnosis input
// is the same) get the same first line whatever the diagnosis does, yet their mutated lines may be
// annotated with different rules. Among such a group, one name can be right for at most the cases
// whose annotation shares it; the sum over groups bounds the "named exactly" figure from above.
import { createHash } from "node:crypto";
import type { DiagnosisInput } from "../diagnosis-input.js";
import type { Expectation } from "./annotations.js";

/** A short fingerprint of a diagnosis input: equal inputs, equal fingerprints. */
export const inputFingerprint = (input: DiagnosisInput): string =>
  createHash("sha256").update(JSON.stringify(input)).digest("hex").slice(0, 32);

/** A case as the ceiling reads it: what its line expects, and the fingerprint of what its diagnosis read (if known). */
export interface CeilingCase {
  readonly expected: Exclude<Expectation, null>;
  readonly answers?: string;
}

/** The bound, and how many cases read the same as another case whose line expects something else. */
export interface Ceiling {
  readonly cases: number;
  /** At most this many can be named exactly. */
  readonly exactAtMost: number;
  /** Cases in a group of identical inputs whose annotations do not all share one rule. */
  readonly confusable: number;
}

const expectedOf = (c: CeilingCase): readonly string[] => (c.expected === "engine" ? ["engine"] : c.expected);

/** The ceiling over some cases (a case without a fingerprint is a group of its own). */
export function ceilingOf(cases: readonly CeilingCase[]): Ceiling {
  const groups = new Map<string, CeilingCase[]>();
  cases.forEach((c, i) => {
    const key = c.answers ?? `unknown ${i}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  });
  let exactAtMost = 0;
  let confusable = 0;
  for (const group of groups.values()) {
    const names = new Set(group.flatMap(expectedOf));
    const best = Math.max(...[...names].map((n) => group.filter((c) => expectedOf(c).includes(n)).length));
    exactAtMost += best;
    if (best < group.length) confusable += group.length;
  }
  return { cases: cases.length, exactAtMost, confusable };
}
