// The example inputs the README's "Using the oracle from another project" runs: the traces are
// exactly what the test engine records (so they can be regenerated), and each gives the answer
// the README shows.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { asJsonLines, toyTrace } from "../../src/games/robbers/oracle-tests/testing/toy-engine.js";
import { checkFile, explainFile } from "../../src/index.js";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const read = (name: string) => readFileSync(here(name), "utf8");

describe("docs/examples for the oracle", () => {
  it("the traces are the test engine's recordings (correct, rounding down, robbing rogue points, everyone placing)", () => {
    expect(read("conforming.trace.jsonl")).toBe(asJsonLines(toyTrace(4, 6)));
    expect(read("rounds-down.trace.jsonl")).toBe(asJsonLines(toyTrace(3, 6, { roundDown: true })));
    expect(read("robs-rogue-points.trace.json")).toBe(
      `${JSON.stringify(toyTrace(13, 6, { robRoguePoints: true }), null, 2)}\n`,
    );
    expect(read("everyone-places.trace.json")).toBe(
      `${JSON.stringify(toyTrace(1, 6, { everyonePlaces: true }), null, 2)}\n`,
    );
  });

  it("each gives the answer the README shows", async () => {
    const explained = await explainFile(here("example-3.scenario.json"));
    expect(explained.ok && explained.report.distinct).toBe(112n);
    expect(await checkFile(here("conforming.trace.jsonl"))).toMatchObject({ status: "conforms", steps: 13 });
    expect(await checkFile(here("rounds-down.trace.jsonl"), { alternatives: false })).toMatchObject({
      status: "diverges",
      divergence: { step: 6, at: { line: 7 }, rules: expect.arrayContaining(["RB-STEAL-HALF"]) },
    });
    expect(await checkFile(here("robs-rogue-points.trace.json"), { alternatives: false })).toMatchObject({
      status: "diverges",
      divergence: { step: 2, rules: expect.arrayContaining(["RB-ROGUE-NOSTEAL"]) },
    });
    expect(await checkFile(here("everyone-places.trace.json"))).toMatchObject({
      status: "diverges",
      alternatives: { conforming: [{ options: { edition: "C1-ZMan" } }, { options: { edition: "C2-ZMan" } }] },
    });
  });
});
