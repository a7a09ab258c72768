// The rules of play an edition changes come from each game's decisions: the base rule of every
// decision the edition has an exception on (unless it sets that rule aside), and the rules it cites.
import { describe, expect, it } from "vitest";
import { ruleBehindEdition, rulesChangedBy } from "../conform/edition-rules.js";
import { robbersGame } from "./robbers/index.js";

describe("the rules an edition changes", () => {
  it("are read from the decisions", () => {
    // C2 Z-Man makes the active player's placement mandatory and replaces RB-PLACE-NEXT by RB-PLACE-ALL.
    expect(rulesChangedBy(robbersGame, "ED-C2-ZMAN").sort()).toEqual(["RB-PLACE-ACTIVE", "RB-PLACE-ALL"]);
    expect(rulesChangedBy(robbersGame, "ED-C1-ZMAN")).toEqual(["RB-PLACE-ALL"]);
    expect(rulesChangedBy(robbersGame, "RB-STEAL-HALF")).toEqual([]);
  });

  it("give the rule behind an edition only where the failures cite exactly one of them", () => {
    const cause = (entries: [string, number][]) => new Map(entries);
    expect(
      ruleBehindEdition(
        robbersGame,
        "ED-C2-ZMAN",
        cause([
          ["ED-C2-ZMAN", 4],
          ["RB-PLACE-ACTIVE", 1],
        ]),
      ),
    ).toBe("RB-PLACE-ACTIVE");
    expect(ruleBehindEdition(robbersGame, "ED-C2-ZMAN", cause([["ED-C2-ZMAN", 4]]))).toBeNull();
    const both = cause([
      ["RB-PLACE-ACTIVE", 1],
      ["RB-PLACE-ALL", 2],
    ]);
    expect(ruleBehindEdition(robbersGame, "ED-C2-ZMAN", both)).toBeNull();
  });
});
