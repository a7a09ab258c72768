// The documents the rules cite, by a title a reader recognises. Rules and fixtures cite a source by
// its file name in shared/sources/ (`000_a7d76b9e95343162.txt`) and a section (`§3`, `fn8`); pages
// show which document and which section that is, in words, with the file name as the detail. The
// titles describe each file as shared/sources/README.md and shared/RULES-INVENTORY.md list them.
import { own } from "../dsl/own.js";
import type { SourceRef } from "../dsl/rule.js";
import { code, md } from "./markdown.js";

interface SourceDocument {
  /** What the document is, for a reader. */
  readonly title: string;
  /** The document's own names for its numbered sections, where a citation gives only the number. */
  readonly sections?: Readonly<Record<string, string>>;
}

/** Every document the rulesets cite, by file name. */
const SOURCE_DOCUMENTS: Readonly<Record<string, SourceDocument>> = {
  "000_a7d76b9e95343162.txt": {
    title: "Community wiki page on The Robbers",
    sections: { "§1": "§1 Placing a tile", "§2": "§2 Placing a meeple", "§3": "§3 Scoring a feature, stealing points" },
  },
  "001_17311e0db881bde2.txt": {
    title: "Fan reference page on The Robbers",
    sections: { "§1": "§1 Placing a robber tile", "§2": "§2 Placing a meeple", "§3": "§3 Scoring" },
  },
  "002_7bd93a4d62609df1.txt": { title: "Z-Man first-edition rulebook (first scanned copy)" },
  "003_ecc7f61de9091855.txt": { title: "Z-Man first-edition rulebook (second scanned copy)" },
  "004_7cad5ba990d5d333.txt": { title: "MacRobber rulebook (Queen Games, 2005)" },
  "RULES-INVENTORY.md": { title: "The project's rules inventory" },
};

/** A bare section number at the start of a citation (`§3`, `§1 (placement target)`), not one already named (`§1 Placing a tile`). */
const BARE_NUMBER = /^§\d+(?=$| \(|,|;)/;

/** The section in words: footnotes spelled out, a bare section number given the document's name for it. */
export function readableSection(file: string, section: string): string {
  const named = section.replace(BARE_NUMBER, (n) => own(own(SOURCE_DOCUMENTS, file)?.sections, n) ?? n);
  return named.replace(/\bfn(\d+)/g, "footnote $1");
}

/** A citation names a file (`000_….txt`, `RULES-INVENTORY.md`), or else a named outside document, already in words. */
export const isFileName = (file: string): boolean => /^\S+\.[a-z]+$/.test(file);

/** The document's title, or what the citation names when it is not one of the known documents. */
export const sourceTitle = (file: string): string => own(SOURCE_DOCUMENTS, file)?.title ?? file;

/** `Title, section` in Markdown, for a table cell or a sentence. */
export const sourceLabel = (s: SourceRef): string =>
  `${isFileName(s.file) && !hasOwnTitle(s.file) ? code(s.file) : md(sourceTitle(s.file))}, ${md(readableSection(s.file, s.section))}`;

/** The file name as the detail (small, in code), or nothing for a named outside document. */
export const sourceDetail = (s: SourceRef): string => (hasOwnTitle(s.file) ? `<small>${code(s.file)}</small>` : "");

/** `Title, section (file)`: the label with the file name as the detail, for a sentence. */
export const sourceInline = (s: SourceRef): string =>
  hasOwnTitle(s.file) ? `${sourceLabel(s)} <small>(${code(s.file)})</small>` : sourceLabel(s);

/** A file named by a title of its own (so the file name is worth showing as the detail). */
const hasOwnTitle = (file: string): boolean => isFileName(file) && sourceTitle(file) !== file;
