// Every property of the suite with the rule ids it checks: the traceability report (`npm run trace`)
// reads this, and each test takes its title from here so the two cannot drift apart.
import type { PropertyEntry } from "../../src/kit/game-docs.js";

// The entries' shape is every game's (the docs and the traceability report read it through GameDocs).
export type { PropertyEntry };

export const PROPERTIES = [
  {
    name: "enumeration-factored-equals-exhaustive",
    file: "properties/robbers/enumeration.test.ts",
    title: "the factored enumeration gives exactly the outcomes and path counts of walking every path",
    rules: [
      "RB-STEAL-ORDER",
      "RB-STEAL-CHOOSE",
      "RB-STEAL-MULTI",
      "RB-STEAL-FIRST",
      "RB-STEAL-SIMULTANEOUS",
      "RB-ROGUE-FIGURE",
      "RB-ROGUE-FOLLOW",
      "RB-MSG-DARK",
      "MS-DARK-DRAW",
    ],
  },
  {
    name: "enumeration-counted-classes",
    file: "properties/robbers/counting.test.ts",
    title: "a player's plan classes counted figure by figure are those of listing every plan, with the same counts",
    rules: ["RB-STEAL-ORDER", "RB-ROGUE-FIGURE", "INT-ARRIVE-THEN-MOVE", "MS-DARK-DRAW"],
  },
  {
    name: "enumeration-counted-totals",
    file: "properties/robbers/counting.test.ts",
    title:
      "a moment's totals counted without listing its groups, and its groups made on demand, are those of the whole set",
    rules: ["RB-STEAL-CHOOSE", "RB-STEAL-MULTI", "RB-STEAL-FIRST", "RB-ROGUE-FOLLOW"],
  },
  {
    name: "enumeration-complete",
    file: "properties/robbers/enumeration.test.ts",
    title: "every random legal choice sequence lands on an enumerated outcome",
    rules: ["RB-STEAL-ORDER", "RB-STEAL-CHOOSE", "RB-ROGUE-FIGURE"],
  },
  {
    name: "whole-game-invariants",
    file: "properties/robbers/whole-game.test.ts",
    title:
      "random whole games: valid states, returns add up, robbers beside another player's figure, nothing out at the end",
    rules: [
      "BASE-SCOREBOARD",
      "BASE-TURNS",
      "RB-STEAL-KEEP",
      "RB-STEAL-HALF",
      "RB-STEAL-SELF",
      "RB-PLACE-TARGET",
      "RB-ROGUE-FOLLOW",
      "RB-BACK-FOLLOW",
      "RB-BACK-CHOOSE",
      "RB-FINAL-BONUS",
      "INT-BACK-STAY-OWN",
      "RB-SETUP-OFFMAP",
    ],
  },
  {
    name: "moment-keep-and-half",
    file: "properties/robbers/moment.test.ts",
    title:
      "in a moment the robbed keep every point, and each theft is ceil(p/2) of one ordinary movement by another player",
    rules: [
      "RB-STEAL-KEEP",
      "RB-STEAL-HALF",
      "RB-STEAL-SELF",
      "RB-STEAL-PER-EVENT",
      "RB-ROGUE-NOSTEAL",
      "INT-ZERO-POINTS",
    ],
  },
  {
    name: "moment-first-movement",
    file: "properties/robbers/moment.test.ts",
    title: "a robber takes only the first movement of a figure from its space, and at most one movement per moment",
    rules: ["RB-STEAL-ORDER", "RB-STEAL-CHOOSE", "RB-STEAL-RETURN", "INT-ARRIVE-THEN-MOVE", "INT-SAME-SPACE"],
  },
  {
    name: "moment-must-steal",
    file: "properties/robbers/moment.test.ts",
    title:
      "a robber with a stealable movement in a moment steals and is in supply afterwards; several robbers each steal",
    rules: ["RB-STEAL-FIRST", "RB-STEAL-MULTI", "RB-STEAL-SIMULTANEOUS", "RB-MSG-TARGET"],
  },
  {
    name: "moment-rogue-follow",
    file: "properties/robbers/moment.test.ts",
    title: "robbers beside a figure moved by rogue points end beside it, even when other figures stay",
    rules: ["RB-ROGUE-NOSTEAL", "RB-ROGUE-FOLLOW", "RB-ROGUE-FOLLOW-MIXED"],
  },
  {
    name: "moment-messages",
    file: "properties/robbers/moment.test.ts",
    title: "messages are drawn exactly for dark-space landings the message rules allow",
    rules: ["MS-DARK-DRAW", "RB-MSG-DARK", "INT-MSG-OWN-TURN", "INT-MSG-ALONE"],
  },
  {
    name: "placement-rules",
    file: "properties/robbers/placement.test.ts",
    title:
      "a bag tile places robbers only beside other players' figures, scores nothing, and follows the edition's follow-up rule",
    rules: [
      "RB-PLACE-TRIGGER",
      "RB-PLACE-TARGET",
      "RB-PLACE-ACTIVE",
      "RB-PLACE-MOVE",
      "RB-PLACE-NEXT",
      "RB-PLACE-ALL",
      "RB-PLACE-SAMETILE",
      "INT-DECLINE-PASSES",
      "INT-MANDATORY-MOVE",
      "RB-SETUP-SUPPLY",
      "RB-SETUP-TILES",
    ],
  },
  {
    name: "editions-differ-only-in-placement",
    file: "properties/robbers/editions.test.ts",
    title:
      "C2 Z-Man and C3 give the same outcomes for every event but a bag tile; HiG places at most two robbers per bag tile",
    rules: ["RB-PLACE-NEXT", "RB-PLACE-ALL", "RB-PLACE-ACTIVE"],
  },
  {
    name: "backward-and-end",
    file: "properties/robbers/game-end.test.ts",
    title: "backward moves never cost a robber's owner points; game end pays 3 per robber out and leaves none",
    rules: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE", "RB-FINAL-BONUS", "RB-FINAL-NOSTEAL", "BASE-SCOREBOARD"],
  },
  {
    name: "alternative-back-stay-own-breaks-invariant",
    file: "properties/robbers/game-end.test.ts",
    title: "under INT-BACK-STAY-OWN 'any-figure' a robber can be left beside only its owner's figures",
    rules: ["INT-BACK-STAY-OWN", "RB-BACK-CHOOSE"],
  },
  {
    name: "determinism-and-round-trip",
    file: "properties/robbers/determinism.test.ts",
    title: "replaying a recorded game gives an identical state; a state survives JSON serialisation",
    rules: ["BASE-TURNS", "BASE-PLAYERS"],
  },
  {
    name: "lap-symmetry",
    file: "properties/robbers/determinism.test.ts",
    title: "under INT-SAME-SPACE 'loop', moving every figure a lap ahead changes no theft, follow or message",
    rules: ["INT-SAME-SPACE", "BASE-SCOREBOARD"],
  },
  {
    name: "model-based-game",
    file: "properties/robbers/model-based.test.ts",
    title: "whole games checked against a deliberately simple model of scores, robbers out and bag tiles",
    rules: ["RB-SETUP-TILES", "RB-STEAL-KEEP", "RB-STEAL-RETURN", "RB-FINAL-BONUS", "RB-PLACE-NEXT", "RB-PLACE-ALL"],
  },
  {
    name: "citations",
    file: "properties/robbers/citations.test.ts",
    title: "every effect cites known rules, and conditional citations appear exactly when their condition holds",
    rules: [
      "RB-STEAL-SELF",
      "RB-ROGUE-FOLLOW-MIXED",
      "RB-MSG-DARK",
      "RB-BACK-CHOOSE",
      "INT-BACK-STAY-OWN",
      "INT-ARRIVE-THEN-MOVE",
      "INT-ZERO-POINTS",
    ],
  },
  {
    name: "citation-precision",
    file: "properties/robbers/citation-precision.test.ts",
    title:
      "effects and refusals cite only rules whose condition held, each once, none of an edition not in force, and name the rules that decided them",
    rules: [
      "RB-PLACE-NEXT",
      "RB-PLACE-ALL",
      "RB-PLACE-ACTIVE",
      "RB-PLACE-MOVE",
      "RB-PLACE-TARGET",
      "ED-C1-ZMAN",
      "ED-C2-ZMAN",
      "INT-DECLINE-PASSES",
      "INT-MANDATORY-MOVE",
      "MS-DARK-DRAW",
      "RB-MSG-DARK",
      "INT-MSG-OWN-TURN",
      "INT-MSG-ALONE",
      "RB-STEAL-CHOOSE",
      "RB-STEAL-ORDER",
      "RB-STEAL-PER-EVENT",
      "INT-SAME-SPACE",
      "INT-ZERO-POINTS",
    ],
  },
] as const satisfies readonly PropertyEntry[];

export type PropertyName = (typeof PROPERTIES)[number]["name"];

const property = (name: PropertyName): PropertyEntry => PROPERTIES.find((p) => p.name === name)!;
/** A test title that names the rules checked. */
export const titleOf = (name: PropertyName): string => {
  const p = property(name);
  return `${p.title} [${p.rules.join(", ")}]`;
};
