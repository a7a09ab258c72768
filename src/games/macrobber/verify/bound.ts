// How far MacRobber's exhaustive check looks: three players (the fewest the game allows), starting
// scenes arranged with the library's `arrange` (so nothing is created or lost) that put every phase
// and every kind of action, phase-3 pick, raid result, loot and end of the game within a few events,
// a deck of a few cards (so it runs out and is reshuffled), hands of three or four cards, and a sack
// emptied onto the boards for the end by the sack.

/** A starting scene: which event comes next and how the boards stand. */
export type Scene =
  /** A fresh game's first turn (take tokens, then two actions, then phase 3). */
  | "opening"
  /** Phase 2 for the last player of the round (one action) with drawn tokens for cattle, castle, warriors, bagpipers, monks, bard and both estate prices. */
  | "act-mixed"
  /** Phase 2 for the last player with three green tokens (an abbey) among the drawn. */
  | "act-green"
  /** Phase 2 for the first player (two actions) with a mixed draw. */
  | "act-two"
  /** Phase 3 for the last player: fellow clans with a castle, an abbey and cattle to lose, bagpipe players on both sides. */
  | "raid"
  /** The round's scoring with a leader deep in the red area: a revealed estate ends the game. */
  | "score-end"
  /** The round's scoring with a leader just in the red area and tied courts. */
  | "score-tie"
  /** A turn's start with fewer than 6 tokens in the sack: the game ends by the sack. */
  | "sack-short";

/** The bound of one exhaustive run of MacRobber. */
export interface MacRobberBound {
  readonly name: string;
  /** Events in a row from each start. */
  readonly depth: number;
  /** The seeds that deal the games the scenes are arranged from (chance: sack draws, decks). */
  readonly seeds: readonly number[];
  /** The scenes, each arranged from every seed. */
  readonly scenes: readonly Scene[];
  /** Cards left in the deck (the rest lie on the return deck), each its own start. */
  readonly deckLeft: readonly number[];
}

const EVERY_SCENE: readonly Scene[] = [
  "opening",
  "act-mixed",
  "act-green",
  "act-two",
  "raid",
  "score-end",
  "score-tie",
  "sack-short",
];

/** The bound `npm test` runs: every scene from two seeds, a deck of 2 cards, two events in a row. */
const CI_BOUND: MacRobberBound = { name: "ci", depth: 2, seeds: [1, 2], scenes: EVERY_SCENE, deckLeft: [2] };

/**
 * The deep bound for the README: three seeds, decks of 1 and 5 cards, three events in a row, every
 * scene but the opening (whose third event is a raid between four-card hands with bagpipe players:
 * about a thousand outcomes for each of its forty-odd plans: unfinished after 27 minutes here).
 */
const DEEP_BOUND: MacRobberBound = {
  ...CI_BOUND,
  name: "deep",
  seeds: [1, 2, 3],
  deckLeft: [1, 5],
  depth: 3,
  scenes: EVERY_SCENE.filter((s) => s !== "opening"),
};

/** The readings run: the CI bound's scenes from one seed, two events deep. */
const READINGS_BOUND: MacRobberBound = { ...CI_BOUND, name: "readings", seeds: [1] };

/** Named bounds the command line accepts. */
export const BOUNDS = { ci: CI_BOUND, deep: DEEP_BOUND, readings: READINGS_BOUND };

/** The bound in one line, for the report. */
export const describeBound = (b: MacRobberBound): string =>
  `bound "${b.name}": depth ${b.depth}; 3 players; scenes ${b.scenes.join(", ")}; seeds ` +
  `{${b.seeds.join(", ")}}; ${b.deckLeft.join(" or ")} card(s) left in the deck`;
