// Properties of a scoring moment, restated from the effects the interpreter reports: the robbed keep
// their points, thefts are half of one ordinary movement, robbers take only first movements and
// must steal when they can, rogue points are followed not stolen, and messages follow dark landings.
import fc from "fast-check";
import { expect, it } from "vitest";
import { positionOf, type RobbersEvent, type RobbersState } from "../../spec/robbers/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { arrivalArb, crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { draws, follows, moves, type Observed, observe, ordinary, rogue, square, thefts } from "./support/observe.js";

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

/** Does this ordinary movement count for robbing (INT-ZERO-POINTS)? */
const counts = (o: Observed, points: number) => points > 0 || o.spec.decisions.zeroPoints.value === "used-up";

/** Per robber out at the start, the movements the rules let it steal from (restated from effects). */
function stealable(o: Observed): Map<string, { victim: string; figure: string; points: number }[]> {
  const out = new Map<string, { victim: string; figure: string; points: number }[]>();
  const arrival = o.spec.decisions.arrival.value;
  for (const [owner, at] of Object.entries(o.before.robbers)) {
    if (at === null) continue;
    const list: { victim: string; figure: string; points: number }[] = [];
    for (const victim of o.before.players) {
      if (victim === owner) continue;
      for (const figure of ["meeple", "messenger"] as const) {
        const mine = ordinary(o).filter((m) => m.player === victim && m.figure === figure && counts(o, m.points));
        const start = o.before.figures[victim]![figure];
        const first =
          arrival === "at-start"
            ? start !== undefined && square(o, start) === at
              ? mine[0]
              : undefined
            : mine.find((m) => square(o, m.from) === at);
        if (first) list.push({ victim, figure, points: first.points });
      }
    }
    out.set(owner, list);
  }
  return out;
}

it(titleOf("moment-keep-and-half"), () => {
  const w = new Witnesses("moment-keep-and-half", ["theft", "zero-award", "zero-theft", "odd-points"]);
  check(
    "moment-keep-and-half",
    fc.property(situation, ([options, se, seed]) => {
      const o = run(options, se, seed);
      const event = se[1] as Extract<RobbersEvent, { kind: "moment" }>;
      for (const p of o.before.players) {
        const awarded = event.awards.filter((a) => a.player === p).reduce((s, a) => s + a.points, 0);
        expect(
          ordinary(o)
            .filter((m) => m.player === p)
            .reduce((s, m) => s + m.points, 0),
          `${p} keeps all it scored`,
        ).toBe(awarded);
      }
      for (const t of thefts(o)) {
        expect(t.amount).toBe(Math.ceil(t.points / 2));
        expect(t.thief).not.toBe(t.victim);
        expect(
          ordinary(o).some((m) => m.player === t.victim && m.figure === t.figure && m.points === t.points),
          "theft from an ordinary movement",
        ).toBe(true);
        w.saw("theft");
        w.saw("odd-points", t.points % 2 === 1);
      }
      // Thieves' rogue movements equal what they stole, one each; a theft of 0 (INT-ZERO-POINTS
      // "used-up") gives nothing to record, so no figure moves for it.
      for (const t of thefts(o))
        expect(
          rogue(o)
            .filter((m) => m.player === t.thief)
            .map((m) => m.points),
        ).toEqual(t.amount > 0 ? [t.amount] : []);
      expect(rogue(o).length).toBe(thefts(o).filter((t) => t.amount > 0).length);
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
      const options_ = stealable(o);
      const byThief = new Map<string, number>();
      for (const t of thefts(o)) {
        byThief.set(t.thief, (byThief.get(t.thief) ?? 0) + 1);
        const allowed = options_.get(t.thief) ?? [];
        expect(
          allowed.some((a) => a.victim === t.victim && a.figure === t.figure && a.points === t.points),
          `theft ${JSON.stringify(t)} is one of ${JSON.stringify(allowed)}`,
        ).toBe(true);
        expect(o.after.robbers[t.thief]).toBeNull();
        w.saw("choice-among-several", allowed.length > 1);
        w.saw(
          "several-movements-one-figure",
          ordinary(o).filter((m) => m.player === t.victim && m.figure === t.figure).length > 1,
        );
        w.saw("arrival", square(o, o.before.figures[t.victim]![t.figure]!) !== t.at);
      }
      for (const n of byThief.values()) expect(n).toBe(1);
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
      for (const [owner, allowed] of stealable(o)) {
        const stole = thefts(o).filter((t) => t.thief === owner);
        if (allowed.length > 0) {
          expect(stole.length, `${owner}'s robber could steal and must`).toBe(1);
          w.saw("must-steal");
        } else {
          expect(stole.length).toBe(0);
          w.saw("could-not-steal");
        }
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
      const thieves = new Set(thefts(o).map((t) => t.thief));
      for (const [owner, at] of Object.entries(o.before.robbers)) {
        if (at === null || thieves.has(owner)) continue;
        const leaving = rogue(o).filter((m) => m.player !== owner && m.points > 0 && square(o, m.from) === at);
        const end = o.after.robbers[owner];
        if (leaving.length > 0) {
          expect(
            leaving.map((m) => square(o, m.to)),
            `${owner}'s robber follows a rogue movement from ${at}`,
          ).toContain(end);
          w.saw("follow");
          w.saw(
            "follow-mixed",
            follows(o).some((f) => f.player === owner && f.rules.includes("RB-ROGUE-FOLLOW-MIXED")),
          );
        } else {
          expect(end, `${owner}'s robber neither stole nor followed, so it stays`).toBe(at);
        }
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
      const d = o.spec.decisions;
      const dark = moves(o).filter((m) => o.before.messages && m.points > 0 && m.to % 5 === 0);
      for (const m of dark) {
        const eligible =
          m.source === "rogue"
            ? d.msgOwnTurn.value === "always" || m.player === o.before.active
            : m.player === o.before.active;
        const drew = draws(o).some((x) => x.player === m.player && x.figure === m.figure && x.at === m.to % 50);
        if (!eligible) {
          expect(drew, `${m.player} draws no message off its turn`).toBe(false);
          w.saw("no-draw-off-turn");
        } else if (d.msgAlone.value === "not-required") {
          expect(drew, `${m.player}'s landing on ${m.to} draws a message`).toBe(true);
          w.saw("draw");
          w.saw("rogue-draw", m.source === "rogue");
        } else if (d.msgAlone.value === "alone-after-moment") {
          // Judged once the moment is done: drawn exactly when no other figure then stands on that space.
          const crowdedAfter = o.before.players.some((p) =>
            (["meeple", "messenger"] as const).some(
              (k) =>
                !(p === m.player && k === m.figure) &&
                square(o, positionOf(o.after.figures[p]!, k)) === square(o, m.to),
            ),
          );
          expect(drew, `${m.player}'s landing on ${m.to}, judged once the moment is done`).toBe(!crowdedAfter);
          w.saw("after-moment-blocks", crowdedAfter);
        } else {
          w.saw("alone-blocks", !drew);
        }
      }
      // Every draw is for a dark landing, and the counters agree with the effects.
      for (const x of draws(o)) expect(dark.some((m) => m.player === x.player && m.figure === x.figure)).toBe(true);
      for (const p of o.before.players)
        expect(o.after.messagesDrawn[p]! - o.before.messagesDrawn[p]!).toBe(
          draws(o).filter((x) => x.player === p).length,
        );
    }),
    400,
  );
  expect(w.report()).toEqual([]);
});
