// Estates within limits: every clan holds 2 to 6 estates with at most one thing (cattle, castle,
// abbey) on each; estates are only gained by the estate action (one tile from the top of the deck
// each), cattle, castles and abbeys change only by their actions and a won raid's loot (stolen cattle
// onto the attacker's free estate, or by MR-INT-STOLEN-CATTLE "attacker-chooses" into the sack even
// beside one; never onto an estate that is not free); and a clan
// that already acquired 4 estates is refused a fifth, citing MR-ESTATE-MAX.
import fc from "fast-check";
import { expect, it } from "vitest";
import { type Action, legalPlans, type MacRobberEffect, type MacRobberState } from "../../spec/macrobber/index.js";
import { play } from "../../src/games/macrobber/library/api.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { optionsVarying, raidArb, seedArb, startArb } from "./arbitraries.js";
import { raiding, refusal, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

const THINGS = ["cattle", "castles", "abbeys"] as const;
const ACTION_OF = { cattle: "cattle", castles: "castle", abbeys: "abbey" } as const;

/** How each clan's cattle, castles and abbeys should change, restated from the effects. */
function expectedChanges(
  before: MacRobberState,
  effects: readonly MacRobberEffect[],
): Map<string, Record<(typeof THINGS)[number], number>> {
  const out = new Map(before.players.map((p) => [p, { cattle: 0, castles: 0, abbeys: 0 }]));
  for (const e of effects) {
    if (e.type === "action") for (const k of THINGS) if (e.action.action === ACTION_OF[k]) out.get(e.player)![k]++;
    if (e.type === "loot" && e.loot !== "nothing") {
      const k = e.loot === "cattle" ? "cattle" : e.loot === "castle" ? "castles" : "abbeys";
      out.get(e.defender)![k]--;
      if (e.to === "estate") out.get(e.attacker)!.cattle++;
    }
  }
  return out;
}

it(
  mrTitleOf("mr-estate-limits"),
  () => {
    const w = new Witnesses("mr-estate-limits", [
      "estate-acquired",
      "sixth-estate",
      "fifth-acquisition-refused",
      "no-free-estate",
      "cattle-stolen-to-estate",
      "cattle-stolen-to-sack-beside-a-free-estate (attacker-chooses)",
      "castle-looted",
      "abbey-looted",
    ]);
    check(
      "mr-estate-limits",
      fc.property(
        fc.oneof(
          { weight: 3, arbitrary: startArb() },
          { weight: 2, arbitrary: raidArb(optionsVarying(["MR-INT-STOLEN-CATTLE"])) },
        ),
        seedArb,
        (sit, choiceSeed) => {
          const spec = specFor(sit.options);
          const within = (s: MacRobberState, when: string) => {
            for (const p of s.players) {
              const e = s.clans[p]!.estates;
              expect(e.count, `${p}'s estates ${when}`).toBeGreaterThanOrEqual(2);
              expect(e.count, `${p}'s estates ${when}`).toBeLessThanOrEqual(6);
              for (const k of THINGS) expect(e[k], `${p}'s ${k} ${when}`).toBeGreaterThanOrEqual(0);
              expect(
                e.cattle + e.castles + e.abbeys,
                `${p}'s things on ${e.count} estates ${when}`,
              ).toBeLessThanOrEqual(e.count);
            }
          };
          within(sit.state, `at the start (${sit.how})`);
          walk(spec, sit.state, raiding(choiceSeed, 0.5), 400, ({ before, event, after, effects }) => {
            const when = `after ${event.kind} in round ${before.round} (${sit.how})`;
            within(after, when);
            const taken = effects.filter((e) => e.type === "estate-taken");
            for (const p of before.players) {
              const gained = after.clans[p]!.estates.count - before.clans[p]!.estates.count;
              expect(gained, `${p}'s new estates ${when}`).toBe(taken.filter((e) => e.player === p).length);
            }
            // Tiles come from the top of the estate deck, in order.
            expect(taken.map((e) => e.tile)).toEqual(before.estateDeck.slice(0, taken.length));
            if (taken.length > 0) expect(event.kind).toBe("act");
            const changes = expectedChanges(before, effects);
            for (const p of before.players)
              for (const k of THINGS)
                expect(after.clans[p]!.estates[k] - before.clans[p]!.estates[k], `${p}'s ${k} ${when}`).toBe(
                  changes.get(p)![k],
                );

            if (event.kind === "act") {
              const clan = before.clans[before.active]!;
              w.saw(
                "no-free-estate",
                clan.estates.count === clan.estates.cattle + clan.estates.castles + clan.estates.abbeys,
              );
              if (clan.estates.count === 6) {
                const plans = legalPlans(before, spec.decisions);
                expect(
                  plans.some((plan) => plan.some((a) => a.action === "estate")),
                  `${before.active} holds 6 estates, yet an estate plan is listed`,
                ).toBe(false);
                // Try a fifth acquisition anyway: refused, citing MR-ESTATE-MAX.
                if (plans.length > 0) {
                  const fifth: Action = {
                    action: "estate",
                    pay: before.drawn.red > 0 ? "red" : "green",
                    fromCourt: { yellow: 0, green: 0 },
                  };
                  const err = refusal(
                    play(spec, before, event, [{ kind: "actions", actor: before.active, pick: [fifth] }]),
                  );
                  expect([err.kind, err.rules]).toEqual(["illegal-choice", ["MR-ESTATE-MAX"]]);
                  w.saw("fifth-acquisition-refused");
                }
              }
            }
            w.saw("estate-acquired", taken.length > 0);
            w.saw(
              "sixth-estate",
              taken.some((e) => after.clans[e.player]!.estates.count === 6),
            );
            w.saw(
              "cattle-stolen-to-estate",
              effects.some((e) => e.type === "loot" && e.loot === "cattle" && e.to === "estate"),
            );
            for (const e of effects) {
              if (e.type !== "loot" || e.loot !== "cattle") continue;
              const own = before.clans[e.attacker]!.estates;
              const free = own.count > own.cattle + own.castles + own.abbeys;
              if (!free) expect(e.to, `stolen cattle with no free estate ${when}`).toBe("sack");
              else if (spec.decisions["MR-INT-STOLEN-CATTLE"].value === "placed")
                expect(e.to, `stolen cattle beside a free estate ${when}`).toBe("estate");
              w.saw("cattle-stolen-to-sack-beside-a-free-estate (attacker-chooses)", free && e.to === "sack");
            }
            w.saw(
              "castle-looted",
              effects.some((e) => e.type === "loot" && e.loot === "castle"),
            );
            w.saw(
              "abbey-looted",
              effects.some((e) => e.type === "loot" && e.loot === "abbey"),
            );
          });
        },
      ),
      40,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
