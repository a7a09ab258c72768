// Rule ids as links to their rule pages: the page carries a rule index whose links typedoc
// resolved (`#rule-links`, one item per rule: "RB-STEAL-HALF: Half the points, rounded up"); the
// shell reads it once and links every id it shows, with the rule's title as the link's tooltip and
// accessible description, so a player sees what RB-STEAL-HALF means without leaving the answer.
// An id without a page is shown as code.
import { h } from "./dom.js";

/** Rule id -> page, and rule id -> title where the index gives one. */
export interface RuleHrefs {
  readonly pages: ReadonlyMap<string, string>;
  readonly titles: ReadonlyMap<string, string>;
}

/** Rule ids -> pages and titles, from the rule index in the page. */
export function readRuleHrefs(root: ParentNode = document): RuleHrefs {
  const pages = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const a of root.querySelectorAll<HTMLAnchorElement>("#rule-links a[href]")) {
    const id = a.textContent?.trim() ?? "";
    pages.set(id, a.getAttribute("href")!);
    const item = a.closest("li")?.textContent ?? "";
    const title = item
      .slice(item.indexOf(id) + id.length)
      .replace(/^[\s:]+/, "")
      .trim();
    if (title) titles.set(id, title);
  }
  return { pages, titles };
}

/** The ids (each once) as links, comma separated, each titled with its rule's title. */
export const ruleLinks = (ids: readonly string[], hrefs: RuleHrefs): (Node | string)[] =>
  [...new Set(ids)].flatMap((id, i) => [
    i ? ", " : "",
    hrefs.pages.has(id)
      ? h("a", { href: hrefs.pages.get(id)!, class: "rule-id", title: hrefs.titles.get(id) }, id)
      : h("code", { title: hrefs.titles.get(id) }, id),
  ]);
