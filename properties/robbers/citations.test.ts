// What effects cite is part of the contract (rules lawyers and the oracle read it): every effect cites
// known rule ids, and the conditional citations appear exactly when their condition holds.
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  figureKinds,
  type RobbersEvent,
  type RobbersState,
  robbersRules,
  robbers as ruleset,
} from "../../spec/robbers/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { arrivalArb, crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { observe, square } from "./support/observe.js";

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
      for (const e of o.effects) {
        expect(e.rules.length, `${e.type} cites a rule`).toBeGreaterThan(0);
        for (const id of e.rules) expect(known.has(id), `${e.type} cites unknown ${id}`).toBe(true);
      }
      const sq = (n: number) => square(o, n);
      if (event.kind === "moment") {
        for (const e of o.effects) {
          if (e.type === "steal") {
            const arrived = sq(state.figures[e.victim]![e.figure]!) !== e.at;
            expect(
              e.rules.includes("INT-ARRIVE-THEN-MOVE"),
              "a theft from a figure that arrived cites the reading",
            ).toBe(arrived);
            w.saw("steal-arrived", arrived);
          }
          if (e.type === "robber-stayed") {
            const ownLeft = o.effects.some(
              (m) =>
                m.type === "figure-moved" &&
                m.source !== "rogue" &&
                m.player === e.player &&
                m.points > 0 &&
                sq(m.from) === e.at,
            );
            expect(e.rules.includes("RB-STEAL-SELF"), "a robber stays by its own moving figure: RB-STEAL-SELF").toBe(
              ownLeft,
            );
            w.saw("stayed-self", ownLeft);
            w.saw("stayed-zero", e.rules.includes("INT-ZERO-POINTS"));
          }
          if (e.type === "robber-followed") {
            const mover = e.owner;
            const othersStay = o.after.players.some(
              (p) =>
                p !== e.player &&
                figureKinds(o.after).some(
                  (k) => !(p === mover && k === e.figure) && sq(o.after.figures[p]![k]!) === e.from,
                ),
            );
            expect(
              e.rules.includes("RB-ROGUE-FOLLOW-MIXED"),
              "a follow while others stay cites RB-ROGUE-FOLLOW-MIXED",
            ).toBe(othersStay);
            w.saw("follow-mixed", othersStay);
          }
          if (e.type === "message-drawn") {
            const rogueLanding = o.effects.some(
              (m) =>
                m.type === "figure-moved" &&
                m.source === "rogue" &&
                m.player === e.player &&
                m.figure === e.figure &&
                m.to % 50 === e.at,
            );
            const ordinaryLanding = o.effects.some(
              (m) =>
                m.type === "figure-moved" &&
                m.source !== "rogue" &&
                m.player === e.player &&
                m.figure === e.figure &&
                m.to % 50 === e.at,
            );
            if (!ordinaryLanding) expect(e.rules.includes("RB-MSG-DARK")).toBe(rogueLanding);
            if (!rogueLanding) expect(e.rules.includes("RB-MSG-DARK")).toBe(false);
            w.saw("rogue-draw", rogueLanding && !ordinaryLanding);
          }
        }
      }
      if (event.kind === "backward") {
        for (const e of o.effects) {
          if (e.type !== "robber-followed" && e.type !== "robber-stayed") continue;
          const at = e.type === "robber-followed" ? e.from : e.at;
          const remaining = o.after.players.flatMap((p) =>
            figureKinds(o.after).flatMap((k) => (sq(o.after.figures[p]![k]!) === at ? [p] : [])),
          );
          const canStay =
            o.spec.decisions.backStayOwn.value === "any-figure"
              ? remaining.length > 0
              : remaining.some((p) => p !== e.player);
          expect(e.rules.includes("RB-BACK-CHOOSE"), "a choice to stay cites RB-BACK-CHOOSE").toBe(canStay);
          const ownOnly = remaining.length > 0 && remaining.every((p) => p === e.player);
          expect(e.rules.includes("INT-BACK-STAY-OWN"), "only own figures left: the reading decides").toBe(ownOnly);
          w.saw("back-choose", canStay);
          w.saw("back-own-only", ownOnly);
        }
      }
    }),
    400,
  );
  expect(w.report()).toEqual([]);
});
