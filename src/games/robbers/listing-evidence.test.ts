// An engine that computes every outcome it is told the choices of, and lists the wrong ones: what it
// gets wrong is which options it offers, so the decisions leading to an outcome it leaves out are the
// evidence, not the values of the outcome it lists instead (whose figure positions rest on the
// scoreboard). A copy of the example engine whose listed plans score the first award again in place
// of the others (its check of a plan it is given stays right) is named by the plan rule.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/conforming.mjs");

describe("the evidence of a listing that alone differs", () => {
  it("is the decisions leading to an outcome the engine does not list", { timeout: 120_000 }, async () => {
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: broken(
        "plans that score the first award again",
        "return { award, figure };",
        "return { award: order[0], figure };",
      ),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const failed = r.report.vectors.filter((v) => v.status === "failed");
    // The interesting case: vectors where every apply passed and only the listing failed.
    const listingOnly = failed.filter((v) => v.failures.every((f) => f.request === "outcomes"));
    expect(listingOnly.length).toBeGreaterThan(0);
    expect(r.report.diagnosis.evidence[0]?.rule).toBe("RB-STEAL-ORDER");
    expect(r.report.diagnosis.headline.rules).toEqual(["RB-STEAL-ORDER"]);
  });
});
