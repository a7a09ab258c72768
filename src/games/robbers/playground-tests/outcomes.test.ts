// Outcomes grouped for a reader, on the wiki's Example 3 (fixture 000-example-3): the groups of
// thefts are the same whether the ruleset factors the set (default readings) or walks every path
// (INT-MSG-ALONE=alone, which it cannot factor): the count must not become one group per outcome.
// A situation no legal play reaches is refused with the command line's own problem (issue 36, point 7).
import { describe, expect, it } from "vitest";
import example3Json from "../../../../fixtures/robbers/000-example-3.json" with { type: "json" };
import { outcomesWith } from "../../../interpreter/play.js";
import { readScenarioValueOf } from "../../../oracle/scenario-input.js";
import { type EventOutcomes, eventOutcomes, MAX_GROUPED } from "../../../playground/outcomes.js";
import { robbersGame } from "../index.js";
import { robbersPlayground as pg } from "../playground-adapter.js";
import { fixture, startOf } from "./test-support.js";

const example3 = fixture(example3Json);
const event = example3.steps[0]!.event;

function listed(interpretations: Record<string, string>, limit = 500): EventOutcomes {
  const { spec, state } = startOf(example3, { edition: "C3", interpretations });
  const r = eventOutcomes(pg, spec, state, event, limit);
  if (!r.ok) throw r.error;
  return r;
}

describe("every outcome, grouped by who steals what", () => {
  it("groups a walked set as the ruleset groups its factored set", () => {
    const factored = listed({});
    const walked = listed({ "INT-MSG-ALONE": "alone" });
    expect(factored.method).toBe("factored");
    expect(walked.method).toBe("exhaustive");
    expect(walked.distinct).toBe(factored.distinct);
    // The ruleset's own groups, as `describe.outcomeSet` names them, one per theft.
    const { spec, state } = startOf(example3, { edition: "C3" });
    const lib = outcomesWith(spec, state, event);
    if (!lib.ok) throw lib.error;
    const words = pg.game.describe.outcomeSet!(lib.outcomes.set);
    expect(words.length).toBe(factored.groups!.length);
    expect(new Set(walked.groups!.map((g) => g.words))).toEqual(
      new Set(words.map((w) => w.replace(/^Group \d+: /, "").replace(/ {2}×.*$/, ""))),
    );
    expect(walked.groups!.length).toBeLessThan(Number(walked.distinct));
    for (const r of [factored, walked]) expect(r.groups!.reduce((n, g) => n + g.size, 0n)).toBe(r.distinct);
  });

  it("puts every listed outcome in the group its thefts name, and its first outcome first", () => {
    const r = listed({ "INT-MSG-ALONE": "alone" });
    for (const o of r.outcomes) expect(pg.groupOf!(o.after, o.effects).words).toBe(r.groups![o.group!]!.words);
    for (const [gi, g] of r.groups!.entries())
      expect(g.first.index).toBe(r.outcomes.find((o) => o.group === gi)!.index);
  });

  it("says how many outcomes a limit leaves out, and still groups every outcome, factored or walked", () => {
    for (const readings of [{}, { "INT-MSG-ALONE": "alone" }] as Record<string, string>[]) {
      const r = listed(readings, 10);
      expect(r.outcomes).toHaveLength(10);
      expect(r.leftOut).toBe(r.distinct - 10n);
      expect(r.groups!.length).toBe(listed({}).groups!.length);
      expect(r.groups!.reduce((n, g) => n + g.size, 0n)).toBe(r.distinct);
      // Every outcome is still there for a summary to count over (the messages drawn), each in its group.
      expect(BigInt(r.every!.length)).toBe(r.distinct);
      for (const [gi, g] of r.groups!.entries())
        expect(BigInt(r.every!.filter((o) => o.group === gi).length), g.words).toBe(g.size);
    }
  });

  it("groups a set too large to expand by the ruleset's factored groups, in the same words", () => {
    // Example 3's players with ten awards at once: more outcomes than MAX_GROUPED.
    const awards = ["you", "you", "you", "you", "green", "green", "green", "green", "blue", "blue"].map(
      (player, i) => ({ player, points: 2 + i, source: "feature" }),
    );
    const { spec, state } = startOf(example3, { edition: "C3" });
    const r = eventOutcomes(pg, spec, state, { kind: "moment", awards }, 50);
    if (!r.ok) throw r.error;
    expect(r.distinct).toBeGreaterThan(BigInt(MAX_GROUPED));
    expect(r.method).toBe("factored");
    expect(r.groups!.reduce((n, g) => n + g.size, 0n)).toBe(r.distinct);
    for (const g of r.groups!) {
      expect(g.words).toBe(pg.groupOf!(g.first.after, g.first.effects).words);
      expect(g.detail).toMatch(/^Group \d+: /);
    }
    for (const o of r.outcomes) expect(r.groups![o.group!]!.words).toBe(pg.groupOf!(o.after, o.effects).words);
  });

  it("returns a refused event as a value naming the path", () => {
    const { spec, state } = startOf(example3, { edition: "C3" });
    const r = eventOutcomes(pg, spec, state, {
      kind: "moment",
      awards: [{ player: "nobody", points: 3, source: "feature" }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe("$.event.awards[0].player");
  });

  it("refuses a robber beside no scoring figure as `robbers explain` does: the same sentence, rules and path (issue 36, point 7)", () => {
    // Example 3 with Blue's robber moved from 24 (beside three figures) to 30, where no figure stands.
    const setup = { ...example3.setup, robbers: { ...(example3.setup.robbers as object), blue: 30 } };
    const scenario = { format: "robbers-scenario/1", options: { edition: "C3" }, ...setup, event };
    const cli = readScenarioValueOf(robbersGame, scenario);
    expect(cli.ok).toBe(false);
    if (cli.ok) return;
    expect(cli.error.message).toMatch(
      /^blue's robber on space 30 stands beside no scoring figure; no legal play leaves/,
    );
    const { spec, state } = startOf({ ...example3, setup }, { edition: "C3" });
    const r = eventOutcomes(pg, spec, state, event);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.reason).toBe(cli.error.message);
    expect(r.error.rules).toEqual(cli.error.rules);
    expect(r.error.path).toBe('$.robbers["blue"]');
    expect(cli.error.path).toBe(r.error.path);
    // Under a reading that lets a robber stay behind with its owner's figure alone, space 44 (Blue's meeple) is no longer refused.
    const own = { ...example3.setup, robbers: { ...(example3.setup.robbers as object), blue: 44 } };
    const strict = startOf({ ...example3, setup: own }, { edition: "C3" });
    expect(eventOutcomes(pg, strict.spec, strict.state, event).ok).toBe(false);
    const loose = startOf(
      { ...example3, setup: own },
      { edition: "C3", interpretations: { "INT-BACK-STAY-OWN": "any-figure" } },
    );
    expect(eventOutcomes(pg, loose.spec, loose.state, event).ok).toBe(true);
  });
});
