// The placement choice: legal spaces in ascending order, and each kind of illegal pick refused under
// the rule it breaks (RB-PLACE-TARGET for a bad space, the mandatory rule for a refused placement).
import { describe, expect, it } from "vitest";
import { play, robbersSpec } from "../../src/robbers/api.js";
import { legalSpaces } from "./handlers/bag-tile.js";
import { initialState, normaliseOptions, type RobbersState } from "./index.js";
import type { RuleError } from "../../src/dsl/errors.js";

const state: RobbersState = {
  ...initialState(["red", "blue", "green"], false),
  figures: { red: { meeple: 4 }, blue: { meeple: 30 }, green: { meeple: 57 } },
};
const refusal = (edition: "C3" | "C2-ZMan", s: RobbersState, pick: unknown, extra: object = {}) => {
  const r = play(robbersSpec({ edition, ...extra }), s, { kind: "bag-tile" }, [{ kind: "place", actor: "red", pick }]);
  return r.ok ? "accepted" : `${r.error.rules.join(",")}: ${r.error.reason}`;
};

describe("placement choices", () => {
  it("lists other players' spaces in ascending order (by square under the loop reading)", () => {
    expect(legalSpaces(state, "red", "loop")).toEqual([7, 30]);
    expect(legalSpaces(state, "red", "score")).toEqual([30, 57]);
    expect(legalSpaces(state, "blue", "loop")).toEqual([4, 7]);
  });
  it("refuses a place with no other player's figure under RB-PLACE-TARGET, whether placing or moving", () => {
    expect(refusal("C3", state, { action: "place", at: 4 })).toMatch(/^RB-PLACE-TARGET: red's place choice is not allowed: no other player's scoring figure stands there/);
    const out = { ...state, robbers: { ...state.robbers, red: 30 } };
    expect(refusal("C3", out, { action: "move", at: 4 })).toMatch(/^RB-PLACE-TARGET:/);
    expect(refusal("C3", out, { action: "move", at: 30 })).toMatch(/^RB-PLACE-TARGET:/);
    expect(refusal("C2-ZMan", state, { action: "place", at: 4 })).toMatch(/^RB-PLACE-TARGET:/);
  });
  it("refuses a decline where placing is mandatory under the rule that makes it so", () => {
    expect(refusal("C2-ZMan", state, { action: "decline" })).toMatch(/^ED-C2-ZMAN: red's place choice is not allowed: red may not decline/);
    // (blue's and green's robbers are out, so nobody else is asked)
    expect(refusal("C3", { ...state, robbers: { red: null, blue: 4, green: 4 } }, { action: "decline" })).toBe("accepted");
    const out = { ...state, robbers: { ...state.robbers, red: 30 } };
    expect(refusal("C2-ZMan", out, { action: "decline" }, { interpretations: { "INT-MANDATORY-MOVE": "mandatory" } })).toMatch(/^INT-MANDATORY-MOVE: .*may not decline/);
  });
  it("refuses a pick that is no placement at all under the choice's own rule", () => {
    expect(refusal("C3", state, { action: "teleport" })).toMatch(/^RB-PLACE-TARGET: .*not one of the legal options/);
    expect(refusal("C2-ZMan", state, { action: "teleport" })).toMatch(/^ED-C2-ZMAN: .*not one of the legal options/);
    expect(refusal("C3", state, null)).toMatch(/^RB-PLACE-TARGET: /);
  });
});

describe("options", () => {
  const refused = (o: unknown) => {
    try {
      normaliseOptions(o);
      return "accepted";
    } catch (e) {
      return `${(e as RuleError).path} ${(e as RuleError).reason}`;
    }
  };
  it("fills defaults: C3 and each interpretation's default reading", () => {
    expect(normaliseOptions(undefined)).toEqual(normaliseOptions({}));
    expect(normaliseOptions({}).edition).toBe("C3");
    expect(normaliseOptions({}).interpretations["INT-ZERO-POINTS"]).toBe("no-steal");
    expect(normaliseOptions({ interpretations: { "INT-ZERO-POINTS": "used-up" } }).interpretations["INT-ZERO-POINTS"]).toBe("used-up");
  });
  it("says what is wrong with bad options", () => {
    expect(refused([])).toBe("$.options options must be an object");
    expect(refused("C3")).toBe("$.options options must be an object");
    expect(refused({ edition: 3 })).toBe("$.options.edition unknown edition 3; expected one of C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3");
    expect(refused({ interpretations: [] })).toBe("$.options.interpretations interpretations must be an object of id to reading");
    expect(refused({ interpretations: null })).toBe("accepted"); // null means none given, like a missing field
    expect(refused({ interpretations: { "INT-ZERO-POINTS": 1 } })).toBe('$.options.interpretations["INT-ZERO-POINTS"] unknown reading 1 for INT-ZERO-POINTS; expected one of no-steal, used-up');
    expect(refused({ mode: 1 })).toBe('$.options.mode unknown option "mode" (expected "edition" or "interpretations")');
  });
});
