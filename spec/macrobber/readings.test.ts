// The readings of the questions source 004 leaves open in phase 3 and at scoring, played side by
// side: the same situation and picks under the default and under the other reading, and what
// differs, as each reading's statement says (shared/sources/004_7cad5ba990d5d333.txt, "Phase 3:
// Raiding", "Effects of Raiding", "No Raiding and Exchange of Cards", "Scoring: Yellow tokens").
import { describe, expect, it } from "vitest";
import { macRobberSpec, play } from "../../src/games/macrobber/library/api.js";
import { type Arrangement, arrange } from "../../src/games/macrobber/library/arrange.js";
import { step } from "../../src/interpreter/step.js";
import { firstLegal, scripted } from "../../src/interpreter/strategies.js";
import type { MacRobberEffect, MacRobberState } from "./model.js";

type Choice = { kind: string; actor: string; pick: unknown };
const players = ["ann", "ben", "cat"];
const handSize = (s: MacRobberState, p: string) => s.clans[p]!.hand.reduce((a, b) => a + b, 0);

/** Arrange under `readings`, play the event with `choices` (anything else: the first legal pick). */
function under(readings: Record<string, string>, a: Arrangement, choices: Choice[]) {
  const spec = macRobberSpec({ interpretations: readings });
  const before = arrange(spec, a);
  const r = step(spec, before, { kind: before.phase as "raid-or-exchange" }, scripted(choices, firstLegal()));
  if (!r.ok) throw r.error;
  return { before, after: r.state, effects: r.effects as readonly MacRobberEffect[], path: r.path };
}
const of = <T extends MacRobberEffect["type"]>(effects: readonly MacRobberEffect[], type: T) =>
  effects.filter((e): e is Extract<MacRobberEffect, { type: T }> => e.type === type);

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

describe("MR-INT-RAID-WIN: a raid of one round won and two drawn", () => {
  // Ann 3-2 (won), 3-3 and 2-2 (drawn): she won one round, Ben none.
  const situation = raiding({
    ann: { court: { yellow: 3, blue: 0 }, hand: [0, 1, 2, 0] },
    ben: { court: { yellow: 3, blue: 0 }, hand: [0, 2, 1, 0] },
  });
  const rounds = [raid, ...round(3, 2), ...round(3, 3), ...round(2, 2)];

  it("more-rounds (default): Ann won more rounds than Ben, so she wins the raid and scores 1", () => {
    const r = under({}, situation, [...rounds, { kind: "loot", actor: "ann", pick: "nothing" }]);
    expect(of(r.effects, "raid")[0]!.result).toBe("attacker");
    expect(of(r.effects, "points").map((e) => [e.player, e.reason, e.delta])).toEqual([["ann", "raid-won", 1]]);
  });

  it("two-of-three: she did not win most of the three rounds, so the raid is drawn: 1 point, then 5 drawn and 2 put back each", () => {
    const r = under({ "MR-INT-RAID-WIN": "two-of-three" }, situation, rounds);
    expect(of(r.effects, "raid")[0]!.result).toBe("draw");
    expect(of(r.effects, "points").map((e) => [e.player, e.reason, e.delta])).toEqual([["ann", "raid-drawn", 1]]);
    expect(of(r.effects, "cards-drawn").map((e) => [e.player, e.cards.length])).toEqual([
      ["ann", 5],
      ["ben", 5],
    ]);
    expect(of(r.effects, "loot")).toEqual([]);
  });
});

describe("MR-INT-EXCHANGE-COUNT: exchanging 2 cards", () => {
  const situation: Arrangement = {
    players,
    seed: 62,
    phase: "raid-or-exchange",
    active: "ann",
    clans: { ann: { hand: [1, 1, 1, 1] } },
  };
  const two = [{ kind: "phase-3", actor: "ann", pick: { do: "exchange", cards: [1, 2] } }];

  it("three (default): refused; up-to-three: 2 thrown to the return deck and 2 drawn", () => {
    const spec = macRobberSpec();
    const refused = play(spec, arrange(spec, situation), null, two);
    expect(refused.ok || refused.error.rules).toEqual(["MR-EXCHANGE", "MR-INT-EXCHANGE-COUNT"]);
    const r = under({ "MR-INT-EXCHANGE-COUNT": "up-to-three" }, situation, two);
    expect(of(r.effects, "cards-drawn").map((e) => e.cards.length)).toEqual([2]);
    expect(handSize(r.after, "ann")).toBe(4);
    expect(r.after.returnDeck.reduce((a, b) => a + b, 0) - r.before.returnDeck.reduce((a, b) => a + b, 0)).toBe(2);
  });
});

