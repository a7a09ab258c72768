// An engine that fails by problems alone on exactly the vectors with The Messages: the vectors' tag
// `messages` rests on RB-MSG-TARGET (the game's conformance says so, `tagRules`), so the rule is
// named where no choice or reading separates the failures. A copy of the example engine that
// crashes when it reads a state with messengers is the case.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/conforming.mjs");

describe("engine problems on the vectors of one tag", () => {
  it("name the rule the tag rests on", { timeout: 120_000 }, async () => {
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: broken(
        "crashes reading messengers",
        "messenger: s.messages ? f.messenger : 0",
        'messenger: s.messages ? JSON.parse("{") : 0',
      ),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const failed = r.report.vectors.filter((v) => v.status === "failed");
    // The interesting case: every failure is an engine problem, on a vector with The Messages.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((v) => v.engineProblem !== undefined)).toBe(true);
    const h = r.report.diagnosis.headline;
    expect([h.kind, h.by, h.rules]).toEqual(["named", "problems", ["RB-MSG-TARGET"]]);
    expect(h.text).toMatch(/with The Messages \(RB-MSG-TARGET\)/);
  });
});
