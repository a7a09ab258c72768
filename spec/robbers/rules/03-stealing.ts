// Stealing (rulebook §3 and the additional rules): half the points, rounded up, from one movement.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { WIKI, ZMAN } from "./sources.js";

export const stealingRules = [
  defineRule({
    id: "RB-STEAL-HALF",
    kind: "rule",
    section: "Stealing",
    title: "Half the points, rounded up",
    statement:
      "When another player's scoring figure leaves the robber's space by scoring p points (p > 0), the " +
      "robber's owner scores half of p, rounded up (3 of 5, 2 of 4), recorded by moving its own scoring figure.",
    sources: [
      { file: WIKI, section: "§3 Stealing points" },
      { file: ZMAN, section: "Robbing points" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-KEEP",
    kind: "rule",
    section: "Stealing",
    title: "The robbed player keeps everything",
    statement: "Being robbed costs nothing: the robbed player still records every point it scored.",
    sources: [
      { file: WIKI, section: "§3 Stealing points" },
      { file: ZMAN, section: "Robbing points" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-RETURN",
    kind: "rule",
    section: "Stealing",
    title: "A robber that steals goes home",
    statement: "Once it has stolen, the robber goes back to its owner's supply.",
    sources: [
      { file: WIKI, section: "§3 Stealing points" },
      { file: ZMAN, section: "Robbing points" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-PER-EVENT",
    kind: "rule",
    section: "Stealing",
    title: "One scoring event, never a total",
    statement:
      "Every scoring event stands alone: one feature, one fairy point, one Wheel of Fortune award, one " +
      "catapult award, one message award. A robber steals from a single event, not from a turn's sum.",
    sources: [
      { file: WIKI, section: "fn5", ruling: "5/2013" },
      { file: WIKI, section: "fn7", ruling: "5/2013" },
      { file: ZMAN, section: "Reminder" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-FIRST",
    kind: "rule",
    section: "Stealing",
    title: "Steal at the first opportunity",
    statement: "A robber that can steal must do so now; it may not wait for a later, larger scoring.",
    sources: [
      { file: WIKI, section: "Additional rules, 2nd bullet; fn7", ruling: "5/2013" },
      { file: ZMAN, section: "Additional rules, 2nd bullet" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-SIMULTANEOUS",
    kind: "rule",
    section: "Stealing",
    title: "What counts as one opportunity",
    statement:
      "Only scorings that happen at the same moment (for example all features completed by one tile) form a " +
      "single opportunity to choose from. A scoring at a different moment, such as the fairy point at the " +
      "start of a turn, is an opportunity of its own and must be taken if it qualifies.",
    sources: [{ file: WIKI, section: "fn9", ruling: "10/2014, updated 1/2021" }],
  }),
  defineRule({
    id: "RB-STEAL-ORDER",
    kind: "rule",
    section: "Stealing",
    title: "The scorer orders its own scorings",
    statement:
      "A player who scores several events at one moment decides their order and which of its scoring figures " +
      "moves for each. A robber beside a figure can only take that figure's first movement of the moment.",
    sources: [
      { file: WIKI, section: "fn8", ruling: "5/2013, 11/2014" },
      { file: WIKI, section: "Example #1" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-CHOOSE",
    kind: "rule",
    section: "Stealing",
    title: "Choosing among several victims",
    statement:
      "When figures of more than one other player (or both figures of one player) leave the robber's space at " +
      "one moment, the robber's owner picks which single movement to steal from, after seeing how everyone " +
      "scored. It may pick a smaller one.",
    sources: [
      { file: WIKI, section: "Additional rules, 3rd bullet; fn8" },
      { file: WIKI, section: "Examples #2-#4" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-MULTI",
    kind: "rule",
    section: "Stealing",
    title: "Several robbers, each steals",
    statement:
      "If several robbers stand beside a figure that scores, every one of them steals, each making its own " +
      "choice of movement.",
    sources: [
      { file: WIKI, section: "Additional rules, 4th bullet; Example #4" },
      { file: ZMAN, section: "Additional rules, 4th bullet; second illustrated example" },
    ],
  }),
  defineRule({
    id: "RB-STEAL-SELF",
    kind: "rule",
    section: "Stealing",
    title: "Never from yourself",
    statement: "A robber never steals from its own player's figures.",
    sources: [
      { file: WIKI, section: "Additional rules, 5th bullet" },
      { file: ZMAN, section: "Additional rules, 5th bullet" },
    ],
  }),
] as const;

/**
 * Known wrong readings of the stealing rules, beside them: never selectable as the rules, but
 * executable (`robbersSpec({ misreadings: [...] })`) so that the conformance runner can tell which
 * mistake an engine makes and the site can warn a player.
 */
export const stealingMisreadings = [
  defineMisreading({
    id: "MIS-STEAL-ROUNDS-DOWN",
    rule: "RB-STEAL-HALF",
    title: "rounds down",
    statement: "The robber takes half the points rounded down, so it takes 2 of a 5 and nothing of a 1.",
    decision: "stealRounding",
    value: "down",
  }),
  defineMisreading({
    id: "MIS-STEAL-ROBS-OWN-PLAYER",
    rule: "RB-STEAL-SELF",
    title: "robs its own player",
    statement:
      "A robber beside its own player's scoring figure steals from it like any other, as if the owner's figures were fair game.",
    decision: "selfSteal",
    value: "allowed",
  }),
  defineMisreading({
    id: "MIS-STEAL-VICTIM-LOSES",
    rule: "RB-STEAL-KEEP",
    title: "the robbed player loses the points",
    statement:
      "The robbed figure goes back by the points the robber takes, as if they were taken from its owner instead " +
      "of being gained by the thief alone.",
    decision: "victimKeeps",
    value: "loses",
  }),
  defineMisreading({
    id: "MIS-STEAL-ROBBER-STAYS",
    rule: "RB-STEAL-RETURN",
    title: "the robber stays after stealing",
    statement:
      "A robber that has stolen stays on its space, ready to steal again, instead of going back to its owner's supply.",
    decision: "afterSteal",
    value: "stays",
  }),
  defineMisreading({
    id: "MIS-STEAL-ONE-ROBBER",
    rule: "RB-STEAL-MULTI",
    title: "one robber per movement",
    statement:
      "When several robbers could steal from the same movement, only the first in turn order (from the active " +
      "player) does; a later robber with nothing else to take steals nothing.",
    decision: "multiRobbers",
    value: "first-only",
  }),
] as const;
