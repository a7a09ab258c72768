// What a backward move cites and refuses (rulebook §5, rules/05-backward.ts): the figure's own move
// is the scoreboard; a robber of another player beside it must go back with it (RB-BACK-FOLLOW)
// unless other players' figures stay on the space, when its owner may keep it there (RB-BACK-CHOOSE).
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../../properties/robbers/support/cited.js";
import type { PathStep } from "../../../src/dsl/index.js";
import { play, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { nextChoiceWith } from "../../../src/interpreter/play.js";
import type { RobbersEvent, RobbersState } from "../model.js";

const base: RobbersState = {
  players: ["red", "blue", "green"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 10 }, blue: { meeple: 20 }, green: { meeple: 30 } },
  robbers: { red: null, blue: 10, green: null },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0, green: 0 },
  ended: false,
};
const payBazaar: RobbersEvent = { kind: "backward", player: "red", figure: "meeple", points: 3, source: "bazaar" };
const withGreenBeside: RobbersState = { ...base, figures: { ...base.figures, green: { meeple: 10 } } };
const spec = robbersSpec();

// A script, not the first legal option: a choice the case does not name must have only one option.
const cited = (state: RobbersState, choices: readonly PathStep[] = []) =>
  effectsOf(state, payBazaar, spec, choices).map((e) => ({ type: e.type, ...citations(e) }));

describe("a backward move's citations and refusals", () => {
  it("alone beside the figure, the robber goes back with it: the scoreboard, then RB-BACK-FOLLOW", () => {
    expect(cited(base)).toEqual([
      { type: "figure-moved", rules: ["BASE-SCOREBOARD"], decidedBy: ["BASE-SCOREBOARD"] },
      { type: "robber-followed", rules: ["RB-BACK-FOLLOW"], decidedBy: ["RB-BACK-FOLLOW"] },
    ]);
  });

  it("a robber that must follow cannot stay, and the refusal names RB-BACK-FOLLOW", () => {
    const r = play(spec, base, payBazaar, [{ kind: "backward", actor: "blue", pick: { action: "stay" } }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toEqual(["RB-BACK-FOLLOW"]);
  });

  it("with another player's figure left on the space, its owner chooses under RB-BACK-CHOOSE", () => {
    const asked = nextChoiceWith(spec, withGreenBeside, payBazaar);
    expect(asked).toMatchObject({
      kind: "backward",
      actor: "blue",
      rule: "RB-BACK-CHOOSE",
      options: [{ action: "follow" }, { action: "stay" }],
    });
    expect(asked?.question).toBe("Does blue's robber go back with red's meeple or stay?");
    expect(cited(withGreenBeside, [{ kind: "backward", actor: "blue", pick: { action: "stay" } }])).toEqual([
      { type: "figure-moved", rules: ["BASE-SCOREBOARD"], decidedBy: ["BASE-SCOREBOARD"] },
      { type: "robber-stayed", rules: ["RB-BACK-CHOOSE"], decidedBy: ["RB-BACK-CHOOSE"] },
    ]);
    expect(cited(withGreenBeside, [{ kind: "backward", actor: "blue", pick: { action: "follow" } }])[1]).toEqual({
      type: "robber-followed",
      rules: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE"],
      decidedBy: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE"],
    });
  });
});
