// MacRobber's exhaustive check inside `npm test`: the CI bound (three players, every starting scene
// from two seeds, a deck of two cards, two events in a row) breaks none of the invariants that
// restate properties/macrobber/registry.ts, and reaches every phase, every action, every phase-3
// pick and raid result, every loot, every card value in a combat round, a reshuffle and both ends
// of the game (each a counted interesting case). The check can fail: a deliberately broken
// invariant is caught with a one-event path. The readings run's fixtures replay under
// `macrobber check`.
import { describe, expect, it } from "vitest";
import { checkGame } from "../../../oracle/check.js";
import { everyCase, reportLines, runCheck, uncoveredProperties, witnessTotals } from "../../../verify/check.js";
import { counterexampleIndex, counterexamplesFor } from "../../../verify/counterexamples.js";
import { macRobberGame } from "../index.js";
import { verification as v } from "./index.js";

const bound = v.bounds.ci;
// Under mutation testing (VERIFY_THREADS=1, set by vitest.stryker.config.ts) the bound runs in-process,
// since a mutant is switched on in this thread only.
const threads = Number(process.env.VERIFY_THREADS ?? 2);

describe("MacRobber exhaustive check", () => {
  it("restates every property of the registry (or says where it is covered instead)", () => {
    expect(uncoveredProperties(v)).toEqual([]);
    expect(Object.keys(v.notPerTransition)).toEqual(["mr-seat-views-hide"]);
  });

  it("finds 0 violations within the CI bound and reaches every phase, action, phase-3 pick, loot, card value and end", async () => {
    const report = await runCheck({ verification: v, bound, runs: v.defaultRuns(bound), threads });
    console.log(reportLines(report).join("\n"));
    const [run] = report.runs;
    expect(run!.counterexample && `${run!.counterexample.invariant}: ${run!.counterexample.message}`).toBeNull();
    // 8 scenes from 2 seeds with one deck size: 16 distinct starts.
    expect(run!.starts).toBe(16);
    expect(run!.transitions).toBeGreaterThan(5000);
    const seen = witnessTotals(report);
    console.log(
      `[witness] macrobber exhaustive: ${Object.entries(seen)
        .map(([k, n]) => `${k}=${n}`)
        .join(" ")}`,
    );
    const reach = (prefix: string) => everyCase(v).filter((k) => k.includes(prefix));
    // The reachability the issue asks for, named: each of these must have happened at least once.
    expect(reach("/action-")).toHaveLength(8);
    expect(reach("/card-")).toHaveLength(4);
    expect(reach("/loot-")).toHaveLength(4);
    expect(reach("mr-points-causes/raid-")).toHaveLength(3);
    expect(everyCase(v)).toEqual(
      expect.arrayContaining([
        "mr-determinism-and-round-trip/take-tokens",
        "mr-determinism-and-round-trip/act",
        "mr-determinism-and-round-trip/raid-or-exchange",
        "mr-determinism-and-round-trip/score-round",
        "mr-game-end/end-sack",
        "mr-game-end/end-estate",
        "mr-warriors-and-hands/reshuffle",
        "mr-points-causes/exchange",
        "mr-points-causes/pass",
      ]),
    );
    expect(
      everyCase(v).filter((k) => !seen[k]),
      "interesting cases that never happened",
    ).toEqual([]);
  }, 600_000);

  it("catches a deliberately broken invariant with a shortest, one-event path", async () => {
    const small = { ...bound, seeds: [1], scenes: ["score-tie" as const, "raid" as const] };
    const report = await runCheck({
      verification: v,
      bound: small,
      runs: v.defaultRuns(small),
      threads: 1,
      broken: { name: "mr-scoring-model: the round's scoring equals the simple model", failOn: "score-round" },
    });
    const c = report.runs[0]!.counterexample;
    expect(c?.invariant).toBe("mr-scoring-model: the round's scoring equals the simple model");
    expect(c?.steps.map((s) => (s.event as { kind: string }).kind)).toEqual(["score-round"]);
  }, 300_000);

  it("keeps a fixture for every non-default reading, and each counterexample replays under macrobber check", async () => {
    const dir = v.fixtures.dir;
    const index = counterexampleIndex(dir);
    const expected = v.readingRuns(bound).map((r) => `${r.reading!.id} ${r.reading!.reading}`);
    expect(index.map((e) => `${e.interpretation} ${e.reading}`).sort()).toEqual([...expected].sort());
    // Only the two readings that let a clan hold fewer cards than warriors break an invariant: no
    // refill after a raid (MR-INT-RAID-REFILL), no more cards once the deck is empty (MR-INT-DECK-EMPTY).
    expect(index.filter((e) => e.invariant !== null).map((e) => `${e.interpretation} ${e.reading}`)).toEqual([
      "MR-INT-DECK-EMPTY no-more-cards",
      "MR-INT-RAID-REFILL no-refill",
    ]);
    for (const e of index.filter((x) => x.invariant !== null))
      expect(e.message, e.file!).toMatch(/holds \d+ cards with \d+ warriors, not one card per warrior/);
    for (const e of index.filter((x) => x.file !== null)) {
      const [c] = counterexamplesFor(e.interpretation, dir).filter((x) => x.reading === e.reading);
      expect(await checkGame(macRobberGame as never, c!.trace), e.file!).toMatchObject({
        status: "conforms",
        steps: e.length,
      });
    }
  }, 300_000);
});
