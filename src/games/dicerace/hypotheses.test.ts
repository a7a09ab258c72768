// Dice Race's hypotheses (src/conform/hypotheses.ts) leave the finish the players set alone: a value
// in its range is the rules as written, so no hypothesis replaces it, and where it is set the
// hypotheses about the base finish do not hold (an engine's bug in the base value would not show).
import { expect, it } from "vitest";
import { holdsUnder, hypothesesOf } from "../../conform/hypotheses.js";
import { compileMisread } from "../../oracle/misread.js";
import { diceRaceGame } from "./index.js";

it("forms no hypothesis from a parameter, and holds none about the base finish where the players set it", () => {
  const all = hypothesesOf(diceRaceGame);
  const finish = all.filter((h) => h.decision === "finish");
  // The base (20) read as the short track's 12, and the short track's 12 read as 20: nothing about DR-TRACK-LENGTH.
  expect(finish.map((h) => h.id).sort()).toEqual(["finish=12", "finish[ED-SHORT]=20"]);
  expect(all.some((h) => h.rules.includes("DR-TRACK-LENGTH"))).toBe(false);
  const base = finish.find((h) => h.id === "finish=12")!;
  expect(holdsUnder(compileMisread(diceRaceGame, {}, [])!, base)).toBe(true);
  expect(holdsUnder(compileMisread(diceRaceGame, { parameters: { finish: 30 } }, [])!, base)).toBe(false);
  // The two-dice edition's dice are a reading like any other value: one die read as two, and back.
  expect(
    all
      .filter((h) => h.decision === "dice")
      .map((h) => h.id)
      .sort(),
  ).toEqual(["dice=2", "dice[ED-TWO-DICE]=1"]);
});
