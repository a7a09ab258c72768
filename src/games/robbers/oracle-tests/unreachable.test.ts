// Situations the rules accept but no legal play reaches (a robber beside no other player's figure
// under INT-BACK-STAY-OWN "others-only"): the readers refuse them by default, citing the rules and
// saying that no legal play leads there, or read them with warnings when asked; `explain`, `check`
// and both commands pass the choice through (warnings on standard error, one line each, exit code
// unchanged); the search under other options counts a start they cannot reach as not conforming.
import { afterAll, describe, expect, it } from "vitest";
import type { RobbersEvent, RobbersState } from "../../../../spec/robbers/index.js";
import { formatInputError } from "../../../oracle/input-error.js";
import { scratch } from "../../../oracle/test-support.js";
import { play, robbersSpec } from "../library/api.js";
import { runCli } from "../main.js";
import {
  type CheckResult,
  check,
  checkFile,
  checkJson,
  checkText,
  explain,
  explainFile,
  explainText,
  readScenarioText,
  readTraceFile,
  readTraceText,
} from "../oracle.js";
import { checkReachable } from "../references.js";
import { sampleScenario, sampleTrace } from "./testing/samples.js";

// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with parsed JSON documents at arbitrary paths
type Doc = Record<string, any>;
const text = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const files = scratch("robbers-unreachable-");
afterAll(() => files.remove());

const WHY =
  "no legal play leaves a robber there: it is placed only beside another player's figure, goes home when it steals, " +
  'follows that figure when rogue points or a backward move take it away, stays behind only beside another player\'s figure (INT-BACK-STAY-OWN "others-only") and never goes back with its owner\'s own figure (INT-BACK-OWN-FIGURE "stays")';
const RULES =
  "[RB-PLACE-TARGET, RB-STEAL-RETURN, RB-ROGUE-FOLLOW, RB-BACK-FOLLOW, INT-BACK-STAY-OWN, INT-BACK-OWN-FIGURE]";
const GREEN_ALONE = `$.robbers["green"]: green's robber on space 30 stands beside no scoring figure; ${WHY} ${RULES}`;
const RED_ALONE = `$.robbers["red"]: red's robber on space 40 stands beside no scoring figure; ${WHY} ${RULES}`;

/** The sample scenario with a change, as text. */
function scenario(change: (s: Doc) => void): string {
  const s = structuredClone(sampleScenario()) as Doc;
  change(s);
  return text(s);
}
const greenAlone = (s: Doc) => (s.robbers.green = 30);
const twoAlone = (s: Doc) => {
  s.robbers.green = 30;
  s.robbers.red = 40;
};

/** The sample trace's setup with a change, and one step that any engine plays alike (a turn, no claims). */
function trace(change: (t: Doc) => void): Doc {
  const t = structuredClone(sampleTrace()) as Doc;
  t.steps = [{ event: { kind: "turn", player: "blue" } }];
  change(t);
  return t;
}
const jsonLines = (t: Doc) =>
  `${JSON.stringify({ ...t, steps: undefined })}\n${t.steps.map((s: Doc) => JSON.stringify(s)).join("\n")}\n`;

