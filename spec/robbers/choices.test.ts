// Choice points: picks compared by value, plan picks checked field by field with a reason, option
// lists shortened in messages, and the number of plans (n! orders times figures^n).
import { describe, expect, it } from "vitest";
import { allPlans, canonical, listPoint, planPoint, samePick } from "./choices.js";

describe("picks compared by value", () => {
  it("canonical JSON sorts keys, drops undefined and keeps arrays in order", () => {
    expect(canonical({ b: 1, a: [2, { d: 3, c: undefined }] })).toBe('{"a":[2,{"d":3}],"b":1}');
    expect(canonical(undefined)).toBe("undefined");
    expect(canonical(null)).toBe("null");
  });
  it("samePick: flat records by field, key order and undefined fields ignored", () => {
    expect(samePick({ victim: "red", figure: "meeple" }, { figure: "meeple", victim: "red" })).toBe(true);
    expect(samePick({ action: "decline" }, { action: "decline", at: undefined })).toBe(true);
    expect(samePick({ action: "place", at: 3 }, { action: "place", at: 4 })).toBe(false);
    expect(samePick({ action: "place", at: 3 }, { action: "place" })).toBe(false);
    expect(samePick({ action: "place" }, { action: "place", at: 3 })).toBe(false);
    expect(samePick({ a: 1 }, null)).toBe(false);
    expect(samePick(null, { a: 1 })).toBe(false);
    expect(samePick([1], [1])).toBe(false);
    expect(samePick({ a: 1 }, [1])).toBe(false);
    expect(samePick("x", "x")).toBe(true);
    expect(samePick("x", { x: 1 })).toBe(false);
    expect(samePick({ s: [1, 2] }, { s: [1, 2] })).toBe(true);
    expect(samePick({ s: [1, 2] }, { s: [2, 1] })).toBe(false);
  });
});

describe("list choice points", () => {
  const point = listPoint(
    "place",
    "red",
    "RB-PLACE-TARGET",
    "where?",
    Array.from({ length: 10 }, (_, i) => ({ action: "place", at: i })),
  );
  it("accepts a listed pick and refuses another, listing at most eight options", () => {
    expect(point.check({ at: 3, action: "place" })).toBeNull();
    const why = point.check({ action: "place", at: 30 });
    expect(why).toBe(
      '{"action":"place","at":30} is not one of the legal options: {"action":"place","at":0} | {"action":"place","at":1} | {"action":"place","at":2} | {"action":"place","at":3} | {"action":"place","at":4} | {"action":"place","at":5} | {"action":"place","at":6} | {"action":"place","at":7} | ... (10 in all)',
    );
    expect(point.size()).toBe(10);
  });
  it("lists every option when there are eight or fewer", () => {
    const small = listPoint("rogue", "red", "RB-ROGUE-FIGURE", "which?", [
      { figure: "meeple" },
      { figure: "messenger" },
    ]);
    expect(small.check({ figure: "robber" })).toBe(
      '{"figure":"robber"} is not one of the legal options: {"figure":"meeple"} | {"figure":"messenger"}',
    );
  });
});

describe("plans", () => {
  it("counts n! orders times figures^n, all distinct", () => {
    const plans = allPlans([0, 2, 5], ["meeple", "messenger"]);
    expect(plans.length).toBe(6 * 8);
    expect(new Set(plans.map(canonical)).size).toBe(48);
    expect(allPlans([4], ["meeple"])).toEqual([{ sequence: [{ award: 4, figure: "meeple" }] }]);
    expect(allPlans([], ["meeple"])).toEqual([{ sequence: [] }]);
    expect(planPoint("red", [0, 1, 2, 3], ["meeple", "messenger"]).size()).toBe(24 * 16);
    expect(planPoint("red", [0], ["meeple"]).size()).toBe(1);
  });
  const point = planPoint("red", [1, 3], ["meeple", "messenger"]);
  const cases: [string, unknown, string | null][] = [
    [
      "a legal plan",
      {
        sequence: [
          { award: 3, figure: "messenger" },
          { award: 1, figure: "meeple" },
        ],
      },
      null,
    ],
    ["no sequence", { order: [] }, 'a plan needs a "sequence" array of {award, figure}'],
    ["null", null, 'a plan needs a "sequence" array of {award, figure}'],
    [
      "too short",
      { sequence: [{ award: 1, figure: "meeple" }] },
      "red has 2 award(s) in this moment (1, 3), the plan lists 1",
    ],
    [
      "someone else's award",
      {
        sequence: [
          { award: 1, figure: "meeple" },
          { award: 2, figure: "meeple" },
        ],
      },
      "sequence[1].award 2 is not one of red's awards (1, 3)",
    ],
    [
      "award not a number",
      {
        sequence: [
          { award: "1", figure: "meeple" },
          { award: 3, figure: "meeple" },
        ],
      },
      'sequence[0].award "1" is not one of red\'s awards (1, 3)',
    ],
    [
      "a null step",
      { sequence: [null, { award: 3, figure: "meeple" }] },
      "sequence[0].award undefined is not one of red's awards (1, 3)",
    ],
    [
      "the same award twice",
      {
        sequence: [
          { award: 1, figure: "meeple" },
          { award: 1, figure: "meeple" },
        ],
      },
      "award 1 appears twice",
    ],
    [
      "an unknown figure",
      {
        sequence: [
          { award: 1, figure: "robber" },
          { award: 3, figure: "meeple" },
        ],
      },
      'sequence[0].figure "robber" is not one of meeple, messenger',
    ],
    [
      "an unknown key",
      {
        sequence: [
          { award: 1, figure: "meeple", extra: 1 },
          { award: 3, figure: "meeple" },
        ],
      },
      "sequence[0] has unknown keys",
    ],
  ];
  for (const [name, pick, why] of cases) it(`checks ${name}`, () => expect(point.check(pick)).toBe(why));
  it("asks a question naming the player and the awards", () =>
    expect(point.question).toBe("In which order does red score awards 1, 3, and with which figure each?"));
});
