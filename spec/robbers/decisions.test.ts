// Every edition with every combination of interpretation readings must resolve without two
// exceptions colliding; and the edition presets differ exactly where the inventory's table says.
import { describe, expect, it } from "vitest";
import { resolveDecisions } from "../../src/dsl/defaults.js";
import type { RuleError } from "../../src/dsl/errors.js";
import { robbersSpec } from "../../src/games/robbers/library/api.js";
import { compareEditions } from "../../src/games/robbers/library/editions.js";
import { EDITION_IDS, interpretations, normaliseOptions, robbersDecisions } from "./index.js";

function* allReadings(i = 0, acc: Record<string, string> = {}): Generator<Record<string, string>> {
  if (i === interpretations.length) {
    yield acc;
    return;
  }
  for (const r of interpretations[i]!.readings) yield* allReadings(i + 1, { ...acc, [interpretations[i]!.id]: r.id });
}

describe("editions and interpretations", () => {
  it("every edition x every combination of readings resolves without a conflict", () => {
    let combos = 0;
    for (const edition of EDITION_IDS) {
      for (const readings of allReadings()) {
        expect(() =>
          resolveDecisions(robbersDecisions, normaliseOptions({ edition, interpretations: readings })),
        ).not.toThrow();
        combos++;
      }
    }
    // Every reading of every interpretation with every other's: the product of their reading counts.
    expect(combos).toBe(EDITION_IDS.length * interpretations.reduce((n, i) => n * i.readings.length, 1));
  });

  it("C2 Z-Man differs from C3 exactly in who must place: the active player, and every other player", () => {
    const diff = compareEditions("C2-ZMan", "C3");
    expect(diff.map((d) => [d.decision, d.a.value, d.b.value])).toEqual([
      ["activePlacement", "must", "may"],
      ["followUp", "each-must", "next-one"],
    ]);
    expect(diff[1]!.a.by).toEqual(["RB-PLACE-NEXT", "ED-C2-ZMAN", "RB-PLACE-ALL"]);
    expect(diff[1]!.b.by).toEqual(["RB-PLACE-NEXT"]);
  });

  it("each placement decision rests on its base rule, with the edition that overrides it named after it", () => {
    const c3 = robbersSpec().decisions;
    expect([c3.activePlacement.by, c3.activeMove.by, c3.followUp.by]).toEqual([
      ["RB-PLACE-ACTIVE"],
      ["RB-PLACE-MOVE"],
      ["RB-PLACE-NEXT"],
    ]);
    expect(robbersSpec({ edition: "C2-ZMan" }).decisions.activePlacement.by).toEqual(["RB-PLACE-ACTIVE", "ED-C2-ZMAN"]);
  });

  it("the Hans im Glück presets agree with each other; C1 Z-Man differs only in the follow-up", () => {
    expect(compareEditions("C1-HiG", "C3")).toEqual([]);
    expect(compareEditions("C2-HiG", "C3")).toEqual([]);
    expect(compareEditions("C1-ZMan", "C3").map((d) => [d.decision, d.a.value])).toEqual([["followUp", "each-may"]]);
  });

  it("INT-MANDATORY-MOVE only bites where placement is mandatory", () => {
    expect(compareEditions("C2-ZMan", "C3", { "INT-MANDATORY-MOVE": "mandatory" }).map((d) => d.decision)).toEqual([
      "activePlacement",
      "activeMove",
      "followUp",
    ]);
    expect(
      robbersSpec({ edition: "C3", interpretations: { "INT-MANDATORY-MOVE": "mandatory" } }).decisions.activeMove.value,
    ).toBe("may");
  });

  it("refuses unknown editions, interpretations and readings with the path of the bad option", () => {
    const bad = (o: unknown) => {
      try {
        normaliseOptions(o);
      } catch (e) {
        return (e as RuleError).path;
      }
      return "accepted";
    };
    expect(bad({ edition: "C4" })).toBe("$.options.edition");
    expect(bad({ interpretations: { "INT-NOPE": "x" } })).toBe('$.options.interpretations["INT-NOPE"]');
    expect(bad({ interpretations: { "INT-ZERO-POINTS": "maybe" } })).toBe(
      '$.options.interpretations["INT-ZERO-POINTS"]',
    );
    expect(bad({ colour: "red" })).toBe("$.options.colour");
    expect(bad({})).toBe("accepted");
  });
});
