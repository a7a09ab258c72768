// The decisions the behaviour reads, each resolved by default logic from the options: a base rule
// and the exceptions (editions, non-default readings) that replace it. Resolved once per compile.
import {
  decisionFromInterpretation,
  defineDecision,
  misreadingExceptions,
  resolveDecision,
} from "../../src/dsl/index.js";
import { FINAL_BONUS } from "./board.js";
import { robbersMisreadings } from "./misreadings.js";
import type { RobbersOptions } from "./options.js";
import * as I from "./rules/08-interpretations.js";

const reading = (id: keyof RobbersOptions["interpretations"]) => (o: RobbersOptions) => o.interpretations[id];

const activePlacement = defineDecision<RobbersOptions, "may" | "must">({
  id: "activePlacement",
  description: "Whether the active player may or must place its robber from supply after a bag tile.",
  base: { rule: "RB-PLACE-ACTIVE", value: "may" },
  exceptions: [
    {
      id: "ED-C2-ZMAN",
      label: "C2 Z-Man: the active player must place",
      when: (o) => o.edition === "C2-ZMan",
      value: "must",
    },
  ],
});

/**
 * The decisions the Robbers handlers read, each a base rule with the editions and readings that
 * change it. `compile` resolves them for the options in force; `compareEditions` lists those two
 * editions resolve differently.
 */
