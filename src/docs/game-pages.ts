// Every page of one game, from the same generators for every game: the rules index and a page per
// rule, the edition comparison (when the game has editions), the interpretation register, the
// decision pages, the worked examples, the game's own extra pages, traceability and properties.
// A game that is not the site's main one also gets a top page listing those sections.
import { own } from "../dsl/own.js";
import type { ExtraPage } from "../kit/game-docs.js";
import { decisionPage, decisionsIndex } from "./decision-pages.js";
import { editionsPage } from "./editions-page.js";
import { examplePage, examplesIndex } from "./examples-pages.js";
import { type GameSite, pageIds } from "./game-site.js";
import { interpretationsPage } from "./interpretations-page.js";
import { gamePath, href, linksFrom, topPath } from "./layout.js";
import { frontMatter, paragraphs } from "./markdown.js";
import type { Page } from "./page.js";
import { propertiesPage } from "./properties-page.js";
import { rulePage } from "./rule-page.js";
import { rulesIndex } from "./rules-index.js";
import { traceabilityPage } from "./traceability-page.js";

/** A game's pages, and which of them head a section (in the order the sidebar shows them). */
export interface GamePages {
  readonly pages: readonly Page[];
  /** Paths of the section pages; every other page is a child named in one of their front matters. */
  readonly sections: readonly string[];
}

function extraPage(site: GameSite, extra: ExtraPage): Page {
  const path = gamePath(site.layout, extra.path);
  return { path, content: `${frontMatter(extra.title)}\n${extra.render(linksFrom(site.layout, path)).trimEnd()}\n` };
}

export function gamePages(site: GameSite): GamePages {
  const { game } = site;
  const hasInterpretations = game.rules.some((r) => r.kind === "interpretation");
  const decisionKeys = Object.keys(game.decisions);
  const groups: Page[][] = [
    [rulesIndex(site), ...pageIds(site).map((id) => rulePage(site, id))],
    game.editions ? [editionsPage(site, game.editions)] : [],
    hasInterpretations ? [interpretationsPage(site)] : [],
    decisionKeys.length ? [decisionsIndex(site), ...decisionKeys.map((key) => decisionPage(site, key))] : [],
    [examplesIndex(site), ...game.fixtures.list.map((f) => examplePage(site, f))],
    ...game.extraPages.map((extra) => [extraPage(site, extra)]),
    [traceabilityPage(site)],
    [propertiesPage(site)],
  ].filter((g) => g.length > 0);
  return { pages: groups.flat(), sections: groups.map((g) => g[0]!.path) };
}

/** How the top page names each generic section, and what it says about it. */
const SECTIONS: Record<string, { readonly title: string; readonly summary: (site: GameSite) => string }> = {
  "rules.md": {
    title: "Rules",
    summary: (s) =>
      `every rule${s.game.editions ? ", interpretation and edition preset" : " and interpretation"}, one page each (${pageIds(s).length} ids)`,
  },
  "editions.md": { title: "Editions", summary: () => "how the presets differ, decision by decision" },
  "interpretations.md": {
    title: "Interpretation register",
    summary: () => "every open question, its readings and its default",
  },
  "decisions.md": {
    title: "Decisions",
    summary: () => "each value an edition or a reading decides: its base rule and the exceptions",
  },
  "examples.md": {
    title: "Worked examples",
    summary: (s) => `${s.game.fixtures.list.length} worked examples and fixtures, replayed`,
  },
  "traceability.md": { title: "Traceability", summary: () => "where each rule is enforced, checked and exercised" },
  "properties.md": {
    title: "Properties",
    summary: (s) => `the ${s.game.properties.entries.length} property-based tests and the rules each checks`,
  },
};

/** The top page of a game a folder down (`macrobber.md`): its introduction and its sections as children. */
export function gameTopPage(site: GameSite, sections: readonly string[]): Page {
  const path = topPath(site.layout);
  const list = sections.map((s) => {
    const name = s.slice(site.layout.folder.length);
    const extra = site.game.extraPages.find((e) => e.path === name);
    const section = own(SECTIONS, name);
    const [title, summary] = extra
      ? [extra.title, extra.summary]
      : section
        ? [section.title, section.summary(site)]
        : [name, ""];
    return `- [${title}](${href(path, s)})${summary ? `: ${summary}` : ""}.`;
  });
  const content = paragraphs([
    `${frontMatter(
      site.game.title,
      sections.map((s) => href(path, s)),
    )}\n# ${site.game.title}`,
    site.game.intro,
    `## Pages\n\n${list.join("\n")}`,
  ]);
  return { path, content: `${content}\n` };
}
