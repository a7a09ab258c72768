// The runner in-process, against the stub engine (testing/stub-engine.mjs), which answers from the
// vector files and misbehaves on request: it conforms on the vectors it is given; an engine that
// hangs, crashes, writes garbage or reports an error fails only the vector it was on (named, with
// no stack trace) and is started again for the next; one that cannot start at all is one line;
// wrong values are blamed on rules; negative vectors (format 2) must be refused; skip lists and
// unsupported vectors are counted apart; MacRobber runs through the same runner.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ConformOptions,
  type ConformReport,
  conformGame,
  MAX_PROBLEM_STREAK,
  reportHtml,
  reportText,
} from "../conform/index.js";
import { macRobberConformance } from "./macrobber/conformance.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersConformance } from "./robbers/conformance.js";
import { robbersGame } from "./robbers/index.js";

/** How many vectors are committed (positives and negatives), from the manifest written with them. */
const manifest = JSON.parse(readFileSync(new URL("../../fixtures/vectors/manifest.json", import.meta.url), "utf8")) as {
  counts: { positive: number; negative: number };
  vectors: { tags: { edition: string | null } }[];
};
const TOTAL = manifest.counts.positive + manifest.counts.negative;

const root = fileURLToPath(new URL("../../", import.meta.url));
const stub = join(root, "src/conform/testing/stub-engine.mjs");
const robbersVectors = join(root, "fixtures/vectors");
const macVectors = join(root, "fixtures/vectors/macrobber");
const scratch = mkdtempSync(join(tmpdir(), "robbers-conform-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const engine = (dir: string, ...flags: string[]) =>
  [process.execPath, stub, dir, ...flags].map((a) => JSON.stringify(a)).join(" ");
const FEW = ["s1-0000", "s1-0001", "s1-0002"];

async function robbers(options: Partial<ConformOptions> & { flags?: string[] }): Promise<ConformReport> {
  const { flags = [], ...rest } = options;
  const result = await conformGame(robbersGame, robbersConformance, {
    engine: engine(robbersVectors, ...flags),
    ids: FEW,
    timeout: 5000,
    ...rest,
  });
  if (!result.ok) throw new Error(result.message);
  return result.report;
}

/** The report as text, checked to hold no stack trace. */
function text(report: ConformReport): string {
  const t = reportText(report).join("\n");
  expect(t).not.toMatch(/^\s+at /m);
  return t;
}

describe("conform with a stub engine", () => {
  it("passes the vectors the stub conforms on, with and without the outcomes listing", async () => {
    for (const flags of [[], ["--outcomes"], ["--identity", "states", "--outcomes"]]) {
      const report = await robbers({ flags });
      expect(report.totals).toEqual({ selected: 3, passed: 3, failed: 0, skipped: 0, unsupported: 0 });
      expect(report.explanation).toEqual([]);
      expect(text(report).split("\n")[0]).toMatch(/^PASS: every vector run passes \(3 vectors selected/);
      expect(report.rules.every((r) => r.verdict === "passes")).toBe(true);
      expect(Object.keys(report.editions).sort()).toEqual(["C1-HiG", "C1-ZMan", "C2-HiG"]);
    }
  });

  it.each([
    ["hang", "timeout", /no reply within 3000 ms/],
    ["crash", "crash", /exited with code 3/],
    ["garbage", "garbage", /not JSON: <html>not a reply<\/html>/],
    ["error", "error", /reported an error of its own: stub: internal trouble/],
  ] as const)(
    "an engine that %s on one vector fails that vector only, names it, and is started again",
    async (fault, kind, message) => {
      const began = Date.now();
      const report = await robbers({ flags: ["--outcomes", "--fault", `${fault}:s1-0001`], timeout: 3000 });
      expect(Date.now() - began).toBeLessThan(15_000);
      expect(report.totals).toMatchObject({ passed: 2, failed: 1 });
      expect(report.engineProblems.map((v) => [v.id, v.engineProblem])).toEqual([["s1-0001", kind]]);
      expect(report.explanation).toEqual([]);
      const t = text(report);
      expect(t).toMatch(/^FAIL: 1 of 3 vectors fails .*; 1 vector failed by engine problems$/m);
      expect(t).toContain("s1-0001");
      expect(t).toMatch(message);
      if (fault === "crash") expect(t).toContain("| stub: giving up on s1-0001");
      expect(report.vectors.find((v) => v.id === "s1-0002")!.status).toBe("passed");
    },
  );

  it("stops running an engine that fails every vector, after a streak", async () => {
    const all = JSON.parse(readFileSync(join(robbersVectors, "../vectors/s1-0000.json"), "utf8")) as { id: string };
    expect(all.id).toBe("s1-0000");
    const ids = Array.from({ length: MAX_PROBLEM_STREAK + 2 }, (_, i) => `s1-${String(i).padStart(4, "0")}`);
    const report = await robbers({ flags: ["--fault", "crash:*"], ids });
    expect(report.totals.failed).toBe(ids.length);
    expect(report.vectors.map((v) => v.engineProblem)).toEqual([
      ...Array(MAX_PROBLEM_STREAK).fill("crash"),
      "not-run",
      "not-run",
    ]);
    expect(report.notes.join(" ")).toMatch(/in a row/);
  });

  it("blames a wrong value on the rules behind it and explains the failures", async () => {
    const report = await robbers({ flags: ["--fault", "off-by-one:s1-0002"] });
    expect(report.totals).toMatchObject({ passed: 2, failed: 1 });
    expect(report.explanation.length).toBeGreaterThan(0);
    const first = report.explanation[0]!;
    expect(first.first.vector).toBe("s1-0002");
    expect(first.first.failure.kind).toBe("state");
    expect(first.first.failure.differences[0]!.text).toMatch(/the engine says .*, the rules give /);
    expect(first.first.failure.differences[0]!.blame).toContain(first.rule);
    expect(report.rules.filter((r) => r.verdict === "fails").map((r) => r.id)).toEqual(
      report.explanation.map((e) => e.rule).sort(),
    );
  });

  it("blames a refusal of what the rules allow on the rules of the decisions it answers, else the outcome's", async () => {
    const report = await robbers({ flags: ["--fault", "refuse:s1-0000"] });
    const v = report.vectors.find((x) => x.id === "s1-0000")!;
    expect(v.status).toBe("failed");
    expect(v.failures[0]!.kind).toBe("refused");
    expect(v.failures[0]!.summary).toMatch(
      /refused under STUB-RULE \(the stub refuses\); the rules allow these choices/,
    );
    expect(v.blame.length).toBeGreaterThan(0);
    expect(report.explanation.length).toBeGreaterThan(0);
  });

  it("counts skipped (the skip list) and unsupported vectors apart, and exits on them as passing", async () => {
    const skip = join(scratch, "known-failures.txt");
    writeFileSync(skip, "# known failures\ns1-0001   # rounding\n\ns1-9999\n");
    const report = await robbers({ flags: ["--editions", "C1-HiG,C1-ZMan"], skip });
    expect(report.totals).toEqual({ selected: 3, passed: 1, failed: 0, skipped: 1, unsupported: 1 });
    expect(report.vectors.map((v) => [v.id, v.status, v.reason ?? ""])).toEqual([
      ["s1-0000", "passed", ""],
      ["s1-0001", "skipped", "in the skip list"],
      ["s1-0002", "unsupported", "the engine does not play edition C2-HiG"],
    ]);
    expect(report.notes.join(" ")).toMatch(/skip list names 1 id that no vector has: s1-9999/);
    expect(text(report)).toMatch(/^PASS/);
    // Answered unsupported: a vector that depends on a reading (s1-0002) is unsupported; a required
    // one (s1-0000, no reading matters) that the hello says the engine plays fails as an engine problem.
    const unsupported = await robbers({ flags: ["--fault", "unsupported:s1-0000", "--fault", "unsupported:s1-0002"] });
    expect(unsupported.vectors[2]!.status).toBe("unsupported");
    expect(unsupported.vectors[2]!.reason).toMatch(/stub does not play this/);
    expect(unsupported.vectors[0]).toMatchObject({ status: "failed", engineProblem: "unsupported" });
    expect(unsupported.vectors[0]!.failures[0]!.summary).toMatch(
      /^apply: the engine answered unsupported: .*stub does not play this, although the vector is required/,
    );
    expect(text(unsupported)).not.toMatch(/NaN/);
  });

  it.each([
    [
      "a command that does not exist",
      "robbers-conform-no-such-engine-xyz",
      /cannot start: exited with code 127 before answering \(.*not found\)/,
    ],
    [
      "an engine that exits at once",
      engine(robbersVectors, "--hello", "exit"),
      /cannot start: exited with code 4 before answering \(stub: refusing to start\)/,
    ],
    [
      "an engine whose hello is garbage",
      engine(robbersVectors, "--hello", "garbage"),
      /cannot start: wrote a line that is not JSON: hello there/,
    ],
    [
      "an engine that never says hello",
      engine(robbersVectors, "--hello", "hang"),
      /cannot start: no reply within 1000 ms/,
    ],
    [
      "an engine with a malformed hello",
      engine(robbersVectors, "--hello", "bad-identity"),
      /cannot start: its hello's identity is "everything"/,
    ],
    ["an engine for another game", engine(robbersVectors, "--hello", "wrong-game"), /plays othergame, not robbers/],
    [
      "an engine that opts out of the required vectors",
      engine(robbersVectors, "--hello", "opt-out"),
      /cannot start: its hello's tags name "required", which the runner sets itself \(an engine cannot opt out/,
    ],
    [
      "an engine that names a reading the game lacks",
      engine(robbersVectors, "--hello", "unknown-reading"),
      /its hello's readings of INT-ZERO-POINTS name "half-used", which is not one of its readings \(no-steal, used-up\)/,
    ],
    [
      "an engine that plays no reading of an interpretation",
      engine(robbersVectors, "--hello", "no-reading"),
      /its hello's readings of INT-ZERO-POINTS are empty: every vector is played under one of them \(no-steal, used-up\)/,
    ],
    [
      "an engine that names an interpretation the game lacks",
      engine(robbersVectors, "--hello", "unknown-interpretation"),
      /its hello's readings name "INT-NO-SUCH", which is no interpretation of robbers/,
    ],
  ])("%s cannot start: one line, no report", async (_what, command, message) => {
    const result = await conformGame(robbersGame, robbersConformance, { engine: command, ids: FEW, timeout: 1000 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(message);
      expect(result.message).not.toContain("\n");
    }
  });

  it("names the interpretation a hello lists a wrong reading of, and no rule for other hello problems", async () => {
    const run = (kind: string) =>
      conformGame(robbersGame, robbersConformance, { engine: engine(robbersVectors, "--hello", kind), ids: FEW });
    const wrongReading = await run("unknown-reading");
    expect(wrongReading).toMatchObject({ ok: false, rules: ["INT-ZERO-POINTS"] });
    expect(await run("no-reading")).toMatchObject({ ok: false, rules: ["INT-ZERO-POINTS"] });
    const optOut = await run("opt-out");
    expect(optOut.ok).toBe(false);
    expect(optOut).not.toHaveProperty("rules");
  });

  it("refuses bad filters and unreadable input in one line", async () => {
    const run = (o: Partial<ConformOptions>) => conformGame(robbersGame, robbersConformance, { engine: "true", ...o });
    expect(await run({ ids: ["s1-4242"] })).toMatchObject({
      ok: false,
      message: `--ids: no vector s1-4242 among the ${TOTAL} vectors`,
    });
    expect(await run({ rules: ["RB-NO-SUCH"] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^--rule RB-NO-SUCH: no rule/),
    });
    expect(await run({ editions: ["C4"] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^--edition C4: not an edition/),
    });
    expect(await run({ tags: ["event"] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^--tag event: expected key=value/),
    });
    expect(await run({ tags: ["event=nothing"] })).toMatchObject({
      ok: false,
      message: `no vector matches the filters (of ${TOTAL} vectors)`,
    });
    expect(await run({ vectors: join(scratch, "nowhere") })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nowhere: \$: no such file/),
    });
    expect(await run({ skip: join(scratch, "no-skip-file") })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no-skip-file: \$: no such file/),
    });
    const bad = mkdtempSync(join(scratch, "bad-"));
    writeFileSync(join(bad, "x.json"), '{"format": "robbers-vector/1", "id": "x",\n "scenario": {}, "outcomes": [}');
    expect(await run({ vectors: bad })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/x\.json:2:\d+: .*not valid JSON/),
    });
    writeFileSync(join(bad, "x.json"), JSON.stringify({ format: "macrobber-vector/1", id: "x" }));
    expect(await run({ vectors: bad })).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /x\.json:1: \$\.format: format is "macrobber-vector\/1"; expected "robbers-vector\/1" or "robbers-vector\/2"/,
      ),
    });
  });
});

