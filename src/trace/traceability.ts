// Traceability: for every rule id (inventory first), the spec rule that encodes it, the properties
// that check it and the fixtures that exercise it. Built from the spec, the property registry and
// the fixture files, so it cannot drift from them.
import { join } from "node:path";
import { loadFixtures } from "../formats/load-fixtures.js";
import { robbersRules } from "../../spec/robbers/index.js";
import inventory from "../../spec/robbers/inventory.json" with { type: "json" };
import { PROPERTIES } from "../../properties/registry.js";

export interface TraceRow {
  readonly id: string;
  readonly inInventory: boolean;
  readonly kind: string;
  readonly title: string;
  readonly sources: readonly string[];
  readonly properties: readonly string[];
  readonly fixtures: readonly string[];
}

export function traceability(root: string): TraceRow[] {
  const fixtures = loadFixtures(join(root, "fixtures/robbers"));
  const ids = [...inventory.ids, ...robbersRules.map((r) => r.id).filter((id) => !inventory.ids.includes(id))];
  return ids.map((id) => {
    const rule = robbersRules.find((r) => r.id === id);
    return {
      id,
      inInventory: inventory.ids.includes(id),
      kind: rule?.kind ?? "missing",
      title: rule?.title ?? "(not in the spec)",
      sources: (rule?.sources ?? []).map((s) => `${s.file} ${s.section}${s.ruling ? ` (${s.ruling})` : ""}`),
      properties: PROPERTIES.filter((p) => (p.rules as readonly string[]).includes(id)).map((p) => p.name),
      fixtures: fixtures.filter((f) => f.fixture.exercises.includes(id)).map((f) => f.fixture.id),
    };
  });
}

/** Inventory ids with no spec rule, no source, or neither a property nor a fixture. */
export const gaps = (rows: readonly TraceRow[]): string[] =>
  rows.filter((r) => r.inInventory && (r.kind === "missing" || r.sources.length === 0 || r.properties.length + r.fixtures.length === 0)).map((r) => r.id);

export function traceTable(rows: readonly TraceRow[]): string {
  const head = "| id | rule | properties | fixtures |\n|---|---|---|---|";
  const body = rows.map((r) => `| ${r.id}${r.inInventory ? "" : " (added)"} | ${r.title} | ${r.properties.join(", ") || "—"} | ${r.fixtures.join(", ") || "—"} |`);
  return [head, ...body].join("\n");
}
