// Setup: the bag tiles and the robbers in each player's supply.
import { defineRule } from "../../../src/dsl/index.js";
import { WIKI, ZMAN } from "./sources.js";

export const setupRules = [
  defineRule({
    id: "RB-SETUP-TILES",
    kind: "rule",
    section: "Setup",
    title: "Eight bag tiles",
    statement:
      "The expansion adds eight land tiles marked with a bag, mixed in with the other land tiles; so at most eight bag tiles are placed in a game.",
    sources: [
      { file: WIKI, section: "Contents; Preparation" },
      { file: ZMAN, section: "Components; Game setup" },
    ],
  }),
  defineRule({
    id: "RB-SETUP-SUPPLY",
    kind: "rule",
    section: "Setup",
    title: "One robber per player, in supply",
    statement:
      "Every player starts with the one robber of their colour in their own supply. There are six robbers, so at most six players.",
    sources: [
      { file: WIKI, section: "Contents; Preparation" },
      { file: ZMAN, section: "Game setup" },
    ],
  }),
  defineRule({
    id: "RB-SETUP-OFFMAP",
    kind: "rule",
    section: "Setup",
    title: "Robbers live on the scoreboard",
    statement:
      "A robber is never put on a land tile. It is either in its owner's supply or on a space of the scoreboard.",
    sources: [{ file: WIKI, section: "§2 Placing a meeple, Note" }],
  }),
] as const;
