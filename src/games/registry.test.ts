// The registry (registry.ts) is the whole list of games (issue 35, item 1): every game folder under
// spec/, src/games/ and properties/ is a registered game, each registered game has its folders, the
// import rules treat exactly those folders as games, and package.json's commands (`bin`) and entry
// points (`exports`) are the registry's.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { own } from "../dsl/own.js";
import { REGISTRY } from "./registry.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The folders of src/games/ and properties/ that are no game's: the site and fuzzers of every game, the properties' support. */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  spec: [],
  "src/games": ["site", "fuzz"],
  properties: ["support"],
};

const ids = REGISTRY.map((r) => r.id);

/** The folders directly under a folder of the package. */
function folders(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

describe("the registry of games", () => {
  it("lists each game once, under its game's own id", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of REGISTRY) expect(r.game.id, `the registry's record ${r.id} holds the game ${r.game.id}`).toBe(r.id);
  });

  it.each(Object.keys(SHARED))(
    "registers every game folder under %s/ (add a new game to src/games/registry.ts)",
    (dir) => {
      const shared = own(SHARED, dir) ?? [];
      const unregistered = folders(dir).filter((f) => !shared.includes(f) && !ids.includes(f));
      expect(
        unregistered,
        `folders of ${dir}/ that are no registered game: add each to REGISTRY in src/games/registry.ts`,
      ).toEqual([]);
    },
  );

  it("finds each registered game's folders: spec/<id>/, src/games/<id>/ with its adapter, properties/<id>/ when it says it has properties", () => {
    for (const r of REGISTRY) {
      expect(existsSync(join(root, "spec", r.id, "index.ts")), `spec/${r.id}/index.ts`).toBe(true);
      expect(existsSync(join(root, "src/games", r.id, "index.ts")), `src/games/${r.id}/index.ts`).toBe(true);
      expect(
        existsSync(join(root, "properties", r.id)),
        `properties/${r.id}/ (the record says properties: ${r.properties})`,
      ).toBe(r.properties);
    }
  });

  it("agrees with the import rules: they treat as a game exactly the registered games' folders", () => {
    const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
      forbidden: { name: string; from: { path?: string } }[];
    };
    const game = config.forbidden.find((r) => r.name === "a-game-imports-no-other-game")?.from.path;
    expect(game, "the rule a-game-imports-no-other-game in .dependency-cruiser.cjs").toBeDefined();
    const pattern = new RegExp(game ?? "");
    for (const dir of Object.keys(SHARED))
      for (const f of folders(dir))
        expect(pattern.test(`${dir}/${f}/index.ts`), `${dir}/${f}/ is a game for the import rules`).toBe(
          ids.includes(f),
        );
  });
});

describe("package.json agrees with the registry", () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    bin: Record<string, string>;
    exports: Record<string, unknown>;
  };

  it("has a command (bin) for each game that has one, and no other; each launcher runs that game's built main.ts", () => {
    const commands = REGISTRY.flatMap((r) => (r.command === undefined ? [] : [[r.command, r.id] as const]));
    expect(Object.keys(pkg.bin).sort()).toEqual(commands.map(([c]) => c).sort());
    for (const [command, id] of commands) {
      expect(own(pkg.bin, command)).toBe(`./bin/${command}.js`);
      expect(readFileSync(join(root, "bin", `${command}.js`), "utf8")).toContain(
        `import("../dist/src/games/${id}/main.js")`,
      );
      expect(existsSync(join(root, "src/games", id, "main.ts")), `src/games/${id}/main.ts`).toBe(true);
    }
  });

  it("has an entry point (exports) for each game that has one, built from its source, beside the data files", () => {
    const entries = REGISTRY.flatMap((r) => (r.entry === undefined ? [] : [r.entry]));
    const data = Object.keys(pkg.exports).filter((k) => k.endsWith("/*") || k === "./package.json");
    expect(
      Object.keys(pkg.exports)
        .filter((k) => !data.includes(k))
        .sort(),
    ).toEqual(entries.map((e) => e.key).sort());
    for (const e of entries) {
      const built = `./dist/${e.source.replace(/\.ts$/, "")}`;
      expect(own(pkg.exports, e.key)).toEqual({
        types: `${built}.d.ts`,
        import: `${built}.js`,
        default: `${built}.js`,
      });
      expect(existsSync(join(root, e.source)), e.source).toBe(true);
    }
  });
});
