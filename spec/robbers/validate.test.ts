// Bad states and events are refused with the rule they break and the JSON path of the bad value.
import { describe, expect, it } from "vitest";
import { outcomes, play, robbersSpec } from "../../src/robbers/api.js";
import { initialState, type RobbersEvent, type RobbersState } from "./index.js";

const spec = robbersSpec();
const base: RobbersState = { ...initialState(["red", "blue", "green"], true), figures: { red: { meeple: 4, messenger: 7 }, blue: { meeple: 9, messenger: 2 }, green: { meeple: 12, messenger: 1 } } };
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
    ["seven players", { ...base, players: ["a", "b", "c", "d", "e", "f", "g"] }, "BASE-PLAYERS", "$.players", /2 to 6 players.*got 7/],
    ["one player", { ...base, players: ["red"] }, "BASE-PLAYERS", "$.players", /got 1/],
    ["duplicate colour", { ...base, players: ["red", "blue", "red"] }, "BASE-PLAYERS", "$.players[2]", /"red" appears twice/],
    ["unknown active player", { ...base, active: "pink" }, "BASE-TURNS", "$.active", /"pink" is not in the game/],
    ["negative score", { ...base, figures: { ...base.figures, red: { meeple: -1, messenger: 0 } } }, "BASE-SCOREBOARD", '$.figures["red"].meeple', /whole number of points, 0 or more/],
    ["messenger missing with The Messages", { ...base, figures: { ...base.figures, red: { meeple: 1 } } }, "RB-MSG-TARGET", '$.figures["red"].messenger', /messenger/],
    ["robber off the scoreboard", { ...base, robbers: { ...base.robbers, red: 50 } }, "RB-SETUP-OFFMAP", '$.robbers["red"]', /space 0-49, got 50/],
    ["robber missing", { ...base, robbers: { red: null, blue: null } }, "RB-SETUP-SUPPLY", '$.robbers["green"]', /"green" must have a robber/],
    ["unknown player's robber", { ...base, robbers: { ...base.robbers, pink: null } }, "BASE-PLAYERS", '$.robbers["pink"]', /"pink" is not one of the players/],
    ["nine bag tiles", { ...base, bagTiles: 9 }, "RB-SETUP-TILES", "$.bagTiles", /0 to 8/],
    ["empty player id", { ...base, players: ["red", "", "green"] }, "BASE-PLAYERS", "$.players[1]", /non-empty string/],
    ["no figures for a player", { ...base, figures: { red: base.figures["red"]!, blue: base.figures["blue"]! } }, "BASE-SCOREBOARD", '$.figures["green"]', /"green" has no scoring figures/],
    ["messenger without The Messages", { ...base, messages: false }, "RB-MSG-TARGET", '$.figures["red"].messenger', /only with The Messages/],
    ["messages drawn not a count", { ...base, messagesDrawn: { red: -1, blue: 0, green: 0 } }, "MS-DARK-DRAW", '$.messagesDrawn["red"]', /a count/],
    ["fractional robber space", { ...base, robbers: { ...base.robbers, red: 2.5 } }, "RB-SETUP-OFFMAP", '$.robbers["red"]', /got 2.5/],
  ];
  for (const [name, state, rule, path, words] of cases) {
    it(name, () => {
      expect(refuse(state, { kind: "turn", player: "red" })).toEqual(["invalid-state", rule, path]);
      expect(reason(state, { kind: "turn", player: "red" })).toMatch(words);
    });
  }
});

