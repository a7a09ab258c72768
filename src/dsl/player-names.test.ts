// What every game accepts as a player's name: refused names say why in one sentence.
import { describe, expect, it } from "vitest";
import { playerNameProblem } from "./player-names.js";

describe("playerNameProblem", () => {
  it("accepts an ordinary name, with letters of any script", () => {
    for (const name of ["red", "Anne-Marie", "李", "Ωmega"]) expect(playerNameProblem(name)).toBeNull();
  });

  it.each([
    ["", /non-empty/],
    ["x".repeat(2_000_000), /at most 64 characters, got 2000000/],
    ["__proto__", /reserved/],
    ["a\u0007b", /control characters/],
    ["evil\u202Egnp.exe", /direction controls/],
    ["\u2066red\u2069", /direction controls/],
  ])("refuses %j", (name, why) => {
    expect(playerNameProblem(name)).toMatch(why);
  });
});
