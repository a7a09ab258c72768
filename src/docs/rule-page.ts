// One page per rule id of a game (rules of play, interpretations and edition presets, plus any
// inventory id the spec lacks): first what a player or a rules lawyer reads (statement, sources,
// editions, the interpretations touching it, the common mistakes, the decisions it takes part in,
// the worked examples that show it), then a section of its own for engine authors (issue 36,
// point 8): the handler steps that enforce it, the properties and conformance vectors that
// exercise it, and where `conform` catches each mistake.

import type { Edition, Interpretation, Rule, SourceRef } from "../dsl/rule.js";
import { stepsImplementing } from "../dsl/steps.js";
import type { DocLinks, EditionDocs, MistakeDocs, ReadingCheck } from "../kit/game-docs.js";
import { decisionsTouching } from "./decision-pages.js";
import type { GameSite } from "./game-site.js";
import { linksFrom, rulePath } from "./layout.js";
import { code, frontMatter, links, md, PAGE_GROUPS, paragraphs, table, tsBlock } from "./markdown.js";
import type { Page } from "./page.js";
import { readableSection, sourceDetail, sourceInline, sourceLabel } from "./source-documents.js";
import type { Touch } from "./touches.js";
import { vectorsFor } from "./vector-manifest.js";

const KIND: Record<string, string> = {
  rule: "rule of play",
  interpretation: "interpretation (open question)",
  edition: "edition preset",
  missing: "missing from the spec",
};

/** Each source as its document and section in words with the file below as the detail, and the ruling date. */
export const sourcesTable = (sources: readonly SourceRef[]): string =>
  table(
    ["source", "ruling"],
    sources.map((s) => [
      [sourceLabel(s), sourceDetail(s)].filter(Boolean).join("<br>"),
      s.ruling ? md(readableSection(s.file, s.ruling)) : "—",
    ]),
  );

function editionsSection(rule: Rule, editions: EditionDocs, to: DocLinks): string {
  const comparison = `See the [edition comparison](${to.href("editions.md")}).`;
  if (rule.kind === "edition")
    return `## Editions\n\nThis page is the ${code((rule as Edition).editionId)} preset itself. ${comparison}`;
  const named = (rule.editions ?? editions.ids).map((e) => {
    const preset = editions.presets.find((p) => p.editionId === e);
    return preset ? `[${e}](${to.href(`rules/${preset.id}.md`)})` : code(e);
  });
  const scope = rule.editions ? "Applies only in these editions" : "Applies in every edition";
  return `## Editions\n\n${scope}: ${named.join(", ")}. ${comparison}`;
}

const REASON: Record<string, string> = {
  named: "its question or readings name this rule",
  decision: "one of its readings is an exception over a decision based on this rule",
  cited: "effects in worked examples cite both",
};

function touchesSection(touches: readonly Touch[], to: DocLinks): string {
  if (!touches.length)
    return "## Interpretations that touch it\n\nNone: no interpretation names this rule, changes a decision based on it, or is cited with it.";
  const lines = touches.map((t) => {
    const why = t.reasons.map((r) => {
      if (r === "decision") return `${REASON[r]} (${t.decisions.map(code).join(", ")})`;
      if (r === "cited") return `${REASON[r]} (${t.fixtures.map((f) => to.example(f)).join(", ")})`;
      return REASON[r]!;
    });
    return `- ${to.rule(t.interpretation)}: ${why.join("; ")}.`;
  });
  return `## Interpretations that touch it\n\n${lines.join("\n")}`;
}

/** Decisions this id takes part in: as the base rule, as an exception, or cited by an exception. */
function decisionsSection(site: GameSite, id: string, to: DocLinks): string {
  const rows = decisionsTouching(site.game.decisions, id).map(({ key, decision, role }) => [
    to.decision(key),
    md(decision.description),
    role,
  ]);
  return rows.length ? `## Decisions it takes part in\n\n${table(["decision", "what it decides", "role"], rows)}` : "";
}

/** The handler steps whose `implements` names the id (a handler not split into steps counts as one step). */
function enforcedSection(site: GameSite, id: string): string {
  const places = stepsImplementing(site.game.handlers, id);
  if (!places.length)
    return (
      "### Enforced by\n\nNo handler step names it: it acts through a decision above, through validation of " +
      "states and events, or not in play at all (an edition preset, a fact about the components)."
    );
  const lines = places.map((p) =>
    p.step === null
      ? `- handler ${code(p.handler)} (not split into steps)`
      : `- handler ${code(p.handler)}, step ${code(p.step)}: ${md(p.summary)}`,
  );
  return `### Enforced by\n\nThe handler steps whose rule ids name it (\`implements\` in the ruleset):\n\n${lines.join("\n")}`;
}

