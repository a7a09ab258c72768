// Landings on dark spaces, worked by hand from the rules: a figure gaining points onto a dark space
// (a multiple of 5) draws a message in its own player's turn (MS-DARK-DRAW, The Messages, dark
// spaces); rogue points draw outside the thief's turn only under INT-MSG-OWN-TURN "always"; under
// INT-MSG-ALONE "alone" no other scoring figure, of any player and including the mover's other
// figure, may stand on that space as the movement ends (figures that moved earlier in the moment
// count where they moved to), and "the same space" follows INT-SAME-SPACE.
import { describe, expect, it } from "vitest";
import { robbersSpec } from "../../../src/games/robbers/library/api.js";
import type { RobbersState } from "../model.js";
import { landingWalk, messageDraws } from "./landings.js";
import { type MomentRules, type Movement, momentRules } from "./movements.js";

// The default readings, as the ruleset compiles them: the hand-worked values assume them.
const rules: MomentRules = momentRules(robbersSpec().decisions);
const alone: MomentRules = { ...rules, msgAlone: "alone" };

// Red is active. Red's meeple on 3 and messenger on 12; blue's meeple on 20 and messenger on 7.
const state: RobbersState = {
  players: ["red", "blue"],
  active: "red",
  messages: true,
  figures: { red: { meeple: 3, messenger: 12 }, blue: { meeple: 20, messenger: 7 } },
  robbers: { red: null, blue: null },
  messagesDrawn: {},
  ended: false,
  bagTiles: 0,
};

const move = (player: string, figure: "meeple" | "messenger", from: number, to: number, rogue = false): Movement => ({
  player,
  figure,
  award: rogue ? -1 : 0,
  from,
  to,
  points: to - from,
  source: rogue ? "rogue" : "feature",
});

/** What the walk says of each movement, fed in the order given. */
const walk = (s: RobbersState, r: MomentRules, ms: readonly Movement[]) => {
  const land = landingWalk(s, r);
  return ms.map((m) => {
    const { dark, inTurn, crowded, draws } = land(m);
    return { dark, inTurn, crowded, draws };
  });
};

