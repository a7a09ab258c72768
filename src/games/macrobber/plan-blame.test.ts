// A plan's actions are each one's own rule; MR-ACT-CHOOSE only says a plan is one or two of them.
// An engine that leaves bard plans out of its listings is blamed on MR-ACT-BARD as much as on
// MR-ACT-CHOOSE, so the diagnosis no longer names the choice rule for a mistake in one action (it
// names neither, with both among the candidates). So is an engine that refuses every cattle plan
// under MR-ACT-CHOOSE: its refusal names the check, the action's rule stands beside it. Copies of
// the example engine, broken as text.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { macRobberConformance } from "./conformance.js";
import { macRobberGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/macrobber.mjs");

describe("blame for a plan the engine does not offer", () => {
  it("cites the action's rule with MR-ACT-CHOOSE, and names neither alone", { timeout: 120_000 }, async () => {
    const engine = broken(
      "no-bard-plans",
      'out.push({ action: "bard", take, keep });',
      'out.push({ action: "", take, keep });',
    );
    const r = await conformGame(macRobberGame, macRobberConformance, { engine });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const missing = r.report.vectors.flatMap((v) => v.failures.filter((f) => f.kind === "missing"));
    expect(missing.length).toBeGreaterThan(0);
    for (const f of missing) expect(f.blame).toEqual(expect.arrayContaining(["MR-ACT-CHOOSE", "MR-ACT-BARD"]));
    const d = r.report.diagnosis;
    expect(d.headline.kind).toBe("abstained");
    expect(d.headline.candidates.slice(0, 2).sort()).toEqual(["MR-ACT-BARD", "MR-ACT-CHOOSE"]);
  });

  it("cites the refused action's rule after the rule the refusal names", { timeout: 120_000 }, async () => {
    const engine = broken("cattle-refused", '    case "cattle":\n      if (!shaped', '    case "":\n      if (!shaped');
    const r = await conformGame(macRobberGame, macRobberConformance, { engine });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const refused = r.report.vectors.flatMap((v) => v.failures.filter((f) => f.kind === "refused"));
    expect(refused.map((f) => f.engineSaid?.rule)).toContain("MR-ACT-CHOOSE");
    const d = r.report.diagnosis;
    const evidence = (rule: string) => d.evidence.find((e) => e.rule === rule);
    expect(evidence("MR-ACT-CATTLE")?.cause).toBe(evidence("MR-ACT-CHOOSE")?.cause);
    expect(evidence("MR-ACT-CATTLE")?.claimed).toBe(0);
    expect(d.headline.kind).toBe("abstained");
  });

  it("keeps a refusal under a narrower rule to that rule", { timeout: 120_000 }, async () => {
    // Every two-action plan refused under MR-ACT-BARD-ALONE, bard or not: the refusal says which rule.
    const from = 'plan.length === 2 && plan.some((a) => a?.action === "bard")';
    const engine = broken("bard-alone-everywhere", from, from.replace("&&", "||"));
    const r = await conformGame(macRobberGame, macRobberConformance, { engine });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const d = r.report.diagnosis;
    expect(d.evidence.find((e) => e.rule === "MR-ACT-BARD-ALONE")?.claimed).toBeGreaterThan(0);
    expect(d.headline).toMatchObject({ kind: "named", rules: ["MR-ACT-BARD-ALONE"] });
  });
});
