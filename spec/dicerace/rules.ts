// Dice Race, a made-up race game written only to show that the generic tools take a third ruleset
// unchanged: its rules in our words, each citing its section of spec/dicerace/RULEBOOK.md, one
// open question with two readings, and two edition presets (the classic track and a short one).
import {
  defineInterpretation,
  defineMisreading,
  defineParameter,
  type Edition,
  type Misreading,
  type Rule,
} from "../../src/dsl/index.js";

/** The one source: the game's own short rulebook. */
const BOOK = "dicerace/RULEBOOK.md";

/** The rules of play, in rulebook order. */
const playRules: readonly Rule[] = [
  {
    id: "DR-PLAYERS",
    kind: "rule",
    section: "Setup",
    title: "Two to four players, two pawns each",
    statement:
      "Two to four players, each named once, have two pawns each; every pawn starts on square 0 and the first player named begins.",
    sources: [{ file: BOOK, section: "§1" }],
  },
  {
    id: "DR-TRACK",
    kind: "rule",
    section: "Setup",
    title: "The track",
    statement: "The track runs from square 0 to the finish, square 20; no pawn is ever outside it.",
    sources: [{ file: BOOK, section: "§1" }],
  },
  {
    id: "DR-TRACK-LENGTH",
    kind: "rule",
    section: "Setup",
    title: "A finish of the players' own",
    statement:
      "Before the race the players may agree on another finish, any square from 10 to 40; the track then runs from 0 to that square.",
    sources: [{ file: BOOK, section: "§4" }],
  },
  {
    id: "DR-ROLL",
    kind: "rule",
    section: "A turn",
    title: "Roll and move",
    statement:
      "The active player rolls one die (1 to 6; two dice, 2 to 12, in the two-dice edition) and moves one of their pawns forward by the number rolled.",
    sources: [{ file: BOOK, section: "§2" }],
  },
  {
    id: "DR-MOVE",
    kind: "rule",
    section: "A turn",
    title: "Which pawn moves",
    statement: "The player chooses which of their two pawns the roll moves.",
    sources: [{ file: BOOK, section: "§2" }],
  },
  {
    id: "DR-TURN",
    kind: "rule",
    section: "A turn",
    title: "Turn order",
    statement:
      "After a roll that does not end the game, the turn passes to the next player in the order named, the last handing back to the first.",
    sources: [{ file: BOOK, section: "§2" }],
  },
  {
    id: "DR-EXACT",
    kind: "rule",
    section: "Finishing",
    title: "Exact finish",
    statement:
      "A pawn finishes only by landing exactly on the finish; a roll that would carry it past the finish never finishes it.",
    sources: [{ file: BOOK, section: "§3" }],
  },
  {
    id: "DR-WIN",
    kind: "rule",
    section: "Finishing",
    title: "The first to finish wins",
    statement: "The player whose pawn lands on the finish first wins, and the game ends at once: no roll follows.",
    sources: [{ file: BOOK, section: "§3" }],
  },
];

/** The finish the players may set (DR-TRACK-LENGTH): carried by `options.parameters.finish`. */
export const finishParameter = defineParameter({
  key: "finish",
  rule: "DR-TRACK-LENGTH",
  title: "the finish square",
  values: { kind: "integer", min: 10, max: 40 },
});

/** The open question: what "cannot go past it" does to a roll that is too high. */
export const overshoot = defineInterpretation({
  id: "DR-INT-OVERSHOOT",
  kind: "interpretation",
  section: "Interpretations",
  title: "A roll too high to finish",
  question: "Where does a pawn end up when the roll would carry it past the finish (DR-EXACT)?",
  statement: "The rulebook says a pawn cannot go past the finish, but not whether the pawn then stays or moves back.",
  sources: [{ file: BOOK, section: "§3" }],
  readings: [
    {
      id: "stay",
      statement: "The pawn does not move: the roll is spent.",
      sources: [{ file: BOOK, section: "§3 (cannot go past it)" }],
    },
    {
      id: "bounce",
      statement: "The pawn moves on to the finish and back again by the squares left over.",
      sources: [],
    },
  ],
  defaultReading: "stay",
  rationale:
    "The text forbids going past the finish and says nothing of moving back; bouncing is a custom of other race games.",
});

/** A known mistake (never a reading or an edition): only options that name it play it. */
export const diceRaceMisreadings: readonly Misreading[] = [
  defineMisreading({
    id: "MIS-EXACT-PAST-FINISHES",
    rule: "DR-EXACT",
    title: "a roll past the finish still finishes",
    statement:
      "A pawn whose roll would carry it past the finish stops on the finish and wins, as if reaching were enough.",
    decision: "exactFinish",
    value: "reaching",
  }),
];

/** The edition presets callers choose by name. */
export type DiceRaceEdition = "classic" | "short" | "two-dice";
/** Every preset, the default first. */
export const EDITION_IDS: readonly DiceRaceEdition[] = ["classic", "short", "two-dice"];

/** The presets as rules: the classic track, and the two variants (a short track, two dice). */
export const editions: readonly Edition<DiceRaceEdition>[] = [
  {
    id: "ED-CLASSIC",
    editionId: "classic",
    kind: "edition",
    section: "Editions",
    publisher: "the rulebook",
    year: 2024,
    title: "Classic track",
    statement: "The finish is square 20.",
    sources: [{ file: BOOK, section: "§1" }],
  },
  {
    id: "ED-SHORT",
    editionId: "short",
    kind: "edition",
    section: "Editions",
    publisher: "the rulebook",
    year: 2024,
    title: "Short track",
    statement: "The finish is square 12, for a quick game.",
    sources: [{ file: BOOK, section: "§4" }],
  },
  {
    id: "ED-TWO-DICE",
    editionId: "two-dice",
    kind: "edition",
    section: "Editions",
    publisher: "the rulebook",
    year: 2024,
    title: "Two dice",
    statement: "A roll is two dice, and the pawn moves by their total (2 to 12); the finish is square 20.",
    sources: [{ file: BOOK, section: "§4" }],
  },
];

/** Every rule, interpretation and edition, in rulebook order. */
export const diceRaceRules: readonly Rule[] = [...playRules, overshoot, ...editions];
