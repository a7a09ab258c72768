// The `macrobber` command end to end, held to the `robbers` command (so it sits with the lists of
// every game, not in MacRobber's folder): the generic game command (src/cli/game-program.ts) with the
// MacRobber entry, driven in-process through runCli, and once spawned from bin/macrobber.js as a
// user runs it. A played game checks as conforming; every way a trace can fail to conform is
// reported as for The Robbers (the same kinds, the same report); bad input is one line with exit 2;
// explain answers the event the seeded game plays next; vectors are the same bytes for a seed.
// Expected values come from the spec (rules, readings), from the library replaying the trace's own
// states, or from the trace itself, never from the command's output.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MacRobberState, macRobberInterpretations, macRobberRules } from "../../spec/macrobber/index.js";
import { expectInputError, runCommand } from "../cli/test-support.js";
import { canonical } from "../dsl/choice-points.js";
import { formatInputError } from "../oracle/input-error.js";
import { readScenarioTextOf } from "../oracle/scenario-input.js";
import { scratch } from "../oracle/test-support.js";
import { macRobberFormats } from "./macrobber/formats.js";
import { macRobberGame } from "./macrobber/index.js";
import { macRobberSpec, nextChoice, play } from "./macrobber/library/api.js";
import { arrange } from "./macrobber/library/arrange.js";
import { runCli } from "./macrobber/main.js";
import { macRobberOracle } from "./macrobber/oracle.js";
import { MOST_TOKENS } from "./macrobber/state-schema.js";
import { runCli as robbersCli } from "./robbers/main.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const files = scratch("macrobber-cli-");
afterAll(() => files.remove());

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}
type Cli = (argv: readonly string[], io: { out: (t: string) => void; err: (t: string) => void }) => Promise<number>;

