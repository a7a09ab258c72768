// The data of the site's own search box (src/site/shell/page-search.ts): one row per page and API
// symbol typedoc indexes, with its address, its id, its title, a rule's statement, its words, and a
// tier that ranks a player's pages first (rule pages of the main game, then its other pages, then
// another game's pages, then the API). Collected from typedoc's IndexEvent (its router knows every
// address then) and written, once the site is out, beside typedoc's own index as
// `assets/page-search-data.js`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentReflection, IndexEvent, Reflection } from "typedoc";
import { pageHeading, pageWords } from "./search-title.js";

/** Most characters of a page's words kept for matching and snippets (the file stays a few hundred KiB). */
const WORDS_KEPT = 1500;

interface Row {
  readonly url: string;
  readonly id: string;
  readonly title: string;
  readonly statement: string;
  readonly keywords: readonly string[];
  readonly text: string;
  readonly tier: number;
}

/** The top-level page a page sits under (itself when it is one). */
function topPage(r: Reflection): Reflection {
  let top = r;
  while (top.parent?.isDocument()) top = top.parent;
  return top;
}

const plain = (markdown: string): string =>
  pageWords(markdown)
    .replace(/^#+ .*$/gm, " ")
    .replace(/[`*_>|#\\[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function row(r: Reflection, url: string, otherGames: ReadonlySet<string>): Row {
  if (!r.isDocument())
    return { url, id: r.getFriendlyFullName(), title: "", statement: "", keywords: [], text: "", tier: 3 };
  const markdown = (r as DocumentReflection).content.map((part) => part.text).join("");
  const statement = /^> (.+)$/m.exec(markdown)?.[1] ?? "";
  const { group, keywords } = (r as DocumentReflection).frontmatter;
  const tier = otherGames.has(topPage(r).name) ? 2 : group === "Rules" ? 0 : 1;
  return {
    url,
    id: r.name,
    title: pageHeading(markdown) ?? r.name,
    statement: plain(statement),
    keywords: Array.isArray(keywords) ? keywords.map(String) : [],
    text: plain(markdown).slice(0, WORDS_KEPT),
    tier,
  };
}

/**
 * `collect`: a listener for IndexEvent.PREPARE_INDEX (`urlOf`: typedoc's router); `write`: the rows
 * into the built site `out`. `otherGames`: the top pages' names of the games after the first.
 */
export function pageSearchData(
  urlOf: (r: Reflection) => string,
  otherGames: readonly string[],
): { collect(event: IndexEvent): void; write(out: string): void } {
  const others = new Set(otherGames);
  let rows: Row[] = [];
  return {
    collect: (event) => (rows = event.searchResults.map((r) => row(r, urlOf(r), others))),
    write: (out) =>
      writeFileSync(join(out, "assets/page-search-data.js"), `window.pageSearch = ${JSON.stringify(rows)};\n`),
  };
}
