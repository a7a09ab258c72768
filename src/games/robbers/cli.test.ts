// The `robbers` command end to end: spawned as a user would run it (bin/robbers.js, the compiled CLI in dist/ that `npm test` builds first),
// on files in a temporary folder. Exit codes, the first lines of reports, one-line errors and no
// stack trace ever; the rules listed from the spec; seeded games that check as conforming; vectors
// byte for byte.
import { copyFileSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EDITION_IDS, interpretations, robbersRules } from "../../../spec/robbers/index.js";
import { type CommandRun, expectInputError, runCommand } from "../../cli/test-support.js";
import { MAX_FILE_BYTES } from "../../oracle/limits.js";
import { scratch } from "../../oracle/test-support.js";
import { sampleScenario } from "./oracle-tests/testing/samples.js";
import { RANDOM_GAME_EVENTS } from "./random-game.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = join(root, "bin/robbers.js");
const files = scratch("robbers-cli-");
afterAll(() => files.remove());
for (const name of readdirSync(join(root, "docs/examples")).filter((n) => /\.(json|jsonl)$/.test(n)))
  copyFileSync(join(root, "docs/examples", name), join(files.dir, name));

type Run = CommandRun;

/** Run the CLI in the scratch folder; a run that takes more than 30 s is a hang and fails. */
const robbers = (...args: string[]): Promise<Run> => runCommand(bin, args, { cwd: files.dir });

