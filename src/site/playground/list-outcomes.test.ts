// Listing outcomes for the playground: the counts are the library's, a cut list says how many it
// left out, and the options worked example 3 lists are found among the enumerated outcomes.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { mismatches } from "../../formats/expect.js";
import { loadFixtures } from "../../formats/load-fixtures.js";
import { stateFromSetup } from "../../formats/robbers-input.js";
import { outcomes, robbersSpec, type Outcome } from "../../robbers/api.js";
import type { RobbersEvent } from "../../../spec/robbers/index.js";
import { ROOT } from "../build-site.js";
import { listOutcomes } from "./list-outcomes.js";

const example3 = loadFixtures(join(ROOT, "fixtures/robbers")).find((f) => f.fixture.id === "000-example-3")!.fixture;
const spec = robbersSpec({ edition: "C3" });
const state = stateFromSetup(example3.setup);
const step = example3.steps[0]!;
const event = step.event as RobbersEvent;
const wanted = step.outcomes!.map((o) => (x: Outcome) => mismatches(o.expect, { before: state, after: x.state, effects: x.effects }).length === 0);

describe("playground outcome list", () => {
  it("counts what the library counts and says how many a limit leaves out", () => {
    const lib = outcomes(spec, state, event);
    if (!lib.ok) throw lib.error;
    const r = listOutcomes(spec, state, event, 20);
    if (!r.ok) throw r.error;
    expect(r.distinct).toBe(lib.outcomes.distinct);
    expect(r.paths).toBe(lib.outcomes.paths);
    expect(r.shown).toHaveLength(20);
    expect(r.leftOut).toBe(lib.outcomes.distinct - 20n);
    expect(r.groups.length).toBeGreaterThan(0);
  });

  it("shows every outcome, in the library's order, when they fit", () => {
    const lib = outcomes(spec, state, event);
    if (!lib.ok) throw lib.error;
    const r = listOutcomes(spec, state, event, 500);
    if (!r.ok) throw r.error;
    expect(r.leftOut).toBe(0n);
    expect(r.shown.map((o) => o.state)).toEqual(lib.outcomes.all().map((o) => o.state));
  });

  it("finds each option worked example 3 lists, even beyond the shown ones", () => {
    const r = listOutcomes(spec, state, event, 5, wanted);
    if (!r.ok) throw r.error;
    expect(r.found.every((f) => f !== null)).toBe(true);
    expect(r.found.some((f) => f!.index >= 5)).toBe(true);
    for (const [i, f] of r.found.entries()) expect(wanted[i]!(f!.outcome)).toBe(true);
  });

  it("returns the specification's error instead of throwing", () => {
    const r = listOutcomes(spec, state, { kind: "moment", awards: [{ player: "nobody", points: 3, source: "feature" }] }, 10);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe("$.event.awards[0].player");
  });
});
