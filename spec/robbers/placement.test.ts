// The placement choice: legal spaces in ascending order, and each kind of illegal pick refused under
// the one rule it breaks (RB-PLACE-TARGET for a bad space, RB-PLACE-MOVE for a move onto the same
// space, the rule and the edition or reading that makes it mandatory for a refused decline).
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../properties/robbers/support/cited.js";
import type { RuleError } from "../../src/dsl/errors.js";
import { play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { nextChoiceWith } from "../../src/interpreter/play.js";
import { firstLegal, scripted } from "../../src/interpreter/strategies.js";
import { legalSpaces } from "./handlers/bag-tile.js";
import { initialState, normaliseOptions, type RobbersState } from "./index.js";

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
    expect(refusal("C3", state, { action: "place", at: 4 })).toMatch(
      /^RB-PLACE-TARGET: red's place choice is not allowed: no other player's scoring figure stands there; the legal spaces are/,
    );
    const out = { ...state, robbers: { ...state.robbers, red: 30 } };
    expect(refusal("C3", out, { action: "move", at: 4 })).toMatch(/^RB-PLACE-TARGET:/);
    expect(refusal("C2-ZMan", state, { action: "place", at: 4 })).toMatch(/^RB-PLACE-TARGET:/);
  });
  it("refuses a move onto the robber's own space under RB-PLACE-MOVE (a different space), not RB-PLACE-TARGET", () => {
    const out = { ...state, robbers: { ...state.robbers, red: 30 } };
    expect(refusal("C3", out, { action: "move", at: 30 })).toBe(
      "RB-PLACE-MOVE: red's place choice is not allowed: red's robber already stands on space 30: a robber that moves goes to a different space",
    );
    expect(refusal("C3", out, { action: "place", at: 7 })).toMatch(
      /^RB-PLACE-MOVE: .*already on the scoreboard: it can be moved, not placed/,
    );
    expect(refusal("C3", state, { action: "move", at: 7 })).toMatch(
      /^RB-PLACE-MOVE: .*in its supply: it can be placed, not moved/,
    );
  });
  it("cites INT-SAME-SPACE beside RB-PLACE-TARGET only where the other reading would allow the space", () => {
    // Green's meeple is on 57: square 7 under "loop", the exact score 57 under "score".
    expect(refusal("C3", state, { action: "place", at: 57 })).toMatch(
      /^RB-PLACE-TARGET,INT-SAME-SPACE: .*a robber stands on a square 0-49/,
    );
    expect(
      refusal("C3", state, { action: "place", at: 7 }, { interpretations: { "INT-SAME-SPACE": "score" } }),
    ).toMatch(/^RB-PLACE-TARGET,INT-SAME-SPACE: .*beside one exact score/);
    expect(refusal("C3", state, { action: "place", at: 40 })).toMatch(/^RB-PLACE-TARGET: /);
  });
  it("refuses a decline where placing is mandatory under the rule and the edition or reading that makes it so", () => {
    expect(refusal("C2-ZMan", state, { action: "decline" })).toMatch(
      /^RB-PLACE-ACTIVE,ED-C2-ZMAN: red's place choice is not allowed: red may not decline: it must place its robber/,
    );
    // (blue's and green's robbers are out, so nobody else is asked)
    expect(refusal("C3", { ...state, robbers: { red: null, blue: 4, green: 4 } }, { action: "decline" })).toBe(
      "accepted",
    );
    const out = { ...state, robbers: { ...state.robbers, red: 30 } };
    expect(
      refusal("C2-ZMan", out, { action: "decline" }, { interpretations: { "INT-MANDATORY-MOVE": "mandatory" } }),
    ).toMatch(/^RB-PLACE-MOVE,INT-MANDATORY-MOVE: .*may not decline: it must move/);
  });
  it("refuses a pick that is no placement at all under the rule that gives the choice", () => {
    expect(refusal("C3", state, { action: "teleport" })).toMatch(/^RB-PLACE-ACTIVE: .*not one of the legal options/);
    expect(refusal("C2-ZMan", state, { action: "teleport" })).toMatch(
      /^RB-PLACE-ACTIVE: .*not one of the legal options/,
    );
    expect(refusal("C3", state, null)).toMatch(/^RB-PLACE-ACTIVE: /);
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
    expect(
      normaliseOptions({ interpretations: { "INT-ZERO-POINTS": "used-up" } }).interpretations["INT-ZERO-POINTS"],
    ).toBe("used-up");
  });
  it("says what is wrong with bad options", () => {
    expect(refused([])).toBe("$.options options must be an object");
    expect(refused("C3")).toBe("$.options options must be an object");
    expect(refused({ edition: 3 })).toBe(
      "$.options.edition unknown edition 3; expected one of C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3",
    );
    expect(refused({ interpretations: [] })).toBe(
      "$.options.interpretations interpretations must be an object of id to reading",
    );
    expect(refused({ interpretations: null })).toBe("accepted"); // null means none given, like a missing field
    expect(refused({ interpretations: { "INT-ZERO-POINTS": 1 } })).toBe(
      '$.options.interpretations["INT-ZERO-POINTS"] unknown reading 1 for INT-ZERO-POINTS; expected one of no-steal, used-up',
    );
    expect(refused({ mode: 1 })).toBe(
      '$.options.mode unknown option "mode" (expected "edition", "interpretations" or "misreadings")',
    );
  });
});

