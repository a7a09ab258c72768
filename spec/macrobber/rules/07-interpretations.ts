// Where the MacRobber rulebook is silent or unclear: each open question as a named interpretation
// with its readings, the default we chose and why. Options select other readings by id.
import { defineInterpretation } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

/** Every open question of the MacRobber rulebook as an interpretation with selectable readings. */
export const interpretations = [
  defineInterpretation({
    id: "MR-INT-RED-AREA",
    kind: "interpretation",
    section: "Interpretations",
    title: "Where the red area starts",
    question: "From which square of the counting row is a player in the red area?",
    statement: "The rulebook shows the red area on the board but never gives its first square.",
    sources: [
      { file: MR, section: "Game contents (Red area)" },
      { file: MR, section: "End of the Game" },
    ],
    readings: [
      {
        id: "30",
        statement: "From square 30, the lowest number on an estate tile.",
        sources: [{ file: MR, section: "Game contents (estates numbered 30 to 42)" }],
      },
      {
        id: "35",
        statement: "From square 35: a later red area, so a lead between 30 and 34 does not yet reveal estates.",
        sources: [],
      },
    ],
    defaultReading: "30",
    rationale:
      "A revealed estate ends the game only when its number (30 or more) is at most the lead's points, so any " +
      "threshold below 30 plays exactly like 30; 30 is the earliest square at which the end can matter.",
  }),
  defineInterpretation({
    id: "MR-INT-RED-REACHED",
    kind: "interpretation",
    section: "Interpretations",
    title: "Who has 'reached the red area in this round'",
    question:
      "Does a player who was already in the red area before this round still make the removed estate turn face up?",
    statement:
      "The change of beginning player speaks of reaching the red area 'in this round'; the end of the game speaks of having reached it.",
    sources: [
      { file: MR, section: "Change of Beginning Player" },
      { file: MR, section: "End of the Game (first way)" },
    ],
    readings: [
      {
        id: "in-red-area",
        statement: "Any player in the red area after this round's scoring makes the estate turn face up.",
        sources: [{ file: MR, section: "End of the Game (first way)" }],
      },
      {
        id: "entered-this-round",
        statement:
          "Only a player who entered the red area during this round does; later rounds reveal nothing until someone else enters.",
        sources: [{ file: MR, section: "Change of Beginning Player" }],
      },
    ],
    defaultReading: "in-red-area",
    rationale:
      "The end-of-game section, which says what the reveal is for, only asks whether a player has reached " +
      "the area; otherwise a leader could stall the end by staying put.",
  }),
  defineInterpretation({
    id: "MR-INT-CARD-VALUES",
    kind: "interpretation",
    section: "Interpretations",
    title: "How the 67 cards are valued",
    question: "How many cards of each value 1 to 4 are in the deck?",
    statement: "The contents list 67 cards valued 1 to 4 without the split.",
    sources: [{ file: MR, section: "Game contents" }],
    readings: [
      { id: "even-fewer-fours", statement: "17 ones, 17 twos, 17 threes and 16 fours.", sources: [] },
      { id: "even-fewer-ones", statement: "16 ones, 17 twos, 17 threes and 17 fours.", sources: [] },
    ],
    defaultReading: "even-fewer-fours",
    rationale:
      "67 cannot be split evenly in four; the most even split with the strongest value rarest is the " +
      "conservative guess. The rules themselves never depend on the split.",
  }),
  defineInterpretation({
    id: "MR-INT-ESTATE-NUMBERS",
    kind: "interpretation",
    section: "Interpretations",
    title: "The numbers on the 25 estate tiles",
    question: "Which numbers from 30 to 42 do the 25 estate tiles carry?",
    statement: "The contents give the range 30 to 42 for 25 tiles but not the numbers.",
    sources: [{ file: MR, section: "Game contents" }],
    readings: [
      { id: "two-each-one-42", statement: "Two tiles of each number from 30 to 41 and one 42.", sources: [] },
      { id: "one-30-two-each", statement: "One 30 and two of each number from 31 to 42.", sources: [] },
    ],
    defaultReading: "two-each-one-42",
    rationale:
      "13 numbers on 25 tiles: two of each but one. Leaving out a 42 keeps the range and makes the rare tile the one that ends the game least often.",
  }),
  defineInterpretation({
    id: "MR-INT-START-TOKENS",
    kind: "interpretation",
    section: "Interpretations",
    title: "Where the starting tokens come from",
    question: "Are the starting warriors, bagpipe players and cattle part of the 86 action tokens?",
    statement: "Setup places them on the boards without saying whether they come from the 86.",
    sources: [{ file: MR, section: "Preparing to Play" }],
    readings: [
      {
        id: "from-the-86",
        statement: "They are taken from the 86; what remains goes into the sack.",
        sources: [{ file: MR, section: "Preparing to Play" }],
      },
      {
        id: "extra",
        statement: "They come from elsewhere; all 86 tokens (less those taken out) go into the sack.",
        sources: [],
      },
    ],
    defaultReading: "from-the-86",
    rationale:
      "With fewer players exactly 4 yellow and 2 blue leave the game per missing player, the starting court of " +
      "one clan: that only keeps the sack the same for every player count if the courts come from the 86.",
  }),
  defineInterpretation({
    id: "MR-INT-COLOUR-OUT",
    kind: "interpretation",
    section: "Interpretations",
    title: "When a colour runs out in the sack",
    question: "What happens when the sack holds no token of some colour?",
    statement: "The rules end the game when 6 tokens cannot be drawn, but say nothing of a single colour running out.",
    sources: [
      { file: MR, section: "End of the Game (second way)" },
      { file: MR, section: "Phase 1: Taking an Action Token" },
    ],
    readings: [
      {
        id: "mixed-pool",
        statement:
          "Nothing special: the sack is one mixed pool, draws come from whatever is in it, and only fewer than 6 tokens in all ends the game.",
        sources: [{ file: MR, section: "End of the Game (second way)" }],
      },
      {
        id: "colour-out-ends",
        statement:
          "A turn that starts with some colour missing from the sack ends the game as if 6 tokens could not be drawn.",
        sources: [],
      },
    ],
    defaultReading: "mixed-pool",
    rationale:
      "The end condition counts tokens, not colours; the second reading is offered for groups who treat an exhausted colour as an exhausted sack.",
  }),
  defineInterpretation({
    id: "MR-INT-REDRAW-ORDER",
    kind: "interpretation",
    section: "Interpretations",
    title: "The largest following's redraw: back first or draw first",
    question: "Do the tokens put back go into the sack before the new ones are drawn (so they may come out again)?",
    statement: "The rule says tokens are put back and as many new ones drawn, without the order.",
    sources: [{ file: MR, section: "Scoring: Yellow tokens (phase 1 redraw)" }],
    readings: [
      {
        id: "return-first",
        statement: "Put back first, then draw: the same tokens may be drawn again.",
        sources: [{ file: MR, section: "Scoring: Yellow tokens (phase 1 redraw)" }],
      },
      {
        id: "draw-first",
        statement:
          "Draw the new tokens first, then put the unwanted ones back: they cannot come out again, and no more may be put back than the sack can replace.",
        sources: [],
      },
    ],
    defaultReading: "return-first",
    rationale: "The rule names putting back before drawing.",
  }),
  defineInterpretation({
    id: "MR-INT-ONE-TOKEN",
    kind: "interpretation",
    section: "Interpretations",
    title: "How many warriors or bagpipe players one action places",
    question: "Does the warriors (or bagpipe players) action place one token, or any number?",
    statement: "Each action is shown with 1 token, but the text also says any number may be placed there.",
    sources: [
      { file: MR, section: "Phase 2: Warriors" },
      { file: MR, section: "Phase 2: Bagpipe Players" },
      { file: MR, section: "Phase 2: monks" },
    ],
    readings: [
      {
        id: "one",
        statement: "Exactly 1 token per action; 'any number' only means the court space has no limit.",
        sources: [{ file: MR, section: "Phase 2: Warriors" }],
      },
      {
        id: "several",
        statement: "Any number of drawn yellow (or blue) tokens in one action, within the 4-token limit.",
        sources: [],
      },
    ],
    defaultReading: "one",
    rationale:
      "The monks action alone says 1 or 2 tokens count as one action; that remark would be pointless if every court action took any number.",
  }),
  defineInterpretation({
    id: "MR-INT-BARD-SECOND",
    kind: "interpretation",
    section: "Interpretations",
    title: "The bard's second token",
    question: "When the bard takes two tokens, must the second go to the bard player's own court?",
    statement: "The rule says at least one goes to the sack and the other to the player's own court.",
    sources: [{ file: MR, section: "Phase 2: Bard" }],
    readings: [
      {
        id: "own-court",
        statement: "With two tokens taken, one (the player's choice) goes to the own court and the other to the sack.",
        sources: [{ file: MR, section: "Phase 2: Bard" }],
      },
      { id: "may-sack", statement: "'At least one to the sack' allows both to go to the sack.", sources: [] },
    ],
    defaultReading: "own-court",
    rationale:
      "'The other is placed on the player's own court' states where the second token goes; 'at least' only covers the case of taking one.",
  }),
  defineInterpretation({
    id: "MR-INT-BARD-EMPTY",
    kind: "interpretation",
    section: "Interpretations",
    title: "A bard that takes nothing",
    question:
      "Must the bard take at least one token, or may it take none (for example when no court has anything it may take)?",
    statement: "The bard takes 'up to' 2 tokens, yet 'at least 1' of them goes into the sack.",
    sources: [{ file: MR, section: "Phase 2: Bard" }],
    readings: [
      {
        id: "at-least-one",
        statement: "The bard takes 1 or 2 tokens; with nothing to take it cannot be chosen.",
        sources: [{ file: MR, section: "Phase 2: Bard" }],
      },
      {
        id: "up-to-two",
        statement: "The bard may take 0, 1 or 2 tokens; taking none only spends the blue token.",
        sources: [{ file: MR, section: "Phase 2: Bard" }],
      },
    ],
    defaultReading: "at-least-one",
    rationale:
      "'At least 1 token is placed in the sack' speaks of the tokens taken, which only makes sense if one is taken; 'up to' then allows 1 instead of 2.",
  }),
  defineInterpretation({
    id: "MR-INT-BARD-VICTIM",
    kind: "interpretation",
    section: "Interpretations",
    title: "Whose court the bard takes from",
    question: "May the bard's two tokens come from two different fellow players?",
    statement: "The rule speaks of 'the court of any fellow player'.",
    sources: [{ file: MR, section: "Phase 2: Bard" }],
    readings: [
      {
        id: "one-player",
        statement: "Both tokens come from the court of one fellow player.",
        sources: [{ file: MR, section: "Phase 2: Bard" }],
      },
      { id: "any-players", statement: "Each token may come from any fellow player's court.", sources: [] },
    ],
    defaultReading: "one-player",
    rationale: "'The court' is singular.",
  }),
  defineInterpretation({
    id: "MR-INT-RAID-REFILL",
    kind: "interpretation",
    section: "Interpretations",
    title: "Refilling hands after a raid",
    question: "After a raid that is won or lost, do attacker and defender draw back up to one card per warrior?",
    statement:
      "Raids spend 3 cards on each side; only the drawn raid says how cards come back, yet hands follow warriors 'immediately'.",
    sources: [
      { file: MR, section: "Phase 2: Warriors" },
      { file: MR, section: "Phase 3: Effects of Raiding" },
    ],
    readings: [
      {
        id: "refill",
        statement:
          "Both draw until they hold one card per warrior again (after a drawn raid the 5-and-2 already does this).",
        sources: [{ file: MR, section: "Phase 2: Warriors" }],
      },
      {
        id: "no-refill",
        statement: "Only warriors changing and the drawn raid bring cards; hands shrink after a won or lost raid.",
        sources: [],
      },
      {
        id: "five-and-two",
        statement:
          "After every raid, won, lost or drawn, attacker and defender each draw 5 cards and put any 2 of " +
          "their hand on the return deck, as the rulebook says for a drawn raid; nothing else refills.",
        sources: [{ file: MR, section: "Phase 3: Effects of Raiding (draw)" }],
      },
    ],
    defaultReading: "refill",
    rationale:
      "The hand must always follow the warriors; drawing 5 and returning 2 after a drawn raid restores " +
      "exactly the 3 cards played, which only makes sense if hands are always refilled. " +
      "Reading the 5-and-2 as the way every raid ends restores the same number of cards with a choice, but the rulebook places it under the draw alone.",
  }),
  defineInterpretation({
    id: "MR-INT-DECK-EMPTY",
    kind: "interpretation",
    section: "Interpretations",
    title: "When the card deck runs out",
    question: "What happens when a card must be drawn and the deck is empty?",
    statement: "The rules name a return deck but never say what happens to it.",
    sources: [{ file: MR, section: "Phase 3: Raiding" }],
    readings: [
      {
        id: "reshuffle",
        statement: "The return deck is shuffled (seeded) into a new deck and drawing goes on.",
        sources: [],
      },
      { id: "no-more-cards", statement: "No more cards are drawn once the deck is empty.", sources: [] },
    ],
    defaultReading: "reshuffle",
    rationale: "A 'return deck' only has a purpose if it comes back into play.",
  }),
  defineInterpretation({
    id: "MR-INT-SCORE-FLOOR",
    kind: "interpretation",
    section: "Interpretations",
    title: "Losing a point at zero",
    question: "Can a beaten attacker's victory points go below zero?",
    statement: "A beaten attacker loses 1 point; the counting row starts at square 0.",
    sources: [{ file: MR, section: "Phase 3: Effects of Raiding" }],
    readings: [
      { id: "zero", statement: "Points never go below 0 (a beaten attacker at 0 loses nothing).", sources: [] },
      { id: "negative", statement: "Points may go below 0.", sources: [] },
    ],
    defaultReading: "zero",
    rationale: "The counting row has no square below 0.",
  }),
  defineInterpretation({
    id: "MR-INT-ZERO-PLACE",
    kind: "interpretation",
    section: "Interpretations",
    title: "Majorities with no tokens",
    question: "Can a player with no green (or red) tokens take a place in the green or red majority?",
    statement: "The majority rules speak of the most and second most tokens without a minimum.",
    sources: [
      { file: MR, section: "Scoring: Green tokens" },
      { file: MR, section: "Scoring: Red tokens" },
    ],
    readings: [
      {
        id: "no-place",
        statement: "A player needs at least 1 token of the colour to take first or second place.",
        sources: [],
      },
      {
        id: "zero-counts",
        statement: "Zero counts like any number: if nobody has green, all tie for first and score 1 each.",
        sources: [],
      },
    ],
    defaultReading: "no-place",
    rationale:
      "Majority points reward having the colour; scoring players who have none would pay every clan in the first round.",
  }),
  defineInterpretation({
    id: "MR-INT-RAID-WIN",
    kind: "interpretation",
    section: "Interpretations",
    title: "What 'most of the three combat rounds' takes",
    question:
      "Does a raid whose rounds went to one side once and were drawn twice go to that side, or is it a drawn raid?",
    statement:
      "The side that can 'win most of the three combat rounds' wins the raid; a combat round may be drawn, " +
      "so one round won against two drawn ones is more than the other side won but not most of the three.",
    sources: [
      { file: MR, section: "Phase 3: Raiding (most of the three combat rounds)" },
      { file: MR, section: "Phase 3: Effects of Raiding (draw)" },
    ],
    readings: [
      {
        id: "more-rounds",
        statement:
          "The side that won more rounds than the other wins the raid, drawn rounds counting for nobody: one " +
          "round won and two drawn is a won raid; equal counts are a drawn raid.",
        sources: [{ file: MR, section: "Phase 3: Raiding (most of the three combat rounds)" }],
      },
      {
        id: "two-of-three",
        statement:
          "A side must win at least 2 of the 3 rounds; otherwise (one round each, or one won and two drawn, or three drawn) the raid is drawn.",
        sources: [{ file: MR, section: "Phase 3: Raiding (most of the three combat rounds)" }],
      },
    ],
    defaultReading: "more-rounds",
    rationale:
      "'Most' compares the two sides: a player who won a round while the other won none has won the most " +
      "rounds. The drawn raid is then the case where neither side won more, as its name says.",
  }),
  defineInterpretation({
    id: "MR-INT-EXCHANGE-COUNT",
    kind: "interpretation",
    section: "Interpretations",
    title: "How many cards an exchange throws",
    question: "Does a player who does not raid exchange exactly 3 cards, or any number up to 3?",
    statement: "A player who does not raid may throw 3 of his cards and draw 'a corresponding number' of new ones.",
    sources: [{ file: MR, section: "Phase 3: No Raiding and Exchange of Cards" }],
    readings: [
      {
        id: "three",
        statement: "Exactly 3 cards are thrown and 3 drawn; a player with fewer than 3 cards cannot exchange.",
        sources: [{ file: MR, section: "Phase 3: No Raiding and Exchange of Cards" }],
      },
      {
        id: "up-to-three",
        statement: "1, 2 or 3 cards are thrown and as many drawn: 3 is the most, the drawing matches what was thrown.",
        sources: [{ file: MR, section: "Phase 3: No Raiding and Exchange of Cards ('a corresponding number')" }],
      },
    ],
    defaultReading: "three",
    rationale:
      "The rulebook names the number 3; 'a corresponding number' ties the cards drawn to those thrown rather than opening the count.",
  }),
  defineInterpretation({
    id: "MR-INT-STOLEN-CATTLE",
    kind: "interpretation",
    section: "Interpretations",
    title: "Whether a stolen head of cattle must go onto a free estate",
    question:
      "When the winning attacker steals a head of cattle and has a free estate, must it go there, or may it go into the sack?",
    statement:
      "With a free estate the attacker 'can' place the stolen cattle on it; with none free the token goes into the sack.",
    sources: [{ file: MR, section: "Phase 3: Effects of Raiding (attacker succeeds)" }],
    readings: [
      {
        id: "placed",
        statement:
          "With a free estate the stolen cattle goes onto it; only without one does the token go into the sack.",
        sources: [{ file: MR, section: "Phase 3: Effects of Raiding (attacker succeeds)" }],
      },
      {
        id: "attacker-chooses",
        statement:
          "With a free estate the attacker chooses: onto the free estate, or the token into the sack (keeping the estate free).",
        sources: [{ file: MR, section: "Phase 3: Effects of Raiding ('he can place')" }],
      },
    ],
    defaultReading: "placed",
    rationale:
      "The sentence sets the two cases side by side, a free estate or none; 'can' says the free estate " +
      "makes the placing possible, as 'if not' then sends the token to the sack.",
  }),
  defineInterpretation({
    id: "MR-INT-FOLLOWING-TIE",
    kind: "interpretation",
    section: "Interpretations",
    title: "A tie for the largest following while nobody holds the marker",
    question:
      "When players tie on warriors and on court tokens and nobody holds the 'largest following' marker yet (the first scoring), who gets it?",
    statement:
      "A tie that the court tokens do not break leaves the marker with its current owner; before the first scoring it has none.",
    sources: [
      { file: MR, section: "Scoring: Yellow tokens" },
      { file: MR, section: "Game contents (marker 'largest following')" },
    ],
    readings: [
      {
        id: "nobody",
        statement: "Nobody: the marker stays where it is, unheld, until a scoring names one player.",
        sources: [{ file: MR, section: "Scoring: Yellow tokens" }],
      },
      {
        id: "turn-order",
        statement:
          "The tied player who comes first in the round's turn order (from the beginning player, clockwise) takes it.",
        sources: [],
      },
    ],
    defaultReading: "nobody",
    rationale:
      "The rulebook settles a remaining tie by leaving the marker where it is, even with a player who has " +
      "fewer warriors; with no owner, leaving it where it is means nobody holds it. Turn order is offered " +
      "for groups who want the marker in play from the first round.",
  }),
  defineInterpretation({
    id: "MR-INT-ESTATE-LOOK",
    kind: "interpretation",
    section: "Interpretations",
    title: "Whether a player looks at the number of an estate he takes",
    question: "May the player who takes an estate from the deck look at the number on its underside?",
    statement:
      "The estates lie numbered side down; a player takes one onto his clan board, and only the estate " +
      "removed after scoring is ever turned face up. No other player sees a taken estate's number under " +
      "either reading.",
    sources: [
      { file: MR, section: "Preparing to Play (estates numbered side down)" },
      { file: MR, section: "Phase 2: Estate" },
      { file: MR, section: "Change of Beginning Player" },
    ],
    readings: [
      {
        id: "face-down",
        statement:
          "Nobody looks: the estate stays numbered side down on the clan board, its owner not knowing the number either.",
        sources: [{ file: MR, section: "Preparing to Play (estates numbered side down)" }],
      },
      {
        id: "owner-looks",
        statement: "The owner may look at the number of the estate he took; the other players do not see it.",
        sources: [],
      },
    ],
    defaultReading: "face-down",
    rationale:
      "The rulebook turns an estate over only when it is removed after scoring with a player in the red " +
      "area; a held estate's number plays no part in the rules, so nothing lets anyone look at it. Looking " +
      "would only tell the owner which numbers are left for the end of the game.",
  }),
];
