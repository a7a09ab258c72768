// The decisions the behaviour reads, each resolved by default logic from the options: a base rule
// and the exceptions (editions, non-default readings) that replace it. Resolved once per compile.
import {
  type DomainValue,
  decisionFromInterpretation,
  defineDecision,
  misreadableDecision,
  misreadingExceptions,
} from "../../src/dsl/index.js";
import { BAG_TILES, FINAL_BONUS } from "./board.js";
import { robbersMisreadings } from "./misreadings.js";
import type { RobbersOptions } from "./options.js";
import * as I from "./rules/08-interpretations.js";

const reading = (id: keyof RobbersOptions["interpretations"]) => (o: RobbersOptions) => o.interpretations[id];

/** A decision the rules fix and only a misreading changes (misreadableDecision, with The Robbers' misreadings). */
const misreadable = <V>(
  id: string,
  description: string,
  rule: string,
  domain: readonly [DomainValue<V>, ...DomainValue<V>[]],
) => misreadableDecision<RobbersOptions, V>(robbersMisreadings, id, description, rule, domain);

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
  domain: [
    { value: "may", says: "the active player may place or decline" },
    { value: "must", says: "the active player must place" },
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
  activeMove: defineDecision<RobbersOptions, "may" | "must" | "never">({
    id: "activeMove",
    description: "Whether an active player whose robber is already out may or must move it.",
    base: { rule: "RB-PLACE-MOVE", value: "may" },
    // Where placement is mandatory, either reading of INT-MANDATORY-MOVE decides, so both cite it.
    exceptions: [
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "mandatory", where placement is mandatory',
        when: (o, decided) =>
          o.interpretations["INT-MANDATORY-MOVE"] === "mandatory" && decided(activePlacement) === "must",
        value: "must",
      },
      {
        id: "INT-MANDATORY-MOVE",
        label: 'reading "optional", where placement is mandatory',
        when: (o, decided) =>
          o.interpretations["INT-MANDATORY-MOVE"] === "optional" && decided(activePlacement) === "must",
        value: "may",
      },
    ],
    // "never" is no edition's or reading's: an engine that offers no space to move to plays it.
    domain: [
      { value: "may", says: "a robber already out may be moved or left" },
      { value: "must", says: "a robber already out must be moved" },
      { value: "never", says: "a robber already out is never moved (declining is the only option)" },
    ],
  }),
  /** RB-PLACE-MOVE: where a robber already out may be moved to (a different space). */
  moveTo: misreadable<"other-space" | "any-space">(
    "moveTo",
    "Where an active player's robber already on the scoreboard may be moved to",
    "RB-PLACE-MOVE",
    [
      { value: "other-space", says: "a robber that moves goes to a different space" },
      { value: "any-space", says: "a robber may be moved to the space it stands on" },
    ],
  ),
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
    domain: [
      { value: "next-one", says: "only the next player with a robber in supply may place" },
      { value: "each-may", says: "each other player with a robber in supply may place" },
      { value: "each-must", says: "each other player with a robber in supply must place" },
    ],
  }),
  /** INT-DECLINE-PASSES: whether a declined follow-up placement is offered to the next player. */
  declinePasses: decisionFromInterpretation(I.declinePasses, reading("INT-DECLINE-PASSES"), [
    // No reading's: an engine whose offer goes on round after a placement too plays it.
    { value: "passes-on", says: "the offer passes on after a placement too, so every player in supply may place" },
  ]),
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
  /** INT-MSG-ALONE: which figures keep a figure from being alone on a dark space, where a reading asks it to be. */
  aloneAmong: misreadable<"every-figure" | "other-players">(
    "aloneAmong",
    "Which figures keep a figure from being alone on a dark space, under the readings that ask for it",
    "INT-MSG-ALONE",
    [
      { value: "every-figure", says: "any other scoring figure on the space counts" },
      { value: "other-players", says: "only other players' figures count (the mover's own other figure does not)" },
    ],
  ),
  /** INT-BACK-STAY-OWN: whether a robber may stay when only its owner's figures remain on its space. */
  backStayOwn: decisionFromInterpretation(I.backStayOwn, reading("INT-BACK-STAY-OWN"), [
    // No reading's: an engine whose reading's branch lets no robber stay plays it under that reading.
    { value: "never", says: "a robber never stays behind" },
    // Nor this: an engine that leaves out the mover's figures where the reading leaves out the robber owner's.
    {
      value: "others-than-mover",
      says: "a robber may stay only while figures of players other than the mover remain",
    },
  ]),
  /** INT-BACK-OWN-FIGURE: whether a robber goes back with its own player's figure. */
  backOwnFigure: decisionFromInterpretation(I.backOwnFigure, reading("INT-BACK-OWN-FIGURE")),
  /** INT-BACK-OWN-FIGURE: whose robber is "its own player's" beside a figure that moves back: the mover's. */
  ownFigureOf: misreadable<"mover" | "active-player">(
    "ownFigureOf",
    "Whose robber counts as the moving figure's own player's when a figure moves backwards",
    "INT-BACK-OWN-FIGURE",
    [
      { value: "mover", says: "the robber of the player whose figure moves back" },
      { value: "active-player", says: "the robber of the active player" },
    ],
  ),
  /** INT-MSG-BACKWARD: whether a backward move that stops on a dark space in its player's turn draws a message. */
  msgBackward: decisionFromInterpretation(I.msgBackward, reading("INT-MSG-BACKWARD")),
  // Decisions only a misreading changes: the rules fix them, and no edition or reading touches them.
  /** RB-STEAL-HALF: which way half of an odd number of points is rounded. */
  stealRounding: misreadable<"up" | "down">(
    "stealRounding",
    "Which way a robber rounds half of an odd number of points",
    "RB-STEAL-HALF",
    [
      { value: "up", says: "half rounded up" },
      { value: "down", says: "half rounded down" },
    ],
  ),
  /** RB-STEAL-ORDER: whether a scorer's awards move its figures in the order it chose. */
  scoringOrder: misreadable<"chosen" | "listed">(
    "scoringOrder",
    "The order in which a player's awards of one moment move its figures",
    "RB-STEAL-ORDER",
    [
      { value: "chosen", says: "the awards are scored in the order the player chose" },
      { value: "listed", says: "the awards are scored in the order the event lists them (the chosen figures kept)" },
    ],
  ),
  /** RB-STEAL-PER-EVENT: what a robber takes half of: one scoring event. */
  stealBase: misreadable<"one-event" | "moment-total">(
    "stealBase",
    "What a robber takes half of",
    "RB-STEAL-PER-EVENT",
    [
      { value: "one-event", says: "half of the one scoring event it robs" },
      { value: "moment-total", says: "half of all the points the figure scores at that moment" },
    ],
  ),
  /** INT-SAME-SPACE: how a robber compares a figure's start with its own space (as the reading in force says). */
  theftSpace: misreadable<"square" | "raw-score">(
    "theftSpace",
    "How a robber compares the start of a figure's movement with its space when looking for a theft",
    "INT-SAME-SPACE",
    [
      { value: "square", says: "the start's space as the reading of the same space says" },
      { value: "raw-score", says: "the start's raw score, past 50 too (a figure on 63 is not beside a robber on 13)" },
    ],
  ),
  /** RB-STEAL-FIRST: whether a robber with a movement to take must steal now or may wait for a later one. */
  stealFirst: misreadable<"must" | "may-decline">(
    "stealFirst",
    "Whether a robber beside a movement it may take must steal from it at once",
    "RB-STEAL-FIRST",
    [
      { value: "must", says: "a robber steals at its first opportunity" },
      { value: "may-decline", says: "a robber may decline a theft and wait on its space" },
    ],
  ),
  /** INT-ZERO-POINTS "used-up": whether a robber that took a 0-point movement goes home as after any theft. */
  zeroReturn: misreadable<"home" | "stays">(
    "zeroReturn",
    "Whether a robber whose opportunity a 0-point movement used up goes back to its owner's supply",
    "INT-ZERO-POINTS",
    [
      { value: "home", says: "a robber that stole 0 points goes home like any thief" },
      { value: "stays", says: "a robber that stole 0 points stays on its space" },
    ],
  ),
  /** INT-SAME-SPACE on a backward move: how the figure's start and end are read as spaces (as the reading in force says). */
  backSpace: misreadable<"square" | "raw-compare" | "raw-landing">(
    "backSpace",
    "How a backward move's start is compared with a robber's space, and where a following robber lands",
    "INT-SAME-SPACE",
    [
      { value: "square", says: "the start and the end as spaces, as the reading of the same space says" },
      {
        value: "raw-compare",
        says: "the start's raw score compared with the robber's space (a figure on 63 is not beside a robber on 13)",
      },
      { value: "raw-landing", says: "a following robber put on the figure's raw new score, past 50 too" },
    ],
  ),
  /** RB-STEAL-SELF: whether a robber may steal from its own player's figures. */
  selfSteal: misreadable<"never" | "allowed">(
    "selfSteal",
    "Whether a robber may steal from its own player's figures",
    "RB-STEAL-SELF",
    [
      { value: "never", says: "a robber never robs its own player" },
      { value: "allowed", says: "a robber may rob its own player" },
    ],
  ),
  /** RB-SETUP-TILES: how many bag tiles a game has, so how many bag-tile events can happen. */
  bagTiles: misreadable<number>(
    "bagTiles",
    "How many tiles with a bag a game has (a bag tile beyond them cannot be placed)",
    "RB-SETUP-TILES",
    [
      { value: BAG_TILES, says: `${BAG_TILES} bag tiles` },
      { value: BAG_TILES + 1, says: `${BAG_TILES + 1} bag tiles (one more is let through)` },
      { value: BAG_TILES - 1, says: `${BAG_TILES - 1} bag tiles (the last is refused)` },
    ],
  ),
  /** RB-FINAL-BONUS: the points a robber still out earns its owner when the game ends. */
  finalBonus: misreadable<number>(
    "finalBonus",
    "The points a robber still on the scoreboard earns its owner at the end",
    "RB-FINAL-BONUS",
    [
      { value: FINAL_BONUS, says: `${FINAL_BONUS} points` },
      ...[0, 1, 2, 4, 5].map((n) => ({ value: n, says: `${n} point${n === 1 ? "" : "s"}` })),
    ],
  ),
  /** RB-STEAL-KEEP: whether the robbed figure keeps the points stolen from its movement. */
  victimKeeps: misreadable<"keeps" | "loses">(
    "victimKeeps",
    "Whether the robbed figure keeps every point of its movement",
    "RB-STEAL-KEEP",
    [
      { value: "keeps", says: "the robbed figure keeps every point" },
      { value: "loses", says: "the robbed figure loses what is stolen" },
    ],
  ),
  /** RB-STEAL-RETURN: where a robber goes once it has stolen. */
  afterSteal: misreadable<"home" | "stays">(
    "afterSteal",
    "Whether a robber that has stolen goes back to its owner's supply",
    "RB-STEAL-RETURN",
    [
      { value: "home", says: "a robber that stole goes back to its owner's supply" },
      { value: "stays", says: "a robber that stole stays on its space" },
    ],
  ),
  /** RB-STEAL-MULTI: whether every robber beside a movement steals from it. */
  multiRobbers: misreadable<"each" | "first-only">(
    "multiRobbers",
    "Whether every robber beside a scoring movement steals from it",
    "RB-STEAL-MULTI",
    [
      { value: "each", says: "every robber beside a movement steals from it" },
      { value: "first-only", says: "only the first robber steals from a movement" },
    ],
  ),
  /** RB-ROGUE-NOSTEAL: what a robber beside a rogue movement takes from it. */
  rogueTheft: misreadable<"nothing" | "robbed">(
    "rogueTheft",
    "Whether rogue points can be stolen",
    "RB-ROGUE-NOSTEAL",
    [
      { value: "nothing", says: "rogue points are never stolen" },
      { value: "robbed", says: "rogue points are stolen like any movement" },
    ],
  ),
  /** RB-ROGUE-FOLLOW: whether a robber beside a rogue movement goes along with it. */
  rogueFollow: misreadable<"follows" | "stays">(
    "rogueFollow",
    "Whether a robber beside a figure that rogue points move goes along with it",
    "RB-ROGUE-FOLLOW",
    [
      { value: "follows", says: "a robber beside rogue points goes along with the figure" },
      { value: "stays", says: "a robber beside rogue points stays put" },
    ],
  ),
  /** RB-ROGUE-FOLLOW-MIXED: whether a robber follows rogue points when another player's figure stays on its space. */
  rogueFollowMixed: misreadable<"follows" | "stays">(
    "rogueFollowMixed",
    "Whether a robber follows rogue points when another player's figure stays behind on its space",
    "RB-ROGUE-FOLLOW-MIXED",
    [
      { value: "follows", says: "a robber follows rogue points even when another player's figure stays behind" },
      { value: "stays", says: "a robber stays when another player's figure stays behind on its space" },
    ],
  ),
  /** RB-BACK-FOLLOW: whether the robbers beside a figure that moves backwards go back with it. */
  backFollow: misreadable<"follows" | "stays">(
    "backFollow",
    "Whether robbers beside a figure that moves backwards go back with it",
    "RB-BACK-FOLLOW",
    [
      { value: "follows", says: "robbers go back with a figure that moves backwards" },
      { value: "stays", says: "robbers stay when a figure beside them moves backwards" },
    ],
  ),
  /** RB-BACK-CHOOSE: when a robber beside a figure that moves backwards may stay instead of following. */
  backStay: misreadable<"while-figures-remain" | "always" | "never">(
    "backStay",
    "When a robber beside a figure that moves backwards may stay instead of going back with it",
    "RB-BACK-CHOOSE",
    [
      { value: "while-figures-remain", says: "a robber may stay only while scoring figures remain on its space" },
      { value: "always", says: "a robber may stay even when no scoring figure remains on its space" },
      { value: "never", says: "a robber never stays: it always goes back" },
    ],
  ),
  /** RB-ROGUE-FIGURE: which of the thief's figures records the rogue points (with The Messages). */
  rogueFigure: misreadable<"chosen" | "meeple">(
    "rogueFigure",
    "Which of the thief's figures records the rogue points when it has a messenger too",
    "RB-ROGUE-FIGURE",
    [
      { value: "chosen", says: "the thief chooses its meeple or its messenger" },
      { value: "meeple", says: "the rogue points always go on the thief's meeple" },
    ],
  ),
  /** RB-MSG-TARGET: whether a robber may be put beside a messenger as beside a meeple. */
  messengerTarget: misreadable<"target" | "not-target">(
    "messengerTarget",
    "Whether another player's messenger is a space a robber may be put beside",
    "RB-MSG-TARGET",
    [
      { value: "target", says: "a messenger is a placement target like a meeple" },
      { value: "not-target", says: "only meeples are placement targets" },
    ],
  ),
  /** RB-MSG-TARGET: whether a messenger's movement can be robbed like a meeple's. */
  messengerTheft: misreadable<"robbable" | "immune">(
    "messengerTheft",
    "Whether a messenger's scoring movement can be robbed",
    "RB-MSG-TARGET",
    [
      { value: "robbable", says: "a messenger's movement can be robbed" },
      { value: "immune", says: "a messenger's movement is never robbed" },
    ],
  ),
  /** MS-DARK-DRAW: whose own scoring on a dark space draws a message (the active player's only). */
  darkDraw: misreadable<"active-player" | "any-player" | "never">(
    "darkDraw",
    "Whose own scoring that ends on a dark space draws a message",
    "MS-DARK-DRAW",
    [
      { value: "active-player", says: "only the active player's scoring draws on a dark space" },
      { value: "any-player", says: "any player's scoring draws on a dark space" },
      // The draw RB-MSG-DARK gives rogue points is this rule's draw: without it, they draw none either.
      { value: "never", says: "no scoring that ends on a dark space draws a message" },
    ],
  ),
  /** RB-MSG-DARK: whether rogue points that end on a dark space draw a message. */
  rogueDraw: misreadable<"draws" | "never">(
    "rogueDraw",
    "Whether rogue points that end on a dark space draw a message",
    "RB-MSG-DARK",
    [
      { value: "draws", says: "rogue points landing on a dark space draw a message" },
      { value: "never", says: "rogue points never draw a message" },
    ],
  ),
} as const;

/** The type of `robbersDecisions`: each decision's name with its option and value types. */
export type RobbersDecisionTable = typeof robbersDecisions;
