// The factored enumerator against walking every path: on random small moments both must give the
// same set of outcomes (by the ruleset's outcome key, each factored outcome replayed through the
// step interpreter) and the same number of choice paths.
import fc from "fast-check";
import { expect, it } from "vitest";
import { type RobbersEvent, type RobbersState, robbersOutcomeKey } from "../../spec/robbers/index.js";
import { outcomes, play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { randomLegal } from "../../src/interpreter/strategies.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";

it(titleOf("enumeration-factored-equals-exhaustive"), () => {
  const w = new Witnesses("enumeration", ["steal", "two-robbers-steal", "follow", "message", "wrap", "several-groups"]);
  check(
    "enumeration-factored-equals-exhaustive",
    fc.property(
      optionsArb,
      stateArb(4).chain((state) =>
        fc.oneof(
          fc.tuple(fc.constant(state), momentArb(state, 4)),
          crowdedArb(state, state.messages ? 1 : 2),
          // Equal award values make different plans leave equal totals: what a careless summary would merge.
          crowdedArb(state, 2).map(([st, ev]): [RobbersState, RobbersEvent] => [
            st,
            ev.kind === "moment" ? { kind: "moment", awards: ev.awards.map((a) => ({ ...a, points: 3 })) } : ev,
          ]),
        ),
      ),
      (options, [state, event]) => {
        const spec = robbersSpec(options);
        const factored = outcomes(spec, state, event);
        const walked = outcomes(spec, state, event, { exhaustive: true });
        expect(factored.ok && walked.ok).toBe(true);
        if (!factored.ok || !walked.ok) return;
        expect(factored.outcomes.paths).toBe(walked.outcomes.paths);
        if (factored.outcomes.distinct > 20_000n) return; // too many to expand one by one; path counts were compared above
        const walkedKeys = new Set(walked.outcomes.set.groups.map((g) => (g.summary as { key: string }).key));
        const expanded = factored.outcomes.all();
        const factoredKeys = new Set(expanded.map((o) => robbersOutcomeKey(o.state, o.effects)));
        expect(factoredKeys.size, "factored outcomes are distinct").toBe(expanded.length);
        expect([...factoredKeys].sort()).toEqual([...walkedKeys].sort());
        for (const o of expanded) {
          const steals = o.effects.filter((e) => e.type === "steal");
          w.saw("steal", steals.length > 0);
          w.saw("two-robbers-steal", steals.length > 1);
          w.saw(
            "follow",
            o.effects.some((e) => e.type === "robber-followed"),
          );
          w.saw(
            "message",
            o.effects.some((e) => e.type === "message-drawn"),
          );
          w.saw(
            "wrap",
            o.effects.some((e) => e.type === "figure-moved" && Math.floor(e.from / 50) !== Math.floor(e.to / 50)),
          );
          // Each factored outcome replays from its path to the same state.
          const again = play(spec, state, event, o.path);
          expect(again.ok && robbersOutcomeKey(again.state, again.effects)).toBe(robbersOutcomeKey(o.state, o.effects));
        }
        w.saw("several-groups", factored.outcomes.set.groups.length > 1);
      },
    ),
    150,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("enumeration-complete"), () => {
  const w = new Witnesses("enumeration-complete", ["many-outcomes", "theft"]);
  check(
    "enumeration-complete",
    fc.property(
      optionsArb,
      stateArb(6).chain((s) => fc.tuple(fc.constant(s), momentArb(s, 6))),
      fc.integer(),
      (options, [state, event], strategySeed) => {
        const spec = robbersSpec(options);
        const listed = outcomes(spec, state, event);
        if (!listed.ok) throw new Error(listed.error.message);
        if (listed.outcomes.distinct > 5000n) return; // expanding is the point here; huge sets are covered by the factored check
        const keys = new Set(listed.outcomes.all().map((o) => robbersOutcomeKey(o.state, o.effects)));
        const r = play(spec, state, event, randomLegal(strategySeed));
        if (!r.ok) throw new Error(r.error.message);
        expect(
          keys.has(robbersOutcomeKey(r.state, r.effects)),
          "a random legal resolution is an enumerated outcome",
        ).toBe(true);
        w.saw("many-outcomes", keys.size > 20);
        w.saw(
          "theft",
          r.effects.some((e) => e.type === "steal"),
        );
      },
    ),
    300,
  );
  expect(w.report()).toEqual([]);
});
