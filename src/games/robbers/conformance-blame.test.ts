// Which rules `robbers conform` blames for a robber the engine put in the wrong place. A robber that
// followed a figure moving by rogue points, to wherever the engine put that figure, is wrong only
// because the figure is: the rules behind the figure's place are blamed, not RB-ROGUE-FOLLOW. "The
// figure's place" is its space under the vector's INT-SAME-SPACE reading: the square (score mod 50)
// under "loop", the exact score under "score", so the case must hold past 50 under both. A robber the
// rules leave alone but the engine moves with a figure moving backwards is blamed on RB-BACK-FOLLOW;
// one the engine leaves where it stood when told to move it, on RB-PLACE-MOVE (in supply when told
// to place it, on the placement's rule).
import { describe, expect, it } from "vitest";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";
import { robbersConformance } from "./conformance.js";
import { play, robbersSpec } from "./library/api.js";

// Red's meeple is on 53 with blue's robber beside it (on square 3, or on the score 53); red's robber
// is beside green's meeple on 20. Green scores 4: red's robber steals 2, red's meeple records them
// (53 -> 55), and blue's robber follows it as rogue points move it (RB-ROGUE-FOLLOW).
const state = (blueAt: number): RobbersState => ({
  players: ["red", "blue", "green"],
  messages: false,
  active: "green",
  figures: { red: { meeple: 53 }, blue: { meeple: 30 }, green: { meeple: 20 } },
  robbers: { red: 20, blue: blueAt, green: null },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0, green: 0 },
  ended: false,
});
const event: RobbersEvent = { kind: "moment", awards: [{ player: "green", points: 4, source: "feature" }] };
const bag: RobbersEvent = { kind: "bag-tile" };

describe.each([
  ["loop", 3, 5, 6],
  ["score", 53, 55, 56],
] as const)('under INT-SAME-SPACE "%s"', (reading, blueAt, expectedAt, engineAt) => {
  it("blames the rules behind the figure's place when the engine's robber is beside the engine's figure", () => {
    const spec = robbersSpec({ interpretations: { "INT-SAME-SPACE": reading } });
    const r = play(spec, state(blueAt), event, []);
    if (!r.ok) throw r.error;
    expect(r.state.robbers.blue).toBe(expectedAt);
    // The engine moved red's meeple to 56 and blue's robber along with it.
    const blamed = robbersConformance.blame(
      { segments: ["robbers", "blue"], engine: engineAt, rules: expectedAt },
      {
        spec: spec as never,
        event,
        effects: r.effects as readonly RobbersEffect[],
        engine: { figures: { red: { meeple: 56 } }, robbers: { red: null, blue: engineAt, green: null } },
        expected: { figures: r.state.figures, robbers: r.state.robbers },
      },
    );
    expect(blamed).toContain("RB-STEAL-HALF");
    expect(blamed).not.toContain("RB-ROGUE-FOLLOW");
  });
});

describe("a bag-tile count that differs", () => {
  it("is blamed on the eight tiles' limit, not on where robbers may be placed", () => {
    const spec = robbersSpec({});
    const start = { ...state(30), robbers: { red: null, blue: null, green: null } };
    const decline = (actor: string) => ({ kind: "place", actor, pick: { action: "decline" } });
    const r = play(spec, start, bag, [decline("green"), decline("red")]);
    if (!r.ok) throw r.error;
    expect(r.state.bagTiles).toBe(1);
    const blamed = robbersConformance.blame(
      { segments: ["bagTiles"], engine: 0, rules: 1 },
      {
        spec: spec as never,
        event: bag,
        effects: r.effects as readonly RobbersEffect[],
        engine: { bagTiles: 0 },
        expected: { bagTiles: 1 },
      },
    );
    expect(blamed).toEqual(["RB-SETUP-TILES"]);
  });
});

/**
 * Play `event` from `start` with `choices` and blame `player`'s robber where the engine put it on
 * `engineAt` (every other robber as the rules put it); also gives where the rules put it.
 */
function blameRobber(
  start: RobbersState,
  event: RobbersEvent,
  choices: readonly { kind: string; actor: string; pick: unknown }[],
  player: string,
  engineAt: number | null,
): { rulesAt: number | null | undefined; blamed: readonly string[] } {
  const spec = robbersSpec({});
  const r = play(spec, start, event, choices as never);
  if (!r.ok) throw r.error;
  const rulesAt = own(r.state.robbers, player);
  const blamed = robbersConformance.blame(
    { segments: ["robbers", player], engine: engineAt, rules: rulesAt ?? null },
    {
      spec: spec as never,
      event,
      effects: r.effects as readonly RobbersEffect[],
      engine: { robbers: { ...r.state.robbers, [player]: engineAt } },
      expected: { robbers: r.state.robbers },
    },
  );
  return { rulesAt, blamed };
}

// Red is active with its meeple on 10; blue's meeple is on 30, green's on 40.
const redActive = (robbers: RobbersState["robbers"]): RobbersState => ({
  ...state(30),
  active: "red",
  figures: { red: { meeple: 10 }, blue: { meeple: 30 }, green: { meeple: 40 } },
  robbers,
});

describe("a robber the rules leave alone when a figure moves backwards", () => {
  it("is blamed on which robbers follow (RB-BACK-FOLLOW), not on the scoreboard the figure moves on", () => {
    // Red's meeple, alone on 25, moves back to 21: blue's robber beside it follows, green's stays in
    // supply, where the engine moved it along with red's meeple.
    const start: RobbersState = {
      ...state(25),
      figures: { red: { meeple: 25 }, blue: { meeple: 30 }, green: { meeple: 40 } },
      robbers: { red: null, blue: 25, green: null },
    };
    const back: RobbersEvent = { kind: "backward", player: "red", figure: "meeple", points: 4, source: "other" };
    expect(blameRobber(start, back, [], "green", 21)).toEqual({ rulesAt: null, blamed: ["RB-BACK-FOLLOW"] });
  });
});

describe("a robber the engine leaves where it stood when the active player moves it", () => {
  it("is blamed on the move (RB-PLACE-MOVE), not on where a robber may go", () => {
    // Red's robber stands beside blue's meeple on 30; red moves it beside green's meeple on 40.
    const move = [{ kind: "place", actor: "red", pick: { action: "move", at: 40 } }];
    expect(blameRobber(redActive({ red: 30, blue: 10, green: 10 }), bag, move, "red", 30)).toEqual({
      rulesAt: 40,
      blamed: ["RB-PLACE-MOVE"],
    });
  });

  it("and one it leaves in supply, told to place it, on the placement (RB-PLACE-ACTIVE)", () => {
    const place = [{ kind: "place", actor: "red", pick: { action: "place", at: 40 } }];
    expect(blameRobber(redActive({ red: null, blue: 10, green: 10 }), bag, place, "red", null)).toEqual({
      rulesAt: 40,
      blamed: ["RB-PLACE-ACTIVE"],
    });
  });
});
