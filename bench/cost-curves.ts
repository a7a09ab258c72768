// Cost curves of the factored enumeration: how its time and the size of the factored set grow with
// the number of players (2-6), robbers on the board (0-5), awards per player in one moment (1-6, the
// most the formats accept),
// with The Messages on and off. Each curve moves one parameter from the worst case of
// bench/worst-case.ts (6 players, 5 robbers beside one player's figures, 3 awards each).

import type { RobbersEvent, RobbersState } from "../spec/robbers/index.js";
import { outcomes, robbersSpec } from "../src/games/robbers/library/api.js";
import { factoredSize } from "../src/interpreter/outcomes.js";
import { worstCasePlayers } from "./worst-case.js";

/** One situation of a curve. */
export interface CurveCase {
  readonly players: number;
  readonly robbers: number;
  readonly awardsPerPlayer: number;
  readonly messages: boolean;
}

/** What the enumeration of one situation costs. */
export interface CurvePoint extends CurveCase {
  /** Wall time of `outcomes` in milliseconds: the fastest run (on a shared machine, the least disturbed). */
  readonly ms: number;
  /** The median run, for comparison. */
  readonly medianMs: number;
  readonly runs: number;
  /** Nodes of the factored set (groups and factor options). */
  readonly factoredSize: number;
  readonly distinctOutcomes: string;
  readonly choicePaths: string;
}

const MEEPLES = [21, 2, 6, 8, 11, 14];
const MESSENGERS = [71, 33, 37, 41, 43, 47];
const POINTS = [3, 6, 8, 4, 5, 7];
const LABELS = ["road", "city", "cloister", "field", "road", "city"];

/**
 * The worst case with one parameter moved: the first player's meeple (and messenger) share a space
 * with `robbers` robbers of the others; every player scores `awardsPerPlayer` features.
 */
export function curveCase({ players: n, robbers: r, awardsPerPlayer: a, messages }: CurveCase): {
  state: RobbersState;
  event: RobbersEvent;
} {
  const players = worstCasePlayers.slice(0, n);
  const figures = Object.fromEntries(
    players.map((p, i) => [p, messages ? { meeple: MEEPLES[i]!, messenger: MESSENGERS[i]! } : { meeple: MEEPLES[i]! }]),
  );
  const robbers = Object.fromEntries(players.map((p, i) => [p, i >= 1 && i <= r ? MEEPLES[0]! : null]));
  const awards = players.flatMap((player) =>
    POINTS.slice(0, a).map((points, k) => ({ player, points, source: "feature" as const, label: LABELS[k]! })),
  );
  return {
    state: {
      players,
      messages,
      active: players[0]!,
      figures,
      robbers,
      bagTiles: 0,
      messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
      ended: false,
    },
    event: { kind: "moment", awards },
  };
}

const median = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Number(ms.toFixed(3));

/** Time one situation: at least `minRuns` runs, more (up to 25) while they total under 200 ms. */
export function measureCase(c: CurveCase, minRuns = 5): CurvePoint {
  const spec = robbersSpec();
  const { state, event } = curveCase(c);
  const times: number[] = [];
  let last: ReturnType<typeof outcomes> | undefined;
  for (let total = 0; times.length < minRuns || (total < 200 && times.length < 25); ) {
    const t = performance.now();
    last = outcomes(spec, state, event);
    const ms = performance.now() - t;
    times.push(ms);
    total += ms;
  }
  if (!last?.ok) throw new Error(`cost curve case ${JSON.stringify(c)}: ${last?.error.message}`);
  return {
    ...c,
    ms: round(Math.min(...times)),
    medianMs: round(median(times)),
    runs: times.length,
    factoredSize: factoredSize(last.outcomes.set),
    distinctOutcomes: last.outcomes.distinct.toString(),
    choicePaths: last.outcomes.paths.toString(),
  };
}

const WORST: CurveCase = { players: 6, robbers: 5, awardsPerPlayer: 3, messages: true };

/** The three curves, each with The Messages on and off. */
export function enumerationCurves(minRuns = 5) {
  const sweep = (vary: (m: boolean) => CurveCase[]) =>
    [true, false].flatMap((messages) => vary(messages).map((c) => measureCase(c, minRuns)));
  return {
    baseline: WORST,
    players: sweep((messages) =>
      [2, 3, 4, 5, 6].map((players) => ({ ...WORST, messages, players, robbers: players - 1 })),
    ),
    robbers: sweep((messages) => [0, 1, 2, 3, 4, 5].map((robbers) => ({ ...WORST, messages, robbers }))),
    awardsPerPlayer: sweep((messages) =>
      [1, 2, 3, 4, 5, 6].map((awardsPerPlayer) => ({ ...WORST, messages, awardsPerPlayer })),
    ),
  };
}
