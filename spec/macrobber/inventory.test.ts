// MacRobber's inventory (inventory.json beside this file, the same format as The Robbers') is its
// checklist: every id listed there is a rule of the spec with a source, and every rule of the spec
// is listed, in the same order.
import { describe, expect, it } from "vitest";
import type { InventoryFile } from "../../src/kit/game-docs.js";
import { macRobberRules } from "./index.js";
import inventory from "./inventory.json" with { type: "json" };

const listed: InventoryFile = inventory;

describe("MacRobber inventory", () => {
  it("lists exactly the spec's ids, in rulebook order", () => {
    expect(listed.ids.length).toBeGreaterThanOrEqual(60);
    expect(listed.ids).toEqual(macRobberRules.map((r) => r.id));
  });

  it("every rule cites the MacRobber rulebook with a section and is stated in our words", () => {
    for (const rule of macRobberRules) {
      expect(rule.id, rule.id).toMatch(/^MR-/);
      expect(rule.statement.length, rule.id).toBeGreaterThan(20);
      expect(rule.sources.length, `${rule.id} has no source`).toBeGreaterThan(0);
      for (const s of rule.sources) {
        expect(s.file, rule.id).toBe("004_7cad5ba990d5d333.txt");
        expect(s.section.length, rule.id).toBeGreaterThan(2);
      }
    }
  });

  it("ids are unique and interpretations each have a default among two or more readings", () => {
    const ids = macRobberRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const interps = macRobberRules.filter((r) => r.kind === "interpretation") as unknown as {
      id: string;
      readings: { id: string }[];
      defaultReading: string;
    }[];
    expect(interps.length).toBeGreaterThanOrEqual(4);
    for (const i of interps) {
      expect(i.readings.length, i.id).toBeGreaterThanOrEqual(2);
      expect(
        i.readings.map((r) => r.id),
        i.id,
      ).toContain(i.defaultReading);
    }
  });

  it("the four open questions the issue names are interpretations", () => {
    const ids = macRobberRules.filter((r) => r.kind === "interpretation").map((r) => r.id);
    for (const id of ["MR-INT-RED-AREA", "MR-INT-CARD-VALUES", "MR-INT-COLOUR-OUT", "MR-INT-BARD-SECOND"])
      expect(ids).toContain(id);
  });
});
