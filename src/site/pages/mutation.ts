// The mutation report as a page of the site (a child of the main game's traceability page), when
// `npm run mutate` has written docs/mutation.md.
import { frontMatter } from "../../docs/markdown.js";
import type { Page } from "../../docs/page.js";
import type { Mutation } from "../site-data.js";

/** Where the report's page goes, under the pages folder. */
export const MUTATION_PAGE = "mutation.md";

export function mutationPage(mutation: Mutation | null): Page | null {
  if (!mutation) return null;
  // The report is itself generated Markdown; only its first heading is replaced by the page title.
  const body = mutation.markdown.replace(/^# .*\n/, "");
  return { path: MUTATION_PAGE, content: `${frontMatter("Mutation report")}\n# Mutation report\n\n${body}\n` };
}
