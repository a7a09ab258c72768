// A plan's actions are each one's own rule; MR-ACT-CHOOSE only says a plan is one or two of them.
// An engine that leaves bard plans out of its listings is blamed on MR-ACT-BARD as much as on
// MR-ACT-CHOOSE, so the diagnosis no longer names the choice rule for a mistake in one action (it
// names neither, with both among the candidates). A copy of the example engine, broken as text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { macRobberConformance } from "./conformance.js";
import { macRobberGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const engineText = readFileSync(join(root, "docs/examples/engines/macrobber.mjs"), "utf8");
const work = mkdtempSync(join(tmpdir(), "macrobber-plans-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("blame for a plan the engine does not offer", () => {
  it("cites the action's rule with MR-ACT-CHOOSE, and names neither alone", { timeout: 120_000 }, async () => {
    const from = 'out.push({ action: "bard", take, keep });';
    expect(engineText.split(from).length - 1).toBe(1);
    const file = join(work, "no-bard-plans.mjs");
    writeFileSync(file, engineText.replace(from, 'out.push({ action: "", take, keep });'));
    const r = await conformGame(macRobberGame, macRobberConformance, { engine: `node ${JSON.stringify(file)}` });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const missing = r.report.vectors.flatMap((v) => v.failures.filter((f) => f.kind === "missing"));
    expect(missing.length).toBeGreaterThan(0);
    for (const f of missing) expect(f.blame).toEqual(expect.arrayContaining(["MR-ACT-CHOOSE", "MR-ACT-BARD"]));
    const d = r.report.diagnosis;
    expect(d.headline.kind).toBe("abstained");
    expect(d.headline.candidates.slice(0, 2).sort()).toEqual(["MR-ACT-BARD", "MR-ACT-CHOOSE"]);
  });
});
