// Properties of a scoring moment, restated from the effects the interpreter reports: the robbed keep
// their points, thefts are half of one ordinary movement, robbers take only first movements and
// must steal when they can, rogue points are followed not stolen, and messages follow dark landings.
import fc from "fast-check";
import { expect, it } from "vitest";
import type { RobbersEvent, RobbersState } from "../../spec/robbers/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import {
  crowdedAfter,
  darkLandings,
  firstMovement,
  follows,
  keepAndHalf,
  messages,
  mustSteal,
  ordinary,
  rogue,
  rogueFollow,
  square,
  stealable,
  thefts,
} from "./invariants.js";
import { titleOf } from "./registry.js";
import { arrivalArb, crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { observe } from "./support/observe.js";

/** Situations for the first-movement rule: more figures that arrive on a robber mid-moment. */
const arrivals = fc.tuple(
  optionsArb,
  stateArb(6).chain((s) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.tuple(fc.constant(s), momentArb(s, 6)) },
      { weight: 2, arbitrary: arrivalArb(s) },
      { weight: 2, arbitrary: crowdedArb(s) },
    ),
  ),
  fc.integer(),
);
/** Situations for the message rules: The Messages on, crowded dark spaces. */
const withMessages = fc.tuple(
  optionsArb,
  stateArb(6)
    .map((s) => ({
      ...s,
      messages: true,
      figures: Object.fromEntries(
        Object.entries(s.figures).map(([p, f]) => [p, { meeple: f.meeple, messenger: f.messenger ?? 10 }]),
      ),
    }))
    .chain((s) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.tuple(fc.constant(s), momentArb(s, 6)) },
        { weight: 3, arbitrary: crowdedArb(s) },
      ),
    ),
  fc.integer(),
);
const situation = fc.tuple(
  optionsArb,
  stateArb(6).chain((s) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.tuple(fc.constant(s), momentArb(s, 6)) },
      { weight: 1, arbitrary: arrivalArb(s) },
      { weight: 2, arbitrary: crowdedArb(s) },
    ),
  ),
  fc.integer(),
);
const run = (options: Parameters<typeof observe>[0], [state, event]: [RobbersState, RobbersEvent], seed: number) =>
  observe(options, state, event, seed);

it(titleOf("moment-keep-and-half"), () => {
  const w = new Witnesses("moment-keep-and-half", ["theft", "zero-award", "zero-theft", "odd-points"]);
  check(
    "moment-keep-and-half",
    fc.property(situation, ([options, se, seed]) => {
      const o = run(options, se, seed);
      const event = se[1] as Extract<RobbersEvent, { kind: "moment" }>;
      expect(keepAndHalf(o)).toBeNull();
      for (const t of thefts(o)) {
        w.saw("theft");
        w.saw("odd-points", t.points % 2 === 1);
      }
      w.saw(
        "zero-theft",
        thefts(o).some((t) => t.amount === 0),
      );
      w.saw(
        "zero-award",
        event.awards.some((a) => a.points === 0),
      );
    }),
    300,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("moment-first-movement"), () => {
  const w = new Witnesses("moment-first-movement", ["several-movements-one-figure", "choice-among-several", "arrival"]);
  check(
    "moment-first-movement",
    fc.property(arrivals, ([options, se, seed]) => {
      const o = run(options, se, seed);
      expect(firstMovement(o)).toBeNull();
      const allowed = stealable(o);
      for (const t of thefts(o)) {
        w.saw("choice-among-several", (allowed.get(t.thief) ?? []).length > 1);
        w.saw(
          "several-movements-one-figure",
          ordinary(o).filter((m) => m.player === t.victim && m.figure === t.figure).length > 1,
        );
        w.saw("arrival", square(o, o.before.figures[t.victim]![t.figure]!) !== t.at);
      }
    }),
    300,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("moment-must-steal"), () => {
  const w = new Witnesses("moment-must-steal", ["must-steal", "two-robbers-one-movement", "could-not-steal"]);
  check(
    "moment-must-steal",
    fc.property(situation, ([options, se, seed]) => {
      const o = run(options, se, seed);
      expect(mustSteal(o)).toBeNull();
      for (const allowed of stealable(o).values()) {
        w.saw("must-steal", allowed.length > 0);
        w.saw("could-not-steal", allowed.length === 0);
      }
      const ts = thefts(o);
      w.saw(
        "two-robbers-one-movement",
        ts.some((a, i) => ts.some((b, j) => i !== j && a.victim === b.victim && a.figure === b.figure)),
      );
    }),
    300,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("moment-rogue-follow"), () => {
  const w = new Witnesses("moment-rogue-follow", ["follow", "follow-mixed"]);
  check(
    "moment-rogue-follow",
    fc.property(situation, ([options, se, seed]) => {
      const o = run(options, se, seed);
      expect(rogueFollow(o)).toBeNull();
      const thieves = new Set(thefts(o).map((t) => t.thief));
      for (const [owner, at] of Object.entries(o.before.robbers)) {
        if (at === null || thieves.has(owner)) continue;
        if (!rogue(o).some((m) => m.player !== owner && m.points > 0 && square(o, m.from) === at)) continue;
        w.saw("follow");
        w.saw(
          "follow-mixed",
          follows(o).some((f) => f.player === owner && f.rules.includes("RB-ROGUE-FOLLOW-MIXED")),
        );
      }
    }),
    400,
  );
  expect(w.report()).toEqual([]);
});

it(titleOf("moment-messages"), () => {
  const w = new Witnesses("moment-messages", [
    "draw",
    "rogue-draw",
    "no-draw-off-turn",
    "alone-blocks",
    "after-moment-blocks",
  ]);
  check(
    "moment-messages",
    fc.property(withMessages, ([options, se, seed]) => {
      const o = run(options, se, seed);
      expect(messages(o)).toBeNull();
      const alone = o.spec.decisions.msgAlone.value;
      for (const { move: m, eligible, drew } of darkLandings(o)) {
        if (!eligible) w.saw("no-draw-off-turn");
        else if (alone === "not-required") {
          w.saw("draw");
          w.saw("rogue-draw", m.source === "rogue");
        } else if (alone === "alone-after-moment") w.saw("after-moment-blocks", crowdedAfter(o, m));
        else w.saw("alone-blocks", !drew);
      }
    }),
    400,
  );
  expect(w.report()).toEqual([]);
});
