// Phase 2: choosing one or two actions, each action's cost and where its tokens go (rulebook
// "Phase 2: Choose an Action/Actions and Execute" and the action list after it).
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

const PHASE2 = "Phase 2: Choose an Action/Actions and Execute";

export const actionRules = [
  defineRule({
    id: "MR-ACT-CHOOSE",
    kind: "rule",
    section: "Phase 2",
    title: "One or two actions",
    statement:
      "Using its drawn tokens the player chooses one or two actions and carries them out in the order chosen. " +
      "A player with at least one legal action must take one.",
    sources: [{ file: MR, section: PHASE2 }],
  }),
  defineRule({
    id: "MR-ACT-NONE-LEGAL",
    kind: "rule",
    section: "Phase 2",
    title: "No legal action: the phase passes",
    statement:
      "When no action is legal (for example only red tokens drawn, no free estate and no estate affordable) " +
      "the player takes no action and every drawn token returns to the sack. The rulebook does not say; it " +
      "is the only way the turn can go on.",
    sources: [{ file: MR, section: PHASE2 }],
    addedByProject: true,
  }),
  defineRule({
    id: "MR-ACT-LIMIT",
    kind: "rule",
    section: "Phase 2",
    title: "At most four drawn tokens",
    statement:
      "All actions of a turn together use at most 4 of the drawn tokens (tokens an estate is paid with from the court do not count).",
    sources: [{ file: MR, section: PHASE2 }],
  }),
  defineRule({
    id: "MR-ACT-NO-REPEAT",
    kind: "rule",
    section: "Phase 2",
    title: "No action twice",
    statement: "The same action may not be taken twice in one turn.",
    sources: [{ file: MR, section: PHASE2 }],
  }),
  defineRule({
    id: "MR-ACT-BARD-ALONE",
    kind: "rule",
    section: "Phase 2",
    title: "The bard is the only action",
    statement: "A player who takes the bard takes no second action that turn.",
    sources: [{ file: MR, section: PHASE2 }],
  }),
  defineRule({
    id: "MR-ACT-LAST-ONE",
    kind: "rule",
    section: "Phase 2",
    title: "The last player takes one action",
    statement:
      "The last player of the round (the one before the beginning player) takes only one action, which may be the bard.",
    sources: [{ file: MR, section: `${PHASE2} (and its note)` }],
  }),
  defineRule({
    id: "MR-ACT-RETURN-UNUSED",
    kind: "rule",
    section: "Phase 2",
    title: "Unused tokens go back",
    statement: "After the actions every drawn token that was not used goes back into the sack.",
    sources: [{ file: MR, section: PHASE2 }],
  }),
  defineRule({
    id: "MR-ESTATE-ONE-THING",
    kind: "rule",
    section: "Phase 2",
    title: "One thing per estate",
    statement: "An estate holds at most one of: a head of cattle, a castle, an abbey. An estate holding none is free.",
    sources: [{ file: MR, section: "Phase 2: Estate" }],
  }),
  defineRule({
    id: "MR-ACT-CATTLE",
    kind: "rule",
    section: "Phase 2",
    title: "Cattle",
    statement:
      "1 drawn red token becomes a head of cattle on a free estate of the player's own; without a free estate the action is not allowed.",
    sources: [{ file: MR, section: "Phase 2: Cattle" }],
  }),
  defineRule({
    id: "MR-ACT-CASTLE",
    kind: "rule",
    section: "Phase 2",
    title: "Castle",
    statement:
      "2 drawn blue tokens become a castle on a free estate of the player's own; without a free estate the action is not allowed.",
    sources: [{ file: MR, section: "Phase 2: Castle" }],
  }),
  defineRule({
    id: "MR-ACT-ABBEY",
    kind: "rule",
    section: "Phase 2",
    title: "Abbey",
    statement:
      "3 drawn green tokens become an abbey on a free estate of the player's own; without a free estate the action is not allowed.",
    sources: [{ file: MR, section: "Phase 2: Abbey" }],
  }),
  defineRule({
    id: "MR-ACT-WARRIORS",
    kind: "rule",
    section: "Phase 2",
    title: "Warriors",
    statement:
      "Drawn yellow tokens go to the own court as warriors (how many per action: MR-INT-ONE-TOKEN). There is no upper limit on warriors.",
    sources: [{ file: MR, section: "Phase 2: Warriors" }],
  }),
  defineRule({
    id: "MR-WARRIORS-MIN",
    kind: "rule",
    section: "Phase 2",
    title: "Never fewer than three warriors",
    statement: "A court always keeps at least 3 warriors: no payment, bard or other effect may take it below 3.",
    sources: [
      { file: MR, section: "Phase 2: Warriors" },
      { file: MR, section: "Phase 2: Bard (N.B.)" },
    ],
  }),
  defineRule({
    id: "MR-HAND-FOLLOWS-WARRIORS",
    kind: "rule",
    section: "Phase 2",
    title: "One card per warrior",
    statement:
      "A player holds one card per warrior. A warrior gained draws a card at once; a warrior lost discards a " +
      "card of its owner's choice to the return deck at once.",
    sources: [{ file: MR, section: "Phase 2: Warriors" }],
  }),
  defineRule({
    id: "MR-ACT-BAGPIPERS",
    kind: "rule",
    section: "Phase 2",
    title: "Bagpipe players",
    statement:
      "Drawn blue tokens go to the own court as bagpipe players (how many per action: MR-INT-ONE-TOKEN); there is no limit.",
    sources: [{ file: MR, section: "Phase 2: Bagpipe Players" }],
  }),
  defineRule({
    id: "MR-ACT-MONKS",
    kind: "rule",
    section: "Phase 2",
    title: "Monks",
    statement: "1 or 2 drawn green tokens go to the own court as monks; either way it is one action.",
    sources: [{ file: MR, section: "Phase 2: monks" }],
  }),
  defineRule({
    id: "MR-ACT-BARD",
    kind: "rule",
    section: "Phase 2",
    title: "Bard",
    statement:
      "1 drawn blue token goes back to the sack. The player then takes up to 2 tokens of different colours " +
      "from the courts of fellow players (whose court: MR-INT-BARD-VICTIM); at least one of them goes into the " +
      "sack, and the other goes to the matching space of the player's own court (MR-INT-BARD-SECOND). Tokens " +
      "on estates cannot be taken, and no court may drop below 3 warriors.",
    sources: [
      { file: MR, section: "Phase 2: Bard" },
      { file: MR, section: "Phase 2: Note (the bard alters a fellow player's board)" },
    ],
  }),
  defineRule({
    id: "MR-ACT-ESTATE",
    kind: "rule",
    section: "Phase 2",
    title: "Estate",
    statement:
      "The player pays 1 yellow and 1 red, or 1 yellow and 2 green, into the sack and takes the top estate " +
      "tile of the deck onto a free space of its board (not allowed when the deck is empty).",
    sources: [{ file: MR, section: "Phase 2: Estate" }],
  }),
  defineRule({
    id: "MR-ESTATE-MAX",
    kind: "rule",
    section: "Phase 2",
    title: "At most four more estates",
    statement: "A player acquires at most 4 estates during the game, so holds at most 6.",
    sources: [
      { file: MR, section: "Phase 2: Estate" },
      { file: MR, section: "Game contents (Estates)" },
    ],
  }),
  defineRule({
    id: "MR-ESTATE-PAY-COURT",
    kind: "rule",
    section: "Phase 2",
    title: "An estate may be paid from the court",
    statement:
      "Only for the estate action, any part of the price may come from the player's own court instead of the " +
      "drawn tokens (a warrior or a monk; the court has no red). Tokens on estates can never pay.",
    sources: [
      { file: MR, section: "Phase 2: Estate" },
      { file: MR, section: "Phase 2: Note on paying for estates" },
    ],
  }),
];

/**
 * Known wrong readings of phase 2 (see misreadings.ts): each plays through a decision, so the
 * conformance runner can name the mistake an engine makes.
 */
export const actionMisreadings = [
  defineMisreading({
    id: "MIS-ACT-SIX-TOKENS",
    rule: "MR-ACT-LIMIT",
    title: "all six drawn tokens may be used",
    statement:
      "The actions of a turn may use every one of the 6 drawn tokens, as if drawing 6 meant spending 6: an abbey (3 green) " +
      "and a castle (2 blue) in one turn, 5 tokens, is allowed.",
    decision: "drawnTokenLimit",
    value: 6,
  }),
] as const;
