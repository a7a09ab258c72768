// Bundles a page's script (a game's playground) for the browser with esbuild: the interpreter,
// the ruleset and the library API (no Node modules: the bundle fails to build if one sneaks in).

import { join } from "node:path";
import { build } from "esbuild";

/** Bundle a page script (`entry`, relative to the root) into `outFile`. */
export async function bundlePlayground(root: string, outFile: string, entry: string): Promise<{ bytes: number }> {
  const result = await build({
    entryPoints: [join(root, entry)],
    outfile: outFile,
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    sourcemap: false,
    metafile: true,
    logLevel: "silent",
    legalComments: "none",
  });
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  return { bytes };
}
