// A round's scoring against a deliberately simple model written from the rulebook in ./invariants.ts
// (it does not use spec/macrobber/scoring.ts; the exhaustive check runs the same predicate): the
// largest following (most yellow; tie: most court tokens; still tied: the marker stays, even with a
// player who has fewer warriors), green 3 and 2 with ties 1 each (a tie for first ends it), red 1
// per cattle and 2 more for a unique largest herd, blue (court plus 2 per castle) less the largest
// herd among the OTHER players, never below 0. Compared with the `points` effects of every
// score-round step on arranged boards full of ties and in random games.
import fc from "fast-check";
import { expect, it } from "vitest";
import { randomLegal } from "../../src/interpreter/strategies.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { scoringBoardsArb, seedArb, startArb } from "./arbitraries.js";
import { blue, herdOfOthers, most, scoring, scoringModel, tally } from "./invariants.js";
import { specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

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
            expect(scoring({ spec, before, event, after, effects }), `scoring ${JSON.stringify(ts)}`).toBeNull();
            const model = scoringModel({ spec, before }).awards;

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
          ({ before, event, after, effects }) => {
            expect(blue({ spec, before, event, after, effects })).toBeNull();
            if (event.kind !== "score-round") return;
            const ts = tally(before);
            for (const t of ts) {
              const difference = t.blue - herdOfOthers(ts, t.player);
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
