// Phase 2's refusals, one per way a plan can be wrong: a pick comes from outside, so every malformed
// one (not a list, null, an unknown action, a count or payment of the wrong type or size) must be
// refused as an illegal choice, never crash, and every refusal must cite the rule the plan breaks.
// The expected rule ids and numbers come from the rulebook (shared/sources/004_7cad5ba990d5d333.txt,
// "Phase 2: Choose an Action/Actions and Execute" and its action list) as spec/macrobber/rules/03-actions.ts
// and 07-interpretations.ts state it: monks take 1 or 2 green (MR-ACT-MONKS); an estate costs 1 yellow
// and 1 red or 1 yellow and 2 green (MR-ACT-ESTATE), part of which may come from the own court
// (MR-ESTATE-PAY-COURT); cattle, castle and abbey need a free estate; the bard spends 1 blue and takes
// up to 2 tokens of different colours from fellow players' courts, at least one into the sack
// (MR-ACT-BARD); no court drops below 3 warriors (MR-WARRIORS-MIN).
import { describe, expect, it } from "vitest";
import { macRobberSpec, play } from "../../src/games/macrobber/library/api.js";
import { arrange, type ClanArrangement } from "../../src/games/macrobber/library/arrange.js";
import { planRefusal } from "./actions.js";
import type { MacRobberState, Tokens } from "./model.js";

const spec = macRobberSpec();
const severalPerAction = macRobberSpec({ interpretations: { "MR-INT-ONE-TOKEN": "several" } });
const ACTION_NAMES = "cattle, castle, abbey, warriors, bagpipers, monks, bard, estate";

/** Ann, the beginning player of three (so she may take two actions), in phase 2 with `drawn`. */
const annDrew = (drawn: Partial<Tokens>, clans: Record<string, ClanArrangement> = {}, under = spec) =>
  arrange(under, {
    players: ["ann", "ben", "cat"],
    seed: 6,
    phase: "act",
    active: "ann",
    drawn: { yellow: 0, blue: 0, green: 0, red: 0, ...drawn },
    clans,
  });

/** Plays the plan as the active player's pick; a crash (not a RuleError) fails the test here. */
function refusalOf(state: MacRobberState, plan: unknown, under = spec) {
  const r = play(under, state, null, [{ kind: "actions", actor: state.active, pick: plan }]);
  if (r.ok) throw new Error(`the plan ${JSON.stringify(plan)} was accepted`);
  return { kind: r.error.kind, rules: r.error.rules, reason: r.error.reason };
}
const refused = (rule: string, says: string) => ({
  kind: "illegal-choice",
  rules: [rule],
  reason: expect.stringContaining(says),
});

describe("a plan's actions that are not actions", () => {
  const s = annDrew({ yellow: 1, blue: 1 });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a bare name", "warriors"],
    ["an object without action", {}],
    ["a numeric action", { action: 7 }],
    ["an Object.prototype member", { action: "toString" }],
    ["a misspelt action", { action: "Warriors", count: 1 }],
    // A list holding a name reads as "warriors" when used as a property key, yet it is no name.
    ["an action name inside a list", { action: ["warriors"], count: 1 }],
  ])("refuses %s under MR-ACT-CHOOSE, alone or as the first of two actions", (_, action) => {
    const notAnAction = `is not an action (expected one of ${ACTION_NAMES})`;
    expect(refusalOf(s, [action])).toEqual(refused("MR-ACT-CHOOSE", notAnAction));
    expect(refusalOf(s, [action, { action: "warriors", count: 1 }])).toEqual(refused("MR-ACT-CHOOSE", notAnAction));
  });

  it("refuses two things that are not actions under MR-ACT-CHOOSE, not as one action chosen twice", () => {
    // MR-ACT-NO-REPEAT is about choosing one action twice; null or an unknown name is no action at all.
    for (const plan of [
      [null, null],
      [{}, {}],
      [{ action: "feast" }, { action: "feast" }],
      // A name held in a list is no name (see above), though it reads as "warriors" when used as a key.
      [{ action: ["warriors"] }, { action: ["warriors"] }],
    ]) {
      expect(refusalOf(s, plan), JSON.stringify(plan)).toEqual(refused("MR-ACT-CHOOSE", "action 1: "));
    }
    expect(refusalOf(s, [{ action: "warriors", count: 1 }, { action: "feast" }])).toEqual(
      refused("MR-ACT-CHOOSE", 'action 2: "feast" is not an action'),
    );
  });

  it("refuses a plan that is not a list of one or two actions under MR-ACT-CHOOSE", () => {
    for (const plan of [null, {}, { action: "warriors", count: 1 }]) {
      expect(refusalOf(s, plan), JSON.stringify(plan)).toEqual(
        refused("MR-ACT-CHOOSE", "a plan is a list of one or two actions"),
      );
    }
  });
});

