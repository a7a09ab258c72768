// Questions whose answer cannot be bounded are refused with the limit they pass and how to narrow
// them (issue 25, item 2): `explain`'s limit and the size of what it would list, a walk of every
// path that would pass maxPaths, and `check`'s search of other editions and readings (bounded, and
// after the divergence is reported). The largest accepted moment is counted (bench/ times it).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RobbersEvent, RobbersState } from "../../../../spec/robbers/index.js";
import { MAX_COUNT_WORK } from "../../../../spec/robbers/moment/count.js";
import {
  MAX_ALTERNATIVE_REPLAYS,
  MAX_EXPLAIN_BYTES,
  MAX_EXPLAIN_EFFECTS,
  MAX_EXPLAIN_LIMIT,
} from "../../../oracle/limits.js";
import type { ScenarioInput } from "../formats/scenario.js";
import type { TraceInput } from "../formats/trace.js";
import { outcomes, robbersSpec } from "../library/api.js";
import { type CheckResult, check, explain, explainFile, explainJson, explainText } from "../oracle.js";

const sixBySix = fileURLToPath(new URL("../../../../bench/worst-case-6x6.scenario.json", import.meta.url));
const example3 = fileURLToPath(new URL("../../../../docs/examples/example-3.scenario.json", import.meta.url));

