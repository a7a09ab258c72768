// A player's view hides exactly what is hidden at the table (shared/sources 004): other hands'
// values, the deck order, the return deck's values, face-down estates (taken ones too: only their
// owner may see the number, under MR-INT-ESTATE-LOOK "owner-looks"), another player's exchanged
// cards, and the generator; it keeps the player's own hand and every public count.
import { describe, expect, it } from "vitest";
import type { MacRobberEffect } from "../../../../spec/macrobber/index.js";
import { macRobberSpec, newGame, play } from "./api.js";
import { arrange } from "./arrange.js";
import { effectView, playerView } from "./view.js";

const spec = macRobberSpec();
const state = newGame(spec, ["ann", "ben", "cat"], 9);
/** Ann, Ben and Cat's game of seed 9 arranged at `phase` with Ann to act, and what else `more` says. */
const annActsAt = (phase: string, more: Record<string, unknown> = {}, under = spec) =>
  arrange(under, { players: ["ann", "ben", "cat"], seed: 9, phase, active: "ann", ...more } as never);

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
    const acting = annActsAt("act", { drawn: { yellow: 2, blue: 2, green: 1, red: 1 } });
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

  it("hides a card the bard makes a player give up from a third seat, on the return deck too", () => {
    // Ann's bard takes one of Ben's 4 warriors: Ben keeps 3 and gives up one of his 4 cards.
    const acting = annActsAt("act", {
      drawn: { yellow: 2, blue: 2, green: 1, red: 1 },
      clans: { ben: { hand: [1, 1, 1, 1] } },
    });
    const bard = { action: "bard", take: [{ from: "ben", colour: "yellow" }], keep: null };
    const giving = (card: number) => {
      const r = play(spec, acting, null, [
        { kind: "actions", actor: "ann", pick: [bard] },
        { kind: "discard", actor: "ben", pick: card },
      ]);
      if (!r.ok) throw r.error;
      return { state: r.state, effects: r.effects as readonly MacRobberEffect[] };
    };
    const [one, four] = [giving(1), giving(4)];
    // Ben knows which card he gave up; Cat's view is the same either way, state and effects.
    expect(playerView(one.state, "ben")).not.toEqual(playerView(four.state, "ben"));
    expect(playerView(one.state, "cat")).toEqual(playerView(four.state, "cat"));
    expect(playerView(one.state, "cat").state.returnDeckSize).toBe(1);
    expect(one.effects.map((e) => effectView(e, "cat"))).toEqual(four.effects.map((e) => effectView(e, "cat")));
  });

  it("hides the cards another player exchanges", () => {
    const s = annActsAt("raid-or-exchange", { clans: { ann: { hand: [1, 1, 1, 1] } } });
    const r = play(spec, s, null, [{ kind: "phase-3", actor: "ann", pick: { do: "exchange", cards: [1, 2, 3] } }]);
    const exchange = r.ok ? (r.effects as readonly MacRobberEffect[]).find((e) => e.type === "exchange") : undefined;
    if (!exchange) throw new Error("no exchange");
    expect(effectView(exchange, "ann")).toEqual(exchange);
    expect(effectView(exchange, "ben")).toMatchObject({
      type: "exchange",
      player: "ann",
      cards: { hidden: true, cards: 3 },
    });
  });

  it("shows a taken estate's number to nobody, or to its owner alone under MR-INT-ESTATE-LOOK owner-looks", () => {
    const buying = (under = spec) => {
      const s = annActsAt("act", { drawn: { yellow: 1, blue: 2, green: 2, red: 1 } }, under);
      const estate = { action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } };
      const r = play(under, s, null, [{ kind: "actions", actor: "ann", pick: [estate] }]);
      const taken = r.ok ? (r.effects as readonly MacRobberEffect[]).find((e) => e.type === "estate-taken") : undefined;
      if (taken?.type !== "estate-taken") throw new Error("no estate taken");
      return { tile: s.estateDeck[0], taken };
    };
    const facedown = buying();
    expect(facedown.taken.tile).toBe(facedown.tile);
    for (const p of ["ann", "ben", "cat"])
      expect(effectView(facedown.taken, p)).toMatchObject({ tile: { hidden: true } });
    const looked = buying(macRobberSpec({ interpretations: { "MR-INT-ESTATE-LOOK": "owner-looks" } }));
    expect(effectView(looked.taken, "ann")).toMatchObject({ tile: looked.tile, looked: true });
    expect(effectView(looked.taken, "ben")).toMatchObject({ tile: { hidden: true } });
  });
});
