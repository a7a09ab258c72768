// The edition comparison: a table of every decision some presets resolve differently (one column
// per preset, each value linked to the rules behind it), the pairwise differences, and what
// changes under non-default interpretation readings. Built with compareEditions only.
import { compareEditions, type EditionDifference } from "../../robbers/editions.js";
import { EDITION_IDS, editions, interpretations, robbersDecisions, type EditionId, type InterpretationId } from "../../../spec/robbers/index.js";
import { code, frontMatter, md, ruleLink, table } from "../markdown.js";
import type { Page } from "./rule-pages.js";

type Interps = Partial<Record<InterpretationId, string>>;

const byIds = (by: readonly string[]): string => by.map((id) => ruleLink(id, "top")).join(", ");
const cell = (value: unknown, by: readonly string[]): string => `${code(String(value))} (${byIds(by)})`;

/** Every edition pair, in preset order. */
export const editionPairs = (): [EditionId, EditionId][] => EDITION_IDS.flatMap((a, i) => EDITION_IDS.slice(i + 1).map((b) => [a, b] as [EditionId, EditionId]));

/** Decision -> value (and ids) per edition, for every decision on which some two presets differ. */
export function comparisonMatrix(interps: Interps = {}): Map<string, { description: string; per: Map<EditionId, { value: unknown; by: readonly string[] }> }> {
  const out = new Map<string, { description: string; per: Map<EditionId, { value: unknown; by: readonly string[] }> }>();
  for (const [a, b] of editionPairs()) {
    for (const d of compareEditions(a, b, interps as never) as EditionDifference[]) {
      const entry = out.get(d.decision) ?? { description: d.description, per: new Map() };
      entry.per.set(a, d.a);
      entry.per.set(b, d.b);
      out.set(d.decision, entry);
    }
  }
  return out;
}

function matrixTable(interps: Interps = {}): string {
  const m = comparisonMatrix(interps);
  if (m.size === 0) return "No decision differs between the presets.";
  // In the order the decision table lists them, not the order the pairs happened to reveal them.
  const order = Object.keys(robbersDecisions);
  const rows = [...m].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([decision, { description, per }]) => [
    `${code(decision)}: ${md(description)}`,
    ...EDITION_IDS.map((e) => {
      const r = per.get(e);
      return r ? cell(r.value, r.by) : "—";
    }),
  ]);
  return table(["decision", ...EDITION_IDS.map((e) => code(e))], rows);
}

function pairwise(): string {
  const sections = editionPairs().map(([a, b]) => {
    const diffs = compareEditions(a, b);
    const body = diffs.length
      ? table(["decision", code(a), code(b)], diffs.map((d) => [code(d.decision), cell(d.a.value, d.a.by), cell(d.b.value, d.b.by)]))
      : "No difference: every decision resolves the same way.";
    return `### ${a} vs ${b}\n\n${code(`compareEditions("${a}", "${b}")`)}\n\n${body}`;
  });
  return sections.join("\n\n");
}

/** Readings that change which decisions differ between presets (e.g. INT-MANDATORY-MOVE "mandatory"). */
function underReadings(): string {
  const base = JSON.stringify([...comparisonMatrix()].map(([k, v]) => [k, [...v.per]]));
  const found: string[] = [];
  for (const i of interpretations) {
    for (const r of i.readings) {
      if (r.id === i.defaultReading) continue;
      const interps = { [i.id]: r.id } as Interps;
      if (JSON.stringify([...comparisonMatrix(interps)].map(([k, v]) => [k, [...v.per]])) === base) continue;
      found.push(`### Under ${i.id} = ${code(r.id)}\n\n${code(`compareEditions(a, b, { "${i.id}": "${r.id}" })`)} (see ${ruleLink(i.id, "top")}):\n\n${matrixTable(interps)}`);
    }
  }
  return found.length ? found.join("\n\n") : "No non-default reading changes how the presets differ.";
}

export function editionsPage(): Page {
  const presets = table(
    ["preset", "rule", "publisher", "year", "what it says"],
    editions.map((e) => [code(e.editionId), ruleLink(e.id, "top"), md(e.publisher), String(e.year), md(e.statement)]),
  );
  const content = [
    frontMatter("Editions"),
    "# Edition comparison",
    "The five presets are exceptions over the base placement rules. The table lists every decision that some two presets resolve differently, with the value each preset gives and the rule ids behind it; it is built with {@link compareEditions} over every pair of presets, with the default interpretation readings.",
    presets,
    "## Decisions that differ",
    matrixTable(),
    "## Pair by pair",
    pairwise(),
    "## Under other interpretation readings",
    underReadings(),
  ].join("\n\n");
  return { path: "editions.md", content: `${content}\n` };
}
