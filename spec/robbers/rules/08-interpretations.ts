// Questions the sources leave open. Each is a named option: a default reading and alternatives that
// callers select with `interpretations: { "INT-...": "<reading>" }`. Non-default readings are
// exceptions over the base decisions (decisions.ts).
import { defineInterpretation } from "../../../src/dsl/index.js";
import { FAN, INVENTORY, MESSAGES, WIKI } from "./sources.js";

const section = "Interpretations";

/** INT-DECLINE-PASSES: under RB-PLACE-NEXT, does a declined follow-up placement pass to the next player? Default `stops`. */
export const declinePasses = defineInterpretation({
  id: "INT-DECLINE-PASSES",
  kind: "interpretation",
  section,
  title: "Does a declined follow-up placement pass on?",
  statement: "Under the one-follow-up wording, what happens when the player offered the follow-up placement declines.",
  question:
    "Under RB-PLACE-NEXT, if the eligible player declines, is the offer passed to the next player whose robber is in supply?",
  readings: [
    {
      id: "stops",
      statement: "No: the offer was for that one player; when it declines, nobody else places.",
      sources: [{ file: WIKI, section: "§1 Placing a tile" }],
    },
    {
      id: "passes",
      statement:
        "Yes: the offer moves on around the table until exactly one additional player has placed, or everyone has declined.",
      sources: [{ file: FAN, section: "§1 (until one and only one additional player has placed)" }],
    },
  ],
  defaultReading: "stops",
  rationale:
    "The wiki's HiG text names one player; the fan page's 'until one has placed' is a paraphrase, not a rulebook text.",
  sources: [
    { file: WIKI, section: "§1" },
    { file: FAN, section: "§1" },
  ],
});

/**
 * INT-ARRIVE-THEN-MOVE: can a figure that arrives on a robber's space during a moment be robbed when
 * it moves again in that moment? Default `when-it-moves`.
 */
export const arriveThenMove = defineInterpretation({
  id: "INT-ARRIVE-THEN-MOVE",
  kind: "interpretation",
  section,
  title: "A figure that arrives during a moment and moves again",
  statement:
    "Whether a figure that lands on a robber's space part-way through a moment can be robbed when it moves on in the same moment.",
  question:
    "A figure arrives on a robber's space during a batch of simultaneous scorings and then moves again " +
    "in that batch: can the robber steal that second movement?",
  readings: [
    {
      id: "when-it-moves",
      statement:
        "Yes: the robber takes the first movement that starts on its space, whenever in the moment the figure got there.",
      sources: [{ file: WIKI, section: "§3 Stealing points (C2 wording: 'when it moves')" }],
    },
    {
      id: "at-start",
      statement:
        "No: only figures standing on the robber's space when the moment begins can be robbed (C1 wording: the space where the figure started).",
      sources: [{ file: INVENTORY, section: "INT-ARRIVE-THEN-MOVE (C1 text)" }],
    },
  ],
  defaultReading: "when-it-moves",
  rationale: "The current (C2/C3) wording ties the theft to the moment the figure moves from the robber's space.",
  sources: [{ file: WIKI, section: "§3" }],
});

/** INT-ZERO-POINTS: does a 0-point scoring use up a robber's opportunity? Default `no-steal`. */
export const zeroPoints = defineInterpretation({
  id: "INT-ZERO-POINTS",
  kind: "interpretation",
  section,
  title: "A scoring worth zero points",
  statement: "What a 0-point award (say, an unfinished feature worth nothing) means for a robber beside the figure.",
  question: "Does a 0-point scoring count as the figure's movement, using up the robber's opportunity?",
  readings: [
    {
      id: "no-steal",
      statement: "No: 0 points moves nothing, so there is nothing to steal and the robber stays.",
      sources: [{ file: WIKI, section: "§3 (steals when the figure moves)" }],
    },
    {
      id: "used-up",
      statement:
        "Yes: the scoring is the robber's first opportunity; it steals half of 0, which is 0 points, and goes back to supply. " +
        "No figure of the thief moves, so it is not asked which one records the 0 points (RB-ROGUE-FIGURE).",
      sources: [{ file: WIKI, section: "Additional rules, 2nd bullet (must steal at the first opportunity)" }],
    },
  ],
  defaultReading: "no-steal",
  rationale: "Every source ties stealing to the figure moving; a 0-point scoring does not move it.",
  sources: [{ file: INVENTORY, section: "INT-ZERO-POINTS" }],
});

