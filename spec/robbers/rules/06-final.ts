// End of the game: robbers still out pay 3 points each, then go home.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { FAN, WIKI } from "./sources.js";

export const finalRules = [
  defineRule({
    id: "RB-FINAL-BONUS",
    kind: "rule",
    section: "End of game",
    title: "Three points for a robber still out",
    statement:
      "When the game is over, before final scoring, every robber still on the scoreboard earns its owner 3 " +
      "points and returns to its owner's supply. With The Messages the owner picks the figure that records them.",
    sources: [
      { file: WIKI, section: "Final Scoring" },
      { file: FAN, section: "Final scoring" },
    ],
  }),
  defineRule({
    id: "RB-FINAL-NOSTEAL",
    kind: "rule",
    section: "End of game",
    title: "The final bonus is not stolen",
    statement:
      "The 3-point bonuses are paid after the game has ended, as every robber leaves the scoreboard, so no " +
      "robber remains to steal from a bonus and no message is drawn for it. The sources do not address this " +
      "directly; this id was added by the project to make the reading explicit.",
    sources: [{ file: WIKI, section: "Final Scoring (after the game ends, robbers return)" }],
    addedByProject: true,
  }),
] as const;

/** Known wrong readings of the end-of-game rules (see 03-stealing.ts for what a misreading is). */
export const finalMisreadings = [
  defineMisreading({
    id: "MIS-FINAL-BONUS-TWO",
    rule: "RB-FINAL-BONUS",
    title: "2 points, not 3",
    statement: "A robber still on the scoreboard at the end earns its owner 2 points instead of 3.",
    decision: "finalBonus",
    value: 2,
  }),
] as const;
