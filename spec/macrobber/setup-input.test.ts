// Every refusal of a new MacRobber game's input (players, seed) and of its options: the kind, the
// rule ids exactly, the JSON path and the words of the message. The player limits come from
// MR-PLAYERS (the rulebook's "3-5 players"), the seed range from MR-CHANCE-SEEDED (a 32-bit
// generator); options cite no rule, being about the ruleset's readings rather than the game.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/dsl/index.js";
import { macRobberSpec } from "../../src/games/macrobber/library/api.js";
import { normaliseOptions } from "./options.js";
import { initialState } from "./setup.js";
import { validateState } from "./validate.js";

const { decisions } = macRobberSpec();

function refusalOf(attempt: () => unknown): RuleError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error("the input was accepted");
}

const newGameCases: [string, unknown, unknown, readonly string[], string, RegExp][] = [
  ["two players", ["a", "b"], 1, ["MR-PLAYERS"], "$.players", /MacRobber is for 3 to 5 players, not 2/],
  ["six players", ["a", "b", "c", "d", "e", "f"], 1, ["MR-PLAYERS"], "$.players", /3 to 5 players, not 6/],
  [
    "players not in a list",
    "abc",
    1,
    ["MR-PLAYERS"],
    "$.players",
    /the players are a list of 3 to 5 names, not string/,
  ],
  ["an empty name", ["a", "b", ""], 1, ["MR-PLAYERS"], "$.players[2]", /a player id is a non-empty string/],
  [
    "a name that is not a string",
    ["a", 7, "c"],
    1,
    ["MR-PLAYERS"],
    "$.players[1]",
    /a player id is a non-empty string/,
  ],
  ["a name given twice", ["a", "b", "a"], 1, ["MR-PLAYERS"], "$.players", /player names must be distinct/],
  [
    "a fractional seed",
    ["a", "b", "c"],
    1.5,
    ["MR-CHANCE-SEEDED"],
    "$.seed",
    /the seed is a whole number from 0 to 4294967295, got 1\.5/,
  ],
  ["a negative seed", ["a", "b", "c"], -1, ["MR-CHANCE-SEEDED"], "$.seed", /0 to 4294967295, got -1/],
  ["a seed past 32 bits", ["a", "b", "c"], 2 ** 32, ["MR-CHANCE-SEEDED"], "$.seed", /0 to 4294967295, got 4294967296/],
  ["a seed given as text", ["a", "b", "c"], "7", ["MR-CHANCE-SEEDED"], "$.seed", /0 to 4294967295, got string$/],
];

describe("MacRobber new-game input", () => {
  it.each(newGameCases)("refuses %s", (_what, players, seed, rules, path, message) => {
    const error = refusalOf(() => initialState(players as string[], seed as number, decisions));
    // The players become the state's; the seed is an argument of the call (src/dsl/errors.ts names seeds).
    expect(error.kind).toBe(path === "$.seed" ? "invalid-argument" : "invalid-state");
    expect(error.rules).toEqual(rules);
    expect(error.path).toBe(path);
    expect(error.reason).toMatch(message);
  });

  it("accepts 3 and 5 players and the smallest and largest seeds, giving valid states", () => {
    const fewest = initialState(["a", "b", "c"], 0, decisions);
    const most = initialState(["a", "b", "c", "d", "e"], 0xffffffff, decisions);
    expect(() => validateState(fewest, decisions)).not.toThrow();
    expect(() => validateState(most, decisions)).not.toThrow();
  });
});

const notAnObject = /^options must be an object$/;
const optionCases: [string, unknown, readonly string[], string, RegExp][] = [
  ["a list", [], [], "$.options", notAnObject],
  ["a number", 5, [], "$.options", notAnObject],
  ["a string", "C3", [], "$.options", notAnObject],
  [
    "an unknown option",
    { edition: "C3" },
    [],
    "$.options.edition",
    /unknown option "edition" \(MacRobber has one edition; expected "interpretations" or "misreadings"\)/,
  ],
  [
    "an unknown interpretation",
    { interpretations: { "MR-INT-NOPE": "x" } },
    [],
    '$.options.interpretations["MR-INT-NOPE"]',
    /unknown interpretation "MR-INT-NOPE"/,
  ],
  [
    "an unknown reading",
    { interpretations: { "MR-INT-RED-AREA": "31" } },
    ["MR-INT-RED-AREA"],
    '$.options.interpretations["MR-INT-RED-AREA"]',
    /unknown reading "31" for MR-INT-RED-AREA; expected one of 30, 35/,
  ],
  [
    "an unknown misreading",
    { misreadings: ["MIS-NOPE"] },
    [],
    "$.options.misreadings[0]",
    /unknown misreading "MIS-NOPE"/,
  ],
];

describe("MacRobber options", () => {
  it.each(optionCases)("refuses %s", (_what, input, rules, path, message) => {
    const error = refusalOf(() => normaliseOptions(input));
    expect(error.kind).toBe("invalid-options");
    expect(error.rules).toEqual(rules);
    expect(error.path).toBe(path);
    expect(error.reason).toMatch(message);
  });

  it("fills in the default readings when no options are given", () => {
    expect(normaliseOptions(undefined).interpretations["MR-INT-RED-AREA"]).toBe("30");
    expect(normaliseOptions({}).misreadings).toBeUndefined();
  });
});