export const robbersDecisions = {
  /** Whether the active player may or must place its robber after a bag tile (C2 Z-Man: must). */
  activePlacement,
  /** Whether an active player whose robber is out may or must move it (INT-MANDATORY-MOVE, where placement is mandatory). */
  activeMove: defineDecision<RobbersOptions, "may" | "must">({
    id: "activeMove",
    description: "Whether an active player whose robber is already out may or must move it.",
    base: { rule: "RB-PLACE-MOVE", value: "may" },
    // Where placement is mandatory, either reading of INT-MANDATORY-MOVE decides, so both cite it.
    exceptions: [
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "mandatory", where placement is mandatory',
        when: (o) =>
          o.interpretations["INT-MANDATORY-MOVE"] === "mandatory" &&
          resolveDecision(activePlacement, o).value === "must",
        value: "must",
      },
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "optional", where placement is mandatory',
        when: (o) =>
          o.interpretations["INT-MANDATORY-MOVE"] === "optional" &&
          resolveDecision(activePlacement, o).value === "must",
        value: "may",
      },
    ],
  }),
  /** Who may place after the active player: the next one (HiG, C3), or each other player (Z-Man). */
  followUp: defineDecision<RobbersOptions, "next-one" | "each-may" | "each-must">({
    id: "followUp",
    description: "Who may place a robber after the active player.",
    base: { rule: "RB-PLACE-NEXT", value: "next-one" },
    // Z-Man's wording sets Hans im Glück's RB-PLACE-NEXT aside for RB-PLACE-ALL, so effects cite that
    // instead (002 "Using robbers"; 000 fn3, fn4).
    exceptions: [
      {
        id: "ED-C1-ZMAN",
        label: "C1 Z-Man: each other player may place",
        when: (o) => o.edition === "C1-ZMan",
        value: "each-may",
        cites: ["RB-PLACE-ALL"],
        replaces: true,
      },
      {
        id: "ED-C2-ZMAN",
        label: "C2 Z-Man: each other player places",
        when: (o) => o.edition === "C2-ZMan",
        value: "each-must",
        cites: ["RB-PLACE-ALL"],
        replaces: true,
      },
      ...misreadingExceptions<RobbersOptions, "each-may">(robbersMisreadings, "followUp"),
    ],
  }),
  /** INT-DECLINE-PASSES: whether a declined follow-up placement is offered to the next player. */
  declinePasses: decisionFromInterpretation(I.declinePasses, reading("INT-DECLINE-PASSES")),
  /** INT-ARRIVE-THEN-MOVE: whether a figure that arrived beside a robber during a moment can be robbed when it moves on. */
  arrival: decisionFromInterpretation(I.arriveThenMove, reading("INT-ARRIVE-THEN-MOVE")),
  /** INT-ZERO-POINTS: whether a 0-point movement is stolen from (and the robber used up). */
  zeroPoints: decisionFromInterpretation(I.zeroPoints, reading("INT-ZERO-POINTS")),
  /** INT-SAME-SPACE: whether "the same space" is the physical square or the exact score. */
  sameSpace: decisionFromInterpretation(I.sameSpace, reading("INT-SAME-SPACE")),
  /** INT-MSG-OWN-TURN: whether rogue points landing on a dark space draw a message outside the thief's turn. */
  msgOwnTurn: decisionFromInterpretation(I.msgOwnTurn, reading("INT-MSG-OWN-TURN")),
  /** INT-MSG-ALONE: whether a figure must be alone on a dark space to draw a message. */
  msgAlone: decisionFromInterpretation(I.msgAlone, reading("INT-MSG-ALONE")),
  /** INT-BACK-STAY-OWN: whether a robber may stay when only its owner's figures remain on its space. */
  backStayOwn: decisionFromInterpretation(I.backStayOwn, reading("INT-BACK-STAY-OWN")),
  /** INT-BACK-OWN-FIGURE: whether a robber goes back with its own player's figure. */
  backOwnFigure: decisionFromInterpretation(I.backOwnFigure, reading("INT-BACK-OWN-FIGURE")),
  /** INT-MSG-BACKWARD: whether a backward move that stops on a dark space in its player's turn draws a message. */
  msgBackward: decisionFromInterpretation(I.msgBackward, reading("INT-MSG-BACKWARD")),
  // Decisions only a misreading changes: the rules fix them, and no edition or reading touches them.
  /** RB-STEAL-HALF: which way half of an odd number of points is rounded. */
  stealRounding: defineDecision<RobbersOptions, "up" | "down">({
    id: "stealRounding",
    description: "Which way a robber rounds half of an odd number of points",
    base: { rule: "RB-STEAL-HALF", value: "up" },
    exceptions: misreadingExceptions(robbersMisreadings, "stealRounding"),
  }),
  /** RB-STEAL-SELF: whether a robber may steal from its own player's figures. */
  selfSteal: defineDecision<RobbersOptions, "never" | "allowed">({
    id: "selfSteal",
    description: "Whether a robber may steal from its own player's figures",
    base: { rule: "RB-STEAL-SELF", value: "never" },
    exceptions: misreadingExceptions(robbersMisreadings, "selfSteal"),
  }),
  /** RB-FINAL-BONUS: the points a robber still out earns its owner when the game ends. */
  finalBonus: defineDecision<RobbersOptions, number>({
    id: "finalBonus",
    description: "The points a robber still on the scoreboard earns its owner at the end",
    base: { rule: "RB-FINAL-BONUS", value: FINAL_BONUS },
    exceptions: misreadingExceptions(robbersMisreadings, "finalBonus"),
  }),
  /** RB-STEAL-KEEP: whether the robbed figure keeps the points stolen from its movement. */
  victimKeeps: defineDecision<RobbersOptions, "keeps" | "loses">({
    id: "victimKeeps",
    description: "Whether the robbed figure keeps every point of its movement",
    base: { rule: "RB-STEAL-KEEP", value: "keeps" },
    exceptions: misreadingExceptions(robbersMisreadings, "victimKeeps"),
  }),
  /** RB-STEAL-RETURN: where a robber goes once it has stolen. */
  afterSteal: defineDecision<RobbersOptions, "home" | "stays">({
    id: "afterSteal",
    description: "Whether a robber that has stolen goes back to its owner's supply",
    base: { rule: "RB-STEAL-RETURN", value: "home" },
    exceptions: misreadingExceptions(robbersMisreadings, "afterSteal"),
  }),
  /** RB-STEAL-MULTI: whether every robber beside a movement steals from it. */
  multiRobbers: defineDecision<RobbersOptions, "each" | "first-only">({
    id: "multiRobbers",
    description: "Whether every robber beside a scoring movement steals from it",
    base: { rule: "RB-STEAL-MULTI", value: "each" },
    exceptions: misreadingExceptions(robbersMisreadings, "multiRobbers"),
  }),
  /** RB-ROGUE-NOSTEAL: what a robber beside a rogue movement takes from it. */
  rogueTheft: defineDecision<RobbersOptions, "nothing" | "robbed">({
    id: "rogueTheft",
    description: "Whether rogue points can be stolen",
    base: { rule: "RB-ROGUE-NOSTEAL", value: "nothing" },
    exceptions: misreadingExceptions(robbersMisreadings, "rogueTheft"),
  }),
  /** RB-ROGUE-FOLLOW: whether a robber beside a rogue movement goes along with it. */
  rogueFollow: defineDecision<RobbersOptions, "follows" | "stays">({
    id: "rogueFollow",
    description: "Whether a robber beside a figure that rogue points move goes along with it",
    base: { rule: "RB-ROGUE-FOLLOW", value: "follows" },
    exceptions: misreadingExceptions(robbersMisreadings, "rogueFollow"),
  }),
  /** RB-BACK-FOLLOW: whether the robbers beside a figure that moves backwards go back with it. */
  backFollow: defineDecision<RobbersOptions, "follows" | "stays">({
    id: "backFollow",
    description: "Whether robbers beside a figure that moves backwards go back with it",
    base: { rule: "RB-BACK-FOLLOW", value: "follows" },
    exceptions: misreadingExceptions(robbersMisreadings, "backFollow"),
  }),
  /** RB-MSG-TARGET: whether a messenger's movement can be robbed like a meeple's. */
  messengerTheft: defineDecision<RobbersOptions, "robbable" | "immune">({
    id: "messengerTheft",
    description: "Whether a messenger's scoring movement can be robbed",
    base: { rule: "RB-MSG-TARGET", value: "robbable" },
    exceptions: misreadingExceptions(robbersMisreadings, "messengerTheft"),
  }),
} as const;

/** The type of `robbersDecisions`: each decision's name with its option and value types. */
export type RobbersDecisionTable = typeof robbersDecisions;
