// What the readers say about input their schemas refuse, word for word: where (file, line, JSON
// path with record keys quoted as the rules write them), what was expected (bounds, allowed values,
// the closest one to a typo) and what was found, never zod's own text. The translation knows no
// game (src/oracle/input-error.ts); any schema gets the same voice (MacRobber's readers:
// src/games/macrobber/readers.test.ts).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_AWARD_POINTS } from "../../../../spec/robbers/validate.js";
import { validate } from "../../../oracle/document.js";
import { formatInputError, type InputError } from "../../../oracle/input-error.js";
import { MAX_PLAYER_ID, MAX_POSITION } from "../../../oracle/limits.js";
import { closest, worded } from "../../../oracle/schema-problems.js";
import { jsonSchemas, readScenarioText, readTraceText } from "../oracle.js";
import { sampleScenario, sampleTrace } from "./testing/samples.js";

// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with parsed JSON documents at arbitrary paths
type Doc = Record<string, any>;
const text = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** The line `robbers explain` prints for the sample scenario with one change. */
function scenarioError(change: (s: Doc) => void): InputError {
  const s = structuredClone(sampleScenario()) as Doc;
  change(s);
  const r = readScenarioText(text(s), "s.json");
  if (r.ok) throw new Error("accepted");
  return r.error;
}
const scenarioLine = (change: (s: Doc) => void) => formatInputError(scenarioError(change));

/** The line `robbers check` prints for the sample trace (read as one document) with one change. */
function traceLine(change: (t: Doc) => void): string {
  const t = structuredClone(sampleTrace()) as Doc;
  change(t);
  const r = readTraceText(text(t), "t.json");
  if (r.ok) throw new Error("accepted");
  return formatInputError(r.error);
}

const ZOD_WORDS = /Invalid input|Invalid option|Too small|Too big|Unrecognized key|expected int|received|discriminator/;

describe("numbers: what is allowed, with the limit, and what was found", () => {
  const cases: [string, (s: Doc) => void, string][] = [
    [
      "a fractional position",
      (s) => (s.figures.red.meeple = 2.5),
      's.json:15: $.figures["red"].meeple: expected a whole number of points (0 to 100000), got 2.5 [BASE-SCOREBOARD]',
    ],
    [
      "a negative position",
      (s) => (s.figures.blue.meeple = -1),
      's.json:18: $.figures["blue"].meeple: expected a whole number of points (0 to 100000), got -1 [BASE-SCOREBOARD]',
    ],
    [
      "a position past the limit",
      (s) => (s.figures.blue.meeple = MAX_POSITION + 1),
      's.json:18: $.figures["blue"].meeple: expected a whole number of points (0 to 100000), got 100001 [BASE-SCOREBOARD]',
    ],
    [
      "a position past 2^53",
      (s) => (s.figures.blue.meeple = 2 ** 60),
      's.json:18: $.figures["blue"].meeple: expected a whole number of points (0 to 100000), got 1152921504606847000 [BASE-SCOREBOARD]',
    ],
    [
      "an award past the limit",
      (s) => (s.event.awards[0].points = MAX_AWARD_POINTS + 1),
      "s.json:40: $.event.awards[0].points: expected a whole number of points (0 to 500), got 501 [BASE-SCOREBOARD]",
    ],
    [
      "a robber's space that is text",
      (s) => (s.robbers.red = "x"),
      's.json:25: $.robbers["red"]: expected a scoreboard space (0 to 100000) or null, got "x" [RB-SETUP-OFFMAP]',
    ],
    [
      "a tenth bag tile",
      (s) => (s.bagTiles = 9),
      "s.json:29: $.bagTiles: expected a count of bag tiles (0 to 8), got 9 [RB-SETUP-TILES]",
    ],
    [
      "a negative message count",
      (s) => (s.messagesDrawn = { red: -1 }),
      's.json:31: $.messagesDrawn["red"]: expected a count of messages (0 to 100000), got -1 [MS-DARK-DRAW]',
    ],
    [
      "a backward move of 0",
      (s) => (s.event = { kind: "backward", player: "red", figure: "meeple", points: 0, source: "tower" }),
      "s.json:39: $.event.points: expected a whole number of points (1 to 100000), got 0 [RB-BACK-FOLLOW]",
    ],
  ];
  for (const [name, change, want] of cases) it(name, () => expect(scenarioLine(change)).toBe(want));
});

