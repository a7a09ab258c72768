// Every inventory id must be traced to a spec rule and to at least one property or fixture, and
// every property must name only rule ids the spec knows; the same for MacRobber's own inventory.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { robbersRules } from "../../spec/robbers/index.js";
import { PROPERTIES } from "../../properties/registry.js";
import { gaps, traceability } from "./traceability.js";
import { macRobberTraceability } from "./macrobber-traceability.js";
import { macRobberRules } from "../../spec/macrobber/index.js";
import { MACROBBER_PROPERTIES } from "../../properties/macrobber/registry.js";

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

it("every MacRobber id has a rule, a source, and a property or fixture", () => {
  const rows = macRobberTraceability(root);
  expect(gaps(rows)).toEqual([]);
  expect(rows.length).toBe(macRobberRules.length);
  expect(rows.every((r) => r.inInventory)).toBe(true);
});

it("MacRobber properties name only MacRobber rule ids", () => {
  const known = new Set(macRobberRules.map((r) => r.id));
  for (const p of MACROBBER_PROPERTIES) for (const id of p.rules) expect(known.has(id), `${p.name} names unknown ${id}`).toBe(true);
});

it("a gap is reported: an id without fixtures or properties, or without sources", () => {
  const row = macRobberTraceability(root)[0]!;
  expect(gaps([{ ...row, properties: [], fixtures: [] }])).toEqual([row.id]);
  expect(gaps([{ ...row, sources: [] }])).toEqual([row.id]);
});
