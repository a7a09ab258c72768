// A generated page: Markdown for one of typedoc's project documents, at a path under the pages folder.
export interface Page {
  /** Path under the pages folder, e.g. `rules/RB-STEAL-HALF.md` or `macrobber/rules/MR-ROUND.md`. */
  readonly path: string;
  readonly content: string;
}
