// What a robber that follows rogue points cites (rulebook §4, rules/04-rogue.ts): a robber still out
// beside the thief's figure goes along with the rogue points without stealing (RB-ROGUE-FOLLOW,
// RB-ROGUE-NOSTEAL), and follows even when other figures stay on its space (RB-ROGUE-FOLLOW-MIXED,
// which then decided the move as much as the follow rule did).
import { describe, expect, it } from "vitest";
import { citations, effectsOf } from "../../../../properties/robbers/support/cited.js";
import type { Award, RobbersState } from "../../model.js";

// Blue's robber is beside red's meeple on 3; green's robber is beside blue's meeple on 12.
const base: RobbersState = {
  players: ["red", "blue", "green"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 12 }, green: { meeple: 40 } },
  robbers: { red: null, blue: 3, green: 12 },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0, green: 0 },
  ended: false,
};
const redScores4: readonly Award[] = [{ player: "red", points: 4, source: "feature" }];

const followed = (state: RobbersState) =>
  effectsOf(state, { kind: "moment", awards: redScores4 }).flatMap((e) =>
    e.type === "robber-followed" ? [{ player: e.player, from: e.from, to: e.to, ...citations(e) }] : [],
  );

describe("the follow step's citations", () => {
  it("blue steals 2 and records them 12 -> 14; green's robber, alone beside that meeple, goes along", () => {
    expect(followed(base)).toEqual([
      {
        player: "green",
        from: 12,
        to: 14,
        rules: ["RB-ROGUE-FOLLOW", "RB-ROGUE-NOSTEAL"],
        decidedBy: ["RB-ROGUE-FOLLOW"],
      },
    ]);
  });

  it("with red's messenger staying on 12, the robber still follows, under RB-ROGUE-FOLLOW-MIXED", () => {
    const mixed: RobbersState = {
      ...base,
      messages: true,
      figures: {
        red: { meeple: 3, messenger: 12 },
        blue: { meeple: 12, messenger: 30 },
        green: { meeple: 40, messenger: 41 },
      },
    };
    const both = ["RB-ROGUE-FOLLOW", "RB-ROGUE-FOLLOW-MIXED"];
    expect(followed(mixed)).toEqual([
      {
        player: "green",
        from: 12,
        to: 14,
        rules: ["RB-ROGUE-FOLLOW", "RB-ROGUE-NOSTEAL", "RB-ROGUE-FOLLOW-MIXED"],
        decidedBy: both,
      },
    ]);
  });
});
