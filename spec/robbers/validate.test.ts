// Bad states and events are refused with the rule they break and the JSON path of the bad value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crowdedArb, momentArb, optionsArb, stateArb } from "../../properties/robbers/support/arbitraries.js";
import { outcomes, play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { firstLegal } from "../../src/interpreter/strategies.js";
import { initialState, type RobbersEvent, type RobbersOptionsInput, type RobbersState } from "./index.js";
import { unreachableArrangements, validateState } from "./validate.js";

const spec = robbersSpec();
const base: RobbersState = {
  ...initialState(["red", "blue", "green"], true),
  figures: { red: { meeple: 4, messenger: 7 }, blue: { meeple: 9, messenger: 2 }, green: { meeple: 12, messenger: 1 } },
};
const reason = (state: RobbersState, event: RobbersEvent): string => {
  const r = play(spec, state, event);
  return r.ok ? "accepted" : r.error.reason;
};
const refuse = (state: RobbersState, event: RobbersEvent) => {
  const r = play(spec, state, event);
  if (r.ok) throw new Error("accepted");
  return [r.error.kind, r.error.rules[0], r.error.path];
};

describe("bad states", () => {
  // Each case: the rule, the JSON path, and words the message must contain to say what is wrong.
  const cases: [string, RobbersState, string, string, RegExp][] = [
    [
      "seven players",
      { ...base, players: ["a", "b", "c", "d", "e", "f", "g"] },
      "BASE-PLAYERS",
      "$.players",
      /2 to 6 players.*got 7/,
    ],
    ["one player", { ...base, players: ["red"] }, "BASE-PLAYERS", "$.players", /got 1/],
    [
      "duplicate colour",
      { ...base, players: ["red", "blue", "red"] },
      "BASE-PLAYERS",
      "$.players[2]",
      /"red" appears twice/,
    ],
    ["unknown active player", { ...base, active: "pink" }, "BASE-TURNS", "$.active", /"pink" is not in the game/],
    [
      "negative score",
      { ...base, figures: { ...base.figures, red: { meeple: -1, messenger: 0 } } },
      "BASE-SCOREBOARD",
      '$.figures["red"].meeple',
      /whole number of points, 0 or more/,
    ],
    [
      "messenger missing with The Messages",
      { ...base, figures: { ...base.figures, red: { meeple: 1 } } },
      "RB-MSG-TARGET",
      '$.figures["red"].messenger',
      /messenger/,
    ],
    [
      "robber off the scoreboard",
      { ...base, robbers: { ...base.robbers, red: 50 } },
      "RB-SETUP-OFFMAP",
      '$.robbers["red"]',
      /space 0-49, got 50/,
    ],
    [
      "robber missing",
      { ...base, robbers: { red: null, blue: null } },
      "RB-SETUP-SUPPLY",
      '$.robbers["green"]',
      /"green" must have a robber/,
    ],
    [
      "unknown player's robber",
      { ...base, robbers: { ...base.robbers, pink: null } },
      "BASE-PLAYERS",
      '$.robbers["pink"]',
      /"pink" is not one of the players/,
    ],
    ["nine bag tiles", { ...base, bagTiles: 9 }, "RB-SETUP-TILES", "$.bagTiles", /0 to 8/],
    ["empty player id", { ...base, players: ["red", "", "green"] }, "BASE-PLAYERS", "$.players[1]", /non-empty string/],
    [
      "no figures for a player",
      { ...base, figures: { red: base.figures.red!, blue: base.figures.blue! } },
      "BASE-SCOREBOARD",
      '$.figures["green"]',
      /"green" has no scoring figures/,
    ],
    [
      "messenger without The Messages",
      { ...base, messages: false },
      "RB-MSG-TARGET",
      '$.figures["red"].messenger',
      /only with The Messages/,
    ],
    [
      "messages drawn not a count",
      { ...base, messagesDrawn: { red: -1, blue: 0, green: 0 } },
      "MS-DARK-DRAW",
      '$.messagesDrawn["red"]',
      /a count/,
    ],
    [
      "fractional robber space",
      { ...base, robbers: { ...base.robbers, red: 2.5 } },
      "RB-SETUP-OFFMAP",
      '$.robbers["red"]',
      /got 2.5/,
    ],
  ];
  for (const [name, state, rule, path, words] of cases) {
    it(name, () => {
      expect(refuse(state, { kind: "turn", player: "red" })).toEqual(["invalid-state", rule, path]);
      expect(reason(state, { kind: "turn", player: "red" })).toMatch(words);
    });
  }
});

describe("bad states, refused in full", () => {
  const refusal = (state: unknown, options: RobbersOptionsInput = {}) => {
    const r = play(robbersSpec(options), state as RobbersState, { kind: "turn", player: "red" });
    if (r.ok) throw new Error("accepted");
    return { rules: [...r.error.rules], path: r.error.path, reason: r.error.reason };
  };
  it("too many players breaks the player count and the six robbers of the supply", () => {
    expect(refusal({ ...base, players: ["a", "b", "c", "d", "e", "f", "g"] }).rules).toEqual([
      "BASE-PLAYERS",
      "RB-SETUP-SUPPLY",
    ]);
  });
  it("players that are not a list", () => {
    expect(refusal({ ...base, players: "red" })).toMatchObject({
      rules: ["BASE-PLAYERS", "RB-SETUP-SUPPLY"],
      path: "$.players",
    });
    expect(refusal({ ...base, players: "red" }).reason).toMatch(/got no list$/);
  });
  it("a player id that is not a string", () => {
    expect(refusal({ ...base, players: ["red", 7, "green"] })).toMatchObject({
      rules: ["BASE-PLAYERS"],
      path: "$.players[1]",
      reason: "a player id is a non-empty string",
    });
  });
  it('a robber off the board cites the reading of "the same space" only for a whole number past 49', () => {
    expect(refusal({ ...base, robbers: { ...base.robbers, red: -1 } }).rules).toEqual(["RB-SETUP-OFFMAP"]);
    expect(refusal({ ...base, robbers: { ...base.robbers, red: 50 } }).rules).toEqual([
      "RB-SETUP-OFFMAP",
      "INT-SAME-SPACE",
    ]);
    // Under the "score" reading a robber stands beside an exact score, so there is no 0-49 to name.
    const score = refusal(
      { ...base, robbers: { ...base.robbers, red: -1 } },
      { interpretations: { "INT-SAME-SPACE": "score" } },
    );
    expect(score.reason).toBe("a robber is in supply (null) or on a scoreboard space, got -1");
  });
  it("a robber out after the game has ended says why it cannot be there", () => {
    const ended = unreachableArrangements(
      { ...base, robbers: { red: null, blue: 4, green: null }, ended: true },
      spec.decisions,
    );
    expect(ended.map((e) => e.reason)).toEqual([
      "blue's robber is on space 4 after the game has ended; every robber still out goes home with its final bonus",
    ]);
  });
});

describe("events at the edge of what is accepted", () => {
  const accepted = (event: RobbersEvent) => play(spec, base, event, firstLegal()).ok;
  it("an award of exactly the most points accepted (500)", () => {
    expect(accepted({ kind: "moment", awards: [{ player: "red", points: 500, source: "feature" }] })).toBe(true);
  });
  it("every award source the model names", () => {
    for (const source of ["feature", "fairy", "wheel-of-fortune", "catapult", "message", "other"] as const) {
      expect(accepted({ kind: "moment", awards: [{ player: "red", points: 3, source }] }), source).toBe(true);
    }
  });
});

describe("bad events", () => {
  const cases: [string, RobbersState, RobbersEvent, string, string, RegExp][] = [
    [
      "unknown scorer",
      base,
      { kind: "moment", awards: [{ player: "pink", points: 3, source: "feature" }] },
      "BASE-PLAYERS",
      "$.event.awards[0].player",
      /unknown player "pink"; players are red, blue, green/,
    ],
    [
      "negative points",
      base,
      { kind: "moment", awards: [{ player: "red", points: -3, source: "feature" }] },
      "BASE-SCOREBOARD",
      "$.event.awards[0].points",
      /from 0 to 500, got -3/,
    ],
    [
      "absurd points",
      base,
      { kind: "moment", awards: [{ player: "red", points: 10_000, source: "feature" }] },
      "BASE-SCOREBOARD",
      "$.event.awards[0].points",
      /got 10000/,
    ],
    [
      "fractional points",
      base,
      { kind: "moment", awards: [{ player: "red", points: 2.5, source: "feature" }] },
      "BASE-SCOREBOARD",
      "$.event.awards[0].points",
      /whole number/,
    ],
    [
      "empty moment",
      base,
      { kind: "moment", awards: [] },
      "RB-STEAL-SIMULTANEOUS",
      "$.event.awards",
      /at least one award/,
    ],
    ["ninth bag tile", { ...base, bagTiles: 8 }, { kind: "bag-tile" }, "RB-SETUP-TILES", "$.event", /all 8 bag tiles/],
    [
      "backward below zero",
      base,
      { kind: "backward", player: "red", figure: "meeple", points: 5, source: "bazaar" },
      "BASE-SCOREBOARD",
      "$.event.points",
      /red's meeple has 4 points and cannot go back 5/,
    ],
    [
      "event after the end",
      { ...base, ended: true },
      { kind: "turn", player: "red" },
      "BASE-TURNS",
      "$.event.kind",
      /the game has ended; no "turn" can follow/,
    ],
    [
      "unknown award source",
      base,
      { kind: "moment", awards: [{ player: "red", points: 3, source: "magic" as never }] },
      "RB-STEAL-PER-EVENT",
      "$.event.awards[0].source",
      /unknown award source "magic"; expected feature, fairy/,
    ],
    [
      "seven awards for one player",
      base,
      {
        kind: "moment",
        awards: Array.from({ length: 7 }, () => ({ player: "red", points: 1, source: "feature" as const })),
      },
      "RB-STEAL-ORDER",
      "$.event.awards[6]",
      /more than 6 awards for red/,
    ],
    [
      "a messenger's backward move without The Messages",
      { ...base, messages: false, figures: { red: { meeple: 4 }, blue: { meeple: 9 }, green: { meeple: 12 } } },
      { kind: "backward", player: "red", figure: "messenger", points: 1, source: "tower" },
      "RB-MSG-TARGET",
      "$.event.figure",
      /no such figure "messenger" \(messengers only with The Messages\)/,
    ],
    [
      "a backward move of 0",
      base,
      { kind: "backward", player: "red", figure: "meeple", points: 0, source: "tower" },
      "RB-BACK-FOLLOW",
      "$.event.points",
      /1 or more/,
    ],
    [
      "an unknown payment",
      base,
      { kind: "backward", player: "red", figure: "meeple", points: 1, source: "tax" as never },
      "RB-BACK-FOLLOW",
      "$.event.source",
      /unknown source "tax"; expected bazaar, tower, other/,
    ],
    [
      "an unknown backward player",
      base,
      { kind: "backward", player: "pink", figure: "meeple", points: 1, source: "tower" },
      "BASE-PLAYERS",
      "$.event.player",
      /unknown player "pink"/,
    ],
    [
      "an unknown next player",
      base,
      { kind: "turn", player: "pink" },
      "BASE-PLAYERS",
      "$.event.player",
      /unknown player "pink"/,
    ],
    [
      "an unknown event",
      base,
      { kind: "earthquake" } as never,
      "BASE-TURNS",
      "$.event.kind",
      /unknown event kind "earthquake"/,
    ],
  ];
  for (const [name, state, event, rule, path, words] of cases) {
    it(name, () => {
      expect(refuse(state, event)).toEqual(["invalid-event", rule, path]);
      expect(reason(state, event)).toMatch(words);
    });
  }
});

describe("illegal choices cite the rule they break", () => {
  const withRobber: RobbersState = { ...base, robbers: { red: null, blue: 4, green: null } };
  it("a robber placed beside nobody: RB-PLACE-TARGET", () => {
    const r = play(spec, base, { kind: "bag-tile" }, [
      { kind: "place", actor: "red", pick: { action: "place", at: 30 } },
    ]);
    expect(r.ok ? null : [r.error.kind, r.error.rules]).toEqual(["illegal-choice", ["RB-PLACE-TARGET"]]);
  });
  it("a robber placed beside only its own figures: RB-PLACE-TARGET", () => {
    const r = play(spec, base, { kind: "bag-tile" }, [
      { kind: "place", actor: "red", pick: { action: "place", at: 4 } },
    ]);
    expect(r.ok ? null : r.error.rules).toEqual(["RB-PLACE-TARGET"]);
  });
  it("declining a mandatory placement under C2 Z-Man: RB-PLACE-ACTIVE, which ED-C2-ZMAN makes mandatory", () => {
    const r = play(robbersSpec({ edition: "C2-ZMan" }), base, { kind: "bag-tile" }, [
      { kind: "place", actor: "red", pick: { action: "decline" } },
    ]);
    expect(r.ok ? null : r.error.rules).toEqual(["RB-PLACE-ACTIVE", "ED-C2-ZMAN"]);
  });
  it("a robber that declines a mandatory steal: there is no 'none' option to pick (RB-STEAL-CHOOSE)", () => {
    const r = play(spec, withRobber, { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] }, [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "steal", actor: "blue", pick: { victim: "green", figure: "meeple" } },
    ]);
    expect(r.ok ? null : [r.error.kind, r.error.rules]).toEqual(["illegal-choice", ["RB-STEAL-CHOOSE"]]);
  });
  it("declining to steal: RB-STEAL-FIRST; stealing from oneself: RB-STEAL-SELF", () => {
    const moment: RobbersEvent = {
      kind: "moment",
      awards: [
        { player: "red", points: 3, source: "feature" },
        { player: "blue", points: 3, source: "feature" },
      ],
    };
    const state: RobbersState = {
      ...withRobber,
      figures: { ...withRobber.figures, blue: { meeple: 4, messenger: 2 } },
    };
    const plans = [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "plan", actor: "blue", pick: { sequence: [{ award: 1, figure: "meeple" }] } },
    ];
    const declined = play(spec, state, moment, [
      ...plans,
      { kind: "steal", actor: "blue", pick: { action: "decline" } },
    ]);
    expect(declined.ok ? null : declined.error.rules).toEqual(["RB-STEAL-FIRST"]);
    const self = play(spec, state, moment, [
      ...plans,
      { kind: "steal", actor: "blue", pick: { victim: "blue", figure: "meeple" } },
    ]);
    expect(self.ok ? null : self.error.rules).toEqual(["RB-STEAL-SELF"]);
    const fine = play(spec, state, moment, [
      ...plans,
      { kind: "steal", actor: "blue", pick: { victim: "red", figure: "meeple" } },
      { kind: "rogue", actor: "blue", pick: { figure: "meeple" } },
    ]);
    expect(fine.ok).toBe(true);
  });
  it("a missing or malformed pick is an illegal choice citing the choice's rule, never a crash", () => {
    const moment: RobbersEvent = {
      kind: "moment",
      awards: [
        { player: "red", points: 3, source: "feature" },
        { player: "blue", points: 3, source: "feature" },
      ],
    };
    const state: RobbersState = {
      ...withRobber,
      figures: { ...withRobber.figures, blue: { meeple: 4, messenger: 2 } },
    };
    const plans = [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "plan", actor: "blue", pick: { sequence: [{ award: 1, figure: "meeple" }] } },
    ];
    for (const pick of [undefined, null]) {
      // No pick where the robber must steal: it declines, which RB-STEAL-FIRST forbids.
      const steal = play(spec, state, moment, [...plans, { kind: "steal", actor: "blue", pick }]);
      expect(steal.ok ? null : [steal.error.kind, steal.error.rules]).toEqual(["illegal-choice", ["RB-STEAL-FIRST"]]);
    }
    for (const pick of [undefined, null, 7, "meeple", { sequence: "no" }]) {
      const plan = play(spec, state, moment, [{ kind: "plan", actor: "red", pick }]);
      expect(plan.ok ? null : plan.error.kind, JSON.stringify(pick)).toBe("illegal-choice");
      const place = play(robbersSpec({ edition: "C3" }), base, { kind: "bag-tile" }, [
        { kind: "place", actor: "red", pick },
      ]);
      expect(place.ok ? null : place.error.kind, JSON.stringify(pick)).toBe("illegal-choice");
    }
  });
  it("a plan that leaves out an award: RB-STEAL-ORDER", () => {
    const r = play(
      spec,
      base,
      {
        kind: "moment",
        awards: [
          { player: "red", points: 3, source: "feature" },
          { player: "red", points: 4, source: "feature" },
        ],
      },
      [{ kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } }],
    );
    expect(r.ok ? null : r.error.rules).toEqual(["RB-STEAL-ORDER"]);
  });
  it("a scripted choice nobody asked for is reported, not ignored", () => {
    const r = play(spec, base, { kind: "turn", player: "blue" }, [{ kind: "steal", actor: "blue", pick: {} }]);
    expect(r.ok ? null : [r.error.kind, r.error.path]).toEqual(["script-mismatch", "$.choices[0]"]);
  });
});

