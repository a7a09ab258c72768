// Scoring a headline against the annotation: a name is exact only when every fault it names is
// the annotated rule's, a name outside the annotation is wrong, no name is an abstention, and for protocol
// plumbing no name at all is the right answer.
import { describe, expect, it } from "vitest";
import { classify, scoreOf } from "./score.js";

const named = (...rules: string[]) => ({
  kind: "named" as const,
  rules,
  groups: rules.map((r) => [r]),
  candidates: rules,
});

describe("classify", () => {
  it("scores a rule's mutant", () => {
    expect(classify(["RB-A", "RB-B"], named("RB-A"))).toEqual({
      exact: true,
      top3: true,
      abstained: false,
      wrong: false,
    });
    expect(classify(["RB-A"], named("RB-A", "RB-C"))).toEqual({
      exact: false,
      top3: true,
      abstained: false,
      wrong: true,
    });
    // One hypothesis names its rule of play with the reading behind the value: either may be the line's.
    const withReading = { ...named("RB-PLACE-MOVE", "INT-M"), groups: [["RB-PLACE-MOVE", "INT-M"]] };
    expect(classify(["INT-M"], withReading).exact).toBe(true);
    expect(classify(["RB-X"], withReading).wrong).toBe(true);
    const abstained = { kind: "abstained" as const, rules: [], groups: [], candidates: ["RB-X", "RB-Y", "RB-A"] };
    expect(classify(["RB-A"], abstained)).toEqual({ exact: false, top3: true, abstained: true, wrong: false });
    expect(classify(["RB-A"], { ...abstained, candidates: ["RB-X", "RB-Y", "RB-Z", "RB-A"] }).top3).toBe(false);
  });

  it("scores a mutant in protocol plumbing", () => {
    expect(classify("engine", { kind: "engine", rules: [], groups: [], candidates: [] }).exact).toBe(true);
    expect(classify("engine", { kind: "abstained", rules: [], groups: [], candidates: ["RB-A"] }).exact).toBe(true);
    expect(classify("engine", named("RB-A")).wrong).toBe(true);
  });

  it("adds outcomes up", () => {
    const s = scoreOf([classify(["RB-A"], named("RB-A")), classify(["RB-A"], named("RB-B"))]);
    expect(s).toEqual({ cases: 2, exact: 1, top3: 1, abstained: 0, wrong: 1 });
  });
});