describe("lists, strings, booleans and missing fields", () => {
  const cases: [string, (s: Doc) => void, string][] = [
    [
      "seven players",
      (s) => (s.players = ["a", "b", "c", "d", "e", "f", "g"]),
      "s.json:6: $.players: expected a list of 2 to 6 players, got 7 [BASE-PLAYERS]",
    ],
    [
      "players as text",
      (s) => (s.players = "red"),
      's.json:6: $.players: expected a list of 2 to 6 players, got "red" [BASE-PLAYERS]',
    ],
    [
      "a moment without awards",
      (s) => (s.event.awards = []),
      "s.json:37: $.event.awards: expected a list of 1 to 36 awards, got 0",
    ],
    [
      "an empty player id",
      (s) => (s.players = ["", "blue", "green"]),
      's.json:7: $.players[0]: expected a player id (a string of 1 to 64 characters), got ""',
    ],
    [
      "a player id too long",
      (s) => (s.players = ["x".repeat(MAX_PLAYER_ID + 1), "blue", "green"]),
      "s.json:7: $.players[0]: expected a player id (a string of 1 to 64 characters), got a string of 65 characters",
    ],
    [
      "a missing field",
      (s) => delete s.active,
      "s.json:1: $.active: missing; expected a player id (a string of 1 to 64 characters)",
    ],
    [
      "missing fields of one object, told at the object",
      (s) => {
        delete s.active;
        delete s.messages;
      },
      "s.json:1: $: missing required fields: messages, active",
    ],
    [
      "missing fields and more",
      (s) => {
        delete s.active;
        delete s.messages;
        s.bagTiles = -1;
      },
      "s.json:1: $: missing required fields: messages, active (and 1 more problem)",
    ],
    ["messages as text", (s) => (s.messages = "yes"), 's.json:11: $.messages: expected true or false, got "yes"'],
    [
      "a title that is a number",
      (s) => (s.title = 5),
      "s.json:50: $.title: expected a string of at most 500 characters, got 5",
    ],
  ];
  for (const [name, change, want] of cases) it(name, () => expect(scenarioLine(change)).toBe(want));
});

describe("names: the allowed ones listed, the closest suggested", () => {
  const cases: [string, (s: Doc) => void, string][] = [
    [
      "an unknown edition",
      (s) => (s.options = { edition: "C4" }),
      's.json:4: $.options.edition: unknown edition "C4"; editions are C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3',
    ],
    [
      "an edition in the wrong case",
      (s) => (s.options = { edition: "c2-zman" }),
      's.json:4: $.options.edition: unknown edition "c2-zman" (did you mean C2-ZMan?); editions are C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3',
    ],
    [
      "an unknown interpretation",
      (s) => (s.options = { interpretations: { "INT-ZERO-POINT": "no-steal" } }),
      's.json:5: $.options.interpretations["INT-ZERO-POINT"]: unknown interpretation "INT-ZERO-POINT" (did you mean INT-ZERO-POINTS?); interpretations are ' +
        "INT-DECLINE-PASSES, INT-ARRIVE-THEN-MOVE, INT-ZERO-POINTS, INT-SAME-SPACE, INT-MSG-OWN-TURN, INT-MSG-ALONE, INT-MANDATORY-MOVE, INT-BACK-STAY-OWN, INT-BACK-OWN-FIGURE, INT-MSG-BACKWARD",
    ],
    [
      "an unknown reading",
      (s) => (s.options = { interpretations: { "INT-ZERO-POINTS": "maybe" } }),
      's.json:5: $.options.interpretations["INT-ZERO-POINTS"]: unknown reading "maybe"; the readings of INT-ZERO-POINTS are no-steal, used-up [INT-ZERO-POINTS]',
    ],
    [
      "a misspelt reading",
      (s) => (s.options = { interpretations: { "INT-BACK-STAY-OWN": "others_only" } }),
      's.json:5: $.options.interpretations["INT-BACK-STAY-OWN"]: unknown reading "others_only" (did you mean others-only?); the readings of INT-BACK-STAY-OWN are others-only, any-figure [INT-BACK-STAY-OWN]',
    ],
    [
      "an unknown event kind",
      (s) => (s.event = { kind: "bagtile" }),
      's.json:36: $.event.kind: unknown event kind "bagtile" (did you mean bag-tile?); event kinds are bag-tile, moment, backward, turn, game-end',
    ],
    [
      "an event without a kind",
      (s) => (s.event = {}),
      "s.json:35: $.event.kind: missing; expected an event kind: bag-tile, moment, backward, turn, game-end",
    ],
    [
      "an event kind that is a number",
      (s) => (s.event = { kind: 3 }),
      "s.json:36: $.event.kind: expected an event kind (bag-tile, moment, backward, turn, game-end), got 3",
    ],
    [
      "an event that is text",
      (s) => (s.event = "moment"),
      's.json:35: $.event: expected an event (kind: bag-tile, moment, backward, turn, game-end), got "moment"',
    ],
    [
      "an unknown award source",
      (s) => (s.event.awards[0].source = "magic"),
      's.json:41: $.event.awards[0].source: unknown award source "magic"; award sources are feature, fairy, wheel-of-fortune, catapult, message, other [RB-STEAL-PER-EVENT]',
    ],
    [
      "an unknown figure",
      (s) => (s.event = { kind: "backward", player: "red", figure: "knight", points: 2, source: "bazaar" }),
      's.json:38: $.event.figure: unknown figure "knight"; figures are meeple, messenger',
    ],
    [
      "an unknown backward source",
      (s) => (s.event = { kind: "backward", player: "red", figure: "meeple", points: 2, source: "tax" }),
      's.json:40: $.event.source: unknown backward source "tax"; backward sources are bazaar, tower, other',
    ],
    [
      "an unknown field, at its own path",
      (s) => (s.figures.red.knight = 3),
      's.json:16: $.figures["red"].knight: unknown field "knight"; fields here are meeple, messenger',
    ],
    [
      "a misspelt option",
      (s) => (s.options = { editon: "C3" }),
      's.json:4: $.options.editon: unknown field "editon" (did you mean edition?); fields here are edition, interpretations',
    ],
    [
      "two unknown fields",
      (s) => Object.assign(s.figures.red, { knight: 3, rook: 2 }),
      's.json:16: $.figures["red"].knight: unknown field "knight"; fields here are meeple, messenger (and 1 more problem)',
    ],
  ];
  for (const [name, change, want] of cases) it(name, () => expect(scenarioLine(change)).toBe(want));
});

