// What normaliseOptions refuses, and how it says so (the project's rule: bad input gets a clear
// error saying what is wrong and where): the kind, the JSON path, a message naming the bad value
// and what was expected, and no rule ids (bad options break no rule of the game). The expected
// editions are the five presets of the sources (rules/09-editions.ts: C1 and C2 by Hans im Glück
// and by Z-Man, and C3).
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/dsl/errors.js";
import { DEFAULT_EDITION, defaultReadings, interpretations, normaliseOptions } from "./index.js";

const refusal = (input: unknown) => {
  try {
    normaliseOptions(input);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { kind: error.kind, rules: error.rules, path: error.path, message: error.message };
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
};

describe("normaliseOptions refuses bad options clearly", () => {
  it("options that are not an object", () => {
    for (const input of [[], "C3", 3, true]) {
      expect(refusal(input)).toMatchObject({ kind: "invalid-options", rules: [], path: "$.options" });
      expect(refusal(input).message).toMatch(/options must be an object/);
    }
  });

  it("an unknown option, naming it and the options there are", () => {
    const r = refusal({ edition: "C3", colour: "red" });
    expect(r).toMatchObject({ kind: "invalid-options", rules: [], path: "$.options.colour" });
    expect(r.message).toMatch(/unknown option "colour"/);
    expect(r.message).toMatch(/"edition", "interpretations" or "misreadings"/);
  });

  it("an unknown edition, or one that is not a string, naming the value and the five presets", () => {
    for (const edition of ["C4", 3, "c3"]) {
      const r = refusal({ edition });
      expect(r).toMatchObject({ kind: "invalid-options", rules: [], path: "$.options.edition" });
      expect(r.message).toContain(`unknown edition ${JSON.stringify(edition)}`);
      expect(r.message).toContain("expected one of C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3");
    }
  });

  it("defaults: C3 and every interpretation's default reading; a fresh object each call", () => {
    expect(DEFAULT_EDITION).toBe("C3");
    expect(normaliseOptions(null)).toEqual({ edition: "C3", interpretations: defaultReadings() });
    const a = defaultReadings();
    expect(Object.keys(a).sort()).toEqual(interpretations.map((i) => i.id).sort());
    for (const i of interpretations) expect(a[i.id]).toBe(i.defaultReading);
    expect(defaultReadings()).not.toBe(a);
    // Every edition of the sources is accepted as given.
    for (const edition of ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"] as const)
      expect(normaliseOptions({ edition }).edition).toBe(edition);
  });
});
