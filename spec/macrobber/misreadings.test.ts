// MacRobber's misreadings are executable but never the rules: each changes what happens exactly as
// its mistake says (the cases worked out by hand from the rule it misreads, shared/sources/
// 004_7cad5ba990d5d333.txt), cites itself after that rule, and nothing selects it but options
// that name it; the file formats cannot name it.
import { describe, expect, it } from "vitest";
import { macRobberGame } from "../../src/games/macrobber/index.js";
import { macRobberSpec } from "../../src/games/macrobber/library/api.js";
import { type Arrangement, arrange } from "../../src/games/macrobber/library/arrange.js";
import { step } from "../../src/interpreter/step.js";
import { firstLegal, scripted } from "../../src/interpreter/strategies.js";
import { readScenarioTextOf } from "../../src/oracle/scenario-input.js";
import { macRobberInterpretations, macRobberMisreadings } from "./index.js";
import type { MacRobberEffect } from "./model.js";

type Choice = { kind: string; actor: string; pick: unknown };
const players = ["ann", "ben", "cat"];

/** Arrange `a` (under the default readings and `misreadings`) and play the event it expects with `choices`. */
function playedUnder(misreadings: string[], a: Arrangement, choices: Choice[]) {
  const spec = macRobberSpec({ misreadings } as never);
  const before = arrange(spec, a);
  const r = step(spec, before, { kind: before.phase as "act" }, scripted(choices, firstLegal()));
  if (!r.ok) return { refused: r.error, before };
  return { before, after: r.state, effects: r.effects as readonly MacRobberEffect[] };
}
const points = (effects: readonly MacRobberEffect[] | undefined) =>
  (effects ?? []).flatMap((e) => (e.type === "points" ? [[e.player, e.reason, e.delta, e.rules]] : []));

