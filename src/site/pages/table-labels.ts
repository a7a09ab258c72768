// Tables a phone can read. Every body cell of a Markdown table gets its column's heading as
// `data-label`, and a table of two columns or more gets the class `stack-on-phone`: the site's
// stylesheet then lays each row out as a card (each cell under its column's name) below 640 px,
// instead of a table wider than the screen that scrolls sideways (even two columns of source
// names and rulings are wider than a 390 px screen). Also: no fuzzy
// links, so a file name such as "RULES-INVENTORY.md" stays text rather than becoming a link to
// http://RULES-INVENTORY.md (".md" is a country's domain). Every table scrolls sideways in its own
// box when it is wider than the column, so every table is in the keyboard's tab order (tabindex 0):
// a scrolling box nobody can focus cannot be scrolled without a mouse (WCAG 2.1.1, axe's
// scrollable-region-focusable). Installed through typedoc's
// `markdownItLoader` beside heading-code.ts.

/** The parts of a markdown-it token this rule reads and writes (markdown-it ships no types). */
interface Token {
  type: string;
  content: string;
  children: Token[] | null;
  attrSet(name: string, value: string): void;
}

interface MarkdownIt {
  readonly core: { readonly ruler: { push(name: string, rule: (state: { readonly tokens: Token[] }) => void): void } };
  readonly linkify: { set(options: { fuzzyLink: boolean }): void };
}

/** Tables with at least this many columns are stacked on a phone. */
const STACKED_FROM = 2;

/** A heading cell's words without its markup. */
const plainText = (inline: Token | undefined): string =>
  (inline?.children ?? [])
    .map((c) => (c.type === "text" || c.type === "code_inline" ? c.content : ""))
    .join("")
    .trim();

/** For typedoc's `markdownItLoader`: labels every table cell with its column and stops fuzzy links. */
export function labelTableCells(parser: MarkdownIt): void {
  parser.linkify.set({ fuzzyLink: false });
  parser.core.ruler.push("table_cell_labels", (state) => {
    let heads: string[] = [];
    let column = 0;
    let table: Token | null = null;
    state.tokens.forEach((token, i) => {
      if (token.type === "table_open") {
        table = token;
        table.attrSet("tabindex", "0");
        heads = [];
      } else if (token.type === "th_open") heads.push(plainText(state.tokens[i + 1]));
      else if (token.type === "thead_close" && table && heads.length >= STACKED_FROM)
        table.attrSet("class", "stack-on-phone");
      else if (token.type === "tr_open") column = 0;
      else if (token.type === "td_open") {
        const head = heads[column++];
        if (head) token.attrSet("data-label", head);
      }
    });
  });
}
