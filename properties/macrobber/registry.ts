// Every MacRobber property with the rule ids it checks (entries shaped as every game's, `PropertyEntry`); each
// test takes its title from here so the two cannot drift apart, and registry.test.ts checks that
// every id named is a rule or interpretation of macRobberRules.
import type { PropertyEntry } from "../../src/kit/game-docs.js";

export const MACROBBER_PROPERTIES = [
  {
    name: "mr-token-conservation",
    file: "properties/macrobber/conservation.test.ts",
    title:
      "after every step every token is in the sack, a court, an estate, the drawn tokens or out of the game, and every card in a hand or a deck, in the numbers the contents give",
    rules: [
      "MR-COMPONENTS",
      "MR-TOKEN-MEANING",
      "MR-SETUP-SACK",
      "MR-SETUP-COURT",
      "MR-SETUP-ESTATES",
      "MR-SETUP-CARDS",
      "MR-DRAW-SIX",
      "MR-FOLLOWING-REDRAW",
      "MR-ACT-RETURN-UNUSED",
      "MR-ACT-BARD",
      "MR-ACT-ESTATE",
      "MR-RAID-PIPER",
      "MR-RAID-ATTACKER-WINS",
      "MR-INT-START-TOKENS",
      "MR-INT-REDRAW-ORDER",
      "MR-INT-CARD-VALUES",
    ],
  },
  {
    name: "mr-warriors-and-hands",
    file: "properties/macrobber/warriors.test.ts",
    title:
      "every clan keeps at least 3 warriors, and (refill or five-and-two, reshuffle) holds exactly one card per warrior after every step",
    rules: [
      "MR-WARRIORS-MIN",
      "MR-HAND-FOLLOWS-WARRIORS",
      "MR-ACT-WARRIORS",
      "MR-ACT-BARD",
      "MR-ESTATE-PAY-COURT",
      "MR-RAID-DRAW",
      "MR-EXCHANGE",
      "MR-INT-RAID-REFILL",
      "MR-INT-DECK-EMPTY",
    ],
  },
  {
    name: "mr-estate-limits",
    file: "properties/macrobber/estates.test.ts",
    title:
      "every clan holds 2 to 6 estates with at most one cattle, castle or abbey on each; estates come only from the estate action, and a fifth acquisition is refused",
    rules: [
      "MR-SETUP-ESTATES",
      "MR-ESTATE-MAX",
      "MR-ESTATE-ONE-THING",
      "MR-ACT-ESTATE",
      "MR-ACT-CATTLE",
      "MR-ACT-CASTLE",
      "MR-ACT-ABBEY",
      "MR-RAID-ATTACKER-WINS",
      "MR-INT-STOLEN-CATTLE",
    ],
  },
  {
    name: "mr-scoring-model",
    file: "properties/macrobber/scoring.test.ts",
    title:
      "a round's scoring equals a simple model: largest following with its tie-breaks, green 3/2 with ties 1 each, red 1 per cattle plus 2 for a unique majority, blue less the largest fellow herd",
    rules: [
      "MR-SCORE-COUNTED",
      "MR-SCORE-YELLOW",
      "MR-SCORE-GREEN",
      "MR-SCORE-RED",
      "MR-SCORE-BLUE",
      "MR-INT-ZERO-PLACE",
      "MR-INT-FOLLOWING-TIE",
    ],
  },
  {
    name: "mr-blue-never-negative",
    file: "properties/macrobber/scoring.test.ts",
    title:
      "blue never costs points: no negative blue award, and a zero or negative difference gives no blue award at all",
    rules: ["MR-SCORE-BLUE"],
  },
  {
    name: "mr-points-causes",
    file: "properties/macrobber/points.test.ts",
    title:
      "victory points change only by raids (in phase 3) and scoring (at the round's end), by exactly what the points effects say, and each raid pays what its result asks",
    rules: [
      "MR-RAID-ROUND-WIN",
      "MR-RAID-RESULT",
      "MR-RAID-ATTACKER-WINS",
      "MR-RAID-NOTHING-TO-TAKE",
      "MR-RAID-DEFENDER-WINS",
      "MR-RAID-DRAW",
      "MR-SCORE-GREEN",
      "MR-SCORE-RED",
      "MR-SCORE-BLUE",
      "MR-INT-SCORE-FLOOR",
      "MR-INT-RAID-WIN",
    ],
  },
  {
    name: "mr-game-end",
    file: "properties/macrobber/game-end.test.ts",
    title:
      "the game ends exactly when the sack cannot give 6 tokens (or a colour is out, if that reading is chosen) or a revealed estate is at most the lead, and the players with the most points win",
    rules: [
      "MR-END-SACK",
      "MR-END-ESTATE",
      "MR-WINNER",
      "MR-ROUND-ESTATE-OUT",
      "MR-ROUND-RED-AREA",
      "MR-BEGINNER-PASSES",
      "MR-INT-RED-AREA",
      "MR-INT-RED-REACHED",
      "MR-INT-COLOUR-OUT",
    ],
  },
  {
    name: "mr-determinism-and-round-trip",
    file: "properties/macrobber/determinism.test.ts",
    title: "the same state, event and choices give the same result, and a state read back from JSON steps identically",
    rules: ["MR-CHANCE-SEEDED", "MR-TURN-PHASES", "MR-ROUND"],
  },
  {
    name: "mr-illegal-picks",
    file: "properties/macrobber/illegal-picks.test.ts",
    title:
      "an illegal phase-2 plan is a typed error citing the rule it breaks (last player, repeat, bard alone, 4-token limit, fifth estate), and a plan is accepted exactly when it is listed as legal",
    rules: [
      "MR-ACT-CHOOSE",
      "MR-ACT-LAST-ONE",
      "MR-ACT-NO-REPEAT",
      "MR-ACT-BARD-ALONE",
      "MR-ACT-LIMIT",
      "MR-ESTATE-MAX",
      "MR-INT-ONE-TOKEN",
    ],
  },
  {
    name: "mr-seat-views-hide",
    file: "properties/macrobber/hidden.test.ts",
    title:
      "no seat's view holds what the rulebook keeps from it: another clan's hand, the return deck's values (a forced discard among them), another player's drawn, discarded or exchanged cards, an estate's number (its owner's only if it looked)",
    rules: [
      "MR-SETUP-CARDS",
      "MR-SETUP-ESTATES",
      "MR-HAND-FOLLOWS-WARRIORS",
      "MR-ACT-BARD",
      "MR-ACT-ESTATE",
      "MR-EXCHANGE",
      "MR-ROUND-ESTATE-OUT",
      "MR-INT-ESTATE-LOOK",
    ],
  },
] as const satisfies readonly PropertyEntry[];

export type MacRobberPropertyName = (typeof MACROBBER_PROPERTIES)[number]["name"];

const mrProperty = (name: MacRobberPropertyName): PropertyEntry => MACROBBER_PROPERTIES.find((p) => p.name === name)!;
/** A test title that names the rules checked. */
export const mrTitleOf = (name: MacRobberPropertyName): string => {
  const p = mrProperty(name);
  return `${p.title} [${p.rules.join(", ")}]`;
};
