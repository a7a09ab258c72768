// The ceiling: cases whose diagnosis read the same thing get the same first line, so among them one
// name is exact only for those whose annotation carries it.
import { describe, expect, it } from "vitest";
import { ceilingOf } from "./ceiling.js";

describe("the ceiling on cases named exactly", () => {
  it("counts, per group of identical inputs, the most cases one name can be right for", () => {
    const c = ceilingOf([
      { expected: ["MS-DARK-DRAW", "RB-MSG-DARK"], answers: "a" },
      { expected: ["MS-DARK-DRAW"], answers: "a" },
      { expected: ["INT-MSG-ALONE"], answers: "a" },
      { expected: ["INT-MSG-ALONE"], answers: "b" },
      { expected: "engine", answers: "c" },
      { expected: ["RB-STEAL-HALF"], answers: "c" },
      // No fingerprint: a group of its own, which some name fits.
      { expected: ["RB-STEAL-SELF"] },
      { expected: ["RB-STEAL-SELF"] },
    ]);
    // Group a: MS-DARK-DRAW fits 2 of 3; b: 1; c: 1 of 2 (no name, or RB-STEAL-HALF); the two unknowns: 1 each.
    expect(c).toEqual({ cases: 8, exactAtMost: 6, confusable: 5 });
  });

  it("is every case when no two cases read alike", () => {
    const c = ceilingOf([
      { expected: ["A"], answers: "x" },
      { expected: ["B"], answers: "y" },
    ]);
    expect(c).toEqual({ cases: 2, exactAtMost: 2, confusable: 0 });
  });
});
