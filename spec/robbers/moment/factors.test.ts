// The pieces of the factored enumeration (factors.ts, and factored.ts's choice between a whole set
// and one made on demand) checked on moments small enough to work out by hand: the frame (who is on
// the board, what each robber could take), the robbers in reach of a thief, and the groups with
// their factors, labels, summaries and paths, which `expand` and `describeOutcomeSet` hand to
// people. Expected values are worked out from the rules (RB-STEAL-HALF rounds up, RB-STEAL-FIRST,
// RB-STEAL-RETURN, RB-ROGUE-FIGURE, RB-ROGUE-FOLLOW, MS-DARK-DRAW: dark spaces are 0, 5, 10, ...)
// and each moment's outcomes are also compared with walking every path.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/dsl/errors.js";
import type { Factor, OutcomeGroup } from "../../../src/dsl/index.js";
import { outcomes, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { robbersOutcomeKey } from "../index.js";
import type { RobbersEvent, RobbersState } from "../model.js";
import { countWork } from "./count.js";
import { enumerateMoment } from "./factored.js";
import { frameOf, reachOf } from "./factors.js";

type Moment = Extract<RobbersEvent, { kind: "moment" }>;
const spec = robbersSpec();
const d = spec.decisions;

const keys = (list: readonly { state: RobbersState; effects: readonly unknown[] }[]) =>
  list.map((o) => robbersOutcomeKey(o.state, o.effects as never)).sort();

const sameAsWalk = (state: RobbersState, event: Moment) => {
  const listed = outcomes(spec, state, event);
  const walked = outcomes(spec, state, event, { exhaustive: true });
  if (!listed.ok || !walked.ok) throw new Error("refused");
  expect(listed.outcomes.set.method).toBe("factored");
  expect(keys(listed.outcomes.all())).toEqual(keys(walked.outcomes.all()));
  expect(listed.outcomes.paths).toBe(walked.outcomes.paths);
};

const factorView = (f: Factor) => ({
  label: f.label,
  options: f.options.map((o) => ({ summary: o.summary, path: o.path, count: o.count })),
});
const summariesOf = (f: Factor) => f.options.map((o) => o.summary);

const steal = (thief: string, victim: string) => ({ kind: "steal", actor: thief, pick: { victim, figure: "meeple" } });
const rogue = (actor: string, figure: string) => ({ kind: "rogue", actor, pick: { figure } });

// Red (active) has its robber beside blue's meeple on 10; blue scores 4 (10 -> 14), so red must
// steal (RB-STEAL-FIRST) 2 points (RB-STEAL-HALF) and its meeple goes 3 -> 5. Blue's robber is in
// supply. Without The Messages there is one figure, so no rogue pick.
const single: RobbersState = {
  players: ["red", "blue"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 10 } },
  robbers: { red: 10, blue: null },
  bagTiles: 3,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const blueScores4: Moment = { kind: "moment", awards: [{ player: "blue", points: 4, source: "feature" }] };

// With The Messages: red's robber beside blue's meeple on 10, blue's robber alone on 25, green's
// robber on 3 beside red's meeple. Blue scores 4 with its meeple (10 -> 14, red steals 2) or its
// messenger (30 -> 34, nobody is offered anything, so red steals nothing). Red's 2 rogue points go
// to its meeple (3 -> 5, dark, red's own turn: one draw; green's robber follows it to 5) or to its
// messenger (20 -> 22; green's robber has nothing to follow and stays on 3).
const three: RobbersState = {
  players: ["red", "blue", "green"],
  messages: true,
  active: "red",
  figures: {
    red: { meeple: 3, messenger: 20 },
    blue: { meeple: 10, messenger: 30 },
    green: { meeple: 40, messenger: 45 },
  },
  robbers: { red: 10, blue: 25, green: 3 },
  bagTiles: 3,
  messagesDrawn: { red: 0, blue: 0, green: 0 },
  ended: false,
};

const groupsOf = (state: RobbersState, event: Moment, eager?: number): OutcomeGroup[] => {
  const set = enumerateMoment(d, state, event, eager);
  if (!set) throw new Error("not factored");
  return [...set.groups];
};

describe("frameOf", () => {
  it("lists only the robbers on the board, and what each could take", () => {
    const frame = frameOf(d, single, blueScores4)!;
    expect(frame.onBoard).toEqual(["red"]);
    expect([...frame.possible.entries()]).toEqual([["red", [null, { victim: "blue", figure: "meeple", points: 4 }]]]);
  });

  it("offers a movement only to the robber beside it", () => {
    const frame = frameOf(d, three, blueScores4)!;
    expect(frame.onBoard).toEqual(["red", "blue", "green"]);
    expect(Object.fromEntries(frame.possible)).toEqual({
      red: [null, { victim: "blue", figure: "meeple", points: 4 }],
      blue: [null],
      green: [null],
    });
  });

  it("does not apply under a misreading: every path is walked", () => {
    const misread = robbersSpec({ misreadings: ["MIS-STEAL-ROUNDS-DOWN"] });
    expect(frameOf(misread.decisions, single, blueScores4)).toBeUndefined();
    const listed = outcomes(misread, single, blueScores4);
    expect(listed.ok && listed.outcomes.set.method).toBe("exhaustive");
  });
});

describe("reachOf", () => {
  it("names the robbers still out on a space where one of the thief's figures ends, never the thief's own", () => {
    const frame = frameOf(d, three, blueScores4)!;
    expect(reachOf(frame, "red", frame.classes.get("red")!, ["red", "blue", "green"])).toEqual(["green"]);
    // Red's own robber beside red's messenger on 20 is still not in red's reach.
    const own = frameOf(d, { ...three, robbers: { ...three.robbers, red: 20 } }, blueScores4)!;
    expect(reachOf(own, "red", own.classes.get("red")!, ["red", "blue", "green"])).toEqual(["green"]);
  });
});

describe("buildGroup and thiefFactor", () => {
  it("one figure: the steal, the thief's robber returned, and a rogue factor with no pick", () => {
    sameAsWalk(single, blueScores4);
    const [g, ...rest] = groupsOf(single, blueScores4);
    expect(rest).toEqual([]);
    expect(g!.summary).toEqual({
      steals: [{ thief: "red", victim: "blue", figure: "meeple", points: 4, amount: 2 }],
      robbersReturned: ["red"],
      robbersStaying: {},
    });
    expect(g!.path).toEqual([steal("red", "blue")]);
    expect(g!.factors.map((f) => f.label)).toEqual(["scoring by blue", "rogue points of red"]);
    expect(summariesOf(g!.factors[0]!)).toEqual([{ player: "blue", meeple: 14 }]);
    expect(factorView(g!.factors[1]!)).toEqual({
      label: "rogue points of red",
      options: [{ summary: { players: [{ player: "red", meeple: 5 }], robbers: {} }, path: [], count: 1n }],
    });
  });

  it("two figures: robbers staying, followed or left behind, messenger positions and draws", () => {
    sameAsWalk(three, blueScores4);
    const [none, theft, ...rest] = groupsOf(three, blueScores4);
    expect(rest).toEqual([]);
    expect(none!.summary).toEqual({ steals: [], robbersReturned: [], robbersStaying: { red: 10, blue: 25, green: 3 } });
    expect(none!.factors.map((f) => f.label)).toEqual(["scoring by blue"]);
    expect(summariesOf(none!.factors[0]!)).toEqual([{ player: "blue", meeple: 10, messenger: 34 }]);

    expect(theft!.summary).toEqual({
      steals: [{ thief: "red", victim: "blue", figure: "meeple", points: 4, amount: 2 }],
      robbersReturned: ["red"],
      robbersStaying: { blue: 25 },
    });
    expect(theft!.path).toEqual([steal("red", "blue")]);
    expect(summariesOf(theft!.factors[0]!)).toEqual([{ player: "blue", meeple: 14, messenger: 30 }]);
    expect(factorView(theft!.factors[1]!)).toEqual({
      label: "rogue points of red",
      options: [
        {
          summary: { players: [{ player: "red", meeple: 5, messenger: 20, messagesDrawn: 1 }], robbers: { green: 5 } },
          path: [rogue("red", "meeple")],
          count: 1n,
        },
        {
          summary: { players: [{ player: "red", meeple: 3, messenger: 22 }], robbers: { green: 3 } },
          path: [rogue("red", "messenger")],
          count: 1n,
        },
      ],
    });
  });

  it("groups that agree on a player's plans share that player's factor", () => {
    // Green also scores 2, far from every robber: its factor is the same in both groups.
    const event: Moment = {
      kind: "moment",
      awards: [...blueScores4.awards, { player: "green", points: 2, source: "feature" }],
    };
    const [none, theft] = groupsOf(three, event);
    const greens = [none!, theft!].map((g) => g.factors.find((f) => f.label === "scoring by green"));
    expect(greens[0]).toBeDefined();
    expect(greens[1]).toBe(greens[0]);
  });

  it("two thieves that could drag the same robber make one factor, and every robber in its reach moves with it", () => {
    // Red's robber beside green's meeple (10), blue's beside yellow's meeple (30). Green's robber on
    // 3 is beside both thieves' meeples, yellow's on 20 beside red's messenger only.
    const state: RobbersState = {
      players: ["red", "blue", "green", "yellow"],
      messages: true,
      active: "red",
      figures: {
        red: { meeple: 3, messenger: 20 },
        blue: { meeple: 3, messenger: 40 },
        green: { meeple: 10, messenger: 45 },
        yellow: { meeple: 30, messenger: 46 },
      },
      robbers: { red: 10, blue: 30, green: 3, yellow: 20 },
      bagTiles: 3,
      messagesDrawn: { red: 0, blue: 0, green: 0, yellow: 0 },
      ended: false,
    };
    const event: Moment = {
      kind: "moment",
      awards: [
        { player: "green", points: 4, source: "feature" },
        { player: "yellow", points: 4, source: "feature" },
      ],
    };
    sameAsWalk(state, event);
    const both = groupsOf(state, event).find((g) => (g.summary as { steals: unknown[] }).steals.length === 2)!;
    expect(both.summary).toMatchObject({ robbersReturned: ["red", "blue"] });
    expect((both.summary as { robbersStaying: unknown }).robbersStaying).toEqual({});
    expect(both.factors.map((f) => f.label)).toEqual([
      "scoring by green",
      "scoring by yellow",
      "rogue points of blue, red",
    ]);
  });
  it("a third thief joins a group of two when it could drag a robber one of them could", () => {
    // Yellow's robber on 3 is beside red's and blue's meeples; black's on 33 beside blue's
    // messenger and green's meeple. Red steals from yellow's meeple, blue from black's meeple and
    // green from black's messenger: red and blue share yellow's robber, blue and green black's.
    const players = ["red", "blue", "green", "yellow", "black"];
    const state: RobbersState = {
      players,
      messages: true,
      active: "red",
      figures: {
        red: { meeple: 3, messenger: 20 },
        blue: { meeple: 3, messenger: 33 },
        green: { meeple: 33, messenger: 41 },
        yellow: { meeple: 10, messenger: 46 },
        black: { meeple: 15, messenger: 27 },
      },
      robbers: { red: 10, blue: 15, green: 27, yellow: 3, black: 33 },
      bagTiles: 3,
      messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
      ended: false,
    };
    const event: Moment = {
      kind: "moment",
      awards: [
        { player: "yellow", points: 4, source: "feature" },
        { player: "black", points: 4, source: "feature" },
        { player: "black", points: 4, source: "feature" },
      ],
    };
    sameAsWalk(state, event);
    const all = groupsOf(state, event).find((g) => (g.summary as { steals: unknown[] }).steals.length === 3)!;
    expect(all.summary).toMatchObject({ robbersReturned: ["red", "blue", "green"] });
    expect((all.summary as { robbersStaying: unknown }).robbersStaying).toEqual({});
    expect(all.factors.map((f) => f.label)).toEqual([
      "scoring by yellow",
      "scoring by black",
      "rogue points of green, blue, red",
    ]);
  });
});

describe("enumerateMoment: a whole set or one made on demand", () => {
  it("builds the whole set when the groups are exactly as many as the limit", () => {
    const set = enumerateMoment(d, three, blueScores4, 2)!;
    expect(set.totals).toBeUndefined();
    expect(set.groups).toHaveLength(2);
  });

  // Four thieves each beside a victim's meeple that scores 1, 2, 3 and 4 in any order: each robber
  // takes the first movement, one of 4, independently (RB-STEAL-MULTI), so 4^4 = 256 groups.
  const players = ["red", "blue", "green", "yellow", "black"];
  const start: Record<string, number> = { red: 48, blue: 1, green: 13, yellow: 25, black: 37 };
  const big: RobbersState = {
    players,
    messages: false,
    active: "red",
    figures: Object.fromEntries(players.map((p) => [p, { meeple: start[p]! }])),
    robbers: { red: 1, blue: 13, green: 25, yellow: 37, black: null },
    bagTiles: 3,
    messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
    ended: false,
  };
  const bigEvent: Moment = {
    kind: "moment",
    awards: ["blue", "green", "yellow", "black"].flatMap((player) =>
      [1, 2, 3, 4].map((points) => ({ player, points, source: "feature" as const })),
    ),
  };

  it("past the limit, holds the first 200 groups of 256 and makes all of them on demand", () => {
    const whole = enumerateMoment(d, big, bigEvent, Number.POSITIVE_INFINITY)!;
    expect(whole.groups).toHaveLength(256);
    const onDemand = enumerateMoment(d, big, bigEvent, 0)!;
    expect(onDemand.method).toBe("factored");
    expect(onDemand.totals?.groups).toBe(256n);
    const summaries = (gs: Iterable<OutcomeGroup>) => [...gs].map((g) => JSON.stringify(g.summary));
    expect(summaries(onDemand.groups)).toEqual(summaries(whole.groups.slice(0, 200)));
    expect(summaries(onDemand.totals!.all())).toEqual(summaries(whole.groups));
  });

  it("counts a moment whose counting work is exactly the limit, and refuses it one step under", () => {
    const work = countWork(frameOf(d, big, bigEvent)!);
    expect(work).toBeGreaterThan(1);
    expect(enumerateMoment(d, big, bigEvent, 0, work)?.totals?.groups).toBe(256n);
    expect(() => enumerateMoment(d, big, bigEvent, 0, work - 1)).toThrow(/too large to count exactly/);
  });

  it("refuses a moment too large to count, citing no rule and naming MAX_COUNT_WORK", () => {
    // Five robbers on one space beside every figure, each player scoring six different amounts.
    const six = ["red", "blue", "green", "yellow", "black", "grey"];
    const state: RobbersState = {
      players: six,
      messages: true,
      active: "red",
      figures: Object.fromEntries(six.map((p) => [p, { meeple: 21, messenger: 71 }])),
      robbers: Object.fromEntries(six.map((p, i) => [p, i === 0 ? null : 21])),
      bagTiles: 0,
      messagesDrawn: Object.fromEntries(six.map((p) => [p, 0])),
      ended: false,
    };
    const event: Moment = {
      kind: "moment",
      awards: six.flatMap((player, i) =>
        [1, 3, 5, 7, 9, 11].map((points) => ({ player, points: points + 12 * i, source: "feature" as const })),
      ),
    };
    let thrown: unknown;
    try {
      enumerateMoment(d, state, event);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    const err = thrown as RuleError;
    expect(err.kind).toBe("invalid-event");
    expect(err.rules).toEqual([]);
    expect(err.message).toMatch(
      /^this moment is too large to count exactly: about \d\.\de\+\d+ steps of counting, past the limit of 1\.0e\+8 \(MAX_COUNT_WORK\), because several robbers share a space beside figures that offer them many different amounts; ask about fewer awards, or fewer robbers on that space$/,
    );
  });
});
