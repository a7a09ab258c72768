// The engines written apart (fixtures/engines-apart/): every manifest of broken copies reads, names
// only rules of The Robbers and copies that are there, and docs/diagnosis-copies.md reports every copy
// of every manifest (a manifest added or changed without measuring it again fails here).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../conform/accuracy/copies.js";
import { robbersGame } from "./robbers/index.js";

const root = join(import.meta.dirname, "../..");
const apart = join(root, "fixtures/engines-apart");
const manifests = readdirSync(apart, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((engine) =>
    readdirSync(join(apart, engine.name), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((set) => join("fixtures/engines-apart", engine.name, set.name, "manifest.json")),
  );
const known = new Set(robbersGame.ruleset.rules.map((r) => r.id as string));

describe("the engines written apart", () => {
  it("have manifests that read", async () => {
    // The interesting case: there are manifests to read (two engines, two sets each).
    expect(manifests.length).toBeGreaterThanOrEqual(4);
    for (const m of manifests) {
      const read = await readManifest(join(root, m), known);
      expect(read.ok ? "" : read.message).toBe("");
    }
  });

  it("are all reported in docs/diagnosis-copies.md", async () => {
    const doc = readFileSync(join(root, "docs/diagnosis-copies.md"), "utf8");
    for (const m of manifests) {
      const read = await readManifest(join(root, m), known);
      if (!read.ok) throw new Error(read.message);
      expect(doc).toContain(`Manifest: \`${m}\``);
      const section = doc.slice(doc.indexOf(`Manifest: \`${m}\``)).split("\n## ")[0]!;
      for (const c of read.value.copies) expect(section).toContain(`| \`${c.file}\` | ${c.rules.join(" ")} |`);
    }
  });
});