/** INT-SAME-SPACE: do figures on different laps of the loop share a space? Default `loop` (score mod 50). */
export const sameSpace = defineInterpretation({
  id: "INT-SAME-SPACE",
  kind: "interpretation",
  section,
  title: "What 'the same space' means on a looping board",
  statement:
    "Whether figures on different laps of the 50-space loop share a space. The one reading governs every question " +
    "of the rules about sharing a space: whether a robber is beside a figure (placement, theft, following) and, " +
    "under INT-MSG-ALONE's 'alone', whether another figure stands on the dark space a figure lands on (under " +
    "'score', a meeple landing on 65 is alone while another figure stands on 15). The rules have one notion of a " +
    "space on the scoreboard, and a square counted as shared for one purpose and not for another would make the " +
    "same board read two ways in one game.",
  question: "Does a figure on 53 points share a space with a robber on square 3?",
  readings: [
    {
      id: "loop",
      statement: "Yes: a space is the physical square, score mod 50.",
      sources: [{ file: INVENTORY, section: "INT-SAME-SPACE; scoreboard facts" }],
    },
    {
      id: "score",
      statement: "No: the robber is beside a particular score; figures share its space only with exactly that score.",
      sources: [{ file: INVENTORY, section: "INT-SAME-SPACE" }],
    },
  ],
  defaultReading: "loop",
  rationale: "The robber stands on a physical square; lap tiles do not change which square a figure is on.",
  sources: [{ file: INVENTORY, section: "INT-SAME-SPACE" }],
});

/** INT-MSG-OWN-TURN: do rogue points landing on a dark space draw a message outside the thief's turn? Default `own-turn`. */
export const msgOwnTurn = defineInterpretation({
  id: "INT-MSG-OWN-TURN",
  kind: "interpretation",
  section,
  title: "Messages from rogue points outside one's own turn",
  statement:
    "Whether rogue points that land a thief's figure on a dark space draw a message when it is not the thief's turn.",
  question: "Does RB-MSG-DARK draw a message only on the thief's own turn, or on any turn?",
  readings: [
    {
      id: "own-turn",
      statement: "Only on the thief's own turn, as The Messages' own rule says for every dark-space landing.",
      sources: [
        { file: MESSAGES, section: "a message is drawn only during your own turn" },
        { file: WIKI, section: "Example #4 (the note assumes the thief is the active player)" },
      ],
    },
    {
      id: "always",
      statement: "On any turn: the Robbers interaction note sets no turn condition.",
      sources: [{ file: WIKI, section: "Interactions with other expansions" }],
    },
  ],
  defaultReading: "own-turn",
  rationale:
    "The Messages' base rule and the remark in Example #4 agree; the Robbers note is silent rather than contrary.",
  sources: [{ file: WIKI, section: "Interactions; Example #4" }],
});

