// Rogue points: points gained by stealing. Never stolen; robbers beside the thief's figure follow it.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { WIKI, ZMAN } from "./sources.js";

export const rogueRules = [
  defineRule({
    id: "RB-ROGUE-NOSTEAL",
    kind: "rule",
    section: "Rogue points",
    title: "Robbers don't rob robbers",
    statement: "Points a player gains by stealing (rogue points) can never themselves be stolen.",
    sources: [
      { file: WIKI, section: "Additional rules, 1st bullet" },
      { file: ZMAN, section: "Additional rules, 1st bullet" },
    ],
  }),
  defineRule({
    id: "RB-ROGUE-FOLLOW",
    kind: "rule",
    section: "Rogue points",
    title: "Follow the thief",
    statement:
      "A robber standing beside a figure that moves by rogue points steals nothing from it; instead it moves " +
      "along to the figure's new space, so that it can rob that figure later.",
    sources: [
      { file: WIKI, section: "Additional rules, 1st bullet" },
      { file: ZMAN, section: "Additional rules, 1st bullet; first illustrated example" },
    ],
  }),
  defineRule({
    id: "RB-ROGUE-FOLLOW-MIXED",
    kind: "rule",
    section: "Rogue points",
    title: "Follow even when others stay behind",
    statement:
      "If the robber's space holds figures of two other players, and one of them moves by rogue points while " +
      "the other scores nothing, the robber must go with the one that moves; it cannot stay behind.",
    sources: [{ file: WIKI, section: "fn10", ruling: "5/2014" }],
  }),
  defineRule({
    id: "RB-ROGUE-FIGURE",
    kind: "rule",
    section: "Rogue points",
    title: "The thief picks the figure (The Messages)",
    statement:
      "With The Messages, the thief decides whether its meeple or its messenger records the rogue points. A theft " +
      "of 0 points (possible only under INT-ZERO-POINTS 'used-up') gives it nothing to record, so it is not asked.",
    sources: [{ file: WIKI, section: "Interactions with other expansions" }],
  }),
] as const;

/** Known wrong readings of the rogue-points rules (see 03-stealing.ts for what a misreading is). */
export const rogueMisreadings = [
  defineMisreading({
    id: "MIS-ROGUE-ROBS-ROGUE-POINTS",
    rule: "RB-ROGUE-NOSTEAL",
    title: "robs rogue points",
    statement:
      "A robber beside a figure that rogue points move robs them like any other points: half, rounded up, " +
      "recorded on its owner's meeple, and then it goes home instead of going along with the figure.",
    decision: "rogueTheft",
    value: "robbed",
  }),
  defineMisreading({
    id: "MIS-ROGUE-NO-FOLLOW",
    rule: "RB-ROGUE-FOLLOW",
    title: "the robber stays behind",
    statement: "A robber beside a figure that rogue points move stays on its space instead of going along with it.",
    decision: "rogueFollow",
    value: "stays",
  }),
] as const;
