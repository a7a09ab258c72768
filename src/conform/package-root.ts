// The package's root folder, found from this file whether it runs from src/ (tsx, tests) or from
// the compiled dist/src/ (the installed command): the nearest folder up with the package's
// package.json. The committed vectors ship under it (fixtures/vectors/).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root, or null when this file is not inside the package (it always is, unless copied). */
export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === "robbers-spec") return dir;
      } catch {
        // not readable: keep looking
      }
    }
    if (dirname(dir) === dir) return null;
  }
}
