// The inventory is the checklist: every id in shared/RULES-INVENTORY.md must be a rule (or an
// interpretation) of the spec with at least one source, and the spec may add ids of its own only
// when it says so (addedByProject). inventory.json is the snapshot of the shared file's ids, in the
// format every game's inventory uses (src/kit/game-docs.ts `InventoryFile`).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { InventoryFile } from "../../src/kit/game-docs.js";
import { robbersRules } from "./index.js";
import inventory from "./inventory.json" with { type: "json" };

/** The same format as MacRobber's inventory.json. */
const snapshot: InventoryFile = inventory;

const here = dirname(fileURLToPath(import.meta.url));
const sharedInventory = [process.env.ROBBERS_SHARED, join(here, "../../../shared"), join(here, "../../shared")]
  .filter((d): d is string => !!d)
  .map((d) => join(d, "RULES-INVENTORY.md"))
  .find((f) => existsSync(f));

const idsIn = (markdown: string): string[] =>
  [...markdown.matchAll(/^- `([A-Z]{2,3}-[A-Z0-9-]+)`/gm)].map((m) => m[1]!);

describe("rule inventory", () => {
  it("the snapshot matches shared/RULES-INVENTORY.md (required under CI)", () => {
    if (!sharedInventory) {
      expect(process.env.CI, "CI runs with shared/ beside the clone; the inventory must be found").toBeFalsy();
      return;
    }
    expect(idsIn(readFileSync(sharedInventory, "utf8"))).toEqual(snapshot.ids);
  });

  it("every inventory id is in the spec", () => {
    const inSpec = new Set(robbersRules.map((r) => r.id));
    expect(snapshot.ids.filter((id) => !inSpec.has(id))).toEqual([]);
    expect(snapshot.ids.length).toBe(38); // guards against a snapshot that silently lost ids
  });

  it("every rule has a statement and at least one source with file and section", () => {
    for (const rule of robbersRules) {
      expect(rule.statement.length, rule.id).toBeGreaterThan(20);
      expect(rule.sources.length, `${rule.id} has no source`).toBeGreaterThan(0);
      for (const s of rule.sources)
        expect(s.file && s.section, `${rule.id}: source without file or section`).toBeTruthy();
    }
  });

  it("ids are unique, and ids beyond the inventory are marked as added by the project", () => {
    const ids = robbersRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const extra = robbersRules.filter((r) => !snapshot.ids.includes(r.id) && r.kind === "rule");
    expect(extra.filter((r) => !r.addedByProject).map((r) => r.id)).toEqual([]);
  });

  it("interpretations each have a default among two or more readings", () => {
    for (const r of robbersRules) {
      if (r.kind !== "interpretation") continue;
      const i = r as unknown as { readings: { id: string }[]; defaultReading: string };
      expect(i.readings.length, r.id).toBeGreaterThanOrEqual(2);
      expect(
        i.readings.map((x) => x.id),
        r.id,
      ).toContain(i.defaultReading);
    }
  });
});
