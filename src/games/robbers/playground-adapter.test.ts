// The Robbers' picks in words, as a player at the table reads them (never JSON), and outcomes
// grouped by who steals what in the words the factored groups use.
import { describe, expect, it } from "vitest";
import { robbersChoiceWords, theftGroup } from "./playground-adapter.js";

const state = {
  players: ["you", "blue", "green"],
  messages: true,
  active: "you",
  figures: {
    you: { meeple: 24, messenger: 12 },
    blue: { meeple: 44, messenger: 16 },
    green: { meeple: 74, messenger: 24 },
  },
  robbers: { you: null, blue: 24, green: null },
  bagTiles: 0,
  messagesDrawn: { you: 0, blue: 0, green: 0 },
  ended: false,
};
const moment = {
  kind: "moment",
  awards: [
    { player: "green", points: 3, source: "feature", label: "road" },
    { player: "you", points: 8, source: "feature", label: "city" },
  ],
};

describe("Robbers picks in words", () => {
  it("says each kind of pick in a sentence, with the figures beside a chosen space", () => {
    const say = (kind: string, actor: string, pick: unknown, event: unknown = { kind: "bag-tile" }) =>
      robbersChoiceWords({ kind, actor, pick }, state, event);
    expect(say("place", "green", { action: "place", at: 24 })).toBe(
      "green places their robber on space 24, beside your meeple and green's meeple and green's messenger",
    );
    expect(say("place", "you", { action: "decline" })).toBe("you do not place (or move) a robber");
    expect(say("place", "blue", { action: "move", at: 16 })).toBe(
      "blue moves their robber to space 16, beside blue's messenger",
    );
    expect(say("plan", "you", { sequence: [{ award: 1, figure: "meeple" }] }, moment)).toBe(
      "you score award 2 (8 points, city) with the meeple",
    );
    expect(
      say(
        "plan",
        "green",
        {
          sequence: [
            { award: 0, figure: "messenger" },
            { award: 1, figure: "meeple" },
          ],
        },
        moment,
      ),
    ).toBe("green scores award 1 (3 points, road) with the messenger, then award 2 (8 points, city) with the meeple");
    expect(say("steal", "blue", { victim: "you", figure: "meeple" })).toBe("blue's robber steals from your meeple");
    expect(say("rogue", "blue", { figure: "messenger" })).toBe("blue records the stolen points with their messenger");
    expect(say("follow", "green", { thief: "blue", figure: "meeple" })).toBe("green's robber follows blue's meeple");
    expect(say("backward", "blue", { action: "stay" })).toBe("blue's robber stays where it is");
    expect(say("bonus", "you", { figure: "meeple" })).toBe("you record the robber's bonus with your meeple");
  });

  it("groups by the thefts, whatever their order, and names a group without theft", () => {
    const steal = (thief: string, victim: string) => ({
      type: "steal",
      thief,
      victim,
      figure: "meeple",
      points: 6,
      amount: 3,
      at: 24,
      rules: [],
      decidedBy: [],
    });
    const a = theftGroup([steal("blue", "you"), steal("green", "you")]);
    const b = theftGroup([steal("green", "you"), steal("blue", "you")]);
    expect(a.key).toBe(b.key);
    expect(a.words).toBe("blue takes 3 from your meeple (6), green takes 3 from your meeple (6)");
    expect(theftGroup([]).words).toBe("no robber steals");
  });
});
