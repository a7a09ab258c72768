// Small helpers for the generated Markdown pages: escaping text taken from the spec, tables, front
// matter for typedoc's project documents, and fenced code.

/**
 * The search groups of the pages that are children of a section (typedoc puts pages without one in
 * "Documents"): typedoc.json's `searchGroupBoosts` ranks rule pages first, then decisions and
 * worked examples, all above the API reference.
 */
export const PAGE_GROUPS = { rule: "Rules", decision: "Decisions", example: "Worked examples" } as const;
export type PageGroup = (typeof PAGE_GROUPS)[keyof typeof PAGE_GROUPS];

/** Escape text for Markdown prose and table cells (HTML-significant characters and Markdown punctuation). */
export const md = (s: string): string =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([\\`*_[\]|#])/g, "\\$1")
    .replace(/\{@/g, "{\\@")
    .replace(/\r?\n/g, " ");

/** Inline code; backticks inside are replaced so the span cannot break. */
export const code = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

/** A fenced TypeScript block: the site's code examples, each compiled by src/games/site/code-examples.test.ts. */
export const tsBlock = (source: string): string => `\`\`\`ts\n${source.trimEnd()}\n\`\`\``;

/** A Markdown table; cells must already be escaped. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

/**
 * Typedoc front matter: the title names the page (and its file), children nest pages under it, and
 * the group (one of PAGE_GROUPS) is what typedoc.json's `searchGroupBoosts` weighs in search.
 */
export function frontMatter(
  title: string,
  children: readonly string[] = [],
  group?: PageGroup,
  keywords: readonly string[] = [],
): string {
  const kids = children.length ? `children:\n${children.map((c) => `  - ${c}`).join("\n")}\n` : "";
  // Words a player searches with that the page may not use (read by the site's search box).
  const words = keywords.length ? `keywords: ${JSON.stringify(keywords)}\n` : "";
  return `---\ntitle: ${JSON.stringify(title)}\n${group ? `group: ${JSON.stringify(group)}\n` : ""}${words}${kids}---\n`;
}

/** Typedoc's heading anchors: lower case, runs of other characters as one dash. */
export const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A list of items, or a dash when there is none. */
export const links = (items: readonly string[]): string => (items.length ? items.join(", ") : "—");

/** Non-empty parts joined as paragraphs. */
export const paragraphs = (parts: readonly string[]): string => parts.filter(Boolean).join("\n\n");
