// One traceability function for every game: each inventory id of both rulesets is traced to a spec
// rule with a source and to at least one property or fixture, every property names only ids its
// game knows, and a made-up game shows each kind of gap is reported.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type LoadedGameDocs, loadGameDocs } from "../kit/game-docs.js";
import { gaps, traceability, traceTable } from "../trace/traceability.js";
import { macRobberDocs } from "./macrobber/docs.js";
import { REGISTRY } from "./registry.js";
import { robbersDocs } from "./robbers/docs.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const robbers = await loadGameDocs(robbersDocs, root);
const macRobber = await loadGameDocs(macRobberDocs, root);
// Every registered game with documentation, so a new game is traced with no edit here.
const documented: LoadedGameDocs[] = await Promise.all(
  REGISTRY.flatMap((r) => (r.docs === undefined ? [] : [r.docs().then((d) => loadGameDocs(d, root))])),
);

it("traces every registered game with documentation, The Robbers and MacRobber among them", () => {
  expect(documented.map((g) => g.id)).toEqual(expect.arrayContaining([robbers.id, macRobber.id]));
  expect(documented.length).toBe(REGISTRY.filter((r) => r.docs !== undefined).length);
});

it("The Robbers' 38 inventory ids are all traced", () => {
  expect(traceability(robbers).filter((r) => r.inInventory).length).toBe(38);
});

describe.each(documented.map((game) => ({ game })))("$game.title", ({ game }) => {
  it("no inventory id lacks a rule, a source, or a property or fixture", () => {
    const rows = traceability(game);
    expect(gaps(rows)).toEqual([]);
    expect(rows.filter((r) => r.inInventory).length).toBe(game.inventory.ids.length);
    // Every spec rule has a row, after the inventory's ids.
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set([...game.inventory.ids, ...game.rules.map((r) => r.id)]));
  });

  it("properties name only the game's rule ids", () => {
    const known = new Set(game.rules.map((r) => r.id));
    for (const p of game.properties.entries)
      for (const id of p.rules) expect(known.has(id), `${p.name} names unknown ${id}`).toBe(true);
  });

  it("names the handler steps that enforce a rule, as the handlers list them", () => {
    const rows = traceability(game);
    const enforced = rows.filter((r) => r.enforcedBy.length > 0);
    expect(enforced.length).toBeGreaterThan(rows.length / 2);
    for (const row of enforced) {
      for (const place of row.enforcedBy) {
        const [handlerId, stepId] = place.split("/");
        const handler = game.handlers.find((h) => h.id === handlerId)!;
        expect(handler, place).toBeDefined();
        const ids = stepId === undefined ? handler.implements : handler.steps!.find((s) => s.id === stepId)!.implements;
        expect(ids, place).toContain(row.id);
      }
    }
  });
});

it("every MacRobber id is in its inventory", () => {
  const rows = traceability(macRobber);
  expect(rows.length).toBe(macRobber.rules.length);
  expect(rows.every((r) => r.inInventory)).toBe(true);
});

it("RB-STEAL-HALF is enforced by some handler step and exercised by worked example 3", () => {
  const row = traceability(robbers).find((r) => r.id === "RB-STEAL-HALF")!;
  expect(row.enforcedBy.length).toBeGreaterThan(0);
  expect(row.fixtures).toContain("000-example-3");
});

describe("a made-up game", () => {
  const rule = {
    id: "TOY-A",
    kind: "rule" as const,
    title: "A",
    statement: "A rule of a toy game, stated in our words.",
    sources: [{ file: "toy.txt", section: "1" }],
    section: "Toy",
  };
  const toy: LoadedGameDocs = {
    ...robbersDocs,
    id: "toy",
    title: "Toy",
    rules: [
      rule,
      { ...rule, id: "TOY-B", sources: [] },
      { ...rule, id: "TOY-C" },
      { ...rule, id: "TOY-EXTRA", addedByProject: true },
    ],
    decisions: {},
    handlers: [{ id: "step-all", implements: ["TOY-A"] }],
    inventory: { ids: ["TOY-A", "TOY-B", "TOY-C", "TOY-MISSING"], file: "toy.json", name: "the toy inventory" },
    editions: null,
    properties: {
      file: "toy.ts",
      entries: [{ name: "toy-prop", file: "toy.test.ts", title: "t", rules: ["TOY-A", "TOY-B"] }],
    },
    fixtures: { folder: "toy/", list: [] },
    extraPages: [],
  };

  it("reports an id with no rule, one with no source and one with neither property nor fixture; ids beyond the inventory are not gaps", () => {
    const rows = traceability(toy);
    expect(rows.map((r) => r.id)).toEqual(["TOY-A", "TOY-B", "TOY-C", "TOY-MISSING", "TOY-EXTRA"]);
    expect(gaps(rows)).toEqual(["TOY-B", "TOY-C", "TOY-MISSING"]);
    expect(rows[0]!.enforcedBy).toEqual(["step-all"]);
    expect(traceTable(rows)).toContain("| TOY-EXTRA (added) | A | — | — | — |");
    expect(traceTable(rows)).toContain("| TOY-A | A | step-all | toy-prop | — |");
  });
});

describe("conformance vectors in the report (read from each game's manifest)", () => {
  it("count, per rule, the vectors that exercise it, target it and expect it to refuse, as the manifest lists them", () => {
    for (const game of documented.filter((g) => g.vectors !== undefined)) {
      const suite = game.vectors!;
      expect(suite.list.length, game.id).toBeGreaterThan(0);
      const rows = traceability(game);
      for (const row of rows) {
        const positive = suite.list.filter((v) => v.kind === "positive");
        expect(row.vectors.exercising, row.id).toBe(positive.filter((v) => v.rules.includes(row.id)).length);
        expect(row.vectors.anchored, row.id).toBe(positive.filter((v) => v.anchors.includes(row.id)).length);
      }
    }
    // The Robbers' rounding rule is both exercised and targeted by the suite.
    const half = traceability(robbers).find((r) => r.id === "RB-STEAL-HALF")!;
    expect(half.vectors.exercising).toBeGreaterThan(0);
    expect(half.vectors.anchored).toBeGreaterThan(0);
  });
});
