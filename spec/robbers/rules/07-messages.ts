// The Messages together with The Robbers: two scoring figures per player, and message draws.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { FAN, INVENTORY, MESSAGES, WIKI } from "./sources.js";

export const messagesRules = [
  defineRule({
    id: "RB-MSG-TARGET",
    kind: "rule",
    section: "The Messages",
    title: "Two scoring figures, robbed one at a time",
    statement:
      "With The Messages each player has two scoring figures, a meeple and a messenger. A robber may be put " +
      "beside either one, and it only robs the figure that shares its space.",
    sources: [
      { file: WIKI, section: "fn1", ruling: "5/2013" },
      { file: FAN, section: "§1" },
    ],
  }),
  defineRule({
    id: "RB-MSG-DARK",
    kind: "rule",
    section: "The Messages",
    title: "Rogue points onto a dark space draw a message",
    statement:
      "If rogue points bring the thief's meeple or messenger to a dark space, the thief draws a message " +
      "(subject to INT-MSG-OWN-TURN and INT-MSG-ALONE).",
    sources: [
      { file: WIKI, section: "Interactions with other expansions" },
      { file: WIKI, section: "Example #4, first option (note on the active player)" },
    ],
  }),
  defineRule({
    id: "MS-DARK-DRAW",
    kind: "rule",
    section: "The Messages",
    title: "The Messages: stopping on a dark space",
    statement:
      "During its own turn, a player whose scoring figure ends a movement on a dark space (0, 5, 10, ...) " +
      "draws a message; it either carries it out or takes 2 points instead, and either award is a later " +
      "scoring event (source `message`) that robbers can steal from. Each such movement draws one message.",
    sources: [
      { file: MESSAGES, section: "dark spaces" },
      { file: INVENTORY, section: "Facts from outside the seeds; MS-DARK-DRAW" },
    ],
  }),
] as const;

/** Known wrong readings of the rules for The Messages (see 03-stealing.ts for what a misreading is). */
export const messagesMisreadings = [
  defineMisreading({
    id: "MIS-MSG-MESSENGER-IMMUNE",
    rule: "RB-MSG-TARGET",
    title: "messengers cannot be robbed",
    statement: "Robbers steal only from meeples: a messenger's scoring movement is never robbed.",
    decision: "messengerTheft",
    value: "immune",
  }),
] as const;
