// The diagnosis measured on mutants of the independent example engine: each plays one known mistake
// (or two), and `conform` must name exactly that misreading. The figure is printed; the target is all.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { accuracyLine, diagnoseMutants, MUTANTS } from "./diagnosis-accuracy.js";
import { robbersGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

describe("diagnosis accuracy", () => {
  it("every misreading of The Robbers has a mutant of the example engine", () => {
    const played = new Set(MUTANTS.flatMap((m) => m.misreadings));
    expect((robbersGame.ruleset.misreadings ?? []).map((m) => m.id).filter((id) => !played.has(id))).toEqual([]);
  });

  it("names exactly the misreading each mutant plays", { timeout: 240_000 }, async () => {
    const results = await diagnoseMutants(root);
    console.log(accuracyLine(results));
    const wrong = results.filter((r) => !r.exact).map((r) => `${r.bug}: found ${JSON.stringify(r.found)}`);
    expect(wrong).toEqual([]);
    expect(results).toHaveLength(MUTANTS.length);
  });
});
