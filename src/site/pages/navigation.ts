// The site's sidebar, rules first. Typedoc puts every generated page in one "Documents" group and
// the API in one group per kind (Namespaces, Interfaces, Functions, ...), documents and API side by
// side. Here the pages come first, each at the top level in the order the site gives them, and the
// whole API becomes one entry, "API reference", that opens typedoc's index of the exports.
// A section that has both a page and entries under it keeps its page as its first entry, "Overview":
// typedoc would put the page's link inside the section's <summary>, a link nested in a button that
// keyboards and screen readers cannot reach as either (axe's nested-interactive, WCAG 4.1.2).
import type { NavigationElement } from "typedoc";

/** How the sidebar names the API section. */
export const API_SECTION = "API reference";
/** Typedoc's page listing every export (written beside index.html when the front page is a readme). */
export const API_INDEX = "modules.html";
/** The sidebar's name for a section's own page, first among its entries. */
export const SECTION_OVERVIEW = "Overview";
/** The group typedoc puts project documents in when their front matter names none. */
const DOCUMENTS_GROUP = "Documents";

/** Typedoc's navigation tree, reshaped: the documents' entries, then one API entry holding every API group. */
export function rulesFirstNavigation(nav: readonly NavigationElement[]): NavigationElement[] {
  const documents = nav.find((e) => e.text === DOCUMENTS_GROUP && e.path === undefined);
  if (!documents?.children?.length)
    throw new Error(
      `typedoc's navigation has no "${DOCUMENTS_GROUP}" group: its layout changed, the sidebar cannot lead with the rules`,
    );
  const api = nav.filter((e) => e !== documents);
  return [...documents.children, ...(api.length ? [{ text: API_SECTION, path: API_INDEX, children: api }] : [])].map(
    pageAsFirstEntry,
  );
}

/** The entry, and every entry under it, with a section's own page moved from its heading to a first "Overview" entry. */
function pageAsFirstEntry(entry: NavigationElement): NavigationElement {
  if (!entry.children?.length) return entry;
  const children = entry.children.map(pageAsFirstEntry);
  if (entry.path === undefined) return { ...entry, children };
  const { path, kind, icon, ...section } = entry;
  const overview: NavigationElement = {
    text: SECTION_OVERVIEW,
    path,
    ...(kind === undefined ? {} : { kind }),
    ...(icon === undefined ? {} : { icon }),
    ...(entry.class === undefined ? {} : { class: entry.class }),
  };
  return { ...section, children: [overview, ...children] };
}
