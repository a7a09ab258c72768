// Every refusal of a MacRobber state or event: the rule it cites, the JSON path, and a message that
// says what is wrong. Each case breaks one thing in an otherwise valid state.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/dsl/index.js";
import { macRobberSpec, newGame } from "../../src/games/macrobber/library/api.js";
import type { MacRobberEvent, MacRobberState } from "./model.js";
import { normaliseOptions } from "./options.js";
import { initialState } from "./setup.js";
import { validateEvent, validateState } from "./validate.js";

const spec = macRobberSpec();
const valid = newGame(spec, ["ann", "ben", "cat"], 5);
const clan = (s: MacRobberState, p: string, change: object): MacRobberState => ({
  ...s,
  clans: { ...s.clans, [p]: { ...s.clans[p]!, ...change } },
});

function refusal(state: unknown, d = spec.decisions): RuleError {
  try {
    validateState(state as MacRobberState, d);
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error("the state was accepted");
}

const cases: [string, MacRobberState | unknown, string, string, RegExp][] = [
  ["two players", { ...valid, players: ["ann", "ben"] }, "MR-PLAYERS", "$.players", /3 to 5 players, got 2/],
  ["a player listed twice", { ...valid, players: ["ann", "ben", "ann"] }, "MR-PLAYERS", "$.players[2]", /listed twice/],
  ["an empty name", { ...valid, players: ["ann", "ben", ""] }, "MR-PLAYERS", "$.players[2]", /non-empty string/],
  ["an unknown phase", { ...valid, phase: "lunch" }, "MR-TURN-PHASES", "$.phase", /unknown phase "lunch"/],
  ["an active player not in the game", { ...valid, active: "zed" }, "MR-ROUND", "$.active", /"zed" is not a player/],
  ["a beginner not in the game", { ...valid, beginner: "zed" }, "MR-ROUND", "$.beginner", /"zed" is not a player/],
  [
    "the marker with a stranger",
    { ...valid, largestFollowing: "zed" },
    "MR-SCORE-YELLOW",
    "$.largestFollowing",
    /"zed"/,
  ],
  ["a negative generator state", { ...valid, rng: -1 }, "MR-CHANCE-SEEDED", "$.rng", /32-bit/],
  [
    "a result before the end",
    { ...valid, result: { reason: "sack", winners: ["ann"] } },
    "MR-WINNER",
    "$.result",
    /exactly when the phase is over/,
  ],
  [
    "a clan for a stranger",
    { ...valid, clans: { ...valid.clans, zed: valid.clans.ann } },
    "MR-PLAYERS",
    '$.clans["zed"]',
    /not a player/,
  ],
  [
    "a missing clan",
    { ...valid, clans: { ann: valid.clans.ann, ben: valid.clans.ben } },
    "MR-PLAYERS",
    '$.clans["cat"]',
    /no clan board/,
  ],
  [
    "a sack count that is not a number",
    { ...valid, sack: { ...valid.sack, red: "7" } },
    "MR-TOKEN-MEANING",
    "$.sack.red",
    /whole number/,
  ],
  [
    "drawn tokens outside phase 2",
    {
      ...valid,
      drawn: { yellow: 1, blue: 0, green: 0, red: 0 },
      sack: { ...valid.sack, yellow: valid.sack.yellow - 1 },
    },
    "MR-ACT-RETURN-UNUSED",
    "$.drawn",
    /only during phase 2/,
  ],
  [
    "a court count that is not whole",
    clan(valid, "ben", { court: { yellow: 4, blue: 2.5, green: 0 } }),
    "MR-TOKEN-MEANING",
    '$.clans["ben"].court.blue',
    /whole number/,
  ],
  [
    "two warriors",
    clan(valid, "ben", { court: { yellow: 2, blue: 2, green: 0 } }),
    "MR-WARRIORS-MIN",
    '$.clans["ben"].court.yellow',
    /2 warriors; a court always keeps at least 3/,
  ],
  [
    "seven estates",
    clan(valid, "ben", { estates: { count: 7, cattle: 1, castles: 0, abbeys: 0 } }),
    "MR-ESTATE-MAX",
    '$.clans["ben"].estates.count',
    /7 estates; a clan holds 2 to 6/,
  ],
  [
    "a negative castle count",
    clan(valid, "ben", { estates: { count: 2, cattle: 1, castles: -1, abbeys: 0 } }),
    "MR-ESTATE-ONE-THING",
    '$.clans["ben"].estates.castles',
    /whole number/,
  ],
  [
    "two things on one estate",
    clan(valid, "ben", { estates: { count: 2, cattle: 2, castles: 1, abbeys: 0 } }),
    "MR-ESTATE-ONE-THING",
    '$.clans["ben"].estates',
    /more cattle, castles and abbeys than there are estates/,
  ],
  [
    "a hand of three counts",
    clan(valid, "ben", { hand: [1, 1, 2] }),
    "MR-HAND-FOLLOWS-WARRIORS",
    '$.clans["ben"].hand',
    /four counts/,
  ],
  [
    "a hand larger than the warriors",
    clan(valid, "ben", { hand: [2, 1, 1, 1] }),
    "MR-HAND-FOLLOWS-WARRIORS",
    '$.clans["ben"].hand',
    /holds 5 cards with 4 warriors/,
  ],
  ["fractional points", clan(valid, "ben", { points: 1.5 }), "MR-SETUP-SCORE", '$.clans["ben"].points', /whole number/],
  ["negative points", clan(valid, "ben", { points: -1 }), "MR-INT-SCORE-FLOOR", '$.clans["ben"].points', /-1 points/],
  [
    "a token too many",
    { ...valid, sack: { ...valid.sack, green: valid.sack.green + 1 } },
    "MR-TOKEN-MEANING",
    "$.sack.green",
    /21 green tokens .* the game has 20/,
  ],
  [
    "a token lost",
    { ...valid, sack: { ...valid.sack, yellow: valid.sack.yellow - 1 } },
    "MR-COMPONENTS",
    "$.sack.yellow",
    /8 yellow tokens .* the game has 29/,
  ],
  [
    "a card of value 5",
    { ...valid, deck: [5, ...valid.deck.slice(1)] },
    "MR-COMPONENTS",
    "$.deck",
    /card values 1 to 4/,
  ],
  [
    "a return deck of three counts",
    { ...valid, returnDeck: [0, 0, 0] },
    "MR-COMPONENTS",
    "$.returnDeck",
    /four counts/,
  ],
  [
    "a card lost",
    { ...valid, deck: valid.deck.slice(1) },
    "MR-COMPONENTS",
    "$.deck",
    /cards of value \d are in hands and decks; the game has 1[67]/,
  ],
  [
    "an estate tile lost",
    { ...valid, estateDeck: valid.estateDeck.slice(1) },
    "MR-ROUND-ESTATE-OUT",
    "$.estateDeck",
    /24 estate tiles in the deck, 0 out of the game and 0 acquired; there are 25/,
  ],
  [
    "an estate tile numbered 43",
    { ...valid, estateDeck: [43, ...valid.estateDeck.slice(1)] },
    "MR-COMPONENTS",
    "$.estateDeck[0]",
    /tile 43 is not one of the 25/,
  ],
  ["no estate lists", { ...valid, estatesOut: undefined }, "MR-SETUP-ESTATES", "$.estateDeck", /lists of tile numbers/],
];

describe("MacRobber state validation", () => {
  it("accepts a new game and a negative score under reading negative", () => {
    expect(() => validateState(valid, spec.decisions)).not.toThrow();
    expect(() =>
      validateState(
        clan(valid, "ben", { points: -1 }),
        macRobberSpec({ interpretations: { "MR-INT-SCORE-FLOOR": "negative" } }).decisions,
      ),
    ).not.toThrow();
  });

  it.each(cases)("refuses %s", (_what, state, rule, path, message) => {
    const error = refusal(state);
    expect(error.kind).toBe("invalid-state");
    expect(error.rules).toContain(rule);
    expect(error.path).toBe(path);
    expect(error.reason).toMatch(message);
  });

  it("accepts a tile moved from the deck to out of the game (the round's estate)", () => {
    expect(() =>
      validateState(
        { ...valid, estateDeck: valid.estateDeck.slice(1), estatesOut: [valid.estateDeck[0]!] },
        spec.decisions,
      ),
    ).not.toThrow();
  });

  it("under the no-refill reading a short hand is allowed, a long one is not", () => {
    const d = macRobberSpec({ interpretations: { "MR-INT-RAID-REFILL": "no-refill" } }).decisions;
    // Ben's hand one card short, that card back in the deck: conservation holds, the hand does not follow the warriors.
    const hand = [...valid.clans.ben!.hand] as [number, number, number, number];
    const v = hand.findIndex((n) => n > 0);
    hand[v]!--;
    const returned = { ...clan(valid, "ben", { hand }), deck: [...valid.deck, (v + 1) as 1 | 2 | 3 | 4] };
    expect(() => validateState(returned as MacRobberState, d)).not.toThrow();
    expect(refusal(returned).rules).toContain("MR-HAND-FOLLOWS-WARRIORS");
  });
});

describe("MacRobber event validation", () => {
  const refuse = (state: MacRobberState, event: unknown) => {
    try {
      validateEvent(state, event as MacRobberEvent);
    } catch (error) {
      if (error instanceof RuleError) return error;
      throw error;
    }
    throw new Error("the event was accepted");
  };
  it("refuses an unknown event, the wrong phase, a round's end too early, and anything after the end", () => {
    expect(refuse(valid, { kind: "feast" })).toMatchObject({
      kind: "invalid-event",
      rules: ["MR-TURN-PHASES"],
      path: "$.event.kind",
    });
    expect(refuse(valid, { kind: "act" }).reason).toMatch(/expects "take-tokens" now, not "act"/);
    expect(refuse(valid, { kind: "act" }).rules).toEqual(["MR-TURN-PHASES"]);
    expect(refuse(valid, { kind: "score-round" }).rules).toEqual(["MR-ROUND"]);
    expect(
      refuse({ ...valid, phase: "over", result: { reason: "sack", winners: ["ann"] } }, { kind: "take-tokens" }),
    ).toMatchObject({ rules: ["MR-WINNER"], path: "$.event" });
    expect(() => validateEvent(valid, { kind: "take-tokens" })).not.toThrow();
  });
});

describe("MacRobber setup and options refusals", () => {
  it("refuses 2 or 6 players, duplicate names and a fractional seed, citing the rule", () => {
    expect(() => initialState(["a", "b"], 1, spec.decisions)).toThrow(
      /MR-PLAYERS: MacRobber is for 3 to 5 players, not 2/,
    );
    expect(() => initialState(["a", "b", "c", "d", "e", "f"], 1, spec.decisions)).toThrow(/not 6/);
    expect(() => initialState(["a", "b", "a"], 1, spec.decisions)).toThrow(/MR-PLAYERS: player names must be distinct/);
    expect(() => initialState(["a", "b", "c"], 1.5, spec.decisions)).toThrow(
      /MR-CHANCE-SEEDED: the seed is a whole number from 0 to 4294967295, got 1.5/,
    );
  });

  it("refuses unknown options, interpretations and readings with their JSON path", () => {
    expect(() => normaliseOptions({ edition: "C3" })).toThrow(
      /unknown option "edition" .* \(at \$\.options\.edition\)/,
    );
    expect(() => normaliseOptions([])).toThrow(/options must be an object/);
    expect(() => normaliseOptions({ interpretations: { "MR-INT-NOPE": "x" } })).toThrow(
      /unknown interpretation "MR-INT-NOPE"/,
    );
    expect(() => normaliseOptions({ interpretations: { "MR-INT-RED-AREA": "31" } })).toThrow(
      /MR-INT-RED-AREA: unknown reading "31" for MR-INT-RED-AREA; expected one of 30, 35 \(at \$\.options\.interpretations\["MR-INT-RED-AREA"\]\)/,
    );
    expect(normaliseOptions(undefined).interpretations["MR-INT-RED-AREA"]).toBe("30");
  });
});
