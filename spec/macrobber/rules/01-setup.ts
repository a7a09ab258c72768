// Preparing to play (rulebook "Preparing to Play" and "Starting position of the clans").
import { defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

export const setupRules = [
  defineRule({
    id: "MR-SETUP-COURT",
    kind: "rule",
    section: "Preparing to play",
    title: "Starting court",
    statement: "Every clan starts with 4 warriors (yellow) and 2 bagpipe players (blue) in its court and no monks.",
    sources: [{ file: MR, section: "Preparing to Play" }],
  }),
  defineRule({
    id: "MR-SETUP-ESTATES",
    kind: "rule",
    section: "Preparing to play",
    title: "Two estates and one head of cattle",
    statement:
      "Every clan starts with the 2 estates printed on its board, one of them holding 1 head of cattle (a red " +
      "token). The 25 estate tiles are shuffled and form a face-down deck in the middle.",
    sources: [
      { file: MR, section: "Preparing to Play" },
      { file: MR, section: "Game contents (Estates)" },
    ],
  }),
  defineRule({
    id: "MR-SETUP-SCORE",
    kind: "rule",
    section: "Preparing to play",
    title: "Starting victory points by player count",
    statement:
      "The clan coats of arms start on square 2 with 3 players, 5 with 4 players and 8 with 5 players of the counting row.",
    sources: [
      { file: MR, section: "Preparing to Play" },
      { file: MR, section: "Starting position of the clans" },
    ],
  }),
  defineRule({
    id: "MR-SETUP-SACK",
    kind: "rule",
    section: "Preparing to play",
    title: "Tokens out of the game, the rest in the sack",
    statement:
      "With 4 players 4 yellow and 2 blue tokens leave the game, with 3 players 8 yellow and 4 blue; with 5 " +
      "players none do. Every other token not on a clan board goes into the sack.",
    sources: [{ file: MR, section: "Preparing to Play" }],
  }),
  defineRule({
    id: "MR-SETUP-CARDS",
    kind: "rule",
    section: "Preparing to play",
    title: "Four cards each",
    statement:
      "The cards are shuffled; each player is dealt 4 (one per starting warrior) and keeps them hidden; the rest form a face-down deck.",
    sources: [{ file: MR, section: "Preparing to Play" }],
  }),
  defineRule({
    id: "MR-SETUP-MARKERS",
    kind: "rule",
    section: "Preparing to play",
    title: "Who holds the markers at the start",
    statement:
      "One player receives the 'player begins' marker (the first listed). The 'largest following' marker is " +
      "held by nobody until the first scoring: the rulebook does not hand it out, and applying its own tie " +
      "rule to the equal starting courts gives it to nobody either.",
    sources: [
      { file: MR, section: "Playing the Game" },
      { file: MR, section: "Scoring: Yellow tokens" },
    ],
    addedByProject: true,
  }),
  defineRule({
    id: "MR-CHANCE-SEEDED",
    kind: "rule",
    section: "Preparing to play",
    title: "Chance is seeded",
    statement:
      "Every random event (drawing from the sack, shuffling the cards or estates, reshuffling the return deck) " +
      "comes from a seeded generator kept in the game state, so the same state and choices always give the " +
      "same game. Which token or card comes out is hidden from the other players until it is used.",
    sources: [
      { file: MR, section: "Preparing to Play" },
      { file: MR, section: "Phase 1: Taking an Action Token" },
    ],
    addedByProject: true,
  }),
];
