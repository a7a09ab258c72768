// The start form's reading: names and seed as typed, and a new game refused with the field at
// fault and the rule (MacRobber is for 3 to 5 players: shared/sources 004, title line).
import { describe, expect, it } from "vitest";
import { MAX_SEED, playersOf, seedOf, startSession } from "../../../site/shell/start.js";
import { macRobberPlayground as pg } from "../playground-adapter.js";

describe("starting a game in the shell", () => {
  it("reads names separated by commas or spaces, and a seed in range", () => {
    expect(playersOf(" ann, ben  cat,")).toEqual(["ann", "ben", "cat"]);
    expect(seedOf("7")).toEqual({ ok: true, seed: 7 });
    expect(seedOf(String(MAX_SEED + 1)).ok).toBe(false);
    expect(seedOf("-1").ok).toBe(false);
    expect(seedOf("seven").ok).toBe(false);
  });

  it("starts a seeded game of 3 to 5 players as an empty session", () => {
    for (const players of [
      ["a", "b", "c"],
      ["a", "b", "c", "d", "e"],
    ]) {
      const r = startSession(pg, players, 3, {});
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.session).toEqual({ game: "macrobber", options: {}, setup: { players, seed: 3 }, history: [] });
    }
  });

  it("refuses 2 or 6 players at the players field citing MR-PLAYERS, and an unknown reading at the options", () => {
    for (const players of [
      ["a", "b"],
      ["a", "b", "c", "d", "e", "f"],
    ]) {
      const r = startSession(pg, players, 3, {});
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problem.field).toBe("players");
        expect(r.problem.rules).toContain("MR-PLAYERS");
        expect(r.problem.message).toContain(`not ${players.length}`);
      }
    }
    const bad = startSession(pg, ["a", "b", "c"], 3, { interpretations: { "MR-INT-RED-AREA": "40" } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problem.field).toBe("options");
      expect(bad.problem.message).toContain("40");
    }
  });
});
