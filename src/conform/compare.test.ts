// Comparing an engine's answer with the rules' reads own keys only: a key the rules lack, even one
// named like an Object.prototype member, is missing on the rules' side, never a method of it.
import { describe, expect, it } from "vitest";
import { differences } from "./compare.js";

describe("differences", () => {
  it("lists a key the rules lack as missing there, whatever its name", () => {
    for (const key of ["toString", "hasOwnProperty", "valueOf", "extra"]) {
      const found = differences({ figures: { red: 1 }, [key]: 3 }, { figures: { red: 1 } });
      expect(found).toEqual([{ segments: [key], engine: 3, rules: undefined }]);
    }
  });

  it("lists a key the engine lacks as missing on its side", () => {
    expect(differences({ figures: {} }, { figures: { toString: 2 } })).toEqual([
      { segments: ["figures", "toString"], engine: undefined, rules: 2 },
    ]);
  });
});