describe("how many tokens a court action places", () => {
  it("refuses monks taking other than 1 or 2 green tokens, or a count that is not a whole number (MR-ACT-MONKS)", () => {
    const s = annDrew({ green: 3, yellow: 1 });
    for (const [count, shown] of [
      [3, "3"],
      [0, "0"],
      [1.5, "1.5"],
      ["2", '"2"'],
      [null, "null"],
      [undefined, "undefined"],
    ] as const) {
      expect(refusalOf(s, [{ action: "monks", count }]), shown).toEqual(
        refused("MR-ACT-MONKS", `monks take 1 or 2 green tokens, not ${shown}`),
      );
    }
  });

  it("accepts monks taking 1 or 2 green tokens", () => {
    const s = annDrew({ green: 3, yellow: 1 });
    for (const count of [1, 2]) expect(planRefusal(s, spec.decisions, [{ action: "monks", count }])).toBeNull();
  });

  it("under MR-INT-ONE-TOKEN 'one' (the default), a count outside 1 to 4 breaks the action itself, and 2 to 4 the reading too", () => {
    // Warriors and bagpipers place 1 to 4 tokens under every reading (MR-ACT-WARRIORS, MR-ACT-BAGPIPERS);
    // only the reading "one" limits an action to one token, so only then does a 2 cite it beside the action.
    const s = annDrew({ yellow: 5, blue: 5 });
    for (const [count, shown] of [
      [0, "0"],
      [5, "5"],
      [1.5, "1.5"],
      ["1", '"1"'],
      [undefined, "undefined"],
    ] as const) {
      expect(refusalOf(s, [{ action: "warriors", count }]), shown).toEqual(
        refused("MR-ACT-WARRIORS", `count must be 1 to 4, not ${shown}`),
      );
    }
    expect(refusalOf(s, [{ action: "bagpipers", count: 2 }])).toEqual({
      kind: "illegal-choice",
      rules: ["MR-ACT-BAGPIPERS", "MR-INT-ONE-TOKEN"],
      reason: expect.stringContaining('count must be 1 (one token per action under MR-INT-ONE-TOKEN "one"), not 2'),
    });
  });

  it("under MR-INT-ONE-TOKEN 'several', refuses warriors or bagpipers outside 1 to 4 under the action's own rule", () => {
    const s = annDrew({ yellow: 5, blue: 1 }, {}, severalPerAction);
    for (const [count, shown] of [
      [5, "5"],
      [0, "0"],
      [2.5, "2.5"],
      ["2", '"2"'],
      [undefined, "undefined"],
    ] as const) {
      expect(refusalOf(s, [{ action: "warriors", count }], severalPerAction), shown).toEqual(
        refused("MR-ACT-WARRIORS", `count must be 1 to 4, not ${shown}`),
      );
    }
    const bluer = annDrew({ blue: 5, yellow: 1 }, {}, severalPerAction);
    expect(refusalOf(bluer, [{ action: "bagpipers", count: 5 }], severalPerAction)).toEqual(
      refused("MR-ACT-BAGPIPERS", "count must be 1 to 4, not 5"),
    );
  });
});

