// A failure counts once toward its rule point, and a rule outside it cited as often leaves it open
// (the rule points themselves, read from each game's decisions: src/games/stand-ins.test.ts).
import { describe, expect, it } from "vitest";
import { standInEvidence } from "./stand-in-evidence.js";

const failing = (...evidence: string[][]) => evidence.map((e) => ({ evidence: e }));
const causes = (f: readonly { evidence: readonly string[] }[]) => {
  const out = new Map<string, number>();
  for (const a of f) for (const r of new Set(a.evidence)) out.set(r, (out.get(r) ?? 0) + 1);
  return out;
};
const NEXT_OR_ALL = ["RB-PLACE-NEXT", "RB-PLACE-ALL"];

describe("rule points printed as different rules", () => {
  it("are named when one of their rules is cited on enough failures, each failure counted once", () => {
    const f = failing(["RB-PLACE-NEXT"], ["RB-PLACE-NEXT"], ["RB-PLACE-ALL", "RB-PLACE-NEXT"], ["RB-PLACE-ALL"], ["X"]);
    expect(standInEvidence(f, [NEXT_OR_ALL], causes(f), 4)).toEqual({ rules: NEXT_OR_ALL, cause: 4 });
    expect(standInEvidence(f, [NEXT_OR_ALL], causes(f), 5)).toBeNull();
  });

  it("are not named when a rule outside them is cited as often", () => {
    const f = failing(["RB-PLACE-NEXT", "X"], ["RB-PLACE-ALL", "X"], ["X"]);
    expect(standInEvidence(f, [NEXT_OR_ALL], causes(f), 2)).toBeNull();
  });
});
