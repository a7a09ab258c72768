// The ranking of the site's own search box (page-search.ts), pure so a test can run it: every word of
// the query must appear in a row (the words of a question, "how", "many"..., are left out); a hit in
// the id or title weighs most, then in a rule's statement, then in the page's words; a rule page of the
// main game weighs more than its other pages, which weigh more than another game's and the API's.

export interface Row {
  /** The page, relative to the site's root. */
  readonly url: string;
  /** The page's id or the symbol's name. */
  readonly id: string;
  readonly title: string;
  /** A rule's statement (its first quotation), weighed above the rest of the text. */
  readonly statement: string;
  /** Words players search with for this page, weighed like its title. */
  readonly keywords: readonly string[];
  readonly text: string;
  /** 0: a rule page of the main game; 1: another page of it; 2: another game's page; 3: the API. */
  readonly tier: number;
}

/** Words of a question, not of its subject. */
const QUESTION_WORDS = new Set(
  "a an and are at by can do does for from how i if in is it its many much my of on or the to what when where which who why with".split(
    " ",
  ),
);
/** How much each tier weighs. */
const TIER_WEIGHT = [1.6, 1.2, 0.7, 0.5];
const SHOWN = 10;

export const termsOf = (query: string): string[] => {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  const kept = words.filter((w) => !QUESTION_WORDS.has(w));
  return kept.length ? kept : words;
};

const count = (text: string, term: string): number => {
  let n = 0;
  for (let i = text.indexOf(term); i !== -1 && n < 10; i = text.indexOf(term, i + term.length)) n++;
  return n;
};

/** A row's score for the terms (every term must appear somewhere), or 0. */
function score(row: Row, terms: readonly string[]): number {
  const id = row.id.toLowerCase();
  const title = `${row.title} ${row.keywords.join(" ")}`.toLowerCase();
  const statement = row.statement.toLowerCase();
  const text = row.text.toLowerCase();
  let total = 0;
  for (const t of terms) {
    const s =
      (id.includes(t) ? 8 : 0) + (title.includes(t) ? 10 : 0) + count(statement, t) * 4 + Math.min(count(text, t), 8);
    if (s === 0) return 0;
    total += s;
  }
  // A symbol or page asked for by its exact name comes first (a programmer typing "robbersSpec").
  if (id === terms.join(" ")) total += 100;
  return total * (TIER_WEIGHT[row.tier] ?? 0.5);
}

/** The words around the first term found, for the hit's snippet. */
export function snippet(row: Row, terms: readonly string[]): string {
  const source = row.statement || row.text;
  const lower = source.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), source.length);
  const start = at === source.length ? 0 : Math.max(0, at - 50);
  return `${start > 0 ? "…" : ""}${source.slice(start, start + 150).trim()}${start + 150 < source.length ? "…" : ""}`;
}

/** The best rows for a query, best first. */
export function searchPages(rows: readonly Row[], query: string): Row[] {
  const terms = termsOf(query);
  if (!terms.length) return [];
  return rows
    .map((row) => ({ row, s: score(row, terms) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.row.tier - b.row.tier)
    .slice(0, SHOWN)
    .map((x) => x.row);
}
