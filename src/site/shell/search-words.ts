// The words of a search as a player types them, made into what the pages say: a plural, a past or
// an -ing form is cut to its stem ("robbers" finds "robber", "rounded" finds "round up", "differences"
// finds "differ"), and a few everyday words stand for the ones the pages use ("myself" for "yourself"
// and "own", "two" for "several", "nobody" for "no one"). English only, and no game's words: a game
// gives its own through its pages' keywords (GameDocs.searchWords).

/** Everyday words and the words pages use for the same thing; each group is searched as one term. */
const SAME_MEANING: readonly (readonly string[])[] = [
  ["myself", "yourself", "itself", "self", "own"],
  ["two", "both", "several", "multiple"],
  ["nobody", "no one", "none", "alone", "empty"],
  ["difference", "differ", "different", "compare", "comparison", "versus"],
  ["edition", "version", "printing"],
  ["round", "rounding", "rounded"],
];

/** Suffixes cut from a word, longest first, each with the shortest stem it may leave. */
const SUFFIXES: readonly [suffix: string, replace: string, shortest: number][] = [
  ["ences", "", 4],
  ["ence", "", 4],
  ["ies", "y", 3],
  ["ing", "", 4],
  ["ed", "", 4],
  ["es", "", 4],
  ["s", "", 3],
];

/** A word's stem: what its plural, past or -ing form share with it ("robbers" -> "robber", "placed" -> "plac"). */
export function stem(word: string): string {
  // "ss" (across, less) and short words stay whole: cutting them leaves letters found everywhere.
  if (word.length <= 3 || word.endsWith("ss") || /[iu]s$/.test(word)) return word;
  for (const [suffix, replace, shortest] of SUFFIXES) {
    const kept = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && kept.length >= shortest) return kept + replace;
  }
  return word;
}

/** The ways a page may say a term of the query: its stem, then the stems of the words of the same meaning. */
export function waysToSay(term: string): string[] {
  const own = stem(term);
  const group = SAME_MEANING.find((g) => g.some((w) => w === term || stem(w) === own)) ?? [];
  return [...new Set([own, ...group.map(stem)])];
}