describe("traces get the same voice", () => {
  const cases: [string, (t: Doc) => void, string][] = [
    [
      "an unknown choice kind",
      (t) => t.steps[0].choices.push({ kind: "stael", actor: "red", pick: {} }),
      't.json:66: $.steps[0].choices[2].kind: unknown choice kind "stael" (did you mean steal?); choice kinds are place, plan, steal, rogue, follow, backward, bonus',
    ],
    [
      "an unknown placement action",
      (t) => t.steps[0].choices.push({ kind: "place", actor: "red", pick: { action: "jump" } }),
      't.json:69: $.steps[0].choices[2].pick.action: unknown action "jump"; actions are place, move, decline',
    ],
    [
      "a pick left out",
      (t) => delete t.steps[0].choices[0].pick,
      "t.json:49: $.steps[0].choices[0].pick: missing; expected an object with victim, figure or an object with action",
    ],
    [
      "a victim that is a number",
      (t) => (t.steps[0].choices[0].pick = { victim: 3 }),
      "t.json:53: $.steps[0].choices[0].pick.victim: expected a player id (a string of 1 to 64 characters), got 3 (and 1 more problem)",
    ],
    [
      "an award index past the limit",
      (t) =>
        t.steps[0].choices.push({
          kind: "plan",
          actor: "red",
          pick: { sequence: [{ award: 40, figure: "meeple" }] },
        }),
      "t.json:71: $.steps[0].choices[2].pick.sequence[0].award: expected an award index (0 to 35), got 40",
    ],
    [
      "a negative claimed score",
      (t) => (t.steps[0].claims.scores.red = -4),
      't.json:68: $.steps[0].claims.scores["red"]: expected a score (0 to 100000), got -4',
    ],
    [
      "a misspelt claim",
      (t) => (t.steps[0].claims.score = {}),
      't.json:77: $.steps[0].claims.score: unknown field "score" (did you mean scores?); fields here are scores, figures, robbers',
    ],
    [
      "a setup with seven players",
      (t) => (t.setup.players = ["a", "b", "c", "d", "e", "f", "g"]),
      "t.json:7: $.setup.players: expected a list of 2 to 6 players, got 7 [BASE-PLAYERS]",
    ],
  ];
  for (const [name, change, want] of cases) it(name, () => expect(traceLine(change)).toBe(want));
});

describe("never zod's own words", () => {
  it("no message of any case above contains them", () => {
    const broken: ((s: Doc) => void)[] = [
      (s) => (s.figures.red.meeple = 2.5),
      (s) => (s.players = []),
      (s) => (s.event = { kind: "x" }),
      (s) => (s.options = { interpretations: { x: "y" } }),
      (s) => (s.robbers = []),
      (s) => (s.event.awards[0] = 7),
      (s) => (s.messagesDrawn = "none"),
    ];
    for (const change of broken) expect(scenarioError(change).message).not.toMatch(ZOD_WORDS);
  });
});

