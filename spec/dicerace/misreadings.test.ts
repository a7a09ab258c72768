// Dice Race's misreading, the small example of the mechanism: a known mistake about DR-EXACT played
// through a decision only it changes, worked out by hand from spec/dicerace/RULEBOOK.md, and never
// selected by an edition or a reading.
import { describe, expect, it } from "vitest";
import { compile } from "../../src/interpreter/compile.js";
import { step } from "../../src/interpreter/step.js";
import { firstLegal, scripted } from "../../src/interpreter/strategies.js";
import { diceRace, EDITION_IDS, overshoot } from "./index.js";

const race = { players: ["ann", "bob"], active: "ann", pawns: { ann: [18, 3], bob: [5, 0] }, winner: null } as const;
const rolled = (options: unknown, die: number) => {
  const pawn0 = scripted([{ kind: "pawn", actor: "ann", pick: 0 }], firstLegal());
  const r = step(compile(diceRace, options as never), race, { kind: "roll" as const, die }, pawn0);
  if (!r.ok) throw r.error;
  return r;
};

describe("MIS-EXACT-PAST-FINISHES: a roll past the finish still finishes", () => {
  it("Ann's pawn on 18 rolls 5: the rules keep it on 18 (or bounce it to 17); the mistake puts it on 20 and she wins", () => {
    expect(rolled({}, 5).state).toMatchObject({ pawns: { ann: [18, 3] }, active: "bob", winner: null });
    expect(rolled({ interpretations: { "DR-INT-OVERSHOOT": "bounce" } }, 5).state.pawns.ann).toEqual([17, 3]);
    const wrong = rolled({ misreadings: ["MIS-EXACT-PAST-FINISHES"] }, 5);
    expect(wrong.state).toMatchObject({ pawns: { ann: [20, 3] }, active: "ann", winner: "ann" });
    expect(wrong.effects.map((e) => [e.type, e.decidedBy])).toEqual([
      ["moved", ["DR-ROLL", "DR-EXACT", "MIS-EXACT-PAST-FINISHES"]],
      ["won", ["DR-WIN", "DR-EXACT", "MIS-EXACT-PAST-FINISHES"]],
    ]);
  });

  it("changes nothing when the roll lands exactly or short of the finish", () => {
    for (const die of [1, 2]) {
      const wrong = rolled({ misreadings: ["MIS-EXACT-PAST-FINISHES"] }, die);
      expect(wrong.state).toEqual(rolled({}, die).state);
      expect(wrong.effects.flatMap((e) => e.rules)).not.toContain("MIS-EXACT-PAST-FINISHES");
    }
  });

  it("no edition or reading selects it, and an unknown misreading is refused at its path", () => {
    for (const edition of EDITION_IDS)
      for (const r of overshoot.readings)
        expect(
          compile(diceRace, { edition, interpretations: { "DR-INT-OVERSHOOT": r.id } } as never).decisions.exactFinish
            .value,
        ).toBe("exact");
    expect(() => compile(diceRace, { misreadings: ["MIS-NOPE"] } as never)).toThrow(/unknown misreading "MIS-NOPE"/);
  });
});
