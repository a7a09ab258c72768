// The decision walker on the placement step of the Z-Man rulebook's example (fixtures 002-zman-*):
// under C2 Z-Man placing is an obligation, under C3 a decline is an option; walking every option to
// its end reaches as many outcomes as the fixtures count from the sources, and a pick the rules
// forbid is refused citing the rule the fixture names.
import { describe, expect, it } from "vitest";
import zmanMandatoryJson from "../../../../fixtures/robbers/002-zman-c2-mandatory.json" with { type: "json" };
import zmanDeclineJson from "../../../../fixtures/robbers/002-zman-c3-decline.json" with { type: "json" };
import type { PathStep } from "../../../dsl/ruleset.js";
import { type Walk, walkDecisions } from "../../../playground/decisions.js";
import { robbersPlayground as pg } from "../playground-adapter.js";
import { fixture, startOf } from "./test-support.js";

const mandatory = fixture(zmanMandatoryJson);
const optional = fixture(zmanDeclineJson);
const bagTile = { kind: "bag-tile" };

/** Every outcome reached by walking each option of each decision, depth first. */
function leaves(spec: Parameters<typeof walkDecisions>[1], state: unknown, picks: readonly PathStep[] = []): number {
  const w: Walk = walkDecisions(pg, spec, state, bagTile, picks);
  if (w.kind === "refused") throw w.error;
  if (w.kind === "outcome") return 1;
  return w.decision.options.reduce((n, o) => n + leaves(spec, state, [...picks, o.step]), 0);
}

describe("decisions in the order they are taken", () => {
  it("C2 Z-Man: blue must place, then green must place; no decline is offered", () => {
    const { spec, state } = startOf(mandatory, { edition: "C2-ZMan" });
    const w = walkDecisions(pg, spec, state, bagTile);
    if (w.kind !== "decision") throw new Error(w.kind);
    expect(w.decision.actor).toBe("blue");
    expect(w.decision.options.map((o) => (o.step.pick as { action: string }).action)).not.toContain("decline");
    // Each option leads to green's placement, the next decision.
    for (const o of w.decision.options) {
      expect(o.leadsTo?.kind).toBe("decision");
      if (o.leadsTo?.kind === "decision") expect(o.leadsTo.decision.actor).toBe("green");
    }
    expect(w.decision.options[0]!.words).toMatch(/^blue places their robber on space \d+, beside \w+'s meeple$/);
    expect(leaves(spec, state)).toBe(mandatory.steps[2]!.distinctOutcomes);
  });

  it("C3: blue may decline, and so may green; every option walked gives the sources' count", () => {
    const { spec, state } = startOf(optional, { edition: "C3" });
    const w = walkDecisions(pg, spec, state, bagTile);
    if (w.kind !== "decision") throw new Error(w.kind);
    expect(w.decision.options.map((o) => o.words)).toContain("blue does not place (or move) a robber");
    expect(leaves(spec, state)).toBe(optional.steps[0]!.distinctOutcomes);
  });

  it("refuses a forbidden pick at its place in the picks, citing the rule", () => {
    const { spec, state } = startOf(mandatory, { edition: "C2-ZMan" });
    const w = walkDecisions(pg, spec, state, bagTile, [{ kind: "place", actor: "blue", pick: { action: "decline" } }]);
    if (w.kind !== "refused") throw new Error(w.kind);
    expect(w.error.rules).toContain("ED-C2-ZMAN");
    expect(w.error.path).toBe("$.choices[0]");
  });

  it("ends in the outcome once every decision is taken, with the picks as given", () => {
    const { spec, state } = startOf(mandatory, { edition: "C2-ZMan" });
    const picks = mandatory.steps[2]!.choices as PathStep[];
    const w = walkDecisions(pg, spec, state, bagTile, picks);
    if (w.kind !== "outcome") throw new Error(w.kind);
    expect((w.after as { robbers: unknown }).robbers).toEqual({ blue: 14, red: 27, yellow: 8, green: 8 });
  });
});
