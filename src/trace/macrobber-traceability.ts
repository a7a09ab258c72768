// MacRobber's traceability: every id of spec/macrobber/INVENTORY.md with its spec rule, sources,
// the properties that check it and the fixtures that exercise it. Same row shape as the Robbers
// table, so the trace command and the docs site print both the same way.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadMacRobberFixtures } from "../macrobber/fixture.js";
import { macRobberRules } from "../../spec/macrobber/index.js";
import { MACROBBER_PROPERTIES } from "../../properties/macrobber/registry.js";
import type { TraceRow } from "./traceability.js";

/** The ids listed in spec/macrobber/INVENTORY.md, in order. */
export function macRobberInventory(root: string): string[] {
  const text = readFileSync(join(root, "spec/macrobber/INVENTORY.md"), "utf8");
  return [...text.matchAll(/^- `(MR-[A-Z0-9-]+)`/gm)].map((m) => m[1]!);
}

export function macRobberTraceability(root: string): TraceRow[] {
  const inventory = macRobberInventory(root);
  const fixtures = loadMacRobberFixtures(join(root, "fixtures/macrobber"));
  const ids = [...inventory, ...macRobberRules.map((r) => r.id).filter((id) => !inventory.includes(id))];
  return ids.map((id) => {
    const rule = macRobberRules.find((r) => r.id === id);
    return {
      id,
      inInventory: inventory.includes(id),
      kind: rule?.kind ?? "missing",
      title: rule?.title ?? "(not in the spec)",
      sources: (rule?.sources ?? []).map((s) => `${s.file} ${s.section}`),
      properties: MACROBBER_PROPERTIES.filter((p) => (p.rules as readonly string[]).includes(id)).map((p) => p.name),
      fixtures: fixtures.filter((f) => f.fixture.exercises.includes(id)).map((f) => f.fixture.id),
    };
  });
}
