// The factored enumerator counts a player's message draws against where the other figures began.
// That is exact unless INT-MSG-ALONE is "alone" with The Messages: then a thief's rogue landing may
// share its dark space with a figure that arrived earlier in the same moment. Its outcomes would still
// be right (each is replayed through the steps) but its factor summaries would count draws that never
// happen, so under that reading the enumerator walks every path (FACTORED_RULES, INT-MSG-ALONE).
// The case below is such a moment: red's rogue points take its meeple to dark space 5, where blue's
// messenger arrives in the same moment.
import { describe, expect, it } from "vitest";
import { outcomes, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { robbersOutcomeKey } from "../index.js";
import type { RobbersEvent, RobbersState } from "../model.js";

// Red (active) has its robber beside blue's meeple on 10. Blue scores 4 and 4: one award moves
// the meeple 10 -> 14 (red steals 2, RB-STEAL-HALF), the other its messenger 1 -> 5. Red's meeple
// takes the 2 stolen points from 3 to 5: a dark space (MS-DARK-DRAW), on red's own turn.
const state: RobbersState = {
  players: ["red", "blue"],
  messages: true,
  active: "red",
  figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 10, messenger: 1 } },
  robbers: { red: 10, blue: null },
  bagTiles: 3,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const event: RobbersEvent = {
  kind: "moment",
  awards: [
    { player: "blue", points: 4, source: "feature" },
    { player: "blue", points: 4, source: "feature" },
  ],
};

const keys = (list: readonly { state: RobbersState; effects: readonly unknown[] }[]) =>
  list.map((o) => robbersOutcomeKey(o.state, o.effects as never)).sort();

describe("factored enumeration and INT-MSG-ALONE", () => {
  const alone = robbersSpec({ interpretations: { "INT-MSG-ALONE": "alone" } });

  it('under "alone" with The Messages, the outcomes are those of walking every path', () => {
    const listed = outcomes(alone, state, event);
    const walked = outcomes(alone, state, event, { exhaustive: true });
    expect(listed.ok && walked.ok).toBe(true);
    if (!listed.ok || !walked.ok) return;
    expect(keys(listed.outcomes.all())).toEqual(keys(walked.outcomes.all()));
    expect(listed.outcomes.set.method).not.toBe("factored");
  });

  it("red's rogue landing beside blue's arriving messenger draws no message under \"alone\", and draws one otherwise", () => {
    const crowdedTheft = (spec: typeof alone) => {
      const listed = outcomes(spec, state, event, { exhaustive: true });
      if (!listed.ok) throw new Error(listed.error.message);
      const found = listed.outcomes
        .all()
        .find((o) => o.state.figures.red!.meeple === 5 && o.state.figures.blue!.messenger === 5);
      expect(found, "an outcome where red steals and blue's messenger reaches 5").toBeDefined();
      return found!.state.messagesDrawn.red;
    };
    expect(crowdedTheft(alone)).toBe(0);
    expect(crowdedTheft(robbersSpec())).toBe(1);
  });

  it("without The Messages the reading changes nothing, so the factored enumerator is used", () => {
    const plain: RobbersState = { ...state, messages: false, figures: { red: { meeple: 3 }, blue: { meeple: 10 } } };
    const listed = outcomes(alone, plain, {
      kind: "moment",
      awards: [{ player: "blue", points: 4, source: "feature" }],
    });
    expect(listed.ok && listed.outcomes.set.method).toBe("factored");
  });
});

describe("factored enumeration and the messages a plan draws", () => {
  // Red (active, The Messages) scores 2 and 4 with its meeple from 3. In the order 2 then 4 it stops
  // on dark space 5 and draws a message (MS-DARK-DRAW) on its way to 9; in the order 4 then 2 it
  // stops on 7 and 9 and draws nothing. Blue's robber on 3 steals half of the first movement (1 or
  // 2 points) and blue records them with its meeple or its messenger: two outcomes per order.
  const plain: RobbersState = {
    ...state,
    figures: { red: { meeple: 3, messenger: 21 }, blue: { meeple: 30, messenger: 41 } },
    robbers: { red: null, blue: 3 },
  };
  const twoAwards: RobbersEvent = {
    kind: "moment",
    awards: [
      { player: "red", points: 2, source: "feature" },
      { player: "red", points: 4, source: "feature" },
    ],
  };

  it("keeps plans that end on the same squares apart when they draw differently", () => {
    const spec = robbersSpec();
    const listed = outcomes(spec, plain, twoAwards);
    const walked = outcomes(spec, plain, twoAwards, { exhaustive: true });
    if (!listed.ok || !walked.ok) throw new Error("refused");
    expect(listed.outcomes.set.method).toBe("factored");
    expect(keys(listed.outcomes.all())).toEqual(keys(walked.outcomes.all()));
    const meepleOn9 = listed.outcomes
      .all()
      .filter((o) => o.state.figures.red!.meeple === 9 && o.state.figures.red!.messenger === 21);
    expect(meepleOn9.map((o) => o.state.messagesDrawn.red).sort()).toEqual([0, 0, 1, 1]);
  });
});