describe("format 2 vectors", () => {
  const dir = mkdtempSync(join(scratch, "v2-"));
  const base = JSON.parse(readFileSync(join(robbersVectors, "s1-0013.json"), "utf8")) as Record<string, unknown> & {
    scenario: Record<string, unknown>;
    outcomes: Record<string, unknown>[];
  };
  // A format 1 vector beside the format 2 ones (whatever format the committed ones are in).
  const {
    kind: _k,
    anchors: _a,
    rules: _r,
    tags: _t,
    distinctStates: _d,
    ...first
  } = JSON.parse(readFileSync(join(robbersVectors, "s1-0000.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(join(dir, "s1-0000.json"), JSON.stringify({ ...first, format: "robbers-vector/1" }));
  writeFileSync(
    join(dir, "n-0001.json"),
    JSON.stringify({
      format: "robbers-vector/2",
      id: "n-0001",
      kind: "negative",
      anchors: ["RB-STEAL-SELF"],
      rules: ["RB-STEAL-SELF", "RB-STEAL-CHOOSE"],
      tags: { edition: "C2-ZMan", event: "moment", messages: false, readings: {}, required: true },
      scenario: base.scenario,
      choices: [{ kind: "steal", actor: "green", pick: { victim: "green", figure: "meeple" } }],
      refusedBy: ["RB-STEAL-SELF"],
    }),
  );
  writeFileSync(
    join(dir, "p-0002.json"),
    JSON.stringify({
      ...base,
      format: "robbers-vector/2",
      id: "p-0002",
      kind: "positive",
      anchors: ["RB-STEAL-MULTI"],
      rules: ["RB-STEAL-MULTI", "RB-STEAL-HALF"],
      tags: { edition: "C2-ZMan", event: "moment", messages: false, readings: {}, required: false },
      distinctStates: 1,
      outcomes: base.outcomes.map((o) => ({ ...o, decidedBy: ["RB-STEAL-HALF", "RB-STEAL-MULTI"] })),
    }),
  );
  const run = (flags: string[], o: Partial<ConformOptions> = {}) =>
    conformGame(robbersGame, robbersConformance, { engine: engine(dir, ...flags), vectors: dir, ...o });

  it("passes a negative vector the engine refuses, and blames refusedBy when it accepts", async () => {
    const good = await run([], { ids: ["n-0001"] });
    expect(good.ok && good.report.totals).toMatchObject({ passed: 1, failed: 0 });
    const bad = await run(["--fault", "accept:n-0001"], { ids: ["n-0001"] });
    if (!bad.ok) throw new Error(bad.message);
    expect(bad.report.explanation.map((e) => e.rule)).toEqual(["RB-STEAL-SELF"]);
    expect(bad.report.explanation[0]!.first.failure.kind).toBe("accepted");
    expect(text(bad.report)).toMatch(/apply: the engine accepted what the rules refuse \(RB-STEAL-SELF\)/);
  });

  it("filters on format 2 rules and tags, and mixes with format 1", async () => {
    const byRule = await run([], { rules: ["RB-STEAL-MULTI"] });
    // The format 1 copy of s1-0000 has no `rules`; its outcomes' deciding rules stand in for them, as
    // the committed format 2 vector lists them.
    const firstRules = (JSON.parse(readFileSync(join(robbersVectors, "s1-0000.json"), "utf8")) as { rules: string[] })
      .rules;
    expect(byRule.ok && byRule.report.vectors.map((v) => v.id)).toEqual([
      "p-0002",
      ...(firstRules.includes("RB-STEAL-MULTI") ? ["s1-0000"] : []),
    ]);
    const required = await run([], { tags: ["required=true"] });
    expect(required.ok && required.report.vectors.map((v) => v.id)).toEqual(["n-0001", "s1-0000"]);
    const all = await run(["--outcomes"]);
    expect(all.ok && all.report.totals).toMatchObject({ selected: 3, passed: 3 });
  });
});

describe("conform for MacRobber", () => {
  const run = (flags: string[]) =>
    conformGame(macRobberGame, macRobberConformance, {
      engine: engine(macVectors, "--game", "macrobber", ...flags),
      ids: ["mr-s1-0000", "mr-s1-0001", "mr-s1-0002"],
    });

  it("runs the same runner on MacRobber's vectors: whole states, no theft level", async () => {
    const good = await run(["--outcomes"]);
    if (!good.ok) throw new Error(good.message);
    expect(good.report.totals).toMatchObject({ selected: 3, passed: 3, failed: 0 });
    expect(Object.keys(good.report.editions)).toEqual(["(no editions)"]);
    const bad = await run(["--fault", "off-by-one:mr-s1-0002"]);
    if (!bad.ok) throw new Error(bad.message);
    expect(bad.report.totals.failed).toBe(1);
    const failure = bad.report.explanation[0]!.first.failure;
    expect(failure.differences[0]!.path).toMatch(/^state\./);
    expect(failure.blame.length).toBeGreaterThan(0);
    const html = reportHtml(bad.report);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("mr-s1-0002");
  });
});
