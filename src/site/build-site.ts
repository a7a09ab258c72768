// Builds the whole site for the games it is given: generated pages -> typedoc (API reference and
// the pages as project documents) -> each page's browser script bundled next to it. The list of
// games comes from the caller (src/games/site/), so nothing here names a game.
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameDocs, PageScript } from "../kit/game-docs.js";
import { bundlePlayground } from "./bundle.js";
import { writePages } from "./generate.js";
import { loadSiteData } from "./site-data.js";
import { runTypedoc } from "./typedoc-run.js";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface BuildOptions {
  /** Where the site goes (default `site/`). */
  readonly out?: string;
  /** Where the generated Markdown goes (default `reports/site-pages/`). */
  readonly pagesDir?: string;
}

export interface BuildResult {
  readonly out: string;
  readonly pages: number;
  readonly warnings: number;
  readonly bundleBytes: number;
  readonly ms: number;
}

/** Bundles one page's script where the built page loads it from; refuses a page that does not load it. */
async function placeScript(out: string, script: PageScript): Promise<number> {
  const page = join(out, script.html);
  if (!existsSync(page) || !readFileSync(page, "utf8").includes(script.fromPage)) {
    throw new Error(`${script.html} is missing or does not load ${script.fromPage}: typedoc's document layout changed`);
  }
  const { bytes } = await bundlePlayground(ROOT, resolve(dirname(page), script.fromPage), script.entry);
  if (script.styles) copyFileSync(join(ROOT, script.styles.file), resolve(dirname(page), script.styles.fromPage));
  return bytes;
}

/** Builds the site of `games` (the first is the main one, its pages at the root). */
export async function buildSite(games: readonly GameDocs[], options: BuildOptions = {}): Promise<BuildResult> {
  const started = Date.now();
  const out = resolve(options.out ?? join(ROOT, "site"));
  const pagesDir = resolve(options.pagesDir ?? join(ROOT, "reports/site-pages"));
  const data = await loadSiteData(ROOT, games);
  const generated = writePages(data, pagesDir);
  const { warnings } = await runTypedoc(ROOT, out, generated);
  const scripts = data.games.flatMap((g) => g.extraPages.flatMap((p) => (p.script ? [p.script] : [])));
  let bundleBytes = 0;
  for (const script of scripts) bundleBytes += await placeScript(out, script);
  return { out, pages: generated.pages.length, warnings, bundleBytes, ms: Date.now() - started };
}