async function run(cli: Cli, args: readonly string[]): Promise<Run> {
  let out = "";
  let err = "";
  const code = await cli(args, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}
const macrobber = (...args: string[]) => run(runCli, args);
const robbers = (...args: string[]) => run(robbersCli, args);

// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with parsed trace and scenario JSON at arbitrary paths
type Json = any;

/** A step of a MacRobber trace as `play` writes it (tests tamper with it). */
interface Step {
  event: { kind: string };
  choices: { kind: string; actor: string; pick: unknown }[];
  claims: { effects: Record<string, Json>[]; state: MacRobberState };
}
const stepOf = (line: string) => JSON.parse(line) as Step;
const write = (name: string, lines: readonly string[]) => files.write(name, `${lines.join("\n")}\n`);
/** The lines with line `i` (0-based) changed by `change`. */
function tampered(lines: readonly string[], i: number, change: (s: Json) => void): string[] {
  const s = JSON.parse(lines[i]!);
  change(s);
  return lines.map((l, j) => (j === i ? JSON.stringify(s) : l));
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const unique = (ids: readonly string[]) => [...new Set(ids)];

/** A game played by the command, as trace lines. */
async function played(
  name: string,
  args: readonly string[] = ["--players", "ann,ben,cat", "--seed", "7"],
): Promise<{ file: string; lines: string[] }> {
  const file = join(files.dir, name);
  const r = await macrobber("play", ...args, "--out", file);
  expect(r.code, r.err).toBe(0);
  return { file, lines: readFileSync(file, "utf8").trimEnd().split("\n") };
}

/** The options each subcommand's --help lists (flags only), to compare two commands. */
function optionFlags(help: string): string[] {
  const section = help.split(/\nOptions:\n/)[1]?.split(/\n\n/)[0] ?? "";
  return [...section.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!);
}
/** The subcommands a top-level --help lists, in order. */
const commandNames = (help: string): string[] =>
  [...(help.split(/\nCommands:\n/)[1]?.split(/\n\n/)[0] ?? "").matchAll(/^ {2}(\w+)/gm)].map((m) => m[1]!);

const COMMANDS = ["rules", "play", "explain", "check", "vectors", "conform"];
const spec = macRobberSpec();
let game: { file: string; lines: string[] };
beforeAll(async () => {
  game = await played("seed7.jsonl");
});

describe("macrobber (spawned)", () => {
  it("runs from bin/macrobber.js: a committed trace read from standard input conforms", async () => {
    const trace = readFileSync(join(root, "fixtures/traces/macrobber/mr-3p-seed1.jsonl"), "utf8");
    const steps = trace.trimEnd().split("\n").length - 1;
    const r = await runCommand(join(root, "bin/macrobber.js"), ["check", "-"], { cwd: files.dir, stdin: trace });
    expect([r.code, r.out, r.err]).toEqual([0, `conforms: ${steps} steps replayed under default readings\n`, ""]);
  });
});

describe("macrobber (in-process)", () => {
  it("has --help with an example and the exit codes on every command", async () => {
    const top = await macrobber("--help");
    expect(top.code).toBe(0);
    expect(top.out).toMatch(/^Usage: macrobber/);
    expect(top.out).toMatch(
      /Exit codes: 0 success \(the trace conforms\); 1 the trace does not conform;\n2 unreadable input or bad usage; 3 a bug in the oracle\./,
    );
    for (const command of COMMANDS) {
      const r = await macrobber(command, "--help");
      expect(r.code, command).toBe(0);
      expect(r.out).toMatch(new RegExp(`^Usage: macrobber ${command}`));
      expect(r.out).toMatch(new RegExp(`Examples:\\n {2}macrobber ${command}\\b`));
      expect(r.out).toMatch(/Exit codes: 0 /);
    }
  });

  it("lists the same five subcommands with the same options as `robbers`", async () => {
    const [mr, rb] = await Promise.all([macrobber("--help"), robbers("--help")]);
    expect(commandNames(mr.out)).toEqual([...COMMANDS, "help"]);
    expect(commandNames(rb.out)).toEqual(commandNames(mr.out));
    for (const command of COMMANDS) {
      const [a, b] = await Promise.all([macrobber(command, "--help"), robbers(command, "--help")]);
      expect(optionFlags(a.out).length, command).toBeGreaterThan(1);
      expect(optionFlags(a.out), command).toEqual(optionFlags(b.out));
    }
  });

  it("shows examples that work: the trace `check --help` names conforms", async () => {
    const help = (await macrobber("check", "--help")).out;
    const example = /^ {2}macrobber check (\S+\.jsonl)$/m.exec(help)?.[1];
    expect(example).toBeDefined();
    expect((await macrobber("check", join(root, example!))).code).toBe(0);
  });

  it("lists every rule and interpretation, with sources, readings and defaults", async () => {
    const [text, json] = await Promise.all([macrobber("rules"), macrobber("rules", "--json")]);
    expect([text.code, json.code]).toEqual([0, 0]);
    const listed = JSON.parse(json.out) as {
      id: string;
      kind: string;
      sources: { file: string; section: string }[];
      readings?: { id: string }[];
      default?: string;
    }[];
    expect(listed.map((r) => r.id)).toEqual(macRobberRules.map((r) => r.id));
    for (const r of listed) {
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      if (r.kind === "interpretation")
        expect(
          r.readings!.map((x) => x.id),
          r.id,
        ).toContain(r.default);
    }
    const rules = macRobberRules.filter((r) => r.kind === "rule").length;
    expect(listed.filter((r) => r.kind === "interpretation").map((r) => r.id)).toEqual(
      macRobberInterpretations.map((i) => i.id),
    );
    // One line per rule with its section and sources; a reading per line, the default starred.
    expect(text.out).toMatch(
      /^MR-INT-RED-AREA {2}\[interpretation\] Where the red area starts {2}\(Interpretations; 004_7cad5ba990d5d333\.txt Game contents \(Red area\); /m,
    );
    expect(text.out).toMatch(/^ {4}\* 30: From square 30/m);
    expect(text.out).toMatch(/^ {4}- 35: From square 35/m);
    // MacRobber has one edition: the count names none.
    expect(text.out.trimEnd().split("\n").at(-1)).toBe(
      `${rules} rules, ${macRobberInterpretations.length} interpretations.`,
    );
  });

  it("plays a game whose trace checks as conforming, the same bytes for the same seed", async () => {
    const { lines, file } = game;
    expect(JSON.parse(lines[0]!)).toEqual({
      format: "macrobber-trace/1",
      options: {},
      setup: { players: ["ann", "ben", "cat"], seed: 7 },
    });
    // Each event is the one the state before it expects (the first: phase 1), and the game ends.
    let phase = "take-tokens";
    for (const line of lines.slice(1)) {
      const s = stepOf(line);
      expect(s.event.kind).toBe(phase);
      phase = s.claims.state.phase;
    }
    const last = stepOf(lines.at(-1)!).claims.state;
    expect([last.phase, last.result === null]).toEqual(["over", false]);
    const steps = lines.length - 1;
    expect(await macrobber("check", file)).toEqual({
      code: 0,
      out: `conforms: ${steps} steps replayed under default readings\n`,
      err: "",
    });
    // Standard output when there is no --out (the same bytes), the summary on stderr.
    const again = await macrobber("play", "--players", "ann,ben,cat", "--seed", "7");
    expect(again.out).toBe(`${lines.join("\n")}\n`);
    expect(again.err).toBe(
      `macrobber: played ${steps} events; round ${last.round}, game over; points: ${last.players.map((p) => `${p} ${last.clans[p]!.points}`).join(", ")}\n`,
    );
    const other = await macrobber("play", "--players", "ann,ben,cat", "--seed", "8");
    expect(other.out).not.toBe(again.out);
    // --events K: the first K events of the same game.
    const short = await macrobber("play", "--players", "ann,ben,cat", "--seed", "7", "--events", "5");
    expect(short.out).toBe(`${lines.slice(0, 6).join("\n")}\n`);
  });

  it("checks a trace under other readings, and one that starts from a state", async () => {
    const readings = { "MR-INT-RED-AREA": "35", "MR-INT-SCORE-FLOOR": "negative" };
    const options = files.write("readings.json", JSON.stringify({ interpretations: readings }));
    const t = await played("readings.jsonl", ["--players", "ann,ben,cat,dan", "--seed", "2", "--options", options]);
    expect(JSON.parse(t.lines[0]!).options).toEqual({ interpretations: readings });
    expect((await macrobber("check", t.file)).out).toBe(
      `conforms: ${t.lines.length - 1} steps replayed under MR-INT-RED-AREA=35, MR-INT-SCORE-FLOOR=negative\n`,
    );
    const from = 10;
    const header = {
      format: "macrobber-trace/1",
      options: { interpretations: readings },
      setup: { state: stepOf(t.lines[from]!).claims.state },
    };
    const r = await macrobber("check", write("from-state.jsonl", [JSON.stringify(header), ...t.lines.slice(from + 1)]));
    expect([r.code, r.out]).toEqual([
      0,
      `conforms: ${t.lines.length - 1 - from} steps replayed under MR-INT-RED-AREA=35, MR-INT-SCORE-FLOOR=negative\n`,
    ]);
    // A step may leave its event out: the state says which comes next.
    const bare = t.lines
      .slice(0, 4)
      .map((l, i) => (i === 0 ? l : JSON.stringify({ ...JSON.parse(l), event: undefined })));
    expect((await macrobber("check", write("no-events.jsonl", bare))).out).toBe(
      "conforms: 3 steps replayed under MR-INT-RED-AREA=35, MR-INT-SCORE-FLOOR=negative\n",
    );
  });

  it("reports a tampered number at its line and JSON path, with the rules of the step", async () => {
    const at = 6; // file line 6: step 5
    const truth = stepOf(game.lines[at - 1]!).claims.state.clans.ann!.points;
    const file = write(
      "tampered.jsonl",
      tampered(game.lines, at - 1, (s) => (s.claims.state.clans.ann.points = truth + 1)),
    );
    const r = await macrobber("check", file);
    expect([r.code, r.err]).toEqual([1, ""]);
    const rules = unique(stepOf(game.lines[at - 1]!).claims.effects.flatMap((e) => e.rules as string[]));
    const out = r.out.split("\n");
    expect(out[0]).toBe("does not conform under default readings (4 steps conformed before)");
    expect(out[1]).toBe(
      `${file}:6: step 5 does not conform ($.claims): the claimed values differ from what the rules give`,
    );
    expect(out).toContain(
      `  $.claims.state.clans["ann"].points: the trace claims ${truth + 1}, the rules give ${truth}  [${rules.join(", ")}]`,
    );
    // In JSON, the claimed and the actual value are values, not their text.
    const { divergence } = JSON.parse((await macrobber("check", file, "--json", "--no-alternatives")).out);
    expect(divergence.differences).toEqual([
      {
        path: '$.claims.state.clans["ann"].points',
        claimed: truth + 1,
        actual: truth,
        description: `$.claims.state.clans["ann"].points: the trace claims ${truth + 1}, the rules give ${truth}`,
        rules,
      },
    ]);
    expect(out).toContain(`  rules involved: ${rules.join(", ")}`);
    // Nothing is reported before that line: the lines above it conform.
    expect((await macrobber("check", write("prefix.jsonl", game.lines.slice(0, at - 1)))).out).toBe(
      `conforms: ${at - 2} steps replayed under default readings\n`,
    );
  });

  it("reports a tampered effect at its path, citing that effect's rules", async () => {
    const index = game.lines.findIndex((l, i) => i > 0 && stepOf(l).claims.effects.some((e) => e.type === "points"));
    expect(index).toBeGreaterThan(0);
    const effects = stepOf(game.lines[index]!).claims.effects;
    const k = effects.findIndex((e) => e.type === "points");
    const effect = effects[k]!;
    // Fields left out of a claimed effect are not compared: only type and delta are claimed.
    const file = write(
      "bad-effect.jsonl",
      tampered(game.lines, index, (s) => (s.claims.effects[k] = { type: "points", delta: effect.delta + 5 })),
    );
    const r = await macrobber("check", file, "--json", "--no-alternatives");
    expect(r.code).toBe(1);
    const { divergence } = JSON.parse(r.out);
    expect(divergence).toMatchObject({
      step: index,
      kind: "claims",
      at: { file, line: index + 1, path: "$.claims" },
      rules: unique(effect.rules),
    });
    expect(divergence.differences).toHaveLength(1);
    // The values as the trace and the rules give them, as JSON values (numbers here), and in words as for The Robbers.
    expect(divergence.differences[0]).toEqual({
      path: `$.claims.effects[${k}].delta`,
      claimed: effect.delta + 5,
      actual: effect.delta,
      description: `$.claims.effects[${k}].delta: the trace claims ${effect.delta + 5}, the rules give ${effect.delta}`,
      rules: unique(effect.rules),
    });
  });

  it("reports a choice the rules refuse with the rule's message and id", async () => {
    const index = game.lines.findIndex((l, i) => i > 0 && stepOf(l).choices.some((c) => c.kind === "actions"));
    const actor = stepOf(game.lines[index]!).choices[0]!.actor;
    const file = write(
      "illegal.jsonl",
      tampered(
        game.lines,
        index,
        (s) => (s.choices[0].pick = [{ action: "castle" }, { action: "castle" }, { action: "castle" }]),
      ),
    );
    const r = await macrobber("check", file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(
        `^${escapeRegExp(file)}:${index + 1}: step ${index} does not conform \\(\\$\\.choices\\[0\\]\\): a recorded choice is not allowed by the rules: ${actor}'s actions choice is not allowed: `,
        "m",
      ),
    );
    expect(r.out).toContain("  rules involved: MR-ACT-CHOOSE\n");
    // The claims are what the recorded game gave: the search finds them with the choices it made.
    expect(r.out).toContain(
      `  the claimed values are a legal outcome with other choices: ${actor} actions: ${JSON.stringify(stepOf(game.lines[index]!).choices[0]!.pick)}\n`,
    );
  });

  describe("tells every kind of divergence apart, as for The Robbers", () => {
    /** A MacRobber case and a Robbers case of one kind: file lines, and what the report must say. */
    interface Case {
      readonly kind: string;
      readonly rules?: readonly string[];
      readonly summary?: RegExp;
      readonly path?: string;
    }
    const checkJson = async (cli: typeof macrobber, name: string, lines: readonly string[]) => {
      const file = write(name, lines);
      const r = await cli("check", file, "--json");
      expect(r.code, r.out + r.err).toBe(1);
      return JSON.parse(r.out) as {
        status: string;
        divergence: Record<string, Json>;
        alternatives: { tried: number; conforming: { label: string }[] };
      };
    };
    let robbersLines: string[];
    const rbStep = (l: string) =>
      JSON.parse(l) as {
        event: { kind: string };
        choices: { kind: string; actor: string; pick: unknown }[];
        claims: { scores: Record<string, number> };
      };
    beforeAll(async () => {
      const file = join(files.dir, "robbers.jsonl");
      expect((await robbers("play", "--players", "red,blue,green", "--seed", "4", "--out", file)).code).toBe(0);
      robbersLines = readFileSync(file, "utf8").trimEnd().split("\n");
    });
    const firstLine = (lines: readonly string[], test: (s: Json) => boolean) =>
      lines.findIndex((l, i) => i > 0 && test(JSON.parse(l)));

    /** Both games' reports of one kind: the same kind, the same fields, and what `expected` says of the MacRobber one. */
    async function both(
      kind: string,
      mr: readonly string[],
      rb: readonly string[],
      expected: Case,
      robbersKind: string | null = expected.kind,
    ) {
      const [a, b] = await Promise.all([
        checkJson(macrobber, `mr-${kind}.jsonl`, mr),
        checkJson(robbers, `rb-${kind}.jsonl`, rb),
      ]);
      expect([a.status, b.status]).toEqual(["diverges", "diverges"]);
      expect(a.divergence.kind).toBe(expected.kind);
      if (robbersKind !== null) expect(b.divergence.kind).toBe(robbersKind);
      expect(Object.keys(a.divergence).sort()).toEqual(Object.keys(b.divergence).sort());
      expect(Object.keys(a.alternatives).sort()).toEqual(Object.keys(b.alternatives).sort());
      if (expected.rules) expect(a.divergence.rules).toEqual(expected.rules);
      if (expected.summary) expect(a.divergence.summary).toMatch(expected.summary);
      if (expected.path) expect(a.divergence.at.path).toBe(expected.path);
      return a;
    }

    it("claims: a value the rules do not give, and claims some other legal choices would give", async () => {
      const mrAt = 5;
      const rbAt = firstLine(robbersLines, (s) => s.event.kind === "moment");
      const a = await both(
        "claims",
        tampered(game.lines, mrAt, (s) => (s.claims.state.clans.ann.points += 1)),
        tampered(robbersLines, rbAt, (s) => (s.claims.scores.red += 1)),
        { kind: "claims", path: "$.claims" },
      );
      expect(a.divergence.claimedOutcome).toMatchObject({ found: false });
      // Another legal plan recorded with the first plan's claims: "you recorded other choices than you made".
      const index = firstLine(game.lines, (s: Step) => s.choices.some((c) => c.kind === "actions"));
      const before = stepOf(game.lines[index - 1]!).claims.state;
      const choice = nextChoice(spec, before)!;
      expect(choice.kind).toBe("actions");
      const other = choice.options
        .map((o) => ({ o, r: play(spec, before, null, [{ kind: "actions", actor: choice.actor, pick: o }]) }))
        .find(({ r }) => r.ok && canonical(r.state) !== canonical(stepOf(game.lines[index]!).claims.state))!;
      const file = write(
        "other-choices.jsonl",
        tampered(game.lines, index, (s) => (s.choices = [{ kind: "actions", actor: choice.actor, pick: other.o }])),
      );
      const r = await macrobber("check", file, "--json", "--no-alternatives");
      const d = JSON.parse(r.out).divergence;
      expect([r.code, d.kind, d.claimedOutcome.found]).toEqual([1, "claims", true]);
      // The path found replays to the claimed state.
      const replay = play(spec, before, null, d.claimedOutcome.choices);
      expect(replay.ok && canonical(replay.state)).toBe(canonical(stepOf(game.lines[index]!).claims.state));
      expect((await macrobber("check", file)).out).toContain(
        "  the claimed values are a legal outcome with other choices: ",
      );
    });

    it("illegal-choice: a pick the rules forbid, with the choice's rule", async () => {
      const mrAt = firstLine(game.lines, (s: Step) => s.choices.some((c) => c.kind === "actions"));
      const rbAt = firstLine(robbersLines, (s) => s.choices.some((c: { kind: string }) => c.kind === "place"));
      const rbChoice = rbStep(robbersLines[rbAt]!).choices.findIndex((c) => c.kind === "place");
      const a = await both(
        "illegal",
        tampered(
          game.lines,
          mrAt,
          (s) => (s.choices[0].pick = [{ action: "castle" }, { action: "castle" }, { action: "castle" }]),
        ),
        tampered(robbersLines, rbAt, (s) => (s.choices[rbChoice].pick = { action: "place", at: 99 })),
        {
          kind: "illegal-choice",
          rules: ["MR-ACT-CHOOSE"],
          path: "$.choices[0]",
          summary: /^a recorded choice is not allowed by the rules: /,
        },
      );
      expect(a.divergence.claimedOutcome).toMatchObject({ found: true });
    });

    it("unasked-choice: a pick for a decision the rules never ask for in the step", async () => {
      // Phase 1 at the start: nobody holds the largest following yet, so nobody is asked to redraw.
      const rbAt = firstLine(robbersLines, (s) => s.event.kind === "turn");
      await both(
        "unasked",
        tampered(
          game.lines,
          1,
          (s) => (s.choices = [{ kind: "redraw", actor: "ann", pick: { yellow: 0, blue: 0, green: 0, red: 0 } }]),
        ),
        tampered(
          robbersLines,
          rbAt,
          (s) => (s.choices = [{ kind: "steal", actor: "red", pick: { victim: "blue", figure: "meeple" } }]),
        ),
        { kind: "unasked-choice", path: "$.choices[0]", summary: /never ask for here: ann redraw: .* \(choice 0\)$/ },
      );
    });

    it("missing-choice: a decision with several legal options left out", async () => {
      const mrAt = firstLine(game.lines, (s: Step) => s.choices.length === 1 && s.choices[0]!.kind === "actions");
      const rbAt = firstLine(robbersLines, (s) => s.choices.length > 0);
      const options = nextChoice(spec, stepOf(game.lines[mrAt - 1]!).claims.state)!.options.length;
      const actor = stepOf(game.lines[mrAt]!).choices[0]!.actor;
      await both(
        "missing",
        tampered(game.lines, mrAt, (s) => (s.choices = [])),
        tampered(robbersLines, rbAt, (s) => (s.choices = [])),
        {
          kind: "missing-choice",
          rules: ["MR-ACT-CHOOSE"],
          summary: new RegExp(`no "actions" choice for ${actor}, and there are ${options} legal options`),
        },
      );
    });

    it("refused-event: an event the state does not allow, with the rule's message and id", async () => {
      const a = await both(
        "refused",
        [game.lines[0]!, JSON.stringify({ event: { kind: "act" } })],
        [...robbersLines, JSON.stringify({ event: { kind: "turn", player: "red" } })],
        {
          kind: "refused-event",
          rules: ["MR-TURN-PHASES"],
          summary: /: the game expects "take-tokens" now, not "act"$/,
        },
      );
      expect(a.divergence.step).toBe(1);
      // After the end of the game, no event can follow (MR-WINNER).
      const over = await checkJson(macrobber, "after-end.jsonl", [
        ...game.lines,
        JSON.stringify({ event: { kind: "take-tokens" } }),
      ]);
      expect(over.divergence).toMatchObject({ kind: "refused-event", step: game.lines.length, rules: ["MR-WINNER"] });
    });

    it("finds the reading under which the whole trace conforms", async () => {
      const reading = { "MR-INT-START-TOKENS": "extra" };
      const t = await played("extra.jsonl", [
        "--players",
        "ann,ben,cat",
        "--seed",
        "7",
        "--options",
        files.write("extra.json", JSON.stringify({ interpretations: reading })),
      ]);
      const rbFile = join(files.dir, "zman.jsonl");
      // Both conform under the options they were played with; left at the defaults, each diverges.
      expect(
        (
          await robbers(
            "play",
            "--players",
            "red,blue,green",
            "--seed",
            "4",
            "--options",
            files.write("zman.json", '{"edition": "C2-ZMan"}'),
            "--out",
            rbFile,
          )
        ).code,
      ).toBe(0);
      const asDefault = (lines: readonly string[]) =>
        lines.map((l, i) => (i === 0 ? JSON.stringify({ ...JSON.parse(l), options: {} }) : l));
      // (The Robbers' trace fails at the first bag tile in some way of its own: only the report's shape is compared.)
      const a = await both(
        "readings",
        asDefault(t.lines),
        asDefault(readFileSync(rbFile, "utf8").trimEnd().split("\n")),
        { kind: "claims" },
        null,
      );
      // One other option set per other reading (MacRobber has one edition).
      const others = macRobberInterpretations.reduce((n, i) => n + i.readings.length - 1, 0);
      expect(a.alternatives).toEqual({
        tried: others,
        conforming: [{ options: { interpretations: reading }, label: "MR-INT-START-TOKENS=extra" }],
      });
      const text = await macrobber("check", write("readings-text.jsonl", asDefault(t.lines)));
      expect(text.out).toContain("  the whole trace conforms under: MR-INT-START-TOKENS=extra\n");
    });
  });

  it("offers the readings of issue 23: check finds each as the one a whole trace conforms under, explain plays one from the options", async () => {
    const readings = [
      ["MR-INT-RAID-WIN", "two-of-three"],
      ["MR-INT-EXCHANGE-COUNT", "up-to-three"],
      ["MR-INT-STOLEN-CATTLE", "attacker-chooses"],
      ["MR-INT-FOLLOWING-TIE", "turn-order"],
      ["MR-INT-RAID-REFILL", "five-and-two"],
    ] as const;
    for (const [id, reading] of readings) {
      const options = { interpretations: { [id]: reading } };
      const t = await played(`${id}.jsonl`, [
        "--players",
        "ann,ben,cat",
        "--seed",
        "1",
        "--options",
        files.write(`${id}.json`, JSON.stringify(options)),
      ]);
      expect((await macrobber("check", t.file)).out).toBe(
        `conforms: ${t.lines.length - 1} steps replayed under ${id}=${reading}\n`,
      );
      // Left at the defaults the game diverges (the reading came up in it), and only that reading makes it conform.
      const asDefault = t.lines.map((l, i) => (i === 0 ? JSON.stringify({ ...JSON.parse(l), options: {} }) : l));
      const r = await macrobber("check", write(`${id}-as-default.jsonl`, asDefault), "--json");
      expect(r.code, id).toBe(1);
      expect(JSON.parse(r.out).alternatives.conforming, id).toEqual([{ options, label: `${id}=${reading}` }]);
    }
    // explain under "up-to-three": besides the exchanges of 3 of ann's 4 different cards, those of 1 card (4 ways)
    // and of 2 (6 ways), each throwing as many as it draws: 10 more outcomes than under the default.
    const state = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 62,
      phase: "raid-or-exchange",
      active: "ann",
      clans: { ann: { hand: [1, 1, 1, 1] } },
    });
    const distinct = async (name: string, options: object) => {
      const scenario = { format: "macrobber-scenario/1", options, state };
      const r = await macrobber("explain", files.write(name, JSON.stringify(scenario)), "--json", "--limit", "1");
      expect(r.code, r.err).toBe(0);
      return Number(JSON.parse(r.out).distinct);
    };
    const upToThree = { interpretations: { "MR-INT-EXCHANGE-COUNT": "up-to-three" } };
    expect((await distinct("up-to-three.json", upToThree)) - (await distinct("three.json", {}))).toBe(10);
  });

  it("answers unreadable traces with one line and exit 2: file, line, JSON path, rule", async () => {
    const header = game.lines[0]!;
    // Patterns on the schema's own wording (zod's, or the project's words for it) stay loose; paths, lines and rule ids are exact.
    const cases: [string, string, string, RegExp][] = [
      ["syntax.jsonl", `${header}\n{"event": {"kind": "act"},\n`, "syntax.jsonl:2:27:", /not valid JSON/],
      ["empty.jsonl", "\n\n", "empty.jsonl:", /\$: the trace is empty/],
      [
        "robbers.jsonl",
        '{"format": "robbers-trace/1"}\n',
        "robbers.jsonl:1:",
        /\$\.format: format is "robbers-trace\/1" \(a trace: use `robbers check`\); expected "macrobber-trace\/1"/,
      ],
      [
        "old-format.jsonl",
        '{"ruleset": "macrobber", "players": ["ann", "ben", "cat"], "seed": 1}\n',
        "old-format.jsonl:1:",
        /\$\.format: format is missing; expected "macrobber-trace\/1"/,
      ],
      [
        "no-seed.jsonl",
        '{"format": "macrobber-trace/1", "setup": {"players": ["ann", "ben", "cat"]}}\n',
        "no-seed.jsonl:1:",
        /\$\.setup\.seed: missing: .*"seed".*\[MR-PLAYERS\]/,
      ],
      [
        "both.jsonl",
        `{"format": "macrobber-trace/1", "setup": {"players": ["a", "b", "c"], "seed": 1, "state": ${JSON.stringify(stepOf(game.lines[1]!).claims.state)}}}\n`,
        "both.jsonl:1:",
        /\$\.setup\.players: give either "state" or "players" and "seed", not both \[MR-PLAYERS\]/,
      ],
      [
        "two.jsonl",
        '{"format": "macrobber-trace/1", "setup": {"players": ["ann", "ben"], "seed": 1}}\n',
        "two.jsonl:1:",
        /: \$\.setup\.players: expected a list of 3 to 5 players, got 2 \[MR-PLAYERS\]$/,
      ],
      [
        "twice.jsonl",
        '{"format": "macrobber-trace/1", "setup": {"players": ["ann", "ben", "ann"], "seed": 1}}\n',
        "twice.jsonl:1:",
        /\$\.setup\.players: .*distinct \[MR-PLAYERS\]/,
      ],
      [
        "reading.jsonl",
        '{"format": "macrobber-trace/1", "options": {"interpretations": {"MR-INT-RED-AREA": "31"}}, "setup": {"players": ["a", "b", "c"], "seed": 1}}\n',
        "reading.jsonl:1:",
        /: \$\.options\.interpretations\["MR-INT-RED-AREA"\]: unknown reading "31"; the readings of MR-INT-RED-AREA are 30, 35 \[MR-INT-RED-AREA\]$/,
      ],
      [
        "misspelt-reading.jsonl",
        '{"format": "macrobber-trace/1", "options": {"interpretations": {"MR-INT-SCORE-FLOOR": "zer"}}, "setup": {"players": ["a", "b", "c"], "seed": 1}}\n',
        "misspelt-reading.jsonl:1:",
        /: \$\.options\.interpretations\["MR-INT-SCORE-FLOOR"\]: unknown reading "zer" \(did you mean zero\?\); the readings of MR-INT-SCORE-FLOOR are zero, negative \[MR-INT-SCORE-FLOOR\]$/,
      ],
      [
        "unknown-int.jsonl",
        '{"format": "macrobber-trace/1", "options": {"interpretations": {"MR-INT-RED-ARE": "30"}}, "setup": {"players": ["a", "b", "c"], "seed": 1}}\n',
        "unknown-int.jsonl:1:",
        new RegExp(
          `: \\$\\.options\\.interpretations\\["MR-INT-RED-ARE"\\]: unknown interpretation "MR-INT-RED-ARE" \\(did you mean MR-INT-RED-AREA\\?\\); interpretations are ${macRobberInterpretations.map((i) => i.id).join(", ")}$`,
        ),
      ],
      [
        "extra.jsonl",
        '{"format": "macrobber-trace/1", "setup": {"players": ["a", "b", "c"], "seed": 1}, "colour": "red"}\n',
        "extra.jsonl:1:",
        /\$\.colour: /,
      ],
      ["event.jsonl", `${header}\n{"event": {"kind": "dance"}}\n`, "event.jsonl:2:", /\$\.event\.kind: .*take-tokens/],
      [
        "choice.jsonl",
        `${header}\n{"event": {"kind": "take-tokens"}, "choices": [{"kind": "redraw", "actor": 7, "pick": {}}]}\n`,
        "choice.jsonl:2:",
        /: \$\.choices\[0\]\.actor: expected a player id \(a string of 1 to 64 characters\), got 7$/,
      ],
      [
        "empty-name.jsonl",
        '{"format": "macrobber-trace/1", "setup": {"players": ["a", "b", ""], "seed": 1}}\n',
        "empty-name.jsonl:1:",
        /: \$\.setup\.players\[2\]: expected a player id \(a string of 1 to 64 characters\), got ""$/,
      ],
      [
        "no-pick.jsonl",
        `${header}\n{"event": {"kind": "take-tokens"}, "choices": [{"kind": "redraw", "actor": "ann"}]}\n`,
        "no-pick.jsonl:2:",
        /\$\.choices\[0\]\.pick: missing/,
      ],
      [
        "claimed.jsonl",
        `${header}\n{"event": {"kind": "take-tokens"}, "claims": {"state": {"players": []}}}\n`,
        "claimed.jsonl:2:",
        /: \$\.claims\.state\.players: expected a list of 3 to 5 players, got 0 \(and 16 more problems\) \[MR-PLAYERS\]$/,
      ],
      [
        "old-step.jsonl",
        `${header}\n{"event": {"kind": "take-tokens"}, "state": {"players": []}}\n`,
        "old-step.jsonl:2:",
        /\$\.state: /,
      ],
    ];
    const state = stepOf(game.lines[3]!).claims.state;
    const broken = {
      ...state,
      clans: { ...state.clans, ben: { ...state.clans.ben!, court: { ...state.clans.ben!.court, yellow: 2 } } },
    };
    cases.push([
      "bad-state.jsonl",
      `${JSON.stringify({ format: "macrobber-trace/1", setup: { state: broken } })}\n`,
      "bad-state.jsonl:1:",
      /: ben has 2 warriors.*\[MR-WARRIORS-MIN\]$/,
    ]);
    for (const [name, content, where, pattern] of cases)
      expectInputError(await macrobber("check", files.write(name, content)), where, pattern);
    expectInputError(await macrobber("check", join(files.dir, "missing.jsonl")), "missing.jsonl", /no such file/);
    expectInputError(await macrobber("check", files.dir), files.dir, /is a directory/);
  });

  it("explains the event that the seeded game plays next, as `play` plays it", async () => {
    for (const k of [0, 1, 9, 12, 13]) {
      const next = stepOf(game.lines[k + 1]!);
      const r = await macrobber(
        "explain",
        "--players",
        "ann,ben,cat",
        "--seed",
        "7",
        "--events",
        String(k),
        "--json",
        "--limit",
        "100000",
      );
      expect(r.code, r.err).toBe(0);
      const report = JSON.parse(r.out) as {
        title: string;
        event: { kind: string };
        distinct: string;
        complete: boolean;
        outcomes: { choices: unknown[]; state: MacRobberState }[];
      };
      expect(report.title).toBe(`ann, ben, cat, seed 7: the event after ${k} event${k === 1 ? "" : "s"}`);
      expect(report.event.kind, `k=${k}`).toBe(next.event.kind);
      expect([report.complete, report.outcomes.length]).toEqual([true, Number(report.distinct)]);
      // The game went on with one of the outcomes listed: the same state, reached by the recorded choices or by another path.
      const outcome = report.outcomes.find((o) => canonical(o.state) === canonical(next.claims.state));
      expect(outcome, `k=${k}`).toBeDefined();
      const before = k === 0 ? null : stepOf(game.lines[k]!).claims.state;
      if (before) {
        const replay = play(spec, before, null, outcome!.choices as never);
        expect(replay.ok && canonical(replay.state)).toBe(canonical(next.claims.state));
      }
    }
    const text = await macrobber("explain", "--players", "ann,ben,cat", "--seed", "7", "--events", "1", "--limit", "3");
    expect(text.out).toMatch(
      /^Question: ann, ben, cat, seed 7: the event after 1 event\nOptions: default readings\nEvent: phase 2: the active player carries out one or two actions\n\d+ distinct outcomes \(\d+ choice paths\)\.\nOutcome 1\n {2}choices: ann actions: /,
    );
    expect(text.out).toMatch(/\nListed 3 of \d+ outcomes; \d+ more not listed \(raise --limit to see them\)\.\n$/);
    const end = await macrobber(
      "explain",
      "--players",
      "ann,ben,cat",
      "--seed",
      "7",
      "--events",
      String(game.lines.length - 1),
    );
    expect([end.code, end.out]).toEqual([2, ""]);
    expect(end.err).toMatch(
      new RegExp(
        `^macrobber: the game is over after ${game.lines.length - 1} events: nothing is left to explain \\(.*game over.*\\)\\n$`,
      ),
    );
  });

  it("explains a scenario: a new game or a whole state", async () => {
    const fresh = await macrobber(
      "explain",
      files.write(
        "new.json",
        JSON.stringify({ format: "macrobber-scenario/1", players: ["ann", "ben", "cat"], seed: 7 }),
      ),
      "--json",
    );
    const first = JSON.parse(fresh.out);
    expect([fresh.code, first.event, first.distinct]).toEqual([0, { kind: "take-tokens" }, "1"]);
    expect(canonical(first.outcomes[0].state)).toBe(canonical(stepOf(game.lines[1]!).claims.state));
    const state = stepOf(game.lines[10]!).claims.state;
    const mid = await macrobber(
      "explain",
      files.write(
        "mid.json",
        JSON.stringify({ format: "macrobber-scenario/1", title: "after ten events", state }, null, 2),
      ),
    );
    expect(mid.code).toBe(0);
    expect(mid.out).toMatch(
      /^Question: after ten events\nOptions: default readings\nEvent: phase 1: the active player draws six tokens from the sack\n/,
    );
    const over = await macrobber(
      "explain",
      files.write(
        "end.json",
        JSON.stringify({ format: "macrobber-scenario/1", state: stepOf(game.lines.at(-1)!).claims.state }, null, 2),
      ),
    );
    expectInputError(over, "end.json:", /\$\.event: the game is over/);
  });

  it("refuses a state the rules do not allow, and bad usage, with exit 2", async () => {
    const state = stepOf(game.lines[2]!).claims.state;
    const bad = files.write(
      "bad.json",
      JSON.stringify(
        { format: "macrobber-scenario/1", state: { ...state, sack: { ...state.sack, red: state.sack.red + 1 } } },
        null,
        2,
      ),
    );
    expectInputError(
      await macrobber("explain", bad),
      "bad.json:",
      /: \d+ red tokens .*\[MR-COMPONENTS, MR-TOKEN-MEANING\]$/,
    );
    expectInputError(
      await macrobber(
        "explain",
        files.write(
          "shape.json",
          '{\n  "format": "macrobber-scenario/1",\n  "state": {"players": ["a", "b", "c"]}\n}\n',
        ),
      ),
      "shape.json:3:",
      /\$\.state(\.clans)?: /,
    );
    expectInputError(
      await macrobber("explain", files.write("bare.json", JSON.stringify(state))),
      "bare.json:1:",
      /\$\.format: format is missing; expected "macrobber-scenario\/1"/,
    );
    expectInputError(
      await macrobber("explain", game.file),
      "seed7.jsonl:1:",
      /this is a trace \(macrobber-trace\/1\).*use `macrobber check`/,
    );
    const opts = files.write("opts.json", '{\n  "interpretations": {\n    "MR-INT-RED-AREA": "31"\n  }\n}\n');
    expectInputError(
      await macrobber("play", "--players", "a,b,c", "--seed", "1", "--options", opts),
      "opts.json:3:",
      /\$\.interpretations\["MR-INT-RED-AREA"\]: .*30.*35/,
    );
    expectInputError(
      await macrobber("play", "--players", "ann,ben", "--seed", "1"),
      "--players",
      /MacRobber is for 3 to 5 players, not 2 \[MR-PLAYERS\]$/,
    );
    expectInputError(
      await macrobber("play", "--players", "a,b,c,d,e,f", "--seed", "1"),
      "--players",
      /MacRobber is for 3 to 5 players, not 6 \[MR-PLAYERS\]$/,
    );
    expectInputError(
      await macrobber("play", "--players", "a,b,c", "--seed", "1", "--out", join(files.dir, "no/such/dir.jsonl")),
      "dir.jsonl",
      // A write error speaks of writing (issue 37: it said "no such file", as for an input).
      /cannot be written \(its folder does not exist\)/,
    );
    for (const args of [
      ["play", "--seed", "1"],
      ["play", "--players", "ann,ben,ann", "--seed", "1"],
      ["play", "--players", "a,b,c", "--seed", "x"],
      ["explain"],
      ["explain", bad, "--seed", "1"],
      ["explain", bad, "--options", opts],
      ["vectors", "--seed", "-1", "--count", "2"],
      ["frobnicate"],
      [],
    ]) {
      const r = await macrobber(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toMatch(/^macrobber: |^Usage: macrobber/);
      expect(r.err).not.toMatch(/^\s+at /m);
    }
  });

  // The rules name paths in the state; in a file the state sits under `state` (`setup.state` in a trace).
  it("places a refused state's value at its path and line in the file", async () => {
    const state = stepOf(game.lines[2]!).claims.state;
    const text = JSON.stringify(
      { format: "macrobber-scenario/1", state: { ...state, sack: { ...state.sack, red: state.sack.red + 1 } } },
      null,
      2,
    );
    const lines = text.split("\n");
    const line =
      lines.findIndex((l, i) => i > lines.findIndex((x) => x.includes('"sack": {')) && l.includes('"red":')) + 1;
    expectInputError(
      await macrobber("explain", files.write("bad-line.json", text)),
      `bad-line.json:${line}: $.state.sack.red: `,
      /\[MR-COMPONENTS, MR-TOKEN-MEANING\]$/,
    );
    const broken = {
      ...state,
      clans: { ...state.clans, ben: { ...state.clans.ben!, court: { ...state.clans.ben!.court, yellow: 2 } } },
    };
    expectInputError(
      await macrobber(
        "check",
        write("bad-header.jsonl", [JSON.stringify({ format: "macrobber-trace/1", setup: { state: broken } })]),
      ),
      'bad-header.jsonl:1: $.setup.state.clans["ben"].court.yellow: ',
      /\[MR-WARRIORS-MIN\]$/,
    );
  });

  it("writes the same vector bytes for the same seed, each a complete outcome set", async () => {
    const [a, b, second] = await Promise.all([
      macrobber("vectors", "--seed", "1", "--count", "2"),
      macrobber("vectors", "--seed", "1", "--count", "2"),
      macrobber("vectors", "--seed", "1", "--count", "1", "--start", "1"),
    ]);
    expect([a.code, b.code, second.code]).toEqual([0, 0, 0]);
    expect(b.out).toBe(a.out);
    const lines = a.out.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(second.out).toBe(`${lines[1]}\n`);
    const dir = join(files.dir, "vectors");
    expect((await macrobber("vectors", "--seed", "1", "--count", "2", "--out", dir)).out).toBe(
      `wrote 2 vectors (seed 1, from index 0) to ${dir}\n`,
    );
    for (const [i, line] of lines.entries()) {
      const v = JSON.parse(line);
      expect(macRobberFormats.vector.safeParse(v).success).toBe(true);
      expect(JSON.parse(readFileSync(join(dir, `${v.id}.json`), "utf8"))).toEqual(v);
      // Phases cycle with the index (take-tokens, act, ...); the event is the one the state expects.
      expect([v.id, v.seed, v.index, v.theme, v.scenario.event.kind]).toEqual([
        `mr-s1-000${i}`,
        1,
        i,
        ["take-tokens", "act"][i],
        v.scenario.state.phase,
      ]);
      expect(v.outcomes).toHaveLength(v.distinct);
      // Every outcome replays from its choices, under the vector's readings, to the state it records.
      const vspec = macRobberSpec(v.scenario.options);
      for (const o of v.outcomes) {
        const r = play(vspec, v.scenario.state, v.scenario.event, o.choices);
        expect(r.ok && canonical(r.state)).toBe(canonical(o.state));
      }
    }
  });
});

describe("MacRobber's schemas state the limits the rules set, and the readers cite those rules", () => {
  const read = (doc: unknown) => {
    const r = readScenarioTextOf(macRobberGame, JSON.stringify(doc));
    return r.ok ? "accepted" : formatInputError(r.error);
  };
  const withState = (change: (s: Json) => void) => {
    const state = structuredClone(stepOf(game.lines[2]!).claims.state) as Json;
    change(state);
    return read({ format: "macrobber-scenario/1", state });
  };

  it("no input schema leaves a number unbounded (zod's default 2^53 - 1); only the vector, an output, does", () => {
    const schemas = macRobberOracle.jsonSchemas();
    for (const name of [
      "macrobber-scenario-1",
      "macrobber-trace-1",
      "macrobber-trace-1-header",
      "macrobber-trace-1-step",
    ]) {
      expect(schemas[`${name}.schema.json`], name).not.toContain(String(Number.MAX_SAFE_INTEGER));
    }
    const state = JSON.parse(schemas["macrobber-scenario-1.schema.json"]!).properties.state.properties;
    expect(state.sack.properties).toMatchObject({
      yellow: { maximum: MOST_TOKENS.yellow },
      blue: { maximum: MOST_TOKENS.blue },
      green: { maximum: MOST_TOKENS.green },
      red: { maximum: MOST_TOKENS.red },
    });
    expect(state.clans.additionalProperties.properties.estates.properties.count).toMatchObject({
      minimum: 2,
      maximum: 6,
    });
    expect(state.players).toMatchObject({ minItems: 3, maxItems: 5 });
    expect(state.estateDeck).toMatchObject({ maxItems: 25, items: { minimum: 30, maximum: 42 } });
  });

  it("refuses one past each limit, citing the rule that states it", () => {
    expect(withState((s) => (s.sack.yellow = MOST_TOKENS.yellow + 1))).toBe(
      `<input>:1: $.state.sack.yellow: expected a count of yellow tokens (0 to ${MOST_TOKENS.yellow}), got ${MOST_TOKENS.yellow + 1} [MR-COMPONENTS, MR-INT-START-TOKENS]`,
    );
    expect(withState((s) => (s.clans.ann.estates.count = 7))).toBe(
      '<input>:1: $.state.clans["ann"].estates.count: expected a count of estates (2 to 6), got 7 [MR-SETUP-ESTATES, MR-ESTATE-MAX]',
    );
    expect(withState((s) => (s.clans.ann.hand = [18, 0, 0, 0]))).toBe(
      '<input>:1: $.state.clans["ann"].hand[0]: expected a count of cards (0 to 17), got 18 [MR-COMPONENTS, MR-INT-CARD-VALUES]',
    );
    expect(withState((s) => (s.estateDeck[0] = 43))).toBe(
      "<input>:1: $.state.estateDeck[0]: expected an estate number (30 to 42), got 43 [MR-COMPONENTS]",
    );
    expect(withState((s) => (s.players = ["ann", "ben"]))).toBe(
      "<input>:1: $.state.players: expected a list of 3 to 5 players, got 2 [MR-PLAYERS]",
    );
    expect(withState((s) => (s.clans.ann.points = 2 ** 60))).toBe(
      '<input>:1: $.state.clans["ann"].points: expected a whole number of points (-100000 to 100000), got 1152921504606847000',
    );
    expect(read({ format: "macrobber-scenario/1", players: ["a", "b", "c", "d", "e", "f"], seed: 1 })).toBe(
      "<input>:1: $.players: expected a list of 3 to 5 players, got 6 [MR-PLAYERS]",
    );
    // The state as played is within every limit.
    expect(withState(() => undefined)).toBe("accepted");
  });
});
