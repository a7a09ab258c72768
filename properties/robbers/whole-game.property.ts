// The whole-game property: random games under every edition and reading, with random legal
// choices. No step may throw anything but a RuleError, every state stays valid, every score change
// is explained by the player's own awards, its thefts, backward moves and the final bonus (returns
// add up), and under the default INT-BACK-STAY-OWN every robber out stands beside another player's
// figure. Uses node:assert so the benchmarks can run it outside vitest.

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  figureKinds,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersState,
  scoreOf,
} from "../../spec/robbers/index.js";
import { checkState, play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { randomLegal } from "../../src/interpreter/strategies.js";
import { Witnesses } from "../support/witness.js";
import { besideOther, explained } from "./invariants.js";
import { optionsArb, stateArb } from "./support/arbitraries.js";

type Template =
  | { t: "moment"; awards: { who: number; points: number }[] }
  | { t: "bag" }
  | { t: "back"; who: number; figure: number; fraction: number }
  | { t: "turn" };

const templateArb: fc.Arbitrary<Template> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("moment" as const),
      awards: fc.array(fc.record({ who: fc.nat(), points: fc.integer({ min: 0, max: 12 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ t: "bag" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("back" as const),
      who: fc.nat(),
      figure: fc.nat(),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ t: "turn" as const }) },
);

function instantiate(tpl: Template, s: RobbersState): RobbersEvent | null {
  const n = s.players.length;
  switch (tpl.t) {
    case "moment": {
      const awards = tpl.awards.map((a) => ({
        player: s.players[a.who % n]!,
        points: a.points,
        source: "feature" as const,
      }));
      return { kind: "moment", awards };
    }
    case "bag":
      return s.bagTiles < 8 ? { kind: "bag-tile" } : null;
    case "back": {
      // Prefer a figure with another player's robber beside it, so RB-BACK-* is exercised often.
      const robbed = s.players.flatMap((p) =>
        figureKinds(s).flatMap((k) =>
          Object.entries(s.robbers).some(([o, at]) => o !== p && at === (s.figures[p]![k] ?? 0) % 50)
            ? [[p, k] as const]
            : [],
        ),
      );
      const [player, figure] =
        robbed.length > 0
          ? robbed[tpl.who % robbed.length]!
          : [s.players[tpl.who % n]!, figureKinds(s)[tpl.figure % figureKinds(s).length]!];
      const at = s.figures[player]![figure] ?? 0;
      const points = Math.floor(at * tpl.fraction);
      return points > 0 ? { kind: "backward", player, figure, points, source: "bazaar" } : null;
    }
    case "turn":
      return { kind: "turn", player: s.players[(s.players.indexOf(s.active) + 1) % n]! };
  }
}

export const wholeGameWitnesses = () =>
  new Witnesses("whole-game", ["steal", "follow", "placement", "backward-follow", "final-bonus", "wrap", "message"]);

export const wholeGameProperty = (w: Witnesses) =>
  fc.property(
    optionsArb,
    stateArb(6),
    fc.array(templateArb, { minLength: 5, maxLength: 40 }),
    fc.integer(),
    (options, start, templates, strategySeed) => {
      const spec = robbersSpec(options);
      const strategy = randomLegal(strategySeed);
      // A legal start: robbers only where another player's figure stands (RB-PLACE-TARGET).
      let s: RobbersState = {
        ...start,
        robbers: Object.fromEntries(
          Object.entries(start.robbers).map(([o, at]) => [
            o,
            at !== null && besideOther({ spec }, start, o, at) ? at : null,
          ]),
        ),
      };
      const events = [
        ...templates.map((t) => (st: RobbersState) => instantiate(t, st)),
        () => ({ kind: "game-end" }) as RobbersEvent,
      ];
      for (const make of events) {
        const event = make(s);
        if (!event) continue;
        const r = play(spec, s, event, strategy);
        if (!r.ok) throw new Error(`refused a legal event ${JSON.stringify(event)}: ${r.error.message}`);
        const effects = r.effects as RobbersEffect[];
        assert.equal(checkState(spec, r.state), null);
        // Returns add up: each player's score changed by exactly what its effects say.
        const gained = explained(effects);
        for (const p of s.players)
          assert.equal(
            scoreOf(r.state.figures[p]!) - scoreOf(s.figures[p]!),
            gained.get(p) ?? 0,
            `${p} after ${event.kind}`,
          );
        // Every steal is half its movement rounded up, from another player.
        for (const e of effects)
          if (e.type === "steal") assert.deepEqual([e.amount, e.thief !== e.victim], [Math.ceil(e.points / 2), true]);
        if (spec.decisions.backStayOwn.value === "others-only") {
          for (const [owner, at] of Object.entries(r.state.robbers)) {
            if (at !== null)
              assert.ok(
                besideOther({ spec }, r.state, owner, at),
                `${owner}'s robber on ${at} after ${event.kind} stands beside no other player's figure`,
              );
          }
        }
        w.saw(
          "steal",
          effects.some((e) => e.type === "steal"),
        );
        w.saw(
          "follow",
          effects.some((e) => e.type === "robber-followed" && e.rules.includes("RB-ROGUE-FOLLOW")),
        );
        w.saw(
          "backward-follow",
          effects.some((e) => e.type === "robber-followed" && e.rules.includes("RB-BACK-FOLLOW")),
        );
        w.saw(
          "placement",
          effects.some((e) => e.type === "robber-placed"),
        );
        w.saw(
          "final-bonus",
          effects.some((e) => e.type === "figure-moved" && e.source === "robber-bonus"),
        );
        w.saw(
          "message",
          effects.some((e) => e.type === "message-drawn"),
        );
        w.saw(
          "wrap",
          effects.some((e) => e.type === "figure-moved" && Math.floor(e.from / 50) !== Math.floor(e.to / 50)),
        );
        s = r.state;
      }
      // Game end leaves no robber out.
      assert.ok(Object.values(s.robbers).every((x) => x === null));
    },
  );
