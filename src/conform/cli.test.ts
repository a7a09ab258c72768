// `robbers conform` and `macrobber conform` end to end, spawned as a user runs them (bin/*.js, the
// compiled command that `npm test` builds first), against the example engines of
// docs/examples/engines/ (written from the rule sources, sharing no code with the specification):
// the conforming engine passes every committed vector (exit 0); each broken engine fails (exit 1)
// and the report names exactly the rule its bug breaks, and no other. Then exit codes and one-line
// errors for engines that crash or cannot start, and bad usage.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CommandRun, runCommand } from "../cli/test-support.js";
import type { ConformReport } from "./report.js";

/** How many vectors are committed (positives and negatives), from the manifest written with them. */
const manifest = JSON.parse(readFileSync(new URL("../../fixtures/vectors/manifest.json", import.meta.url), "utf8")) as {
  counts: { positive: number; negative: number };
  vectors: { tags: { edition: string | null } }[];
};
const TOTAL = manifest.counts.positive + manifest.counts.negative;
const inEdition = (edition: string) => manifest.vectors.filter((v) => v.tags.edition === edition).length;

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "robbers-conform-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Run = CommandRun;

/** Run a command of the package from the package root; more than 60 s is a hang and fails. */
const cli = (game: "robbers" | "macrobber", ...args: string[]): Promise<Run> =>
  runCommand(join(root, `bin/${game}.js`), args, { cwd: root, timeoutMs: 60_000 });

const example = (name: string) => `node docs/examples/engines/${name}.mjs`;
const stub = (dir: string, ...flags: string[]) =>
  ["node", "src/conform/testing/stub-engine.mjs", dir, ...flags].join(" ");

/** Exit 2, one line on stderr matching `pattern`, nothing on stdout, no stack trace. */
function expectOneLine(run: Run, pattern: RegExp) {
  expect(run.code, run.err).toBe(2);
  expect(run.out).toBe("");
  expect(run.err.trimEnd().split("\n")).toHaveLength(1);
  expect(run.err).toMatch(pattern);
  expect(run.err).not.toMatch(/^\s+at /m);
}

const failing = (r: ConformReport) => r.rules.filter((x) => x.verdict === "fails").map((x) => x.id);

