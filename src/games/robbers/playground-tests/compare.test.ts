// Editions side by side on the Z-Man rulebook's placement example: C2 Z-Man allows 9 outcomes,
// the other four presets 16 each (fixtures 002-zman-c2-mandatory and 002-zman-c3-decline, from
// the sources); the outcomes found only under some presets are exactly those with a decline. And a
// changed reading (INT-MSG-ALONE) on the fixtures that pair its two readings.
import { describe, expect, it } from "vitest";
import zmanMandatoryJson from "../../../../fixtures/robbers/002-zman-c2-mandatory.json" with { type: "json" };
import zmanDeclineJson from "../../../../fixtures/robbers/002-zman-c3-decline.json" with { type: "json" };
import msgAloneJson from "../../../../fixtures/robbers/int-msg-alone-alone.json" with { type: "json" };
import msgNotRequiredJson from "../../../../fixtures/robbers/int-msg-alone-not-required.json" with { type: "json" };
import { compareVariants, editionVariants, readingVariant } from "../../../playground/compare.js";
import { robbersPlayground as pg } from "../playground-adapter.js";
import { fixture, startOf } from "./test-support.js";

describe("editions side by side", () => {
  it("shows the C2 Z-Man obligation as the outcomes only other presets allow", () => {
    const mandatory = fixture(zmanMandatoryJson);
    const optional = fixture(zmanDeclineJson);
    const { state } = startOf(optional, { edition: "C3" });
    const c = compareVariants(pg, state, { kind: "bag-tile" }, editionVariants(pg, { edition: "C3" }));
    expect(c.differ).toBe(true);
    for (const v of c.variants) {
      if (v.status !== "listed") throw new Error(v.label);
      expect(v.distinct, v.label).toBe(
        v.label === "C2-ZMan" ? mandatory.steps[2]!.distinctOutcomes : optional.steps[0]!.distinctOutcomes,
      );
    }
    const zman = c.variants.findIndex((v) => v.label === "C2-ZMan");
    const onlySome = c.outcomes.filter((o) => o.under.some((u) => u === false));
    expect(onlySome.length).toBe(optional.steps[0]!.distinctOutcomes! - mandatory.steps[2]!.distinctOutcomes!);
    for (const o of onlySome) {
      expect(o.under[zman]).toBe(false);
      const robbers = (o.after as { robbers: Record<string, number | null> }).robbers;
      expect(robbers.blue === null || robbers.green === null).toBe(true);
    }
    // Those only some presets allow come first.
    expect(c.outcomes.slice(0, onlySome.length)).toEqual(onlySome);
  });

  it("compares a changed reading with the session's", () => {
    const alone = fixture(msgAloneJson);
    const notRequired = fixture(msgNotRequiredJson);
    const options = { edition: "C3", interpretations: { "INT-MSG-ALONE": "not-required" } };
    const { state } = startOf(notRequired, options);
    const c = compareVariants(pg, state, notRequired.steps[0]!.event, [
      { label: "session", options },
      readingVariant(options, "INT-MSG-ALONE", "alone"),
    ]);
    const [mine, changed] = c.variants;
    if (mine?.status !== "listed" || changed?.status !== "listed") throw new Error("not listed");
    expect(mine.distinct).toBe(notRequired.steps[0]!.distinctOutcomes);
    expect(changed.distinct).toBe(alone.steps[0]!.distinctOutcomes);
    expect(c.differ).toBe(true);
  });

  it("reports a preset that refuses the state instead of comparing it", () => {
    const f = fixture(zmanDeclineJson);
    const { state } = startOf(f, { edition: "C3" });
    const c = compareVariants(pg, state, { kind: "bag-tile" }, [
      { label: "broken", options: { edition: "C9" } },
      { label: "C3", options: { edition: "C3" } },
    ]);
    expect(c.variants[0]!.status).toBe("refused");
    expect(c.outcomes.every((o) => o.under[0] === null)).toBe(true);
  });
});
