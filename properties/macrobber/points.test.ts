// Victory points change only for the listed causes: in every step each player's points change by
// the sum of its `points` effects; raid reasons (raid-won, raid-defended, raid-lost, raid-drawn)
// appear only in phase 3 and scoring reasons (green, red, red-majority, blue) only at the round's
// scoring; phases 1 and 2 never change points. Each raid is restated: a combat round goes to the
// higher card plus bagpipe player, the raid to whoever won more rounds (under MR-INT-RAID-WIN
// "two-of-three" only to a side that won 2 of the 3; a single round won beside two drawn ones is
// then a drawn raid), and the result pays exactly
// what the rules say (1 to a winning attacker, 2 if the defender had nothing to take; 2 to a winning
// defender and -1 to the attacker, floored at 0 under MR-INT-SCORE-FLOOR "zero"; 1 to the attacker
// on a draw).
import fc from "fast-check";
import { expect, it } from "vitest";
import type { MacRobberEffect, PointsReason } from "../../spec/macrobber/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { optionsVarying, raidArb, seedArb, startArb } from "./arbitraries.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

const RAID_REASONS: readonly PointsReason[] = ["raid-won", "raid-defended", "raid-lost", "raid-drawn"];
const SCORING_REASONS: readonly PointsReason[] = ["green", "red", "red-majority", "blue"];

/**
 * Both readings of MR-INT-SCORE-FLOOR and MR-INT-RAID-WIN equally often (a beaten attacker at 0
 * points, and a raid with one round won and two drawn, are the cases that tell them apart).
 */
const floorReadings = optionsVarying(["MR-INT-SCORE-FLOOR", "MR-INT-RAID-WIN"]);

type Award = [player: string, reason: PointsReason, delta: number];
const key = ([p, r, d]: Award) => `${p}/${r}/${d}`;

it(
  mrTitleOf("mr-points-causes"),
  () => {
    const w = new Witnesses("mr-points-causes", [
      "raid-won",
      "raid-won-nothing-to-take",
      "raid-defended",
      "raid-lost-floored-at-zero",
      "raid-lost-below-zero",
      "raid-drawn",
      "combat-round-drawn",
      "piper-decides-round",
      "one-round-won-is-a-win (more-rounds)",
      "one-round-won-is-a-draw (two-of-three)",
      "scoring-points",
    ]);
    check(
      "mr-points-causes",
      fc.property(
        fc.oneof({ weight: 2, arbitrary: startArb(floorReadings) }, { weight: 3, arbitrary: raidArb(floorReadings) }),
        seedArb,
        (sit, choiceSeed) => {
          const spec = specFor(sit.options);
          const floorAtZero = spec.decisions["MR-INT-SCORE-FLOOR"].value === "zero";
          const twoOfThree = spec.decisions["MR-INT-RAID-WIN"].value === "two-of-three";
          walk(
            spec,
            sit.state,
            raiding(choiceSeed, sit.how.startsWith("raid") ? 0.9 : 0.6),
            sit.how.startsWith("raid") ? 60 : 400,
            ({ before, event, after, effects }) => {
              const when = `${event.kind} in round ${before.round} (${sit.how})`;
              const points = effects.filter(
                (e): e is Extract<MacRobberEffect, { type: "points" }> => e.type === "points",
              );
              // Points change by exactly the points effects.
              for (const p of before.players) {
                const said = points.filter((e) => e.player === p).reduce((n, e) => n + e.delta, 0);
                expect(after.clans[p]!.points - before.clans[p]!.points, `${p}'s points after ${when}`).toBe(said);
              }
              // Only the listed causes, each in its own phase.
              for (const e of points) {
                const allowed =
                  event.kind === "raid-or-exchange"
                    ? RAID_REASONS
                    : event.kind === "score-round"
                      ? SCORING_REASONS
                      : [];
                expect(allowed, `a ${e.reason} award in ${when}`).toContain(e.reason);
              }
              w.saw("scoring-points", event.kind === "score-round" && points.length > 0);
              // The raid, restated from its combat rounds.
              const raid = effects.find((e) => e.type === "raid");
              if (raid?.type !== "raid") return;
              const rounds = effects.filter(
                (e): e is Extract<MacRobberEffect, { type: "combat-round" }> => e.type === "combat-round",
              );
              expect(rounds.length).toBe(3);
              let won = 0;
              let lost = 0;
              for (const r of rounds) {
                const a = r.attacker.card + (r.attacker.piper ? 1 : 0);
                const d = r.defender.card + (r.defender.piper ? 1 : 0);
                expect(r.winner).toBe(a > d ? "attacker" : a < d ? "defender" : "draw");
                if (a > d) won++;
                if (a < d) lost++;
                w.saw("combat-round-drawn", a === d);
                w.saw("piper-decides-round", Math.sign(a - d) !== Math.sign(r.attacker.card - r.defender.card));
              }
              expect(raid.result, `a raid of ${won} rounds won and ${lost} lost`).toBe(
                twoOfThree
                  ? won >= 2
                    ? "attacker"
                    : lost >= 2
                      ? "defender"
                      : "draw"
                  : won > lost
                    ? "attacker"
                    : won < lost
                      ? "defender"
                      : "draw",
              );
              w.saw("one-round-won-is-a-win (more-rounds)", won + lost === 1 && !twoOfThree);
              w.saw("one-round-won-is-a-draw (two-of-three)", won + lost === 1 && twoOfThree);
              const { attacker, defender } = raid;
              const had = before.clans[defender]!.estates;
              const nothing = had.cattle + had.castles + had.abbeys === 0;
              const attackerPoints = before.clans[attacker]!.points;
              const expected: Award[] =
                raid.result === "attacker"
                  ? [[attacker, "raid-won", nothing ? 2 : 1]]
                  : raid.result === "defender"
                    ? [
                        [defender, "raid-defended", 2],
                        [attacker, "raid-lost", floorAtZero ? -Math.min(1, attackerPoints) : -1],
                      ]
                    : [[attacker, "raid-drawn", 1]];
              expect(
                points.map((e) => key([e.player, e.reason, e.delta])).sort(),
                `points of ${attacker}'s raid on ${defender} (${raid.result})`,
              ).toEqual(expected.map(key).sort());
              // Nobody else's points move.
              for (const p of before.players)
                if (p !== attacker && p !== defender) expect(after.clans[p]!.points).toBe(before.clans[p]!.points);

              w.saw("raid-won", raid.result === "attacker" && !nothing);
              w.saw("raid-won-nothing-to-take", raid.result === "attacker" && nothing);
              w.saw("raid-defended", raid.result === "defender");
              w.saw("raid-lost-floored-at-zero", raid.result === "defender" && floorAtZero && attackerPoints === 0);
              w.saw("raid-lost-below-zero", raid.result === "defender" && !floorAtZero && attackerPoints <= 0);
              w.saw("raid-drawn", raid.result === "draw");
            },
          );
        },
      ),
      80,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
