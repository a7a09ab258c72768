// The decisions the behaviour reads, each resolved by default logic from the options: a base rule
// and the exceptions (editions, non-default readings) that replace it. Resolved once per compile.
import { decisionFromInterpretation, defineDecision, resolveDecision } from "../../src/dsl/index.js";
import type { RobbersOptions } from "./options.js";
import * as I from "./rules/08-interpretations.js";

const reading = (id: keyof RobbersOptions["interpretations"]) => (o: RobbersOptions) => o.interpretations[id];

const activePlacement = defineDecision<RobbersOptions, "may" | "must">({
  id: "activePlacement",
  description: "Whether the active player may or must place its robber from supply after a bag tile.",
  base: { rule: "RB-PLACE-ACTIVE", value: "may" },
  exceptions: [{ id: "ED-C2-ZMAN", label: "C2 Z-Man: the active player must place", when: (o) => o.edition === "C2-ZMan", value: "must" }],
});

export const robbersDecisions = {
  activePlacement,
  activeMove: defineDecision<RobbersOptions, "may" | "must">({
    id: "activeMove",
    description: "Whether an active player whose robber is already out may or must move it.",
    base: { rule: "RB-PLACE-MOVE", value: "may" },
    // Where placement is mandatory, either reading of INT-MANDATORY-MOVE decides, so both cite it.
    exceptions: [
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "mandatory", where placement is mandatory',
        when: (o) => o.interpretations["INT-MANDATORY-MOVE"] === "mandatory" && resolveDecision(activePlacement, o).value === "must",
        value: "must",
      },
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "optional", where placement is mandatory',
        when: (o) => o.interpretations["INT-MANDATORY-MOVE"] === "optional" && resolveDecision(activePlacement, o).value === "must",
        value: "may",
      },
    ],
  }),
  followUp: defineDecision<RobbersOptions, "next-one" | "each-may" | "each-must">({
    id: "followUp",
    description: "Who may place a robber after the active player.",
    base: { rule: "RB-PLACE-NEXT", value: "next-one" },
    exceptions: [
      { id: "ED-C1-ZMAN", label: "C1 Z-Man: each other player may place", when: (o) => o.edition === "C1-ZMan", value: "each-may", cites: ["RB-PLACE-ALL"] },
      { id: "ED-C2-ZMAN", label: "C2 Z-Man: each other player places", when: (o) => o.edition === "C2-ZMan", value: "each-must", cites: ["RB-PLACE-ALL"] },
    ],
  }),
  declinePasses: decisionFromInterpretation(I.declinePasses, reading("INT-DECLINE-PASSES")),
  arrival: decisionFromInterpretation(I.arriveThenMove, reading("INT-ARRIVE-THEN-MOVE")),
  zeroPoints: decisionFromInterpretation(I.zeroPoints, reading("INT-ZERO-POINTS")),
  sameSpace: decisionFromInterpretation(I.sameSpace, reading("INT-SAME-SPACE")),
  msgOwnTurn: decisionFromInterpretation(I.msgOwnTurn, reading("INT-MSG-OWN-TURN")),
  msgAlone: decisionFromInterpretation(I.msgAlone, reading("INT-MSG-ALONE")),
  backStayOwn: decisionFromInterpretation(I.backStayOwn, reading("INT-BACK-STAY-OWN")),
} as const;

export type RobbersDecisionTable = typeof robbersDecisions;
