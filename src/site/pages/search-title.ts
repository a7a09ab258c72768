// Search finds a page by what it is about. A page's typedoc name is its id ("RB-STEAL-HALF", so its
// address stays `Rules.RB-STEAL-HALF.html`), and typedoc weighs names ten times the page text, so
// "rounded up" used to rank API symbols whose names merely contain "up" above the rule about
// rounding up. Each page's heading without its id ("Half the points, rounded up") becomes a search
// field weighed twice a name, and the page text is indexed without its markup and link targets.
// With typedoc.json's searchGroupBoosts (rule pages first), the rule about rounding up comes first.
import type { DocumentReflection, IndexEvent } from "typedoc";

/** The search field holding a page's heading, and its weight (typedoc's `name` weighs 10). */
const TITLE_FIELD = "title";
const TITLE_WEIGHT = 20;

/** The first level-one heading of a page's Markdown, or null when it has none. */
export function pageHeading(markdown: string): string | null {
  const line = /^# (.+)$/m.exec(markdown);
  return line
    ? line[1]!
        .replace(/[`*_\\]/g, "")
        .replace(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+: /, "")
        .trim()
    : null;
}

/**
 * A page's words for the search index: typedoc indexes the raw Markdown, so the pictures' SVG markup
 * and every link's target ("../rules/RB-PLACE-NEXT.md") became search terms that matched any query.
 */
export const pageWords = (markdown: string): string =>
  markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^---\n[\s\S]*?\n---\n/, "");

/** A listener for typedoc's IndexEvent.PREPARE_INDEX. */
export function addPageTitles(event: IndexEvent): void {
  event.searchFieldWeights[TITLE_FIELD] = TITLE_WEIGHT;
  event.searchResults.forEach((reflection, i) => {
    if (!reflection.isDocument()) return;
    const markdown = (reflection as DocumentReflection).content.map((part) => part.text).join("");
    event.searchFields[i] = {
      ...event.searchFields[i],
      [TITLE_FIELD]: pageHeading(markdown) ?? reflection.name,
      document: pageWords(markdown),
    };
  });
}
