// The parts of the base game the expansion stands on: players, turns, the scoreboard.
// Not Robbers rules as such, but every error and effect needs an id to cite. Each is `background`:
// every position rests on them, so a wrong position cites them whatever the real mistake was.
import { defineRule } from "../../../src/dsl/index.js";
import { FAN, INVENTORY, WIKI } from "./sources.js";

export const baseRules = [
  defineRule({
    id: "BASE-PLAYERS",
    kind: "rule",
    section: "Base game",
    title: "Players and turn order",
    statement:
      "Two to six players take part, each with a distinct colour, and play in a fixed turn order. " +
      "Every player named in an event must be one of them.",
    sources: [
      { file: WIKI, section: "Contents (six robber figures)" },
      { file: INVENTORY, section: "RB-SETUP-SUPPLY" },
    ],
    addedByProject: true,
    background: true,
  }),
  defineRule({
    id: "BASE-SCOREBOARD",
    kind: "rule",
    section: "Base game",
    title: "The scoreboard",
    statement:
      "A scoring figure's position is the number of points it has recorded, shown on a loop of 50 spaces " +
      "(0 to 49; laps are tracked with 50/100 tiles). With The Messages a player's score is the sum of its " +
      "meeple and its messenger. Points are whole numbers and no figure ever goes below zero.",
    sources: [
      { file: INVENTORY, section: "Facts from outside the seeds" },
      { file: FAN, section: "When playing with both Robbers and Messengers" },
    ],
    addedByProject: true,
    background: true,
  }),
  defineRule({
    id: "BASE-TURNS",
    kind: "rule",
    section: "Base game",
    title: "Turns and the end of the game",
    statement:
      "Play passes from turn to turn; the player whose turn it is is the active player. Once the game has " +
      "ended, nothing more happens on the scoreboard.",
    sources: [{ file: WIKI, section: "Final Scoring" }],
    addedByProject: true,
    background: true,
  }),
] as const;