/** INT-MSG-ALONE: must a figure be alone on a dark space to draw a message (Z-Man's Messages)? Default `not-required`. */
export const msgAlone = defineInterpretation({
  id: "INT-MSG-ALONE",
  kind: "interpretation",
  section,
  title: "Z-Man Messages: alone on the dark space",
  statement:
    "The Z-Man printing of The Messages only draws a message when the figure is alone on the dark space. " +
    "'Alone' means no other scoring figure, of any player, is on that space (whether a figure on another lap is on " +
    "'that space' is INT-SAME-SPACE's reading, the same one the robbers use). When it is judged is a second open " +
    "point: as each movement ends, with one moment's movements taken in a fixed order (the active player first and " +
    "then turn order, each player's awards in its chosen order, rogue movements after every award), or once every " +
    "movement of the moment is done, since one tile's scorings happen at the same moment (RB-STEAL-SIMULTANEOUS).",
  question: "Must the figure be alone on the dark space to draw a message?",
  readings: [
    {
      id: "not-required",
      statement: "No (Hans im Glück printing of The Messages).",
      sources: [{ file: MESSAGES, section: "dark spaces" }],
    },
    {
      id: "alone",
      statement:
        "Yes (Z-Man printing of The Messages), judged as the movement ends, the moment's movements taken in the fixed order.",
      sources: [{ file: INVENTORY, section: "Facts from outside the seeds (Z-Man Messages)" }],
    },
    {
      id: "alone-after-moment",
      statement:
        "Yes (Z-Man printing of The Messages), judged once every movement of the moment is done (awards, thefts, " +
        "rogue points): a figure draws when no other scoring figure then stands on the dark space it landed on, " +
        "whatever order the moment's movements were written in.",
      sources: [
        { file: INVENTORY, section: "Facts from outside the seeds (Z-Man Messages)" },
        { file: WIKI, section: "fn9 (scorings of one tile are one moment)" },
      ],
    },
  ],
  defaultReading: "not-required",
  rationale: "The Robbers' own sources never mention the condition; it belongs to one printing of another expansion.",
  sources: [{ file: INVENTORY, section: "INT-MSG-ALONE" }],
});

/** INT-MANDATORY-MOVE: where placing is mandatory (C2 Z-Man), must an active player move a robber already out? Default `optional`. */
const mandatoryMove = defineInterpretation({
  id: "INT-MANDATORY-MOVE",
  kind: "interpretation",
  section,
  title: "Mandatory placement and a robber already out",
  statement:
    "Where placing is mandatory (C2 Z-Man), whether an active player whose robber is already out must move it.",
  question: "Under a mandatory-placement edition, is moving an on-board robber also mandatory?",
  readings: [
    {
      id: "optional",
      statement: "No: only placing from supply is compelled; moving stays optional.",
      sources: [{ file: WIKI, section: "fn2 (only the placing sentence was changed)" }],
    },
    {
      id: "mandatory",
      statement: "Yes: the active player must move its robber to another legal space if there is one.",
      sources: [{ file: INVENTORY, section: "INT-MANDATORY-MOVE" }],
    },
  ],
  defaultReading: "optional",
  rationale: "The Z-Man change (fn2) concerns the sentence about placing; the moving sentence still says 'may'.",
  sources: [{ file: WIKI, section: "fn2" }],
});

/** INT-BACK-STAY-OWN: may a robber stay behind on a backward move when only its owner's figures remain? Default `others-only`. */
export const backStayOwn = defineInterpretation({
  id: "INT-BACK-STAY-OWN",
  kind: "interpretation",
  section,
  title: "Staying behind with only one's own figures",
  statement: "Under RB-BACK-CHOOSE, whether a robber may stay when the only figures left on its space are its owner's.",
  question: "May a robber stay behind on a backward move when only its own player's figures remain on the space?",
  readings: [
    {
      id: "others-only",
      statement:
        "No: staying needs at least one other player's figure to remain, just as placing does (RB-PLACE-TARGET); otherwise it follows.",
      sources: [{ file: WIKI, section: "§1 (placement target)" }],
    },
    {
      id: "any-figure",
      statement: "Yes: any remaining scoring figure allows the robber to stay.",
      sources: [{ file: WIKI, section: "fn11 ('the other scoring meeple(s)', unqualified)" }],
    },
  ],
  defaultReading: "others-only",
  rationale: "A robber beside only its own figures could never steal, which the placement rule exists to prevent.",
  sources: [{ file: WIKI, section: "fn11" }],
});

/**
 * INT-BACK-OWN-FIGURE: does a robber go back with its own player's figure? Default `stays`. Added to
 * the inventory's list by this specification (issue 23): RB-BACK-FOLLOW's source does not say whose.
 */
