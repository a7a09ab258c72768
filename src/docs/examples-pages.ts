// A game's worked examples: an index (those its sources print, then those written for single rules
// and readings) and a page per example: the generic head (editions, readings, exercised rules,
// sources, notes), then the game's own narration of it (steps, pictures, effects).
import type { DocFixture } from "../kit/game-docs.js";
import type { GameSite } from "./game-site.js";
import { examplePath, gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, links, md, PAGE_GROUPS, paragraphs, table } from "./markdown.js";
import type { Page } from "./page.js";
import { sourcesTable } from "./rule-page.js";
import { sourceLabel } from "./source-documents.js";

export function examplePage(site: GameSite, fixture: DocFixture): Page {
  const path = examplePath(site.layout, fixture.id);
  const to = linksFrom(site.layout, path);
  const readings = Object.entries(fixture.readings);
  const content = paragraphs([
    frontMatter(fixture.id, [], PAGE_GROUPS.example),
    `# ${fixture.id}: ${md(fixture.title)}`,
    `**${fixture.fromSource ? `Worked example printed in ${site.game.sourcesName}` : "Written to illustrate a rule or a reading"}**; ` +
      `the data is ${code(fixture.file)}.`,
    fixture.editions ? `**Editions where the source's account holds:** ${fixture.editions.map(code).join(", ")}.` : "",
    `**Interpretation readings:** ${readings.length ? readings.map(([k, v]) => `${to.rule(k)} = ${code(v)}`).join(", ") : "the defaults"}.`,
    `**Exercises:** ${links(fixture.exercises.map((r) => to.rule(r)))}`,
    // Sections of the page itself, a level below its title (a skipped level misleads a screen reader's outline).
    `## Sources\n\n${sourcesTable(fixture.sources)}`,
    fixture.notes ? `## Notes\n\n${md(fixture.notes)}` : "",
    fixture.page(to),
  ]);
  return { path, content: `${content}\n` };
}

export function examplesIndex(site: GameSite): Page {
  const path = gamePath(site.layout, "examples.md");
  const to = linksFrom(site.layout, path);
  const list = site.game.fixtures.list;
  const withEditions = site.game.editions !== null;
  const rows = (xs: readonly DocFixture[]) =>
    xs.length
      ? table(
          ["example", "what happens", ...(withEditions ? ["editions"] : []), "source", "exercises"],
          xs.map((f) => [
            to.example(f.id),
            md(f.title),
            ...(withEditions ? [(f.editions ?? []).map(code).join(", ")] : []),
            f.sources[0] ? sourceLabel(f.sources[0]) : "—",
            f.exercises.map((r) => to.rule(r)).join(", "),
          ]),
        )
      : "None.";
  const content = paragraphs([
    frontMatter(
      "Worked examples",
      list.map((f) => to.href(`examples/${f.id}.md`)),
    ),
    "# Worked examples",
    `The worked examples ${site.game.sourcesName} print and the situations written for single rules and ` +
      `interpretations, as data in ${code(site.game.fixtures.folder)} (${list.length} files), each ` +
      "replayed through the interpreter.",
    site.game.examplesNote,
    `## From ${site.game.sourcesName}\n\n${rows(list.filter((f) => f.fromSource))}`,
    `## For single rules and interpretations\n\n${rows(list.filter((f) => !f.fromSource))}`,
  ]);
  return { path, content: `${content}\n` };
}
