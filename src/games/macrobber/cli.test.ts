// The `macrobber` command end to end, driven in-process through runCli (and once spawned, as a user
// runs it): a played trace checks as conforming, a tampered one is reported at its line and JSON
// path, bad input is one line with exit 2, and explain lists what the library says can happen.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { macRobberSpec, nextChoice } from "../macrobber/api.js";
import { scratch } from "../oracle/testing/support.js";
import { macRobberRules, type MacRobberState } from "../../spec/macrobber/index.js";
import { runCli } from "./main.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const files = scratch("macrobber-cli-");
afterAll(() => files.remove());

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function macrobber(...args: string[]): Promise<Run> {
  let out = "";
  let err = "";
  const code = await runCli(args, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err };
}

/** Exit 2, nothing on stdout, exactly one line on stderr naming `where`, no stack trace. */
function expectInputError(run: Run, where: string, pattern: RegExp) {
  expect(run.code, run.err).toBe(2);
  expect(run.out).toBe("");
  const lines = run.err.trimEnd().split("\n");
  expect(lines, run.err).toHaveLength(1);
  expect(lines[0]).toContain(where);
  expect(lines[0]).toMatch(pattern);
  expect(run.err).not.toMatch(/^\s+at /m);
}

/** A game played by the CLI (seed 1, three players), as trace lines. */
async function playedTrace(name: string, ...extra: string[]): Promise<{ file: string; lines: string[] }> {
  const file = join(files.dir, name);
  const run = await macrobber("play", "--players", "ann,ben,cat", "--seed", "1", "--out", file, ...extra);
  expect(run.code, run.err).toBe(0);
  return { file, lines: readFileSync(file, "utf8").trimEnd().split("\n") };
}

/** A trace line as mutable JSON (tests tamper with it). */
type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
const lineOf = (text: string) => JSON.parse(text) as { event: { kind: string }; choices: { kind: string; actor: string; pick: unknown }[]; effects: Record<string, any>[]; state: Mutable<MacRobberState> };
const write = (name: string, lines: readonly string[]) => files.write(name, `${lines.join("\n")}\n`);

describe("macrobber (spawned)", () => {
  it("starts from bin/macrobber.js and shows --help with examples and exit codes", async () => {
    const run = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, "bin/macrobber.js"), "--help"], { cwd: files.dir });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error("macrobber --help hung"));
      }, 30_000);
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      });
    });
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Usage: macrobber/);
    for (const command of ["rules", "play", "check", "explain"]) expect(run.out).toMatch(new RegExp(`^ {2}macrobber ${command}\\b`, "m"));
    expect(run.out).toMatch(/Exit codes: 0 success \(the trace conforms\); 1 the trace does not conform;\n2 unreadable input or bad usage; 3 a bug in the oracle\./);
  });
});

