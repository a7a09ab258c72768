// How well `conform` names the broken rule, as a page of the site (a child of the main game's
// traceability page, beside the mutation report), when `npm run diagnosis:accuracy` has written
// docs/diagnosis.md.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { frontMatter } from "../../docs/markdown.js";
import type { Page } from "../../docs/page.js";

/** Where the page goes, under the pages folder. */
export const DIAGNOSIS_PAGE = "diagnosis.md";

/** docs/diagnosis.md, or null before the first measurement. */
export function readDiagnosis(root: string): string | null {
  const file = join(root, "docs/diagnosis.md");
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

export function diagnosisPage(markdown: string | null): Page | null {
  if (markdown === null) return null;
  // The report is generated Markdown; only its first heading is replaced by the page title.
  const body = markdown.replace(/^# .*\n/, "");
  const title = "How well conform names the broken rule";
  return { path: DIAGNOSIS_PAGE, content: `${frontMatter(title)}\n# ${title}\n\n${body}\n` };
}