describe("robbers conform with the example engines", () => {
  const runs = new Map<string, Run>();
  const html = join(scratch, "rounds-down.html");
  let text: Run;
  beforeAll(async () => {
    const names = ["conforming", "rounds-down", "robs-rogue-points", "everyone-places"];
    const done = await Promise.all([
      ...names.map((n) =>
        cli(
          "robbers",
          "conform",
          "--engine",
          example(n),
          "--json",
          ...(n === "rounds-down" ? ["--html", html, "--rule-url", "../site/documents/Rules.{id}.html"] : []),
        ),
      ),
      cli("robbers", "conform", "--engine", example("rounds-down"), "--timeout", "3000"),
    ]);
    names.forEach((n, i) => {
      runs.set(n, done[i]!);
    });
    text = done.at(-1)!;
  }, 120_000);
  const report = (name: string): ConformReport => {
    const run = runs.get(name)!;
    expect(run.err).toBe("");
    return JSON.parse(run.out) as ConformReport;
  };

  it("the conforming engine passes every committed vector (exit 0)", () => {
    expect(runs.get("conforming")!.code).toBe(0);
    const r = report("conforming");
    expect(r.totals).toEqual({ selected: TOTAL, passed: TOTAL, failed: 0, skipped: 0, unsupported: 0 });
    expect(r.engine.hello).toMatchObject({ name: "conforming", identity: "outcomes", outcomes: true });
    expect(r.explanation).toEqual([]);
    expect(failing(r)).toEqual([]);
  });

  it.each([
    ["rounds-down", "RB-STEAL-HALF", "MIS-STEAL-ROUNDS-DOWN"],
    ["robs-rogue-points", "RB-ROGUE-NOSTEAL", "MIS-ROGUE-ROBS-ROGUE-POINTS"],
    ["everyone-places", "RB-PLACE-NEXT", "MIS-PLACE-EVERYONE"],
  ])("%s fails (exit 1), and the report names %s as the only failing rule, played as %s", (name, rule, mistake) => {
    expect(runs.get(name)!.code).toBe(1);
    const r = report(name);
    // The diagnosis names the misreading: every failure explained, no pass contradicted.
    expect(r.diagnosis.found.map((f) => f.hypotheses.map((h) => h.misreading?.id))).toEqual([[mistake]]);
    expect(r.diagnosis.found[0]).toMatchObject({ explains: r.totals.failed, contradicts: 0 });
    expect(r.explanation.map((e) => e.rule)).toEqual([rule]);
    expect(failing(r)).toEqual([rule]);
    expect(r.engineProblems).toEqual([]);
    expect(r.totals.failed).toBeGreaterThan(0);
    expect(r.totals.passed + r.totals.failed).toBe(TOTAL);
    // Every failing vector is covered, and the first one's diff shows the rule at work.
    expect(r.explanation[0]!.vectors).toHaveLength(r.totals.failed);
    const first = r.explanation[0]!.first.failure;
    expect(first.blame).toContain(rule);
    // A state that differs names the rule on its diff lines; robs-rogue-points may instead refuse a
    // follow choice it never asks (it asks a steal), which is blamed on the rule as a whole.
    if (first.kind === "state") {
      expect(first.differences.some((d) => d.blame.includes(rule))).toBe(true);
      expect(first.differences[0]!.text).toMatch(/the engine (says|lists) .*, the rules give /);
    } else expect(first.kind).toBe("refused");
  });

  it("everyone-places passes under the Z-Man presets, where everyone places legitimately", () => {
    const r = report("everyone-places");
    expect(r.editions["C1-ZMan"]).toMatchObject({ failed: 0, passed: inEdition("C1-ZMan") });
    expect(r.editions["C2-ZMan"]).toMatchObject({ failed: 0, passed: inEdition("C2-ZMan") });
    expect(
      r.vectors
        .filter((v) => v.status === "failed")
        .every((v) => v.event === "bag-tile" && !v.edition!.endsWith("ZMan")),
    ).toBe(true);
  });

  it("prints the text report with the verdict first and last, and the diff of the first failure", () => {
    expect(text.code).toBe(1);
    expect(text.err).toBe("");
    const lines = text.out.trimEnd().split("\n");
    const failed = report("rounds-down").totals.failed;
    expect(lines[0]).toBe(
      `FAIL: ${failed} of ${TOTAL} vectors fail (${TOTAL - failed} passed, ${failed} failed, 0 skipped, 0 unsupported); diagnosis: the engine plays RB-STEAL-HALF as half rounded down instead of half rounded up (MIS-STEAL-ROUNDS-DOWN)`,
    );
    expect(lines.at(-1)).toBe(lines[0]);
    expect(text.out).toContain(`RB-STEAL-HALF (Half the points, rounded up): ${failed} failing vectors (`);
    // The position line names RB-STEAL-HALF among the rules that decide it (the scoreboard, and
    // RB-STEAL-MULTI when several robbers stole from one movement).
    expect(text.out).toMatch(
      /^ {4}- \w+'s (meeple|messenger): the engine says on \d+, the rules give on \d+ {2}\[[^\]]*RB-STEAL-HALF[^\]]*\]$/m,
    );
    expect(text.out).toMatch(/^By rule .*\n(.*\n)* {2}RB-STEAL-HALF +\d+ +\d+ +0 +0 +0 +FAILS$/m);
  });

  it("writes the HTML report: one self-contained page", () => {
    const page = readFileSync(html, "utf8");
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain("RB-STEAL-HALF");
    expect(page).not.toMatch(/<script|<link|src="http/);
    // Rule ids link to their pages on the docs site (the other direction of each rule page's vector list).
    expect(page).toContain('<a href="../site/documents/Rules.RB-STEAL-HALF.html">RB-STEAL-HALF</a>');
  });
});

describe("robbers conform: text, exit codes and errors", () => {
  it("fails an engine that answers unsupported to a required vector it says it plays, and one that plays nothing", async () => {
    // s1-0000 is required (no reading matters); s1-0002 depends on a reading.
    const both = await cli(
      "robbers",
      "conform",
      "--engine",
      stub("fixtures/vectors", "--fault", "unsupported:*"),
      "--ids",
      "s1-0000,s1-0002",
      "--json",
    );
    expect(both.code).toBe(1);
    const r = JSON.parse(both.out) as ConformReport;
    expect(r.vectors.map((v) => [v.id, v.status, v.engineProblem ?? null])).toEqual([
      ["s1-0000", "failed", "unsupported"],
      ["s1-0002", "unsupported", null],
    ]);
    const none = await cli(
      "robbers",
      "conform",
      "--engine",
      stub("fixtures/vectors", "--fault", "unsupported:*"),
      "--ids",
      "s1-0002",
    );
    expect(none.code).toBe(1);
    expect(none.out).toMatch(
      /^FAIL: no vector was run \(1 vector selected: 0 passed, 0 failed, 0 skipped, 1 unsupported\)/,
    );
  });

  it("reports a reply whose fields have the wrong JSON types as an engine problem, not a rule", async () => {
    const run = await cli(
      "robbers",
      "conform",
      "--engine",
      stub("fixtures/vectors", "--identity", "outcomes", "--fault", "malformed:s1-0000"),
      "--ids",
      "s1-0000",
      "--json",
    );
    expect(run.code).toBe(1);
    const v = (JSON.parse(run.out) as ConformReport).vectors[0]!;
    expect(v.engineProblem).toBe("bad-reply");
    expect(v.blame).toEqual([]);
    expect(v.failures[0]!.summary).toMatch(
      /the engine's reply is malformed: figures is "x" \(a string\), where the rules give a object/,
    );
  });

  it("reports an engine that crashes on a vector, naming it (exit 1, no stack trace)", async () => {
    const run = await cli(
      "robbers",
      "conform",
      "--engine",
      stub("fixtures/vectors", "--fault", "crash:s1-0001"),
      "--ids",
      "s1-0000,s1-0001,s1-0002",
    );
    expect(run.code).toBe(1);
    expect(run.err).toBe("");
    expect(run.out).toMatch(/^FAIL: 1 of 3 vectors fails /);
    expect(run.out).toMatch(
      /Engine problems \(1 vector, blamed on no rule\):\n {2}s1-0001 \(C1-ZMan, moment\):\n {4}apply \(outcome 1 of \d+\): the engine exited with code 3 before answering/,
    );
    expect(run.out).not.toMatch(/^\s+at /m);
  });

  it("exits 2 with one line when the engine cannot start, or on bad usage", async () => {
    const [missing, noEngine, badTimeout, badIds, badSkip] = await Promise.all([
      cli("robbers", "conform", "--engine", "robbers-no-such-engine-xyz"),
      cli("robbers", "conform"),
      cli("robbers", "conform", "--engine", "true", "--timeout", "soon"),
      cli("robbers", "conform", "--engine", "true", "--ids", "s1-9999"),
      cli("robbers", "conform", "--engine", "true", "--skip", "no-such-skip-list.txt"),
    ]);
    expectOneLine(
      missing,
      /^robbers: conform: the engine "robbers-no-such-engine-xyz" cannot start: exited with code 127 before answering/,
    );
    expect(noEngine.code).toBe(2);
    expect(noEngine.err).toMatch(
      /^robbers: required option '--engine <command>' not specified \(add --help for usage and examples\)\n$/,
    );
    expect(badTimeout.code).toBe(2);
    expect(badTimeout.err).toMatch(/--timeout/);
    expectOneLine(badIds, new RegExp(`^robbers: conform: --ids: no vector s1-9999 among the ${TOTAL} vectors\n$`));
    expectOneLine(badSkip, /no-such-skip-list\.txt: \$: no such file/);
  });

  it("is listed in --help, with examples", async () => {
    const [help, own] = await Promise.all([cli("robbers", "--help"), cli("robbers", "conform", "--help")]);
    expect(help.out).toMatch(/conform \[options\]/);
    expect(own.code).toBe(0);
    expect(own.out).toContain('robbers conform --engine "node my-engine.mjs"');
  });
});

describe("macrobber conform", () => {
  it("runs MacRobber's committed vectors through the same command", async () => {
    const run = await cli(
      "macrobber",
      "conform",
      "--engine",
      stub("fixtures/vectors/macrobber", "--game", "macrobber", "--outcomes"),
      "--json",
    );
    expect(run.code, run.err).toBe(0);
    const r = JSON.parse(run.out) as ConformReport;
    expect(r.totals.failed).toBe(0);
    expect(r.totals.passed).toBe(r.totals.selected);
    expect(r.totals.selected).toBeGreaterThanOrEqual(30);
  });
});
