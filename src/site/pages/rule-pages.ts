// One page per rule id (rules of play, interpretations and edition presets, plus any inventory id
// the spec lacks): statement, sources, editions, the interpretations touching it, the decisions it
// takes part in, and the worked examples and properties that exercise it.
import type { Decision, Edition, Interpretation, Rule, SourceRef } from "../../dsl/index.js";
import { EDITION_IDS, editions, robbersDecisions } from "../../../spec/robbers/index.js";
import type { TraceRow } from "../../trace/traceability.js";
import { code, exampleLink, frontMatter, links, md, propertyLink, ruleLink, rulePath, table } from "../markdown.js";
import type { SiteData } from "../site-data.js";
import type { Touch } from "../touches.js";

export interface Page {
  /** Path under the pages folder, e.g. `rules/RB-STEAL-HALF.md`. */
  readonly path: string;
  readonly content: string;
}

const KIND: Record<string, string> = { rule: "rule of play", interpretation: "interpretation (open question)", edition: "edition preset", missing: "missing from the spec" };

export const sourcesTable = (sources: readonly SourceRef[]): string =>
  table(["file", "section", "ruling"], sources.map((s) => [code(s.file), md(s.section), s.ruling ? md(s.ruling) : "—"]));

const editionRuleId = (editionId: string): string | undefined => editions.find((e) => e.editionId === editionId)?.id;

function editionsSection(rule: Rule): string {
  if (rule.kind === "edition") return `## Editions\n\nThis page is the ${code((rule as Edition).editionId)} preset itself. See the [edition comparison](../editions.md).`;
  const list = rule.editions ?? EDITION_IDS;
  const named = list.map((e) => {
    const id = editionRuleId(e);
    return id ? `[${e}](${rulePath(id, "child")})` : code(e);
  });
  const scope = rule.editions ? "Applies only in these editions" : "Applies in every edition";
  return `## Editions\n\n${scope}: ${named.join(", ")}. See the [edition comparison](../editions.md).`;
}

const REASON: Record<string, string> = {
  named: "its question or readings name this rule",
  decision: "one of its readings is an exception over a decision based on this rule",
  cited: "effects in worked examples cite both",
};

function touchesSection(touches: readonly Touch[]): string {
  if (!touches.length) return "## Interpretations that touch it\n\nNone: no interpretation names this rule, changes a decision based on it, or is cited with it.";
  const lines = touches.map((t) => {
    const why = t.reasons.map((r) => {
      if (r === "decision") return `${REASON[r]} (${t.decisions.map(code).join(", ")})`;
      if (r === "cited") return `${REASON[r]} (${t.fixtures.map((f) => exampleLink(f, "child")).join(", ")})`;
      return REASON[r]!;
    });
    return `- ${ruleLink(t.interpretation, "child")}: ${why.join("; ")}.`;
  });
  return `## Interpretations that touch it\n\n${lines.join("\n")}`;
}

/** Decisions this id takes part in: as the base rule, as an exception, or cited by an exception. */
function decisionsSection(id: string): string {
  const rows: string[][] = [];
  for (const [key, d] of Object.entries(robbersDecisions as unknown as Record<string, Decision<never, unknown>>)) {
    if (d.base.rule === id) rows.push([code(key), md(d.description), `base rule: ${code(String(d.base.value))}`]);
    for (const e of d.exceptions) {
      if (e.id === id || e.cites?.includes(id)) rows.push([code(key), md(d.description), `exception ${e.id} (${md(e.label)}): ${code(String(e.value))}`]);
    }
  }
  return rows.length ? `## Decisions it takes part in\n\n${table(["decision", "what it decides", "role"], rows)}` : "";
}

function interpretationSection(i: Interpretation): string {
  const readings = i.readings.map((r) => [code(r.id) + (r.id === i.defaultReading ? " (default)" : ""), md(r.statement), r.sources.map((s) => `${code(s.file)} ${md(s.section)}`).join("; ")]);
  const select = i.readings
    .filter((r) => r.id !== i.defaultReading)
    .map((r) => `    robbersSpec({ interpretations: { "${i.id}": "${r.id}" } })`)
    .join("\n");
  return [
    `## Question\n\n${md(i.question)}`,
    `## Readings\n\n${table(["reading", "what it says", "sources"], readings)}`,
    `**Default:** ${code(i.defaultReading)}. ${md(i.rationale)}`,
    `## Selecting another reading\n\nPass it to {@link robbersSpec}:\n\n${select}\n\nSee the [interpretation register](../interpretations.md).`,
  ].join("\n\n");
}