export const backOwnFigure = defineInterpretation({
  id: "INT-BACK-OWN-FIGURE",
  kind: "interpretation",
  section,
  title: "A robber beside its own player's figure that moves back",
  statement:
    "A robber placed beside another player's figure may later share its space with its own player's figure " +
    "(that figure scored onto it). When that own figure moves backwards, whether the robber goes back with it.",
  question:
    "A robber's own player's figure stands on the robber's space and moves backwards (bazaar payment, tower ransom): " +
    "does the robber move back with it?",
  readings: [
    {
      id: "stays",
      statement:
        "No: the robber stays. Going back is how a robber keeps watch over a figure it may rob, and it never robs " +
        "its own player (RB-STEAL-SELF), so it has no reason to follow that figure.",
      sources: [
        { file: WIKI, section: "Additional rules, bullet 5 (a robber cannot steal from its own player)" },
        { file: WIKI, section: "fn6" },
      ],
    },
    {
      id: "follows",
      statement:
        "Yes: the robber moves back with any scoring figure on its space that moves backwards, its own player's " +
        "included; if other figures stay there, its owner chooses to follow or stay as for anyone's figure (RB-BACK-CHOOSE).",
      sources: [{ file: WIKI, section: "fn6 ('a scoring meeple that moves backwards', whose not said)" }],
    },
  ],
  defaultReading: "stays",
  rationale:
    "fn6 speaks of 'the scoring meeple' the robber is with, and every other rule ties a robber to other players' " +
    "figures (placement RB-PLACE-TARGET, theft RB-STEAL-SELF, following RB-ROGUE-FOLLOW), so the ruling most " +
    "plausibly concerns a figure the robber could rob; the text itself does not exclude the owner's own figure.",
  sources: [{ file: WIKI, section: "fn6" }],
});

/**
 * INT-MSG-BACKWARD: does a backward move that stops on a dark space draw a message? Default
 * `scoring-only`. Added to the inventory's list by this specification (issue 23).
 */
export const msgBackward = defineInterpretation({
  id: "INT-MSG-BACKWARD",
  kind: "interpretation",
  section,
  title: "Moving back onto a dark space",
  statement:
    "With The Messages, whether a figure that moves backwards during its own player's turn (a bazaar payment, a tower " +
    "ransom) and stops on a dark space draws a message, as a figure does that scores onto one (MS-DARK-DRAW).",
  question:
    "The active player's figure moves backwards and stops on a dark space during that player's turn: does the player draw a message?",
  readings: [
    {
      id: "scoring-only",
      statement:
        "No: a message is drawn when a figure reaches a dark space by scoring points; paying points back is not scoring.",
      sources: [{ file: MESSAGES, section: "dark spaces (a draw follows a scoring)" }],
    },
    {
      id: "any-stop",
      statement: "Yes: the rule looks at where the figure stops during its own player's turn, whichever way it moved.",
      sources: [{ file: INVENTORY, section: "MS-DARK-DRAW ('stops on a dark space during its own turn')" }],
    },
  ],
  defaultReading: "scoring-only",
  rationale:
    "The Robbers' sources mention a draw only after points are gained (000 Interactions: rogue points), and The " +
    "Messages' alternative to a message is itself a scoring; the inventory's 'stops on' summary does not say whether " +
    "a backward move counts, so the scoring reading is kept as the default and the other is selectable.",
  sources: [
    { file: INVENTORY, section: "MS-DARK-DRAW" },
    { file: WIKI, section: "Interactions with other expansions" },
  ],
});

/**
 * Every interpretation of the ruleset, in the order the docs list them. Each is an open question
 * with a default reading; callers choose others with `robbersSpec({ interpretations: { id: reading } })`.
 */
export const interpretations = [
  declinePasses,
  arriveThenMove,
  zeroPoints,
  sameSpace,
  msgOwnTurn,
  msgAlone,
  mandatoryMove,
  backStayOwn,
  backOwnFigure,
  msgBackward,
] as const;
