// Phase 3: raiding a fellow clan in three combat rounds, its effects, or exchanging cards instead
// (rulebook "Phase 3: Raiding and Exchanging Cards", "Effects of Raiding", "No Raiding and Exchange").
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

const RAID = "Phase 3: Raiding";
const EFFECTS = "Phase 3: Effects of Raiding";

export const raidRules = [
  defineRule({
    id: "MR-PHASE3-CHOICE",
    kind: "rule",
    section: "Phase 3",
    title: "Raid, exchange or neither",
    statement: "In phase 3 the player may raid one fellow player, or instead exchange 3 cards, or do neither.",
    sources: [
      { file: MR, section: "Phase 3: Raiding and Exchanging Cards" },
      { file: MR, section: "Phase 3: No Raiding and Exchange of Cards" },
    ],
  }),
  defineRule({
    id: "MR-RAID-ROUNDS",
    kind: "rule",
    section: "Phase 3",
    title: "Three combat rounds",
    statement:
      "A raid is 3 combat rounds. In each, the attacker lays a card face down, then the defender (who must " +
      "defend) lays one; both cards are then revealed. Each card is worth its value, 1 to 4.",
    sources: [{ file: MR, section: RAID }],
  }),
  defineRule({
    id: "MR-RAID-PIPER",
    kind: "rule",
    section: "Phase 3",
    title: "Bagpipe players add one",
    statement:
      "Right after laying its card each side may put one bagpipe player from its court on it for +1 (never " +
      "more than one per card). Used bagpipe players go to the sack and played cards to the return deck.",
    sources: [
      { file: MR, section: RAID },
      { file: MR, section: "Phase 3: combat value illustration" },
    ],
  }),
  defineRule({
    id: "MR-RAID-ROUND-WIN",
    kind: "rule",
    section: "Phase 3",
    title: "Higher value wins the round",
    statement: "The higher value (card plus bagpipe player) wins the combat round; equal values make the round a draw.",
    sources: [{ file: MR, section: RAID }],
  }),
  defineRule({
    id: "MR-RAID-RESULT",
    kind: "rule",
    section: "Phase 3",
    title: "Most rounds won decides the raid",
    statement:
      "The side that won more of the three rounds wins the raid; if both won equally many (drawn rounds count for nobody) the raid is a draw. " +
      "Whether one round won and two drawn is enough is MR-INT-RAID-WIN's question.",
    sources: [{ file: MR, section: RAID }],
  }),
  defineRule({
    id: "MR-RAID-ATTACKER-WINS",
    kind: "rule",
    section: "Phase 3",
    title: "The attacker wins: 1 point and a prize",
    statement:
      "A winning attacker scores 1 victory point and may either remove one castle or one abbey of the " +
      "defender (its tokens go to the sack) or steal one head of cattle, which goes onto a free estate of the " +
      "attacker or, with none free, into the sack.",
    sources: [{ file: MR, section: EFFECTS }],
  }),
  defineRule({
    id: "MR-RAID-NOTHING-TO-TAKE",
    kind: "rule",
    section: "Phase 3",
    title: "Nothing to take: 2 points",
    statement:
      "If the beaten defender has no cattle, no castle and no abbey, the attacker scores 2 victory points instead of 1.",
    sources: [{ file: MR, section: EFFECTS }],
  }),
  defineRule({
    id: "MR-RAID-DEFENDER-WINS",
    kind: "rule",
    section: "Phase 3",
    title: "The defender wins",
    statement: "A successful defender scores 2 victory points and the attacker loses 1.",
    sources: [{ file: MR, section: EFFECTS }],
  }),
  defineRule({
    id: "MR-RAID-DRAW",
    kind: "rule",
    section: "Phase 3",
    title: "A drawn raid",
    statement:
      "On a draw the attacker scores 1 victory point; then attacker and defender each draw 5 cards and put any 2 of their hand on the return deck.",
    sources: [{ file: MR, section: EFFECTS }],
  }),
  defineRule({
    id: "MR-EXCHANGE",
    kind: "rule",
    section: "Phase 3",
    title: "Exchange three cards",
    statement:
      "A player who does not raid may discard 3 cards to the return deck and draw 3 new ones (whether fewer may be " +
      "exchanged is MR-INT-EXCHANGE-COUNT's question).",
    sources: [{ file: MR, section: "Phase 3: No Raiding and Exchange of Cards" }],
  }),
];

/** Known wrong readings of a raid's rounds and result (see misreadings.ts). */
export const raidMisreadings = [
  defineMisreading({
    id: "MIS-RAID-TIE-TO-DEFENDER",
    rule: "MR-RAID-ROUND-WIN",
    title: "equal values go to the defender",
    statement:
      "A combat round of equal values is won by the defender, as if the attacker had to beat the defence, instead of being a draw.",
    decision: "combatTie",
    value: "defender",
  }),
  defineMisreading({
    id: "MIS-RAID-EMPTY-WIN-ONE",
    rule: "MR-RAID-NOTHING-TO-TAKE",
    title: "nothing to take still scores 1",
    statement:
      "An attacker who beats a defender with no cattle, castle or abbey scores the usual 1 victory point, not 2.",
    decision: "emptyWinPoints",
    value: 1,
  }),
  defineMisreading({
    id: "MIS-RAID-ATTACKER-KEEPS-POINT",
    rule: "MR-RAID-DEFENDER-WINS",
    title: "the beaten attacker loses nothing",
    statement: "When the defender wins, the defender scores 2 but the attacker keeps all its victory points.",
    decision: "beatenAttackerLoses",
    value: 0,
  }),
] as const;
