// The factored enumerator's two shortcuts for large moments, each against the way it always worked:
// plan classes counted figure by figure against plans listed one by one, and a set whose groups are
// made on demand (its totals counted without listing them) against the same set built whole. The
// whole set is itself checked against walking every path (enumeration.test.ts).
import fc from "fast-check";
import { expect, it } from "vitest";
import type { RobbersEvent, RobbersState } from "../../spec/robbers/index.js";
import { enumerateMoment } from "../../spec/robbers/moment/factored.js";
import { frameOf } from "../../spec/robbers/moment/factors.js";
import { awardsByPlayer, momentRules } from "../../spec/robbers/moment/movements.js";
import { classesOf, planPathsAtLeast } from "../../spec/robbers/moment/plan-classes.js";
import { robbersSpec } from "../../src/games/robbers/library/api.js";
import { distinctCount, expand, factoredSize, groupCount, pathCount } from "../../src/interpreter/outcomes.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";

const moment = (e: RobbersEvent) => e as Extract<RobbersEvent, { kind: "moment" }>;

it(titleOf("enumeration-counted-classes"), () => {
  const w = new Witnesses("counted-classes", ["merged", "offers", "draws"]);
  check(
    "enumeration-counted-classes",
    fc.property(
      optionsArb,
      stateArb(4).chain((state) =>
        fc.tuple(
          fc.constant(state),
          crowdedArb(state, 3),
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: state.messages ? 4 : 5 }),
        ),
      ),
      (options, [, [state, event], points]) => {
        // One player with several awards, on a crowded board: count its classes both ways.
        const spec = robbersSpec(options);
        const rules = momentRules(spec.decisions);
        const player = state.players[0]!;
        const awards = [
          ...moment(event).awards.filter((a) => a.player !== player),
          ...points.map((p) => ({ player, points: p, source: "feature" as const })),
        ];
        const mine = awardsByPlayer(awards).get(player)!;
        const onBoard = state.players.filter((p) => state.robbers[p] !== null);
        const listed = classesOf(state, awards, mine, player, onBoard, rules, Number.POSITIVE_INFINITY);
        const counted = classesOf(state, awards, mine, player, onBoard, rules, 0);
        const byTrace = (cs: typeof listed) =>
          cs
            .map((c) => `${[...c.offers].join(" ")}/${c.finals.meeple}/${c.finals.messenger}/${c.draws} x${c.count}`)
            .sort();
        // Under "alone" a draw depends on every figure: the factored enumerator never counts classes there.
        if (state.messages && rules.msgAlone !== "not-required") return;
        expect(byTrace(counted)).toEqual(byTrace(listed));
        w.saw(
          "merged",
          listed.some((c) => c.count > 1n),
        );
        w.saw(
          "offers",
          listed.some((c) => c.offers.size > 0),
        );
        w.saw(
          "draws",
          listed.some((c) => c.draws > 0),
        );
      },
    ),
    60,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("enumeration-counted-totals"), () => {
  const w = new Witnesses("counted-totals", ["several-groups", "thief-robbed", "steal"]);
  check(
    "enumeration-counted-totals",
    fc.property(
      optionsArb,
      stateArb(5).chain((state) =>
        fc.oneof(fc.tuple(fc.constant(state), momentArb(state, 5)), crowdedArb(state, state.messages ? 2 : 3)),
      ),
      (options, [state, event]: [RobbersState, RobbersEvent]) => {
        if (event.kind !== "moment") return;
        const spec = robbersSpec(options);
        if (!frameOf(spec.decisions, state, event)) return;
        const whole = enumerateMoment(spec.decisions, state, event, Number.POSITIVE_INFINITY)!;
        const onDemand = enumerateMoment(spec.decisions, state, event, 0)!;
        expect(whole.totals).toBeUndefined();
        expect(onDemand.totals).toBeDefined();
        expect(groupCount(onDemand)).toBe(BigInt(whole.groups.length));
        expect(distinctCount(onDemand)).toBe(distinctCount(whole));
        expect(pathCount(onDemand)).toBe(pathCount(whole));
        // What a walk is refused by up front never says more paths than there are.
        expect(planPathsAtLeast(state, event) <= pathCount(whole)).toBe(true);
        expect(factoredSize(onDemand)).toBe(factoredSize(whole));
        // Made on demand, the groups are the same ones in the same order.
        expect([...onDemand.totals!.all()].map((g) => JSON.stringify(g.summary))).toEqual(
          whole.groups.map((g) => JSON.stringify(g.summary)),
        );
        let listed = 0;
        for (const _ of expand(onDemand)) if (++listed > 50) break;
        expect(listed).toBe(Math.min(51, Number(distinctCount(whole))));
        w.saw("several-groups", whole.groups.length > 1);
        const steals = whole.groups.flatMap(
          (g) => (g.summary as { steals: { thief: string; victim: string }[] }).steals,
        );
        w.saw("steal", steals.length > 0);
        w.saw(
          "thief-robbed",
          steals.some((s) => steals.some((t) => t.victim === s.thief)),
        );
      },
    ),
    150,
  );
  expect(w.report()).toEqual([]);
});
