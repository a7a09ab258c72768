// The scoring-moment properties of properties/robbers/moment.test.ts over every outcome of every
// moment: the robbed keep their points and a theft is half of one ordinary movement; a robber takes
// only a first movement and must take one when it can; robbers follow rogue points; messages are
// drawn exactly for the dark landings the message rules allow. The predicates are the properties'
// own (properties/robbers/invariants.ts); this file adds the interesting cases the bound counts.
import {
  draws,
  firstMovement,
  follows,
  isMoment,
  keepAndHalf,
  messages,
  mustSteal,
  rogue,
  rogueFollow,
  square,
  stealable,
  thefts,
} from "../../../../../properties/robbers/invariants.js";
import { own } from "../../../../dsl/own.js";
import type { TransitionInvariant } from "./types.js";

/** The moment properties, one entry per registry property. */
export const momentInvariants: readonly TransitionInvariant[] = [
  {
    property: "moment-keep-and-half",
    cases: ["theft", "odd-points", "zero-award"],
    name: "robbed keep their points; a theft is ceil(p/2) of one ordinary movement",
    check: keepAndHalf,
    witnesses: (t) =>
      isMoment(t)
        ? [
            ...(thefts(t).length ? ["theft"] : []),
            ...(thefts(t).some((x) => x.points % 2 === 1) ? ["odd-points"] : []),
            ...(t.event.awards.some((a) => a.points === 0) ? ["zero-award"] : []),
          ]
        : [],
  },
  {
    property: "moment-first-movement",
    cases: ["choice-among-several", "arrival"],
    name: "only a first movement from the robber's space, one per robber",
    check: firstMovement,
    witnesses: (t) => {
      const out: string[] = [];
      for (const x of thefts(t)) {
        if ((stealable(t).get(x.thief) ?? []).length > 1) out.push("choice-among-several");
        if (square(t, own(t.before.figures, x.victim)![x.figure]!) !== x.at) out.push("arrival");
      }
      return out;
    },
  },
  {
    property: "moment-must-steal",
    cases: ["must-steal", "several-robbers"],
    name: "a robber that can steal does",
    check: mustSteal,
    witnesses: (t) =>
      isMoment(t)
        ? [...(thefts(t).length ? ["must-steal"] : []), ...(thefts(t).length > 1 ? ["several-robbers"] : [])]
        : [],
  },
  {
    property: "moment-rogue-follow",
    cases: ["follow"],
    name: "robbers follow rogue points, else stay",
    check: rogueFollow,
    witnesses: (t) => (follows(t).some((f) => f.rules.includes("RB-ROGUE-FOLLOW")) ? ["follow"] : []),
  },
  {
    property: "moment-messages",
    cases: ["draw", "rogue-draw"],
    name: "messages exactly for the dark landings allowed",
    check: messages,
    witnesses: (t) => [
      ...(draws(t).length ? ["draw"] : []),
      ...(draws(t).some((x) => rogue(t).some((m) => m.player === x.player && m.figure === x.figure))
        ? ["rogue-draw"]
        : []),
    ],
  },
];
