// The README's claims about what commands print are held to what the commands print: the first
// command lines and their scripts, `npm run example` (run for real), the columns of `npm run trace`,
// the `robbers` commands it shows with their exit codes and sample output, and the `macrobber`
// commands it lists (all but `vectors`, whose files fixtures/vectors tests hold, and `conform`,
// which needs an engine). A sample's `...` or
// `{...}` stands for text left out; every other character must be in the output.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { macRobberRules } from "../../../spec/macrobber/index.js";
import { ROOT } from "../../site/build-site.js";
import { traceTable } from "../../trace/traceability.js";
import { runCli as macRobberCli } from "../macrobber/main.js";
import { compareEditions } from "../robbers/library/editions.js";
import { runCli } from "../robbers/main.js";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts;

/** Runs a command's CLI in-process from the repository root, as `npx <command>` would. */
async function run(cli: typeof runCli, args: readonly string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const write = (t: string): void => {
    out += t;
  };
  const code = await cli(args, { out: write, err: write });
  return { code, out };
}
const robbers = (args: readonly string[]) => run(runCli, args);
const macrobber = (args: readonly string[]) => run(macRobberCli, args);

/** A sample line as a pattern: `...` (with a comma before it, if any) and `{...}` match anything. */
const samplePattern = (line: string): RegExp =>
  new RegExp(
    `^${line
      .trim()
      .split(/(?:, )?\{?\.\.\.\}?/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

/** The README's indented block that starts with a line beginning `first` (4 spaces stripped). */
function sampleBlock(first: string): string[] {
  const lines = readme.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`    ${first}`));
  if (start < 0) throw new Error(`README.md has no sample block starting "${first}"`);
  const end = lines.findIndex((l, i) => i > start && !l.startsWith("    "));
  return lines.slice(start, end).map((l) => l.slice(4));
}

/** The sample's lines that are not elisions, each found in the output after the previous one. */
function expectSampleIn(sample: readonly string[], output: string): void {
  const lines = output.split("\n").map((l) => l.trim());
  let at = 0;
  for (const line of sample.filter((l) => l.trim() !== "...")) {
    const pattern = samplePattern(line);
    const found = lines.findIndex((l, i) => i >= at && pattern.test(l));
    expect(
      found,
      `README sample line not in the output (in order):\n${line}\n--- output ---\n${output}`,
    ).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

it("starts with `npm ci && npm start`, then `npm ci && npm test`, and keeps `npm run example`", () => {
  const commands = [...readme.matchAll(/^ {4}(npm .*)$/gm)].map((m) => m[1]);
  expect(commands.slice(0, 3)).toEqual(["npm ci && npm start", "npm ci && npm test", "npm run example"]);
  for (const name of ["start", "test", "example", "docs"]) expect(scripts[name], name).toBeTruthy();
});

it("the sample matcher fails on a line the output lacks, and lets `...` stand for left-out text", () => {
  expect(samplePattern("Listed 20 of 112 outcomes; 92 more").test("Listed 20 of 112 outcomes; 92 more")).toBe(true);
  expect(
    samplePattern("[decided: RB-STEAL-HALF, ...]").test("[decided: RB-STEAL-HALF | consulted: RB-STEAL-KEEP]"),
  ).toBe(true);
  expect(samplePattern("choices: you plan: {...}; blue").test('choices: you plan: {"sequence":[]}; blue')).toBe(true);
  expect(samplePattern("112 distinct outcomes").test("113 distinct outcomes")).toBe(false);
  expect(() => expectSampleIn(["a", "c"], "c\na")).toThrow();
});

describe("`npm run example`", () => {
  const claim =
    /`npm run example` prints the (\d+) groups of Example #3's (\d+)\s+distinct outcomes[^.]*the first outcome in full[^.]*how (\S+) and (\S+) differ \(`compareEditions`/.exec(
      readme,
    );

  it("runs docs/examples/ask.ts and prints what the README says it prints", () => {
    expect(claim, "the README says what `npm run example` prints").not.toBeNull();
    const [, groups, distinct, a, b] = claim!;
    expect(scripts.example).toBe("tsx docs/examples/ask.ts");
    const out = execFileSync("npm", ["run", "--silent", "example"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      new RegExp(`^${distinct} distinct outcomes \\(\\d+ choice paths\\), in ${groups} groups:$`),
    );
    expect(lines.filter((l) => /^Group \d+: /.test(l))).toHaveLength(Number(groups));
    expect(lines).toContain("The first outcome in full:");
    expect(lines.some((l) => /^Outcome 1 /.test(l))).toBe(true);
    // The differences as the library gives them, one line each, after the heading that names them.
    const heading = lines.indexOf(`How ${a} and ${b} differ (compareEditions):`);
    expect(heading).toBeGreaterThan(0);
    const differences = compareEditions(a as "C2-ZMan", b as "C3");
    expect(differences.length).toBeGreaterThan(0);
    expect(lines.slice(heading + 1)).toEqual(
      differences.map(
        (d) =>
          `  ${d.decision}: ${String(d.a.value)} (${d.a.by.join(", ")}) vs ${String(d.b.value)} (${d.b.by.join(", ")})`,
      ),
    );
  }, 60_000);

  it("and the README's snippet names the decisions compareEditions returns", () => {
    const comment = /console\.log\(compareEditions\("C2-ZMan", "C3"\)\);\n\/\/ -> (.*)/.exec(readme)?.[1] ?? "";
    // The comment shows the shape console.log prints: one { decision: "...", a, b } per difference.
    const named = [...comment.matchAll(/decision: "(\w+)"/g)].map((m) => m[1]);
    expect(named).toEqual(compareEditions("C2-ZMan", "C3").map((d) => d.decision));
  });
});

it("`npm run trace` has the columns the README lists, and its rows keep the sources for --json", () => {
  const row = readme.split("\n").find((l) => l.startsWith("| `npm run trace` |"));
  const listed = /with the columns ((?:`[^`]+`(?:, )?)+)/.exec(row ?? "")?.[1];
  expect(listed, "the README lists the columns of `npm run trace`").toBeDefined();
  const header = traceTable([])
    .split("\n")[0]!
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
  expect([...listed!.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual(header);
  expect(header).not.toContain("sources");
  expect(readFileSync(join(ROOT, "src/games/trace-cli.ts"), "utf8")).toMatch(/traceTable\(t\.rows\)/);
});

