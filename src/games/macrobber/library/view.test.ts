// A player's view hides exactly what is hidden at the table: other hands' values, the deck order,
// face-down estates and the generator; it keeps the player's own hand and every public count.
import { describe, expect, it } from "vitest";
import type { MacRobberEffect } from "../../../../spec/macrobber/index.js";
import { macRobberSpec, newGame, play } from "./api.js";
import { arrange } from "./arrange.js";
import { effectView, playerView } from "./view.js";

const spec = macRobberSpec();
const state = newGame(spec, ["ann", "ben", "cat"], 9);

describe("player views", () => {
  it("shows the own hand and only the sizes of the others", () => {
    const view = playerView(state, "ann");
    expect(view.state.clans.ann!.hand).toEqual(state.clans.ann!.hand);
    expect(view.state.clans.ben!.hand).toEqual({ hidden: true, cards: 4 });
    expect(view.state.deckSize).toBe(67 - 12);
    expect(view.state.estateDeckSize).toBe(25);
    expect(JSON.stringify(view)).not.toContain('"rng"');
    expect(JSON.stringify(view)).not.toContain('"deck"');
  });

  it("shows revealed estates only", () => {
    const s = {
      ...state,
      estatesOut: [33, 41],
      estateDeck: state.estateDeck.filter((n, i) => i > 1 || ![33, 41].includes(n)).slice(0, 23),
    };
    expect(playerView(s, "ann", [41]).state.estatesOut).toEqual([null, 41]);
  });

  it("hides the values of cards another player draws, not the own", () => {
    const acting = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 9,
      phase: "act",
      active: "ann",
      drawn: { yellow: 2, blue: 2, green: 1, red: 1 },
    });
    const acted = play(spec, acting, null, [
      { kind: "actions", actor: "ann", pick: [{ action: "warriors", count: 1 }] },
    ]);
    const effect = acted.ok
      ? (acted.effects as readonly MacRobberEffect[]).find((e) => e.type === "cards-drawn")
      : undefined;
    if (effect?.type !== "cards-drawn") throw new Error("the warrior drew no card");
    expect(effectView(effect, "ann")).toEqual(effect);
    expect(effectView(effect, "ben")).toMatchObject({
      type: "cards-drawn",
      player: "ann",
      cards: { hidden: true, cards: 1 },
    });
  });
});
