// Seat views hide what the rulebook keeps from a seat (shared/sources 004: cards are dealt face down
// and held in the hand; the estates lie numbered side down and only the one removed after scoring
// with a player in the red area is turned up). Checked by difference over played games: whatever a
// seat may not know is changed in the referee's state or effect (another clan's hand, the values on
// the return deck, which hold discards such as a bard's theft of a warrior forces, the cards another
// player draws, discards or exchanges, the number of an estate taken) and the seat's view must stay
// the same; what the seat does know (its own hand, its own estate when it looked under
// MR-INT-ESTATE-LOOK "owner-looks") must change it.
import fc from "fast-check";
import { expect, it } from "vitest";
import type { CardValue, Hand, MacRobberEffect, MacRobberState } from "../../spec/macrobber/index.js";
import { effectView, playerView } from "../../src/games/macrobber/library/view.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { optionsVarying, seedArb, startArb } from "./arbitraries.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const withCard = (h: Hand, v: CardValue, n: number): Hand =>
  h.map((c, i) => (i === v - 1 ? c + n : c)) as unknown as Hand;
const other = (v: CardValue): CardValue => ((v % 4) + 1) as CardValue;

/** The state with one card of value `v` in `where` swapped for a card of another value from the deck (sizes kept); null when the deck has none. */
function swapped(s: MacRobberState, where: { player: string } | "return-deck", v: CardValue): MacRobberState | null {
  const i = s.deck.findIndex((c) => c !== v);
  if (i < 0) return null;
  const w = s.deck[i]!;
  const deck = s.deck.map((c, j) => (j === i ? v : c));
  if (where === "return-deck") return { ...s, deck, returnDeck: withCard(withCard(s.returnDeck, v, -1), w, 1) };
  const clan = s.clans[where.player]!;
  return {
    ...s,
    deck,
    clans: { ...s.clans, [where.player]: { ...clan, hand: withCard(withCard(clan.hand, v, -1), w, 1) } },
  };
}

/** The same effect with every card value (or the estate number) changed. */
function altered(e: MacRobberEffect): MacRobberEffect {
  if (e.type === "cards-drawn" || e.type === "cards-discarded" || e.type === "exchange")
    return { ...e, cards: e.cards.map(other) };
  if (e.type === "estate-taken") return { ...e, tile: e.tile === 42 ? 30 : e.tile + 1 };
  return e;
}

it(
  mrTitleOf("mr-seat-views-hide"),
  () => {
    const w = new Witnesses("mr-seat-views-hide", [
      "other-hand-varied",
      "return-deck-varied",
      "bard-forced-discard",
      "others-drawn-or-discarded-cards",
      "exchange-by-another",
      "estate-taken-by-another",
      "own-estate-face-down",
      "own-estate-looked-at",
      "estate-removed-face-down",
    ]);
    check(
      "mr-seat-views-hide",
      fc.property(startArb(optionsVarying(["MR-INT-ESTATE-LOOK"])), seedArb, (sit, choiceSeed) => {
        const spec = specFor(sit.options);
        const revealed: number[] = [];
        walk(spec, sit.state, raiding(choiceSeed, 0.4), 200, ({ before, event, after, effects }) => {
          const when = `after ${event.kind} in round ${before.round} (${sit.how})`;
          for (const e of effects) if (e.type === "estate-out" && e.revealed && e.tile !== null) revealed.push(e.tile);
          for (const seat of after.players) {
            const view = playerView(after, seat, revealed);
            // Nothing of the decks, the return deck's values or the generator; only revealed estates out.
            for (const key of ["deck", "returnDeck", "estateDeck", "rng"])
              expect(key in view.state, `${key} ${when}`).toBe(false);
            expect(view.state.estatesOut.filter((n) => n !== null).every((n) => revealed.includes(n))).toBe(true);
            // Another clan's hand: one of its cards changed, the seat sees the same; the owner sees the change.
            for (const p of after.players) {
              const v = ([1, 2, 3, 4] as const).find((x) => after.clans[p]!.hand[x - 1]! > 0);
              if (p === seat || v === undefined) continue;
              const alt = swapped(after, { player: p }, v);
              if (!alt) continue;
              expect(same(playerView(alt, seat, revealed), view), `${seat} sees ${p}'s hand ${when}`).toBe(true);
              expect(same(playerView(alt, p, revealed), playerView(after, p, revealed))).toBe(false);
              w.saw("other-hand-varied");
            }
            // The return deck: a card on it of another value, the seat sees the same (cards reach it face down from hands).
            const r = ([1, 2, 3, 4] as const).find((x) => after.returnDeck[x - 1]! > 0);
            const alt = r === undefined ? null : swapped(after, "return-deck", r);
            if (alt) {
              expect(same(playerView(alt, seat, revealed), view), `${seat} sees the return deck's values ${when}`).toBe(
                true,
              );
              w.saw("return-deck-varied");
            }
            // The effects another player's cards and every estate taken.
            for (const e of effects) {
              const hidden = same(effectView(altered(e), seat), effectView(e, seat));
              if (e.type === "cards-drawn" || e.type === "cards-discarded" || e.type === "exchange") {
                expect(hidden, `${seat} sees ${e.player}'s ${e.type} ${when}`).toBe(e.player !== seat);
                if (e.player === seat) continue;
                w.saw("others-drawn-or-discarded-cards", e.type !== "exchange");
                w.saw("exchange-by-another", e.type === "exchange");
                w.saw(
                  "bard-forced-discard",
                  e.type === "cards-discarded" && e.rules.includes("MR-ACT-BARD") && alt !== null,
                );
              }
              if (e.type === "estate-taken") {
                const sees = e.player === seat && spec.decisions["MR-INT-ESTATE-LOOK"].value === "owner-looks";
                expect(hidden, `${seat} sees the number of ${e.player}'s estate ${when}`).toBe(!sees);
                if (sees) expect(effectView(e, seat)).toMatchObject({ tile: e.tile });
                w.saw("estate-taken-by-another", e.player !== seat);
                w.saw("own-estate-face-down", e.player === seat && !sees);
                w.saw("own-estate-looked-at", sees);
              }
              if (e.type === "estate-out" && !e.revealed) {
                expect(effectView(e, seat), when).toMatchObject({ tile: null });
                w.saw("estate-removed-face-down", e.removed);
              }
            }
          }
        });
      }),
      30,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