describe("reading a scenario", () => {
  it("refuses a robber alone on its space by default, on its line, citing the rules and saying no legal play leaves it there", () => {
    const r = readScenarioText(scenario(greenAlone), "s.json");
    expect(r.ok ? "accepted" : formatInputError(r.error)).toBe(`s.json:27: ${GREEN_ALONE}`);
  });

  it("refuses a robber beside only its owner's figure", () => {
    const r = readScenarioText(
      scenario((s) => {
        s.robbers.green = 7;
        s.figures.red.meeple = 3;
      }),
      "s.json",
    );
    expect(r.ok ? "accepted" : formatInputError(r.error)).toBe(
      `s.json:27: $.robbers["green"]: green's robber on space 7 stands beside only green's own figures; ${WHY} ${RULES}`,
    );
  });

  it('names INT-SAME-SPACE when the reading decides: beside a figure a lap ahead under "loop", alone under "score"', () => {
    const lap = (reading: string) =>
      scenario((s) => {
        s.figures.red.meeple = 54;
        s.robbers.blue = 4;
        s.options = { edition: "C3", interpretations: { "INT-SAME-SPACE": reading } };
      });
    expect(readScenarioText(lap("loop"), "s.json").ok).toBe(true);
    const r = readScenarioText(lap("score"), "s.json");
    expect(r.ok ? "accepted" : formatInputError(r.error)).toBe(
      `s.json:29: $.robbers["blue"]: blue's robber on space 4 stands beside no scoring figure; ${WHY} [RB-PLACE-TARGET, RB-STEAL-RETURN, RB-ROGUE-FOLLOW, RB-BACK-FOLLOW, INT-BACK-STAY-OWN, INT-BACK-OWN-FIGURE, INT-SAME-SPACE]`,
    );
  });

  it("asked only to warn, reads it and returns every such robber as a warning placed in the file", () => {
    const r = readScenarioText(scenario(twoAlone), "s.json", { unreachable: "warn" });
    if (!r.ok) throw new Error(formatInputError(r.error));
    expect((r.warnings ?? []).map(formatInputError)).toEqual([`s.json:25: ${RED_ALONE}`, `s.json:27: ${GREEN_ALONE}`]);
    expect((r.state as RobbersState).robbers).toEqual({ red: 40, blue: 7, green: 30 });
  });

  it("has nothing to say about a reachable situation, or one INT-BACK-STAY-OWN any-figure allows", () => {
    for (const mode of ["refuse", "warn"] as const) {
      const plain = readScenarioText(
        scenario(() => undefined),
        "s.json",
        { unreachable: mode },
      );
      expect(plain.ok && "warnings" in plain).toBe(false);
      const anyFigure = readScenarioText(
        scenario((s) => {
          greenAlone(s);
          s.options = { edition: "C3", interpretations: { "INT-BACK-STAY-OWN": "any-figure" } };
        }),
        "s.json",
        { unreachable: mode },
      );
      expect(anyFigure.ok && "warnings" in anyFigure).toBe(false);
    }
  });

  it("The Robbers' check says why for a robber left out after the game has ended, too", () => {
    const state: RobbersState = { ...readScenarioValueState(), ended: true };
    expect(
      checkReachable(state, robbersSpec().decisions, "$.setup").map(
        (p) => `${p.path}: ${p.message} [${p.rules?.join(", ")}]`,
      ),
    ).toEqual([
      '$.setup.robbers["blue"]: blue\'s robber is on space 7 after the game has ended; every robber still out goes home with its final bonus; no legal play leaves a robber there [RB-FINAL-BONUS]',
      '$.setup.robbers["green"]: green\'s robber is on space 12 after the game has ended; every robber still out goes home with its final bonus; no legal play leaves a robber there [RB-FINAL-BONUS]',
    ]);
  });
});

/** The sample scenario's state (Blue's robber on 7 beside Red's meeple). */
function readScenarioValueState(): RobbersState {
  const r = readScenarioText(scenario(() => undefined));
  if (!r.ok) throw new Error(r.error.message);
  return r.state as RobbersState;
}

describe("reading a trace", () => {
  const alone = trace((t) => (t.setup.robbers.green = 30));
  const SETUP_GREEN = GREEN_ALONE.replace("$.robbers", "$.setup.robbers");

  it("refuses a start no legal play reaches by default, in a JSON document and on the header line of JSON Lines", async () => {
    const doc = readTraceText(text(alone), "t.json");
    expect(doc.ok ? "accepted" : formatInputError(doc.error)).toBe(`t.json:28: ${SETUP_GREEN}`);
    const file = files.write("alone.jsonl", jsonLines(alone));
    const lines = await readTraceFile(file);
    expect(lines.ok ? "accepted" : formatInputError(lines.error)).toBe(`${file}:1: ${SETUP_GREEN}`);
  });

  it("asked only to warn, reads it, with the warnings in the result and in the source", async () => {
    const doc = readTraceText(text(alone), "t.json", { unreachable: "warn" });
    if (!doc.ok) throw new Error(formatInputError(doc.error));
    expect((doc.warnings ?? []).map(formatInputError)).toEqual([`t.json:28: ${SETUP_GREEN}`]);
    expect(doc.source.warnings).toEqual(doc.warnings);
    const file = files.write("alone-warn.jsonl", jsonLines(alone));
    const lines = await readTraceFile(file, { unreachable: "warn" });
    if (!lines.ok) throw new Error(formatInputError(lines.error));
    expect((lines.warnings ?? []).map(formatInputError)).toEqual([`${file}:1: ${SETUP_GREEN}`]);
    expect(lines.source.warnings).toEqual(lines.warnings);
  });
});

