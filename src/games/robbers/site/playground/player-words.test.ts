// The playground's words for players, against the ruleset's question for a plan (spec/robbers/choices.ts).
import { describe, expect, it } from "vitest";
import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import { initialState } from "../../../../../spec/robbers/index.js";
import { decides, effectWords, eventWords, questionWords, waysWords } from "./player-words.js";

describe("the playground's words for players", () => {
  it("says 'you decide' for the player called you, 'decides' for the others", () => {
    expect(decides("you")).toBe("you decide");
    expect(decides("blue")).toBe("blue decides");
  });
  it("asks about one award without 'in which order', and numbers awards from 1 as the awards table does (issue 36, point 8)", () => {
    expect(questionWords("In which order does red score awards 1, and with which figure each?")).toBe(
      "With which figure does red score award 2?",
    );
    expect(questionWords("In which order does red score awards 1, 3, and with which figure each?")).toBe(
      "In which order does red score awards 2, 4, and with which figure each?",
    );
    expect(questionWords("In which order does you score awards 0, 2, and with which figure each?")).toBe(
      "In which order do you score awards 1, 3, and with which figure each?",
    );
  });
  it("says what happens without the file formats' names: no award #0, no (rogue), no source kinds (issue 36, point 8)", () => {
    const moved = (source: string, points: number, award?: number) =>
      ({
        type: "figure-moved",
        player: "green",
        figure: "meeple",
        from: 24,
        to: 24 + points,
        points,
        source,
        ...(award !== undefined ? { award } : {}),
        rules: [],
      }) as unknown as RobbersEffect;
    expect(effectWords(moved("feature", 3, 0))).toBe("green's meeple scores 3 points (award 1): 24 → 27");
    expect(effectWords(moved("wheel-of-fortune", 1))).toBe(
      "green's meeple scores 1 point (the wheel of fortune): 24 → 25",
    );
    expect(effectWords(moved("rogue", 2))).toBe("green's meeple records the 2 points stolen: 24 → 26");
    expect(effectWords(moved("tower", -4))).toBe("green's meeple pays 4 points for a tower ransom: 24 → 20");
    expect(
      effectWords({
        type: "message-drawn",
        player: "you",
        figure: "messenger",
        at: 20,
        rules: [],
      } as unknown as RobbersEffect),
    ).toBe("you draw a message (messenger on dark space 20)");
    expect(
      eventWords(
        {
          kind: "moment",
          awards: [
            { player: "red", points: 2, source: "catapult" },
            { player: "you", points: 6, source: "feature", label: "city" },
          ],
        },
        initialState(["red", "you"], false),
      ),
    ).toBe("a scoring moment: award 1, red 2 (the catapult); award 2, you 6 (city)");
  });
  it("counts the ways a situation can go", () => {
    expect(waysWords(1n)).toBe("One way this can go");
    expect(waysWords(2)).toBe("2 ways this can go");
  });

  it("says why a rogue landing on a dark space draws no message, from the rules the ruleset cites", () => {
    // Blue's robber stole 3 on green's turn; blue's meeple goes 27 -> 30, a dark space (RB-MSG-DARK), out of blue's turn (INT-MSG-OWN-TURN "own-turn").
    const rogue = {
      type: "figure-moved",
      player: "blue",
      figure: "meeple",
      from: 27,
      to: 30,
      points: 3,
      source: "rogue",
      rules: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE", "RB-MSG-DARK", "INT-MSG-OWN-TURN"],
    } as unknown as RobbersEffect;
    expect(effectWords(rogue)).toMatch(/draws no message: not blue's turn$/);
    const crowded = {
      ...rogue,
      rules: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE", "RB-MSG-DARK", "MS-DARK-DRAW", "INT-MSG-ALONE"],
    } as unknown as RobbersEffect;
    expect(effectWords(crowded)).toMatch(/draws no message: the figure is not alone there$/);
    const plain = { ...rogue, to: 29, rules: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE"] } as unknown as RobbersEffect;
    expect(effectWords(plain)).not.toContain("message");
  });
  it("names the player in a history entry: who placed the bag tile, whose turn", () => {
    const state: RobbersState = { ...initialState(["red", "you"], false), active: "red" };
    expect(eventWords({ kind: "bag-tile" }, state)).toBe("red places a tile with a bag");
    expect(eventWords({ kind: "bag-tile" }, { ...state, active: "you" })).toBe("you place a tile with a bag");
    expect(eventWords({ kind: "turn", player: "you" }, state)).toBe("your turn begins");
  });
});
