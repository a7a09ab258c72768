// The ranking of the site's own search box (page-search.ts), pure so a test can run it: every word of
// the query must appear in a row (the words of a question, "how", "can"..., are left out), said as the
// page may say it (its stem, or a word of the same meaning: search-words.ts); when no row has them all,
// the rows with the most of them come. A hit in the id or title weighs most, then in a rule's statement,
// then in the page's words, and the whole query among a page's title or keywords more; a rule page of
// the main game weighs more than its other pages, which weigh more than another game's and the API's.
// An API symbol asked for by its exact name (with its capitals: "robbersSpec") comes first.

import { stem, waysToSay } from "./search-words.js";

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
  (
    "a an and are at by can could do does for from how i if in is it its many may me much my of on or " +
    "should the there to what when where which who why will with"
  ).split(" "),
);
/** How much a hit for a term said another way (its stem, a word of the same meaning) weighs against the word as typed. */
const OTHER_WAY = 0.6;
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

/** How a row answers the terms: how many of them it has (in some way of saying each), and its score. */
function score(row: Row, terms: readonly string[], query: string): { found: number; score: number } {
  const id = row.id.toLowerCase();
  const titles = [row.title, ...row.keywords].map((t) => t.toLowerCase());
  const title = titles.join(" ");
  const statement = row.statement.toLowerCase();
  const text = row.text.toLowerCase();
  const weigh = (t: string) =>
    // A page's id often repeats its title's words (a worked example's file name): a word counts once there.
    Math.max(id.includes(t) ? 8 : 0, title.includes(t) ? 10 : 0) +
    count(statement, t) * 4 +
    Math.min(count(text, t), 8);
  let total = 0;
  let found = 0;
  for (const t of terms) {
    // The word as typed counts in full; its stem or a word of the same meaning, a little less.
    const s = Math.max(weigh(t), ...waysToSay(t).map((w) => (w === t ? 0 : weigh(w) * OTHER_WAY)));
    if (s > 0) found++;
    total += s;
  }
  // The player's words as a whole among a page's title or the words players ask it with ("two robbers").
  const phrase = terms.join(" ");
  if (terms.length > 1 && titles.some((t) => t.includes(phrase))) total += 15;
  // An API symbol asked for by its exact name comes first (a programmer typing "robbersSpec"), as does a
  // page named by the player's word in any form ("edition" for Editions); a symbol's name counts only
  // as written ("edition" is not the symbol Edition).
  if (row.tier === 3 ? row.id === query : stem(id) === stem(query.toLowerCase())) total += 100;
  return { found, score: total * (TIER_WEIGHT[row.tier] ?? 0.5) };
}

/**
 * A hit's title as a player reads it: a rule page's id and title ("RB-STEAL-HALF: Half the points,
 * rounded up"), another page's title alone (not its file's name, nor the name twice), an API
 * symbol's name.
 */
export function hitTitle(row: Row): string {
  const title = row.title.startsWith(`${row.id}: `) ? row.title.slice(row.id.length + 2) : row.title;
  if (row.tier === 3 || title === "" || title === row.id) return row.id;
  return row.tier === 0 ? `${row.id}: ${title}` : title;
}

/** The words around the first term found, for the hit's snippet. */
export function snippet(row: Row, terms: readonly string[]): string {
  const source = row.statement || row.text;
  const lower = source.toLowerCase();
  const at = Math.min(
    ...terms
      .flatMap(waysToSay)
      .map((t) => lower.indexOf(t))
      .filter((i) => i >= 0),
    source.length,
  );
  const start = at === source.length ? 0 : Math.max(0, at - 50);
  return `${start > 0 ? "…" : ""}${source.slice(start, start + 150).trim()}${start + 150 < source.length ? "…" : ""}`;
}

/** The best rows for a query, best first: those with every term, else those with the most of them. */
export function searchPages(rows: readonly Row[], query: string): Row[] {
  const terms = termsOf(query);
  if (!terms.length) return [];
  const scored = rows.map((row) => ({ row, ...score(row, terms, query.trim()) })).filter((x) => x.found > 0);
  const most = Math.max(0, ...scored.map((x) => x.found));
  return scored
    .filter((x) => x.found === most)
    .sort((a, b) => b.score - a.score || a.row.tier - b.row.tier)
    .slice(0, SHOWN)
    .map((x) => x.row);
}
