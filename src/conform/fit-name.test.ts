// A fit's words: one decision read as the same other value from two sources (the base rule and a
// reading's exception) is one fault, worded once; different decisions are separate faults.
import { describe, expect, it } from "vitest";
import { fitName, type NamedHypothesis, type ReadingFit } from "./diagnose.js";

const must = "a robber already out must be moved instead of a robber already out may be moved or left";
const hypothesis = (id: string, decision: string, rules: string[], title: string): NamedHypothesis => ({
  id,
  decision,
  rules,
  title,
});
const fitOf = (...hypotheses: NamedHypothesis[]): ReadingFit => ({
  hypotheses,
  explains: 3,
  contradicts: 0,
  explained: [],
  contradicted: [],
  example: null,
});

describe("fitName", () => {
  it("words one decision read the same way from two sources as one fault", () => {
    const f = fitOf(
      hypothesis("moveMust=true", "moveMust", ["RB-PLACE-MOVE"], must),
      hypothesis("moveMust[INT-MANDATORY-MOVE]=true", "moveMust", ["RB-PLACE-MOVE", "INT-MANDATORY-MOVE"], must),
    );
    expect(fitName(f)).toBe(`RB-PLACE-MOVE as ${must}, under INT-MANDATORY-MOVE too`);
  });

  it("words different decisions as separate faults", () => {
    const f = fitOf(
      hypothesis("moveMust=true", "moveMust", ["RB-PLACE-MOVE"], must),
      hypothesis(
        "stealRounding=down",
        "stealRounding",
        ["RB-STEAL-HALF"],
        "half rounded down instead of half rounded up",
      ),
    );
    expect(fitName(f)).toBe(
      `RB-PLACE-MOVE as ${must}; and RB-STEAL-HALF as half rounded down instead of half rounded up`,
    );
  });
});
