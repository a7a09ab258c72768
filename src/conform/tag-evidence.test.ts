// A tag value's rules are named only where every failure has the value and the engine fails at
// least two in three of the positive vectors with it; negative vectors are not counted.
import { describe, expect, it } from "vitest";
import type { ProblemVector } from "./problem-evidence.js";
import { wholeTag } from "./tag-evidence.js";

type Answered = ProblemVector & { readonly passed: boolean };
const tagRules = { messages: { true: { rules: ["RB-MSG-TARGET"], says: "with The Messages" } } };

/** `n` answered vectors with The Messages or without, positive or negative, passed or failed. */
const vectors = (
  n: number,
  messages: boolean,
  passed: boolean,
  kind: "positive" | "negative" = "positive",
): Answered[] =>
  Array.from(
    { length: n },
    () => ({ vector: { kind, tags: { messages } }, options: {}, jobs: [], passed }) as unknown as Answered,
  );

const run = (...groups: Answered[][]) => {
  const answered = groups.flat();
  return wholeTag(
    answered.filter((a) => !a.passed),
    answered,
    tagRules,
  );
};

describe("failures on nearly every vector of one tag", () => {
  it("name the tag's rules when two in three of its positive vectors fail and nothing else does", () => {
    const w = run(vectors(8, true, false), vectors(4, true, true), vectors(20, false, true));
    expect(w).toMatchObject({ rules: ["RB-MSG-TARGET"], failedPositive: 8, positive: 12, says: "with The Messages" });
  });

  it("name nothing when fewer than two in three of the tag's positive vectors fail", () => {
    expect(run(vectors(7, true, false), vectors(5, true, true), vectors(20, false, true))).toBeNull();
  });

  it("count only positive vectors: passing negative vectors do not dilute the share", () => {
    const w = run(vectors(8, true, false), vectors(4, true, true), vectors(30, true, true, "negative"));
    expect(w?.positive).toBe(12);
  });

  it("name nothing when one failure lacks the tag value", () => {
    expect(run(vectors(8, true, false), vectors(1, false, false), vectors(20, false, true))).toBeNull();
  });

  it("name nothing for a tag value without rules, or on too few failures", () => {
    expect(run(vectors(8, false, false), vectors(20, true, true))).toBeNull();
    expect(run(vectors(2, true, false))).toBeNull();
  });
});
