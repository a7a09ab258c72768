// Every refused pick of phase 1's redraw and phase 3 (raid, exchange or pass, and the combat rounds)
// names the rule it breaks and says why in words; malformed picks (null, wrong types, missing fields,
// unknown keys, card values 0, 5 or "x") are refused the same way, never with a TypeError. The rule
// ids and the facts in the messages come from the rulebook (shared/sources/004_7cad5ba990d5d333.txt):
// "Phase 3: Raiding and Exchanging Cards" (3 combat rounds of one card each side: MR-RAID-ROUNDS; at
// most one bagpipe player from the court on a card: MR-RAID-PIPER; a raid, an exchange or neither:
// MR-PHASE3-CHOICE), "No Raiding and Exchange of Cards" (throw 3 of one's cards: MR-EXCHANGE, and
// MR-INT-EXCHANGE-COUNT for 1 or 2) and "Scoring: Yellow tokens" (the largest following puts drawn
// tokens back and draws as many: MR-FOLLOWING-REDRAW, with MR-INT-REDRAW-ORDER's "draw-first" limit).
import { describe, expect, it } from "vitest";
import { type MacRobberSpec, macRobberSpec, play } from "../../src/games/macrobber/library/api.js";
import { arrange } from "../../src/games/macrobber/library/arrange.js";
import type { MacRobberState } from "./model.js";

const players = ["ann", "ben", "cat"];
const spec = macRobberSpec();
const upToThree = macRobberSpec({ interpretations: { "MR-INT-EXCHANGE-COUNT": "up-to-three" } });
// Hands below 3 cards happen only when hands are not refilled after a won or lost raid.
const noRefill = macRobberSpec({ interpretations: { "MR-INT-RAID-REFILL": "no-refill" } });

type Choice = { kind: string; actor: string; pick: unknown };

