// The rule points editions print as different rules come from each game's decisions: an exception
// that sets the base rule aside (`replaces`) for the rules it cites.
import { describe, expect, it } from "vitest";
import { standInsOf } from "../conform/stand-in-evidence.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersGame } from "./robbers/index.js";

describe("rule points printed as different rules", () => {
  it("are read from the decisions: Hans im Glück's RB-PLACE-NEXT, set aside by Z-Man's RB-PLACE-ALL", () => {
    expect(standInsOf(robbersGame)).toEqual([["RB-PLACE-NEXT", "RB-PLACE-ALL"]]);
  });

  it("are none in a game without editions", () => {
    expect(standInsOf(macRobberGame)).toEqual([]);
  });
});