describe("MR-INT-STOLEN-CATTLE: stolen cattle beside a free estate", () => {
  // Ann wins all three rounds (4 against 1) and steals Ben's head of cattle; her second estate is free.
  const situation = raiding({
    ann: { court: { yellow: 3, blue: 0 }, hand: [0, 0, 0, 3] },
    ben: { court: { yellow: 3, blue: 0 }, hand: [3, 0, 0, 0] },
  });
  const picks = [raid, ...round(4, 1), ...round(4, 1), ...round(4, 1), { kind: "loot", actor: "ann", pick: "cattle" }];

  it("placed (default): the cattle goes onto the free estate, nobody is asked", () => {
    const r = under({}, situation, picks);
    expect(r.path.some((p) => p.kind === "stolen-cattle")).toBe(false);
    expect(r.after.clans.ann!.estates.cattle).toBe(2);
  });

  it("attacker-chooses: Ann may send the red token to the sack and keep the estate free", () => {
    const r = under({ "MR-INT-STOLEN-CATTLE": "attacker-chooses" }, situation, [
      ...picks,
      { kind: "stolen-cattle", actor: "ann", pick: "sack" },
    ]);
    expect(of(r.effects, "loot")[0]).toMatchObject({ loot: "cattle", to: "sack" });
    expect(r.after.clans.ann!.estates.cattle).toBe(1);
    expect(r.after.sack.red).toBe(r.before.sack.red + 1);
  });
});

describe("MR-INT-FOLLOWING-TIE: the first scoring with a tie the court tokens do not break", () => {
  // Ann and Cat: 4 warriors and 6 court tokens each; Ben 3 warriors. Ben began the round.
  const situation: Arrangement = {
    players,
    seed: 64,
    phase: "score-round",
    beginner: "ben",
    active: "ann",
    largestFollowing: null,
    clans: { ben: { court: { yellow: 3 } } },
  };

  it("nobody (default): the marker stays unheld; turn-order: Cat, first of the tied after Ben, takes it", () => {
    expect(under({}, situation, []).after.largestFollowing).toBeNull();
    expect(under({ "MR-INT-FOLLOWING-TIE": "turn-order" }, situation, []).after.largestFollowing).toBe("cat");
  });
});

describe("MR-INT-RAID-REFILL: after a won raid", () => {
  const situation = raiding({
    ann: { court: { yellow: 3, blue: 0 }, hand: [0, 0, 0, 3] },
    ben: { court: { yellow: 3, blue: 0 }, hand: [3, 0, 0, 0] },
  });
  const picks = [raid, ...round(4, 1), ...round(4, 1), ...round(4, 1), { kind: "loot", actor: "ann", pick: "nothing" }];
  const drawn = (readings: Record<string, string>) => {
    const r = under(readings, situation, picks);
    return {
      drawn: of(r.effects, "cards-drawn").map((e) => [e.player, e.cards.length]),
      discarded: of(r.effects, "cards-discarded").map((e) => [e.player, e.cards.length]),
      hands: [handSize(r.after, "ann"), handSize(r.after, "ben")],
    };
  };

  it("refill draws the 3 cards played; no-refill draws none; five-and-two draws 5 and puts 2 back, each side", () => {
    expect(drawn({})).toEqual({
      drawn: [
        ["ann", 3],
        ["ben", 3],
      ],
      discarded: [],
      hands: [3, 3],
    });
    expect(drawn({ "MR-INT-RAID-REFILL": "no-refill" })).toEqual({ drawn: [], discarded: [], hands: [0, 0] });
    expect(drawn({ "MR-INT-RAID-REFILL": "five-and-two" })).toEqual({
      drawn: [
        ["ann", 5],
        ["ben", 5],
      ],
      discarded: [
        ["ann", 2],
        ["ben", 2],
      ],
      hands: [3, 3],
    });
  });
});
