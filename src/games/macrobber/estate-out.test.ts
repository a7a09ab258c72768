// The estate taken out after scoring, in the effect and in words: source 004 "Change of Beginning
// Player" removes one estate from the deck face down each round and turns it up only when a player
// reached the red area; with the estate deck already empty nothing is removed. The three cases must
// read apart, for the referee and for every seat.
import { describe, expect, it } from "vitest";
import type { MacRobberEffect, MacRobberState } from "../../../spec/macrobber/index.js";
import { describeMacRobberEffect } from "./describe.js";
import { macRobberSpec, play } from "./library/api.js";
import { arrange } from "./library/arrange.js";
import { effectView } from "./library/view.js";

const spec = macRobberSpec();
const players = ["ann", "ben", "cat"];

/** The round's scoring from an arranged state, with ann on `points` before it; its estate-out effect. */
function estateOut(points: number, change: (s: MacRobberState) => MacRobberState = (s) => s) {
  const before = change(
    arrange(spec, {
      players,
      seed: 51,
      phase: "score-round",
      beginner: "ann",
      active: "cat",
      clans: { ann: { points } },
    }),
  );
  const r = play(spec, before, { kind: "score-round" }, []);
  if (!r.ok) throw r.error;
  const effect = (r.effects as readonly MacRobberEffect[]).find((e) => e.type === "estate-out");
  if (effect?.type !== "estate-out") throw new Error("no estate-out effect");
  return { before, after: r.state, effect };
}

describe("the estate taken out after scoring", () => {
  it("below the red area one estate leaves face down: removed, its number shown to nobody", () => {
    // Ann ends on 20 + 1 (her cattle) + 1 (blue) = 22, below square 30: nobody is in the red area.
    const { before, after, effect } = estateOut(20);
    expect(effect).toMatchObject({ removed: true, revealed: false, tile: null });
    expect(after.estatesOut).toEqual([before.estateDeck[0]]);
    expect(describeMacRobberEffect(effect)).toBe("one estate is removed face down and leaves the game");
    for (const p of players) expect(effectView(effect, p)).toEqual(effect);
  });

  it("with the estate deck empty nothing is removed, and the words say the deck is empty", () => {
    const { after, effect } = estateOut(20, (s) => ({
      ...s,
      estateDeck: [],
      estatesOut: [...s.estatesOut, ...s.estateDeck],
    }));
    expect(effect).toMatchObject({ removed: false, revealed: false, tile: null });
    expect(after.estateDeck).toEqual([]);
    expect(describeMacRobberEffect(effect)).toBe("the estate deck is empty: no estate leaves the game");
  });

  it("the two words differ, and a revealed estate is named", () => {
    const hidden = estateOut(20).effect;
    // Ann on 44 + 2 is in the red area (from square 30): the removed estate is turned face up.
    const { before, effect } = estateOut(44);
    expect(effect).toMatchObject({ removed: true, revealed: true, tile: before.estateDeck[0] });
    expect(describeMacRobberEffect(effect)).toBe(
      `estate ${before.estateDeck[0]} is turned face up and leaves the game`,
    );
    expect(describeMacRobberEffect(hidden)).not.toBe(describeMacRobberEffect({ ...hidden, removed: false }));
  });
});
