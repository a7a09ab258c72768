// Every refusal of a MacRobber state or event: the kind, exactly the rules it cites, the JSON path,
// and a message that says what is wrong. Each case breaks one thing in an otherwise valid state or
// sends an event the phase does not expect. New-game input and options: setup-input.test.ts.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/dsl/index.js";
import { macRobberSpec, newGame } from "../../src/games/macrobber/library/api.js";
import { clanOf } from "./clans.js";
import type { MacRobberEvent, MacRobberState } from "./model.js";
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

const withoutFirst = <T>(list: readonly T[], item: T): T[] => {
  const i = list.indexOf(item);
  return [...list.slice(0, i), ...list.slice(i + 1)];
};
const firstNot42 = valid.estateDeck.find((n) => n !== 42)!;

const cases: [string, unknown, readonly string[], string, RegExp][] = [
  ["a state that is not an object", null, ["MR-PLAYERS"], "$", /a state is an object/],
  ["two players", { ...valid, players: ["ann", "ben"] }, ["MR-PLAYERS"], "$.players", /3 to 5 players, got 2/],
  ["players not in a list", { ...valid, players: "ann" }, ["MR-PLAYERS"], "$.players", /3 to 5 players, got no list/],
  [
    "a player listed twice",
    { ...valid, players: ["ann", "ben", "ann"] },
    ["MR-PLAYERS"],
    "$.players[2]",
    /listed twice/,
  ],
  ["an empty name", { ...valid, players: ["ann", "ben", ""] }, ["MR-PLAYERS"], "$.players[2]", /non-empty string/],
  [
    "an unknown phase",
    { ...valid, phase: "lunch" },
    ["MR-TURN-PHASES"],
    "$.phase",
    /unknown phase "lunch"; expected one of take-tokens, act, raid-or-exchange, score-round, over/,
  ],
  ["an active player not in the game", { ...valid, active: "zed" }, ["MR-ROUND"], "$.active", /"zed" is not a player/],
  ["a beginner not in the game", { ...valid, beginner: "zed" }, ["MR-ROUND"], "$.beginner", /"zed" is not a player/],
  [
    "the marker with a stranger",
    { ...valid, largestFollowing: "zed" },
    ["MR-SCORE-YELLOW"],
    "$.largestFollowing",
    /"zed"/,
  ],
  ["a negative generator state", { ...valid, rng: -1 }, ["MR-CHANCE-SEEDED"], "$.rng", /32-bit/],
  [
    "a result before the end",
    { ...valid, result: { reason: "sack", winners: ["ann"] } },
    ["MR-WINNER"],
    "$.result",
    /exactly when the phase is over/,
  ],
  [
    "a clan for a stranger",
    { ...valid, clans: { ...valid.clans, zed: valid.clans.ann } },
    ["MR-PLAYERS"],
    '$.clans["zed"]',
    /not a player/,
  ],
  [
    "a missing clan",
    { ...valid, clans: { ann: valid.clans.ann, ben: valid.clans.ben } },
    ["MR-PLAYERS"],
    '$.clans["cat"]',
    /no clan board/,
  ],
  [
    "a sack that is not a token count",
    { ...valid, sack: null },
    ["MR-TOKEN-MEANING"],
    "$.sack",
    /a token count is an object with yellow, blue, green and red/,
  ],
  [
    "a sack count that is not a number",
    { ...valid, sack: { ...valid.sack, red: "7" } },
    ["MR-TOKEN-MEANING"],
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
    ["MR-ACT-RETURN-UNUSED"],
    "$.drawn",
    /only during phase 2/,
  ],
  [
    "a court count that is not whole",
    clan(valid, "ben", { court: { yellow: 4, blue: 2.5, green: 0 } }),
    ["MR-TOKEN-MEANING"],
    '$.clans["ben"].court.blue',
    /whole number/,
  ],
  [
    "two warriors",
    clan(valid, "ben", { court: { yellow: 2, blue: 2, green: 0 } }),
    ["MR-WARRIORS-MIN"],
    '$.clans["ben"].court.yellow',
    /2 warriors; a court always keeps at least 3/,
  ],
  [
    "one estate",
    clan(valid, "ben", { estates: { count: 1, cattle: 1, castles: 0, abbeys: 0 } }),
    ["MR-SETUP-ESTATES", "MR-ESTATE-MAX"],
    '$.clans["ben"].estates.count',
    /1 estates; a clan holds 2 to 6/,
  ],
  [
    "seven estates",
    clan(valid, "ben", { estates: { count: 7, cattle: 1, castles: 0, abbeys: 0 } }),
    ["MR-SETUP-ESTATES", "MR-ESTATE-MAX"],
    '$.clans["ben"].estates.count',
    /7 estates; a clan holds 2 to 6/,
  ],
  [
    "a negative castle count",
    clan(valid, "ben", { estates: { count: 2, cattle: 1, castles: -1, abbeys: 0 } }),
    ["MR-ESTATE-ONE-THING"],
    '$.clans["ben"].estates.castles',
    /whole number/,
  ],
  [
    "two things on one estate",
    clan(valid, "ben", { estates: { count: 2, cattle: 2, castles: 1, abbeys: 0 } }),
    ["MR-ESTATE-ONE-THING"],
    '$.clans["ben"].estates',
    /more cattle, castles and abbeys than there are estates/,
  ],
  [
    "a hand of three counts",
    clan(valid, "ben", { hand: [1, 1, 2] }),
    ["MR-HAND-FOLLOWS-WARRIORS"],
    '$.clans["ben"].hand',
    /four counts/,
  ],
  [
    "a hand larger than the warriors",
    clan(valid, "ben", { hand: [2, 1, 1, 1] }),
    ["MR-HAND-FOLLOWS-WARRIORS"],
    '$.clans["ben"].hand',
    /holds 5 cards with 4 warriors/,
  ],
  [
    "fractional points",
    clan(valid, "ben", { points: 1.5 }),
    ["MR-SETUP-SCORE"],
    '$.clans["ben"].points',
    /whole number/,
  ],
  ["negative points", clan(valid, "ben", { points: -1 }), ["MR-INT-SCORE-FLOOR"], '$.clans["ben"].points', /-1 points/],
  [
    "a token too many",
    { ...valid, sack: { ...valid.sack, green: valid.sack.green + 1 } },
    ["MR-COMPONENTS", "MR-TOKEN-MEANING"],
    "$.sack.green",
    /21 green tokens .* the game has 20/,
  ],
  [
    "a token lost",
    { ...valid, sack: { ...valid.sack, yellow: valid.sack.yellow - 1 } },
    ["MR-COMPONENTS", "MR-TOKEN-MEANING"],
    "$.sack.yellow",
    /8 yellow tokens .* the game has 29/,
  ],
  [
    "a card of value 5",
    { ...valid, deck: [5, ...valid.deck.slice(1)] },
    ["MR-COMPONENTS"],
    "$.deck",
    /card values 1 to 4/,
  ],
  [
    "a return deck of three counts",
    { ...valid, returnDeck: [0, 0, 0] },
    ["MR-COMPONENTS"],
    "$.returnDeck",
    /four counts/,
  ],
  [
    "a card of value 4 lost (the default reading has 16 fours)",
    { ...valid, deck: withoutFirst(valid.deck, 4) },
    ["MR-COMPONENTS", "MR-INT-CARD-VALUES"],
    "$.deck",
    /15 cards of value 4 are in hands and decks; the game has 16/,
  ],
  [
    "an estate tile lost",
    { ...valid, estateDeck: valid.estateDeck.slice(1) },
    ["MR-COMPONENTS", "MR-ROUND-ESTATE-OUT"],
    "$.estateDeck",
    /24 estate tiles in the deck, 0 out of the game and 0 acquired; there are 25/,
  ],
  [
    "an estate tile numbered 43",
    { ...valid, estateDeck: [43, ...valid.estateDeck.slice(1)] },
    ["MR-COMPONENTS", "MR-INT-ESTATE-NUMBERS"],
    "$.estateDeck[0]",
    /tile 43 is not one of the 25/,
  ],
  [
    "an estate tile numbered 43 out of the game",
    { ...valid, estateDeck: valid.estateDeck.slice(1), estatesOut: [43] },
    ["MR-COMPONENTS", "MR-INT-ESTATE-NUMBERS"],
    "$.estatesOut[0]",
    /tile 43 is not one of the 25/,
  ],
  [
    "a second 42 out of the game (the default reading has one)",
    { ...valid, estateDeck: withoutFirst(valid.estateDeck, firstNot42), estatesOut: [42] },
    ["MR-COMPONENTS", "MR-INT-ESTATE-NUMBERS"],
    "$.estatesOut[0]",
    /tile 42 is not one of the 25 \(or appears too often\)/,
  ],
  [
    "no estate lists",
    { ...valid, estatesOut: undefined },
    ["MR-SETUP-ESTATES"],
    "$.estateDeck",
    /lists of tile numbers/,
  ],
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

  it.each(cases)("refuses %s", (_what, state, rules, path, message) => {
    const error = refusal(state);
    expect(error.kind).toBe("invalid-state");
    expect(error.rules).toEqual(rules);
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

  it("counts the cards by the card-values reading in force", () => {
    // The new game was dealt under "even-fewer-fours" (17 ones); "even-fewer-ones" has 16.
    const fewerOnes = macRobberSpec({ interpretations: { "MR-INT-CARD-VALUES": "even-fewer-ones" } }).decisions;
    const error = refusal(valid, fewerOnes);
    expect(error.kind).toBe("invalid-state");
    expect(error.rules).toEqual(["MR-COMPONENTS", "MR-INT-CARD-VALUES"]);
    expect(error.path).toBe("$.deck");
    expect(error.reason).toMatch(/17 cards of value 1 are in hands and decks; the game has 16/);
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
  const refuse = (state: MacRobberState, event: unknown): RuleError => {
    try {
      validateEvent(state, event as MacRobberEvent);
    } catch (error) {
      if (error instanceof RuleError) return error;
      throw error;
    }
    throw new Error("the event was accepted");
  };
  const over: MacRobberState = { ...valid, phase: "over", result: { reason: "sack", winners: ["ann"] } };
  const toScore: MacRobberState = { ...valid, phase: "score-round" };

  const eventCases: [string, MacRobberState, unknown, readonly string[], string, RegExp][] = [
    [
      "an unknown event",
      valid,
      { kind: "feast" },
      ["MR-TURN-PHASES"],
      "$.event.kind",
      /unknown event "feast"; expected take-tokens, act, raid-or-exchange or score-round/,
    ],
    ["no event at all", valid, null, ["MR-TURN-PHASES"], "$.event.kind", /unknown event undefined/],
    [
      "phase 2 before phase 1",
      valid,
      { kind: "act" },
      ["MR-TURN-PHASES"],
      "$.event.kind",
      /expects "take-tokens" now, not "act"/,
    ],
    [
      "scoring before the round's last turn",
      valid,
      { kind: "score-round" },
      ["MR-ROUND"],
      "$.event.kind",
      /expects "take-tokens" now, not "score-round"/,
    ],
    [
      "a turn while the round is to be scored",
      toScore,
      { kind: "take-tokens" },
      ["MR-ROUND"],
      "$.event.kind",
      /expects "score-round" now, not "take-tokens"/,
    ],
    ["a turn after the end", over, { kind: "take-tokens" }, ["MR-WINNER"], "$.event", /the game is over/],
    ["a known event after the end", over, { kind: "score-round" }, ["MR-WINNER"], "$.event", /the game is over/],
  ];

  it.each(eventCases)("refuses %s", (_what, state, event, rules, path, message) => {
    const error = refuse(state, event);
    expect(error.kind).toBe("invalid-event");
    expect(error.rules).toEqual(rules);
    expect(error.path).toBe(path);
    expect(error.reason).toMatch(message);
  });

  it("accepts the event the phase expects", () => {
    expect(() => validateEvent(valid, { kind: "take-tokens" })).not.toThrow();
    expect(() => validateEvent(toScore, { kind: "score-round" })).not.toThrow();
  });

  it("refuses a look-up of a clan for somebody who is not a player", () => {
    let error: unknown;
    try {
      clanOf(valid, "zed");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ kind: "invalid-event", rules: ["MR-PLAYERS"], reason: 'there is no player "zed"' });
    expect((error as RuleError).path).toBeUndefined();
    expect(clanOf(valid, "ben")).toBe(valid.clans.ben);
  });
});