describe("the `robbers` commands the README shows", () => {
  it("`robbers explain` of example 3 prints the README's sample", async () => {
    expect(readme).toContain("    npx robbers explain docs/examples/example-3.scenario.json\n");
    const { code, out } = await robbers(["explain", "docs/examples/example-3.scenario.json"]);
    expect(code).toBe(0);
    expectSampleIn(sampleBlock("112 distinct outcomes"), out);
  });

  it("`robbers check` gives each example trace the exit code and the rules the README names", async () => {
    const lines = [...readme.matchAll(/^ {4}npx robbers check (\S+)\s+# exit (\d)(?:, (.+))?$/gm)];
    expect(lines.map((m) => m[1])).toEqual([
      "docs/examples/conforming.trace.jsonl",
      "docs/examples/rounds-down.trace.jsonl",
      "docs/examples/robs-rogue-points.trace.json",
      "docs/examples/everyone-places.trace.json",
    ]);
    for (const [, file, exit, comment] of lines) {
      const { code, out } = await robbers(["check", file!]);
      expect(code, file).toBe(Number(exit));
      // Rule ids (RB-…) and edition ids (C1-ZMan, …) the comment names are in the report.
      for (const id of (comment ?? "").match(/\b(?:RB-[A-Z-]+|C\d-(?:HiG|ZMan))\b/g) ?? [])
        expect(out, `${file}: ${id}`).toContain(id);
    }
  }, 60_000);

  it("`robbers check` of rounds-down prints the README's sample report", async () => {
    const { out } = await robbers(["check", "docs/examples/rounds-down.trace.jsonl"]);
    expectSampleIn(sampleBlock("does not conform under C3"), out);
  }, 30_000);

  it("`robbers vectors --seed 7 --count 5` writes five JSON lines on standard output", async () => {
    expect(readme).toMatch(/^ {4}npx robbers vectors --seed 7 --count 5 > vectors\.jsonl +# JSON Lines on stdout$/m);
    const { code, out } = await robbers(["vectors", "--seed", "7", "--count", "5"]);
    expect(code).toBe(0);
    const lines = out.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("the `macrobber` commands the README shows", () => {
  const shown = (command: string) =>
    expect(readme).toMatch(new RegExp(`^ {4}npx macrobber ${command.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} +# `, "m"));

  it("`macrobber rules` lists every rule and interpretation with its sources", async () => {
    shown("rules");
    const { code, out } = await macrobber(["rules"]);
    expect(code).toBe(0);
    for (const r of macRobberRules) expect(out, r.id).toContain(r.id);
    expect(out).toContain("004_7cad5ba990d5d333.txt");
  });

  it("`macrobber play` writes a seeded game as a trace that `macrobber check` accepts, and `explain` answers its 4th event", async () => {
    shown("play --players ann,ben,cat --seed 7 --out game.jsonl");
    shown("check game.jsonl");
    shown("explain --players ann,ben,cat --seed 7 --events 3");
    const dir = mkdtempSync(join(tmpdir(), "readme-macrobber-"));
    try {
      const trace = join(dir, "game.jsonl");
      expect((await macrobber(["play", "--players", "ann,ben,cat", "--seed", "7", "--out", trace])).code).toBe(0);
      const checked = await macrobber(["check", trace]);
      expect(checked.code).toBe(0);
      expect(checked.out).toMatch(/^conforms: /);
      const explained = await macrobber(["explain", "--players", "ann,ben,cat", "--seed", "7", "--events", "3"]);
      expect(explained.code).toBe(0);
      expect(explained.out).toMatch(/the event after 3 events/);
      expect(explained.out).toMatch(/^\d+ distinct outcomes? \(/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