describe("the price of an estate", () => {
  const estate = (pay: unknown, fromCourt: unknown) => [{ action: "estate", pay, fromCourt }];

  it("refuses a payment other than red or green under MR-ACT-ESTATE", () => {
    // Both prices are in the drawn tokens, so only the payment's name is wrong.
    const s = annDrew({ yellow: 1, green: 2, red: 1 });
    for (const [pay, shown] of [
      ["blue", '"blue"'],
      [undefined, "undefined"],
      [null, "null"],
    ] as const) {
      expect(refusalOf(s, estate(pay, { yellow: 0, green: 0 })), shown).toEqual(
        refused(
          "MR-ACT-ESTATE",
          `an estate is paid with "red" (1 yellow, 1 red) or "green" (1 yellow, 2 green), not ${shown}`,
        ),
      );
    }
  });

  it("refuses court payments beyond the price, or not given as yellow and green counts, under MR-ESTATE-PAY-COURT", () => {
    // Ann's court holds 6 warriors and 2 monks, so each payment below is one the court could make.
    const s = annDrew({ yellow: 1, green: 2, red: 1 }, { ann: { court: { yellow: 6, green: 2 } } });
    const redOnly = "fromCourt must give yellow 0-1 and green 0 (the court pays only what the price asks)";
    const withGreen = "fromCourt must give yellow 0-1 and green 0-2 (the court pays only what the price asks)";
    for (const fromCourt of [
      undefined,
      null,
      "court",
      { yellow: 0 },
      { yellow: 2, green: 0 },
      { yellow: -1, green: 0 },
      { yellow: "1", green: 0 },
      { yellow: 0, green: 1 },
    ]) {
      expect(refusalOf(s, estate("red", fromCourt)), `red ${JSON.stringify(fromCourt)}`).toEqual(
        refused("MR-ESTATE-PAY-COURT", redOnly),
      );
    }
    for (const fromCourt of [undefined, { yellow: 2, green: 0 }, { yellow: 0, green: 3 }, { yellow: 0, green: 0.5 }]) {
      expect(refusalOf(s, estate("green", fromCourt)), `green ${JSON.stringify(fromCourt)}`).toEqual(
        refused("MR-ESTATE-PAY-COURT", withGreen),
      );
    }
  });

  it("accepts the whole price from the court when the court can pay it", () => {
    const s = annDrew({ red: 1 }, { ann: { court: { yellow: 6, green: 2 } } });
    expect(planRefusal(s, spec.decisions, estate("green", { yellow: 1, green: 2 }))).toBeNull();
  });

  it("refuses paying a warrior from a court of 3 under MR-WARRIORS-MIN", () => {
    const s = annDrew({ red: 1 }, { ann: { court: { yellow: 3 } } });
    expect(refusalOf(s, estate("red", { yellow: 1, green: 0 }))).toEqual(
      refused("MR-WARRIORS-MIN", "paying a warrior would leave ann with fewer than 3 warriors"),
    );
  });

  it("refuses paying more monks than the court holds under MR-ESTATE-PAY-COURT", () => {
    const s = annDrew({ yellow: 1 }, { ann: { court: { green: 1 } } });
    expect(refusalOf(s, estate("green", { yellow: 0, green: 2 }))).toEqual(
      refused("MR-ESTATE-PAY-COURT", "ann's court has only 1 monk(s)"),
    );
  });
});

describe("cattle, castle and abbey need a free estate", () => {
  it.each([
    ["cattle", "MR-ACT-CATTLE"],
    ["castle", "MR-ACT-CASTLE"],
    ["abbey", "MR-ACT-ABBEY"],
  ])("refuses %s under %s when both of ann's estates hold something", (action, rule) => {
    // The starting cattle stands on one estate, a castle on the other.
    const s = annDrew({ red: 1, blue: 2, green: 3 }, { ann: { estates: { castles: 1 } } });
    expect(refusalOf(s, [{ action }])).toEqual(refused(rule, "ann has no free estate (MR-ESTATE-ONE-THING)"));
  });
});

