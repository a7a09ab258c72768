// The class, not the instance (issue 37, item 7): a file a user names is opened only by
// src/oracle/user-files.ts, which refuses FIFOs and devices and never writes through a symbolic link.
// This test fails when a raw open, read or write of a file appears anywhere else in src/ (tests
// aside), unless the file is listed below with the reason its paths are not the user's.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Calls that open a path (node:fs and node:fs/promises); a method of an opened FileHandle (`.createReadStream(`) is not one. */
const RAW_CALL =
  /(?<![.\w$])(writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|createReadStream|readFileSync|readFile|openSync|copyFileSync|copyFile|cpSync|truncateSync)\s*\(/;
/** `open` taken from node:fs or node:fs/promises (a call named open is too common to look for), or the whole module. */
const RAW_OPEN =
  /import\s*\{[^}]*\bopen\b[^}]*\}\s*from\s*"(node:)?fs(\/promises)?"|import\s+(\*\s*as\s+)?\w+\s+from\s*"(node:)?fs(\/promises)?"/;

/** Where raw calls are allowed, and why the paths there are not a user's. */
const ALLOWED: ReadonlyArray<readonly [prefix: string, reason: string]> = [
  ["src/oracle/user-files.ts", "the helper itself"],
  ["src/conform/descendants.ts", "reads /proc/<pid>/stat and environ of the engine's processes"],
  ["src/conform/package-root.ts", "reads the package's own package.json"],
  ["src/cli/program.ts", "reads the package's own package.json (the version)"],
  ["src/conform/testing/", "a stub engine for tests, reading the vector folder its test gives it"],
  ["src/conform/accuracy/", "the diagnosis accuracy measurement: its own work folder and the repository's files"],
  ["src/games/diagnosis-accuracy-", "the diagnosis accuracy measurement: repository files and its workers' results"],
  [
    "src/games/diagnosis-copies-cli.ts",
    "writes reports/diagnosis/copies.json and docs/diagnosis-copies.md in the repository",
  ],
  ["src/games/fuzz/", "the fuzzer reads the repository's examples"],
  ["src/games/new-game-cli.ts", "copies Dice Race's files into a new game's folders of the repository"],
  ["src/games/trace-cli.ts", "writes docs/traceability*.json in the repository"],
  ["src/games/write-kill-matrices.ts", "writes fixtures/kill-matrix and fixtures/fault-dictionary in the repository"],
  ["src/games/write-schemas.ts", "writes docs/schemas in the repository"],
  ["src/kit/json-files.ts", "reads the package's fixture folders (the sources' worked examples)"],
  ["src/docs/", "the docs generators read the repository's fixtures"],
  ["src/trace/", "the mutation reports read Stryker's reports and write docs/mutation.md"],
  ["src/verify/fixtures.ts", "writes fixtures/counterexamples in the repository"],
  ["src/verify/counterexamples.ts", "reads fixtures/counterexamples in the repository"],
  // The site (src/site/, owned apart) builds into its own output folder; its static server is issue
  // 37's item 5, still to move onto file descriptors.
  ["src/site/", "the site builder writes its own output folder; the static server serves the built site"],
];

/** Every source file under `dir` (tests and test helpers left out), relative to the root. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.test\.ts$|test-support\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The lines of a file that open a path raw, comment lines left out (a doc comment may show an example). */
function rawOpens(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const code = text
    .split("\n")
    .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l))
    .join("\n");
  const hits = code.split("\n").filter((l) => RAW_CALL.test(l));
  return RAW_OPEN.test(code) ? [...hits, "open, or the whole node:fs module, imported"] : hits;
}

describe("user-named files are opened only by src/oracle/user-files.ts", () => {
  const files = sources("src");

  it("no raw open, read or write of a file outside the allowed places", () => {
    const offenders = files
      .filter((f) => !ALLOWED.some(([prefix]) => f.startsWith(prefix)))
      .flatMap((f) => rawOpens(f).map((line) => `${relative(root, join(root, f))}: ${line.trim()}`));
    expect(offenders, "route these through src/oracle/user-files.ts, or list the file with a reason").toEqual([]);
  });

  it("every allowed place still needs to be (the list does not grow stale)", () => {
    const unused = ALLOWED.filter(([prefix]) => !files.some((f) => f.startsWith(prefix) && rawOpens(f).length > 0));
    expect(unused.map(([prefix]) => prefix)).toEqual([]);
  });

  it("the guard sees a raw write (it would catch the bug it is for)", () => {
    expect(RAW_CALL.test("await writeFile(join(opts.out, name), text);")).toBe(true);
    expect(RAW_CALL.test("const s = fs.createWriteStream(file);")).toBe(false); // caught by the import below
    expect(RAW_OPEN.test('import * as fs from "node:fs";')).toBe(true);
    expect(RAW_OPEN.test('import { open, stat } from "node:fs/promises";')).toBe(true);
    expect(rawOpens("src/oracle/user-files.ts").length).toBeGreaterThan(0);
  });
});
