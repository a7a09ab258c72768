// A game's traceability table (every rule id with its sources, the handler steps enforcing it, the
// properties that check it and the worked examples that exercise it), the same rows as
// `npm run trace`, and the mutation score the site adds.
import { gaps } from "../trace/traceability.js";
import type { GameSite } from "./game-site.js";
import { gamePath, href, linksFrom } from "./layout.js";
import { code, frontMatter, links, md, paragraphs, table } from "./markdown.js";
import type { Page } from "./page.js";

/** The mutation score as written on page `from`, or how to get one. */
export function mutationSection(site: Pick<GameSite, "mutation">, from: string): string {
  if (!site.mutation)
    return (
      "No mutation report yet: `docs/mutation.md` is written by `npm run mutate` (one Stryker run per " +
      "ruleset), and this page shows this ruleset's score once it exists."
    );
  const report = `[mutation report](${href(from, site.mutation.path)}) (\`docs/mutation.md\`, written by \`npm run mutate\`)`;
  return site.mutation.summary
    ? `**${md(site.mutation.summary)}** The full report, with every surviving mutant, is the ${report}.`
    : `No mutation run covers this ruleset yet; the ${report} covers the others.`;
}

export function traceabilityPage(site: GameSite): Page {
  const path = gamePath(site.layout, "traceability.md");
  const to = linksFrom(site.layout, path);
  const rows = site.trace.map((r) => [
    to.rule(r.id),
    `${md(r.title)}${r.inInventory ? "" : " *(added by the project)*"}`,
    String(r.sources.length),
    links(r.enforcedBy.map(code)),
    links(r.properties.map((p) => to.property(p))),
    links(r.fixtures.map((f) => to.example(f))),
  ]);
  const missing = gaps(site.trace);
  const content = paragraphs([
    frontMatter(
      "Traceability",
      site.traceChildren.map((c) => href(path, c)),
    ),
    "# Traceability",
    `For every rule id (${site.game.inventory.name} first, then the ids the spec adds): the spec rule, ` +
      "how many source references it has, the handler steps whose `implements` names it, the properties " +
      "that check it and the worked examples that exercise it. Built by `traceability` " +
      "(`src/trace/traceability.ts`), the same rows as `npm run trace` prints.",
    missing.length
      ? `**Gaps:** ${missing.map((id) => to.rule(id)).join(", ")} have no rule, no source, or no property or worked example.`
      : `Every one of the ${site.trace.filter((r) => r.inInventory).length} inventory ids has a rule, a source, and at least one property or worked example.`,
    table(["id", "title", "sources", "enforced by", "properties", "worked examples"], rows),
    "## Mutation score",
    mutationSection(site, path),
  ]);
  return { path, content: `${content}\n` };
}
