// What a theft cites, case by case (rulebook §3 and the readings in rules/08-interpretations.ts):
// always half rounded up, kept by the thief, taken at once and together with the other robbers;
// the per-event rule only when the moment had several awards; the order rule only when the victim
// had an order or a figure to choose; the self rule when the thief's own figure was passed over;
// the choice and multi rules when there were several movements or several thieves; The Messages'
// target rule with The Messages; and a reading only where it decided the theft. The robber going
// home, and the rogue points the thief records, cite their own rules.
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../../../properties/robbers/support/cited.js";
import { play, robbersSpec } from "../../../../src/games/robbers/library/api.js";
import { nextChoiceWith } from "../../../../src/interpreter/play.js";
import type { Award, PlayerId, RobbersState } from "../../model.js";

const ALWAYS = ["RB-STEAL-HALF", "RB-STEAL-KEEP", "RB-STEAL-FIRST", "RB-STEAL-SIMULTANEOUS"];

const base: RobbersState = {
  players: ["red", "blue"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
  robbers: { red: null, blue: 3 },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const award = (player: PlayerId, points: number, source: Award["source"] = "feature"): Award => ({
  player,
  points,
  source,
});

const effects = (state: RobbersState, awards: readonly Award[], spec = robbersSpec()) =>
  effectsOf(state, { kind: "moment", awards }, spec);
// Red's and green's meeples share space 3 with blue's robber; blue's meeple is on 12.
const bothOnThree: RobbersState = {
  ...base,
  players: ["red", "blue", "green"],
  figures: { red: { meeple: 3 }, blue: { meeple: 12 }, green: { meeple: 3 } },
  robbers: { red: null, blue: 3, green: null },
  messagesDrawn: { red: 0, blue: 0, green: 0 },
};
const steals = (state: RobbersState, awards: readonly Award[], spec = robbersSpec()) =>
  effects(state, awards, spec)
    .filter((e) => e.type === "steal")
    .map(citations);

describe("the steal step's citations", () => {
  it("one award from a feature, one robber, one movement: the four rules every theft rests on", () => {
    const all = effects(base, [award("red", 4)]);
    expect(all.filter((e) => e.type === "steal").map(citations)).toEqual([
      { rules: ALWAYS, decidedBy: ["RB-STEAL-HALF"] },
    ]);
    expect(all.filter((e) => e.type === "robber-returned").map(citations)).toEqual([
      { rules: ["RB-STEAL-RETURN"], decidedBy: ["RB-STEAL-RETURN"] },
    ]);
    // Without The Messages the thief has one figure, so recording the rogue points chose nothing.
    const rogue = all.filter((e) => e.type === "figure-moved" && e.source === "rogue").map(citations);
    expect(rogue).toEqual([{ rules: ["RB-STEAL-HALF"], decidedBy: ["RB-STEAL-HALF"] }]);
  });

  it("the victim scored twice: the theft is from one award of several, in an order the victim chose", () => {
    expect(steals(base, [award("red", 4), award("red", 6)])).toEqual([
      { rules: [...ALWAYS, "RB-STEAL-PER-EVENT", "RB-STEAL-ORDER"], decidedBy: ["RB-STEAL-HALF"] },
    ]);
  });

  it("two awards in the moment but one for the victim: per event, and no order was the victim's to choose", () => {
    expect(steals(base, [award("red", 4), award("blue", 6)])).toEqual([
      { rules: [...ALWAYS, "RB-STEAL-PER-EVENT"], decidedBy: ["RB-STEAL-HALF"] },
    ]);
  });

  it("an award other than a feature (the fairy's point) is a scoring event of its own (RB-STEAL-PER-EVENT)", () => {
    expect(steals(base, [award("red", 1, "fairy")])).toEqual([
      { rules: [...ALWAYS, "RB-STEAL-PER-EVENT"], decidedBy: ["RB-STEAL-HALF"] },
    ]);
  });

  it("with The Messages: the victim chose its figure, The Messages' target rule applies, and the thief chose where to record", () => {
    const withMessages: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 12, messenger: 30 } },
    };
    const all = effects(withMessages, [award("red", 4)]);
    expect(all.filter((e) => e.type === "steal").map(citations)).toEqual([
      { rules: [...ALWAYS, "RB-STEAL-ORDER", "RB-MSG-TARGET"], decidedBy: ["RB-STEAL-HALF"] },
    ]);
    const rogue = all.filter((e) => e.type === "figure-moved" && e.source === "rogue").map(citations);
    expect(rogue).toEqual([
      { rules: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE"], decidedBy: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE"] },
    ]);
  });

  it("the thief's own figure left the same space: it was passed over (RB-STEAL-SELF)", () => {
    const together: RobbersState = { ...base, figures: { red: { meeple: 3 }, blue: { meeple: 3 } } };
    expect(steals(together, [award("red", 4), award("blue", 2)])).toEqual([
      { rules: [...ALWAYS, "RB-STEAL-PER-EVENT", "RB-STEAL-SELF"], decidedBy: ["RB-STEAL-HALF"] },
    ]);
  });

  it("two players' figures left the robber's space: its owner chose one (RB-STEAL-CHOOSE)", () => {
    const withChoice = {
      rules: [...ALWAYS, "RB-STEAL-PER-EVENT", "RB-STEAL-CHOOSE"],
      decidedBy: ["RB-STEAL-HALF", "RB-STEAL-CHOOSE"],
    };
    expect(steals(bothOnThree, [award("red", 4), award("green", 2)])).toEqual([withChoice]);
  });

  it("two robbers beside one movement both steal from it (RB-STEAL-MULTI)", () => {
    const three: RobbersState = {
      ...base,
      players: ["red", "blue", "green"],
      figures: { red: { meeple: 3 }, blue: { meeple: 12 }, green: { meeple: 20 } },
      robbers: { red: null, blue: 3, green: 3 },
      messagesDrawn: { red: 0, blue: 0, green: 0 },
    };
    const shared = { rules: [...ALWAYS, "RB-STEAL-MULTI"], decidedBy: ["RB-STEAL-HALF", "RB-STEAL-MULTI"] };
    expect(steals(three, [award("red", 4)])).toEqual([shared, shared]);
  });

  it("a figure that arrived on the robber's space during the moment is robbed when it moves on (INT-ARRIVE-THEN-MOVE)", () => {
    const arriving: RobbersState = { ...base, figures: { red: { meeple: 1 }, blue: { meeple: 12 } } };
    // Red's first award takes its meeple 1 -> 3, beside blue's robber; the second moves it on.
    expect(steals(arriving, [award("red", 2), award("red", 4)])).toEqual([
      {
        rules: [...ALWAYS, "RB-STEAL-PER-EVENT", "RB-STEAL-ORDER", "INT-ARRIVE-THEN-MOVE"],
        decidedBy: ["RB-STEAL-HALF", "INT-ARRIVE-THEN-MOVE"],
      },
    ]);
  });

  it('a movement of 0 points is robbed only under the "used-up" reading, which is then cited', () => {
    expect(steals(base, [award("red", 0)])).toEqual([]);
    const usedUp = robbersSpec({ interpretations: { "INT-ZERO-POINTS": "used-up" } });
    expect(steals(base, [award("red", 0)], usedUp)).toEqual([
      { rules: [...ALWAYS, "INT-ZERO-POINTS"], decidedBy: ["RB-STEAL-HALF", "INT-ZERO-POINTS"] },
    ]);
  });

  it('a theft of 0 (the "used-up" reading) gives the thief nothing to record: no rogue figure is asked, none moves', () => {
    // With The Messages blue has two figures, so a theft of 1 or more asks which records it (RB-ROGUE-FIGURE).
    const withMessages: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 12, messenger: 30 } },
    };
    const usedUp = robbersSpec({ interpretations: { "INT-ZERO-POINTS": "used-up" } });
    const zero = { kind: "moment", awards: [award("red", 0)] } as const;
    // Red says which of its figures scores the 0 (RB-STEAL-ORDER); that is the only question.
    const plan = { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } } as const;
    const r = play(usedUp, withMessages, zero, [plan]);
    expect(r.ok && r.path.map((p) => p.kind)).toEqual(["plan"]);
    expect(r.ok && r.state.figures.blue).toEqual({ meeple: 12, messenger: 30 });
    expect(r.ok && r.state.robbers.blue).toBeNull();
    expect(
      r.ok && r.effects.filter((e) => e.type === "figure-moved" && (e as { source?: string }).source === "rogue"),
    ).toEqual([]);
    // A theft of 1 or more still asks.
    const one = play(usedUp, withMessages, { kind: "moment", awards: [award("red", 1)] }, [
      plan,
      { kind: "rogue", actor: "blue", pick: { figure: "messenger" } },
    ]);
    expect(one.ok && one.path.map((p) => [p.kind, p.actor])).toEqual([
      ["plan", "red"],
      ["rogue", "blue"],
    ]);
  });

  it('a figure on 50 shares space 0 only by the reading of "the same space" (INT-SAME-SPACE)', () => {
    const lapped: RobbersState = {
      ...base,
      figures: { red: { meeple: 50 }, blue: { meeple: 12 } },
      robbers: { red: null, blue: 0 },
    };
    expect(steals(lapped, [award("red", 4)])).toEqual([
      { rules: [...ALWAYS, "INT-SAME-SPACE"], decidedBy: ["RB-STEAL-HALF", "INT-SAME-SPACE"] },
    ]);
    // Below 50 the reading has nothing to decide.
    const below: RobbersState = {
      ...base,
      figures: { red: { meeple: 49 }, blue: { meeple: 12 } },
      robbers: { red: null, blue: 49 },
    };
    expect(steals(below, [award("red", 4)])).toEqual([{ rules: ALWAYS, decidedBy: ["RB-STEAL-HALF"] }]);
  });
});

describe("the steal choice", () => {
  const awards = [award("red", 4), award("green", 2)];

  it("asks the robber's owner which movement, under RB-STEAL-CHOOSE", () => {
    const asked = nextChoiceWith(robbersSpec(), bothOnThree, { kind: "moment", awards });
    // Red and green each have one award, so the first choice with options is blue's theft.
    expect(asked).toMatchObject({ kind: "steal", actor: "blue", rule: "RB-STEAL-CHOOSE" });
    expect(asked?.question).toBe("Which movement does blue's robber on space 3 steal from?");
    expect(asked?.options).toEqual([
      { victim: "red", figure: "meeple" },
      { victim: "green", figure: "meeple" },
    ]);
  });

  it("refuses to let a robber beside a movement decline, under RB-STEAL-FIRST", () => {
    const r = play(robbersSpec(), bothOnThree, { kind: "moment", awards }, [
      { kind: "steal", actor: "blue", pick: { action: "decline" } },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.rules).toEqual(["RB-STEAL-FIRST"]);
    expect(r.error.message).toContain("blue's robber has a movement to steal from and must take it now");
  });
});
