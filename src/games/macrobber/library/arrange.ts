// Arranging a situation: start from a seeded new game and set some clan boards, hands, points and
// markers, moving tokens and cards between the boards, the sack and the deck so that nothing is
// created or lost. Worked examples and property generators describe situations this way.

import {
  type CardValue,
  type Court,
  type Estates,
  type Hand,
  type MacRobberState,
  type Phase,
  type PlayerId,
  type Tokens,
  tokenMath,
} from "../../../../spec/macrobber/index.js";
import { isRecord, renderingArgument, requireArgument } from "../../../dsl/arguments.js";
import { own, ruleError } from "../../../dsl/index.js";
import { checkState, type MacRobberSpec, newGame } from "./api.js";

const { add, sub, estateTokens, cardsOf, covers } = tokenMath;
const describe = tokenMath.describeTokens;

/** What to set on one clan; anything left out stays as dealt. */
export interface ClanArrangement {
  /** Court counts to set; added tokens come from the sack and removed ones go back to it. */
  readonly court?: Partial<Court>;
  /** Estate counts to set (count includes the 2 printed); acquired estates take tiles off the estate deck, and tokens move to or from the sack. */
  readonly estates?: Partial<Estates>;
  /** Victory points to set. */
  readonly points?: number;
  /** Counts of cards valued 1-4; without it the hand is dealt from the deck to match the warriors. */
  readonly hand?: Hand;
}
/** A situation to arrange. */
export interface Arrangement {
  /** The players in clockwise order, 3 to 5 (MR-PLAYERS). */
  readonly players: readonly PlayerId[];
  /** The seed of the new game the situation starts from (MR-CHANCE-SEEDED). */
  readonly seed: number;
  /** What to set on each clan, by player; clans left out stay as dealt. */
  readonly clans?: Readonly<Record<PlayerId, ClanArrangement>>;
  /** The event expected next; default "act" when `drawn` is given, otherwise as dealt ("take-tokens"). */
  readonly phase?: Phase;
  /** Whose turn it is; default the beginning player. */
  readonly active?: PlayerId;
  /** Who holds the "player begins" marker; default the first player. */
  readonly beginner?: PlayerId;
  /** Who holds the "largest following" marker (null: nobody); default nobody, as dealt. */
  readonly largestFollowing?: PlayerId | null;
  /** The active player's drawn tokens (phase "act"), taken from the sack. */
  readonly drawn?: Tokens;
  /** The round number; default 1. */
  readonly round?: number;
  /** Players in the red area at the end of the previous round (MR-INT-RED-REACHED); default none. */
  readonly inRedArea?: readonly PlayerId[];
  /** Keep only this many cards in the deck; the rest lie on the return deck (as if played). */
  readonly deckLeft?: number;
}

const boardTokens = (court: Court, estates: Estates): Tokens => add({ ...court, red: 0 }, estateTokens(estates));

/** Take the given cards out of the deck (first of each value), or throw. */
function takeCards(deck: readonly CardValue[], cards: readonly CardValue[], path: string): CardValue[] {
  const left = [...deck];
  for (const v of cards) {
    const i = left.indexOf(v);
    if (i < 0)
      throw ruleError(
        "invalid-state",
        "MR-COMPONENTS",
        `no card of value ${v} is left in the deck for this hand`,
        path,
      );
    left.splice(i, 1);
  }
  return left;
}

/** The arranged state, checked against the rules (throws RuleError naming what cannot be arranged). */
export function arrange(spec: MacRobberSpec, a: Arrangement): MacRobberState {
  const what = "an arrangement { players, seed, clans?, ... }";
  requireArgument(isRecord(a) && (a.clans === undefined || isRecord(a.clans)), what);
  return renderingArgument(what, () => arranged(spec, a));
}

function arranged(spec: MacRobberSpec, a: Arrangement): MacRobberState {
  let s = newGame(spec, a.players, a.seed);
  for (const [player, want] of Object.entries(a.clans ?? {})) {
    const path = `$.clans${JSON.stringify([player])}`;
    const clan = own(s.clans, player);
    if (!clan) throw ruleError("invalid-state", "MR-PLAYERS", `"${player}" is not a player`, path);
    const court = { ...clan.court, ...want.court };
    const estates = { ...clan.estates, ...want.estates };
    const diff = sub(boardTokens(court, estates), boardTokens(clan.court, clan.estates));
    const needed: Tokens = {
      yellow: Math.max(0, diff.yellow),
      blue: Math.max(0, diff.blue),
      green: Math.max(0, diff.green),
      red: Math.max(0, diff.red),
    };
    if (!covers(s.sack, needed))
      throw ruleError(
        "invalid-state",
        ["MR-COMPONENTS", "MR-TOKEN-MEANING"],
        `the sack lacks the tokens this board needs (${describe(needed)})`,
        path,
      );
    const acquiredBefore = clan.estates.count - 2;
    const acquiredAfter = estates.count - 2;
    let estateDeck = s.estateDeck;
    if (acquiredAfter > acquiredBefore) estateDeck = estateDeck.slice(acquiredAfter - acquiredBefore);
    // Return the old hand to the bottom of the deck, then take the new one.
    let deck: CardValue[] = [...s.deck, ...cardsOf(clan.hand)];
    let hand: Hand;
    if (want.hand) {
      deck = takeCards(deck, cardsOf(want.hand), `${path}.hand`);
      hand = want.hand;
    } else {
      const n = court.yellow;
      hand = tokenMath.handOf(deck.slice(0, n));
      deck = deck.slice(n);
    }
    s = {
      ...s,
      sack: sub(s.sack, diff),
      deck,
      estateDeck,
      clans: { ...s.clans, [player]: { court, estates, hand, points: want.points ?? clan.points } },
    };
  }
  if (a.drawn) {
    if (!covers(s.sack, a.drawn))
      throw ruleError(
        "invalid-state",
        "MR-DRAW-SIX",
        `the sack lacks the drawn tokens (${describe(a.drawn)})`,
        "$.drawn",
      );
    s = { ...s, sack: sub(s.sack, a.drawn), drawn: a.drawn };
  }
  if (a.deckLeft !== undefined) {
    if (a.deckLeft > s.deck.length)
      throw ruleError(
        "invalid-state",
        "MR-COMPONENTS",
        `only ${s.deck.length} cards are left in the deck`,
        "$.deckLeft",
      );
    const played = s.deck.slice(0, s.deck.length - a.deckLeft);
    s = {
      ...s,
      deck: s.deck.slice(s.deck.length - a.deckLeft),
      returnDeck: tokenMath.addHands(s.returnDeck, tokenMath.handOf(played)),
    };
  }
  s = {
    ...s,
    phase: a.phase ?? (a.drawn ? "act" : s.phase),
    active: a.active ?? s.active,
    beginner: a.beginner ?? s.beginner,
    largestFollowing: a.largestFollowing === undefined ? s.largestFollowing : a.largestFollowing,
    round: a.round ?? s.round,
    inRedArea: a.inRedArea ?? s.inRedArea,
  };
  const invalid = checkState(spec, s);
  if (invalid) throw invalid;
  return s;
}
