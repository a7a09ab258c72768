// Warriors and hands: whatever happens (bard, estate paid with a warrior, raids, exchanges) every
// court keeps at least 3 warriors, and under MR-INT-RAID-REFILL "refill" (or "five-and-two": every
// raid ends with the drawn raid's 5-and-2) with MR-INT-DECK-EMPTY "reshuffle" every hand holds
// exactly one card per warrior after every step (under the other readings a hand may only fall
// short, never exceed the warriors).
import fc from "fast-check";
import { expect, it } from "vitest";
import type { MacRobberState } from "../../spec/macrobber/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { exactHandOptionsArb, fiveAndTwoHandOptionsArb, optionsArb, seedArb, startArb } from "./arbitraries.js";
import { handSize } from "./invariants.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

it(
  mrTitleOf("mr-warriors-and-hands"),
  () => {
    const w = new Witnesses("mr-warriors-and-hands", [
      "bard-took-warrior",
      "bard-kept-warrior",
      "estate-paid-with-warrior",
      "warriors-action",
      "raid",
      "raid-drawn-5-and-2",
      "raid-won-or-lost-5-and-2 (five-and-two)",
      "exchange",
      "reshuffle",
      "clan-at-3",
      "other-readings",
    ]);
    const options = fc.oneof(
      { weight: 3, arbitrary: exactHandOptionsArb },
      { weight: 1, arbitrary: fiveAndTwoHandOptionsArb },
      { weight: 1, arbitrary: optionsArb },
    );
    check(
      "mr-warriors-and-hands",
      fc.property(startArb(options), seedArb, (sit, choiceSeed) => {
        const spec = specFor(sit.options);
        const refill = spec.decisions["MR-INT-RAID-REFILL"].value;
        const exact = refill !== "no-refill" && spec.decisions["MR-INT-DECK-EMPTY"].value === "reshuffle";
        const holds = (s: MacRobberState, when: string) => {
          for (const p of s.players) {
            const { yellow } = s.clans[p]!.court;
            expect(yellow, `${p}'s warriors ${when}`).toBeGreaterThanOrEqual(3);
            if (exact) expect(handSize(s, p), `${p}'s hand with ${yellow} warriors ${when}`).toBe(yellow);
            else expect(handSize(s, p), `${p}'s hand with ${yellow} warriors ${when}`).toBeLessThanOrEqual(yellow);
          }
        };
        holds(sit.state, `at the start (${sit.how})`);
        walk(spec, sit.state, raiding(choiceSeed, 0.4), 400, ({ before, event, after, effects }) => {
          holds(after, `after ${event.kind} in round ${before.round} (${sit.how})`);
          w.saw("other-readings", !exact);
          if (!exact) return;
          w.saw(
            "bard-took-warrior",
            effects.some(
              (e) =>
                e.type === "action" && e.action.action === "bard" && e.action.take.some((t) => t.colour === "yellow"),
            ),
          );
          w.saw(
            "bard-kept-warrior",
            effects.some((e) => e.type === "action" && e.action.action === "bard" && e.action.keep === "yellow"),
          );
          w.saw(
            "estate-paid-with-warrior",
            effects.some((e) => e.type === "action" && e.action.action === "estate" && e.action.fromCourt.yellow > 0),
          );
          w.saw(
            "warriors-action",
            effects.some((e) => e.type === "action" && e.action.action === "warriors"),
          );
          w.saw(
            "raid",
            effects.some((e) => e.type === "raid"),
          );
          w.saw(
            "raid-drawn-5-and-2",
            effects.some((e) => e.type === "raid" && e.result === "draw"),
          );
          w.saw(
            "raid-won-or-lost-5-and-2 (five-and-two)",
            refill === "five-and-two" && effects.some((e) => e.type === "raid" && e.result !== "draw"),
          );
          w.saw(
            "exchange",
            effects.some((e) => e.type === "exchange"),
          );
          w.saw(
            "reshuffle",
            effects.some((e) => e.type === "deck-reshuffled"),
          );
          w.saw(
            "clan-at-3",
            after.players.some((p) => after.clans[p]!.court.yellow === 3),
          );
        });
      }),
      40,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
