// A player's plans in a scoring moment grouped into classes (plan-classes.ts), on small boards.
// Expected classes are worked by hand from the rules (RB-STEAL-ORDER: every order of the awards and
// a figure per award; a robber is offered the first movement starting on its space; RB-STEAL-SELF;
// MS-DARK-DRAW), or, for the classes counted figure by figure, are the classes of the same plans
// listed one by one (the way the enumerator always built them, itself checked against walking every
// path in properties/robbers/enumeration.test.ts). A counted class's plan is replayed through the
// steps' own functions (planMovements, offeredTo, messageDraws) to check it leaves the class's trace.
import { describe, expect, it } from "vitest";
import { robbersSpec } from "../../../src/games/robbers/library/api.js";
import type { Award, PlayerId, RobbersState } from "../model.js";
import { messageDraws } from "./landings.js";
import { awardsByPlayer, type MomentRules, momentRules, planMovements } from "./movements.js";
import { classesOf, type PlanClass, planPathsAtLeast } from "./plan-classes.js";
import { offeredTo } from "./steps/steal.js";

// The default readings, as the ruleset compiles them: the hand-worked values assume them.
const rules: MomentRules = momentRules(robbersSpec().decisions);

const base: RobbersState = {
  players: ["red", "blue"],
  active: "red",
  messages: false,
  figures: { red: { meeple: 3 }, blue: { meeple: 20 } },
  robbers: { red: null, blue: 3 },
  messagesDrawn: {},
  ended: false,
  bagTiles: 0,
};

const feature = (player: PlayerId, points: number): Award => ({ player, points, source: "feature" });

const onBoardOf = (s: RobbersState) => s.players.filter((p) => s.robbers[p] !== null);

/** Every class of `player`'s plans, listed plan by plan (listUpTo) or counted figure by figure (0). */
const classes = (s: RobbersState, awards: readonly Award[], player: PlayerId, listUpTo: number, r = rules) =>
  classesOf(s, awards, awardsByPlayer(awards).get(player) ?? [], player, onBoardOf(s), r, listUpTo);

const traceKey = (c: { offers: Iterable<string>; finals: { meeple: number; messenger?: number }; draws: number }) =>
  `${[...c.offers].sort().join(" ")}/${c.finals.meeple}/${c.finals.messenger}/${c.draws}`;

const byTrace = (cs: readonly PlanClass[]) => cs.map((c) => `${traceKey(c)} x${c.count}`).sort();

/** What a plan leaves, asked of the steps' functions: offers to every robber, finals, draws. */
function replay(s: RobbersState, awards: readonly Award[], player: PlayerId, c: PlanClass, r = rules) {
  const start = s.figures[player]!;
  const moves = planMovements(start, player, c.plan!, awards);
  const offers = onBoardOf(s).flatMap((o) =>
    offeredTo(o, s.robbers[o]!, player, start, moves, r).map((m) => `${o}|${m.figure}|${m.points}`),
  );
  let finals = start;
  for (const m of moves) finals = { ...finals, [m.figure]: m.to };
  return { offers, finals, draws: messageDraws(s, moves, r).length };
}

/** Counted and listed classes agree, and every counted class's plan leaves that class's trace. */
function expectCountedAsListed(s: RobbersState, awards: readonly Award[], player: PlayerId) {
  const listed = classes(s, awards, player, Number.POSITIVE_INFINITY);
  const counted = classes(s, awards, player, 0);
  expect(byTrace(counted)).toEqual(byTrace(listed));
  const mine = awardsByPlayer(awards).get(player)!;
  for (const c of counted) {
    expect(c.plan!.sequence.map((x) => x.award).sort()).toEqual([...mine].sort());
    expect(traceKey(replay(s, awards, player, c))).toBe(traceKey(c));
  }
  return listed;
}

