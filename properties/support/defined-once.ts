// The check that each invariant is written once: no file of a game's properties or of its exhaustive
// check defines again a name its predicate module (properties/<game>/invariants.ts) exports, so the
// two runners cannot drift apart on a private copy.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

const topLevel = (name: string) => new RegExp(`^(export\\s+)?(function|const|let|var)\\s+${name}\\b`, "m");

/** The names `file` defines at its top level (functions and constants, exported or not). */
const definedIn = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(/^(?:export\s+)?(?:function|const|let|var)\s+([A-Za-z_$][\w$]*)/gm)].map(
    (m) => m[1]!,
  );

/**
 * Every `file: name` under `dirs` (but `module` itself) that defines at its top level a function or
 * constant `module` defines at its own, unless `allowed` gives the pair a reason.
 */
export function definedAgain(module: string, dirs: readonly string[], allowed: ReadonlyMap<string, string>): string[] {
  const names = definedIn(module);
  const root = process.cwd();
  const found: string[] = [];
  for (const file of dirs.flatMap(sources)) {
    if (file === module) continue;
    const text = readFileSync(file, "utf8");
    for (const name of names) if (topLevel(name).test(text)) found.push(`${relative(root, file)}: ${name}`);
  }
  return found.filter((f) => !allowed.has(f));
}
