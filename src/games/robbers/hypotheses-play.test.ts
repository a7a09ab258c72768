// The hypotheses that the engines written apart showed were missing (fixtures/engines-apart/*/broken):
// each is one more value in a decision's domain, and each is played here on a situation where the
// rules and the hypothesis part, read from the rule's source rather than from the code's output.
import { describe, expect, it } from "vitest";
import type { RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import { initialState } from "../../../spec/robbers/index.js";
import { hypothesesOf, playHypotheses } from "../../conform/hypotheses.js";
import type { PathStep } from "../../dsl/index.js";
import { firstLegal } from "../../interpreter/strategies.js";
import { robbersGame } from "./index.js";
import { play, type RobbersSpec, robbersSpec } from "./library/api.js";

const hypotheses = hypothesesOf(robbersGame);
const byId = (id: string) => {
  const h = hypotheses.find((x) => x.id === id);
  if (!h) throw new Error(`no hypothesis ${id}`);
  return h;
};
/** The rules for `options`, and the same with one hypothesis played. */
const both = (options: object, id: string): [RobbersSpec, RobbersSpec] => {
  const rules = robbersSpec(options);
  return [rules, playHypotheses(rules, [byId(id)]) as RobbersSpec];
};
const next = (spec: RobbersSpec, s: RobbersState, e: RobbersEvent, choices: readonly PathStep[] | null = null) => {
  const r = play(spec, s, e, choices ?? firstLegal());
  return r.ok ? r.state : `refused under ${r.error.rules.join(", ")}`;
};

describe("hypotheses the engines written apart called for", () => {
  it("RB-PLACE-MOVE: a robber 'moved' onto the space it stands on (002 'Using robbers': a different space)", () => {
    const [rules, misread] = both({ edition: "C3" }, "moveTo=any-space");
    const s: RobbersState = {
      ...initialState(["red", "blue", "green"], false),
      figures: { red: { meeple: 4 }, blue: { meeple: 30 }, green: { meeple: 17 } },
      robbers: { red: 30, blue: null, green: null },
    };
    const moveHome = [{ kind: "place", actor: "red", pick: { action: "move", at: 30 } }];
    expect(next(rules, s, { kind: "bag-tile" }, moveHome)).toBe("refused under RB-PLACE-MOVE");
    const after = next(misread, s, { kind: "bag-tile" }, [
      ...moveHome,
      { kind: "place", actor: "blue", pick: { action: "decline" } },
    ]);
    expect(after).toMatchObject({ robbers: { red: 30, blue: null } });
  });

  it("INT-DECLINE-PASSES: under 'passes' the offer goes on round after a placement too", () => {
    // Hans im Glück: one follow-up placement (000 §1); "passes" only passes a decline on.
    const [rules, misread] = both(
      { edition: "C3", interpretations: { "INT-DECLINE-PASSES": "passes" } },
      "declinePasses[INT-DECLINE-PASSES]=passes-on",
    );
    const s: RobbersState = {
      ...initialState(["red", "blue", "green"], false),
      figures: { red: { meeple: 4 }, blue: { meeple: 30 }, green: { meeple: 17 } },
    };
    // Every player places where it may (the first legal option is a space, declining comes last).
    const placed = (spec: RobbersSpec) => {
      const r = next(spec, s, { kind: "bag-tile" });
      return typeof r === "string" ? r : Object.values(r.robbers).filter((x) => x !== null).length;
    };
    expect(placed(rules)).toBe(2);
    expect(placed(misread)).toBe(3);
  });

  it("RB-STEAL-ORDER: the awards scored in the order the event lists them, not the order the scorer chose", () => {
    const [rules, misread] = both({ edition: "C3" }, "scoringOrder=listed");
    // Red scores 3 and 5 with its meeple on 10 and asks for the 5 first (10 -> 15 -> 18): blue's
    // robber on 13 sees no movement leave its space. In listed order (10 -> 13 -> 18) it would rob the 5.
    const s: RobbersState = {
      ...initialState(["red", "blue", "green"], false),
      figures: { red: { meeple: 10 }, blue: { meeple: 40 }, green: { meeple: 45 } },
      robbers: { red: null, blue: 13, green: null },
    };
    const e: RobbersEvent = {
      kind: "moment",
      awards: [
        { player: "red", points: 3, source: "feature" },
        { player: "red", points: 5, source: "feature" },
      ],
    };
    const fiveFirst = [
      {
        kind: "plan",
        actor: "red",
        pick: {
          sequence: [
            { award: 1, figure: "meeple" },
            { award: 0, figure: "meeple" },
          ],
        },
      },
    ];
    expect(next(rules, s, e, fiveFirst)).toMatchObject({
      figures: { red: { meeple: 18 }, blue: { meeple: 40 } },
      robbers: { blue: 13 },
    });
    expect(next(misread, s, e, fiveFirst)).toMatchObject({
      figures: { red: { meeple: 18 }, blue: { meeple: 43 } },
      robbers: { blue: null },
    });
  });

  it("RB-ROGUE-FOLLOW-MIXED: the robber stays when another player's figure stays behind (wiki fn10: it follows)", () => {
    const [rules, misread] = both({ edition: "C3" }, "rogueFollowMixed=stays");
    // Blue's robber beside red's meeple on 3 steals 2 of red's 4, moving blue's meeple 12 -> 14; green's
    // robber beside that meeple on 12 follows it, whether or not red's messenger stays on 12.
    const base: RobbersState = {
      ...initialState(["red", "blue", "green"], true),
      figures: {
        red: { meeple: 3, messenger: 21 },
        blue: { meeple: 12, messenger: 30 },
        green: { meeple: 40, messenger: 41 },
      },
      robbers: { red: null, blue: 3, green: 12 },
    };
    const mixed: RobbersState = { ...base, figures: { ...base.figures, red: { meeple: 3, messenger: 12 } } };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] };
    const green = (spec: RobbersSpec, s: RobbersState) => {
      const r = next(spec, s, e, [
        { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
        { kind: "rogue", actor: "blue", pick: { figure: "meeple" } },
      ]);
      return typeof r === "string" ? r : r.robbers.green;
    };
    expect([green(rules, base), green(rules, mixed)]).toEqual([14, 14]);
    expect([green(misread, base), green(misread, mixed)]).toEqual([14, 12]);
  });

  it("RB-MSG-TARGET: a messenger forgotten as a placement target (wiki 'Interactions with other expansions')", () => {
    const [rules, misread] = both({ edition: "C3" }, "messengerTarget=not-target");
    // Blue's messenger stands alone on 22: a legal space for red's robber under the rules only.
    const s: RobbersState = {
      ...initialState(["red", "blue"], true),
      figures: { red: { meeple: 4, messenger: 6 }, blue: { meeple: 30, messenger: 22 } },
    };
    const toMessenger = [
      { kind: "place", actor: "red", pick: { action: "place", at: 22 } },
      { kind: "place", actor: "blue", pick: { action: "decline" } },
    ];
    expect(next(rules, s, { kind: "bag-tile" }, toMessenger)).toMatchObject({ robbers: { red: 22 } });
    expect(next(misread, s, { kind: "bag-tile" }, toMessenger)).toBe("refused under RB-PLACE-TARGET");
  });

  it("INT-BACK-STAY-OWN: 'others-only' leaving out the mover's figures instead of the robber owner's", () => {
    const [rules, misread] = both({ edition: "C3" }, "backStayOwn=others-than-mover");
    // Red's meeple pays 3 and goes back from 20; red's messenger stays on 20 beside blue's robber.
    // Under "others-only" a figure of a player other than the robber's owner (red's) lets it stay.
    const s: RobbersState = {
      ...initialState(["red", "blue"], true),
      figures: { red: { meeple: 20, messenger: 20 }, blue: { meeple: 31, messenger: 33 } },
      robbers: { red: null, blue: 20 },
    };
    const e: RobbersEvent = { kind: "backward", player: "red", figure: "meeple", points: 3, source: "bazaar" };
    const stay = [{ kind: "backward", actor: "blue", pick: { action: "stay" } }];
    expect(next(rules, s, e, stay)).toMatchObject({ robbers: { blue: 20 } });
    expect(next(misread, s, e, stay)).toBe("refused under RB-BACK-FOLLOW");
  });

  it("INT-BACK-OWN-FIGURE: the active player's robber taken for the moving figure's own player's", () => {
    const [rules, misread] = both({ edition: "C3" }, "ownFigureOf=active-player");
    // In red's turn blue's meeple goes back 3 from 20, beside red's robber, and nothing else stays on
    // 20: red's robber is another player's, so it goes back with it (000 fn6); taken for blue's own
    // player's robber, it stays under the default reading "stays".
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 31 }, blue: { meeple: 20 } },
      robbers: { red: 20, blue: null },
    };
    const e: RobbersEvent = { kind: "backward", player: "blue", figure: "meeple", points: 3, source: "bazaar" };
    expect(next(rules, s, e)).toMatchObject({ robbers: { red: 17 } });
    expect(next(misread, s, e)).toMatchObject({ robbers: { red: 20 } });
  });

  it("INT-SAME-SPACE: a theft looked for by a start's raw score, under the reading 'loop'", () => {
    const [rules, misread] = both({ edition: "C3" }, "theftSpace=raw-score");
    // Under "loop" red's meeple on 63 stands on square 13, beside blue's robber, which steals 2 of 4.
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 63 }, blue: { meeple: 30 } },
      robbers: { red: null, blue: 13 },
    };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] };
    expect(next(rules, s, e)).toMatchObject({ figures: { blue: { meeple: 32 } }, robbers: { blue: null } });
    expect(next(misread, s, e)).toMatchObject({ figures: { blue: { meeple: 30 } }, robbers: { blue: 13 } });
  });

  it("RB-STEAL-PER-EVENT: half of the figure's points over the whole moment instead of one event's", () => {
    const [rules, misread] = both({ edition: "C3" }, "stealBase=moment-total");
    // Red's meeple on 10 scores 3 then 5 (10 -> 13 -> 18); blue's robber on 10 takes half of the 3.
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 10 }, blue: { meeple: 30 } },
      robbers: { red: null, blue: 10 },
    };
    const e: RobbersEvent = {
      kind: "moment",
      awards: [
        { player: "red", points: 3, source: "feature" },
        { player: "red", points: 5, source: "feature" },
      ],
    };
    const inOrder = [
      {
        kind: "plan",
        actor: "red",
        pick: {
          sequence: [
            { award: 0, figure: "meeple" },
            { award: 1, figure: "meeple" },
          ],
        },
      },
    ];
    expect(next(rules, s, e, inOrder)).toMatchObject({ figures: { blue: { meeple: 32 } } });
    expect(next(misread, s, e, inOrder)).toMatchObject({ figures: { blue: { meeple: 34 } } });
  });

  it("INT-MSG-ALONE: 'alone' that leaves out the mover's own other figure", () => {
    // Z-Man's Messages: a figure draws only alone on the dark space; red's messenger on 15 is another
    // scoring figure there, so red's meeple landing on 15 draws nothing under the rules.
    const [rules, misread] = both(
      { edition: "C2-ZMan", interpretations: { "INT-MSG-ALONE": "alone" } },
      "aloneAmong=other-players",
    );
    const s: RobbersState = {
      ...initialState(["red", "blue"], true),
      figures: { red: { meeple: 12, messenger: 15 }, blue: { meeple: 30, messenger: 31 } },
    };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] };
    const plan = [{ kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } }];
    const drawn = (spec: RobbersSpec, at: RobbersState) => {
      const r = next(spec, at, e, plan);
      return typeof r === "string" ? r : r.messagesDrawn.red;
    };
    expect(drawn(rules, s)).toBe(0);
    expect(drawn(misread, s)).toBe(1);
    // Another player's figure there keeps it from drawing under both.
    const crowded: RobbersState = { ...s, figures: { ...s.figures, blue: { meeple: 15, messenger: 31 } } };
    expect([drawn(rules, crowded), drawn(misread, crowded)]).toEqual([0, 0]);
  });

  it("RB-STEAL-FIRST: a robber that may decline a theft and wait (wiki, additional rules: it steals at once)", () => {
    const [rules, misread] = both({ edition: "C3" }, "stealFirst=may-decline");
    // Blue's robber beside red's meeple on 3 when red scores 4: blue must take 2 of them now.
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
      robbers: { red: null, blue: 3 },
    };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] };
    const decline = [{ kind: "steal", actor: "blue", pick: { action: "decline" } }];
    expect(next(rules, s, e, decline)).toBe("refused under RB-STEAL-FIRST");
    expect(next(misread, s, e, decline)).toMatchObject({
      figures: { red: { meeple: 7 }, blue: { meeple: 12 } },
      robbers: { blue: 3 },
    });
    expect(next(rules, s, e)).toMatchObject({ figures: { blue: { meeple: 14 } }, robbers: { blue: null } });
  });

  it("RB-ROGUE-FIGURE: rogue points always on the thief's meeple (wiki, other expansions: the thief picks)", () => {
    const [rules, misread] = both({ edition: "C3" }, "rogueFigure=meeple");
    // Blue's robber beside red's meeple on 3 takes 2 of red's 4, and blue puts them on its messenger.
    const s: RobbersState = {
      ...initialState(["red", "blue"], true),
      figures: { red: { meeple: 3, messenger: 21 }, blue: { meeple: 12, messenger: 30 } },
      robbers: { red: null, blue: 3 },
    };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] };
    const onMessenger = [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "rogue", actor: "blue", pick: { figure: "messenger" } },
    ];
    expect(next(rules, s, e, onMessenger)).toMatchObject({ figures: { blue: { meeple: 12, messenger: 32 } } });
    // The hypothesis asks blue nothing (an engine may ignore the choice it is given, as the replay lets it).
    expect(next(misread, s, e, onMessenger.slice(0, 1))).toMatchObject({
      figures: { blue: { meeple: 14, messenger: 30 } },
    });
  });

  it("INT-ZERO-POINTS: under 'used-up' a robber that stole 0 points stays out (the reading sends it home)", () => {
    const [rules, misread] = both(
      { edition: "C3", interpretations: { "INT-ZERO-POINTS": "used-up" } },
      "zeroReturn=stays",
    );
    // Red's meeple on 3 scores 0 beside blue's robber: under "used-up" that is blue's theft, of 0.
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
      robbers: { red: null, blue: 3 },
    };
    const e: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 0, source: "feature" }] };
    expect(next(rules, s, e)).toMatchObject({ figures: { blue: { meeple: 12 } }, robbers: { blue: null } });
    expect(next(misread, s, e)).toMatchObject({ figures: { blue: { meeple: 12 } }, robbers: { blue: 3 } });
    // A theft of more than 0 sends the robber home under both.
    const four: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] };
    expect(next(misread, s, four)).toMatchObject({ robbers: { blue: null } });
  });

  it("INT-SAME-SPACE: a backward move read by raw scores, under the reading 'loop'", () => {
    // Under "loop" red's meeple on 63 stands on square 13, beside blue's robber; it pays 5 at a
    // bazaar and blue's robber goes back with it to square 8 (wiki fn6).
    const s: RobbersState = {
      ...initialState(["red", "blue"], false),
      figures: { red: { meeple: 63 }, blue: { meeple: 30 } },
      robbers: { red: null, blue: 13 },
    };
    const e: RobbersEvent = { kind: "backward", player: "red", figure: "meeple", points: 5, source: "bazaar" };
    const [rules, rawCompare] = both({ edition: "C3" }, "backSpace=raw-compare");
    const rawLanding = both({ edition: "C3" }, "backSpace=raw-landing")[1];
    expect(next(rules, s, e)).toMatchObject({ figures: { red: { meeple: 58 } }, robbers: { blue: 8 } });
    expect(next(rawCompare, s, e)).toMatchObject({ figures: { red: { meeple: 58 } }, robbers: { blue: 13 } });
    expect(next(rawLanding, s, e)).toMatchObject({ figures: { red: { meeple: 58 } }, robbers: { blue: 58 } });
  });
});
