// The benchmark report (docs/performance.md, written by `npm run bench`) as a page of the site, a
// child of the traceability page like the mutation report. Its charts are SVG files beside it
// (docs/performance/); they are copied next to the generated page so typedoc finds and ships them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { frontMatter } from "../../docs/markdown.js";
import type { Page } from "../../docs/page.js";

/** Where the report's page goes, under the pages folder. */
export const PERFORMANCE_PAGE = "performance.md";
/** The charts' folder, relative to both the report and the page (the report links `performance/<chart>.svg`). */
const CHARTS = "performance";

export interface Performance {
  /** The report (generated Markdown). */
  readonly markdown: string;
  /** Absolute paths of its charts. */
  readonly charts: readonly string[];
}

/** docs/performance.md and its charts, or null before the first `npm run bench`. */
export function readPerformance(root: string): Performance | null {
  const file = join(root, "docs/performance.md");
  if (!existsSync(file)) return null;
  const dir = join(root, "docs", CHARTS);
  const charts = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".svg"))
        .sort()
        .map((f) => join(dir, f))
    : [];
  return { markdown: readFileSync(file, "utf8"), charts };
}

export function performancePage(performance: Performance | null): Page | null {
  if (!performance) return null;
  const body = performance.markdown.replace(/^# .*\n/, "");
  return { path: PERFORMANCE_PAGE, content: `${frontMatter("Performance")}\n# Performance\n\n${body}\n` };
}

/** Copies the charts next to the written page, where its relative links point. */
export function writePerformanceCharts(performance: Performance | null, pagesDir: string): void {
  if (performance) copyBeside(performance.charts, join(pagesDir, CHARTS));
}

/** Copies files into a folder of the generated pages (typedoc then ships what a page links to). */
export function copyBeside(files: readonly string[], out: string): void {
  if (files.length === 0) return;
  mkdirSync(out, { recursive: true });
  for (const file of files) copyFileSync(file, join(out, basename(file)));
}
