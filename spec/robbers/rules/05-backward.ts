// Moving backwards (bazaar payments, tower ransoms): robbers go back with the figure, for free.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { WIKI } from "./sources.js";

export const backwardRules = [
  defineRule({
    id: "RB-BACK-FOLLOW",
    kind: "rule",
    section: "Moving backwards",
    title: "Back with the figure, at no cost",
    statement:
      "When a scoring figure moves backwards (paying at a bazaar, paying a tower ransom), any robber of " +
      "another player beside it moves back with it, and the robber's owner loses no points. Whether a robber " +
      "also goes back with its own player's figure is left open (INT-BACK-OWN-FIGURE); by default it does " +
      "not, as it can never rob that figure.",
    sources: [{ file: WIKI, section: "fn6", ruling: "3/2015" }],
  }),
  defineRule({
    id: "RB-BACK-CHOOSE",
    kind: "rule",
    section: "Moving backwards",
    title: "Follow or stay when others remain",
    statement:
      "If other scoring figures remain on the space the figure moved back from, the robber's owner chooses " +
      "whether the robber goes back with the moving figure or stays with those that remain.",
    sources: [{ file: WIKI, section: "fn11", ruling: "3/2015" }],
  }),
] as const;

/** Known wrong readings of the backward-move rules (see 03-stealing.ts for what a misreading is). */
export const backwardMisreadings = [
  defineMisreading({
    id: "MIS-BACK-NO-FOLLOW",
    rule: "RB-BACK-FOLLOW",
    title: "robbers stay when a figure goes back",
    statement: "When a figure moves backwards, every robber beside it stays on its space; none goes back with it.",
    decision: "backFollow",
    value: "stays",
  }),
] as const;