describe("the bard", () => {
  const bard = (take: unknown, keep: unknown) => [{ action: "bard", take, keep }];
  const ben = (colour: unknown) => ({ from: "ben", colour });

  it("refuses a take that is not a list of at most 2 tokens under MR-ACT-BARD", () => {
    // Ben's court holds a monk, so even the 3 tokens of 3 colours are there to take.
    const s = annDrew({ blue: 1, yellow: 1 }, { ben: { court: { green: 1 } } });
    for (const take of [undefined, null, "ben", {}, { from: "ben", colour: "blue" }]) {
      expect(refusalOf(s, bard(take, null)), JSON.stringify(take)).toEqual(
        refused("MR-ACT-BARD", "the bard takes a list of at most 2 tokens"),
      );
    }
    expect(refusalOf(s, bard([ben("yellow"), ben("blue"), ben("green")], "yellow"))).toEqual(
      refused("MR-ACT-BARD", "the bard takes a list of at most 2 tokens"),
    );
  });

  it("refuses a taken token that is not a yellow, blue or green court token under MR-ACT-BARD", () => {
    const s = annDrew({ blue: 1, yellow: 1 });
    const fromACourt = "the bard takes yellow, blue or green tokens from a court";
    for (const token of [null, 42, { from: "ben" }, ben("red"), ben("Blue")]) {
      expect(refusalOf(s, bard([token], null)), JSON.stringify(token)).toEqual(
        refused("MR-ACT-BARD", `take[0]: ${fromACourt}`),
      );
    }
    expect(refusalOf(s, bard([ben("yellow"), null], "yellow"))).toEqual(
      refused("MR-ACT-BARD", `take[1]: ${fromACourt}`),
    );
  });

  it("refuses taking from ann herself or from someone not playing under MR-ACT-BARD", () => {
    const s = annDrew({ blue: 1, yellow: 1 });
    for (const [from, shown] of [
      ["ann", '"ann"'],
      ["dan", '"dan"'],
      [undefined, "undefined"],
    ] as const) {
      expect(refusalOf(s, bard([{ from, colour: "blue" }], null)), shown).toEqual(
        refused("MR-ACT-BARD", `take[0]: ${shown} is not a fellow player of ann`),
      );
    }
  });

  it("refuses two tokens of one colour under MR-ACT-BARD", () => {
    const s = annDrew({ blue: 1, yellow: 1 }, { ben: { court: { yellow: 6 } } });
    expect(refusalOf(s, bard([ben("yellow"), ben("yellow")], "yellow"))).toEqual(
      refused("MR-ACT-BARD", "the two tokens must be of different colours"),
    );
  });

  it("refuses tokens from two fellow players under MR-INT-BARD-VICTIM 'one-player', and accepts them under 'any-players'", () => {
    const twoCourts = bard([ben("yellow"), { from: "cat", colour: "blue" }], "blue");
    const s = annDrew({ blue: 1, yellow: 1 });
    expect(refusalOf(s, twoCourts)).toEqual({
      kind: "illegal-choice",
      rules: ["MR-ACT-BARD", "MR-INT-BARD-VICTIM"],
      reason: expect.stringContaining(`both tokens come from one fellow player's court (reading "one-player")`),
    });
    const anyPlayers = macRobberSpec({ interpretations: { "MR-INT-BARD-VICTIM": "any-players" } });
    const t = annDrew({ blue: 1, yellow: 1 }, {}, anyPlayers);
    expect(planRefusal(t, anyPlayers.decisions, twoCourts)).toBeNull();
  });

  it("refuses a colour the fellow player's court lacks under MR-ACT-BARD", () => {
    // Courts start without monks.
    const s = annDrew({ blue: 1, yellow: 1 });
    expect(refusalOf(s, bard([ben("green")], null))).toEqual(refused("MR-ACT-BARD", "ben's court has no green token"));
  });

  it("refuses a warrior from a court of 3 under MR-WARRIORS-MIN", () => {
    const s = annDrew({ blue: 1, yellow: 1 }, { ben: { court: { yellow: 3 } } });
    expect(refusalOf(s, bard([ben("yellow")], null))).toEqual(
      refused("MR-WARRIORS-MIN", "ben would keep fewer than 3 warriors"),
    );
  });

  it("refuses keeping a colour that was not taken under MR-ACT-BARD", () => {
    const s = annDrew({ blue: 1, yellow: 1 });
    for (const [keep, shown] of [
      ["green", '"green"'],
      ["red", '"red"'],
      [undefined, "undefined"],
    ] as const) {
      expect(refusalOf(s, bard([ben("yellow"), ben("blue")], keep)), shown).toEqual(
        refused("MR-ACT-BARD", `keep ${shown} is not one of the tokens taken`),
      );
    }
  });

  it("refuses keeping the only token taken under MR-ACT-BARD: at least one goes to the sack", () => {
    const s = annDrew({ blue: 1, yellow: 1 });
    expect(refusalOf(s, bard([ben("yellow")], "yellow"))).toEqual(
      refused("MR-ACT-BARD", "with fewer than 2 tokens taken, the token goes to the sack"),
    );
  });

  it("refuses a well-formed bard without a drawn blue token under MR-ACT-BARD", () => {
    const s = annDrew({ yellow: 1 });
    expect(refusalOf(s, bard([ben("blue")], null))).toEqual(
      refused("MR-ACT-BARD", "it needs 1 blue of the drawn tokens; 1 yellow remain"),
    );
  });

  it("accepts two tokens of different colours from one fellow player, keeping one", () => {
    const s = annDrew({ blue: 1, yellow: 1 });
    expect(planRefusal(s, spec.decisions, bard([ben("yellow"), ben("blue")], "yellow"))).toBeNull();
  });
});
