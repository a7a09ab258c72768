// Builds the whole site: generated pages -> typedoc (API reference and the pages as project
// documents) -> the playground bundle next to them. Used by `npm run docs`, `npm start` and the
// browser test (which builds into its own folder).
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundlePlayground } from "./bundle.js";
import { writePages } from "./generate.js";
import { BUNDLE_FROM_PAGE, STYLES_FROM_PAGE } from "./robbers/playground-page.js";
import { MACROBBER_BUNDLE_FROM_PAGE, MACROBBER_PLAYGROUND_HTML } from "./macrobber/playground-page.js";
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

/** Relative to the typedoc output: where the playground page lands. */
export const PLAYGROUND_HTML = "documents/Playground.html";

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = Date.now();
  const out = resolve(options.out ?? join(ROOT, "site"));
  const pagesDir = resolve(options.pagesDir ?? join(ROOT, "reports/site-pages"));
  const generated = writePages(await loadSiteData(ROOT), pagesDir);
  const { warnings } = await runTypedoc(ROOT, out, generated);
  // The page refers to the bundle by a relative path; put the bundle exactly there.
  const page = join(out, PLAYGROUND_HTML);
  if (!existsSync(page) || !readFileSync(page, "utf8").includes(BUNDLE_FROM_PAGE)) {
    throw new Error(`${PLAYGROUND_HTML} is missing or does not load ${BUNDLE_FROM_PAGE}: typedoc's document layout changed`);
  }
  const { bytes } = await bundlePlayground(ROOT, resolve(dirname(page), BUNDLE_FROM_PAGE));
  copyFileSync(join(ROOT, "src/site/playground/playground.css"), resolve(dirname(page), STYLES_FROM_PAGE));
  // MacRobber's playground (the generic shell over MacRobber), where its page loads it from; the
  // page itself is checked by src/site/macrobber-playground.browser.test.ts.
  const macPage = join(out, MACROBBER_PLAYGROUND_HTML);
  if (existsSync(macPage) && !readFileSync(macPage, "utf8").includes(MACROBBER_BUNDLE_FROM_PAGE)) {
    throw new Error(`${MACROBBER_PLAYGROUND_HTML} does not load ${MACROBBER_BUNDLE_FROM_PAGE}`);
  }
  const mac = await bundlePlayground(ROOT, resolve(dirname(macPage), MACROBBER_BUNDLE_FROM_PAGE), "src/site/macrobber/playground/main.ts");
  return { out, pages: generated.pages.length, warnings, bundleBytes: bytes + mac.bytes, ms: Date.now() - started };
}
