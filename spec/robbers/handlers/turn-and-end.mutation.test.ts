// Game end and turn changes, restated from the rules (rules/06-final.ts, rules/00-base.ts): the
// robber bonus is a movement of 3 on a figure its owner chooses, citing the bonus rule first and the
// rule that nobody can steal it; the owner is asked which figure, by name; the end and a new turn
// cite BASE-TURNS.
import { describe, expect, it } from "vitest";
import { play, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { nextChoiceWith } from "../../../src/interpreter/play.js";
import { initialState, type RobbersEffect, type RobbersState } from "../index.js";

const spec = robbersSpec();
const start: RobbersState = {
  ...initialState(["red", "blue"], true),
  figures: { red: { meeple: 4, messenger: 7 }, blue: { meeple: 9, messenger: 2 } },
  robbers: { red: 9, blue: null },
};

describe("game end and turns", () => {
  it("the bonus is 3 points on the figure red picks, citing RB-FINAL-BONUS first and RB-FINAL-NOSTEAL", () => {
    const r = play(spec, start, { kind: "game-end" }, [{ kind: "bonus", actor: "red", pick: { figure: "messenger" } }]);
    if (!r.ok) throw r.error;
    const effects = r.effects as RobbersEffect[];
    const bonus = effects.find((e) => e.type === "figure-moved")!;
    expect(bonus).toMatchObject({
      player: "red",
      figure: "messenger",
      from: 7,
      to: 10,
      points: 3,
      source: "robber-bonus",
    });
    expect(bonus.rules[0]).toBe("RB-FINAL-BONUS");
    expect(bonus.rules).toContain("RB-FINAL-NOSTEAL");
    expect(bonus.decidedBy).toEqual(["RB-FINAL-BONUS"]);
    expect(effects.find((e) => e.type === "robber-returned")).toMatchObject({
      player: "red",
      rules: ["RB-FINAL-BONUS"],
    });
    expect(effects.at(-1)).toMatchObject({ type: "game-ended", rules: ["BASE-TURNS"], decidedBy: ["BASE-TURNS"] });
    expect(r.state).toMatchObject({ ended: true, robbers: { red: null, blue: null } });
  });

  it("asks the robber's owner, by name, which figure records the bonus", () => {
    const choice = nextChoiceWith(spec, start, { kind: "game-end" });
    expect(choice).toMatchObject({ kind: "bonus", actor: "red", rule: "RB-FINAL-BONUS" });
    expect(choice!.question).toMatch(/red/);
    expect(choice!.question).toMatch(/bonus/);
    expect(choice!.options).toEqual([{ figure: "meeple" }, { figure: "messenger" }]);
  });

  it("a new turn makes the named player active and cites BASE-TURNS (and the seating order, BASE-PLAYERS)", () => {
    const r = play(spec, start, { kind: "turn", player: "blue" });
    if (!r.ok) throw r.error;
    expect(r.state.active).toBe("blue");
    expect(r.effects).toEqual([
      { type: "turn-started", player: "blue", rules: ["BASE-TURNS", "BASE-PLAYERS"], decidedBy: ["BASE-TURNS"] },
    ]);
  });
});