function refusal(under: MacRobberSpec, state: MacRobberState, choices: Choice[]) {
  const r = play(under, state, null, choices);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(choices)}`);
  return { rules: r.error.rules, message: r.error.message };
}

const phase3With = (under: MacRobberSpec, hands: Record<string, [number, number, number, number]>) =>
  arrange(under, {
    players,
    seed: 5,
    phase: "raid-or-exchange",
    active: "ann",
    clans: Object.fromEntries(Object.entries(hands).map(([p, hand]) => [p, { hand }])),
  });

/** Ann holds one card of each value; ben and cat hold 4 cards each. */
const annHoldsOneOfEach = phase3With(spec, { ann: [1, 1, 1, 1], ben: [0, 2, 2, 0] });
const phase3Pick = (pick: unknown, state = annHoldsOneOfEach, under = spec) =>
  refusal(under, state, [{ kind: "phase-3", actor: "ann", pick }]);

describe("phase 3: an exchange", () => {
  it("of cards ann does not hold breaks MR-EXCHANGE and names her hand and the cards", () => {
    for (const [cards, named] of [
      [[4, 4, 4], "4, 4, 4"],
      [[3, 3, 3], "3, 3, 3"],
      [[1, 1, 2], "1, 1, 2"],
    ] as const) {
      const r = phase3Pick({ do: "exchange", cards });
      expect(r.rules, named).toEqual(["MR-EXCHANGE"]);
      expect(r.message, named).toContain(`ann holds 1, 2, 3, 4, not the cards ${named}`);
    }
  });

  it("by a player holding no cards says she holds none", () => {
    const empty = phase3With(noRefill, { ann: [0, 0, 0, 0] });
    const r = phase3Pick({ do: "exchange", cards: [1, 2, 3] }, empty, noRefill);
    expect(r.rules).toEqual(["MR-EXCHANGE"]);
    expect(r.message).toContain("ann holds no cards, not the cards 1, 2, 3");
  });

  it("of 1 or 2 cards under the reading 'three' breaks MR-EXCHANGE as that reading has it", () => {
    for (const cards of [[1], [1, 2]]) {
      const r = phase3Pick({ do: "exchange", cards });
      expect(r.rules, `${cards.length} cards`).toEqual(["MR-EXCHANGE", "MR-INT-EXCHANGE-COUNT"]);
      expect(r.message).toContain(`an exchange throws 3 cards, not ${cards.length} (MR-INT-EXCHANGE-COUNT "three")`);
    }
  });

  it("of no cards or more than 3 breaks MR-EXCHANGE under every reading", () => {
    for (const cards of [[], [1, 2, 3, 4]]) {
      const three = phase3Pick({ do: "exchange", cards });
      expect(three.rules, `${cards.length} cards`).toEqual(["MR-EXCHANGE"]);
      expect(three.message).toContain(`an exchange throws 3 cards, not ${cards.length}`);
      const upTo = phase3Pick({ do: "exchange", cards }, phase3With(upToThree, { ann: [1, 1, 1, 1] }), upToThree);
      expect(upTo.rules, `${cards.length} cards`).toEqual(["MR-EXCHANGE"]);
      expect(upTo.message).toContain(
        `an exchange throws 1 to 3 cards, not ${cards.length} (MR-INT-EXCHANGE-COUNT "up-to-three")`,
      );
    }
  });

  it("whose cards are not a list of values 1 to 4 breaks MR-EXCHANGE", () => {
    const malformed: unknown[] = [[1, 2, 5], [0, 1, 2], ["x", 1, 2], [null, 1, 2], [1.5, 1, 2], "x", 3, null, {}];
    for (const cards of malformed) {
      const r = phase3Pick({ do: "exchange", cards });
      expect(r.rules, JSON.stringify(cards)).toEqual(["MR-EXCHANGE"]);
      expect(r.message, JSON.stringify(cards)).toContain("an exchange lists the values (1 to 4) of the cards thrown");
    }
    const missing = phase3Pick({ do: "exchange" });
    expect(missing.rules).toEqual(["MR-EXCHANGE"]);
    expect(missing.message).toContain("an exchange lists the values (1 to 4) of the cards thrown");
  });

  it("of 3 held cards listed out of order is refused by the pick's form (MR-PHASE3-CHOICE), saying how to list them", () => {
    // Throwing 3 held cards breaks no rule whatever the order; the pick lists them lowest first.
    const r = phase3Pick({ do: "exchange", cards: [3, 1, 2] });
    expect(r.rules).toEqual(["MR-PHASE3-CHOICE"]);
    expect(r.message).toContain("an exchange lists the cards thrown lowest first: [1,2,3], not [3,1,2]");
  });

  it("of 3 held cards with an unknown key is not a phase-3 pick at all (MR-PHASE3-CHOICE)", () => {
    const r = phase3Pick({ do: "exchange", cards: [1, 2, 3], from: "hand" });
    expect(r.rules).toEqual(["MR-PHASE3-CHOICE"]);
    expect(r.message).toContain("not one of the legal options");
  });
});

describe("phase 3: a raid when a side lacks the 3 cards of the 3 combat rounds", () => {
  const catShort = phase3With(noRefill, { ann: [1, 1, 1, 1], cat: [1, 1, 0, 0] });

  it("names the one side short of cards", () => {
    const annWithThree = phase3With(noRefill, { ann: [1, 1, 1, 0], cat: [1, 1, 0, 0] });
    for (const state of [catShort, annWithThree]) {
      const r = phase3Pick({ do: "raid", target: "cat" }, state, noRefill);
      expect(r.rules).toEqual(["MR-RAID-ROUNDS"]);
      expect(r.message).toContain("a raid is 3 combat rounds of one card each side, and cat holds fewer than 3 cards");
    }
  });

  it("names both sides when both are short", () => {
    const bothShort = phase3With(noRefill, { ann: [1, 1, 0, 0], cat: [1, 1, 0, 0] });
    const r = phase3Pick({ do: "raid", target: "cat" }, bothShort, noRefill);
    expect(r.rules).toEqual(["MR-RAID-ROUNDS"]);
    expect(r.message).toContain(
      "a raid is 3 combat rounds of one card each side, and ann and cat hold fewer than 3 cards",
    );
  });

  it("is still the choice's (MR-PHASE3-CHOICE) when the pick is no raid on a fellow player", () => {
    const annShort = phase3With(noRefill, { ann: [1, 1, 0, 0] });
    const notARaidOnAFellow: [string, unknown, MacRobberState][] = [
      ["a pass naming a target", { do: "pass", target: "cat" }, catShort],
      ["an unknown pick naming a target", { do: "steal", target: "cat" }, catShort],
      ["a target that is not a name", { do: "raid", target: ["cat"] }, catShort],
      ["a raid on herself", { do: "raid", target: "ann" }, annShort],
      ["a raid on a non-player", { do: "raid", target: "zed" }, catShort],
      ["a raid without a target", { do: "raid" }, catShort],
      // Object.prototype members are not players: a lookup by the name would find a method.
      ...["toString", "constructor", "hasOwnProperty", "__proto__"].map((name): [string, unknown, MacRobberState] => [
        `a raid on ${name}`,
        { do: "raid", target: name },
        catShort,
      ]),
    ];
    for (const [what, pick, state] of notARaidOnAFellow) {
      const r = phase3Pick(pick, state, noRefill);
      expect(r.rules, what).toEqual(["MR-PHASE3-CHOICE"]);
      expect(r.message, what).toContain("not one of the legal options");
    }
  });

  it("with both sides holding 3 cards, a raid pick with an unknown key is the choice's (MR-PHASE3-CHOICE)", () => {
    const r = phase3Pick({ do: "raid", target: "ben", by: "night" });
    expect(r.rules).toEqual(["MR-PHASE3-CHOICE"]);
    expect(r.message).toContain("not one of the legal options");
  });
});

describe("phase 3: a pick that is not an object", () => {
  it("is refused by the choice (MR-PHASE3-CHOICE), not with a TypeError", () => {
    for (const pick of [null, undefined, 5, "pass", "exchange", [], {}]) {
      const r = phase3Pick(pick);
      expect(r.rules, JSON.stringify(pick)).toEqual(["MR-PHASE3-CHOICE"]);
      expect(r.message).toContain("not one of the legal options");
    }
  });
});

describe("combat rounds: the card laid and its bagpipe player", () => {
  // Ann attacks ben; ann's court has no bagpipe player, ben's has 2 (as dealt).
  const annWithoutPipers = arrange(spec, {
    players,
    seed: 5,
    phase: "raid-or-exchange",
    active: "ann",
    clans: { ann: { hand: [1, 1, 1, 1], court: { blue: 0 } }, ben: { hand: [0, 2, 2, 0], court: { blue: 2 } } },
  });
  const raidBen = { kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ben" } };
  const attack = (pick: unknown) => refusal(spec, annWithoutPipers, [raidBen, { kind: "attack", actor: "ann", pick }]);

  it("a card held laid with a bagpipe player the court lacks breaks MR-RAID-PIPER, whatever its value", () => {
    for (const card of [1, 2, 3, 4]) {
      const r = attack({ card, piper: true });
      expect(r.rules, `card ${card}`).toEqual(["MR-RAID-PIPER"]);
      expect(r.message).toContain("ann has no bagpipe player in the court to put on the card");
    }
  });

  it("a card that is no card value 1 to 4 is MR-RAID-ROUNDS, with a bagpipe player or not", () => {
    for (const card of [0, 5, 1.5, "x", "2", null, true]) {
      for (const piper of [true, false]) {
        const r = attack({ card, piper });
        expect(r.rules, `${JSON.stringify(card)} piper ${piper}`).toEqual(["MR-RAID-ROUNDS"]);
        expect(r.message).toContain("not one of the legal options");
      }
    }
  });

  it("a held card whose bagpipe field is missing or not true/false is MR-RAID-ROUNDS", () => {
    for (const pick of [{ card: 4 }, { card: 4, piper: "yes" }, { card: 4, piper: 1 }]) {
      const r = attack(pick);
      expect(r.rules, JSON.stringify(pick)).toEqual(["MR-RAID-ROUNDS"]);
      expect(r.message).toContain("not one of the legal options");
    }
  });

  it("a pick that is not an object, or has no card, is MR-RAID-ROUNDS, not a TypeError", () => {
    for (const pick of [null, undefined, 4, "4", [], {}, { piper: true }]) {
      const r = attack(pick);
      expect(r.rules, JSON.stringify(pick)).toEqual(["MR-RAID-ROUNDS"]);
      expect(r.message).toContain("not one of the legal options");
    }
  });

  it("a held card with a bagpipe player the court has, but an unknown key, is MR-RAID-ROUNDS", () => {
    const r = refusal(spec, annWithoutPipers, [
      raidBen,
      { kind: "attack", actor: "ann", pick: { card: 4, piper: false } },
      { kind: "defend", actor: "ben", pick: { card: 2, piper: true, twice: true } },
    ]);
    expect(r.rules).toEqual(["MR-RAID-ROUNDS"]);
    expect(r.message).toContain("not one of the legal options");
  });
});

describe("phase 1: the largest following's redraw", () => {
  const annRedraws = arrange(spec, { players, seed: 5, phase: "take-tokens", active: "ann", largestFollowing: "ann" });
  const redraw = (pick: unknown, state = annRedraws, under = spec) =>
    refusal(under, state, [{ kind: "redraw", actor: "ann", pick }]);

  it("a pick that is no count per colour breaks MR-FOLLOWING-REDRAW, not with a TypeError", () => {
    const notCounts: unknown[] = [
      null,
      5,
      "red",
      [1, 2],
      { yellow: 0, blue: 0, green: 0, red: 0, purple: 1 },
      { purple: 1 },
    ];
    for (const pick of notCounts) {
      const r = redraw(pick);
      expect(r.rules, JSON.stringify(pick)).toEqual(["MR-FOLLOWING-REDRAW"]);
      expect(r.message, JSON.stringify(pick)).toContain("a redraw is a count per colour");
    }
  });

  it("a colour's count missing, negative or not whole breaks MR-FOLLOWING-REDRAW", () => {
    const badCounts: unknown[] = [
      {},
      { yellow: 0, blue: 0, green: 0 },
      { yellow: 0, blue: 0, green: 0, red: -1 },
      { yellow: -1, blue: 0, green: 0, red: 0 },
      { yellow: 0, blue: 0.5, green: 0, red: 0 },
      { yellow: 0, blue: 0, green: "x", red: 0 },
      { yellow: 0, blue: 0, green: 0, red: null },
    ];
    for (const pick of badCounts) {
      const r = redraw(pick);
      expect(r.rules, JSON.stringify(pick)).toEqual(["MR-FOLLOWING-REDRAW"]);
      expect(r.message, JSON.stringify(pick)).toContain("every colour needs a count of 0 or more");
    }
  });

  it("under 'draw-first', putting back more than the sack can replace breaks MR-FOLLOWING-REDRAW as that reading has it", () => {
    // Every token but 7 red lies on the boards: ann's court takes the blue and green, ben's the yellow
    // (with a card per warrior). Ben draws 6 red, so 1 token is left to replace those put back.
    const drawFirst = macRobberSpec({ interpretations: { "MR-INT-REDRAW-ORDER": "draw-first" } });
    const sevenRedLeft = arrange(drawFirst, {
      players,
      seed: 5,
      phase: "take-tokens",
      active: "ben",
      largestFollowing: "ben",
      clans: { ann: { court: { blue: 19, green: 20 } }, ben: { court: { yellow: 13 }, hand: [4, 3, 3, 3] } },
    });
    expect(sevenRedLeft.sack).toEqual({ yellow: 0, blue: 0, green: 0, red: 7 });
    const r = refusal(drawFirst, sevenRedLeft, [
      { kind: "redraw", actor: "ben", pick: { yellow: 0, blue: 0, green: 0, red: 2 } },
    ]);
    expect(r.rules).toEqual(["MR-FOLLOWING-REDRAW", "MR-INT-REDRAW-ORDER"]);
    expect(r.message).toContain('the sack holds only 1 token to replace them (reading "draw-first"');
  });
});
