// Hidden information made explicit: the state and the effects as one player may see them. Other
// clans' hands, the card deck's order, the face-down estates and the generator are hidden; their
// sizes stay visible, as at the table. The referee's state (what `play` takes) keeps everything.
import type { MacRobberEffect, MacRobberState, PlayerId } from "../../../../spec/macrobber/index.js";
import { tokenMath } from "../../../../spec/macrobber/index.js";

/** What `player` sees of another clan's hand: only how many cards it holds. */
export interface HiddenHand {
  /** Always `true`: the values are not shown. */
  readonly hidden: true;
  /** How many cards the hand holds. */
  readonly cards: number;
}

/** A clan as a player sees it: everything on its board, and its hand unless it is another clan's. */
export interface ViewedClan extends Omit<MacRobberState["clans"][string], "hand"> {
  /** The viewer's own hand as counts of cards 1-4, or only the size of another clan's hand. */
  readonly hand: MacRobberState["clans"][string]["hand"] | HiddenHand;
}

/** A drawn or discarded card effect of another player, with only the number of cards shown. */
export interface ViewedEffect {
  /** `cards-drawn` or `cards-discarded`. */
  readonly type: "cards-drawn" | "cards-discarded";
  /** The player who drew or discarded. */
  readonly player: PlayerId;
  /** How many cards, their values hidden. */
  readonly cards: HiddenHand;
  /** The rule ids behind the effect. */
  readonly rules: readonly string[];
}

/** The state as `player` sees it. */
export interface PlayerView {
  /** Whose view this is. */
  readonly viewer: PlayerId;
  /** The state with hidden parts replaced: other hands by their size, the decks by their size, the generator removed. */
  readonly state: Omit<MacRobberState, "clans" | "deck" | "estateDeck" | "estatesOut" | "rng"> & {
    /** Every clan; hands of the other clans show only their size. */
    readonly clans: { readonly [player: string]: ViewedClan };
    /** Cards left in the deck (their order is hidden). */
    readonly deckSize: number;
    /** Estate tiles left in the deck (face down). */
    readonly estateDeckSize: number;
    /** Estate tiles out of the game; only revealed ones show their number (see the `estate-out` effects), the others are `null`. */
    readonly estatesOut: readonly (number | null)[];
  };
}

/**
 * The state as `player` sees it at the table.
 * @param state the referee's state.
 * @param player the viewer.
 * @param revealed numbers of estates turned face up so far (from `estate-out` effects); others stay hidden.
 */
export function playerView(state: MacRobberState, player: PlayerId, revealed: readonly number[] = []): PlayerView {
  const { deck, estateDeck, estatesOut, rng: _rng, clans, ...rest } = state;
  const left = [...revealed];
  return {
    viewer: player,
    state: {
      ...rest,
      clans: Object.fromEntries(
        Object.entries(clans).map(([p, c]) => [
          p,
          p === player ? c : { ...c, hand: { hidden: true as const, cards: tokenMath.handSize(c.hand) } },
        ]),
      ),
      deckSize: deck.length,
      estateDeckSize: estateDeck.length,
      estatesOut: estatesOut.map((n) => {
        const i = left.indexOf(n);
        if (i < 0) return null;
        left.splice(i, 1);
        return n;
      }),
    },
  };
}

/** An effect as `player` sees it: cards another player draws or discards face down show only how many. */
export function effectView(effect: MacRobberEffect, player: PlayerId): MacRobberEffect | ViewedEffect {
  if ((effect.type === "cards-drawn" || effect.type === "cards-discarded") && effect.player !== player) {
    return {
      type: effect.type,
      player: effect.player,
      cards: { hidden: true, cards: effect.cards.length },
      rules: effect.rules,
    };
  }
  return effect;
}
