// The code the site and the README show cannot drift from the package: every ```ts block of every
// generated page and of README.md is written to a temporary folder and type-checked against the
// package's public entry points (the registry's entries: "robbers-spec" = src/index.ts,
// "robbers-spec/macrobber" = src/games/macrobber/library/index.ts, mapped with `paths`), with the
// repository's own compiler settings. A game the package does not ship (Dice Race, the kit's example)
// shows code run from a clone, importing "./src/..." and "./spec/..."; those snippets are checked
// from the repository's root. Only the snippets' own errors count here: the package's are
// `tsc --noEmit`'s business. A deliberately wrong snippet checks that the check can fail.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, expect, it } from "vitest";
import { ROOT } from "../../site/build-site.js";
import { sitePages } from "../../site/generate.js";
import { loadSiteData } from "../../site/site-data.js";
import { REGISTRY } from "../registry.js";
import { SITE_GAMES } from "./games.js";

const FENCED_TS = /^```ts\n([\s\S]*?)^```$/gm;

/** Every ```ts block of a Markdown text. */
const tsBlocks = (markdown: string): string[] => [...markdown.matchAll(FENCED_TS)].map((m) => m[1]!);

/** Each distinct snippet with the places that show it. */
async function collectSnippets(): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const add = (source: string, where: string) => out.set(source, [...(out.get(source) ?? []), where]);
  for (const page of sitePages(await loadSiteData(ROOT, SITE_GAMES)).pages)
    for (const block of tsBlocks(page.content)) add(block, `site page ${page.path}`);
  for (const block of tsBlocks(readFileSync(join(ROOT, "README.md"), "utf8"))) add(block, "README.md");
  return out;
}

/** A snippet that must not compile: if it does, the check below checks nothing. */
const WRONG = 'import { noSuchExport } from "robbers-spec";\nnoSuchExport();\n';

/** The snippets' own type errors, per file, after compiling them with the repository's settings. */
function snippetErrors(files: readonly string[]): Map<string, string[]> {
  const base = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    ROOT,
  );
  const options: ts.CompilerOptions = {
    ...base.options,
    noEmit: true,
    // Snippets name values to show them, not to use them all.
    noUnusedLocals: false,
    typeRoots: [join(ROOT, "node_modules/@types")],
    // Each game's entry point as the package names it ("." is the package itself).
    paths: Object.fromEntries(
      REGISTRY.flatMap((r) =>
        r.entry === undefined ? [] : [[`robbers-spec${r.entry.key.slice(1)}`, [join(ROOT, r.entry.source)]]],
      ),
    ),
  };
  const program = ts.createProgram({ rootNames: files, options });
  const errors = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file?.fileName;
    if (!file || !files.includes(file)) continue;
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
    errors.set(file, [
      ...(errors.get(file) ?? []),
      `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    ]);
  }
  return errors;
}

const dir = realpathSync(mkdtempSync(join(tmpdir(), "code-examples-")));
/** Snippets run from a clone sit at the repository's root while they are checked (`.mts`: no tsconfig pattern takes them). */
const fromClone = (source: string) => /^import .* from "\.\/(src|spec)\//m.test(source);
const atRoot: string[] = [];
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const file of atRoot) rmSync(file, { force: true });
});

it("compiles every TypeScript snippet of the site and the README against the package", async () => {
  const snippets = await collectSnippets();
  const shown = [...snippets.values()].flat();
  // The front page's question, MacRobber's "Using it", each interpretation's readings, each preset, the README's blocks.
  for (const place of [
    "site page home.md",
    "site page macrobber.md",
    "site page interpretations.md",
    "site page macrobber/interpretations.md",
    "site page rules/ED-C3.md",
    "README.md",
  ])
    expect(shown, place).toContain(place);
  const files = [...snippets.keys()].map((source, i) => {
    const name = `snippet-${String(i).padStart(3, "0")}.mts`;
    const file = fromClone(source) ? join(ROOT, `.code-example-${process.pid}-${name}`) : join(dir, name);
    if (fromClone(source)) atRoot.push(file);
    writeFileSync(file, source);
    return file;
  });
  expect(atRoot.length, "Dice Race's snippets, run from a clone").toBeGreaterThan(0);
  const wrong = join(dir, "wrong.mts");
  writeFileSync(wrong, WRONG);
  const errors = snippetErrors([...files, wrong]);
  expect(errors.get(wrong)?.join("\n"), "a wrong snippet must be reported").toMatch(/noSuchExport/);
  const broken = files.flatMap((file, i) => {
    const found = errors.get(file);
    return found ? [`${[...snippets.values()][i]!.join(", ")}:\n${[...snippets.keys()][i]}\n${found.join("\n")}`] : [];
  });
  expect(broken, broken.join("\n\n")).toEqual([]);
}, 180_000);
