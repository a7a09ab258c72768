// What each scoring figure's movement cites, case by case: the scoreboard rule always; the order
// rule only when the scorer had an order or a figure to choose (RB-STEAL-ORDER, rulebook §3); the
// per-event rule only when it scored more than once in the moment (RB-STEAL-PER-EVENT); and, for a
// dark landing that drew nothing under Z-Man's "alone", the draw rule with the reading that limits it.
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../../../properties/robbers/support/cited.js";
import { robbersSpec } from "../../../../src/games/robbers/library/api.js";
import type { Award, RobbersState } from "../../model.js";

const base: RobbersState = {
  players: ["red", "blue"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
  robbers: { red: null, blue: null },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const award = (points: number): Award => ({ player: "red", points, source: "feature" });

const moved = (state: RobbersState, awards: readonly Award[], spec = robbersSpec()) =>
  effectsOf(state, { kind: "moment", awards }, spec)
    .filter((e) => e.type === "figure-moved")
    .map(citations);

describe("the plan step's citations", () => {
  it("one award and one figure: nothing to choose, only the scoreboard", () => {
    expect(moved(base, [award(4)])).toEqual([{ rules: ["BASE-SCOREBOARD"], decidedBy: ["BASE-SCOREBOARD"] }]);
  });

  it("two awards: the order was chosen and each award moved on its own", () => {
    const both = {
      rules: ["BASE-SCOREBOARD", "RB-STEAL-ORDER", "RB-STEAL-PER-EVENT"],
      decidedBy: ["BASE-SCOREBOARD", "RB-STEAL-ORDER"],
    };
    expect(moved(base, [award(4), award(6)])).toEqual([both, both]);
  });

  it("with The Messages one award still leaves a figure to choose", () => {
    const withMessages: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 12, messenger: 30 } },
    };
    expect(moved(withMessages, [award(4)])).toEqual([
      { rules: ["BASE-SCOREBOARD", "RB-STEAL-ORDER"], decidedBy: ["BASE-SCOREBOARD", "RB-STEAL-ORDER"] },
    ]);
  });

  it('a dark landing that draws nothing under "alone" cites the draw rule and the reading', () => {
    // Red's meeple goes 3 -> 5, where blue's meeple already stands.
    const crowded: RobbersState = {
      ...base,
      messages: true,
      figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 5, messenger: 30 } },
    };
    const alone = robbersSpec({ interpretations: { "INT-MSG-ALONE": "alone" } });
    const [first] = moved(crowded, [award(2)], alone);
    expect(first).toEqual({
      rules: ["BASE-SCOREBOARD", "RB-STEAL-ORDER", "MS-DARK-DRAW", "INT-MSG-ALONE"],
      decidedBy: ["BASE-SCOREBOARD", "RB-STEAL-ORDER"],
    });
  });
});
