// Every Dice Race property with the rule ids it checks (entries shaped as every game's,
// `PropertyEntry`): the random races of races.test.ts and the exhaustive check
// (src/games/dicerace/verify/) run the same predicates (invariants.ts) under these names, and each
// test takes its title from here so the two cannot drift apart.
import type { PropertyEntry } from "../../src/kit/game-docs.js";

export const diceRaceProperties = [
  {
    name: "dr-one-pawn-forward",
    file: "properties/dicerace/races.test.ts",
    title: "one pawn of the roller moves forward by the roll, or stays when the roll is too high",
    rules: ["DR-ROLL", "DR-MOVE", "DR-EXACT", "DR-INT-OVERSHOOT"],
  },
  {
    name: "dr-same-players",
    file: "properties/dicerace/races.test.ts",
    title: "the race keeps its two to four players, each with two pawns",
    rules: ["DR-PLAYERS"],
  },
  {
    name: "dr-on-the-track",
    file: "properties/dicerace/races.test.ts",
    title: "every pawn stays between square 0 and the finish, the rulebook's or one the players set",
    rules: ["DR-TRACK", "DR-TRACK-LENGTH"],
  },
  {
    name: "dr-exact-win",
    file: "properties/dicerace/races.test.ts",
    title: "a player wins exactly when a pawn lands on the finish",
    rules: ["DR-WIN", "DR-EXACT"],
  },
  {
    name: "dr-turn-passes",
    file: "properties/dicerace/races.test.ts",
    title: "after a roll that wins nothing the next player in order rolls",
    rules: ["DR-TURN"],
  },
] as const satisfies readonly PropertyEntry[];

export type DiceRacePropertyName = (typeof diceRaceProperties)[number]["name"];

/** A test title that names the rules checked. */
export const diceRaceTitleOf = (name: DiceRacePropertyName): string => {
  const p = diceRaceProperties.find((x) => x.name === name)!;
  return `${p.title} [${p.rules.join(", ")}]`;
};