describe("macrobber (in-process)", () => {
  it("has --help with an example on every command", async () => {
    for (const command of ["rules", "play", "check", "explain"]) {
      const r = await macrobber(command, "--help");
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^Usage: macrobber ${command}`));
      expect(r.out).toMatch(new RegExp(`Examples:\\n {2}macrobber ${command}\\b`));
      expect(r.out).toMatch(/Exit codes: 0 /);
    }
  });

  it("lists every rule and interpretation, with sources, readings and defaults", async () => {
    const [text, json] = await Promise.all([macrobber("rules"), macrobber("rules", "--json")]);
    expect([text.code, json.code]).toEqual([0, 0]);
    const listed = JSON.parse(json.out) as { id: string; kind: string; sources: { file: string; section: string }[]; readings?: { id: string }[]; default?: string }[];
    expect(listed.map((r) => r.id)).toEqual(macRobberRules.map((r) => r.id));
    for (const r of listed) {
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      if (r.kind === "interpretation") expect(r.readings!.map((x) => x.id), r.id).toContain(r.default);
    }
    const interpretations = listed.filter((r) => r.kind === "interpretation").length;
    expect(interpretations).toBeGreaterThan(0);
    expect(text.out).toMatch(/^MR-INT-RED-AREA {2}interpretation {2}Where the red area starts\n {4}sources: 004_7cad5ba990d5d333\.txt \(/m);
    expect(text.out).toMatch(/^ {4}readings: 30 \(default\), 35$/m);
    expect(text.out).toContain(`${listed.length - interpretations} rules and ${interpretations} interpretations.`);
  });

  it("plays a game whose trace checks as conforming, the same bytes for the same seeds", async () => {
    const a = await playedTrace("a.jsonl");
    const b = await playedTrace("b.jsonl");
    const c = await playedTrace("c.jsonl", "--choice-seed", "2");
    expect(b.lines).toEqual(a.lines);
    expect(c.lines).not.toEqual(a.lines);
    expect(JSON.parse(a.lines[0]!)).toMatchObject({ ruleset: "macrobber", players: ["ann", "ben", "cat"], seed: 1, options: { interpretations: { "MR-INT-RED-AREA": "30" } } });
    const last = lineOf(a.lines.at(-1)!).state;
    expect(last.phase).toBe("over");
    const events = a.lines.length - 1;
    const check = await macrobber("check", a.file);
    expect([check.code, check.out, check.err]).toEqual([0, `conforms: ${events} events\n`, ""]);
    // The summary on stderr (trace on stdout when there is no --out).
    const toStdout = await macrobber("play", "--players", "ann,ben,cat", "--seed", "1");
    expect(toStdout.out).toBe(`${a.lines.join("\n")}\n`);
    expect(toStdout.err).toBe(
      `macrobber: played ${last.round} rounds, ${events} events; ended by ${last.result!.reason === "sack" ? "the sack running out" : "an estate tile"}; ` +
        `${last.result!.winners.length === 1 ? "winner" : "draw between"}: ${last.result!.winners.join(", ")} (points: ${last.players.map((p) => `${p} ${last.clans[p]!.points}`).join(", ")})\n`,
    );
  });

  it("checks a trace under other readings, and one that starts from a state", async () => {
    const options = files.write("readings.json", JSON.stringify({ interpretations: { "MR-INT-RED-AREA": "35", "MR-INT-SCORE-FLOOR": "negative" } }));
    const t = await playedTrace("readings.jsonl", "--options", options);
    expect(JSON.parse(t.lines[0]!).options.interpretations["MR-INT-RED-AREA"]).toBe("35");
    expect((await macrobber("check", t.file)).out).toBe(`conforms: ${t.lines.length - 1} events\n`);
    const from = 10;
    const header = { ruleset: "macrobber", options: JSON.parse(t.lines[0]!).options, state: lineOf(t.lines[from]!).state };
    const r = await macrobber("check", write("from-state.jsonl", [JSON.stringify(header), ...t.lines.slice(from + 1)]));
    expect([r.code, r.out]).toEqual([0, `conforms: ${t.lines.length - 1 - from} events\n`]);
  });

  it("reports a tampered number at its line and JSON path, with the rules of the step", async () => {
    const t = await playedTrace("base.jsonl");
    const at = 6; // file line 6: event 5
    const step = lineOf(t.lines[at - 1]!);
    const truth = step.state.clans["ann"]!.points;
    step.state.clans["ann"]!.points = truth + 1;
    const lines = [...t.lines];
    lines[at - 1] = JSON.stringify(step);
    const file = write("tampered.jsonl", lines);
    const r = await macrobber("check", file);
    expect(r.code).toBe(1);
    const rules = [...new Set(lineOf(t.lines[at - 1]!).effects.flatMap((e) => e["rules"] as string[]))];
    expect(r.out).toBe(`${file}:6: event 5 (${step.event.kind}) does not conform: $.state.clans["ann"].points: trace says ${truth + 1}, the rules give ${truth}  [${rules.join(", ")}]\n`);
    expect(r.err).toBe("");
    // The same trace, earlier lines intact, still conforms up to that line: nothing is reported before it.
    const prefix = await macrobber("check", write("prefix.jsonl", t.lines.slice(0, at - 1)));
    expect(prefix.out).toBe(`conforms: ${at - 2} events\n`);
  });

  it("reports a tampered effect at its path, citing that effect's rules", async () => {
    const t = await playedTrace("effects.jsonl");
    const index = t.lines.findIndex((l, i) => i > 0 && lineOf(l).effects.some((e) => e["type"] === "points"));
    expect(index).toBeGreaterThan(0);
    const step = lineOf(t.lines[index]!);
    const k = step.effects.findIndex((e) => e["type"] === "points");
    const effect = step.effects[k]!;
    const rules = effect["rules"] as string[];
    step.effects[k] = { type: "points", delta: effect["delta"] + 5 }; // fields left out are not compared
    const lines = [...t.lines];
    lines[index] = JSON.stringify(step);
    const file = write("bad-effect.jsonl", lines);
    const r = await macrobber("check", file, "--json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ status: "diverges", line: index + 1, event: index, path: `$.effects[${k}].delta`, claimed: String(effect["delta"] + 5), expected: String(effect["delta"]), rules });
  });

  it("reports an event the rules refuse with the rule's message and id", async () => {
    const t = await playedTrace("refused.jsonl");
    const index = t.lines.findIndex((l, i) => i > 0 && lineOf(l).choices.some((c) => c.kind === "actions"));
    const step = lineOf(t.lines[index]!);
    step.choices = step.choices.map((c) => (c.kind === "actions" ? { ...c, pick: [{ action: "castle" }, { action: "castle" }, { action: "castle" }] } : c));
    const lines = [...t.lines];
    lines[index] = JSON.stringify(step);
    const file = write("illegal.jsonl", lines);
    const r = await macrobber("check", file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:${index + 1}: event ${index} \\(act\\) does not conform: \\$\\.choices\\[\\d\\]: the rules refuse it \\(illegal-choice\\): .*\\[MR-ACT-CHOOSE\\]\\n$`));
    const order = await macrobber("check", write("order.jsonl", [t.lines[0]!, '{"event":{"kind":"act"}}']));
    expect(order.code).toBe(1);
    expect(order.out).toMatch(/order\.jsonl:2: event 1 \(act\) does not conform: \$\.event\.kind: the rules refuse it \(invalid-event\): the game expects "take-tokens" now, not "act" {2}\[MR-TURN-PHASES\]\n$/);
  });

  it("answers unreadable traces with one line and exit 2: file, line, JSON path, rule", async () => {
    const t = await playedTrace("good.jsonl");
    const header = t.lines[0]!;
    const cases: [string, string, string, RegExp][] = [
      ["syntax.jsonl", `${header}\n{"event": {"kind": "act"},\n`, "syntax.jsonl:2:27:", /not valid JSON/],
      ["empty.jsonl", "\n\n", "empty.jsonl:", /the trace is empty/],
      ["robbers.jsonl", '{"format": "robbers-trace/1"}\n', "robbers.jsonl:1:", /\$\.ruleset: ruleset is missing \(a Robbers file: use `robbers`\)/],
      ["no-seed.jsonl", '{"ruleset": "macrobber", "players": ["ann", "ben", "cat"]}\n', "no-seed.jsonl:1:", /\$\.seed: missing/],
      ["two.jsonl", '{"ruleset": "macrobber", "players": ["ann", "ben"], "seed": 1}\n', "two.jsonl:1:", /\$\.players: MacRobber is for 3 to 5 players, not 2 \[MR-PLAYERS\]/],
      ["reading.jsonl", '{"ruleset": "macrobber", "options": {"interpretations": {"MR-INT-RED-AREA": "31"}}, "players": ["a", "b", "c"], "seed": 1}\n', "reading.jsonl:1:", /\$\.options\.interpretations\["MR-INT-RED-AREA"\]: unknown reading "31".*\[MR-INT-RED-AREA\]/],
      ["unknown-int.jsonl", '{"ruleset": "macrobber", "options": {"interpretations": {"MR-INT-NOPE": "x"}}, "players": ["a", "b", "c"], "seed": 1}\n', "unknown-int.jsonl:1:", /unknown interpretation "MR-INT-NOPE"/],
      ["extra.jsonl", '{"ruleset": "macrobber", "players": ["a", "b", "c"], "seed": 1, "colour": "red"}\n', "extra.jsonl:1:", /\$\.colour: Unrecognized key/],
      ["event.jsonl", `${header}\n{"event": {"kind": "dance"}}\n`, "event.jsonl:2:", /\$\.event\.kind: Invalid option/],
      ["choice.jsonl", `${header}\n{"event": {"kind": "take-tokens"}, "choices": [{"kind": "redraw", "actor": 7, "pick": {}}]}\n`, "choice.jsonl:2:", /\$\.choices\[0\]\.actor: Invalid input: expected string/],
      ["no-pick.jsonl", `${header}\n{"event": {"kind": "take-tokens"}, "choices": [{"kind": "redraw", "actor": "ann"}]}\n`, "no-pick.jsonl:2:", /\$\.choices\[0\]\.pick: missing \(required\)$/],
      ["claimed.jsonl", `${header}\n{"event": {"kind": "take-tokens"}, "state": {"players": []}}\n`, "claimed.jsonl:2:", /\$\.state\.clans: Invalid input: expected record/],
    ];
    const state = lineOf(t.lines[3]!).state;
    const broken = { ...state, clans: { ...state.clans, ben: { ...state.clans["ben"]!, court: { ...state.clans["ben"]!.court, yellow: 2 } } } };
    cases.push(["bad-state.jsonl", `${JSON.stringify({ ruleset: "macrobber", state: broken })}\n`, "bad-state.jsonl:1:", /\$\.state\.clans\["ben"\]\.court\.yellow: ben has 2 warriors.*\[MR-WARRIORS-MIN\]/]);
    for (const [name, content, where, pattern] of cases) expectInputError(await macrobber("check", files.write(name, content)), where, pattern);
    expectInputError(await macrobber("check", join(files.dir, "missing.jsonl")), "missing.jsonl", /no such file/);
    expectInputError(await macrobber("check", files.dir), files.dir, /is a directory/);
  });

  it("explains what can happen now: who decides, the rule, the question, the options", async () => {
    const spec = macRobberSpec();
    const r = await macrobber("explain", "--players", "ann,ben,cat", "--seed", "1", "--events", "1");
    expect(r.code).toBe(0);
    // The state after one event, as the trace of the same game records it (first-legal and random
    // choices agree here: the first event has no choice).
    const t = await playedTrace("explain.jsonl");
    const after1 = lineOf(t.lines[1]!).state;
    const c = nextChoice(spec, after1)!;
    expect(c.options.length).toBeGreaterThan(20);
    expect(r.out).toContain(`Next event: ${c.event.kind}\nWho decides: ${c.actor}\nUnder rule: ${c.rule} (`);
    expect(r.out).toContain(`Question: ${c.question}\n${c.options.length} legal options; the first 20:\n  1. ${JSON.stringify(c.options[0])}\n`);
    expect(r.out.match(/^ {2}\d+\. /gm)).toHaveLength(20);
    const json = await macrobber("explain", "--players", "ann,ben,cat", "--seed", "1", "--events", "1", "--json", "--limit", "3");
    expect(JSON.parse(json.out)).toMatchObject({ played: 1, next: c.event, choice: { actor: c.actor, rule: c.rule, count: c.options.length, options: c.options.slice(0, 3) } });
    // From a state file: the last state of the game is over.
    const end = lineOf(t.lines.at(-1)!).state;
    const over = await macrobber("explain", files.write("end.json", JSON.stringify(end, null, 2)));
    expect(over.code).toBe(0);
    expect(over.out).toContain(`The game is over: ended by ${end.result!.reason === "sack" ? "the sack running out" : "an estate tile"}; `);
    expect(over.out).toContain(end.result!.winners.join(", "));
    const overJson = JSON.parse((await macrobber("explain", join(files.dir, "end.json"), "--json")).out);
    expect(overJson).toMatchObject({ next: null, choice: null, result: end.result });
  });

  it("refuses a state the rules do not allow, and bad usage, with exit 2", async () => {
    const t = await playedTrace("states.jsonl");
    const state = lineOf(t.lines[2]!).state;
    const bad = { ...state, sack: { ...state.sack, red: state.sack.red + 1 } };
    const file = files.write("bad.json", JSON.stringify(bad, null, 2));
    expectInputError(await macrobber("explain", file), "bad.json:", /\$\.sack\.red: .*\[MR-COMPONENTS, MR-TOKEN-MEANING\]/);
    expectInputError(await macrobber("explain", files.write("shape.json", '{\n  "players": ["a", "b", "c"]\n}\n')), "shape.json:", /\$\.clans: Invalid input/);
    const opts = files.write("opts.json", '{\n  "interpretations": {\n    "MR-INT-RED-AREA": "31"\n  }\n}\n');
    expectInputError(await macrobber("play", "--players", "a,b,c", "--seed", "1", "--options", opts), "opts.json:3:", /\$\.interpretations\["MR-INT-RED-AREA"\]: unknown reading "31".*\[MR-INT-RED-AREA\]/);
    expectInputError(await macrobber("play", "--players", "ann,ben", "--seed", "1"), "--players", /MacRobber is for 3 to 5 players, not 2 \[MR-PLAYERS\]/);
    expectInputError(await macrobber("play", "--players", "ann,ben,ann", "--seed", "1"), "--players", /distinct \[MR-PLAYERS\]/);
    expectInputError(await macrobber("play", "--players", "a,b,c", "--seed", "1", "--out", join(files.dir, "no/such/dir.jsonl")), "dir.jsonl", /no such file/);
    for (const args of [["play", "--seed", "1"], ["play", "--players", "a,b,c", "--seed", "x"], ["explain"], ["explain", file, "--seed", "1"], ["frobnicate"], []]) {
      const r = await macrobber(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toMatch(/^macrobber: |^Usage: macrobber/);
      expect(r.err).not.toMatch(/^\s+at /m);
    }
  });
});
