// Rule ids as links to their rule pages: the page carries a rule index whose links typedoc
// resolved (`#rule-links`); the shell reads it once and links every id it shows. An id without a
// page is shown as code.
import { h } from "./dom.js";

export type RuleHrefs = ReadonlyMap<string, string>;

/** Rule id -> page, from the rule index in the page. */
export function readRuleHrefs(root: ParentNode = document): RuleHrefs {
  const out = new Map<string, string>();
  for (const a of root.querySelectorAll<HTMLAnchorElement>("#rule-links a[href]")) out.set(a.textContent?.trim() ?? "", a.getAttribute("href")!);
  return out;
}

/** The ids (each once) as links, comma separated. */
export const ruleLinks = (ids: readonly string[], hrefs: RuleHrefs): (Node | string)[] =>
  [...new Set(ids)].flatMap((id, i) => [i ? ", " : "", hrefs.has(id) ? h("a", { href: hrefs.get(id)!, class: "rule-id" }, id) : h("code", {}, id)]);
