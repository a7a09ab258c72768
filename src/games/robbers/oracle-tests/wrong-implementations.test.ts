// The point of `check`: traces from a small independent engine conform, and the same engine with
// a deliberate bug is caught at the first step where the bug shows, citing the rule it breaks.
import { describe, expect, it } from "vitest";
import { type CheckResult, check } from "../oracle.js";
import { type ToyBugs, toyTrace } from "./testing/toy-engine.js";

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const ROUNDS = 20;

/** Check the buggy engine's trace for every seed where the bug changed the game at all. */
async function caught(bugs: ToyBugs): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const seed of SEEDS) {
    const buggy = toyTrace(seed, ROUNDS, bugs);
    if (JSON.stringify(buggy.steps) === JSON.stringify(toyTrace(seed, ROUNDS).steps)) continue;
    results.push(await check(buggy, { alternatives: seed === SEEDS[0] }));
  }
  return results;
}

describe("an independent engine", () => {
  it("conforms when it follows the rules", async () => {
    for (const seed of SEEDS) {
      const result = await check(toyTrace(seed, ROUNDS));
      expect(result, `seed ${seed}`).toMatchObject({ status: "conforms" });
    }
  });
});

describe("a deliberately wrong engine is rejected", () => {
  it("rounding stolen points down: RB-STEAL-HALF", async () => {
    const results = await caught({ roundDown: true });
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) {
      expect(r.status).toBe("diverges");
      if (r.status !== "diverges") continue;
      expect(r.divergence.kind).toBe("claims");
      expect(r.divergence.rules).toContain("RB-STEAL-HALF");
      // The claimed total is one point short of what the rules give to some thief.
      expect(
        r.divergence.differences.some(
          (d) =>
            d.path.startsWith("$.claims.scores") &&
            (d.actual as number) - (d.claimed as number) === 1 &&
            d.rules.includes("RB-STEAL-HALF"),
        ),
      ).toBe(true);
      expect(r.divergence.claimedOutcome).toMatchObject({ found: false });
    }
    const first = results[0]!;
    // Every option set but the trace's own: five editions x (defaults + each of eleven non-default readings) - 1.
    expect(first.status === "diverges" && first.alternatives).toMatchObject({ tried: 59, conforming: [] });
  });

  it("robbing rogue points instead of following them: RB-ROGUE-NOSTEAL", async () => {
    const results = await caught({ robRoguePoints: true });
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) {
      expect(r.status).toBe("diverges");
      if (r.status !== "diverges") continue;
      expect(r.divergence.rules).toContain("RB-ROGUE-NOSTEAL");
      // The robber the engine sent home should have followed the thief's figure.
      expect(
        r.divergence.differences.some(
          (d) =>
            d.path.startsWith("$.claims.robbers") &&
            d.claimed === null &&
            d.actual !== null &&
            d.rules.includes("RB-ROGUE-NOSTEAL"),
        ),
      ).toBe(true);
      // Its extra "steal" is a choice the rules never ask for, pointed at in the trace.
      expect(r.divergence.kind).toBe("unasked-choice");
      expect(r.divergence.at.path).toMatch(/^\$\.steps\[\d+\]\.choices\[\d+\]$/);
    }
  });

  it("letting every player place a robber: found to follow C1-ZMan / C2-ZMan instead of C3", async () => {
    const results = await caught({ everyonePlaces: true });
    expect(results.length).toBeGreaterThan(5);
    const first = results[0]!;
    expect(first.status).toBe("diverges");
    if (first.status !== "diverges") return;
    expect(first.divergence.rules).toContain("RB-PLACE-NEXT");
    expect(first.alternatives?.conforming.map((c) => c.label)).toEqual([
      "C1-ZMan (default readings)",
      "C2-ZMan (default readings)",
    ]);
  });
});
