// Round scoring and the change of beginning player (rulebook "Scoring and Change of Beginning
// Player", its colour sections, the scoring card, and the two examples after it).
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

const SCORING = "Scoring and Change of Beginning Player";

export const scoringRules = [
  defineRule({
    id: "MR-SCORE-COUNTED",
    kind: "rule",
    section: "Scoring",
    title: "What is counted",
    statement:
      "After every player's turn the tokens on each clan board are counted by colour: court and estates " +
      "together (a castle counts 2 blue, an abbey 3 green, a head of cattle 1 red), except the largest " +
      "following, which counts the court.",
    sources: [
      { file: MR, section: SCORING },
      { file: MR, section: "Scoring: Blue tokens" },
    ],
  }),
  defineRule({
    id: "MR-SCORE-YELLOW",
    kind: "rule",
    section: "Scoring",
    title: "Largest following",
    statement:
      "The player with the most warriors takes the 'largest following' marker. Tied for most: the tied player " +
      "with the most tokens in its court takes it; still tied: the marker stays where it is, even with a " +
      "player who is not among the tied.",
    sources: [
      { file: MR, section: "Scoring: Yellow tokens" },
      { file: MR, section: "Scoring card (Most yellow tokens)" },
    ],
  }),
  defineRule({
    id: "MR-SCORE-GREEN",
    kind: "rule",
    section: "Scoring",
    title: "Green majority and second place",
    statement:
      "Most green tokens scores 3, second most scores 2. Several tied for most score 1 each and nobody else " +
      "scores green; one most and several tied for second: the first scores 3 and each tied second 1.",
    sources: [
      { file: MR, section: "Scoring: Green tokens" },
      { file: MR, section: "Scoring: Example (green ties)" },
      { file: MR, section: "Scoring card (green)" },
    ],
  }),
  defineRule({
    id: "MR-SCORE-RED",
    kind: "rule",
    section: "Scoring",
    title: "Cattle points and the red majority",
    statement:
      "Each head of cattle scores 1. The single player with the most cattle scores 2 more; on a tie for most nobody gets the 2.",
    sources: [
      { file: MR, section: "Scoring: Red tokens" },
      { file: MR, section: "Scoring card (red)" },
    ],
  }),
  defineRule({
    id: "MR-SCORE-BLUE",
    kind: "rule",
    section: "Scoring",
    title: "Blue points less the biggest herd of the others",
    statement:
      "A player's blue tokens (court and castles) minus the cattle of the fellow player with the most cattle " +
      "(the player's own cattle never count, even if the largest) scores that many points when positive and " +
      "nothing otherwise.",
    sources: [
      { file: MR, section: "Scoring: Blue tokens" },
      { file: MR, section: "Scoring: Example (Ralf, Peter and Uwe)" },
      { file: MR, section: "Scoring card (blue)" },
    ],
  }),
  defineRule({
    id: "MR-ROUND-ESTATE-OUT",
    kind: "rule",
    section: "Scoring",
    title: "An estate leaves the game each round",
    statement:
      "After scoring, the top estate tile of the deck is taken out of the game face down (if the deck is empty, nothing is taken).",
    sources: [{ file: MR, section: "Change of Beginning Player" }],
  }),
  defineRule({
    id: "MR-ROUND-RED-AREA",
    kind: "rule",
    section: "Scoring",
    title: "The red area reveals the estate",
    statement:
      "If a player has reached the red area of the counting row in this round (threshold: MR-INT-RED-AREA; " +
      "which players count: MR-INT-RED-REACHED), the estate taken out is turned face up (see MR-END-ESTATE). " +
      "Points are looked at after the round's scoring: a player who touched the red area during the round and " +
      "fell back below it (a lost raid) does not count.",
    sources: [
      { file: MR, section: "Change of Beginning Player" },
      { file: MR, section: "Game contents (Red area)" },
    ],
  }),
  defineRule({
    id: "MR-BEGINNER-PASSES",
    kind: "rule",
    section: "Scoring",
    title: "The next player begins",
    statement:
      "If the game goes on, 'player begins' passes to the left neighbour (the next player clockwise), who begins the next round.",
    sources: [{ file: MR, section: "Change of Beginning Player" }],
  }),
];

/** Known wrong readings of the round's scoring (see misreadings.ts). */
export const scoringMisreadings = [
  defineMisreading({
    id: "MIS-SCORE-RED-TIE-BONUS",
    rule: "MR-SCORE-RED",
    title: "a tie for most cattle shares the bonus",
    statement:
      "Every player tied for the most cattle scores the 2 extra points, as if a tie were a shared majority, instead of nobody.",
    decision: "redMajorityTie",
    value: "each",
  }),
  defineMisreading({
    id: "MIS-SCORE-BLUE-OWN-HERD",
    rule: "MR-SCORE-BLUE",
    title: "the own herd counts against blue",
    statement:
      "A player's blue tokens are reduced by the largest herd on the table even when that herd is the player's own " +
      "(a literal reading of the rulebook's sentence, which its example contradicts).",
    decision: "blueHerd",
    value: "any-player",
  }),
] as const;