function editionSection(e: Edition): string {
  return [
    `## Preset\n\n${table(["preset", "publisher", "year"], [[code(e.editionId), md(e.publisher), String(e.year)]])}`,
    `Select it with ${code(`robbersSpec({ edition: "${e.editionId}" })`)}; compare it with another preset with ${code(`compareEditions("${e.editionId}", "C3")`)} (see the [edition comparison](../editions.md)).`,
  ].join("\n\n");
}

function exercisedSection(row: TraceRow | undefined): string {
  const fixtures = (row?.fixtures ?? []).map((f) => exampleLink(f, "child"));
  const properties = (row?.properties ?? []).map((p) => propertyLink(p, "child"));
  return `## Exercised by\n\n- Worked examples: ${links(fixtures)}\n- Properties: ${links(properties)}\n\nFrom the [traceability table](../traceability.md).`;
}

export function rulePage(id: string, data: SiteData): Page {
  const rule = data.rules.find((r) => r.id === id);
  const row = data.trace.find((r) => r.id === id);
  const kind = rule?.kind ?? "missing";
  const origin = row?.inInventory ? "in the shared rules inventory" : rule?.addedByProject ? "added by this project (beyond the shared inventory)" : "not in the shared inventory";
  const head = `${frontMatter(id)}\n# ${id}: ${md(rule?.title ?? row?.title ?? "(not in the spec)")}\n\n*${KIND[kind]}* · section ${md(rule?.section ?? "—")} · ${origin}`;
  if (!rule) return { path: `rules/${id}.md`, content: `${head}\n\nThis inventory id has no rule in \`spec/robbers/rules/\` yet.\n\n${exercisedSection(row)}\n` };
  const parts = [
    head,
    `> ${md(rule.statement)}`,
    rule.kind === "interpretation" ? interpretationSection(rule as Interpretation) : "",
    rule.kind === "edition" ? editionSection(rule as Edition) : "",
    `## Sources\n\n${sourcesTable(rule.sources)}`,
    editionsSection(rule),
    touchesSection(data.touches.get(id) ?? []),
    decisionsSection(id),
    exercisedSection(row),
  ];
  return { path: `rules/${id}.md`, content: `${parts.filter(Boolean).join("\n\n")}\n` };
}

/** Every id with a page: the traceability rows (inventory first) cover every rule of the spec too. */
export const pageIds = (data: SiteData): string[] => [...new Set([...data.trace.map((r) => r.id), ...data.rules.map((r) => r.id)])];

/** The rules index: every id grouped by section, in rulebook order, with its page as a child. */
export function rulesIndex(data: SiteData): Page {
  const ids = pageIds(data);
  const sections = new Map<string, string[]>();
  for (const id of ids) {
    const rule = data.rules.find((r) => r.id === id);
    const section = rule?.section ?? "Missing from the spec";
    sections.set(section, [...(sections.get(section) ?? []), id]);
  }
  const body = [...sections].map(([section, sids]) => {
    const rows = sids.map((id) => {
      const rule = data.rules.find((r) => r.id === id);
      return [ruleLink(id, "top"), md(rule?.title ?? "(not in the spec)"), rule?.editions ? rule.editions.map(code).join(", ") : "all"];
    });
    return `## ${md(section)}\n\n${table(["id", "title", "editions"], rows)}`;
  });
  const content = `${frontMatter("Rules", ids.map((id) => `./rules/${id}.md`))}\n# Rules\n\nEvery rule of the specification, in rulebook order: ${ids.length} ids (rules of play, interpretations and edition presets), each on its own page. Generated from \`spec/robbers/rules/\`.\n\n${body.join("\n\n")}\n`;
  return { path: "rules.md", content };
}
