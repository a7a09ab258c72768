// The minimal explanation (greedy hitting set) on constructed examples, and how blame is sharpened.
import { describe, expect, it } from "vitest";
import { minimalExplanation, type Replay, sharpen } from "./blame.js";

const passing = (entries: Record<string, number>) => new Map(Object.entries(entries));
const rules = (chosen: readonly { rule: string }[]) => chosen.map((c) => c.rule);

describe("minimalExplanation", () => {
  it("names the fewest rules that cover every failing vector", () => {
    // A covers v1, v2, v3; B covers v3, v4; C covers v4 only; D covers v1 only.
    const failing = [
      { id: "v1", blame: ["A", "D"] },
      { id: "v2", blame: ["A"] },
      { id: "v3", blame: ["A", "B"] },
      { id: "v4", blame: ["B", "C"] },
    ];
    expect(minimalExplanation(failing, passing({}))).toEqual([
      { rule: "A", tiedWith: [] },
      // After A, B and C each cover v4 alone: a tie, named.
      { rule: "B", tiedWith: ["C"] },
    ]);
  });

  it("breaks a tie by the fewest passing vectors that exercise the rule, then by id, and names the tie", () => {
    const failing = [
      { id: "v1", blame: ["BASE-SCOREBOARD", "RB-STEAL-HALF", "RB-STEAL-CHOOSE"] },
      { id: "v2", blame: ["BASE-SCOREBOARD", "RB-STEAL-HALF"] },
    ];
    expect(
      minimalExplanation(failing, passing({ "BASE-SCOREBOARD": 200, "RB-STEAL-HALF": 60, "RB-STEAL-CHOOSE": 5 })),
    ).toEqual([{ rule: "RB-STEAL-HALF", tiedWith: [] }]);
    expect(minimalExplanation(failing, passing({ "BASE-SCOREBOARD": 60, "RB-STEAL-HALF": 60 }))).toEqual([
      { rule: "BASE-SCOREBOARD", tiedWith: ["RB-STEAL-HALF"] },
    ]);
    expect(minimalExplanation([{ id: "v", blame: ["Z", "Y", "X"] }], passing({}))).toEqual([
      { rule: "X", tiedWith: ["Y", "Z"] },
    ]);
  });

  it("prefers coverage to the tie-break, and leaves out vectors blamed on nothing", () => {
    const failing = [
      { id: "v1", blame: ["COMMON", "RARE"] },
      { id: "v2", blame: ["COMMON"] },
      { id: "v3", blame: [] },
    ];
    expect(rules(minimalExplanation(failing, passing({ COMMON: 100, RARE: 0 })))).toEqual(["COMMON"]);
    expect(minimalExplanation([], passing({}))).toEqual([]);
  });

  it("is greedy: after the best rule, covers what is left", () => {
    const failing = [
      { id: "a", blame: ["X", "P"] },
      { id: "b", blame: ["X", "Q"] },
      { id: "c", blame: ["X"] },
      { id: "d", blame: ["Y"] },
      { id: "e", blame: ["Z", "Y"] },
    ];
    expect(rules(minimalExplanation(failing, passing({ Y: 3, Z: 1 })))).toEqual(["X", "Y"]);
  });
});

describe("sharpen", () => {
  const replay = (realChoiceRules: string[]): Replay => ({
    ok: true,
    effects: [],
    choiceRules: realChoiceRules,
    realChoiceRules,
    pickRules: [],
  });
  it("leaves out the rules of decisions the engine was told, unless nothing else remains", () => {
    expect(sharpen(["RB-STEAL-HALF", "RB-STEAL-CHOOSE"], replay(["RB-STEAL-CHOOSE"]))).toEqual(["RB-STEAL-HALF"]);
    expect(sharpen(["RB-PLACE-NEXT"], replay(["RB-PLACE-NEXT", "RB-PLACE-ACTIVE"]))).toEqual(["RB-PLACE-NEXT"]);
    expect(sharpen(["A", "A", "B"], replay([]))).toEqual(["A", "B"]);
  });
});
