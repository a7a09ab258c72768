// Token and card conservation, counted independently from the state after every step (the predicate
// of ./invariants.ts, which the exhaustive check runs too): tokens are
// only ever in the sack, a court, on an estate (cattle 1 red, castle 2 blue, abbey 3 green), among
// the active player's drawn tokens, or out of the game, and add up to the contents (29 yellow, 27
// blue, 20 green, 10 red, plus the starting boards under MR-INT-START-TOKENS "extra"); the tokens
// out of the game are those setup removes and never change; the 67 cards are in hands, the deck or
// the return deck, split by value as MR-INT-CARD-VALUES says.
import fc from "fast-check";
import { expect, it } from "vitest";
import { COLOURS } from "../../spec/macrobber/index.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { seedArb, startArb } from "./arbitraries.js";
import { conservation, conserved } from "./invariants.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

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
        const extra = spec.decisions["MR-INT-START-TOKENS"].value === "extra";
        expect(conserved(spec, sit.state), `at the start (${sit.how})`).toBeNull();
        walk(spec, sit.state, raiding(choiceSeed, 0.3), 400, ({ before, event, after, effects }) => {
          const t = { spec, before, event, after, effects };
          expect(conservation(t), `after ${event.kind} in round ${before.round} (${sit.how})`).toBeNull();
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
