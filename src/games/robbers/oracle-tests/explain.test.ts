// `explain` on the bundled example and on small hand-made scenarios: counts, the limit (never a
// partial list presented as complete), the text and JSON forms, and refusals.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../../spec/robbers/index.js";
import type { ScenarioInput } from "../formats/scenario.js";
import { play } from "../library/api.js";
import { type ExplainResult, explain, explainFile, explainJson, explainText, readScenarioValue } from "../oracle.js";
import { sampleScenario } from "./testing/samples.js";

const example3 = fileURLToPath(new URL("../../../../docs/examples/example-3.scenario.json", import.meta.url));
const report = (r: ExplainResult) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.report;
};

describe("explain", () => {
  it("lists Example #3's robberies: 1 or 4 from you, 2 or 3 from either of Green's figures", async () => {
    const r = report(await explainFile(example3, { limit: 1000 }));
    expect(r.distinct).toBe(112n);
    const takes = new Set(
      r.outcomes.flatMap((o) =>
        (o.effects as readonly RobbersEffect[]).flatMap((e) =>
          e.type === "steal" ? [`${e.amount} from ${e.victim}'s ${e.figure}`] : [],
        ),
      ),
    );
    expect([...takes].sort()).toEqual([
      "1 from you's meeple",
      "2 from green's meeple",
      "2 from green's messenger",
      "3 from green's meeple",
      "3 from green's messenger",
      "4 from you's meeple",
    ]);
    expect(r.omitted).toBe(0n);
    expect(explainText(r).at(-1)).toBe("All 112 outcomes listed.");
  });

  it("gives each outcome a choice path that replays to it, and rule ids on every effect", async () => {
    const ready = readScenarioValue(sampleScenario());
    if (!ready.ok) throw new Error(ready.error.message);
    const r = report(explain(ready, { limit: 50 }));
    for (const o of r.outcomes) {
      const replay = play(ready.spec, ready.state as RobbersState, ready.event as RobbersEvent, o.path);
      expect(replay.ok && replay.state).toEqual(o.state);
      for (const e of o.effects) expect(e.rules.length).toBeGreaterThan(0);
    }
  });

  it("says how many outcomes a limit leaves out, in text and in JSON", async () => {
    const r = report(await explainFile(example3, { limit: 5 }));
    expect(r.outcomes).toHaveLength(5);
    expect(r.omitted).toBe(107n);
    expect(explainText(r).at(-1)).toBe("Listed 5 of 112 outcomes; 107 more not listed (raise --limit to see them).");
    const json = JSON.parse(explainJson(r));
    expect(json).toMatchObject({
      format: "robbers-explanation/1",
      distinct: "112",
      listed: 5,
      omitted: "107",
      complete: false,
    });
    expect(json.outcomes[0].effects[0]).toMatchObject({ rules: expect.any(Array), text: expect.any(String) });
  });

  it("counts without listing at --limit 0", async () => {
    const r = report(await explainFile(example3, { limit: 0 }));
    expect([r.outcomes.length, r.omitted]).toEqual([0, 112n]);
  });

  it("walks events other than moments path by path (a bag tile: C1-ZMan offers everyone, C3 one player)", () => {
    const bag = (edition: "C1-ZMan" | "C3"): ScenarioInput => ({
      ...sampleScenario(),
      options: { edition },
      robbers: { red: null, blue: null, green: null },
      event: { kind: "bag-tile" },
    });
    // Red: beside Green (7) or Blue (12), or not at all; Blue: beside 7 or not; Green: 7, 12 or not.
    const zman = report(explain(bag("C1-ZMan"), { limit: 100 }));
    expect([zman.set.method, zman.distinct, zman.outcomes.length]).toEqual(["exhaustive", 18n, 18]);
    expect(
      zman.outcomes.some((o) =>
        (o.effects as readonly RobbersEffect[]).some(
          (e) => e.type === "robber-placed" && e.player === "green" && e.rules.includes("RB-PLACE-ALL"),
        ),
      ),
    ).toBe(true);
    // C3: after Red, only Blue is offered; if Blue declines, nobody else places.
    expect(report(explain(bag("C3"))).distinct).toBe(6n);
  });

  it("refuses a question too large to walk, instead of running on", () => {
    const players = ["a", "b", "c", "d", "e", "f"];
    const big: ScenarioInput = {
      format: "robbers-scenario/1",
      options: { edition: "C1-ZMan" },
      players,
      messages: true,
      active: "a",
      figures: Object.fromEntries(players.map((p, i) => [p, { meeple: i * 3, messenger: 20 + i * 3 }])),
      robbers: Object.fromEntries(players.map((p) => [p, null])),
      event: { kind: "bag-tile" },
    };
    const r = explain(big, { maxPaths: 500 });
    expect(!r.ok && r.error).toMatchObject({
      path: "$.event",
      message: expect.stringMatching(/more than 500 choice paths/),
    });
  });

  it("refuses what plain JavaScript callers may pass instead of a scenario", () => {
    for (const junk of [null, 42, "scenario", []])
      expect(explain(junk as never)).toMatchObject({ ok: false, error: { path: "$" } });
  });

  it("refuses an invalid scenario object with its JSON path", () => {
    const r = explain({ ...sampleScenario(), active: "purple" });
    expect(!r.ok && r.error).toMatchObject({ path: "$.active", rules: ["BASE-TURNS"] });
  });
});