describe("explain and check, as library functions", () => {
  it("explain refuses by default and answers with warnings when asked", async () => {
    const doc = JSON.parse(scenario(greenAlone));
    const refused = explain(doc);
    expect(refused.ok ? "answered" : formatInputError(refused.error)).toBe(`<input>: ${GREEN_ALONE}`);
    const warned = explain(doc, { unreachable: "warn" });
    if (!warned.ok) throw new Error(warned.error.message);
    expect((warned.warnings ?? []).map(formatInputError)).toEqual([`<input>: ${GREEN_ALONE}`]);
    expect(warned.report.distinct).toBe(1n);
    // A scenario already read keeps the warnings of its reading.
    const read = readScenarioText(scenario(greenAlone), "s.json", { unreachable: "warn" });
    if (!read.ok) throw new Error(read.error.message);
    const again = explain(read);
    expect(again.ok && (again.warnings ?? []).map(formatInputError)).toEqual([`s.json:27: ${GREEN_ALONE}`]);
    const file = files.write("alone.json", scenario(greenAlone));
    const fromFile = await explainFile(file, { unreachable: "warn" });
    expect(fromFile.ok && (fromFile.warnings ?? []).map(formatInputError)).toEqual([`${file}:27: ${GREEN_ALONE}`]);
    const refusedFile = await explainFile(file);
    expect(refusedFile.ok ? "answered" : formatInputError(refusedFile.error)).toBe(`${file}:27: ${GREEN_ALONE}`);
  });

  it("check: unreadable by default; with warnings, conforming or not, when asked", async () => {
    const alone = trace((t) => (t.setup.robbers.green = 30));
    const SETUP_GREEN = GREEN_ALONE.replace("$.robbers", "$.setup.robbers");
    const refused = await check(alone as never);
    expect(refused.status === "unreadable" && formatInputError(refused.error)).toBe(`<input>: ${SETUP_GREEN}`);
    const warned = await check(alone as never, { unreachable: "warn" });
    expect(warned).toEqual({
      status: "conforms",
      steps: 1,
      options: { edition: "C3" },
      label: "C3 (default readings)",
      warnings: [
        {
          path: '$.setup.robbers["green"]',
          message: expect.stringMatching(
            /^green's robber on space 30 stands beside no scoring figure; no legal play leaves a robber there: /,
          ),
          rules: [
            "RB-PLACE-TARGET",
            "RB-STEAL-RETURN",
            "RB-ROGUE-FOLLOW",
            "RB-BACK-FOLLOW",
            "INT-BACK-STAY-OWN",
            "INT-BACK-OWN-FIGURE",
          ],
        },
      ],
    });
    const wrong = trace((t) => {
      t.setup.robbers.green = 30;
      t.steps[0].claims = { scores: { blue: 99 } };
    });
    const diverges = await check(wrong as never, { unreachable: "warn", alternatives: false });
    expect([diverges.status, diverges.status !== "unreadable" && diverges.warnings?.length]).toEqual(["diverges", 1]);
    const file = files.write("alone-check.jsonl", jsonLines(alone));
    const fromFile = await checkFile(file, { unreachable: "warn" });
    expect(fromFile.status !== "unreadable" && (fromFile.warnings ?? []).map(formatInputError)).toEqual([
      `${file}:1: ${SETUP_GREEN}`,
    ]);
  });

  describe("the search under other options", () => {
    // Blue's robber on 4, beside Red's meeple a lap ahead (54) under the default reading of INT-SAME-SPACE
    // ("loop"); under "score" it stands alone, which no legal play reaches. Red scores 6: the trace
    // claims what "score" gives (nothing stolen), so it could conform only there.
    const setup = {
      players: ["red", "blue"],
      messages: false,
      active: "red",
      figures: { red: { meeple: 54 }, blue: { meeple: 20 } },
      robbers: { red: null, blue: 4 },
    };
    const event: RobbersEvent = { kind: "moment", awards: [{ player: "red", points: 6, source: "feature" }] };
    const underScore = play(
      robbersSpec({ interpretations: { "INT-SAME-SPACE": "score" } }),
      { ...setup, bagTiles: 0, messagesDrawn: { red: 0, blue: 0 }, ended: false },
      event,
    );
    if (!underScore.ok) throw new Error(underScore.error.message);
    const scores = { red: underScore.state.figures.red!.meeple, blue: underScore.state.figures.blue!.meeple };
    const lapTrace = {
      format: "robbers-trace/1",
      options: { edition: "C3" },
      setup,
      steps: [{ event, claims: { scores } }],
    };
    const diverged = (r: CheckResult) => {
      if (r.status !== "diverges") throw new Error(checkText(r).join("\n"));
      return r;
    };

    it("does not count an option set under which no legal play reaches the start", async () => {
      expect(scores).toEqual({ red: 60, blue: 20 });
      const r = diverged(await check(lapTrace as never));
      expect(r.divergence.kind).toBe("claims");
      // Five editions, each with every interpretation at its default and with each of the eleven
      // non-default readings alone, less the header's own option set: 5 x 12 - 1.
      expect(r.alternatives).toEqual({ tried: 59, conforming: [] });
    });

    it("but counts it when asked only to be warned about such starts", async () => {
      const r = diverged(await check(lapTrace as never, { unreachable: "warn" }));
      expect(r.alternatives?.conforming.map((c) => c.label)).toEqual(
        ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"].map((e) => `${e}, INT-SAME-SPACE=score`),
      );
      expect(r.warnings).toBeUndefined();
    });
  });
});

