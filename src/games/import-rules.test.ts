// The import rules (.dependency-cruiser.cjs) hold for any game, not only the registered ones (issue
// 35, item 1): imports between two made-up games and from generic folders into them are planted in
// a temporary tree, and dependency-cruiser must refuse each one under the rule that forbids it, and
// nothing else (the allowed imports planted beside them pass). The tree is a copy of the layout, so
// no file of the project's own is touched and no other run sees the planted files.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** A planted import: the file that imports, the file it imports, and the rule that must refuse it (none: allowed). */
interface Planted {
  readonly from: string;
  readonly to: string;
  readonly rule: string | null;
}

// Two games no rule names, "zzfour" and "zzfive", beside the shared folders of every game.
const PLANTED: readonly Planted[] = [
  // a game imports another game, from each of its three folders
  { from: "src/games/zzfour/index.ts", to: "spec/zzfive/index.ts", rule: "a-game-imports-no-other-game" },
  { from: "properties/zzfour/registry.ts", to: "src/games/zzfive/index.ts", rule: "a-game-imports-no-other-game" },
  { from: "properties/zzfour/play.test.ts", to: "properties/zzfive/registry.ts", rule: "a-game-imports-no-other-game" },
  {
    from: "src/games/zzfive/verify/index.ts",
    to: "properties/zzfour/registry.ts",
    rule: "a-game-imports-no-other-game",
  },
  // a ruleset imports beyond its own folder and the DSL
  { from: "spec/zzfour/index.ts", to: "src/kit/game.ts", rule: "spec-imports-only-the-dsl" },
  // generic folders, named in no rule (src/newtool/) or long-standing, import a game's folders
  { from: "src/kit/game.ts", to: "properties/zzfour/registry.ts", rule: "generic-imports-no-game" },
  { from: "src/oracle/explain.ts", to: "spec/zzfive/index.ts", rule: "generic-imports-no-game" },
  { from: "src/newtool/run.ts", to: "src/games/zzfour/index.ts", rule: "generic-imports-no-game" },
  { from: "spec/shared.ts", to: "spec/zzfour/index.ts", rule: "spec-top-imports-no-game" },
  // ... or the lists of every game, which name them all
  { from: "src/kit/game.ts", to: "src/games/all.ts", rule: "generic-imports-no-game" },
  { from: "src/verify/cli.ts", to: "src/games/site/games.ts", rule: "generic-imports-no-game" },
  { from: "spec/shared.ts", to: "src/games/registry.ts", rule: "spec-top-imports-no-game" },
  // allowed: a game's own folders, the DSL, the shared support, and the lists of every game
  { from: "spec/zzfive/index.ts", to: "src/dsl/index.ts", rule: null },
  { from: "src/games/zzfour/index.ts", to: "spec/zzfour/index.ts", rule: null },
  { from: "src/games/zzfour/verify/index.ts", to: "properties/zzfour/registry.ts", rule: null },
  { from: "properties/zzfour/play.test.ts", to: "properties/support/run.ts", rule: null },
  { from: "src/games/all.ts", to: "src/games/zzfive/index.ts", rule: null },
  { from: "src/games/site/games.ts", to: "src/games/zzfour/index.ts", rule: null },
  { from: "src/games/fuzz/targets.ts", to: "spec/zzfive/index.ts", rule: null },
  { from: "spec/loads.test.ts", to: "spec/zzfour/index.ts", rule: null },
];

const tree = mkdtempSync(join(tmpdir(), "import-rules-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** Writes the planted tree: each importing file imports its targets (as `.js`, as the sources do); every target exists. */
function plant(): void {
  const imports = new Map<string, string[]>();
  for (const p of PLANTED) {
    imports.set(p.from, [...(imports.get(p.from) ?? []), p.to]);
    if (!imports.has(p.to)) imports.set(p.to, []);
  }
  for (const [file, targets] of imports) {
    const lines = targets.map((t, i) => {
      const spec = relative(dirname(file), t).replace(/\.ts$/, ".js");
      return `import * as m${i} from "${spec.startsWith(".") ? spec : `./${spec}`}";\nexport const u${i} = m${i};\n`;
    });
    mkdirSync(join(tree, dirname(file)), { recursive: true });
    writeFileSync(join(tree, file), `${lines.join("")}export const here = 1;\n`);
  }
  writeFileSync(
    join(tree, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", noEmit: true },
      include: ["src", "spec", "properties"],
    }),
  );
}

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

/** dependency-cruiser's violations over the planted tree, under the project's own rules. */
function cruise(): Violation[] {
  const bin = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
  const args = [
    bin,
    "--config",
    join(root, ".dependency-cruiser.cjs"),
    "--output-type",
    "json",
    "src",
    "spec",
    "properties",
  ];
  // depcruise exits non-zero when it finds violations; its report is on stdout either way.
  let out: string;
  try {
    out = execFileSync(process.execPath, args, { cwd: tree, encoding: "utf8", maxBuffer: 1 << 26 });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

describe("the import rules hold for any game id", () => {
  it("refuses every planted forbidden import under its rule, and no allowed one", { timeout: 60_000 }, () => {
    plant();
    const found = cruise()
      .filter((v) => v.rule.name !== "no-orphans")
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
      .sort();
    const expected = PLANTED.filter((p) => p.rule !== null)
      .map((p) => `${p.rule}: ${p.from} -> ${p.to}`)
      .sort();
    expect(found).toEqual(expected);
  });
});