const round = (a: number, d: number): Choice[] => [
  { kind: "attack", actor: "ann", pick: { card: a, piper: false } },
  { kind: "defend", actor: "ben", pick: { card: d, piper: false } },
];
const raid: Choice = { kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ben" } };
const raiding = (clans: Arrangement["clans"]): Arrangement => ({
  players,
  seed: 61,
  phase: "raid-or-exchange",
  active: "ann",
  clans,
});

describe("each misreading plays its mistake", () => {
  it("MIS-ACT-SIX-TOKENS: an abbey (3 green) and a castle (2 blue) use 5 drawn tokens, which MR-ACT-LIMIT (at most 4) refuses", () => {
    // Ann begins (so she is not the last of the round) with two free estates (her dealt head of cattle on the third).
    const acting: Arrangement = {
      players,
      seed: 7,
      drawn: { yellow: 1, blue: 2, green: 3, red: 0 },
      clans: { ann: { estates: { count: 3, cattle: 1, castles: 0, abbeys: 0 } } },
    };
    const plan: Choice[] = [{ kind: "actions", actor: "ann", pick: [{ action: "abbey" }, { action: "castle" }] }];
    const rules = playedUnder([], acting, plan);
    expect(rules.refused?.rules).toEqual(["MR-ACT-LIMIT"]);
    expect(rules.refused?.message).toMatch(/would use 5 drawn tokens; at most 4 may be used/);
    const wrong = playedUnder(["MIS-ACT-SIX-TOKENS"], acting, plan);
    expect(wrong.refused).toBeUndefined();
    expect(wrong.after!.clans.ann!.estates).toMatchObject({ abbeys: 1, castles: 1 });
    // The sixth token, the yellow one, goes back to the sack unused.
    expect(wrong.effects!.find((e) => e.type === "tokens-returned")).toMatchObject({
      tokens: { yellow: 1, blue: 0, green: 0, red: 0 },
    });
  });

  // Ann 3-2 (won), 3-3 and 2-2 (equal): Ben has no cattle, castle or abbey.
  const ties = raiding({
    ann: { court: { yellow: 3, blue: 0 }, hand: [0, 1, 2, 0] },
    ben: { court: { yellow: 3, blue: 0 }, hand: [0, 2, 1, 0], estates: { cattle: 0, castles: 0, abbeys: 0 } },
  });
  const tiedRounds = [raid, ...round(3, 2), ...round(3, 3), ...round(2, 2)];

  it("MIS-RAID-TIE-TO-DEFENDER: Ben wins the two rounds of equal values, so he wins the raid 2 to 1 (MR-RAID-ROUND-WIN: they are draws)", () => {
    const rules = playedUnder([], ties, tiedRounds);
    expect(rules.effects!.filter((e) => e.type === "combat-round").map((e) => e.winner)).toEqual([
      "attacker",
      "draw",
      "draw",
    ]);
    expect(points(rules.effects).map((p) => p.slice(0, 3))).toEqual([["ann", "raid-won", 2]]);
    const wrong = playedUnder(["MIS-RAID-TIE-TO-DEFENDER"], ties, tiedRounds);
    const rounds = wrong.effects!.filter((e) => e.type === "combat-round");
    expect(rounds.map((e) => e.winner)).toEqual(["attacker", "defender", "defender"]);
    expect(rounds[1]!.rules).toEqual(["MR-RAID-ROUNDS", "MR-RAID-ROUND-WIN", "MIS-RAID-TIE-TO-DEFENDER"]);
    expect(points(wrong.effects).map((p) => p.slice(0, 3))).toEqual([
      ["ben", "raid-defended", 2],
      ["ann", "raid-lost", -1],
    ]);
  });

  it("MIS-RAID-EMPTY-WIN-ONE: Ann beats Ben, who has nothing to take, and scores 1, not 2 (MR-RAID-NOTHING-TO-TAKE)", () => {
    const wrong = playedUnder(["MIS-RAID-EMPTY-WIN-ONE"], ties, tiedRounds);
    expect(points(wrong.effects)).toEqual([
      ["ann", "raid-won", 1, ["MR-RAID-ATTACKER-WINS", "MR-RAID-NOTHING-TO-TAKE", "MIS-RAID-EMPTY-WIN-ONE"]],
    ]);
  });

  it("MIS-RAID-ATTACKER-KEEPS-POINT: Ben defends 3 rounds to none and scores 2, and Ann keeps her 10 points (MR-RAID-DEFENDER-WINS: she loses 1)", () => {
    const beaten = raiding({
      ann: { court: { yellow: 3, blue: 0 }, hand: [1, 1, 1, 0], points: 10 },
      ben: { court: { yellow: 3, blue: 0 }, hand: [0, 0, 1, 2] },
    });
    const rounds = [raid, ...round(1, 3), ...round(2, 4), ...round(3, 4)];
    const rules = playedUnder([], beaten, rounds);
    expect(points(rules.effects).map((p) => p.slice(0, 3))).toEqual([
      ["ben", "raid-defended", 2],
      ["ann", "raid-lost", -1],
    ]);
    expect(rules.after!.clans.ann!.points).toBe(9);
    const wrong = playedUnder(["MIS-RAID-ATTACKER-KEEPS-POINT"], beaten, rounds);
    expect(points(wrong.effects).map((p) => p.slice(0, 3))).toEqual([["ben", "raid-defended", 2]]);
    expect(wrong.after!.clans.ann!.points).toBe(10);
  });

  it("MIS-SCORE-RED-TIE-BONUS: Ann and Ben tie with 2 cattle each and both score the 2 extra points (MR-SCORE-RED: nobody does)", () => {
    const scoring: Arrangement = {
      players,
      seed: 5,
      phase: "score-round",
      active: "cat",
      clans: { ann: { estates: { cattle: 2 } }, ben: { estates: { cattle: 2 } }, cat: { estates: { cattle: 0 } } },
    };
    const majority = (effects: readonly MacRobberEffect[] | undefined) =>
      points(effects).filter((p) => p[1] === "red-majority" || p[1] === "red");
    expect(majority(playedUnder([], scoring, []).effects).map((p) => p.slice(0, 3))).toEqual([
      ["ann", "red", 2],
      ["ben", "red", 2],
    ]);
    const wrong = majority(playedUnder(["MIS-SCORE-RED-TIE-BONUS"], scoring, []).effects);
    expect(wrong.map((p) => p.slice(0, 3))).toEqual([
      ["ann", "red", 2],
      ["ann", "red-majority", 2],
      ["ben", "red", 2],
      ["ben", "red-majority", 2],
    ]);
    expect(wrong[1]![3]).toEqual(["MR-SCORE-COUNTED", "MR-SCORE-RED", "MIS-SCORE-RED-TIE-BONUS", "MR-INT-ZERO-PLACE"]);
  });

  it("MIS-SCORE-BLUE-OWN-HERD: Ann's 4 blue less her own herd of 2 scores 2, not 4 less Ben's herd of 1 = 3 (MR-SCORE-BLUE)", () => {
    // Ann: 2 bagpipe players and a castle (4 blue), 2 cattle; Ben 1 head of cattle; Cat none.
    const scoring: Arrangement = {
      players,
      seed: 5,
      phase: "score-round",
      active: "cat",
      clans: {
        ann: { court: { blue: 2 }, estates: { count: 3, cattle: 2, castles: 1 } },
        ben: { court: { blue: 0 }, estates: { cattle: 1 } },
        cat: { court: { blue: 0 }, estates: { cattle: 0 } },
      },
    };
    const blue = (effects: readonly MacRobberEffect[] | undefined) => points(effects).filter((p) => p[1] === "blue");
    expect(blue(playedUnder([], scoring, []).effects)).toEqual([
      ["ann", "blue", 3, ["MR-SCORE-COUNTED", "MR-SCORE-BLUE"]],
    ]);
    expect(blue(playedUnder(["MIS-SCORE-BLUE-OWN-HERD"], scoring, []).effects)).toEqual([
      ["ann", "blue", 2, ["MR-SCORE-COUNTED", "MR-SCORE-BLUE", "MIS-SCORE-BLUE-OWN-HERD"]],
    ]);
  });
});

describe("misreadings are never the rules", () => {
  it("each misreads a rule of MacRobber and names a decision only misreadings change", () => {
    const spec = macRobberSpec();
    for (const m of macRobberMisreadings) {
      expect(m.id, m.id).toMatch(/^MIS-/);
      expect(
        spec.ruleset.rules.some((r) => r.id === m.rule && r.kind === "rule"),
        m.id,
      ).toBe(true);
      expect(m.decision in spec.decisions, m.id).toBe(true);
      expect(spec.ruleset.decisions[m.decision as keyof typeof spec.decisions].base.rule, m.id).toBe(m.rule);
    }
  });

  it("no reading selects one: the decisions they change keep their base values under every reading", () => {
    const keys = [...new Set(macRobberMisreadings.map((m) => m.decision))] as (keyof ReturnType<
      typeof macRobberSpec
    >["decisions"])[];
    const base = keys.map((k) => macRobberSpec().ruleset.decisions[k].base.value);
    expect(base).toEqual([4, "draw", 2, 1, "nobody", "fellow-players"]);
    let checked = 0;
    for (const i of macRobberInterpretations)
      for (const r of i.readings) {
        const d = macRobberSpec({ interpretations: { [i.id]: r.id } } as never).decisions;
        expect(keys.map((k) => d[k].value)).toEqual(base);
        checked++;
      }
    expect(checked).toBeGreaterThan(30);
  });

  it("an unknown or repeated misreading is refused where it is named, and no file format accepts the option", () => {
    expect(() => macRobberSpec({ misreadings: ["MIS-NOPE"] } as never)).toThrow(/unknown misreading "MIS-NOPE"/);
    expect(() => macRobberSpec({ misreadings: ["MIS-ACT-SIX-TOKENS", "MIS-ACT-SIX-TOKENS"] } as never)).toThrow(
      /misreading "MIS-ACT-SIX-TOKENS" is named twice/,
    );
    const scenario = {
      format: "macrobber-scenario/1",
      options: { misreadings: ["MIS-ACT-SIX-TOKENS"] },
      players,
      seed: 1,
    };
    const read = readScenarioTextOf(macRobberGame, JSON.stringify(scenario));
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(`${read.error.path}: ${read.error.message}`).toMatch(/^\$\.options\.misreadings: unknown field/);
  });
});