describe("a player's plan classes, listed plan by plan", () => {
  it("red's meeple on 3 scoring 2 and 4 beside blue's robber: the order decides which movement blue is offered", () => {
    // 2 then 4: the movement 3 -> 5 starts on blue's space; 4 then 2: the movement 3 -> 7 does. Both end on 9.
    const cs = classes(base, [feature("red", 2), feature("red", 4)], "red", Number.POSITIVE_INFINITY);
    expect(cs).toEqual([
      {
        id: 0,
        offers: new Set(["blue|meeple|2"]),
        offeredTo: new Set(["blue"]),
        finals: { meeple: 9 },
        draws: 0,
        plan: {
          sequence: [
            { award: 0, figure: "meeple" },
            { award: 1, figure: "meeple" },
          ],
        },
        count: 1n,
      },
      {
        id: 1,
        offers: new Set(["blue|meeple|4"]),
        offeredTo: new Set(["blue"]),
        finals: { meeple: 9 },
        draws: 0,
        plan: {
          sequence: [
            { award: 1, figure: "meeple" },
            { award: 0, figure: "meeple" },
          ],
        },
        count: 1n,
      },
    ]);
  });

  it("red's own robber beside its meeple is offered nothing (RB-STEAL-SELF), unless self-theft is allowed", () => {
    const both: RobbersState = { ...base, robbers: { red: 3, blue: 3 } };
    const awards = [feature("red", 2), feature("red", 4)];
    const never = classes(both, awards, "red", Number.POSITIVE_INFINITY);
    expect(never.map((c) => [...c.offers])).toEqual([["blue|meeple|2"], ["blue|meeple|4"]]);
    expect(never.map((c) => [...c.offeredTo])).toEqual([["blue"], ["blue"]]);
    const allowed = classes(both, awards, "red", Number.POSITIVE_INFINITY, { ...rules, selfSteal: "allowed" });
    expect(allowed.map((c) => [...c.offers].sort())).toEqual([
      ["blue|meeple|2", "red|meeple|2"],
      ["blue|meeple|4", "red|meeple|4"],
    ]);
    expect(allowed.map((c) => [...c.offeredTo].sort())).toEqual([
      ["blue", "red"],
      ["blue", "red"],
    ]);
  });
});

describe("a player's plan classes, counted figure by figure", () => {
  it("with robbers on two figures' paths, counted classes are the listed ones and their plans leave their traces", () => {
    // The Messages: red's meeple on 3, messenger on 12; blue's robber on 3, green's on 12.
    const s: RobbersState = {
      ...base,
      players: ["red", "blue", "green"],
      messages: true,
      figures: {
        red: { meeple: 3, messenger: 12 },
        blue: { meeple: 20, messenger: 30 },
        green: { meeple: 40, messenger: 41 },
      },
      robbers: { red: null, blue: 3, green: 12 },
    };
    const listed = expectCountedAsListed(
      s,
      [2, 3, 5].map((p) => feature("red", p)),
      "red",
    );
    expect(listed.some((c) => c.offers.size > 1 && c.draws > 0 && c.count > 1n)).toBe(true);
  });

  it("without The Messages (one figure), counted plans move the meeple only", () => {
    const listed = expectCountedAsListed(
      base,
      [2, 4, 1].map((p) => feature("red", p)),
      "red",
    );
    expect(listed).toHaveLength(3);
  });

  it("draws counted per order: a 0-point award onto a dark space draws nothing, a positive one does", () => {
    // Red's meeple from 2 scores 3, 5, 10 and 0 (MS-DARK-DRAW on 5, 10, 15, 20). Ending on 20 through
    // the 0-point award after 5, 10, 3 (7, 17, 20) draws 1; through the 10 after 3, 5, 0 (5, 10, 10) draws 3.
    const s: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 2, messenger: 31 }, blue: { meeple: 20, messenger: 33 } },
      robbers: { red: null, blue: null },
    };
    const listed = expectCountedAsListed(
      s,
      [3, 5, 10, 0].map((p) => feature("red", p)),
      "red",
    );
    const allMeeple = listed
      .filter((c) => c.finals.meeple === 20)
      .map((c) => c.draws)
      .sort();
    expect(allMeeple).toEqual([1, 2, 3]);
  });

  it("offers of different robbers are never confused, whatever the player ids", () => {
    // Robbers of "0" on 10 (p's meeple), "1z" on 13 and "z" on 41. Order 3, 5, 31 (10 -> 13 -> 18 -> 49)
    // offers "0" the 3 and "1z" the 5; order 31, 5, 3 (10 -> 41 -> 46 -> 49) offers "0" the 31 and "z" the 5.
    const s: RobbersState = {
      ...base,
      players: ["p", "0", "1z", "z"],
      active: "p",
      figures: { p: { meeple: 10 }, "0": { meeple: 0 }, "1z": { meeple: 1 }, z: { meeple: 2 } },
      robbers: { p: null, "0": 10, "1z": 13, z: 41 },
    };
    const listed = expectCountedAsListed(
      s,
      [3, 5, 31].map((p) => feature("p", p)),
      "p",
    );
    const offers = listed.map((c) => [...c.offers].sort().join(" "));
    expect(offers).toContain("0|meeple|3 1z|meeple|5");
    expect(offers).toContain("0|meeple|31 z|meeple|5");
  });

  it("offers stay apart when a player id holds the separators a joined key would use", () => {
    // p's meeple on 10 (no robber there); robbers of "b" on 13, "a" on 18 and "a|meeple|31 b" on 41.
    // Order 3, 5, 31 (10 -> 13 -> 18 -> 49) offers "b" the 5 and "a" the 31; order 31, 5, 3
    // (10 -> 41 -> 46 -> 49) offers only "a|meeple|31 b" the 5. Both end on 49 with no draws, and
    // the two sets of offers joined with spaces read alike: such a key would merge the classes.
    const odd = "a|meeple|31 b";
    const s: RobbersState = {
      ...base,
      players: ["p", "a", "b", odd],
      active: "p",
      figures: { p: { meeple: 10 }, a: { meeple: 0 }, b: { meeple: 1 }, [odd]: { meeple: 2 } },
      robbers: { p: null, a: 18, b: 13, [odd]: 41 },
    };
    const awards = [3, 5, 31].map((p) => feature("p", p));
    const shape = (cs: readonly PlanClass[]) =>
      cs.map((c) => JSON.stringify([[...c.offers].sort(), c.finals, c.draws, String(c.count)])).sort();
    const listed = classes(s, awards, "p", Number.POSITIVE_INFINITY);
    const offerSets = listed.map((c) => JSON.stringify([...c.offers].sort()));
    expect(offerSets).toContain(JSON.stringify(["a|meeple|31", "b|meeple|5"]));
    expect(offerSets).toContain(JSON.stringify([`${odd}|meeple|5`]));
    expect(shape(classes(s, awards, "p", 0))).toEqual(shape(listed));
  });
});