function interpretationSection(site: GameSite, i: Interpretation, to: DocLinks): string {
  const readings = i.readings.map((r) => [
    code(r.id) + (r.id === i.defaultReading ? " (default)" : ""),
    md(r.statement),
    r.sources.map(sourceInline).join("; ") || "—",
  ]);
  const others = i.readings.filter((r) => r.id !== i.defaultReading).map((r) => r.id);
  return [
    `## Question\n\n${md(i.question)}`,
    `## Readings\n\n${table(["reading", "what it says", "sources"], readings)}`,
    `**Default:** ${code(i.defaultReading)}. ${md(i.rationale)}`,
    "## Selecting another reading\n\nPass it to " +
      `${site.game.specFunction}:\n\n${tsBlock(site.game.readingsSnippet(i.id, others))}\n\nSee the ` +
      `[interpretation register](${to.href("interpretations.md")}).`,
    readingChecksSection(site.game.id, site.game.readingChecks?.(i.id) ?? []),
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** What the bounded exhaustive check found under the other readings: a broken invariant with its shortest trace, or none within the bound. */
function readingChecksSection(game: string, checks: readonly ReadingCheck[]): string {
  if (!checks.length) return "";
  const one = (c: ReadingCheck) =>
    c.invariant === null
      ? `### ${code(c.reading)}: no invariant breaks

Within ${md(c.bound)}: ${c.states.toLocaleString("en")} states explored, 0 violations.`
      : [
          `### ${code(c.reading)}: breaks ${md(c.invariant)}`,
          `${md(c.message ?? "")}. The shortest counterexample has ${c.length} ` +
            `event(s)${c.edition ? ` under ${code(c.edition)}` : ""} (found within ${md(c.bound)}; ` +
            `${c.states.toLocaleString("en")} states explored). It is kept as ${code(c.file ?? "")}; replay it ` +
            "with the game's `check` command:",
          `\`\`\`json\n${JSON.stringify(c.trace, null, 2)}\n\`\`\``,
        ].join("\n\n");
  return (
    "## What the other readings do to the invariants\n\nThe bounded exhaustive check (`npm run " +
    `verify:exhaustive -- --game ${game}\`) explored every reachable situation within its bound under ` +
    "each other reading and checked every invariant of the property registry on every " +
    `transition.\n\n${checks.map(one).join("\n\n")}`
  );
}

function editionSection(e: Edition, editions: EditionDocs, to: DocLinks): string {
  return [
    `## Preset\n\n${table(["preset", "publisher", "year"], [[code(e.editionId), md(e.publisher), String(e.year)]])}`,
    "Select it, and compare it with another preset (see the [edition " +
      `comparison](${to.href("editions.md")})):\n\n${tsBlock(editions.presetSnippet(e.editionId))}`,
  ].join("\n\n");
}

/** The known mistakes about a rule, in words: what each gets wrong. */
function mistakesSection(site: GameSite, id: string): string {
  const mine = (site.game.mistakes ?? []).filter((m) => m.rule === id);
  if (!mine.length) return "";
  const one = (m: MistakeDocs) =>
    `### ${md(m.title)} (${code(m.id)})\n\n${md(m.statement)} This is never the rules: no edition or reading plays it.`;
  return `## Common mistakes\n\nThe wrong readings people and engines make of this rule.\n\n${mine.map(one).join("\n\n")}`;
}

/** For engine authors: each known mistake with the smallest committed vector where it changes the answer, worked out both ways. */
function mistakeVectorsSection(site: GameSite, id: string): string {
  const mine = (site.game.mistakes ?? []).filter((m) => m.rule === id);
  if (!mine.length) return "";
  const one = (m: MistakeDocs) => {
    const head = `#### ${md(m.title)} (${code(m.id)})`;
    if (!m.example) return `${head}\n\nNo committed vector catches it yet.`;
    const e = m.example;
    const list = (lines: readonly string[]) => lines.map((l) => `- ${md(l)}`).join("\n");
    return [
      head,
      `Where it bites: ${m.killedBy.length} conformance vector${m.killedBy.length === 1 ? "" : "s"} catch it; the smallest is ${code(e.vector)}.`,
      list(e.situation),
      ...(e.choices.length ? [`With the choices: ${e.choices.map((c) => md(c)).join("; ")}.`] : []),
      `Under the rules:\n\n${list(e.rules)}`,
      `Under the mistake:\n\n${list(e.mistake)}`,
    ].join("\n\n");
  };
  return (
    `### How \`${site.game.id} conform\` catches each mistake\n\nIt names them in an engine's report.\n\n` +
    mine.map(one).join("\n\n")
  );
}

/** The worked examples that show the rule, for a reader. */
function examplesSection(site: GameSite, id: string, to: DocLinks): string {
  const fixtures = (site.trace.find((r) => r.id === id)?.fixtures ?? []).map((f) => to.example(f));
  return fixtures.length
    ? `## Worked examples\n\nSituations that show it, replayed step by step with pictures: ${links(fixtures)}.`
    : "## Worked examples\n\nNone yet.";
}

function exercisedSection(site: GameSite, id: string, to: DocLinks): string {
  const row = site.trace.find((r) => r.id === id);
  const properties = (row?.properties ?? []).map((p) => to.property(p));
  const vectors = vectorsFor(site.game.vectors, id);
  const named = (list: readonly { readonly id: string }[]) =>
    list.length
      ? list
          .slice(0, 12)
          .map((v) => code(v.id))
          .join(", ") + (list.length > 12 ? `, ... (${list.length} in all)` : "")
      : "none";
  const positive = vectors.filter((v) => v.kind === "positive");
  const suite = site.game.vectors
    ? `\n- Conformance vectors (\`${site.game.vectors.folder}\`): ${positive.length} exercise it, of which ` +
      `these target it: ${named(positive.filter((v) => v.anchors.includes(id)))}. Vectors that expect a ` +
      `refusal: ${named(vectors.filter((v) => v.kind === "negative"))}.`
    : "";
  return (
    `### Exercised by\n\n- Properties: ${links(properties)}${suite}\n\nFrom the ` +
    `[traceability table](${to.href("traceability.md")}).`
  );
}

/** What an implementation of the rules needs, apart from what a player reads. */
const engineSection = (parts: readonly string[]): string =>
  paragraphs([
    "## For engine authors\n\nWhere the ruleset enforces this rule, and the tests and conformance vectors " +
      "that check an implementation of it.",
    ...parts,
  ]);

function origin(site: GameSite, rule: Rule | undefined, inInventory: boolean): string {
  const inventory = site.game.inventory.name;
  if (rule?.addedByProject)
    return inInventory
      ? `in ${inventory}, stated by the project (${site.game.sourcesName} leave it implicit)`
      : `added by this project (beyond ${inventory})`;
  return inInventory ? `in ${inventory}` : `not in ${inventory}`;
}

/** A rule worked through with one number, when the game gives one. */
const inNumbers = (words: string | null): string => (words ? `**In numbers:** ${words}` : "");

export function rulePage(site: GameSite, id: string): Page {
  const path = rulePath(site.layout, id);
  const to = linksFrom(site.layout, path);
  const rule = site.game.rules.find((r) => r.id === id);
  const row = site.trace.find((r) => r.id === id);
  const kind = rule?.kind ?? "missing";
  const head =
    `${frontMatter(id, [], PAGE_GROUPS.rule, site.game.searchWords?.(id) ?? [])}\n# ${id}: ` +
    `${md(rule?.title ?? row?.title ?? "(not in the spec)")}\n\n*${KIND[kind]}* · section ` +
    `${md(rule?.section ?? "—")} · ${origin(site, rule, row?.inInventory ?? false)}`;
  if (!rule)
    return {
      path,
      content: `${head}\n\nThis inventory id has no rule in \`${site.game.rulesFolder}\` yet.\n\n${paragraphs([
        examplesSection(site, id, to),
        engineSection([exercisedSection(site, id, to)]),
      ])}\n`,
    };
  const editions = site.game.editions;
  const content = paragraphs([
    head,
    `> ${md(rule.statement)}`,
    inNumbers(site.game.ruleInNumbers?.(id, to) ?? null),
    rule.kind === "interpretation" ? interpretationSection(site, rule as Interpretation, to) : "",
    rule.kind === "edition" && editions ? editionSection(rule as Edition, editions, to) : "",
    `## Sources\n\n${sourcesTable(rule.sources)}`,
    editions ? editionsSection(rule, editions, to) : "",
    touchesSection(site.touches.get(id) ?? [], to),
    mistakesSection(site, id),
    decisionsSection(site, id, to),
    examplesSection(site, id, to),
    engineSection([enforcedSection(site, id), exercisedSection(site, id, to), mistakeVectorsSection(site, id)]),
  ]);
  return { path, content: `${content}\n` };
}
