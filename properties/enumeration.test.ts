// The factored enumerator against walking every path: on random small moments both must give the
// same set of outcomes (by the ruleset's outcome key, each factored outcome replayed through the
// step interpreter) and the same number of choice paths.
import fc from "fast-check";
import { expect, it } from "vitest";
import { outcomes, play, robbersSpec } from "../src/robbers/api.js";
import { robbersOutcomeKey } from "../spec/robbers/index.js";
import { momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { Witnesses, seed } from "./support/witness.js";

it("factored enumeration equals exhaustive enumeration (RB-STEAL-*, RB-ROGUE-*, RB-MSG-*)", () => {
  const w = new Witnesses("enumeration", ["steal", "two-robbers-steal", "follow", "message", "wrap", "several-groups"]);
  const runs = Number(process.env["FC_RUNS"] ?? 150);
  fc.assert(
    fc.property(
      optionsArb,
      stateArb(4).chain((state) => fc.tuple(fc.constant(state), momentArb(state, 4))),
      (options, [state, event]) => {
        const spec = robbersSpec(options);
        const factored = outcomes(spec, state, event);
        const walked = outcomes(spec, state, event, { exhaustive: true });
        expect(factored.ok && walked.ok).toBe(true);
        if (!factored.ok || !walked.ok) return;
        expect(factored.outcomes.paths).toBe(walked.outcomes.paths);
        const walkedKeys = new Set(walked.outcomes.set.groups.map((g) => (g.summary as { key: string }).key));
        const expanded = factored.outcomes.all();
        const factoredKeys = new Set(expanded.map((o) => robbersOutcomeKey(o.state, o.effects)));
        expect(factoredKeys.size, "factored outcomes are distinct").toBe(expanded.length);
        expect([...factoredKeys].sort()).toEqual([...walkedKeys].sort());
        for (const o of expanded) {
          const steals = o.effects.filter((e) => e.type === "steal");
          w.saw("steal", steals.length > 0);
          w.saw("two-robbers-steal", steals.length > 1);
          w.saw("follow", o.effects.some((e) => e.type === "robber-followed"));
          w.saw("message", o.effects.some((e) => e.type === "message-drawn"));
          w.saw("wrap", o.effects.some((e) => e.type === "figure-moved" && Math.floor(e.from / 50) !== Math.floor(e.to / 50)));
          // Each factored outcome replays from its path to the same state.
          const again = play(spec, state, event, o.path);
          expect(again.ok && robbersOutcomeKey(again.state, again.effects)).toBe(robbersOutcomeKey(o.state, o.effects));
        }
        w.saw("several-groups", factored.outcomes.set.groups.length > 1);
      },
    ),
    { numRuns: runs, seed: seed() },
  );
  expect(w.report()).toEqual([]);
});
