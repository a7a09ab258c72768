// The rule behind engine problems is named only on a feature every unanswered vector has and almost
// no passing one does, with no close rival on other rules; otherwise nothing is named.
import { describe, expect, it } from "vitest";
import {
  type FeatureCount,
  type ProblemFeature,
  problemEvidence,
  problemSentence,
  whereOf,
} from "./problem-evidence.js";

const choice = (name: string, ...rules: string[]): ProblemFeature => ({
  id: `choice ${name}`,
  kind: "choice",
  name,
  rules,
});
const reading = (id: string, value: string): ProblemFeature => ({
  id: `reading ${id}=${value}`,
  kind: "reading",
  name: value,
  rules: [id],
});
const count = (feature: ProblemFeature, problems: number, passes: number): FeatureCount => ({
  feature,
  problems,
  passes,
});

describe("problem evidence", () => {
  it("names the feature every unanswered vector has and no pass has", () => {
    const best = count(choice("rogue", "RB-ROGUE-FIGURE"), 10, 0);
    const found = problemEvidence([count(choice("plan", "RB-STEAL-ORDER"), 10, 40), best], 10, 100);
    expect(found).toBe(best);
  });

  it("allows a few passes with the feature (a branch of the choice the engine gets right)", () => {
    const best = count(choice("place", "RB-PLACE-ACTIVE", "RB-PLACE-NEXT"), 59, 9);
    expect(problemEvidence([best, count(choice("plan", "RB-STEAL-ORDER"), 59, 120)], 59, 304)).toBe(best);
  });

  it("names nothing when the best feature is in too many passes", () => {
    expect(problemEvidence([count(choice("place", "RB-PLACE-ACTIVE"), 20, 30)], 20, 100)).toBeNull();
  });

  it("names nothing when a feature on other rules separates about as well", () => {
    const counts = [
      count(choice("steal", "RB-STEAL-CHOOSE"), 12, 1),
      count(reading("INT-ZERO-POINTS", "used-up"), 12, 3),
    ];
    expect(problemEvidence(counts, 12, 200)).toBeNull();
  });

  it("names nothing when a feature is missing from one unanswered vector", () => {
    expect(problemEvidence([count(choice("rogue", "RB-ROGUE-FIGURE"), 9, 0)], 10, 100)).toBeNull();
  });

  it("names nothing when no vector passed (nothing to contrast with)", () => {
    expect(problemEvidence([count(choice("rogue", "RB-ROGUE-FIGURE"), 5, 0)], 5, 0)).toBeNull();
  });

  it("names nothing on too few unanswered vectors", () => {
    expect(problemEvidence([count(choice("rogue", "RB-ROGUE-FIGURE"), 2, 0)], 2, 100)).toBeNull();
  });

  it("says where the engine fails with the rule ids, and how many passes share the feature", () => {
    expect(whereOf(reading("INT-MSG-OWN-TURN", "always"))).toBe('under reading "always" of INT-MSG-OWN-TURN');
    expect(whereOf(choice("place", "RB-PLACE-ACTIVE", "RB-PLACE-NEXT"))).toBe(
      "where the rules ask the place choice (RB-PLACE-ACTIVE, RB-PLACE-NEXT)",
    );
    expect(whereOf({ ...choice("plan", "RB-STEAL-ORDER"), narrow: "one option" })).toBe(
      "where the rules ask the plan choice with one option (RB-STEAL-ORDER)",
    );
    expect(whereOf({ ...choice("plan", "RB-STEAL-ORDER"), narrow: "listing" })).toBe(
      "where it lists the outcomes of a plan choice (RB-STEAL-ORDER)",
    );
    expect(whereOf({ ...choice("plan", "RB-STEAL-ORDER"), narrow: "listing several" })).toBe(
      "where it lists the outcomes of a plan choice with several options (RB-STEAL-ORDER)",
    );
    expect(whereOf({ id: "refusal RB-STEAL-SELF", kind: "refusal", name: "refusal", rules: ["RB-STEAL-SELF"] })).toBe(
      "where the rules refuse the request under RB-STEAL-SELF",
    );
    expect(problemSentence(count(choice("rogue", "RB-ROGUE-FIGURE"), 5, 0), 40)).toMatch(
      /\(5\).*; none of the 40 it passed do\.$/,
    );
    expect(problemSentence(count(choice("rogue", "RB-ROGUE-FIGURE"), 5, 1), 40)).toMatch(
      /; 1 of the 40 it passed does\.$/,
    );
  });
});
