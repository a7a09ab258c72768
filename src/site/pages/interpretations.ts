// The interpretation register: every question the sources leave open, its readings with their
// sources, the default and why, and how to select another reading.
import type { Decision, Interpretation } from "../../dsl/index.js";
import { robbersDecisions } from "../../../spec/robbers/index.js";
import { code, exampleLink, frontMatter, links, md, ruleLink, table } from "../markdown.js";
import type { SiteData } from "../site-data.js";
import type { Page } from "./rule-pages.js";

/** Decisions an interpretation drives: it is their base rule or one of their exceptions. */
export const decisionsOf = (id: string): string[] =>
  Object.entries(robbersDecisions as unknown as Record<string, Decision<never, unknown>>)
    .filter(([, d]) => d.base.rule === id || d.exceptions.some((e) => e.id === id))
    .map(([key]) => key);

function entry(i: Interpretation, data: SiteData): string {
  const row = data.trace.find((r) => r.id === i.id);
  const readings = table(
    ["reading", "what it says", "sources"],
    i.readings.map((r) => [code(r.id) + (r.id === i.defaultReading ? " **(default)**" : ""), md(r.statement), r.sources.map((s) => `${code(s.file)} ${md(s.section)}`).join("; ")]),
  );
  const select = i.readings.filter((r) => r.id !== i.defaultReading).map((r) => `    robbersSpec({ interpretations: { "${i.id}": "${r.id}" } })`);
  return [
    `## ${i.id}`,
    `**${md(i.title)}** (${ruleLink(i.id, "top")})`,
    `**Question:** ${md(i.question)}`,
    readings,
    `**Default:** ${code(i.defaultReading)}: ${md(i.rationale)}`,
    `**Select another reading:**\n\n${select.join("\n")}`,
    `Drives the decision(s) ${decisionsOf(i.id).map(code).join(", ") || "—"}. Worked examples: ${links((row?.fixtures ?? []).map((f) => exampleLink(f, "top")))}.`,
  ].join("\n\n");
}

export function interpretationsPage(data: SiteData): Page {
  const interps = data.rules.filter((r): r is Interpretation => r.kind === "interpretation");
  const summary = table(
    ["id", "question", "default", "other readings"],
    interps.map((i) => [`[${i.id}](#${i.id.toLowerCase()})`, md(i.question), code(i.defaultReading), i.readings.filter((r) => r.id !== i.defaultReading).map((r) => code(r.id)).join(", ")]),
  );
  const content = [
    frontMatter("Interpretations"),
    "# Interpretation register",
    "Every open question is a named option with a default reading. Pass other readings to {@link robbersSpec} (together with an edition if you like), e.g. `robbersSpec({ edition: \"C2-ZMan\", interpretations: { \"INT-ZERO-POINTS\": \"used-up\" } })`; unknown ids or readings are refused with the ids that were expected. The [playground](./playground.md) lets you pick readings and see how the outcomes change.",
    summary,
    ...interps.map((i) => entry(i, data)),
  ].join("\n\n");
  return { path: "interpretations.md", content: `${content}\n` };
}