describe("robbers (spawned)", () => {
  it("has --help with an example on every command", async () => {
    const runs = await Promise.all(
      ["rules", "play", "explain", "check", "vectors"]
        .map((c) => robbers(c, "--help"))
        .concat([robbers("--help"), robbers("help", "check")]),
    );
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage: robbers/);
      expect(r.out).toMatch(/Examples?:\n {2}robbers /);
    }
  });

  it("lists every rule, interpretation and edition in rulebook order, with statements, sources, readings and defaults", async () => {
    const [text, json] = await Promise.all([robbers("rules"), robbers("rules", "--json")]);
    expect([text.code, json.code, text.err, json.err]).toEqual([0, 0, "", ""]);
    const listed = JSON.parse(json.out) as {
      id: string;
      kind: string;
      statement: string;
      sources: unknown[];
      readings?: { id: string }[];
      default?: string;
    }[];
    expect(listed.map((r) => r.id)).toEqual(robbersRules.map((r) => r.id));
    // Each rule's statement in our words, as the spec writes it, in the JSON and under its line in the text.
    expect(listed.map((r) => r.statement)).toEqual(robbersRules.map((r) => r.statement));
    for (const r of listed) expect(r.sources.length, r.id).toBeGreaterThan(0);
    expect(listed.filter((r) => r.kind === "interpretation").map((r) => [r.id, r.default])).toEqual(
      interpretations.map((i) => [i.id, i.defaultReading]),
    );
    const lines = text.out.trimEnd().split("\n");
    const count = (kind: string) => robbersRules.filter((r) => r.kind === kind).length;
    expect(lines.at(-1)).toBe(
      `${count("rule")} rules, ${interpretations.length} interpretations and ${EDITION_IDS.length} editions.`,
    );
    for (const i of interpretations) {
      const at = lines.findIndex((l) => l.startsWith(`${i.id}  [interpretation] ${i.title}  (`));
      expect(at, i.id).toBeGreaterThanOrEqual(0);
      // Its statement follows it, then its readings, the default starred.
      expect(lines[at + 1]).toBe(`    ${i.statement}`);
      expect(lines.slice(at + 2, at + 2 + i.readings.length)).toEqual(
        i.readings.map((r) => `    ${r.id === i.defaultReading ? "*" : "-"} ${r.id}: ${r.statement}`),
      );
    }
    expect(text.out).toMatch(/^ED-C2-ZMAN {2}\[edition\] /m);
    const half = lines.findIndex((l) => l.startsWith("RB-STEAL-HALF  [rule] "));
    expect(lines[half + 1]).toBe(`    ${robbersRules.find((r) => r.id === "RB-STEAL-HALF")!.statement}`);
  });

  it("plays a seeded game whose trace checks as conforming, the same bytes for the same seed", async () => {
    const [a, b, even] = await Promise.all([
      robbers("play", "--players", "red,blue,green", "--seed", "3", "--out", "a.jsonl"),
      robbers("play", "--players", "red,blue,green", "--seed", "3"),
      robbers("play", "--players", "red,blue,green", "--seed", "4"),
    ]);
    expect([a.code, b.code, even.code]).toEqual([0, 0, 0]);
    const text = readFileSync(join(files.dir, "a.jsonl"), "utf8");
    expect(b.out).toBe(text);
    const lines = text
      .trimEnd()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as {
            format?: string;
            options?: object;
            setup?: { players: string[]; messages: boolean };
            event?: { kind: string };
          },
      );
    // Odd seeds play with The Messages, even seeds without; the random events, then the end of the game.
    expect(lines[0]).toMatchObject({
      format: "robbers-trace/1",
      options: {},
      setup: { players: ["red", "blue", "green"], messages: true },
    });
    expect(JSON.parse(even.out.split("\n")[0]!).setup.messages).toBe(false);
    expect(lines).toHaveLength(RANDOM_GAME_EVENTS + 2);
    expect(lines.map((l) => l.event?.kind === "game-end")).toEqual(lines.map((_, i) => i === lines.length - 1));
    expect(a.err).toMatch(
      new RegExp(
        `^robbers: played ${RANDOM_GAME_EVENTS + 1} events; scores after: red \\d+, blue \\d+, green \\d+; robbers: .*; trace written to a\\.jsonl\\n$`,
      ),
    );
    const [ok, zman] = await Promise.all([
      robbers("check", "a.jsonl"),
      robbers(
        "play",
        "--players",
        "red,blue,green",
        "--seed",
        "4",
        "--options",
        files.write("zman.json", '{"edition": "C2-ZMan"}'),
        "--out",
        "zman.jsonl",
      ),
    ]);
    expect([ok.code, ok.out]).toEqual([
      0,
      `conforms: ${RANDOM_GAME_EVENTS + 1} steps replayed under C3 (default readings)\n`,
    ]);
    expect(zman.code).toBe(0);
    const zmanCheck = await robbers("check", "zman.jsonl");
    expect([zmanCheck.code, zmanCheck.out]).toEqual([
      0,
      `conforms: ${RANDOM_GAME_EVENTS + 1} steps replayed under C2-ZMan (default readings)\n`,
    ]);
    const bad = await Promise.all([
      robbers("play", "--players", "red", "--seed", "1"),
      robbers(
        "play",
        "--players",
        "red,blue",
        "--seed",
        "1",
        "--options",
        files.write("bad-options.json", '{"edition": "C4"}'),
      ),
    ]);
    expectInputError(bad[0]!, "--players", /\[BASE-PLAYERS\b.*\]$/);
    expectInputError(bad[1]!, "bad-options.json:1: $.edition: ", /C4/);
  });

  it("explains the bundled example, as text and as JSON", async () => {
    const [text, json] = await Promise.all([
      robbers("explain", "example-3.scenario.json"),
      robbers("explain", "example-3.scenario.json", "--json", "--limit", "3"),
    ]);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Question: Wiki Example #3/);
    expect(text.out).toMatch(/112 distinct outcomes \(288 choice paths\)/);
    expect(text.out).toMatch(
      /steals 1 \(half of 2, rounded up\) from your meeple {2}\[.*\bRB-STEAL-HALF\b.*\bRB-STEAL-KEEP\b/,
    );
    expect(text.out).toMatch(/Listed 20 of 112 outcomes; 92 more not listed/);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ distinct: "112", listed: 3, omitted: "109", complete: false });
  });

  it("checks traces: 0 when they conform, 1 with the step and the rule when they do not", async () => {
    const [ok, roundsDown, rogue, everyone] = await Promise.all([
      robbers("check", "conforming.trace.jsonl"),
      robbers("check", "rounds-down.trace.jsonl"),
      robbers("check", "robs-rogue-points.trace.json"),
      robbers("check", "everyone-places.trace.json", "--json"),
    ]);
    expect([ok.code, ok.out]).toEqual([0, "conforms: 13 steps replayed under C3 (default readings)\n"]);
    expect(roundsDown.code).toBe(1);
    expect(roundsDown.out).toMatch(/rounds-down\.trace\.jsonl:7: step 6 does not conform/);
    expect(roundsDown.out).toMatch(/green's score: the trace claims 22, the rules give 23 {2}\[.*RB-STEAL-HALF/);
    // Five editions x (defaults + each of the eleven non-default readings), less the trace's own.
    expect(roundsDown.out).toMatch(/conforms under none of the 59/);
    // ... but under the known mistake it was written with (the diagnosis conform gives an engine).
    expect(roundsDown.out).toContain(
      'the whole trace conforms if RB-STEAL-HALF is played as "rounds down" (MIS-STEAL-ROUNDS-DOWN, a known mistake)',
    );
    expect(rogue.code).toBe(1);
    expect(rogue.out).toMatch(/step 2 does not conform \(\$\.steps\[1\]\.choices\[1\]\)/);
    expect(rogue.out).toMatch(
      /blue's robber: the trace claims in supply, the rules give on space 9 {2}\[RB-ROGUE-FOLLOW, RB-ROGUE-NOSTEAL/,
    );
    expect(everyone.code).toBe(1);
    const everyoneJson = JSON.parse(everyone.out);
    expect(everyoneJson.alternatives.conforming.map((c: { label: string }) => c.label)).toEqual([
      "C1-ZMan (default readings)",
      "C2-ZMan (default readings)",
    ]);
    expect(everyoneJson.diagnosis.conforming.map((m: { id: string }) => m.id)).toEqual(["MIS-PLACE-EVERYONE"]);
    expect(rogue.out).toContain("(MIS-ROGUE-ROBS-ROGUE-POINTS, a known mistake)");
  });

  it("answers hostile input with one line and exit 2, never a stack trace or a hang", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the test tampers with the parsed scenario at arbitrary paths
    type Doc = Record<string, any>;
    const scenario = (change: (s: Doc) => void) => {
      const s = sampleScenario() as Doc;
      change(s);
      return `${JSON.stringify(s, null, 2)}\n`;
    };
    const cases: [string[], string, RegExp][] = [
      [
        ["explain", files.write("malformed.json", '{"format": "robbers-scenario/1",\n  "players": [,]}')],
        "malformed.json:2:",
        /not valid JSON/,
      ],
      [
        [
          "explain",
          files.write(
            "unknown.json",
            scenario((s) => (s.event.awards[0].player = "purple")),
          ),
        ],
        "unknown.json:",
        /\$\.event\.awards\[0\]\.player: unknown player "purple".*\[BASE-PLAYERS\]/,
      ],
      [
        [
          "explain",
          files.write(
            "seven.json",
            scenario((s) => (s.players = ["a", "b", "c", "d", "e", "f", "g"])),
          ),
        ],
        "seven.json:",
        /\$\.players: .*(Too big|\b6\b)/,
      ],
      [
        [
          "explain",
          files.write(
            "twice.json",
            scenario((s) => (s.players = ["red", "blue", "blue"])),
          ),
        ],
        "twice.json:",
        /\$\.players\[2\]: player "blue" appears twice/,
      ],
      [
        ["explain", files.write("proto.json", '{"format": "robbers-scenario/1", "robbers": {"__proto__": null}}')],
        "proto.json:1:",
        /"__proto__" is not allowed/,
      ],
      [["explain", files.write("deep.json", "[".repeat(500_000))], "deep.json:1:", /nested deeper than 64/],
      [["explain", files.write("huge.json", Buffer.alloc(MAX_FILE_BYTES + 1, 0x20))], "huge.json", /larger than 50 MB/],
      [
        [
          "check",
          files.write(
            "bad-step.jsonl",
            `${readFileSync(join(files.dir, "conforming.trace.jsonl"), "utf8").split("\n")[0]}\n{"event": {"kind": "turn", "player": 7}}\n`,
          ),
        ],
        "bad-step.jsonl:2",
        /\$\.event\.player: .*(expected string|got 7)/,
      ],
      [["check", files.dir], files.dir, /is a directory/],
    ];
    // A device is not a trace (issue 37): refused before a byte is read.
    symlinkSync("/dev/zero", join(files.dir, "zeros.jsonl"));
    cases.push([["check", "zeros.jsonl"], "zeros.jsonl", /is a device, not a regular file or a pipe/]);
    const runs = await Promise.all(cases.map(([args]) => robbers(...args)));
    runs.forEach((run, i) => {
      expectInputError(run, cases[i]![1], cases[i]![2]);
    });
  });

  it("refuses bad usage with exit 2", async () => {
    const runs = await Promise.all([
      robbers("vectors", "--seed", "-1", "--count", "2"),
      robbers("explain"),
      robbers("explain", "x.json", "--limit", "many"),
      robbers("frobnicate"),
      robbers(),
    ]);
    for (const r of runs) {
      expect(r.code).toBe(2);
      expect(r.err).not.toMatch(/^\s+at /m);
    }
  });

  it("writes the same vector bytes for the same seed, and the committed ones", async () => {
    const [a, b, one] = await Promise.all([
      robbers("vectors", "--seed", "9", "--count", "3", "--out", "a"),
      robbers("vectors", "--seed", "9", "--count", "3", "--out", "b"),
      robbers("vectors", "--seed", "1", "--count", "1", "--start", "7"),
    ]);
    expect([a.code, b.code, one.code]).toEqual([0, 0, 0]);
    const list = readdirSync(join(files.dir, "a")).sort();
    expect(list).toEqual(["s9-0000.json", "s9-0001.json", "s9-0002.json"]);
    for (const f of list)
      expect(readFileSync(join(files.dir, "a", f), "utf8")).toBe(readFileSync(join(files.dir, "b", f), "utf8"));
    expect(JSON.parse(one.out)).toEqual(JSON.parse(readFileSync(join(root, "fixtures/vectors/s1-0007.json"), "utf8")));
  });
});
