// A game's rules index: every id grouped by section, in rulebook order, each with its page as a
// child (inventory ids the spec lacks are grouped last).
import { type GameSite, pageIds } from "./game-site.js";
import { gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, md, paragraphs, table } from "./markdown.js";
import type { Page } from "./page.js";

export function rulesIndex(site: GameSite): Page {
  const path = gamePath(site.layout, "rules.md");
  const to = linksFrom(site.layout, path);
  const ids = pageIds(site);
  const withEditions = site.game.editions !== null;
  const sections = new Map<string, string[]>();
  for (const id of ids) {
    const section = site.game.rules.find((r) => r.id === id)?.section ?? "Missing from the spec";
    sections.set(section, [...(sections.get(section) ?? []), id]);
  }
  const body = [...sections].map(([section, sids]) => {
    const rows = sids.map((id) => {
      const rule = site.game.rules.find((r) => r.id === id);
      const title = `${md(rule?.title ?? "(not in the spec)")}${rule?.addedByProject ? " *(stated by the project)*" : ""}`;
      return [
        to.rule(id),
        title,
        // Interpretations and edition presets are not rules of play an edition includes: their cell stays empty.
        ...(withEditions
          ? [rule?.editions ? rule.editions.map(code).join(", ") : rule?.kind === "rule" ? "all" : ""]
          : []),
      ];
    });
    return `## ${md(section)}\n\n${table(["id", "title", ...(withEditions ? ["editions"] : [])], rows)}`;
  });
  const counts = (kind: string) => site.game.rules.filter((r) => r.kind === kind).length;
  const content = paragraphs([
    frontMatter(
      "Rules",
      ids.map((id) => to.href(`rules/${id}.md`)),
    ),
    "# Rules",
    `Every rule of ${md(site.game.title)}, in rulebook order: ${ids.length} ids (${counts("rule")} rules ` +
      `of play, ${counts("interpretation")} ` +
      `interpretations${withEditions ? `, ${counts("edition")} edition presets` : ""}), each on its own ` +
      `page. Generated from ${code(site.game.rulesFolder)}.`,
    ...body,
  ]);
  return { path, content: `${content}\n` };
}
