// A game's edition comparison (for games with editions): a table of every decision some presets
// resolve differently (one column per preset, each value linked to the rules behind it), which
// source says each value (issue 36, point 12), the pairwise differences, and what changes under
// non-default readings. Built with the game's own comparison function only.
import type { Interpretation, Rule } from "../dsl/rule.js";
import type { DocLinks, EditionDocs } from "../kit/game-docs.js";
import type { GameSite } from "./game-site.js";
import { gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, md, paragraphs, table } from "./markdown.js";
import type { Page } from "./page.js";
import { sourceInline } from "./source-documents.js";

type Readings = Readonly<Record<string, string>>;
type Side = { readonly value: unknown; readonly by: readonly string[] };

/** Every preset pair, in preset order. */
const editionPairs = (editions: EditionDocs): [string, string][] =>
  editions.ids.flatMap((a, i) => editions.ids.slice(i + 1).map((b) => [a, b] as [string, string]));

/** Decision -> value (and ids) per preset, for every decision on which some two presets differ. */
function comparisonMatrix(
  editions: EditionDocs,
  readings: Readings = {},
): Map<string, { description: string; per: Map<string, Side> }> {
  const out = new Map<string, { description: string; per: Map<string, Side> }>();
  for (const [a, b] of editionPairs(editions)) {
    for (const d of editions.compare(a, b, readings)) {
      const entry = out.get(d.decision) ?? { description: d.description, per: new Map() };
      entry.per.set(a, d.a);
      entry.per.set(b, d.b);
      out.set(d.decision, entry);
    }
  }
  return out;
}

/**
 * The rules whose sources say a value: those an edition or exception adds over the base rule (the
 * first rule behind it) when there are any, else the base rule itself.
 */
const sayers = (side: Side): readonly string[] => (side.by.length > 1 ? side.by.slice(1) : side.by);

/** For each decision that differs, each value with the presets that give it and the sources that say it. */
function valueSources(site: GameSite, editions: EditionDocs, to: DocLinks, order: readonly string[]): string {
  const rules = new Map<string, Rule>(site.game.rules.map((r) => [r.id, r]));
  const m = comparisonMatrix(editions);
  const decisions = [...m].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return decisions
    .map(([decision, { per }]) => {
      const values = new Map<string, { side: Side; presets: string[] }>();
      for (const e of editions.ids) {
        const side = per.get(e);
        if (!side) continue;
        const key = JSON.stringify([side.value, side.by]);
        const entry = values.get(key) ?? { side, presets: [] };
        entry.presets.push(e);
        values.set(key, entry);
      }
      const lines = [...values.values()].map(({ side, presets }) => {
        const said = sayers(side).map((id) => {
          const sources = rules.get(id)?.sources ?? [];
          return `${to.rule(id)}, from ${sources.length ? sources.map(sourceInline).join("; ") : "no source cited"}`;
        });
        return `- ${code(String(side.value))} under ${presets.map(code).join(", ")}: ${said.join("; and ")}.`;
      });
      return `### ${code(decision)}\n\n${lines.join("\n")}`;
    })
    .join("\n\n");
}

export function editionsPage(site: GameSite, editions: EditionDocs): Page {
  const path = gamePath(site.layout, "editions.md");
  const to = linksFrom(site.layout, path);
  const cell = (side: Side): string => `${code(String(side.value))} (${side.by.map((id) => to.rule(id)).join(", ")})`;
  // In the order the decision table lists them, not the order the pairs happened to reveal them.
  const order = Object.keys(site.game.decisions);

  const matrixTable = (readings: Readings = {}): string => {
    const m = comparisonMatrix(editions, readings);
    if (m.size === 0) return "No decision differs between the presets.";
    const rows = [...m]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([decision, { description, per }]) => [
        `${code(decision)}: ${md(description)}`,
        ...editions.ids.map((e) => {
          const side = per.get(e);
          return side ? cell(side) : "—";
        }),
      ]);
    return table(["decision", ...editions.ids.map((e) => code(e))], rows);
  };

  const pairwise = editionPairs(editions)
    .map(([a, b]) => {
      const diffs = editions.compare(a, b);
      const body = diffs.length
        ? table(
            ["decision", code(a), code(b)],
            diffs.map((d) => [code(d.decision), cell(d.a), cell(d.b)]),
          )
        : "No difference: every decision resolves the same way.";
      return `### ${a} vs ${b}\n\n${code(editions.compareCall(JSON.stringify(a), JSON.stringify(b)))}\n\n${body}`;
    })
    .join("\n\n");

  const content = paragraphs([
    frontMatter("Editions"),
    "# Edition comparison",
    `The ${editions.ids.length} presets are exceptions over the base rules. The table lists every ` +
      "decision that some two presets resolve differently, with the value each preset gives and the rule " +
      "ids behind it; it is built by comparing every pair of presets, with the default interpretation " +
      "readings.",
    table(
      ["preset", "rule", "publisher", "year", "what it says"],
      editions.presets.map((e) => [code(e.editionId), to.rule(e.id), md(e.publisher), String(e.year), md(e.statement)]),
    ),
    "## Decisions that differ",
    matrixTable(),
    "## Which source says each value",
    "Each value with the presets that give it, and the sources of the rules behind it: the edition or " +
      "exception that sets it where there is one, else the base rule.",
    valueSources(site, editions, to, order),
    "## Pair by pair",
    pairwise,
    "## Under other interpretation readings",
    underReadings(site, editions, to, matrixTable),
  ]);
  return { path, content: `${content}\n` };
}

/** Readings that change which decisions differ between presets (e.g. INT-MANDATORY-MOVE "mandatory"). */
function underReadings(
  site: GameSite,
  editions: EditionDocs,
  to: DocLinks,
  matrixTable: (readings: Readings) => string,
): string {
  const key = (readings: Readings) =>
    JSON.stringify([...comparisonMatrix(editions, readings)].map(([k, v]) => [k, [...v.per]]));
  const base = key({});
  const found: string[] = [];
  for (const i of site.game.rules.filter((r): r is Interpretation => r.kind === "interpretation")) {
    for (const r of i.readings) {
      if (r.id === i.defaultReading) continue;
      const readings = { [i.id]: r.id };
      if (key(readings) === base) continue;
      found.push(
        `### Under ${i.id} = ${code(r.id)}\n\n${code(editions.compareCall("a", "b", readings))} (see ${to.rule(i.id)}):\n\n${matrixTable(readings)}`,
      );
    }
  }
  return found.length ? found.join("\n\n") : "No non-default reading changes how the presets differ.";
}
