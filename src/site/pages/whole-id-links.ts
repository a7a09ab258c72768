// Links whose text is an id (RB-STEAL-HALF, ED-C2-ZMAN, MR-INT-RAID-WIN) get the class `whole-id`,
// so the site's stylesheet keeps them on one line on a phone: an id split at a hyphen reads as two
// words. Other links wrap like the text around them, so a long file name in a list
// (raid-one-round-won-two-drawn-two-of-three) breaks at its hyphens rather than widening the page.
// Installed through typedoc's `markdownItLoader` beside table-labels.ts.

/** The parts of a markdown-it token this rule reads and writes (markdown-it ships no types). */
interface Token {
  type: string;
  content: string;
  children: Token[] | null;
  attrJoin(name: string, value: string): void;
}

interface MarkdownIt {
  readonly core: { readonly ruler: { push(name: string, rule: (state: { readonly tokens: Token[] }) => void): void } };
}

/** An id as the rulesets write them: capitals and digits in parts joined by hyphens. */
const ID = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/;

/** For typedoc's `markdownItLoader`: marks every link that is an id alone. */
export function markWholeIdLinks(parser: MarkdownIt): void {
  parser.core.ruler.push("whole_id_links", (state) => {
    for (const inline of state.tokens) {
      const parts = inline.children ?? [];
      parts.forEach((token, i) => {
        const text = parts[i + 1];
        const close = parts[i + 2];
        if (
          token.type === "link_open" &&
          text?.type === "text" &&
          close?.type === "link_close" &&
          ID.test(text.content)
        )
          token.attrJoin("class", "whole-id");
      });
    }
  });
}
