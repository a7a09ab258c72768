// A round's scoring against a deliberately simple model written here from the rulebook (it does not
// use spec/macrobber/scoring.ts): the largest following (most yellow; tie: most court tokens; still
// tied: the marker stays, even with a player who has fewer warriors), green 3 and 2 with ties 1 each
// (a tie for first ends it), red 1 per cattle and 2 more for a unique largest herd, blue (court plus
// 2 per castle) less the largest herd among the OTHER players, never below 0. Compared with the
// `points` effects of every score-round step on arranged boards full of ties and in random games.
import fc from "fast-check";
import { expect, it } from "vitest";
import type { MacRobberEffect, MacRobberState } from "../../spec/macrobber/index.js";
import { randomLegal } from "../../src/interpreter/strategies.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { scoringBoardsArb, seedArb, startArb } from "./arbitraries.js";
import { specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

interface Tally {
  readonly player: string;
  readonly yellow: number;
  readonly courtTokens: number;
  readonly green: number;
  readonly cattle: number;
  readonly blue: number;
}

const tally = (s: MacRobberState): Tally[] =>
  s.players.map((player) => {
    const { court, estates } = s.clans[player]!;
    return {
      player,
      yellow: court.yellow,
      courtTokens: court.yellow + court.blue + court.green,
      green: court.green + 3 * estates.abbeys,
      cattle: estates.cattle,
      blue: court.blue + 2 * estates.castles,
    };
  });

/** The players whose `key` is largest. */
function most(ts: readonly Tally[], key: (t: Tally) => number): Tally[] {
  const top = Math.max(...ts.map(key));
  return ts.filter((t) => key(t) === top);
}

/**
 * Who holds "largest following" after scoring. A tie left while nobody holds the marker stays
 * unheld, or (MR-INT-FOLLOWING-TIE "turn-order") goes to the tied player first in turn order from
 * the beginning player.
 */
function followingModel(
  ts: readonly Tally[],
  holder: string | null,
  turnOrder: readonly string[] | null,
): string | null {
  const byYellow = most(ts, (t) => t.yellow);
  if (byYellow.length === 1) return byYellow[0]!.player;
  const byCourt = most(byYellow, (t) => t.courtTokens);
  if (byCourt.length === 1) return byCourt[0]!.player;
  if (holder !== null || turnOrder === null) return holder;
  return turnOrder.find((p) => byCourt.some((t) => t.player === p))!;
}

/** The largest herd among the players other than `player` (0 if none has cattle). */
const herdOfOthers = (ts: readonly Tally[], player: string): number =>
  Math.max(0, ...ts.filter((t) => t.player !== player).map((t) => t.cattle));

/** Awards as "player/reason" -> points (positive awards only). */
function awardsModel(ts: readonly Tally[], zeroCounts: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const give = (player: string, reason: string, n: number) => {
    if (n > 0) out.set(`${player}/${reason}`, n);
  };
  // Green: the distinct counts, highest first, among those allowed a place.
  const greenRanked = ts.filter((t) => zeroCounts || t.green > 0);
  const levels = [...new Set(greenRanked.map((t) => t.green))].sort((a, b) => b - a);
  if (levels.length > 0) {
    const first = greenRanked.filter((t) => t.green === levels[0]);
    if (first.length > 1) for (const t of first) give(t.player, "green", 1);
    else {
      give(first[0]!.player, "green", 3);
      if (levels.length > 1) {
        const second = greenRanked.filter((t) => t.green === levels[1]);
        for (const t of second) give(t.player, "green", second.length > 1 ? 1 : 2);
      }
    }
  }
  // Red: 1 per head of cattle, 2 more for a herd larger than every other.
  for (const t of ts) give(t.player, "red", t.cattle);
  const redRanked = ts.filter((t) => zeroCounts || t.cattle > 0);
  if (redRanked.length > 0) {
    const top = most(redRanked, (t) => t.cattle);
    if (top.length === 1) give(top[0]!.player, "red-majority", 2);
  }
  // Blue: own blue less the largest herd of the others, when positive.
  for (const t of ts) give(t.player, "blue", t.blue - herdOfOthers(ts, t.player));
  return out;
}

const SCORING = new Set(["green", "red", "red-majority", "blue"]);
const awardsOf = (effects: readonly MacRobberEffect[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const e of effects)
    if (e.type === "points" && SCORING.has(e.reason))
      out.set(`${e.player}/${e.reason}`, (out.get(`${e.player}/${e.reason}`) ?? 0) + e.delta);
  return out;
};
const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

/** Arranged scoring boards (the first step is the round's scoring) or whole games. */
const situations = fc.oneof({ weight: 4, arbitrary: scoringBoardsArb() }, { weight: 1, arbitrary: startArb() });

it(
  mrTitleOf("mr-scoring-model"),
  () => {
    const w = new Witnesses("mr-scoring-model", [
      "yellow-unique",
      "yellow-tie-court-decides",
      "yellow-tie-marker-stays",
      "marker-stays-with-fewer-warriors",
      "yellow-tie-unheld-stays-unheld",
      "yellow-tie-unheld-goes-by-turn-order",
      "green-tie-first",
      "green-tie-second",
      "green-second-alone",
      "green-zero-counts-scores",
      "red-majority",
      "red-majority-tie",
      "blue-clipped-at-zero",
      "blue-own-herd-ignored",
    ]);
    check(
      "mr-scoring-model",
      fc.property(situations, seedArb, (sit, choiceSeed) => {
        const spec = specFor(sit.options);
        const zeroCounts = spec.decisions["MR-INT-ZERO-PLACE"].value === "zero-counts";
        const firstInTurn = spec.decisions["MR-INT-FOLLOWING-TIE"].value === "turn-order";
        walk(
          spec,
          sit.state,
          randomLegal(choiceSeed),
          sit.how === "scoring-boards" ? 1 : 400,
          ({ before, event, after, effects }) => {
            if (event.kind !== "score-round") return;
            const ts = tally(before);
            const b = before.players.indexOf(before.beginner);
            const order = before.players.map((_, i) => before.players[(b + i) % before.players.length]!);
            const holder = followingModel(ts, before.largestFollowing, firstInTurn ? order : null);
            expect(
              after.largestFollowing,
              `largest following from ${JSON.stringify(ts)} (held by ${before.largestFollowing})`,
            ).toBe(holder);
            const marker = effects.find((e) => e.type === "largest-following");
            expect(marker && marker.type === "largest-following" && marker.player).toBe(holder);
            const model = awardsModel(ts, zeroCounts);
            expect(sorted(awardsOf(effects)), `awards for ${JSON.stringify(ts)} (zero place: ${zeroCounts})`).toEqual(
              sorted(model),
            );

            const byYellow = most(ts, (t) => t.yellow);
            const byCourt = most(byYellow, (t) => t.courtTokens);
            w.saw("yellow-unique", byYellow.length === 1);
            w.saw("yellow-tie-court-decides", byYellow.length > 1 && byCourt.length === 1);
            w.saw(
              "yellow-tie-marker-stays",
              byYellow.length > 1 && byCourt.length > 1 && before.largestFollowing !== null,
            );
            const unheldTie = byYellow.length > 1 && byCourt.length > 1 && before.largestFollowing === null;
            w.saw("yellow-tie-unheld-stays-unheld", unheldTie && !firstInTurn);
            w.saw("yellow-tie-unheld-goes-by-turn-order", unheldTie && firstInTurn);
            w.saw(
              "marker-stays-with-fewer-warriors",
              byYellow.length > 1 &&
                byCourt.length > 1 &&
                before.largestFollowing !== null &&
                !byYellow.some((t) => t.player === before.largestFollowing),
            );
            const greenAwards = [...model.entries()].filter(([k]) => k.endsWith("/green")).map(([, v]) => v);
            w.saw("green-tie-first", greenAwards.length > 1 && greenAwards.every((v) => v === 1));
            w.saw("green-tie-second", greenAwards.includes(3) && greenAwards.filter((v) => v === 1).length > 1);
            w.saw("green-second-alone", greenAwards.includes(3) && greenAwards.includes(2));
            w.saw(
              "green-zero-counts-scores",
              zeroCounts && ts.some((t) => t.green === 0 && model.has(`${t.player}/green`)),
            );
            const herds = most(ts, (t) => t.cattle);
            w.saw(
              "red-majority",
              [...model.keys()].some((k) => k.endsWith("/red-majority")),
            );
            w.saw("red-majority-tie", herds.length > 1 && herds[0]!.cattle > 0);
            w.saw(
              "blue-clipped-at-zero",
              ts.some((t) => t.blue > 0 && t.blue < herdOfOthers(ts, t.player)),
            );
            // Peter's case: the largest herd is the player's own, which does not count against its blue.
            w.saw(
              "blue-own-herd-ignored",
              ts.some(
                (t) =>
                  herds.length === 1 &&
                  herds[0]!.player === t.player &&
                  t.blue > herdOfOthers(ts, t.player) &&
                  t.blue <= t.cattle,
              ),
            );
          },
        );
      }),
      250,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);

it(
  mrTitleOf("mr-blue-never-negative"),
  () => {
    const w = new Witnesses("mr-blue-never-negative", [
      "blue-positive",
      "difference-zero",
      "difference-negative",
      "no-blue-at-all",
    ]);
    check(
      "mr-blue-never-negative",
      fc.property(situations, seedArb, (sit, choiceSeed) => {
        const spec = specFor(sit.options);
        walk(
          spec,
          sit.state,
          randomLegal(choiceSeed),
          sit.how === "scoring-boards" ? 1 : 400,
          ({ before, event, effects }) => {
            for (const e of effects)
              if (e.type === "points" && e.reason === "blue")
                expect(e.delta, `${e.player}'s blue award`).toBeGreaterThan(0);
            if (event.kind !== "score-round") return;
            const ts = tally(before);
            for (const t of ts) {
              const difference = t.blue - herdOfOthers(ts, t.player);
              const blue = effects.filter((e) => e.type === "points" && e.reason === "blue" && e.player === t.player);
              if (difference <= 0)
                expect(blue, `${t.player}: ${t.blue} blue less a fellow herd of ${herdOfOthers(ts, t.player)}`).toEqual(
                  [],
                );
              else expect(blue.length).toBe(1);
              w.saw("blue-positive", difference > 0);
              w.saw("difference-zero", difference === 0 && t.blue > 0);
              w.saw("difference-negative", difference < 0);
              w.saw("no-blue-at-all", t.blue === 0);
            }
          },
        );
      }),
      150,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