describe("hostile names and enumeration of impossible events", () => {
  it("escapes player names in JSON paths", () => {
    const odd = 'a"b';
    const state: RobbersState = {
      ...initialState(["red", odd], false),
      figures: { red: { meeple: 1 }, [odd]: { meeple: -1 } },
    };
    const r = play(spec, state, { kind: "turn", player: "red" });
    expect(r.ok ? null : r.error.path).toBe('$.figures["a\\"b"].meeple');
  });
  it("does not take inherited properties for a player's entries", () => {
    const state = { ...initialState(["red", "toString"], false), robbers: { red: null } } as RobbersState;
    const r = play(spec, state, { kind: "turn", player: "red" });
    expect(r.ok ? null : [r.error.rules[0], r.error.path]).toEqual(["RB-SETUP-SUPPLY", '$.robbers["toString"]']);
  });
  it("refuses to enumerate an impossible event instead of listing outcomes for it", () => {
    const r = outcomes(spec, base, { kind: "moment", awards: [{ player: "pink", points: 3, source: "feature" }] });
    expect(r.ok ? null : r.error.rules).toEqual(["BASE-PLAYERS"]);
    const ended = outcomes(
      spec,
      { ...base, ended: true },
      { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] },
    );
    expect(ended.ok ? null : ended.error.rules).toEqual(["BASE-TURNS"]);
  });
  it("first(limit) says how many outcomes it left out; all() refuses a partial list", () => {
    const r = outcomes(
      spec,
      { ...base, robbers: { red: null, blue: 4, green: null } },
      {
        kind: "moment",
        awards: [
          { player: "red", points: 3, source: "feature" },
          { player: "red", points: 4, source: "feature" },
        ],
      },
    );
    if (!r.ok) throw r.error;
    const { outcomes: some, leftOut } = r.outcomes.first(2);
    expect(some.length).toBe(2);
    expect(leftOut).toBe(r.outcomes.distinct - 2n);
    expect(() => r.outcomes.all(2)).toThrow(/more than the limit/);
  });
});

