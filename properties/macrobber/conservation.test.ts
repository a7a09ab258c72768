// Token and card conservation, counted independently from the state after every step: tokens are
// only ever in the sack, a court, on an estate (cattle 1 red, castle 2 blue, abbey 3 green), among
// the active player's drawn tokens, or out of the game, and add up to the contents (29 yellow, 27
// blue, 20 green, 10 red, plus the starting boards under MR-INT-START-TOKENS "extra"); the tokens
// out of the game are those setup removes and never change; the 67 cards are in hands, the deck or
// the return deck, split by value as MR-INT-CARD-VALUES says.
import fc from "fast-check";
import { expect, it } from "vitest";
import type { MacRobberState, Tokens } from "../../spec/macrobber/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { seedArb, startArb } from "./arbitraries.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

const COLOURS = ["yellow", "blue", "green", "red"] as const;
/** The 86 action tokens of the game contents. */
const CONTENTS: Tokens = { yellow: 29, blue: 27, green: 20, red: 10 };
/** Tokens setup takes out of the game, by player count. */
const OUT: Record<number, Tokens> = {
  3: { yellow: 8, blue: 4, green: 0, red: 0 },
  4: { yellow: 4, blue: 2, green: 0, red: 0 },
  5: { yellow: 0, blue: 0, green: 0, red: 0 },
};
/** The cards valued 1 to 4 under each reading of MR-INT-CARD-VALUES. */
const CARDS: Record<string, readonly number[]> = {
  "even-fewer-fours": [17, 17, 17, 16],
  "even-fewer-ones": [16, 17, 17, 17],
};

/** Every token of the game, wherever it is. */
function countTokens(s: MacRobberState): Tokens {
  const t = { yellow: 0, blue: 0, green: 0, red: 0 };
  for (const c of COLOURS) t[c] += s.sack[c] + s.outOfGame[c] + s.drawn[c];
  for (const p of s.players) {
    const { court, estates } = s.clans[p]!;
    t.yellow += court.yellow;
    t.blue += court.blue + 2 * estates.castles;
    t.green += court.green + 3 * estates.abbeys;
    t.red += estates.cattle;
  }
  return t;
}

/** Every card, by value. */
function countCards(s: MacRobberState): number[] {
  const n = [0, 0, 0, 0];
  for (const v of s.deck) n[v - 1]!++;
  for (let i = 0; i < 4; i++) {
    n[i]! += s.returnDeck[i]!;
    for (const p of s.players) n[i]! += s.clans[p]!.hand[i]!;
  }
  return n;
}

const nonNegative = (s: MacRobberState): boolean =>
  COLOURS.every((c) => s.sack[c] >= 0 && s.drawn[c] >= 0 && s.outOfGame[c] >= 0) &&
  s.players.every((p) => {
    const { court, estates, hand } = s.clans[p]!;
    return (
      court.yellow >= 0 &&
      court.blue >= 0 &&
      court.green >= 0 &&
      estates.cattle >= 0 &&
      estates.castles >= 0 &&
      estates.abbeys >= 0 &&
      hand.every((h) => h >= 0)
    );
  });

it(
  mrTitleOf("mr-token-conservation"),
  () => {
    const w = new Witnesses("mr-token-conservation", [
      "bard-to-sack",
      "piper-to-sack",
      "loot-to-sack",
      "cattle-stolen",
      "estate-paid",
      "redraw",
      "unused-returned",
      "reshuffle",
      "extra-reading",
      "scarce-sack",
    ]);
    check(
      "mr-token-conservation",
      fc.property(startArb(), seedArb, (sit, choiceSeed) => {
        const spec = specFor(sit.options);
        const n = sit.state.players.length;
        const extra = spec.decisions["MR-INT-START-TOKENS"].value === "extra";
        const expected: Tokens = extra
          ? {
              yellow: CONTENTS.yellow + 4 * n,
              blue: CONTENTS.blue + 2 * n,
              green: CONTENTS.green,
              red: CONTENTS.red + n,
            }
          : CONTENTS;
        const cards = CARDS[spec.decisions["MR-INT-CARD-VALUES"].value]!;
        const conserved = (s: MacRobberState, when: string) => {
          expect(countTokens(s), `tokens ${when}`).toEqual(expected);
          expect(s.outOfGame, `out of the game ${when}`).toEqual(OUT[n]);
          expect(countCards(s), `cards ${when}`).toEqual(cards);
          expect(nonNegative(s), `no negative count ${when}`).toBe(true);
          if (s.phase !== "act")
            expect(s.drawn, `drawn tokens outside phase 2 ${when}`).toEqual({ yellow: 0, blue: 0, green: 0, red: 0 });
        };
        conserved(sit.state, `at the start (${sit.how})`);
        walk(spec, sit.state, raiding(choiceSeed, 0.3), 400, ({ before, event, after, effects }) => {
          conserved(after, `after ${event.kind} in round ${before.round} (${sit.how})`);
          // Six tokens drawn (MR-DRAW-SIX); only the draw-first redraw can come up short when the sack runs low.
          if (event.kind === "take-tokens" && after.phase === "act") {
            const drawn = COLOURS.reduce((k, c) => k + after.drawn[c], 0);
            if (spec.decisions["MR-INT-REDRAW-ORDER"].value === "return-first") expect(drawn).toBe(6);
            else w.saw("short-redraw (draw-first, optional)", drawn < 6);
          }
          w.saw(
            "bard-to-sack",
            effects.some((e) => e.type === "action" && e.action.action === "bard" && e.action.take.length > 0),
          );
          w.saw(
            "piper-to-sack",
            effects.some((e) => e.type === "combat-round" && (e.attacker.piper || e.defender.piper)),
          );
          w.saw(
            "loot-to-sack",
            effects.some((e) => e.type === "loot" && e.to === "sack"),
          );
          w.saw(
            "cattle-stolen",
            effects.some((e) => e.type === "loot" && e.loot === "cattle" && e.to === "estate"),
          );
          w.saw(
            "estate-paid",
            effects.some((e) => e.type === "estate-taken"),
          );
          w.saw(
            "redraw",
            effects.some((e) => e.type === "tokens-returned" && e.rules.includes("MR-FOLLOWING-REDRAW")),
          );
          w.saw(
            "unused-returned",
            effects.some((e) => e.type === "tokens-returned" && e.rules.includes("MR-ACT-RETURN-UNUSED")),
          );
          w.saw(
            "reshuffle",
            effects.some((e) => e.type === "deck-reshuffled"),
          );
          w.saw("extra-reading", extra);
          w.saw("scarce-sack", COLOURS.reduce((k, c) => k + before.sack[c], 0) < 12);
        });
      }),
      40,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
