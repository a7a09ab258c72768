// How far the exhaustive check looks: which starting arrangements, which events and how many of them
// in a row. Small worlds on purpose (the small-scope hypothesis): every rule of The Robbers shows up
// with 2-3 players, a dark space, a wrap-around pair and a few point values.
import type { AwardSource, EditionId } from "../../../../spec/robbers/index.js";

/** Where robbers stand in the starting arrangements: all in supply, or also beside another player's figure. */
export type RobbersAtStart = "supply" | "beside-other";

/** A table: a number of players, with or without The Messages. */
export interface Table {
  readonly players: number;
  readonly messages: boolean;
}

/** The bound of one exhaustive run. */
export interface Bound {
  /** A name for reports ("ci", "deep"). */
  readonly name: string;
  /** The tables explored: how many players (2-6), and whether The Messages is in play. */
  readonly tables: readonly Table[];
  /** Edition presets explored (each its own run). */
  readonly editions: readonly EditionId[];
  /** Scores a meeple may start on (include a dark space and a wrap-around pair). */
  readonly positions: readonly number[];
  /** Scores a messenger may start on (The Messages). */
  readonly messengerPositions: readonly number[];
  /** Where robbers may start. */
  readonly robbersAtStart: RobbersAtStart;
  /** Most robbers on the scoreboard in a starting arrangement. */
  readonly maxRobbersOutAtStart: number;
  /** Bag tiles already placed at the start (8 makes a further bag tile illegal). */
  readonly bagTilesAtStart: readonly number[];
  /** Point values an award may have (0 included for INT-ZERO-POINTS). */
  readonly points: readonly number[];
  /** Sources an award may have. */
  readonly sources: readonly AwardSource[];
  /** Most awards in one moment (each a multiset of (player, points, source)). */
  readonly awardsPerMoment: number;
  /** Sizes of backward moves (only those a figure can pay). */
  readonly backward: readonly number[];
  /** Events in a row from each start (the BFS depth). */
  readonly depth: number;
}

const EVERY_EDITION: readonly EditionId[] = ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"];

/**
 * The bound `npm test` runs: every edition; 2 players with and without The Messages and 3 without;
 * meeples on a dark space (0) and a wrap-around pair (48 + 2 lands on square 0 one lap on: the same
 * space under INT-SAME-SPACE "loop", not under "score"); messengers on dark 5; up to two robbers
 * starting beside another player's figure; then every single event: a bag tile, every moment of
 * up to two awards of 0, 2 or 5 points, every backward move of 2, a turn change and game end.
 */
export const CI_BOUND: Bound = {
  name: "ci",
  tables: [
    { players: 2, messages: false },
    { players: 2, messages: true },
    { players: 3, messages: false },
  ],
  editions: EVERY_EDITION,
  positions: [0, 48],
  messengerPositions: [5],
  robbersAtStart: "beside-other",
  maxRobbersOutAtStart: 2,
  bagTilesAtStart: [0],
  points: [0, 2, 5],
  sources: ["feature"],
  awardsPerMoment: 2,
  backward: [2],
  depth: 1,
};

/** The deep bound for the README: the CI bound's worlds, every sequence of two events. */
const DEEP_BOUND: Bound = { ...CI_BOUND, name: "deep", depth: 2 };

/**
 * The readings run that writes fixtures/counterexamples/: every robber starts in supply, as at the
 * start of a game, so each counterexample is a story from a real opening (place, then break), two
 * events deep.
 */
export const READINGS_BOUND: Bound = {
  ...CI_BOUND,
  name: "readings",
  robbersAtStart: "supply",
  maxRobbersOutAtStart: 0,
  depth: 2,
};

/**
 * The bound the exhaustive test runs under mutation testing (vitest.stryker.config.ts sets
 * VERIFY_BOUND=mutation): every mutant reruns it in one thread, so it keeps the CI bound's worlds
 * and events but only the two editions players argue about (C2 Z-Man and C3).
 */
const MUTATION_BOUND: Bound = { ...CI_BOUND, name: "mutation", editions: ["C2-ZMan", "C3"] };

/** Named bounds the command line accepts. */
export const BOUNDS: Readonly<Record<string, Bound>> = {
  ci: CI_BOUND,
  deep: DEEP_BOUND,
  readings: READINGS_BOUND,
  mutation: MUTATION_BOUND,
};
/** The bound in one line, for the report. */
export function describeBound(b: Bound): string {
  return [
    `bound "${b.name}": depth ${b.depth}`,
    `tables ${b.tables.map((t) => `${t.players} players${t.messages ? " with The Messages" : ""}`).join(", ")}`,
    `editions ${b.editions.join(", ")}`,
    `meeples start on {${b.positions.join(", ")}}`,
    `messengers on {${b.messengerPositions.join(", ")}}`,
    `robbers at start: ${b.robbersAtStart === "supply" ? "in supply" : `up to ${b.maxRobbersOutAtStart} beside another player's figure`}`,
    `bag tiles at start {${b.bagTilesAtStart.join(", ")}}`,
    `award points {${b.points.join(", ")}} from ${b.sources.join("/")}, up to ${b.awardsPerMoment} per moment`,
    `backward moves {${b.backward.join(", ")}}`,
  ].join("; ");
}