describe("arrangements no legal play reaches", () => {
  // Red on 4 (and its messenger on 7), Blue on 9 (messenger 2), Green on 12 (messenger 1); The Messages in play.
  const robbers = (r: Partial<Record<"red" | "blue" | "green", number | null>>): RobbersState => ({
    ...base,
    robbers: { red: null, blue: null, green: null, ...r },
  });
  const found = (state: RobbersState, options: RobbersOptionsInput = {}) =>
    unreachableArrangements(state, robbersSpec(options).decisions).map((e) => [
      e.kind,
      e.path,
      e.rules.join(" "),
      e.reason,
    ]);
  const RULES = "RB-PLACE-TARGET RB-STEAL-RETURN RB-ROGUE-FOLLOW RB-BACK-FOLLOW INT-BACK-STAY-OWN INT-BACK-OWN-FIGURE";

  it("a robber alone on its space", () => {
    expect(found(robbers({ blue: 30 }))).toEqual([
      [
        "invalid-state",
        '$.robbers["blue"]',
        RULES,
        "blue's robber on space 30 stands beside no scoring figure; no legal play leaves a robber there: it is placed only beside another player's figure, goes home when it steals, " +
          'follows that figure when rogue points or a backward move take it away, stays behind only beside another player\'s figure (INT-BACK-STAY-OWN "others-only") and never goes back with its owner\'s own figure (INT-BACK-OWN-FIGURE "stays")',
      ],
    ]);
  });
  it("a robber beside only its owner's figures (meeple or messenger), one entry per robber", () => {
    const both = found(robbers({ red: 7, blue: 9 }));
    expect(both.map(([, path, , reason]) => [path, (reason as string).split(";")[0]])).toEqual([
      ['$.robbers["red"]', "red's robber on space 7 stands beside only red's own figures"],
      ['$.robbers["blue"]', "blue's robber on space 9 stands beside only blue's own figures"],
    ]);
  });
  it("beside another player's figure (with or without its owner's) is reachable, and so is the supply", () => {
    expect(found(robbers({ red: 9, blue: 4, green: 2 }))).toEqual([]);
    expect(found({ ...robbers({ red: 12 }), figures: { ...base.figures, red: { meeple: 12, messenger: 7 } } })).toEqual(
      [],
    );
    expect(found(robbers({}))).toEqual([]);
  });
  it("under INT-BACK-STAY-OWN any-figure both can happen, so neither is refused", () => {
    expect(found(robbers({ red: 7, blue: 30 }), { interpretations: { "INT-BACK-STAY-OWN": "any-figure" } })).toEqual(
      [],
    );
  });
  it("INT-SAME-SPACE decides whether a figure on 53 is beside a robber on 3, and is cited when it does", () => {
    const lap: RobbersState = {
      ...robbers({ blue: 3 }),
      figures: { ...base.figures, red: { meeple: 53, messenger: 7 } },
    };
    expect(found(lap)).toEqual([]);
    expect(found(lap, { interpretations: { "INT-SAME-SPACE": "score" } }).map(([, , rules]) => rules)).toEqual([
      `${RULES} INT-SAME-SPACE`,
    ]);
  });
  it("no robber is out once the game has ended (RB-FINAL-BONUS)", () => {
    expect(found({ ...robbers({ blue: 4 }), ended: true }).map(([, path, rules]) => [path, rules])).toEqual([
      ['$.robbers["blue"]', "RB-FINAL-BONUS"],
    ]);
  });
  it("validateState refuses them only when asked; play and outcomes take any arrangement", () => {
    const alone = robbers({ blue: 30 });
    const decisions = robbersSpec().decisions;
    expect(() => validateState(alone, decisions)).not.toThrow();
    expect(() => validateState(alone, decisions, { unreachable: "allow" })).not.toThrow();
    expect(() => validateState(alone, decisions, { unreachable: "refuse" })).toThrow(
      /blue's robber on space 30 stands beside no scoring figure/,
    );
    expect(() => validateState(robbers({ blue: 4 }), decisions, { unreachable: "refuse" })).not.toThrow();
    expect(play(spec, alone, { kind: "turn", player: "blue" }).ok).toBe(true);
  });
  it("under any-figure a robber is left alone by legal play: it stays with its owner's figure, which then moves on", () => {
    const any = robbersSpec({ interpretations: { "INT-BACK-STAY-OWN": "any-figure" } });
    const start: RobbersState = {
      ...robbers({ blue: 10 }),
      figures: { ...base.figures, red: { meeple: 10, messenger: 7 }, blue: { meeple: 10, messenger: 2 } },
    };
    expect(found(start)).toEqual([]);
    const back = play(any, start, { kind: "backward", player: "red", figure: "meeple", points: 3, source: "bazaar" }, [
      { kind: "backward", actor: "blue", pick: { action: "stay" } },
    ]);
    if (!back.ok) throw back.error;
    const moved = play(
      any,
      back.state,
      { kind: "moment", awards: [{ player: "blue", points: 5, source: "feature" }] },
      [{ kind: "plan", actor: "blue", pick: { sequence: [{ award: 0, figure: "meeple" }] } }],
    );
    if (!moved.ok) throw moved.error;
    expect(moved.state.robbers.blue).toBe(10);
    expect([moved.state.figures.red!.meeple, moved.state.figures.blue!.meeple]).toEqual([7, 15]);
    // The same steps under the default reading: the robber cannot stay, so it is never left there.
    expect(
      play(spec, start, { kind: "backward", player: "red", figure: "meeple", points: 3, source: "bazaar" }, [
        { kind: "backward", actor: "blue", pick: { action: "stay" } },
      ]).ok,
    ).toBe(false);
  });

  // The claim behind the check: from any state without such an arrangement, no event's outcome has one.
  const backwardArb = (s: RobbersState): fc.Arbitrary<RobbersEvent> =>
    fc
      .record({
        who: fc.nat({ max: s.players.length - 1 }),
        messenger: fc.boolean(),
        share: fc.double({ min: 0.01, max: 1, noNaN: true }),
      })
      .map(({ who, messenger, share }) => {
        const player = s.players[who]!;
        const figure = messenger && s.messages ? "messenger" : "meeple";
        const at = s.figures[player]![figure] ?? 0;
        return {
          kind: "backward",
          player,
          figure,
          points: Math.max(1, Math.ceil(at * share)),
          source: "bazaar",
        } as RobbersEvent;
      });
  it("every outcome of every event from a reachable arrangement is reachable (others-only)", () => {
    const situations = fc
      .tuple(
        optionsArb.map(
          (o) =>
            ({
              ...o,
              interpretations: { ...o.interpretations, "INT-BACK-STAY-OWN": "others-only" },
            }) as RobbersOptionsInput,
        ),
        stateArb(5).chain((s) =>
          fc.oneof(
            fc.tuple(fc.constant(s), momentArb(s, 4)),
            crowdedArb(s, 2),
            fc.tuple(fc.constant(s), backwardArb(s)),
            fc.tuple(fc.constant(s), fc.constant<RobbersEvent>({ kind: "bag-tile" })),
            fc.tuple(fc.constant(s), fc.constant<RobbersEvent>({ kind: "game-end" })),
          ),
        ),
      )
      .filter(([options, [state]]) => unreachableArrangements(state, robbersSpec(options).decisions).length === 0);
    let checked = 0;
    fc.assert(
      fc.property(situations, ([options, [state, event]]) => {
        const compiled = robbersSpec(options);
        const listed = outcomes(compiled, state, event, { maxPaths: 5_000 });
        if (!listed.ok) return; // an event the state refuses (a backward move below 0...), or too many paths
        if (listed.outcomes.distinct > 400n) return;
        for (const o of listed.outcomes.all()) {
          checked++;
          expect(
            unreachableArrangements(o.state, compiled.decisions).map((e) => e.message),
            JSON.stringify({ options, state, event, path: o.path }),
          ).toEqual([]);
        }
      }),
      { numRuns: 300, seed: 12 },
    );
    expect(checked).toBeGreaterThan(300);
  });
});

describe("initialState", () => {
  it("refuses players no game has, as the state check does (BASE-PLAYERS)", () => {
    expect(() => initialState(["red", "x".repeat(2_000_000)], false)).toThrow(
      /BASE-PLAYERS: a player id has at most 64/,
    );
    expect(() => initialState(["red"], false)).toThrow(/a game has 2 to 6 players/);
    expect(() => initialState(["red", "red"], false)).toThrow(/appears twice/);
    expect(initialState(["red", "blue"], false).players).toEqual(["red", "blue"]);
  });
});
