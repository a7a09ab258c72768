// Playing the game: rounds, the three phases of a turn, and phase 1 (rulebook "Playing the Game",
// "Phase 1: Taking an Action Token", and the largest following's redraw from "Yellow tokens").
import { defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

export const turnRules = [
  defineRule({
    id: "MR-ROUND",
    kind: "rule",
    section: "Playing the game",
    title: "Rounds",
    statement:
      "A round gives every player one turn, clockwise from the holder of 'player begins'; scoring follows the last turn of the round.",
    sources: [{ file: MR, section: "Playing the Game" }],
  }),
  defineRule({
    id: "MR-TURN-PHASES",
    kind: "rule",
    section: "Playing the game",
    title: "Three phases",
    statement:
      "A turn is phase 1 (take action tokens), phase 2 (choose and carry out actions), phase 3 (raid or exchange cards), in that order.",
    sources: [{ file: MR, section: "Playing the Game" }],
  }),
  defineRule({
    id: "MR-DRAW-SIX",
    kind: "rule",
    section: "Phase 1",
    title: "Draw six tokens",
    statement:
      "The player whose turn it is draws 6 action tokens from the sack; they are the player's starting status for this turn.",
    sources: [{ file: MR, section: "Phase 1: Taking an Action Token" }],
  }),
  defineRule({
    id: "MR-FOLLOWING-REDRAW",
    kind: "rule",
    section: "Phase 1",
    title: "The largest following may redraw",
    statement:
      "If the player holds the 'largest following' marker, after drawing it may put any number of its drawn " +
      "tokens back into the sack and draw as many new ones (once per turn).",
    sources: [
      { file: MR, section: "Scoring: Yellow tokens (phase 1 redraw)" },
      { file: MR, section: "Scoring: Note on the largest following" },
    ],
  }),
];