describe("explain refuses what it cannot bound", () => {
  it("refuses a limit that is not a whole number from 0 to MAX_EXPLAIN_LIMIT, naming the limit", async () => {
    for (const limit of [-1, Number.NaN, 1e12, 1.5, MAX_EXPLAIN_LIMIT + 1, Number.POSITIVE_INFINITY]) {
      const r = await explainFile(example3, { limit });
      expect(!r.ok && r.error.message, `limit ${limit}`).toMatch(
        new RegExp(`limit must be a whole number from 0 to ${MAX_EXPLAIN_LIMIT} \\(MAX_EXPLAIN_LIMIT\\)`),
      );
    }
    const ok = await explainFile(example3, { limit: MAX_EXPLAIN_LIMIT });
    expect(ok.ok && ok.report.omitted).toBe(0n);
  });

  it("counts the largest moment the formats accept (6 players x 6 awards, 5 robbers, The Messages) and lists its first outcomes", async () => {
    const r = await explainFile(sixBySix);
    if (!r.ok) throw new Error(r.error.message);
    // Counted, not walked: far more outcomes than could ever be listed.
    expect(r.report.distinct).toBe(1_696_683_651_568_302n);
    expect(r.report.paths).toBe(40_860_327_938_402_971_598_883_441_868_800n);
    expect(r.report.outcomes).toHaveLength(20);
    // Its groups are made on demand: the first ones are shown, and the text says how many there are.
    expect(r.report.set.totals?.groups).toBe(24_355_464n);
    expect(explainText(r.report).some((l) => /and 24355264 more groups \(24355464 in all/.test(l))).toBe(true);
    expect(JSON.parse(explainJson(r.report)).groupsInAll).toBe("24355464");
  });

  it("refuses a list that would pass MAX_EXPLAIN_EFFECTS, saying which --limit fits", async () => {
    const r = await explainFile(sixBySix, { limit: MAX_EXPLAIN_LIMIT });
    expect(!r.ok && r.error.message).toMatch(
      new RegExp(
        `listing ${MAX_EXPLAIN_LIMIT} outcomes of about \\d+ effects each would pass the limit of ${MAX_EXPLAIN_EFFECTS} listed effects \\(MAX_EXPLAIN_EFFECTS\\); ask for at most \\d+ with --limit`,
      ),
    );
    const fits = Number((!r.ok && r.error.message.match(/at most (\d+)/)?.[1]) || 0);
    expect(fits).toBeGreaterThan(20);
    // --limit 0 answers with the counts alone.
    const counts = await explainFile(sixBySix, { limit: 0 });
    expect(counts.ok && counts.report.outcomes).toHaveLength(0);
  });

  it("refuses a list whose outcomes would pass MAX_EXPLAIN_BYTES, and lists the --limit it names", async () => {
    // Within the effects' limit, but 6 players' outcomes of about 50 effects each are large: 1,900 of
    // them were 64 MB and 3.5 s of JSON.
    const r = await explainFile(sixBySix, { limit: 1900 });
    expect(!r.ok && r.error.message).toMatch(
      new RegExp(
        `listing 1900 outcomes of about \\d+ bytes each would pass the limit of ${MAX_EXPLAIN_BYTES} listed bytes \\(MAX_EXPLAIN_BYTES\\); ask for at most \\d+ with --limit`,
      ),
    );
    const fits = Number((!r.ok && r.error.message.match(/at most (\d+)/)?.[1]) || 0);
    expect(fits).toBeGreaterThan(20);
    const listed = await explainFile(sixBySix, { limit: fits });
    expect(listed.ok && listed.report.outcomes).toHaveLength(fits);
  });

  it("refuses up front a moment that would have to be walked path by path past maxPaths (INT-MSG-ALONE alone)", () => {
    const players = ["a", "b", "c"];
    const scenario: ScenarioInput = {
      format: "robbers-scenario/1",
      options: { edition: "C3", interpretations: { "INT-MSG-ALONE": "alone" } },
      players,
      messages: true,
      active: "a",
      figures: Object.fromEntries(players.map((p, i) => [p, { meeple: i * 3, messenger: 20 + i * 3 }])),
      robbers: Object.fromEntries(players.map((p) => [p, null])),
      // 3 players x 3 awards: (3! x 2^3)^3 = 110,592 plans, more than the walk limit before any robber.
      event: {
        kind: "moment",
        awards: players.flatMap((player) =>
          [3, 6, 8].map((points) => ({ player, points, source: "feature" as const })),
        ),
      },
    };
    const r = explain(scenario);
    expect(!r.ok && r.error).toMatchObject({
      path: "$.event",
      message: expect.stringMatching(/more than 20000 choice paths \(the walk limit, maxPaths\).*fewer awards/),
    });
  });
});

describe("outcomes refuses a moment too large to count", () => {
  it("refuses, naming MAX_COUNT_WORK, five robbers on one space beside every figure when each player scores six different amounts", () => {
    const players = ["red", "blue", "green", "yellow", "black", "grey"];
    const state: RobbersState = {
      players,
      messages: true,
      active: "red",
      figures: Object.fromEntries(players.map((p) => [p, { meeple: 21, messenger: 71 }])),
      robbers: Object.fromEntries(players.map((p, i) => [p, i === 0 ? null : 21])),
      bagTiles: 0,
      messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
      ended: false,
    };
    const event: RobbersEvent = {
      kind: "moment",
      awards: players.flatMap((player, i) =>
        [1, 3, 5, 7, 9, 11].map((points) => ({ player, points: points + 12 * i, source: "feature" as const })),
      ),
    };
    const r = outcomes(robbersSpec(), state, event);
    expect(!r.ok && r.error.message).toMatch(
      /past the limit of .* \(MAX_COUNT_WORK\).*ask about fewer awards, or fewer robbers on that space/,
    );
    expect(MAX_COUNT_WORK).toBe(100_000_000);
  });
});

describe("check's search of other editions and readings", () => {
  // A 0-point award beside Blue's robber: the trace claims the robber went home, which only
  // INT-ZERO-POINTS "used-up" gives (check.test.ts finds that reading).
  const trace: TraceInput = {
    format: "robbers-trace/1",
    options: { edition: "C2-HiG" },
    setup: {
      players: ["red", "blue"],
      messages: false,
      active: "red",
      figures: { red: { meeple: 9 }, blue: { meeple: 30 } },
      robbers: { red: null, blue: 9 },
    },
    steps: [
      {
        event: { kind: "moment", awards: [{ player: "red", points: 0, source: "feature" }] },
        claims: { robbers: { blue: null } },
      },
    ],
  };

  it("hands over the divergence before searching, and the search adds only the alternatives and the known mistakes", async () => {
    const seen: CheckResult[] = [];
    const r = await check(trace, { onDivergence: (v) => seen.push(v) });
    expect(seen).toHaveLength(1);
    expect(r.status === "diverges" && r.alternatives?.conforming.length).toBeGreaterThan(0);
    const { alternatives, diagnosis, ...verdict } = r as Extract<CheckResult, { status: "diverges" }>;
    expect(alternatives).toBeDefined();
    expect(diagnosis?.tried).toBeGreaterThan(0);
    expect(seen[0]).toEqual(verdict);
  });

  it("stops at its replay limit, naming MAX_ALTERNATIVE_REPLAYS and how to narrow the question", async () => {
    const r = await check(trace, { maxAlternativeReplays: 1 });
    expect(r.status === "diverges" && r.alternatives).toMatchObject({
      conforming: [],
      incomplete: expect.stringMatching(
        /stopped after 0 steps under \d+ option sets .*the limit MAX_ALTERNATIVE_REPLAYS is 1\); to test one edition or reading, set it in the trace's header/,
      ),
    });
    expect(MAX_ALTERNATIVE_REPLAYS).toBeGreaterThan(1_000_000);
  });
});
