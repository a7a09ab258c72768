// `npm run new-game` (new-game.ts): the names it derives, the ids it refuses, and what it writes
// from Dice Race: every file under the new game's own folders, no name of Dice Race left in it but
// the line that says where it came from, and the registry with the game imported and listed last.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { idProblem, namesOf, registryWith, renamed, scaffoldFile, TEMPLATE_FOLDERS } from "./new-game.js";
import { REGISTRY } from "./registry.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder)).flatMap((name) =>
    statSync(join(root, folder, name)).isDirectory() ? filesUnder(`${folder}/${name}`) : [`${folder}/${name}`],
  );

describe("new-game", () => {
  it("derives every name from the id", () => {
    expect(namesOf("coin-flip")).toEqual({
      id: "coin-flip",
      camel: "coinFlip",
      pascal: "CoinFlip",
      title: "Coin Flip",
      prefix: "CF",
    });
    expect(namesOf("nim")).toMatchObject({ camel: "nim", pascal: "Nim", title: "Nim", prefix: "NIM" });
  });

  it("refuses an id that cannot be a folder, a command and a format name, or that is taken", () => {
    const taken = REGISTRY.map((r) => r.id);
    for (const bad of ["Coin", "coin_flip", "-coin", "coin-", "1coin", "coin--flip", "", "a".repeat(31)])
      expect(idProblem(bad, taken)).toMatch(/is not a game id/);
    expect(idProblem("macrobber", taken)).toBe('a game "macrobber" is already registered (src/games/registry.ts)');
    expect(idProblem("coin-flip", taken)).toBeNull();
  });

  it("renames rule, property and vector ids, also inside a regular expression, and not inside longer words", () => {
    const n = namesOf("coin-flip");
    expect(renamed('"DR-EXACT" /\\bDR-INT-OVERSHOOT\\b/ "dr-exact-win" "dr-s1" ADDR-X hundr-a', n)).toBe(
      '"CF-EXACT" /\\bCF-INT-OVERSHOOT\\b/ "cf-exact-win" "cf-s1" ADDR-X hundr-a',
    );
  });

  it("writes Dice Race's files under the new game's folders, with none of Dice Race's names left", () => {
    const n = namesOf("coin-flip");
    const files = TEMPLATE_FOLDERS.flatMap(filesUnder).map((p) =>
      scaffoldFile(p, readFileSync(join(root, p), "utf8"), n),
    );
    expect(files.length).toBeGreaterThanOrEqual(10);
    const folders = ["spec/coin-flip/", "src/games/coin-flip/", "properties/coin-flip/", "fixtures/coin-flip/"];
    expect(files.filter((f) => !folders.some((d) => f.path.startsWith(d))).map((f) => f.path)).toEqual([]);
    const left = files.flatMap((f) =>
      f.text
        .split("\n")
        .filter((line) => !line.includes("Written by `npm run new-game"))
        .filter((line) => /dicerace|diceRace|DiceRace|Dice Race|(?<![A-Z])DR-[A-Z]|(?<![a-z])dr-[a-z0-9]/.test(line))
        .map((line) => `${f.path}: ${line}`),
    );
    expect(left).toEqual([]);
    // The ids a test or a fixture checks are renamed alike, so the game's own tests pass as written.
    const test = files.find((f) => f.path === "src/games/coin-flip/coin-flip.test.ts")!;
    expect(test.text).toMatch(/\\bCF-EXACT/);
    expect(files.some((f) => f.path === "fixtures/coin-flip/counterexamples/cf-int-overshoot-bounce.trace.json")).toBe(
      true,
    );
    // Its property, run by fast-check and by the exhaustive check alike, under its own names.
    const registry = files.find((f) => f.path === "properties/coin-flip/registry.ts")!;
    expect(registry.text).toMatch(/export const coinFlipProperties = \[/);
    expect(registry.text).toContain('name: "cf-one-pawn-forward"');
  });

  it("adds the game to the registry, imported and listed last", () => {
    const registry = readFileSync(join(root, "src/games/registry.ts"), "utf8");
    const added = registryWith(registry, namesOf("coin-flip"));
    // Among the games' imports in path order, as the linter keeps them (whatever games the registry already has).
    const gameImports = (text: string) =>
      [...text.matchAll(/^import \{ \w+Game \} from "\.\/([^"]+)";$/gm)].map((m) => m[1]!);
    for (const [id, text] of [
      ["coin-flip", added],
      ["zebra", registryWith(registry, namesOf("zebra"))],
    ] as const) {
      const paths = gameImports(text);
      expect(paths, id).toContain(`${id}/index.js`);
      expect(paths, id).toEqual([...paths].sort());
      expect(paths.length, id).toBe(gameImports(registry).length + 1);
    }
    const list = added.slice(added.indexOf("export const REGISTRY"));
    expect(
      list
        .trimEnd()
        .endsWith(
          '    id: "coin-flip",\n    game: coinFlipGame,\n    published: false,\n    verification: async () => (await import("./coin-flip/verify/index.js")).verification,\n    docs: async () => (await import("./coin-flip/index.js")).coinFlipGame.docs,\n    properties: true,\n  },\n];',
        ),
    ).toBe(true);
    expect(() => registryWith("export const nothing = 1;\n", namesOf("coin-flip"))).toThrow(/add coin-flip by hand/);
  });
});
