// The exhaustive check inside `npm test`: the CI bound under every edition with the default
// readings breaks no invariant, and every invariant's interesting cases happen. The check can fail:
// a deliberately broken invariant is caught with a one-event path, and the INT-BACK-STAY-OWN
// reading "any-figure" (which the sources leave open) breaks "every robber out stands beside another
// player's figure" with a shortest path that `robbers check` replays under that reading.
// Under mutation testing (VERIFY_BOUND=mutation, VERIFY_THREADS=1, set by vitest.stryker.config.ts)
// the smaller mutation bound runs in-process, since a mutant is switched on in this thread only.
import { describe, expect, it } from "vitest";
import { everyCase, reportLines, runCheck, uncoveredProperties, witnessTotals } from "../../../verify/check.js";
import { counterexampleTrace } from "../../../verify/trace.js";
import { check } from "../oracle.js";
import { BOUNDS, type Bound, CI_BOUND } from "./bound.js";
import { verification } from "./index.js";
import { TRANSITION_INVARIANTS } from "./invariants/index.js";

const v = verification;
const defaultRuns = (b: Bound) => v.defaultRuns(b);
const readingRuns = (b: Bound, only?: string) => v.readingRuns(b, only);

const bound: Bound = BOUNDS[process.env.VERIFY_BOUND ?? "ci"] ?? CI_BOUND;
const threads = Number(process.env.VERIFY_THREADS ?? 2);
/** A small world for the tests that must find a violation: 2 players, no Messages, C3. */
const small: Bound = { ...CI_BOUND, name: "small", tables: [{ players: 2, messages: false }], editions: ["C3"] };

describe("exhaustive check", () => {
  it("restates every property of the registry (or says where it is covered instead)", () => {
    expect(uncoveredProperties(v)).toEqual([]);
  });

  it(`finds 0 violations within the ${bound.name} bound under every edition, and meets every invariant's interesting cases`, async () => {
    const report = await runCheck({ verification: v, bound, runs: defaultRuns(bound), threads });
    console.log(reportLines(report).join("\n"));
    expect(report.runs.length).toBe(bound.editions.length);
    for (const r of report.runs) {
      expect(r.counterexample && `${r.counterexample.invariant}: ${r.counterexample.message}`, r.run.label).toBeNull();
      expect(r.transitions, r.run.label).toBeGreaterThan(1000);
    }
    const seen = witnessTotals(report);
    const never = everyCase(v).filter((k) => !seen[k]);
    console.log(
      `[witness] exhaustive: ${Object.entries(seen)
        .map(([k, n]) => `${k}=${n}`)
        .join(" ")}`,
    );
    expect(never, "interesting cases that never happened").toEqual([]);
  }, 600_000);

  // Under mutation testing (VERIFY_THREADS=1) both runs stay in-process: worker threads would run
  // the unmutated code and differ for a reason that is not the mutant's.
  it("gives the same states, transitions and witnesses on worker threads as in-process", async () => {
    const one = await runCheck({ verification: v, bound: small, runs: defaultRuns(small), threads: 1 });
    const two = await runCheck({
      verification: v,
      bound: small,
      runs: defaultRuns(small),
      threads: Math.max(threads, 1),
    });
    const counts = (r: typeof one) => r.runs.map((x) => [x.starts, x.states, x.events, x.transitions, x.witnesses]);
    expect(counts(two)).toEqual(counts(one));
    expect(one.runs[0]!.states).toBeGreaterThan(one.runs[0]!.starts);
  }, 300_000);

  it("catches a deliberately broken invariant with a shortest, one-event path", async () => {
    const name = TRANSITION_INVARIANTS.find((i) => i.property === "backward-and-end")!;
    const report = await runCheck({
      verification: v,
      bound: small,
      runs: defaultRuns(small),
      threads: 1,
      broken: { name: `${name.property}: ${name.name}`, failOn: "backward" },
    });
    const c = report.runs[0]!.counterexample;
    expect(c?.invariant).toBe(`${name.property}: ${name.name}`);
    expect(c?.steps.map((s) => v.eventKind(s.event as never))).toEqual(["backward"]);
  });

  it('finds that INT-BACK-STAY-OWN "any-figure" leaves a robber beside only its owner, as a trace robbers check replays', async () => {
    const supplyStart: Bound = { ...small, robbersAtStart: "supply", maxRobbersOutAtStart: 0, depth: 2 };
    const report = await runCheck({
      verification: v,
      bound: supplyStart,
      runs: readingRuns(supplyStart, "INT-BACK-STAY-OWN"),
      threads: 1,
    });
    const c = report.runs[0]!.counterexample!;
    expect(c.invariant).toBe("whole-game-invariants: every robber out stands beside another player's figure");
    // From every robber in supply it takes two events: a placement, then a backward move it stays behind on (RB-BACK-CHOOSE).
    expect(c.steps.map((s) => v.eventKind(s.event as never))).toEqual(["bag-tile", "backward"]);
    const last = c.steps[1]!;
    expect(last.effects.some((e) => e.type === "robber-stayed" && e.rules.includes("INT-BACK-STAY-OWN"))).toBe(true);
    const trace = counterexampleTrace(v, c);
    expect(await check(trace as never)).toMatchObject({ status: "conforms", steps: 2 });
    // Under the default reading the same choices are not legal: the robber must follow.
    const asDefault = { ...trace, options: { edition: "C3" } };
    expect((await check(asDefault as never, { alternatives: false })).status).not.toBe("conforms");
  }, 300_000);

  it("finds no violation under the other non-default readings in the small world, with and without The Messages", async () => {
    const withMessages: Bound = { ...small, tables: [...small.tables, { players: 2, messages: true }] };
    // The two readings that let a robber end beside none of another player's figures are run above and in
    // the readings run: staying with only its owner's figures, and going back with its owner's own figure.
    const breaking = ["INT-BACK-STAY-OWN", "INT-BACK-OWN-FIGURE"];
    const runs = readingRuns(withMessages).filter((r) => !breaking.includes(r.reading!.id));
    const report = await runCheck({ verification: v, bound: withMessages, runs, threads });
    for (const r of report.runs)
      expect(r.counterexample && `${r.counterexample.invariant}: ${r.counterexample.message}`, r.run.label).toBeNull();
    expect(report.runs.length).toBe(9);
  }, 300_000);
});
