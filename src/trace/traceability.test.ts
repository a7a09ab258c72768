// Every inventory id must be traced to a spec rule and to at least one property or fixture, and
// every property must name only rule ids the spec knows.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { robbersRules } from "../../spec/robbers/index.js";
import { PROPERTIES } from "../../properties/registry.js";
import { gaps, traceability } from "./traceability.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

it("no inventory id lacks a rule, a property or a fixture", () => {
  const rows = traceability(root);
  expect(gaps(rows)).toEqual([]);
  expect(rows.filter((r) => r.inInventory).length).toBe(38);
});

it("properties name only known rule ids", () => {
  const known = new Set(robbersRules.map((r) => r.id));
  for (const p of PROPERTIES) for (const id of p.rules) expect(known.has(id), `${p.name} names unknown ${id}`).toBe(true);
});