describe("landings on dark spaces (The Messages)", () => {
  it("the active player's figure gaining points onto an empty dark space draws", () => {
    expect(walk(state, alone, [move("red", "meeple", 3, 10)])).toEqual([
      { dark: true, inTurn: true, crowded: false, draws: true },
    ]);
  });

  it("a space that is not a multiple of 5, or no points gained, or no Messages: the message rules do not look at it", () => {
    expect(walk(state, rules, [move("red", "meeple", 3, 11)])[0]).toMatchObject({ dark: false, draws: false });
    expect(walk(state, rules, [{ ...move("red", "meeple", 10, 10), points: 0 }])[0]).toMatchObject({
      dark: false,
      draws: false,
    });
    expect(walk({ ...state, messages: false }, rules, [move("red", "meeple", 3, 10)])[0]).toMatchObject({
      dark: false,
      draws: false,
    });
  });

  it("another player's ordinary scoring onto a dark space draws nothing outside its turn", () => {
    expect(walk(state, rules, [move("blue", "meeple", 20, 25)])).toEqual([
      { dark: true, inTurn: false, crowded: false, draws: false },
    ]);
  });

  it("whether the space is crowded is only worked out for a dark landing in turn", () => {
    // Red's meeple onto 7, beside blue's messenger: in turn but not dark.
    expect(walk(state, alone, [move("red", "meeple", 3, 7)])).toEqual([
      { dark: false, inTurn: true, crowded: false, draws: false },
    ]);
    // Blue's meeple onto dark 25, beside red's messenger there: dark but not blue's turn.
    const s = { ...state, figures: { ...state.figures, red: { meeple: 3, messenger: 25 } } };
    expect(walk(s, alone, [move("blue", "meeple", 20, 25)])).toEqual([
      { dark: true, inTurn: false, crowded: false, draws: false },
    ]);
  });

  it("rogue points onto a dark space draw outside the thief's turn only under INT-MSG-OWN-TURN 'always'", () => {
    const rogue = move("blue", "messenger", 7, 10, true);
    expect(walk(state, rules, [rogue])[0]).toMatchObject({ inTurn: false, draws: false });
    expect(walk(state, { ...rules, msgOwnTurn: "always" }, [rogue])[0]).toMatchObject({ inTurn: true, draws: true });
    // In the thief's own turn they draw under either reading.
    expect(walk(state, rules, [move("red", "messenger", 12, 15, true)])[0]).toMatchObject({
      inTurn: true,
      draws: true,
    });
  });

  it("under 'alone', another player's figure on the space stops the draw; without that reading it does not", () => {
    const onBlue = [move("red", "meeple", 3, 20)];
    expect(walk(state, alone, onBlue)).toEqual([{ dark: true, inTurn: true, crowded: true, draws: false }]);
    expect(walk(state, rules, onBlue)[0]).toMatchObject({ crowded: true, draws: true });
    // Judged once the moment is done: the walk leaves it to the messages step.
    expect(walk(state, { ...rules, msgAlone: "alone-after-moment" }, onBlue)[0]).toMatchObject({ draws: true });
  });

  it("the mover's own other figure counts: any other scoring figure, of any player", () => {
    const s = { ...state, figures: { ...state.figures, red: { meeple: 3, messenger: 15 } } };
    expect(walk(s, alone, [move("red", "meeple", 3, 15)])[0]).toMatchObject({ crowded: true, draws: false });
    // The figure does not crowd itself: red's messenger moving on from 15 to 25 is alone there.
    expect(walk(s, alone, [move("red", "messenger", 15, 25)])[0]).toMatchObject({ crowded: false, draws: true });
  });

  it("figures that moved earlier in the moment count where they moved to, each figure by its own kind", () => {
    // Blue's meeple leaves 20 first: red's meeple then lands there alone.
    expect(walk(state, alone, [move("blue", "meeple", 20, 22), move("red", "meeple", 3, 20)])[1]).toMatchObject({
      crowded: false,
      draws: true,
    });
    // Blue's messenger (not its meeple) leaving 7 for 22 leaves the meeple on 20: crowded.
    expect(walk(state, alone, [move("blue", "messenger", 7, 22), move("red", "meeple", 3, 20)])[1]).toMatchObject({
      crowded: true,
      draws: false,
    });
    // Blue's messenger arriving on 25 first crowds red's meeple landing there next.
    expect(walk(state, alone, [move("blue", "messenger", 7, 25), move("red", "meeple", 3, 25)])[1]).toMatchObject({
      crowded: true,
      draws: false,
    });
  });

  it("the last player's messenger counts too (every figure of every player is looked at)", () => {
    const s = { ...state, figures: { ...state.figures, blue: { meeple: 20, messenger: 30 } } };
    expect(walk(s, alone, [move("red", "meeple", 3, 30)])[0]).toMatchObject({ crowded: true, draws: false });
  });

  it("a figure a lap ahead shares the space under INT-SAME-SPACE 'loop', not under 'score'", () => {
    const s = { ...state, figures: { ...state.figures, blue: { meeple: 70, messenger: 7 } } };
    expect(walk(s, alone, [move("red", "meeple", 3, 20)])[0]).toMatchObject({ crowded: true, draws: false });
    expect(walk(s, { ...alone, sameSpace: "score" }, [move("red", "meeple", 3, 20)])[0]).toMatchObject({
      crowded: false,
      draws: true,
    });
  });

  it("messageDraws lists the drawing movements in the order walked, and none without The Messages", () => {
    const ms = [move("red", "meeple", 3, 10), move("blue", "meeple", 20, 25), move("red", "messenger", 12, 15)];
    expect(messageDraws(state, ms, rules)).toEqual([ms[0], ms[2]]);
    expect(messageDraws({ ...state, messages: false }, ms, rules)).toEqual([]);
    // Red's messenger lands on 10 where red's meeple went first: crowded under 'alone'.
    const crowding = [move("red", "meeple", 3, 10), move("red", "messenger", 12, 10)];
    expect(messageDraws(state, crowding, alone)).toEqual([crowding[0]]);
  });
});
