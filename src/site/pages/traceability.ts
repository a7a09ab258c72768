// The traceability table (every rule id with its sources, properties and worked examples), the
// property list the rule pages link to, and the mutation report when `npm run mutate` has run.
import { gaps } from "../../trace/traceability.js";
import { code, exampleLink, frontMatter, links, md, propertyLink, ruleLink, table } from "../markdown.js";
import type { SiteData } from "../site-data.js";
import type { Page } from "./rule-pages.js";

export function mutationSection(data: SiteData): string {
  return data.mutation
    ? `**${md(data.mutation.summary)}** The full report, with every surviving mutant, is the [mutation report](./mutation.md) (\`docs/mutation.md\`, written by \`npm run mutate\`).`
    : "No mutation report yet: `docs/mutation.md` is written by `npm run mutate` (Stryker over the interpreter and the ruleset), and this page shows its score once it exists.";
}

export function traceabilityPage(data: SiteData): Page {
  const rows = data.trace.map((r) => [
    ruleLink(r.id, "top"),
    `${md(r.title)}${r.inInventory ? "" : " *(added by the project)*"}`,
    String(r.sources.length),
    links(r.properties.map((p) => propertyLink(p, "top"))),
    links(r.fixtures.map((f) => exampleLink(f, "top"))),
  ]);
  const missing = gaps(data.trace);
  const content = [
    frontMatter("Traceability", data.mutation ? ["./mutation.md"] : []),
    "# Traceability",
    `For every rule id (the shared inventory first, then the ids this project added): the spec rule, how many source references it has, the properties that check it and the worked examples that exercise it. Built by \`traceability(root)\` (\`src/trace/traceability.ts\`), the same rows as \`npm run trace\`.`,
    missing.length
      ? `**Gaps:** ${missing.map((id) => ruleLink(id, "top")).join(", ")} have no rule, property or worked example.`
      : `Every one of the ${data.trace.filter((r) => r.inInventory).length} inventory ids has a rule and at least one property or worked example.`,
    table(["id", "title", "sources", "properties", "worked examples"], rows),
    "## Mutation score",
    mutationSection(data),
  ].join("\n\n");
  return { path: "traceability.md", content: `${content}\n` };
}

export function mutationPage(data: SiteData): Page | null {
  if (!data.mutation) return null;
  // The report is itself generated Markdown; only its first heading is replaced by the page title.
  const body = data.mutation.markdown.replace(/^# .*\n/, "");
  return { path: "mutation.md", content: `${frontMatter("Mutation report")}\n# Mutation report\n\n${body}\n` };
}

export function propertiesPage(data: SiteData): Page {
  const entries = data.properties.map((p) =>
    [`## ${p.name}`, md(p.title), `File: ${code(p.file)}. Checks: ${p.rules.map((r) => ruleLink(r, "top")).join(", ")}.`].join("\n\n"),
  );
  const content = [
    frontMatter("Properties"),
    "# Properties",
    `The property-based tests (fast-check) and the rule ids each one checks, from \`properties/registry.ts\` (${data.properties.length} properties). Each counts how often its interesting cases happened and fails when one never did.`,
    ...entries,
  ].join("\n\n");
  return { path: "properties.md", content: `${content}\n` };
}
