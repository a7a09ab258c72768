// The package as its users get it: `npm pack`, install the tarball into an empty project, then
// (a) plain Node imports the library (the root and the "robbers-spec/macrobber" entry) and asks a
// question, (b) a TypeScript file type-checks against the shipped declarations under the consumer's
// own strict settings, (c) the installed commands run through npx, (d) a CommonJS project (what
// `npm init -y` makes) requires the library on Node 20.19 or later, and type-checks a TypeScript file
// named `.mts`. `npm test` builds dist/ first.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { macRobberInterpretations } from "../../spec/macrobber/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const examples = join(root, "docs/examples/consumer");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
let project = "";
let packed: string[] = [];
let tarballPath = "";

/** Runs a command in the consumer project; a failure shows its output, not just its exit code. */
function run(command: string, args: readonly string[]): string {
  const r = spawnSync(command, args, {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "robbers-consumer-"));
  // --ignore-scripts: `npm test` has just built dist/; packing must not rebuild it under vitest.
  const tarball = execFileSync(npm, ["pack", "--ignore-scripts", "--silent", "--pack-destination", project], {
    cwd: root,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop()!;
  tarballPath = join(project, tarball);
  packed = execFileSync("tar", ["tzf", join(project, tarball)], { encoding: "utf8" })
    .trim()
    .split("\n");
  writeFileSync(
    join(project, "package.json"),
    `${JSON.stringify({ name: "consumer", private: true, type: "module" })}\n`,
  );
  run(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", `./${tarball}`]);
  for (const file of readdirSync(examples)) cpSync(join(examples, file), join(project, file));
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

it("packs what a user needs and none of the tests, reports or sources", () => {
  for (const needed of [
    "package/dist/src/index.js",
    "package/dist/src/index.d.ts",
    "package/dist/src/games/macrobber/library/index.js",
    "package/bin/robbers.js",
    "package/docs/schemas/robbers-trace-1.schema.json",
    "package/docs/examples/example-3.scenario.json",
    "package/fixtures/vectors/s1-0000.json",
    "package/README.md",
  ]) {
    expect(packed).toContain(needed);
  }
  const unwanted = packed.filter((f) =>
    /\.test\.|\.ts$(?<!\.d\.ts)|^package\/(src|spec|properties|bench|reports|site)\//.test(f),
  );
  expect(unwanted).toEqual([]);
});

it("(a) plain Node imports the library and gets the rules' answer (RB-STEAL-HALF: 5 points, 3 stolen)", () => {
  const out = run(process.execPath, ["ask.mjs"]);
  expect(out).toContain("ann takes 3 from ben's meeple (5)");
  expect(out).toContain("scores: ann 3, ben 8");
  expect(out).toContain("macrobber: ann begins; the game expects take-tokens");
});

it("(b) a strict TypeScript project type-checks against the shipped declarations", () => {
  // The repository's compiler, the consumer's tsconfig (exactOptionalPropertyTypes, erasableSyntaxOnly, no @types/node, skipLibCheck off).
  const tsc = join(root, "node_modules/typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project, encoding: "utf8" });
  expect(r.stdout + r.stderr).toBe("");
  expect(r.status).toBe(0);
  // ...and the check has teeth: a wrong type against the same declarations fails.
  writeFileSync(
    join(project, "wrong.ts"),
    'import { robbersSpec } from "robbers-spec";\nrobbersSpec({ edition: "C4" });\n',
  );
  writeFileSync(
    join(project, "tsconfig.wrong.json"),
    `${JSON.stringify({ extends: "./tsconfig.json", files: ["wrong.ts"] })}\n`,
  );
  const wrong = spawnSync(process.execPath, [tsc, "-p", "tsconfig.wrong.json"], { cwd: project, encoding: "utf8" });
  expect(wrong.status).not.toBe(0);
  expect(wrong.stdout).toMatch(/"C4"/);
});

it("(c) the installed commands run: robbers explain of the bundled example 3, macrobber rules", () => {
  const explained = run(npm, [
    "exec",
    "--offline",
    "--",
    "robbers",
    "explain",
    "node_modules/robbers-spec/docs/examples/example-3.scenario.json",
  ]);
  expect(explained).toMatch(/distinct outcome/);
  const rules = run(npm, ["exec", "--offline", "--", "macrobber", "rules"]);
  expect(rules).toMatch(/MR-SETUP/);
  // The installed command lists as many interpretations as the ruleset in this tree has.
  const interpretationCount = macRobberInterpretations.length;
  expect(rules).toMatch(new RegExp(`^\\d+ rules, ${interpretationCount} interpretations\\.$`, "m"));
});

it("(d) a CommonJS project requires the library (Node 20.19+) and type-checks a .mts file against it", () => {
  const cjs = mkdtempSync(join(tmpdir(), "robbers-consumer-cjs-"));
  try {
    writeFileSync(
      join(cjs, "package.json"),
      `${JSON.stringify({ name: "consumer-cjs", private: true, type: "commonjs" })}\n`,
    );
    const install = spawnSync(
      npm,
      ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", tarballPath],
      { cwd: cjs, encoding: "utf8" },
    );
    expect(install.status, install.stderr).toBe(0);
    cpSync(join(examples, "ask.cjs"), join(cjs, "ask.cjs"));
    const asked = spawnSync(process.execPath, ["ask.cjs"], { cwd: cjs, encoding: "utf8" });
    expect(asked.stderr).toBe("");
    expect(asked.stdout).toContain("ann takes 3 from ben's meeple (5)");
    expect(asked.stdout).toContain("macrobber: ann begins; the game expects take-tokens");
    // TypeScript in a CommonJS project: the same file named .mts is an ES module, and checks.
    cpSync(join(examples, "ask-typed.ts"), join(cjs, "ask-typed.mts"));
    writeFileSync(
      join(cjs, "tsconfig.json"),
      `${JSON.stringify({ extends: join(examples, "tsconfig.json"), files: ["ask-typed.mts"] })}\n`,
    );
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const checked = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: cjs, encoding: "utf8" });
    expect(checked.stdout + checked.stderr).toBe("");
  } finally {
    rmSync(cjs, { recursive: true, force: true });
  }
}, 180_000);
