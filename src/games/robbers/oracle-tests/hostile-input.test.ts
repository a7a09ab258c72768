// Hostile and broken input: every case must come back as one printable line naming the file, the
// line and the JSON path, never as an exception, and quickly (no case may hang or fill memory).
import { execFileSync, spawn } from "node:child_process";
import { symlinkSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { formatInputError, type InputError } from "../../../oracle/input-error.js";
import { MAX_FILE_BYTES, MAX_LINE_BYTES } from "../../../oracle/limits.js";
import { scratch } from "../../../oracle/test-support.js";
import { checkFile, explainFile } from "../oracle.js";
import { sampleScenario, sampleTrace } from "./testing/samples.js";

const files = scratch();
afterAll(() => files.remove());

const pretty = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with parsed JSON documents at arbitrary paths
type Doc = Record<string, any>;
/** The sample scenario with some change applied to a copy. */
const scenarioWith = (change: (s: Doc) => void): string => {
  const s = sampleScenario() as Doc;
  change(s);
  return pretty(s);
};
const traceWith = (change: (t: Doc) => void): string => {
  const t = sampleTrace() as Doc;
  change(t);
  return pretty(t);
};
/** The sample trace as JSON Lines with some change to its records. */
const linesWith = (change: (records: Doc[]) => void): string => {
  const { steps, ...header } = sampleTrace() as Doc;
  const records = [header, ...steps];
  change(records);
  return `${records.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n")}\n`;
};

async function explainError(name: string, content: string | Uint8Array): Promise<InputError> {
  const file = files.write(name, content);
  const r = await explainFile(file);
  if (r.ok) throw new Error(`${name} was accepted`);
  return r.error;
}
async function checkError(name: string, content: string | Uint8Array): Promise<InputError> {
  const file = files.write(name, content);
  const r = await checkFile(file, { alternatives: false });
  if (r.status !== "unreadable") throw new Error(`${name} was not refused as unreadable: ${r.status}`);
  return r.error;
}

/** The contract for every refusal: file, path, one printable line. */
function expectOneLine(e: InputError, file: string) {
  const line = formatInputError(e);
  expect(e.file).toContain(file);
  expect(line.startsWith(e.file!)).toBe(true);
  expect(line).not.toMatch(/[\n\r]/);
  expect(line).not.toContain("\u001b");
  expect(line).not.toMatch(/\n\s+at /);
  expect(line).toContain(e.path);
  return line;
}

describe("scenario files that explain refuses (exit 2)", () => {
  const cases: [string, string | Uint8Array, { path?: string; line?: number; message: RegExp; rules?: string }][] = [
    [
      "malformed.json",
      '{\n  "format": "robbers-scenario/1",\n  "players": [\n',
      { line: 4, message: /not valid JSON: unexpected end of input/ },
    ],
    [
      "wrong-type.json",
      scenarioWith((s) => (s.players = "red")),
      { path: "$.players", line: 6, message: /^expected a list of 2 to 6 players, got "red"$/, rules: "BASE-PLAYERS" },
    ],
    [
      "missing-field.json",
      scenarioWith((s) => delete s.active),
      { path: "$.active", line: 1, message: /^missing; expected a player id \(a string of 1 to 64 characters\)$/ },
    ],
    [
      "unknown-player.json",
      scenarioWith((s) => (s.event.awards[0].player = "purple")),
      { path: "$.event.awards[0].player", message: /unknown player "purple"/, rules: "BASE-PLAYERS" },
    ],
    [
      "unknown-figure-key.json",
      scenarioWith((s) => (s.figures.red.knight = 3)),
      { path: '$.figures["red"].knight', message: /^unknown field "knight"; fields here are meeple, messenger$/ },
    ],
    [
      "unknown-figure.json",
      scenarioWith(
        (s) => (s.event = { kind: "backward", player: "red", figure: "knight", points: 2, source: "bazaar" }),
      ),
      { path: "$.event.figure", message: /meeple|messenger/ },
    ],
    [
      "robber-of-nobody.json",
      scenarioWith((s) => (s.robbers.purple = 3)),
      { path: '$.robbers["purple"]', message: /"purple" is not one of the players/, rules: "BASE-PLAYERS" },
    ],
    [
      "negative-points.json",
      scenarioWith((s) => (s.event.awards[0].points = -3)),
      {
        path: "$.event.awards[0].points",
        message: /^expected a whole number of points \(0 to 500\), got -3$/,
        rules: "BASE-SCOREBOARD",
      },
    ],
    [
      "absurd-award.json",
      scenarioWith((s) => (s.event.awards[0].points = 1_000_000)),
      { path: "$.event.awards[0].points", message: /500/, rules: "BASE-SCOREBOARD" },
    ],
    [
      "absurd-position.json",
      scenarioWith((s) => (s.figures.blue.meeple = 9_000_000_000)),
      {
        path: '$.figures["blue"].meeple',
        message: /^expected a whole number of points \(0 to 100000\), got 9000000000$/,
        rules: "BASE-SCOREBOARD",
      },
    ],
    [
      "fractional.json",
      scenarioWith((s) => (s.figures.blue.meeple = 2.5)),
      { path: '$.figures["blue"].meeple', message: /^expected a whole number of points \(0 to 100000\), got 2\.5$/ },
    ],
    [
      "seven-players.json",
      scenarioWith((s) => (s.players = ["a", "b", "c", "d", "e", "f", "g"])),
      { path: "$.players", message: /^expected a list of 2 to 6 players, got 7$/ },
    ],
    [
      "duplicate-colours.json",
      scenarioWith((s) => (s.players = ["red", "blue", "red"])),
      { path: "$.players[2]", message: /appears twice/, rules: "BASE-PLAYERS" },
    ],
    [
      "robber-off-board.json",
      scenarioWith((s) => (s.robbers.blue = 50)),
      { path: '$.robbers["blue"]', message: /0-49/, rules: "RB-SETUP-OFFMAP" },
    ],
    [
      "proto-key.json",
      '{"format": "robbers-scenario/1",\n "figures": {"__proto__": {"meeple": 1}}}',
      { path: "$.figures.__proto__", line: 2, message: /"__proto__" is not allowed/ },
    ],
    [
      "constructor-key.json",
      scenarioWith((s) => (s.robbers = JSON.parse('{"constructor": 1}'))).replace('"constructor"', '"constructor"'),
      { path: "$.robbers.constructor", message: /"constructor" is not allowed/ },
    ],
    [
      "inherited-name.json",
      scenarioWith((s) => {
        s.players = ["red", "blue", "toString"];
        delete s.robbers.green;
        delete s.figures.green;
        s.figures.toString = { meeple: 1 };
      }),
      { path: '$.robbers["toString"]', message: /must have a robber/, rules: "RB-SETUP-SUPPLY" },
    ],
    [
      "reserved-player.json",
      scenarioWith((s) => (s.players = ["red", "blue", "prototype"])),
      { path: "$.players[2]", message: /reserved/ },
    ],
    [
      "escape-codes.json",
      scenarioWith((s) => (s.players = ["red", "blue", "\u001b[31mevil"])),
      { path: "$.players[2]", message: /control characters/ },
    ],
    [
      "duplicate-key.json",
      '{"format": "robbers-scenario/1", "players": [], "players": []}',
      { path: "$.players", message: /duplicate key/ },
    ],
    [
      "deep.json",
      `{"title": ${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
      { message: /nested deeper than 64 levels/ },
    ],
    ["a-trace.json", pretty(sampleTrace()), { path: "$.format", message: /a trace: use `robbers check`/ }],
    [
      "wrong-version.json",
      scenarioWith((s) => (s.format = "robbers-scenario/2")),
      { path: "$.format", message: /expected "robbers-scenario\/1"/ },
    ],
    ["array.json", "[1, 2, 3]", { path: "$", message: /expected a JSON object/ }],
    ["empty.json", "", { message: /empty/ }],
    ["binary.json", new Uint8Array([0x7b, 0x0a, 0x0a, 0xff, 0xfe, 0x00, 0x7d]), { line: 3, message: /not UTF-8/ }],
    [
      "unknown-edition.json",
      scenarioWith((s) => (s.options = { edition: "C4" })),
      {
        path: "$.options.edition",
        message: /^unknown edition "C4"; editions are C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3$/,
      },
    ],
    [
      "unknown-reading.json",
      scenarioWith((s) => (s.options = { interpretations: { "INT-ZERO-POINTS": "maybe" } })),
      {
        path: '$.options.interpretations["INT-ZERO-POINTS"]',
        message: /^unknown reading "maybe"; the readings of INT-ZERO-POINTS are no-steal, used-up$/,
      },
    ],
    [
      "ninth-bag-tile.json",
      scenarioWith((s) => {
        s.bagTiles = 8;
        s.event = { kind: "bag-tile" };
      }),
      { path: "$.event", message: /all 8 bag tiles/, rules: "RB-SETUP-TILES" },
    ],
  ];
  for (const [name, content, want] of cases) {
    it(name, async () => {
      const e = await explainError(name, content);
      const line = expectOneLine(e, name);
      expect(e.message).toMatch(want.message);
      if (want.path) expect(e.path).toBe(want.path);
      if (want.line) expect(e.line).toBe(want.line);
      else expect(e.line).toBeGreaterThanOrEqual(1);
      if (want.rules) expect(e.rules).toContain(want.rules);
      expect(line.length).toBeLessThan(700);
    });
  }

  it("a file over the size limit is refused while reading, without reading it all", async () => {
    const e = await explainError("huge.json", Buffer.alloc(MAX_FILE_BYTES + 10, 0x20));
    expect(e.message).toMatch(/larger than 50 MB/);
  });
  it("a missing file, a folder", async () => {
    expect((await explainFile(`${files.dir}/nope.json`)).ok || "").toBe("");
    const missing = await explainFile(`${files.dir}/nope.json`);
    expect(!missing.ok && formatInputError(missing.error)).toMatch(/nope\.json: \$: no such file/);
    const folder = await explainFile(files.dir);
    expect(!folder.ok && folder.error.message).toMatch(/is a directory/);
  });
});

describe("trace files that check cannot read (exit 2)", () => {
  const cases: [string, string, { path?: string; line?: number; message: RegExp }][] = [
    [
      "bad-line.jsonl",
      linesWith((r) => (r[2] = '{"event": {"kind": "turn", "player": "blue"}, ' as never)),
      { line: 3, message: /not valid JSON/ },
    ],
    [
      "unknown-claim.jsonl",
      linesWith((r) => (r[1]!.claims.scores.purple = 3)),
      { line: 2, path: '$.claims.scores["purple"]', message: /unknown player "purple"/ },
    ],
    [
      "unknown-choice-kind.jsonl",
      linesWith((r) => r[1]!.choices.push({ kind: "teleport", actor: "red", pick: {} })),
      {
        line: 2,
        path: "$.choices[2].kind",
        message:
          /^unknown choice kind "teleport"; choice kinds are place, plan, steal, rogue, follow, backward, bonus$/,
      },
    ],
    [
      "malformed-pick.jsonl",
      linesWith((r) => (r[1]!.choices[0].pick = { victim: 3 })),
      {
        line: 2,
        path: "$.choices[0].pick.victim",
        message: /^expected a player id \(a string of 1 to 64 characters\), got 3/,
      },
    ],
    [
      "unknown-actor.jsonl",
      linesWith((r) => (r[1]!.choices[0].actor = "purple")),
      { line: 2, path: "$.choices[0].actor", message: /unknown player/ },
    ],
    [
      "no-such-award.jsonl",
      linesWith((r) =>
        r[1]!.choices.push({ kind: "plan", actor: "red", pick: { sequence: [{ award: 7, figure: "meeple" }] } }),
      ),
      { line: 2, path: "$.choices[2].pick.sequence[0].award", message: /award 7 does not exist/ },
    ],
    [
      "messenger-without-messages.jsonl",
      linesWith((r) => (r[1]!.choices[0].pick.figure = "messenger")),
      { line: 2, path: "$.choices[0].pick.figure", message: /only with The Messages/ },
    ],
    [
      "proto-in-line.jsonl",
      linesWith((r) => (r[2] = '{"event": {"kind": "turn", "player": "blue"}, "__proto__": {}}' as never)),
      { line: 3, path: "$.__proto__", message: /not allowed/ },
    ],
    [
      "seven-players.jsonl",
      linesWith((r) => (r[0]!.setup.players = ["a", "b", "c", "d", "e", "f", "g"])),
      { line: 1, path: "$.setup.players", message: /^expected a list of 2 to 6 players, got 7$/ },
    ],
    [
      "duplicate-colours.jsonl",
      linesWith((r) => (r[0]!.setup.players = ["red", "red", "green"])),
      { line: 1, path: "$.setup.players[1]", message: /appears twice/ },
    ],
    [
      "scenario.jsonl",
      `${JSON.stringify(sampleScenario())}\n`,
      { line: 1, path: "$.format", message: /a scenario: use `robbers explain`/ },
    ],
    ["empty.jsonl", "\n\n", { message: /the trace is empty/ }],
    [
      "negative-claim.json",
      traceWith((t) => (t.steps[1].claims.scores.red = -4)),
      { path: '$.steps[1].claims.scores["red"]', line: 86, message: /^expected a score \(0 to 100000\), got -4$/ },
    ],
    ["json-lines-named-json.json", linesWith(() => undefined), { line: 2, message: /name the file \*\.jsonl/ }],
  ];
  for (const [name, content, want] of cases) {
    it(name, async () => {
      const e = await checkError(name, content);
      expectOneLine(e, name);
      expect(e.message).toMatch(want.message);
      if (want.path) expect(e.path).toBe(want.path);
      if (want.line) expect(e.line).toBe(want.line);
    });
  }

  it("a JSON Lines line over the limit is refused as soon as it is that long", async () => {
    const e = await checkError(
      "long-line.jsonl",
      linesWith((r) => (r[1]!.label = "x".repeat(MAX_LINE_BYTES + 1))),
    );
    expect(e).toMatchObject({ line: 2, message: expect.stringMatching(/line longer than 1024 KB/) });
  });
  it("an endless pipe without newlines (fed from /dev/zero) ends with an error, not a hang", async () => {
    const pipe = `${files.dir}/zeros.jsonl`;
    execFileSync("mkfifo", [pipe]);
    const feeder = spawn("sh", ["-c", 'cat /dev/zero > "$1"', "sh", pipe], { stdio: "ignore" });
    const r = await checkFile(pipe);
    feeder.kill();
    expect(r.status === "unreadable" && r.error).toMatchObject({
      line: 1,
      message: expect.stringMatching(/line longer than/),
    });
  });

  it("a device (/dev/zero) is refused as a trace before anything is read (issue 37)", async () => {
    const link = `${files.dir}/device.jsonl`;
    symlinkSync("/dev/zero", link);
    const r = await checkFile(link);
    expect(r.status === "unreadable" && r.error.message).toBe("is a device, not a regular file or a pipe");
  });
});
