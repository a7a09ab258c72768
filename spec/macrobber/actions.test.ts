// Phase 2's plan list, counted by hand for small situations: which single actions and pairs the
// rules allow, and the rule a refused plan cites.
import { describe, expect, it } from "vitest";
import { macRobberSpec } from "../../src/games/macrobber/library/api.js";
import { arrange } from "../../src/games/macrobber/library/arrange.js";
import { legalPlans, planRefusal } from "./actions.js";

const spec = macRobberSpec();
const T = (t: Partial<Record<"yellow" | "blue" | "green" | "red", number>>) => ({
  yellow: 0,
  blue: 0,
  green: 0,
  red: 0,
  ...t,
});

describe("legal plans", () => {
  // 1 yellow and 1 blue drawn, 3 players, default courts (4 warriors, 2 bagpipers, no monks):
  // warriors; bagpipers; the bard: one token (yellow or blue from either fellow: 4), or a yellow
  // and a blue from one fellow keeping either (2 fellows x 2 keeps = 4): 8; and the two orders of
  // warriors + bagpipers. Nothing else is affordable (no red, no green, 1 blue).
  it("counts 12 plans for the second player and 10 for the last (no pairs); 13 when the bard may take nothing", () => {
    const second = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 1,
      phase: "act",
      active: "ben",
      drawn: T({ yellow: 1, blue: 1 }),
    });
    expect(legalPlans(second, spec.decisions)).toHaveLength(12);
    const last = { ...second, active: "cat" };
    expect(legalPlans(last, spec.decisions)).toHaveLength(10);
    expect(
      legalPlans(second, macRobberSpec({ interpretations: { "MR-INT-BARD-EMPTY": "up-to-two" } }).decisions),
    ).toHaveLength(13);
  });

  it("lets an estate bought first hold the cattle bought second, not the other way round when no estate is free", () => {
    const s = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 2,
      phase: "act",
      active: "ann",
      drawn: T({ yellow: 1, red: 2 }),
      clans: { ann: { estates: { castles: 1 } } },
    });
    const estate = { action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } };
    expect(planRefusal(s, spec.decisions, [estate, { action: "cattle" }])).toBeNull();
    expect(planRefusal(s, spec.decisions, [{ action: "cattle" }, estate])?.rule).toBe("MR-ACT-CATTLE");
  });

  it("refuses malformed plans citing MR-ACT-CHOOSE", () => {
    const s = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 3,
      phase: "act",
      active: "ann",
      drawn: T({ yellow: 6 }),
    });
    expect(planRefusal(s, spec.decisions, [])?.rule).toBe("MR-ACT-CHOOSE");
    expect(planRefusal(s, spec.decisions, "warriors")?.rule).toBe("MR-ACT-CHOOSE");
    expect(planRefusal(s, spec.decisions, [{ action: "feast" }])?.rule).toBe("MR-ACT-CHOOSE");
    expect(
      planRefusal(s, spec.decisions, [
        { action: "warriors", count: 1 },
        { action: "monks", count: 1 },
        { action: "bagpipers", count: 1 },
      ])?.rule,
    ).toBe("MR-ACT-CHOOSE");
  });
});

describe("refusal messages say what is wrong", () => {
  const at = (drawn: Partial<Record<"yellow" | "blue" | "green" | "red", number>>, more: object = {}) =>
    arrange(spec, { players: ["ann", "ben", "cat"], seed: 4, phase: "act", active: "ann", drawn: T(drawn), ...more });
  const refuse = (state: ReturnType<typeof at>, plan: unknown, d = spec.decisions) => planRefusal(state, d, plan);

  it("names the plan's fault and the action it is in", () => {
    expect(
      refuse(at({ yellow: 2 }, { active: "cat" }), [
        { action: "warriors", count: 1 },
        { action: "monks", count: 1 },
      ])?.message,
    ).toBe("cat is the last player of the round and takes one action");
    expect(
      refuse(at({ blue: 2 }), [
        { action: "bard", take: [], keep: null },
        { action: "bagpipers", count: 1 },
      ])?.message,
    ).toBe("the bard is the only action of its turn");
    expect(
      refuse(at({ green: 2 }), [
        { action: "monks", count: 1 },
        { action: "monks", count: 1 },
      ])?.message,
    ).toBe("monks is chosen twice");
    expect(
      refuse(at({ green: 3, blue: 2 }), [{ action: "monks", count: 1 }, { action: "castle" }, { action: "abbey" }])
        ?.message,
    ).toBe("a plan is a list of one or two actions");
    expect(refuse(at({ yellow: 1 }), [{ action: "warriors", count: 1 }, { action: "castle" }])?.message).toMatch(
      /^action 2 \(\{"action":"castle"\}\): it needs 2 blue of the drawn tokens; none remain$/,
    );
    expect(refuse(at({ yellow: 1 }), [{ action: "feast" }])?.message).toBe(
      'action 1 ({"action":"feast"}): "feast" is not an action (expected one of cattle, castle, abbey, warriors, bagpipers, monks, bard, estate)',
    );
  });

  it("names the reading behind a refusal", () => {
    expect(refuse(at({ yellow: 3 }), [{ action: "warriors", count: 2 }])).toEqual({
      rule: ["MR-ACT-WARRIORS", "MR-INT-ONE-TOKEN"],
      message:
        'action 1 ({"action":"warriors","count":2}): count must be 1 (one token per action under MR-INT-ONE-TOKEN "one"), not 2',
    });
    // A reading's refusal cites the rule it reads beside the reading, as phase 3's exchange count does.
    const empty = refuse(at({ blue: 1 }), [{ action: "bard", take: [], keep: null }]);
    expect(empty?.rule).toEqual(["MR-ACT-BARD", "MR-INT-BARD-EMPTY"]);
    expect(empty?.message).toMatch(/the bard takes at least 1 token \(reading "at-least-one"\)$/);
    const two = [
      { from: "ben", colour: "yellow" },
      { from: "ben", colour: "blue" },
    ];
    const ownCourt = refuse(at({ blue: 1 }), [{ action: "bard", take: two, keep: null }]);
    expect(ownCourt?.rule).toEqual(["MR-ACT-BARD", "MR-INT-BARD-SECOND"]);
    expect(ownCourt?.message).toMatch(/one goes to the own court \(reading "own-court"\): say which with keep$/);
  });

  it("refuses an estate when the estate deck is empty", () => {
    const s = at({ yellow: 1, red: 1 });
    const emptied = { ...s, estateDeck: [], estatesOut: [...s.estatesOut, ...s.estateDeck] };
    expect(refuse(emptied, [{ action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } }])).toEqual({
      rule: "MR-ACT-ESTATE",
      message:
        'action 1 ({"action":"estate","fromCourt":{"green":0,"yellow":0},"pay":"red"}): the estate deck is empty',
    });
  });
});
