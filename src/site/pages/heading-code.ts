// Headings keep their code text. Typedoc (0.28) takes a heading's anchor and its "On This Page" entry
// from the heading's plain-text tokens only, so "## 1. `take-tokens` (`ann` to play)" became
// "1. ( to play)". This markdown-it rule (installed through typedoc's `markdownItLoader`) rewrites
// the inline code of every heading as a text token between literal <code> tags: the page shows the
// same code, and the anchor and the page's table of contents get its text.

/** The parts of a markdown-it token this rule reads and writes (markdown-it ships no types). */
interface Token {
  type: string;
  content: string;
  children: Token[] | null;
}

interface CoreState {
  readonly tokens: Token[];
  readonly Token: new (type: string, tag: string, nesting: number) => Token;
}

interface MarkdownIt {
  readonly core: { readonly ruler: { push(name: string, rule: (state: CoreState) => void): void } };
}

/** Inline code as raw `<code>`, the code as (escaped) text, raw `</code>`. */
function asText(state: CoreState, code: Token): Token[] {
  const open = new state.Token("html_inline", "", 0);
  open.content = "<code>";
  const text = new state.Token("text", "", 0);
  text.content = code.content;
  const close = new state.Token("html_inline", "", 0);
  close.content = "</code>";
  return [open, text, close];
}

/** For typedoc's `markdownItLoader` option. */
export function keepHeadingCode(parser: MarkdownIt): void {
  parser.core.ruler.push("heading_code_text", (state) => {
    state.tokens.forEach((token, i) => {
      const previous = state.tokens[i - 1];
      if (token.type !== "inline" || previous?.type !== "heading_open" || !token.children) return;
      token.children = token.children.flatMap((child) =>
        child.type === "code_inline" ? asText(state, child) : [child],
      );
    });
  });
}
