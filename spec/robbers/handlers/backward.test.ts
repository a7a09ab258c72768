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

// INT-BACK-OWN-FIGURE (000 fn6 says the robber goes back with the figure it is with, not whose):
// red's robber was put beside blue's meeple on 10, and red's own meeple has since scored onto 10.
describe("a robber beside its own player's figure that moves back (INT-BACK-OWN-FIGURE)", () => {
  const ownBeside: RobbersState = {
    ...base,
    figures: { red: { meeple: 10 }, blue: { meeple: 10 }, green: { meeple: 30 } },
    robbers: { red: 10, blue: null, green: null },
  };
  const follows = robbersSpec({ interpretations: { "INT-BACK-OWN-FIGURE": "follows" } });

  it("stays by default: nothing follows, nothing is asked", () => {
    const r = play(spec, ownBeside, payBazaar, []);
    expect(r.ok && r.state.robbers).toEqual({ red: 10, blue: null, green: null });
    expect(nextChoiceWith(spec, ownBeside, payBazaar)).toBeNull();
  });

  it("under 'follows', its owner chooses as for anyone's figure, since blue's meeple stays on 10 (RB-BACK-CHOOSE)", () => {
    expect(nextChoiceWith(follows, ownBeside, payBazaar)).toMatchObject({
      actor: "red",
      rule: "RB-BACK-CHOOSE",
      options: [{ action: "follow" }, { action: "stay" }],
    });
    const r = play(follows, ownBeside, payBazaar, [{ kind: "backward", actor: "red", pick: { action: "follow" } }]);
    expect(r.ok && r.state.robbers.red).toBe(7);
    expect(r.ok && r.effects.find((e) => e.type === "robber-followed")?.decidedBy).toEqual([
      "RB-BACK-FOLLOW",
      "RB-BACK-CHOOSE",
      "INT-BACK-OWN-FIGURE",
    ]);
  });

  it("under 'follows', with no other player's figure left there, it must go back (RB-BACK-FOLLOW)", () => {
    const alone: RobbersState = { ...ownBeside, figures: { ...ownBeside.figures, blue: { meeple: 20 } } };
    // Only this reading reaches such a state (red's robber went back with red's meeple before).
    const r = play(follows, alone, payBazaar, []);
    expect(r.ok && r.state.robbers.red).toBe(7);
  });
});

// INT-MSG-BACKWARD (MS-DARK-DRAW, the inventory's summary of The Messages: a figure that stops on a
// dark space during its own turn draws): red pays 2 at the bazaar in its own turn, 12 -> 10, a dark space.
describe("moving back onto a dark space in one's own turn (INT-MSG-BACKWARD)", () => {
  const messages: RobbersState = {
    ...base,
    messages: true,
    figures: {
      red: { meeple: 12, messenger: 0 },
      blue: { meeple: 20, messenger: 0 },
      green: { meeple: 30, messenger: 0 },
    },
    robbers: { red: null, blue: null, green: null },
  };
  const pay2: RobbersEvent = { kind: "backward", player: "red", figure: "meeple", points: 2, source: "bazaar" };
  const anyStop = robbersSpec({ interpretations: { "INT-MSG-BACKWARD": "any-stop" } });

  it("draws nothing by default: a draw follows scoring, and paying is not scoring", () => {
    const r = play(spec, messages, pay2, []);
    expect(r.ok && r.state.messagesDrawn.red).toBe(0);
  });

  it("under 'any-stop' red draws one message, citing MS-DARK-DRAW and the reading", () => {
    const r = play(anyStop, messages, pay2, []);
    expect(r.ok && r.state.messagesDrawn.red).toBe(1);
    const drawn = r.ok ? r.effects.filter((e) => e.type === "message-drawn") : [];
    expect(drawn.map((e) => ({ rules: e.rules, decidedBy: e.decidedBy }))).toEqual([
      { rules: ["MS-DARK-DRAW", "INT-MSG-BACKWARD"], decidedBy: ["MS-DARK-DRAW", "INT-MSG-BACKWARD"] },
    ]);
  });

  it("under 'any-stop', not in another player's turn, nor where Z-Man's printing wants it alone", () => {
    const notHisTurn = play(anyStop, { ...messages, active: "blue" }, pay2, []);
    expect(notHisTurn.ok && notHisTurn.state.messagesDrawn.red).toBe(0);
    const crowded: RobbersState = {
      ...messages,
      figures: { ...messages.figures, green: { meeple: 10, messenger: 0 } },
    };
    const alone = robbersSpec({ interpretations: { "INT-MSG-BACKWARD": "any-stop", "INT-MSG-ALONE": "alone" } });
    const r = play(alone, crowded, pay2, []);
    expect(r.ok && r.state.messagesDrawn.red).toBe(0);
    const notRequired = play(anyStop, crowded, pay2, []);
    expect(notRequired.ok && notRequired.state.messagesDrawn.red).toBe(1);
  });
});
