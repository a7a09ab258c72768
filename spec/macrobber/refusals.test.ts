// Phase 3's refusals cite the rule the pick breaks, not the choice it was made in. The expected ids
// come from the rulebook (shared/sources/004_7cad5ba990d5d333.txt, "Phase 3: Raiding and Exchanging
// Cards"): laying one of one's cards in each of the 3 combat rounds is MR-RAID-ROUNDS, putting a
// bagpipe player from the court on the card is MR-RAID-PIPER, throwing 3 of one's cards instead of
// raiding is MR-EXCHANGE; MR-PHASE3-CHOICE only says a player raids a fellow player, exchanges or passes.
import { describe, expect, it } from "vitest";
import { macRobberSpec, play } from "../../src/games/macrobber/library/api.js";
import { arrange } from "../../src/games/macrobber/library/arrange.js";

const spec = macRobberSpec();
const players = ["ann", "ben", "cat"];

/** Ann's phase 3, her hand and ben's set; ben has no bagpipe player in his court. */
const phase3 = arrange(spec, {
  players,
  seed: 5,
  phase: "raid-or-exchange",
  active: "ann",
  clans: {
    ann: { hand: [1, 1, 1, 1] },
    ben: { hand: [0, 2, 2, 0], court: { blue: 0 } },
  },
});

type Choice = { kind: string; actor: string; pick: unknown };
const refusedBy = (choices: Choice[], on = phase3, under = spec) => {
  const r = play(under, on, null, choices);
  if (r.ok) throw new Error("the step was accepted");
  return { rules: r.error.rules, message: r.error.message };
};

describe("phase 3 refusals cite the rule the pick breaks", () => {
  it("a defender laying a card he holds with a bagpipe player his court lacks breaks MR-RAID-PIPER", () => {
    // "he may also raise its value with one bagpipe player from his court": ben's court has none.
    const r = refusedBy([
      { kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ben" } },
      { kind: "attack", actor: "ann", pick: { card: 4, piper: false } },
      { kind: "defend", actor: "ben", pick: { card: 3, piper: true } },
    ]);
    expect(r.rules).toEqual(["MR-RAID-PIPER"]);
    expect(r.message).toContain("no bagpipe player");
  });

  it("a card the defender does not hold stays MR-RAID-ROUNDS (he lays one of his cards), piper or not", () => {
    for (const piper of [false, true]) {
      const r = refusedBy([
        { kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ben" } },
        { kind: "attack", actor: "ann", pick: { card: 4, piper: false } },
        { kind: "defend", actor: "ben", pick: { card: 4, piper } },
      ]);
      expect(r.rules, `piper ${piper}`).toEqual(["MR-RAID-ROUNDS"]);
    }
  });

  it("exchanging 2 or 4 cards breaks MR-EXCHANGE (3 cards are thrown), as does throwing cards not held", () => {
    // 4 cards, or cards ann does not hold, break the rule under every reading; 2 cards break it
    // under MR-INT-EXCHANGE-COUNT "three" (the default), which the refusal names too.
    for (const cards of [
      [1, 2, 3, 4],
      [4, 4, 4],
    ]) {
      const r = refusedBy([{ kind: "phase-3", actor: "ann", pick: { do: "exchange", cards } }]);
      expect(r.rules, JSON.stringify(cards)).toEqual(["MR-EXCHANGE"]);
    }
    const two = refusedBy([{ kind: "phase-3", actor: "ann", pick: { do: "exchange", cards: [1, 2] } }]);
    expect(two.rules).toEqual(["MR-EXCHANGE", "MR-INT-EXCHANGE-COUNT"]);
    expect(two.message).toContain("3 cards, not 2");
  });

  it("raiding a fellow player with fewer than 3 cards breaks MR-RAID-ROUNDS; raiding oneself stays MR-PHASE3-CHOICE", () => {
    // Hands only shrink below the warriors when they are not refilled after a raid (MR-INT-RAID-REFILL
    // "no-refill"). Cat holds 2 cards: the 3 combat rounds each need one of the defender's cards.
    const noRefill = macRobberSpec({ interpretations: { "MR-INT-RAID-REFILL": "no-refill" } });
    const short = arrange(noRefill, {
      players,
      seed: 5,
      phase: "raid-or-exchange",
      active: "ann",
      clans: { cat: { hand: [1, 1, 0, 0] } },
    });
    const cat = refusedBy([{ kind: "phase-3", actor: "ann", pick: { do: "raid", target: "cat" } }], short, noRefill);
    expect(cat.rules).toEqual(["MR-RAID-ROUNDS"]);
    // "The player may raid a fellow player": oneself is not one, which is the choice's own rule.
    expect(refusedBy([{ kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ann" } }]).rules).toEqual([
      "MR-PHASE3-CHOICE",
    ]);
  });

  it("an exchange of 3 held cards is still accepted", () => {
    const exchange = play(spec, phase3, null, [
      { kind: "phase-3", actor: "ann", pick: { do: "exchange", cards: [1, 2, 4] } },
    ]);
    expect(exchange.ok).toBe(true);
  });
});
