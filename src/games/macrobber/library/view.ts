// Hidden information made explicit: the state and the effects as one player may see them. What the
// rulebook (shared/sources 004) keeps from a seat is hidden: other clans' hands (dealt face down,
// held in the hand), the card deck's order, the return deck's values (cards reach it from hands:
// discards, exchanges, cards a bard's theft of a warrior makes a player give up), the face-down
// estates (the deck, the estates taken, unless their owner may look under MR-INT-ESTATE-LOOK, and
// those removed without being turned up) and the generator; their sizes stay visible, as at the
// table. The referee's state (what `play` takes) keeps everything.

import type { MacRobberEffect, MacRobberState, PlayerId } from "../../../../spec/macrobber/index.js";
import { tokenMath } from "../../../../spec/macrobber/index.js";
import { isRecord, renderingArgument, requireArgument } from "../../../dsl/arguments.js";

/** What `player` sees of cards it may not look at: only how many there are. */
export interface HiddenHand {
  /** Always `true`: the values are not shown. */
  readonly hidden: true;
  /** How many cards. */
  readonly cards: number;
}

/** An estate tile seen from its numbered side down. */
export interface HiddenTile {
  /** Always `true`: the number is not shown. */
  readonly hidden: true;
}

/** A clan as a player sees it: everything on its board, and its hand unless it is another clan's. */
export interface ViewedClan extends Omit<MacRobberState["clans"][string], "hand"> {
  /** The viewer's own hand as counts of cards 1-4, or only the size of another clan's hand. */
  readonly hand: MacRobberState["clans"][string]["hand"] | HiddenHand;
}

/** An effect of another player's cards (drawn, discarded, exchanged), with only the number of cards shown. */
export interface ViewedEffect {
  /** `cards-drawn`, `cards-discarded` or `exchange`. */
  readonly type: "cards-drawn" | "cards-discarded" | "exchange";
  /** The player who drew, discarded or exchanged. */
  readonly player: PlayerId;
  /** How many cards, their values hidden. */
  readonly cards: HiddenHand;
  /** The rule ids behind the effect. */
  readonly rules: readonly string[];
}

/** An estate taken, as a player who may not see its number sees it. */
export interface ViewedEstate {
  /** `estate-taken`. */
  readonly type: "estate-taken";
  /** The player who took it. */
  readonly player: PlayerId;
  /** The tile, numbered side down. */
  readonly tile: HiddenTile;
  /** Whether its owner looked at it (MR-INT-ESTATE-LOOK). */
  readonly looked: boolean;
  /** The rule ids behind the effect. */
  readonly rules: readonly string[];
}

/** The state as `player` sees it. */
export interface PlayerView {
  /** Whose view this is. */
  readonly viewer: PlayerId;
  /** The state with hidden parts replaced: other hands and the decks by their size, the generator removed. */
  readonly state: Omit<MacRobberState, "clans" | "deck" | "returnDeck" | "estateDeck" | "estatesOut" | "rng"> & {
    /** Every clan; hands of the other clans show only their size. */
    readonly clans: { readonly [player: string]: ViewedClan };
    /** Cards left in the deck (their order is hidden). */
    readonly deckSize: number;
    /** Cards on the return deck (their values are hidden: some came from hands face down). */
    readonly returnDeckSize: number;
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
  const what = "a MacRobber state (clans, deck, returnDeck, estateDeck, estatesOut), a player and a list of numbers";
  requireArgument(isRecord(state) && isRecord(state.clans) && Array.isArray(revealed), what);
  return renderingArgument(what, () => viewOf(state, player, revealed));
}

function viewOf(state: MacRobberState, player: PlayerId, revealed: readonly number[]): PlayerView {
  const { deck, returnDeck, estateDeck, estatesOut, rng: _rng, clans, ...rest } = state;
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
      returnDeckSize: tokenMath.handSize(returnDeck),
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

/**
 * An effect as `player` sees it: cards another player draws, discards or exchanges show only how
 * many; an estate taken shows its number only to its owner, and only if the owner looked at it.
 */
export function effectView(effect: MacRobberEffect, player: PlayerId): MacRobberEffect | ViewedEffect | ViewedEstate {
  const what = "a MacRobber effect (an object with a type) and a player";
  requireArgument(isRecord(effect) && typeof effect.type === "string", what);
  return renderingArgument(what, () => effectSeen(effect, player));
}

function effectSeen(effect: MacRobberEffect, player: PlayerId): MacRobberEffect | ViewedEffect | ViewedEstate {
  if (
    (effect.type === "cards-drawn" || effect.type === "cards-discarded" || effect.type === "exchange") &&
    effect.player !== player
  ) {
    return {
      type: effect.type,
      player: effect.player,
      cards: { hidden: true, cards: effect.cards.length },
      rules: effect.rules,
    };
  }
  if (effect.type === "estate-taken" && !(effect.player === player && effect.looked)) {
    return {
      type: effect.type,
      player: effect.player,
      tile: { hidden: true },
      looked: effect.looked,
      rules: effect.rules,
    };
  }
  return effect;
}
