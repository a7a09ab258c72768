// Writes every generated page (Markdown for typedoc's project documents) into a folder and says
// which are the top-level documents and which is the front page.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { editionsPage } from "./pages/editions.js";
import { examplePage, examplesIndex } from "./pages/examples.js";
import { homePage } from "./pages/home.js";
import { macRobberPages } from "./pages/macrobber.js";
import { interpretationsPage } from "./pages/interpretations.js";
import { playgroundPage } from "./pages/playground.js";
import { pageIds, rulePage, rulesIndex, type Page } from "./pages/rule-pages.js";
import { mutationPage, propertiesPage, traceabilityPage } from "./pages/traceability.js";
import type { SiteData } from "./site-data.js";

export interface Generated {
  /** Absolute path of the front page (typedoc's `readme`). */
  readonly readme: string;
  /** Absolute paths of the top-level documents, in the order the sidebar shows them; the rest are their children. */
  readonly documents: readonly string[];
  readonly pages: readonly Page[];
}

/** Every page, from the data alone. */
export function sitePages(data: SiteData): Page[] {
  const mutation = mutationPage(data);
  return [
    homePage(data),
    rulesIndex(data),
    ...pageIds(data).map((id) => rulePage(id, data)),
    editionsPage(),
    interpretationsPage(data),
    examplesIndex(data.examples),
    ...data.examples.map(examplePage),
    playgroundPage(data),
    traceabilityPage(data),
    propertiesPage(data),
    ...(mutation ? [mutation] : []),
    ...macRobberPages(data.macRobber),
  ];
}

/** The top-level documents; every other page is a child named in one of their front matters. */
export const TOP_LEVEL = ["rules.md", "editions.md", "interpretations.md", "examples.md", "playground.md", "traceability.md", "properties.md", "macrobber.md"] as const;

export function writePages(data: SiteData, dir: string): Generated {
  rmSync(dir, { recursive: true, force: true });
  const pages = sitePages(data);
  for (const page of pages) {
    const file = join(dir, page.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.content);
  }
  return { readme: join(dir, "home.md"), documents: TOP_LEVEL.map((p) => join(dir, p)), pages };
}
