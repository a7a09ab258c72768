// What effects cite is part of the contract (rules lawyers and the oracle read it): every effect cites
// known rule ids, and the conditional citations appear exactly when their condition holds (the
// predicate of ./invariants.ts, which the exhaustive check runs too).
import fc from "fast-check";
import { expect, it } from "vitest";
import { type RobbersEvent, type RobbersState, robbersRules, robbers as ruleset } from "../../spec/robbers/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { citesKnownRules, conditionals } from "./invariants.js";
import { titleOf } from "./registry.js";
import { arrivalArb, crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { observe } from "./support/observe.js";

const known = new Set(robbersRules.map((r) => r.id));

it("every handler names the rules it implements, all known", () => {
  for (const h of ruleset.handlers) {
    expect(h.implements.length, h.id).toBeGreaterThan(0);
    for (const id of h.implements) expect(known.has(id), `${h.id}: ${id}`).toBe(true);
  }
});

const eventArb = (s: RobbersState): fc.Arbitrary<[RobbersState, RobbersEvent]> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.tuple(fc.constant(s), momentArb(s, 5)) },
    { weight: 3, arbitrary: crowdedArb(s) },
    { weight: 2, arbitrary: arrivalArb(s) },
    // A crowded board whose first award is worth nothing (INT-ZERO-POINTS).
    {
      weight: 2,
      arbitrary: crowdedArb(s).map(([st, ev]): [RobbersState, RobbersEvent] =>
        ev.kind === "moment"
          ? [st, { kind: "moment", awards: ev.awards.map((a, i) => (i === 0 ? { ...a, points: 0 } : a)) }]
          : [st, ev],
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constant(s), fc.constant<RobbersEvent>({ kind: "bag-tile" })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...s.players).map((p): [RobbersState, RobbersEvent] => {
        const at = s.figures[p]!.meeple;
        // Put another player's robber beside the paying figure, with another figure staying or not.
        const other = s.players.find((x) => x !== p)!;
        const state = { ...s, robbers: { ...s.robbers, [other]: at % 50 } };
        return [
          state,
          { kind: "backward", player: p, figure: "meeple", points: Math.max(1, Math.min(at, 2)), source: "tower" },
        ];
      }),
    },
  );

/** The interesting case each conditional citation counts when its condition held. */
const WITNESS = new Map([
  ["INT-ARRIVE-THEN-MOVE", "steal-arrived"],
  ["RB-STEAL-SELF", "stayed-self"],
  ["RB-ROGUE-FOLLOW-MIXED", "follow-mixed"],
  ["RB-MSG-DARK", "rogue-draw"],
  ["RB-BACK-CHOOSE", "back-choose"],
  ["INT-BACK-STAY-OWN", "back-own-only"],
]);

it(titleOf("citations"), () => {
  const w = new Witnesses("citations", [
    "steal-arrived",
    "stayed-self",
    "stayed-zero",
    "follow-mixed",
    "rogue-draw",
    "back-choose",
    "back-own-only",
  ]);
  check(
    "citations",
    fc.property(optionsArb, stateArb(5).chain(eventArb), fc.integer(), (options, [state, event], seed) => {
      if (event.kind === "backward" && state.figures[event.player]!.meeple < event.points) return;
      if (event.kind === "backward" && event.points === 0) return;
      const o = observe(options, state, event, seed);
      expect(citesKnownRules(o)).toBeNull();
      for (const c of conditionals(o)) if (c.held) w.saw(WITNESS.get(c.id)!);
      if (event.kind === "moment")
        for (const e of o.effects)
          w.saw("stayed-zero", e.type === "robber-stayed" && e.rules.includes("INT-ZERO-POINTS"));
    }),
    400,
  );
  expect(w.report()).toEqual([]);
});
