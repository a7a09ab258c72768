// A game's interpretation register: every question its sources leave open, the readings with their
// sources, the default and why, how to select another reading, and the decisions each drives.
import type { Interpretation } from "../dsl/rule.js";
import type { DocLinks } from "../kit/game-docs.js";
import { decisionsDrivenBy } from "./decision-pages.js";
import type { GameSite } from "./game-site.js";
import { gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, links, md, paragraphs, table, tsBlock } from "./markdown.js";
import type { Page } from "./page.js";
import { sourceInline } from "./source-documents.js";

function entry(site: GameSite, i: Interpretation, to: DocLinks): string {
  const row = site.trace.find((r) => r.id === i.id);
  const readings = table(
    ["reading", "what it says", "sources"],
    i.readings.map((r) => [
      code(r.id) + (r.id === i.defaultReading ? " **(default)**" : ""),
      md(r.statement),
      r.sources.map(sourceInline).join("; ") || "—",
    ]),
  );
  const others = i.readings.filter((r) => r.id !== i.defaultReading).map((r) => r.id);
  return [
    `## ${i.id}`,
    `**${md(i.title)}** (${to.rule(i.id)})`,
    `**Question:** ${md(i.question)}`,
    readings,
    `**Default:** ${code(i.defaultReading)}: ${md(i.rationale)}`,
    `**Select another reading:**\n\n${tsBlock(site.game.readingsSnippet(i.id, others))}`,
    "Drives the decision(s) " +
      `${links(decisionsDrivenBy(site.game.decisions, i.id).map((k) => to.decision(k)))}. Worked examples: ` +
      `${links((row?.fixtures ?? []).map((f) => to.example(f)))}.`,
  ].join("\n\n");
}

export function interpretationsPage(site: GameSite): Page {
  const path = gamePath(site.layout, "interpretations.md");
  const to = linksFrom(site.layout, path);
  const interps = site.game.rules.filter((r): r is Interpretation => r.kind === "interpretation");
  const summary = table(
    ["id", "question", "default", "other readings"],
    interps.map((i) => [
      `[${i.id}](#${i.id.toLowerCase()})`,
      md(i.question),
      code(i.defaultReading),
      i.readings
        .filter((r) => r.id !== i.defaultReading)
        .map((r) => code(r.id))
        .join(", "),
    ]),
  );
  const content = paragraphs([
    frontMatter("Interpretations"),
    "# Interpretation register",
    `Every question ${site.game.sourcesName} leave open is a named option with a default reading ` +
      `(${interps.length} in all). Pass other readings to ${site.game.specFunction}; unknown ids or ` +
      "readings are refused with the ids that were expected.",
    summary,
    ...interps.map((i) => entry(site, i, to)),
  ]);
  return { path, content: `${content}\n` };
}
