// Dice Race's exhaustive check inside `npm test`, the small example of a game on src/verify/: the
// CI bound under every edition breaks none of its invariants and meets every interesting case;
// the readings run finds that DR-INT-OVERSHOOT "bounce" sends a pawn backwards (the rulebook's
// pawns only move forward), with a one-roll counterexample that the oracle's check replays.
import { describe, expect, it } from "vitest";
import { checkGame } from "../../../oracle/check.js";
import { everyCase, reportLines, runCheck, uncoveredProperties, witnessTotals } from "../../../verify/check.js";
import { counterexampleIndex } from "../../../verify/counterexamples.js";
import { counterexampleTrace } from "../../../verify/trace.js";
import { diceRaceGame } from "../index.js";
import { verification as v } from "./index.js";

describe("Dice Race exhaustive check", () => {
  it("restates every property it lists", () => {
    expect(uncoveredProperties(v)).toEqual([]);
  });

  it("finds 0 violations within the CI bound under every edition, and meets every interesting case", async () => {
    const bound = v.bounds.ci;
    const report = await runCheck({ verification: v, bound, runs: v.defaultRuns(bound), threads: 1 });
    console.log(reportLines(report).join("\n"));
    expect(report.runs.map((r) => r.run.label)).toEqual([
      "classic, default readings",
      "short, default readings",
      "two-dice, default readings",
    ]);
    for (const r of report.runs) {
      expect(r.counterexample && `${r.counterexample.invariant}: ${r.counterexample.message}`, r.run.label).toBeNull();
      expect(r.states, r.run.label).toBeGreaterThan(r.starts);
    }
    const seen = witnessTotals(report);
    expect(everyCase(v).filter((k) => !seen[k])).toEqual([]);
  });

  it('finds that DR-INT-OVERSHOOT "bounce" moves a pawn backwards in one roll, as a trace the oracle replays', async () => {
    const bound = { ...v.bounds.ci, editions: ["short" as const] };
    const report = await runCheck({ verification: v, bound, runs: v.readingRuns(bound), threads: 1 });
    const c = report.runs[0]!.counterexample!;
    expect(c.invariant).toMatch(/^dr-one-pawn-forward: /);
    expect(c.message).toMatch(/went back/);
    expect(c.steps).toHaveLength(1);
    const trace = counterexampleTrace(v, c);
    expect(trace.format).toBe("dicerace-trace/1");
    expect(await checkGame(diceRaceGame as never, trace)).toMatchObject({ status: "conforms", steps: 1 });
    // The readings run keeps it in fixtures/dicerace/counterexamples/ (classic, the default edition).
    const [kept] = counterexampleIndex(v.fixtures.dir);
    expect(kept).toMatchObject({
      interpretation: "DR-INT-OVERSHOOT",
      reading: "bounce",
      length: 1,
      edition: "classic",
    });
  });
});