describe("the translation knows no game", () => {
  const thing = z.strictObject({
    size: z.int().min(1).max(9),
    colour: worded(z.enum(["red", "green"]), { noun: "colour" }),
    tags: z.array(z.string()).max(2),
    parts: z.record(z.string(), z.strictObject({ weight: z.number().min(0) })),
  });
  const problem = (value: unknown) => {
    const r = validate(thing, value, null);
    return r.ok ? "accepted" : `${r.problem.path}: ${r.problem.message}`;
  };
  const good = { size: 3, colour: "red", tags: [], parts: { a: { weight: 1 } } };
  it("any schema: bounds, allowed values, record keys, unknown fields", () => {
    expect(problem({ ...good, size: 10 })).toBe("$.size: expected a whole number (1 to 9), got 10");
    expect(problem({ ...good, colour: "gren" })).toBe(
      '$.colour: unknown colour "gren" (did you mean green?); colours are red, green',
    );
    expect(problem({ ...good, tags: ["a", "b", "c"] })).toBe("$.tags: expected a list of at most 2 items, got 3");
    expect(problem({ ...good, parts: { "a b": { weight: -1 } } })).toBe(
      '$.parts["a b"].weight: expected a number (0 or more), got -1',
    );
    expect(problem({ ...good, shape: 1 })).toBe(
      '$.shape: unknown field "shape"; fields here are size, colour, tags, parts',
    );
  });
  it("suggests only a close, unique candidate", () => {
    expect(closest("INT-ZERO-POINT", ["INT-ZERO-POINTS", "INT-SAME-SPACE"])).toBe("INT-ZERO-POINTS");
    expect(closest("c3", ["C1-HiG", "C3"])).toBe("C3");
    expect(closest("C4", ["C1-HiG", "C3"])).toBeUndefined();
    expect(closest("stael", ["steal", "plan"])).toBe("steal");
    expect(closest("maybe", ["no-steal", "used-up"])).toBeUndefined();
    expect(closest("ab", ["ac", "ad"])).toBeUndefined();
  });
});

describe("the JSON Schemas state the limits the readers enforce", () => {
  const schema = JSON.parse(jsonSchemas()["robbers-scenario-1.schema.json"]!) as Doc;
  const moment = (schema.properties.event.oneOf ?? schema.properties.event.anyOf).find(
    (o: Doc) => o.properties.kind.const === "moment",
  );
  it("award points, positions, spaces, player ids, players, awards, bag tiles", () => {
    expect(moment.properties.awards.items.properties.points).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: MAX_AWARD_POINTS,
    });
    expect(moment.properties.awards).toMatchObject({ minItems: 1, maxItems: 36 });
    const figures = schema.properties.figures.additionalProperties.properties;
    expect(figures.meeple).toMatchObject({ minimum: 0, maximum: MAX_POSITION });
    expect(figures.messenger).toMatchObject({ minimum: 0, maximum: MAX_POSITION });
    expect(JSON.stringify(schema.properties.robbers.additionalProperties)).toContain(`"maximum":${MAX_POSITION}`);
    expect(schema.properties.players).toMatchObject({
      minItems: 2,
      maxItems: 6,
      items: { minLength: 1, maxLength: MAX_PLAYER_ID },
    });
    expect(schema.properties.bagTiles).toMatchObject({ minimum: 0, maximum: 8 });
  });
  it("no input schema leaves a number unbounded (zod's default 2^53 - 1); only the vector, an output, does", () => {
    for (const name of ["robbers-scenario-1", "robbers-trace-1", "robbers-trace-1-header", "robbers-trace-1-step"]) {
      expect(jsonSchemas()[`${name}.schema.json`], name).not.toContain(String(Number.MAX_SAFE_INTEGER));
    }
  });
  it("and the reader refuses one past each limit the schema states", () => {
    expect(scenarioError((s) => (s.event.awards[0].points = MAX_AWARD_POINTS + 1)).path).toBe(
      "$.event.awards[0].points",
    );
    expect(scenarioError((s) => (s.figures.red.meeple = MAX_POSITION + 1)).path).toBe('$.figures["red"].meeple');
    expect(scenarioError((s) => (s.players = ["x".repeat(MAX_PLAYER_ID + 1), "blue", "green"])).path).toBe(
      "$.players[0]",
    );
    expect(
      readScenarioText(
        text({
          ...sampleScenario(),
          figures: { red: { meeple: MAX_POSITION }, blue: { meeple: 12 }, green: { meeple: 7 } },
        }),
      ).ok,
    ).toBe(true);
  });
});
