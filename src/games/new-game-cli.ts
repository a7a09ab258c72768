// `npm run new-game -- <id>`: writes a working game named <id> in its own folders (spec/<id>/,
// src/games/<id>/, fixtures/<id>/), copied from Dice Race under the new names (new-game.ts), adds
// its line to src/games/registry.ts and formats what it wrote. Refuses an id that is not a folder
// name, or that is taken, before writing anything.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { idProblem, namesOf, registryWith, scaffoldFile, TEMPLATE_FOLDERS } from "./new-game.js";
import { REGISTRY } from "./registry.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const REGISTRY_FILE = "src/games/registry.ts";

/** Every file under a folder, as paths from the package root. */
const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });

function main(args: readonly string[]): number {
  const usage = "usage: npm run new-game -- <id>   (e.g. npm run new-game -- coin-flip)";
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    process.stderr.write(`new-game: give one game id\n${usage}\n`);
    return 2;
  }
  const id = args[0]!;
  const problem = idProblem(
    id,
    REGISTRY.map((r) => r.id),
  );
  if (problem) {
    process.stderr.write(`new-game: ${problem}\n${usage}\n`);
    return 2;
  }
  const n = namesOf(id);
  const files = TEMPLATE_FOLDERS.flatMap(filesUnder).map((path) =>
    scaffoldFile(path, readFileSync(join(root, path), "utf8"), n),
  );
  const written = TEMPLATE_FOLDERS.map((t) => t.replace("dicerace", id));
  const taken = written.filter((folder) => existsSync(join(root, folder)));
  if (taken.length) {
    process.stderr.write(
      `new-game: ${taken.join(", ")} already exist${taken.length === 1 ? "s" : ""}; nothing written\n`,
    );
    return 2;
  }
  let registry: string;
  try {
    registry = registryWith(readFileSync(join(root, REGISTRY_FILE), "utf8"), n);
  } catch (error) {
    process.stderr.write(`new-game: ${(error as Error).message}; nothing written\n`);
    return 1;
  }
  for (const f of files) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.text);
  }
  writeFileSync(join(root, REGISTRY_FILE), registry);
  // Longer names may make a line too long for the formatter's width: formatted as the lint expects.
  try {
    execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--write", ...written, REGISTRY_FILE], {
      cwd: root,
      stdio: "ignore",
    });
  } catch {
    process.stderr.write(
      `new-game: the files are written, but biome could not format them; run: npx biome format --write ${written.join(" ")} ${REGISTRY_FILE}\n`,
    );
    return 1;
  }
  process.stdout.write(
    `new-game: wrote ${n.title} (${id}): ${files.length} files in ${written.map((w) => `${w}/`).join(", ")}, and its line in ${REGISTRY_FILE}\n` +
      `Its rules are Dice Race's under the prefix ${n.prefix}-: replace them with your game's, following CONTRIBUTING.md.\n` +
      `Check it with: npx vitest run spec/${id} src/games/${id} properties/${id}\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