describe("when classes are listed and when counted", () => {
  const s: RobbersState = {
    ...base,
    messages: true,
    figures: { red: { meeple: 3, messenger: 12 }, blue: { meeple: 20, messenger: 30 } },
    robbers: { red: null, blue: 3 },
  };
  const withAwards = (...points: number[]) => points.map((p) => feature("red", p));

  it("up to 384 plans (4 awards, two figures: 4! x 2^4) the classes are those of listing every plan", () => {
    const awards = withAwards(2, 4, 1, 6);
    const listed = classes(s, awards, "red", Number.POSITIVE_INFINITY);
    expect(classesOf(s, awards, [0, 1, 2, 3], "red", ["blue"], rules)).toEqual(listed);
    expect(classes(s, awards, "red", 0)).not.toEqual(listed);
  });

  it("past 384 plans (5 awards, two figures: 3840) they are counted figure by figure", () => {
    const awards = withAwards(2, 4, 1, 6, 3);
    const counted = classes(s, awards, "red", 0);
    expect(classesOf(s, awards, [0, 1, 2, 3, 4], "red", ["blue"], rules)).toEqual(counted);
    expect(classes(s, awards, "red", Number.POSITIVE_INFINITY)).not.toEqual(counted);
  });
});

describe("choice paths counted from the plans alone", () => {
  it("each player with awards picks one of k! x figures^k plans, and the moment multiplies them", () => {
    const s: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 3, messenger: 0 }, blue: { meeple: 20, messenger: 0 } },
    };
    // Red: 3 awards, 3! x 2^3 = 48 plans; blue: 2 awards, 2! x 2^2 = 8 plans.
    const event = {
      awards: [feature("red", 1), feature("blue", 2), feature("red", 3), feature("red", 4), feature("blue", 5)],
    };
    expect(planPathsAtLeast(s, event)).toBe(384n);
    // Without The Messages: red 3! = 6, blue 2! = 2.
    expect(planPathsAtLeast(base, event)).toBe(12n);
    expect(planPathsAtLeast(base, { awards: [] })).toBe(1n);
  });
});
