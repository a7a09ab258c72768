// A game's properties page: each property-based test of its registry with the rule ids it checks
// (the rule pages link to these entries by anchor).
import type { GameSite } from "./game-site.js";
import { gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, md, paragraphs } from "./markdown.js";
import type { Page } from "./page.js";

export function propertiesPage(site: GameSite): Page {
  const path = gamePath(site.layout, "properties.md");
  const to = linksFrom(site.layout, path);
  const { file, entries } = site.game.properties;
  const content = paragraphs([
    frontMatter("Properties"),
    "# Properties",
    `The property-based tests (fast-check) and the rule ids each one checks, from ${code(file)} ` +
      `(${entries.length} properties). Each counts how often its interesting cases happened and fails when ` +
      "one never did.",
    ...entries.map((p) =>
      [
        `## ${p.name}`,
        md(p.title),
        `File: ${code(p.file)}. Checks: ${p.rules.map((r) => to.rule(r)).join(", ")}.`,
      ].join("\n\n"),
    ),
  ]);
  return { path, content: `${content}\n` };
}