describe("a declined move", () => {
  it("cites why an active player's robber stayed put: its owner's choice (RB-PLACE-MOVE, and the reading under Z-Man), or no space to go to", () => {
    // Every robber is out, so nobody places after red.
    const out: RobbersState = { ...state, robbers: { red: 30, blue: 4, green: 4 } };
    const declined = (edition: "C1-HiG" | "C2-ZMan", s: RobbersState) => {
      const script = [{ kind: "place", actor: "red", pick: { action: "decline" } }];
      return effectsOf(s, { kind: "bag-tile" }, robbersSpec({ edition }), script)
        .filter((e) => e.type === "placement-declined")
        .map(citations);
    };
    expect(declined("C1-HiG", out)).toEqual([{ rules: ["RB-PLACE-MOVE"], decidedBy: ["RB-PLACE-MOVE"] }]);
    // Z-Man makes placing mandatory; moving an out robber stays optional only by INT-MANDATORY-MOVE.
    const optional = ["RB-PLACE-MOVE", "INT-MANDATORY-MOVE"];
    expect(declined("C2-ZMan", out)).toEqual([{ rules: optional, decidedBy: optional }]);
    // Green's meeple joins blue's on 30, beside red's robber: no other space holds another player's figure.
    const nowhere: RobbersState = { ...out, figures: { ...out.figures, green: { meeple: 30 } } };
    expect(declined("C1-HiG", nowhere)).toEqual([
      { rules: ["RB-PLACE-MOVE", "RB-PLACE-TARGET"], decidedBy: ["RB-PLACE-TARGET"] },
    ]);
  });
});

describe("placing from supply", () => {
  const asked = (edition: "C3" | "C2-ZMan") => nextChoiceWith(robbersSpec({ edition }), state, { kind: "bag-tile" });
  it("asks the active player where, saying when it must", () => {
    expect(asked("C3")).toMatchObject({
      kind: "place",
      actor: "red",
      rule: "RB-PLACE-ACTIVE",
      question: "Where does red place its robber?",
    });
    expect(asked("C2-ZMan")).toMatchObject({
      kind: "place",
      actor: "red",
      rule: "RB-PLACE-ACTIVE",
      question: "Where does red place its robber (it must)?",
    });
  });
  it("refuses a space that is not a number as none of the options, under the rule that gives the choice", () => {
    expect(refusal("C3", state, { action: "place", at: "7" })).toMatch(
      /^RB-PLACE-ACTIVE: red's place choice is not allowed: .* is not one of the legal options/,
    );
    expect(refusal("C3", state, { action: "place", at: null })).toMatch(
      /^RB-PLACE-ACTIVE: red's place choice is not allowed: .* is not one of the legal options/,
    );
  });
  it("cites INT-SAME-SPACE when the figure beside the robber is on its second lap, from a score of exactly 50", () => {
    const lapped: RobbersState = { ...state, figures: { ...state.figures, blue: { meeple: 50 } } };
    const r = play(
      robbersSpec(),
      lapped,
      { kind: "bag-tile" },
      scripted([{ kind: "place", actor: "red", pick: { action: "place", at: 0 } }], firstLegal()),
    );
    if (!r.ok) throw new Error(r.error.message);
    const placed = r.effects.find((e) => e.type === "robber-placed");
    expect(placed?.rules).toContain("INT-SAME-SPACE");
    expect(placed?.decidedBy).toContain("INT-SAME-SPACE");
  });
});