describe("bad events", () => {
  const cases: [string, RobbersState, RobbersEvent, string, string, RegExp][] = [
    ["unknown scorer", base, { kind: "moment", awards: [{ player: "pink", points: 3, source: "feature" }] }, "BASE-PLAYERS", "$.event.awards[0].player", /unknown player "pink"; players are red, blue, green/],
    ["negative points", base, { kind: "moment", awards: [{ player: "red", points: -3, source: "feature" }] }, "BASE-SCOREBOARD", "$.event.awards[0].points", /from 0 to 500, got -3/],
    ["absurd points", base, { kind: "moment", awards: [{ player: "red", points: 10_000, source: "feature" }] }, "BASE-SCOREBOARD", "$.event.awards[0].points", /got 10000/],
    ["fractional points", base, { kind: "moment", awards: [{ player: "red", points: 2.5, source: "feature" }] }, "BASE-SCOREBOARD", "$.event.awards[0].points", /whole number/],
    ["empty moment", base, { kind: "moment", awards: [] }, "RB-STEAL-SIMULTANEOUS", "$.event.awards", /at least one award/],
    ["ninth bag tile", { ...base, bagTiles: 8 }, { kind: "bag-tile" }, "RB-SETUP-TILES", "$.event", /all 8 bag tiles/],
    ["backward below zero", base, { kind: "backward", player: "red", figure: "meeple", points: 5, source: "bazaar" }, "BASE-SCOREBOARD", "$.event.points", /red's meeple has 4 points and cannot go back 5/],
    ["event after the end", { ...base, ended: true }, { kind: "turn", player: "red" }, "BASE-TURNS", "$.event.kind", /the game has ended; no "turn" can follow/],
    ["unknown award source", base, { kind: "moment", awards: [{ player: "red", points: 3, source: "magic" as never }] }, "RB-STEAL-PER-EVENT", "$.event.awards[0].source", /unknown award source "magic"; expected feature, fairy/],
    ["seven awards for one player", base, { kind: "moment", awards: Array.from({ length: 7 }, () => ({ player: "red", points: 1, source: "feature" as const })) }, "RB-STEAL-ORDER", "$.event.awards[6]", /more than 6 awards for red/],
    ["a messenger's backward move without The Messages", { ...base, messages: false, figures: { red: { meeple: 4 }, blue: { meeple: 9 }, green: { meeple: 12 } } }, { kind: "backward", player: "red", figure: "messenger", points: 1, source: "tower" }, "RB-MSG-TARGET", "$.event.figure", /no such figure "messenger" \(messengers only with The Messages\)/],
    ["a backward move of 0", base, { kind: "backward", player: "red", figure: "meeple", points: 0, source: "tower" }, "RB-BACK-FOLLOW", "$.event.points", /1 or more/],
    ["an unknown payment", base, { kind: "backward", player: "red", figure: "meeple", points: 1, source: "tax" as never }, "RB-BACK-FOLLOW", "$.event.source", /unknown source "tax"; expected bazaar, tower, other/],
    ["an unknown backward player", base, { kind: "backward", player: "pink", figure: "meeple", points: 1, source: "tower" }, "BASE-PLAYERS", "$.event.player", /unknown player "pink"/],
    ["an unknown next player", base, { kind: "turn", player: "pink" }, "BASE-PLAYERS", "$.event.player", /unknown player "pink"/],
    ["an unknown event", base, { kind: "earthquake" } as never, "BASE-TURNS", "$.event.kind", /unknown event kind "earthquake"/],
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
    const r = play(spec, base, { kind: "bag-tile" }, [{ kind: "place", actor: "red", pick: { action: "place", at: 30 } }]);
    expect(r.ok ? null : [r.error.kind, r.error.rules]).toEqual(["illegal-choice", ["RB-PLACE-TARGET"]]);
  });
  it("a robber placed beside only its own figures: RB-PLACE-TARGET", () => {
    const r = play(spec, base, { kind: "bag-tile" }, [{ kind: "place", actor: "red", pick: { action: "place", at: 4 } }]);
    expect(r.ok ? null : r.error.rules).toEqual(["RB-PLACE-TARGET"]);
  });
  it("declining a mandatory placement under C2 Z-Man: ED-C2-ZMAN", () => {
    const r = play(robbersSpec({ edition: "C2-ZMan" }), base, { kind: "bag-tile" }, [{ kind: "place", actor: "red", pick: { action: "decline" } }]);
    expect(r.ok ? null : r.error.rules).toEqual(["ED-C2-ZMAN"]);
  });
  it("a robber that declines a mandatory steal: there is no 'none' option to pick (RB-STEAL-CHOOSE)", () => {
    const r = play(spec, withRobber, { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] }, [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "steal", actor: "blue", pick: { victim: "green", figure: "meeple" } },
    ]);
    expect(r.ok ? null : [r.error.kind, r.error.rules]).toEqual(["illegal-choice", ["RB-STEAL-CHOOSE"]]);
  });
  it("declining to steal: RB-STEAL-FIRST; stealing from oneself: RB-STEAL-SELF", () => {
    const moment: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }, { player: "blue", points: 3, source: "feature" }] };
    const state: RobbersState = { ...withRobber, figures: { ...withRobber.figures, blue: { meeple: 4, messenger: 2 } } };
    const plans = [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
      { kind: "plan", actor: "blue", pick: { sequence: [{ award: 1, figure: "meeple" }] } },
    ];
    const declined = play(spec, state, moment, [...plans, { kind: "steal", actor: "blue", pick: { action: "decline" } }]);
    expect(declined.ok ? null : declined.error.rules).toEqual(["RB-STEAL-FIRST"]);
    const self = play(spec, state, moment, [...plans, { kind: "steal", actor: "blue", pick: { victim: "blue", figure: "meeple" } }]);
    expect(self.ok ? null : self.error.rules).toEqual(["RB-STEAL-SELF"]);
    const fine = play(spec, state, moment, [...plans, { kind: "steal", actor: "blue", pick: { victim: "red", figure: "meeple" } }, { kind: "rogue", actor: "blue", pick: { figure: "meeple" } }]);
    expect(fine.ok).toBe(true);
  });
  it("a plan that leaves out an award: RB-STEAL-ORDER", () => {
    const r = play(spec, base, { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }, { player: "red", points: 4, source: "feature" }] }, [
      { kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "meeple" }] } },
    ]);
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
    const state: RobbersState = { ...initialState(["red", odd], false), figures: { red: { meeple: 1 }, [odd]: { meeple: -1 } } };
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
    const ended = outcomes(spec, { ...base, ended: true }, { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] });
    expect(ended.ok ? null : ended.error.rules).toEqual(["BASE-TURNS"]);
  });
  it("first(limit) says how many outcomes it left out; all() refuses a partial list", () => {
    const r = outcomes(spec, { ...base, robbers: { red: null, blue: 4, green: null } }, { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }, { player: "red", points: 4, source: "feature" }] });
    if (!r.ok) throw r.error;
    const { outcomes: some, leftOut } = r.outcomes.first(2);
    expect(some.length).toBe(2);
    expect(leftOut).toBe(r.outcomes.distinct - 2n);
    expect(() => r.outcomes.all(2)).toThrow(/more than the limit/);
  });
});
