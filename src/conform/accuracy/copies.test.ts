// Manifests of broken copies: a bad manifest is refused with the file and the JSON path of each
// problem (never a partial list), a copy runs by its language, and a copy the vectors do not see is
// no case while one they see is scored against the rule its author broke.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandOf, copiesLines, copiesMarkdown, copiesScore, readManifest, scoreCopy } from "./copies.js";
import type { MutantRun } from "./headline.js";

const known = new Set(["RB-STEAL-HALF", "RB-STEAL-SELF", "RB-PLACE-TARGET"]);
const dir = mkdtempSync(join(tmpdir(), "copies-"));
const manifest = (name: string, content: string) => {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
};
for (const f of ["b01.py", "b02.mjs"]) writeFileSync(join(dir, f), "");
const message = async (r: ReturnType<typeof readManifest>) => {
  const read = await r;
  return read.ok ? "" : read.message;
};

const run = (failed: number, headline: MutantRun["headline"]): MutantRun => ({
  isCase: failed > 0,
  passed: 300,
  failed,
  selected: 300 + failed,
  headline,
  seconds: 1,
});
const named = (...rules: string[]): MutantRun["headline"] => ({
  kind: "named",
  rules,
  groups: rules.map((r) => [r]),
  candidates: rules,
});

describe("reading a manifest", () => {
  it("reads copies with the rules they break", async () => {
    const file = manifest(
      "good.json",
      JSON.stringify([
        { file: "b01.py", rules: ["RB-STEAL-HALF"], mistake: "rounds down" },
        { file: "b02.mjs", rules: ["RB-STEAL-SELF"], mistake: "robs its own player", detected: true },
      ]),
    );
    const r = await readManifest(file, known);
    expect(r.ok && r.value.copies.map((c) => c.file)).toEqual(["b01.py", "b02.mjs"]);
    expect(r.ok && r.value.dir).toBe(dir);
  });

  it("names the file and the JSON path of every problem", async () => {
    const file = manifest(
      "bad.json",
      JSON.stringify([
        { file: "b01.py", rules: ["RB-STEAL-HALF"], mistake: "" },
        { file: "../b02.sh", rules: ["steal half"], mistake: "x" },
      ]),
    );
    const m = await message(readManifest(file, known));
    expect(m).toContain(`${file} $[0].mistake`);
    expect(m).toContain(`${file} $[1].file`);
    expect(m).toContain(`${file} $[1].rules[0]`);
  });

  it("refuses rule ids the game lacks, a file listed twice and a file that is not there", async () => {
    const file = manifest(
      "unknown.json",
      JSON.stringify([
        { file: "b01.py", rules: ["RB-STEAL-THIRD"], mistake: "a" },
        { file: "b01.py", rules: ["RB-STEAL-HALF"], mistake: "b" },
        { file: "b09.py", rules: ["RB-STEAL-HALF"], mistake: "c" },
      ]),
    );
    const m = await message(readManifest(file, known));
    expect(m).toContain("$[2].file: b09.py is not beside the manifest");
    expect(m).toContain("$[0].rules[0]: RB-STEAL-THIRD is not a rule of the game");
    expect(m).toContain("$[1].file: b01.py is listed twice");
  });

  it("refuses what is not JSON, an empty list, a missing file and a folder", async () => {
    expect(await message(readManifest(manifest("text.json", "[{"), known))).toMatch(/text\.json: not JSON/);
    expect(await message(readManifest(manifest("empty.json", "[]"), known))).toContain("empty.json $:");
    expect(await message(readManifest(join(dir, "absent.json"), known))).toMatch(/absent\.json: \$: /);
    expect(await message(readManifest(dir, known))).toMatch(/: \$: .*director|folder/);
  });
});

describe("running and scoring copies", () => {
  it("runs a copy by its language", () => {
    expect(commandOf("/e", { file: "b01.py", rules: ["RB-A-B"], mistake: "m" })).toBe("python3 '/e/b01.py'");
    expect(commandOf("/e", { file: "b01.mjs", rules: ["RB-A-B"], mistake: "m" })).toBe("node '/e/b01.mjs'");
    // Nothing in a folder's name is expanded by the shell, a quote included.
    expect(commandOf("/a $HOME 'b'", { file: "b01.py", rules: ["RB-A-B"], mistake: "m" })).toBe(
      "python3 '/a $HOME '\\''b'\\''/b01.py'",
    );
  });

  it("scores the copies the vectors see, against the rule their author broke", () => {
    const half = { file: "b01.py", rules: ["RB-STEAL-HALF"], mistake: "rounds down" };
    const self = { file: "b02.py", rules: ["RB-STEAL-SELF"], mistake: "robs its own player" };
    const target = { file: "b03.py", rules: ["RB-PLACE-TARGET"], mistake: "never seen" };
    const cases = [
      scoreCopy(half, run(12, named("RB-STEAL-HALF"))),
      scoreCopy(self, run(5, named("RB-STEAL-HALF"))),
      scoreCopy(target, run(0, { kind: "none", rules: [], groups: [], candidates: [] })),
    ];
    expect(cases.map((c) => c.outcome?.exact ?? null)).toEqual([true, false, null]);
    expect(copiesScore(cases)).toEqual({ cases: 2, exact: 1, top3: 1, abstained: 0, wrong: 1 });
    const lines = copiesLines("robbers-python", cases);
    expect(lines[1]).toContain(
      "b02.py: breaks RB-STEAL-SELF; 5 vectors failed; first line names RB-STEAL-HALF: named wrongly",
    );
    expect(lines[2]).toContain("not seen (no vector fails)");
    expect(lines.at(-1)).toContain("3 copies, 2 seen by the vectors; named exactly 1 (50%)");
    const md = copiesMarkdown([{ label: "robbers-python", manifest: "m.json", cases }], "npm run x", "2026-11-29");
    expect(md).toContain("| `b01.py` | RB-STEAL-HALF | rounds down | 12 | RB-STEAL-HALF | named exactly |");
    expect(md).not.toContain("All 3 copies");
    const two = copiesMarkdown(
      [
        { label: "a", manifest: "a.json", cases },
        { label: "b", manifest: "b.json", cases },
      ],
      "npm run x",
      "2026-11-29",
    );
    expect(two).toContain("All 6 copies: 4 seen by the vectors, named exactly 2 (50%), named wrongly 2 (50%).");
  });
});
