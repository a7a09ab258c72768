// Properties of the robber step a bag tile opens, across every edition and reading: placements are
// beside another player's figure, nothing is scored, and the follow-up follows the edition's rule.
import fc from "fast-check";
import { expect, it } from "vitest";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { besideOther } from "./invariants.js";
import { titleOf } from "./registry.js";
import { optionsArb, stateArb } from "./support/arbitraries.js";
import { observe } from "./support/observe.js";

it(titleOf("placement-rules"), () => {
  const w = new Witnesses("placement-rules", [
    "placed",
    "moved",
    "two-placed",
    "mandatory-all",
    "declined",
    "skipped",
    "passes-on",
  ]);
  check(
    "placement-rules",
    fc.property(optionsArb, stateArb(6), fc.integer(), (options, state, seed) => {
      const o = observe(options, state, { kind: "bag-tile" }, seed);
      const d = o.spec.decisions;
      const before = o.before.robbers;
      const after = o.after.robbers;
      // Nothing is scored by the robber step (RB-PLACE-TRIGGER): it comes before the tile's scoring.
      expect(o.after.figures).toEqual(o.before.figures);
      expect(o.after.bagTiles).toBe(o.before.bagTiles + 1);
      const changed = o.before.players.filter((p) => before[p] !== after[p]);
      for (const p of changed) {
        expect(after[p], `${p}'s robber never goes back to supply in a bag-tile step`).not.toBeNull();
        expect(
          besideOther(o, o.before, p, after[p]!),
          `${p}'s robber on ${after[p]} is beside another player's figure`,
        ).toBe(true);
      }
      // Only the active player may move a robber already out (RB-PLACE-MOVE, RB-PLACE-NEXT).
      for (const p of changed) if (before[p] !== null) expect(p).toBe(o.before.active);
      const newlyPlaced = changed.filter((p) => before[p] === null);
      const others = o.before.players.filter((p) => p !== o.before.active);
      const mode = d.followUp.value;
      const followUps = newlyPlaced.filter((p) => p !== o.before.active);
      if (mode === "next-one") {
        expect(followUps.length, "at most one follow-up placement (Hans im Glück)").toBeLessThanOrEqual(1);
        expect(newlyPlaced.length).toBeLessThanOrEqual(2);
        if (d.declinePasses.value === "stops" && followUps.length === 1) {
          // The one player offered is the first to the left with a robber in supply.
          const i = o.before.players.indexOf(o.before.active);
          const left = [...o.before.players.slice(i + 1), ...o.before.players.slice(0, i)].filter(
            (p) => before[p] === null,
          );
          expect(followUps[0]).toBe(left[0]);
        }
        w.saw(
          "passes-on",
          d.declinePasses.value === "passes" &&
            o.effects.some((e) => e.type === "placement-declined" && e.player !== o.before.active) &&
            followUps.length === 1,
        );
      }
      if (mode === "each-must") {
        // C2 Z-Man: everyone whose robber was in supply has it out afterwards.
        for (const p of o.before.players)
          if (before[p] === null) expect(after[p], `${p} must place (C2 Z-Man)`).not.toBeNull();
        w.saw("mandatory-all", others.filter((p) => before[p] === null).length >= 2);
      }
      w.saw("placed", newlyPlaced.length > 0);
      w.saw("two-placed", newlyPlaced.length >= 2);
      w.saw(
        "moved",
        changed.some((p) => before[p] !== null),
      );
      w.saw(
        "declined",
        o.effects.some((e) => e.type === "placement-declined"),
      );
      w.saw(
        "skipped",
        o.effects.some((e) => e.type === "placement-skipped"),
      );
    }),
    500,
  );
  expect(w.report()).toEqual([]);
});
