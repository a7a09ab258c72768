// What a message draw cites (The Messages with The Robbers, rules/07-messages.ts and the readings in
// rules/08-interpretations.ts): an ordinary landing on a dark space in the mover's turn draws by The
// Messages' own rule (MS-DARK-DRAW); rogue points draw by RB-MSG-DARK, out of the thief's turn only
// under INT-MSG-OWN-TURN "always"; a landing beside another figure draws only because INT-MSG-ALONE's
// default does not require being alone, so that reading is cited. Dark spaces are the multiples of 5.
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../../../properties/robbers/support/cited.js";
import { robbersSpec } from "../../../../src/games/robbers/library/api.js";
import type { Award, PlayerId, RobbersState } from "../../model.js";

const base: RobbersState = {
  players: ["red", "blue"],
  messages: true,
  active: "red",
  figures: { red: { meeple: 3, messenger: 21 }, blue: { meeple: 12, messenger: 31 } },
  robbers: { red: null, blue: null },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const award = (player: PlayerId, points: number): Award => ({ player, points, source: "feature" });

const draws = (state: RobbersState, awards: readonly Award[], spec = robbersSpec()) =>
  effectsOf(state, { kind: "moment", awards }, spec).flatMap((e) =>
    e.type === "message-drawn" ? [{ player: e.player, ...citations(e) }] : [],
  );

describe("the message step's citations", () => {
  it("the active player's meeple stops alone on a dark space: The Messages' own rule", () => {
    // Red's meeple 3 -> 5.
    expect(draws(base, [award("red", 2)])).toEqual([
      { player: "red", rules: ["MS-DARK-DRAW"], decidedBy: ["MS-DARK-DRAW"] },
    ]);
  });

  it("beside another figure it still draws, because the default reading does not require being alone", () => {
    const crowded: RobbersState = { ...base, figures: { ...base.figures, blue: { meeple: 5, messenger: 31 } } };
    const both = ["MS-DARK-DRAW", "INT-MSG-ALONE"];
    expect(draws(crowded, [award("red", 2)])).toEqual([{ player: "red", rules: both, decidedBy: both }]);
  });

  it("rogue points landing on a dark space in the thief's own turn: RB-MSG-DARK, with The Messages' rule beside it", () => {
    // Red's robber beside blue's meeple on 12; blue scores 4, red steals 2 and records them 3 -> 5.
    const thief: RobbersState = { ...base, robbers: { red: 12, blue: null } };
    expect(draws(thief, [award("blue", 4)])).toEqual([
      { player: "red", rules: ["RB-MSG-DARK", "MS-DARK-DRAW"], decidedBy: ["RB-MSG-DARK"] },
    ]);
  });

  it('rogue points landing on a dark space out of the thief\'s turn draw only under INT-MSG-OWN-TURN "always"', () => {
    const outOfTurn: RobbersState = { ...base, active: "blue", robbers: { red: 12, blue: null } };
    expect(draws(outOfTurn, [award("blue", 4)])).toEqual([]);
    const always = robbersSpec({ interpretations: { "INT-MSG-OWN-TURN": "always" } });
    const cited = ["RB-MSG-DARK", "INT-MSG-OWN-TURN"];
    expect(draws(outOfTurn, [award("blue", 4)], always)).toEqual([{ player: "red", rules: cited, decidedBy: cited }]);
  });

  it("rogue points landing beside another figure cite the reading that lets them draw", () => {
    const crowded: RobbersState = {
      ...base,
      figures: { red: { meeple: 3, messenger: 21 }, blue: { meeple: 12, messenger: 5 } },
      robbers: { red: 12, blue: null },
    };
    // Blue's meeple scores 4 from 12; red steals 2 to 5, where blue's messenger stands.
    const [draw] = draws(crowded, [award("blue", 4)]);
    expect(draw).toEqual({
      player: "red",
      rules: ["RB-MSG-DARK", "MS-DARK-DRAW", "INT-MSG-ALONE"],
      decidedBy: ["RB-MSG-DARK", "INT-MSG-ALONE"],
    });
  });

  it("rogue points that stop on a dark space out of the thief's turn and draw nothing say why on the movement itself", () => {
    // Blue's robber beside red's meeple on 3; red (active) scores 4, blue steals 2 and records them 13 -> 15.
    const outOfTurn: RobbersState = {
      ...base,
      figures: { red: { meeple: 3, messenger: 21 }, blue: { meeple: 13, messenger: 31 } },
      robbers: { red: null, blue: 3 },
    };
    const effects = effectsOf(outOfTurn, { kind: "moment", awards: [award("red", 4)] });
    const rogue = effects.filter((e) => e.type === "figure-moved" && e.source === "rogue");
    expect(rogue.map(citations)).toEqual([
      {
        rules: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE", "RB-MSG-DARK", "INT-MSG-OWN-TURN"],
        decidedBy: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE"],
      },
    ]);
    expect(effects.some((e) => e.type === "message-drawn")).toBe(false);
  });
});

// INT-MSG-ALONE's third reading: "alone" judged once every movement of the moment is done (one tile's
// scorings are one moment, RB-STEAL-SIMULTANEOUS), not as each movement ends in the fixed order.
describe('"alone" judged once the moment is done (INT-MSG-ALONE "alone-after-moment")', () => {
  const plans = [
    { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
    { kind: "plan", actor: "blue", pick: { sequence: [{ award: 1, figure: "meeple" }] } },
  ] as const;
  const drawsUnder = (state: RobbersState, reading: string) =>
    effectsOf(
      state,
      { kind: "moment", awards: [award("red", 3), award("blue", 4)] },
      robbersSpec({ interpretations: { "INT-MSG-ALONE": reading as "alone" } }),
      plans,
    ).filter((e) => e.type === "message-drawn").length;

  it("red lands on dark 10 where blue's meeple stands, and blue's meeple then leaves: drawn only once the moment is done", () => {
    // Red (active, moved first) 7 -> 10; blue 10 -> 14 in the same moment.
    const leaving: RobbersState = {
      ...base,
      figures: { red: { meeple: 7, messenger: 21 }, blue: { meeple: 10, messenger: 31 } },
    };
    expect(drawsUnder(leaving, "not-required")).toBe(1);
    expect(drawsUnder(leaving, "alone")).toBe(0);
    expect(drawsUnder(leaving, "alone-after-moment")).toBe(1);
  });

  it("blue's meeple arrives on dark 10 after red's landing there: drawn only as red's movement ends", () => {
    // Red (active) 7 -> 10 first; blue 6 -> 10 after it.
    const arriving: RobbersState = {
      ...base,
      figures: { red: { meeple: 7, messenger: 21 }, blue: { meeple: 6, messenger: 31 } },
    };
    expect(drawsUnder(arriving, "alone")).toBe(1);
    expect(drawsUnder(arriving, "alone-after-moment")).toBe(0);
  });
});