describe("the commands: --unreachable refuse (the default) or warn", () => {
  async function robbers(...args: string[]) {
    let out = "";
    let err = "";
    const code = await runCli(args, {
      out: (t) => {
        out += t;
      },
      err: (t) => {
        err += t;
      },
    });
    return { code, out, err };
  }
  const scenarioFile = files.write("cli-alone.json", scenario(twoAlone));
  const traceFile = files.write("cli-alone.jsonl", jsonLines(trace((t) => (t.setup.robbers.green = 30))));
  const wrongFile = files.write(
    "cli-wrong.jsonl",
    jsonLines(
      trace((t) => {
        t.setup.robbers.green = 30;
        t.steps[0].claims = { scores: { blue: 99 } };
      }),
    ),
  );
  const SETUP_GREEN = GREEN_ALONE.replace("$.robbers", "$.setup.robbers");

  it("explain refuses with exit 2 and one line; with --unreachable warn, one line per warning on stderr and the answer, exit 0", async () => {
    expect(await robbers("explain", scenarioFile)).toEqual({
      code: 2,
      out: "",
      err: `${scenarioFile}:25: ${RED_ALONE}\n`,
    });
    const warned = await robbers("explain", scenarioFile, "--unreachable", "warn");
    const read = readScenarioText(scenario(twoAlone), scenarioFile, { unreachable: "warn" });
    if (!read.ok) throw new Error(read.error.message);
    const answer = explain(read);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(warned).toEqual({
      code: 0,
      out: `${explainText(answer.report).join("\n")}\n`,
      err: `${scenarioFile}:25: ${RED_ALONE}\n${scenarioFile}:27: ${GREEN_ALONE}\n`,
    });
    expect(await robbers("explain", scenarioFile, "--unreachable", "refuse")).toMatchObject({ code: 2 });
  });

  it("check refuses with exit 2; with --unreachable warn, the warning on stderr and the verdict's exit code (0 or 1), in text and JSON", async () => {
    expect(await robbers("check", traceFile)).toEqual({ code: 2, out: "", err: `${traceFile}:1: ${SETUP_GREEN}\n` });
    expect(await robbers("check", traceFile, "--unreachable", "warn")).toEqual({
      code: 0,
      out: "conforms: 1 step replayed under C3 (default readings)\n",
      err: `${traceFile}:1: ${SETUP_GREEN}\n`,
    });
    const json = await robbers("check", traceFile, "--unreachable", "warn", "--json");
    expect([json.code, json.err, JSON.parse(json.out).warnings.length]).toEqual([
      0,
      `${traceFile}:1: ${SETUP_GREEN}\n`,
      1,
    ]);
    const wrong = await robbers("check", wrongFile, "--unreachable", "warn", "--no-alternatives");
    const expected = await checkFile(wrongFile, { unreachable: "warn", alternatives: false });
    expect(wrong).toEqual({
      code: 1,
      out: `${checkText(expected).join("\n")}\n`,
      err: `${wrongFile}:1: ${SETUP_GREEN}\n`,
    });
    expect(checkJson(expected)).toContain('"warnings"');
  });

  it("refuses a mode it does not know as bad usage", async () => {
    for (const command of ["explain", "check"]) {
      const r = await robbers(command, command === "explain" ? scenarioFile : traceFile, "--unreachable", "maybe");
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err.split("\n")[0]).toBe(
        "robbers: option '--unreachable <mode>' argument 'maybe' is invalid. Allowed choices are refuse, warn. (add --help for usage and examples)",
      );
    }
  });
});
