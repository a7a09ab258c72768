// The MacRobber game state, events, picks and effects as plain JSON-safe data.
import type { Effect } from "../../src/dsl/index.js";

/** A player's name (also the clan's). */
export type PlayerId = string;
/** The four token colours. */
export type Colour = "yellow" | "blue" | "green" | "red";
/** The colours in the fixed order every count and draw uses. */
export const COLOURS: readonly Colour[] = ["yellow", "blue", "green", "red"];
/** A count of tokens per colour. */
export type Tokens = { readonly [C in Colour]: number };
/** A card's value. */
export type CardValue = 1 | 2 | 3 | 4;
/** A hand as counts of cards valued 1, 2, 3 and 4 (cards of one value are alike). */
export type Hand = readonly [number, number, number, number];

/** A clan's court: warriors (yellow), bagpipe players (blue), monks (green). */
export interface Court {
  readonly yellow: number;
  readonly blue: number;
  readonly green: number;
}
/** A clan's estates: how many it holds (2 printed + acquired) and what stands on them. */
export interface Estates {
  readonly count: number;
  readonly cattle: number;
  readonly castles: number;
  readonly abbeys: number;
}
/** Everything one clan has. */
export interface Clan {
  readonly court: Court;
  readonly estates: Estates;
  readonly hand: Hand;
  readonly points: number;
}

/** Which event the game expects next. */
export type Phase = "take-tokens" | "act" | "raid-or-exchange" | "score-round" | "over";

/** How the game ended. */
export interface GameResult {
  readonly reason: "estate" | "sack";
  /** The players with the most points: one is a win, several a draw. */
  readonly winners: readonly PlayerId[];
}

/** The whole state. Hidden information (hands, deck order, sack draws) is in it: the state is the referee's view. */
export interface MacRobberState {
  readonly players: readonly PlayerId[];
  readonly clans: { readonly [player: string]: Clan };
  readonly sack: Tokens;
  /** Tokens taken out of the game at setup. */
  readonly outOfGame: Tokens;
  /** The active player's starting status during phase 2 (zero otherwise). */
  readonly drawn: Tokens;
  /** The card deck, top card first. */
  readonly deck: readonly CardValue[];
  /** Played and discarded cards, as counts per value. */
  readonly returnDeck: Hand;
  /** The estate deck, top tile first. */
  readonly estateDeck: readonly number[];
  /** Estate tiles taken out of the game after scoring, in order. */
  readonly estatesOut: readonly number[];
  readonly beginner: PlayerId;
  readonly active: PlayerId;
  readonly largestFollowing: PlayerId | null;
  readonly phase: Phase;
  readonly round: number;
  /** Players in the red area at the end of the previous round (for MR-INT-RED-REACHED). */
  readonly inRedArea: readonly PlayerId[];
  /** The seeded generator's state (MR-CHANCE-SEEDED). */
  readonly rng: number;
  readonly result: GameResult | null;
}

/** The events, one per phase; the state says which comes next (`nextEvent`). */
export type MacRobberEvent =
  | { readonly kind: "take-tokens" }
  | { readonly kind: "act" }
  | { readonly kind: "raid-or-exchange" }
  | { readonly kind: "score-round" };

/** One action of phase 2, as a pick. */
export type Action =
  | { readonly action: "cattle" }
  | { readonly action: "castle" }
  | { readonly action: "abbey" }
  | { readonly action: "warriors"; readonly count: number }
  | { readonly action: "bagpipers"; readonly count: number }
  | { readonly action: "monks"; readonly count: number }
  | { readonly action: "bard"; readonly take: readonly { readonly from: PlayerId; readonly colour: "yellow" | "blue" | "green" }[]; readonly keep: "yellow" | "blue" | "green" | null }
  | { readonly action: "estate"; readonly pay: "red" | "green"; readonly fromCourt: { readonly yellow: number; readonly green: number } };
/** The action names. */
export type ActionName = Action["action"];

/** Phase 3, as a pick. */
export type Phase3Pick =
  | { readonly do: "raid"; readonly target: PlayerId }
  | { readonly do: "exchange"; readonly cards: readonly CardValue[] }
  | { readonly do: "pass" };
/** A card laid in a combat round, with or without a bagpipe player on it. */
export interface CombatPick {
  readonly card: CardValue;
  readonly piper: boolean;
}
/** What a winning attacker takes. */
export type LootPick = "castle" | "abbey" | "cattle" | "nothing";

/** Why victory points changed (the only causes there are). */
export type PointsReason = "raid-won" | "raid-defended" | "raid-lost" | "raid-drawn" | "green" | "red" | "red-majority" | "blue";

/** What happened. Every effect cites its rule ids. */
export type MacRobberEffect = Effect &
  (
    | { readonly type: "tokens-drawn"; readonly player: PlayerId; readonly tokens: Tokens }
    | { readonly type: "tokens-returned"; readonly player: PlayerId; readonly tokens: Tokens }
    | { readonly type: "action"; readonly player: PlayerId; readonly action: Action }
    | { readonly type: "no-action"; readonly player: PlayerId }
    | { readonly type: "estate-taken"; readonly player: PlayerId; readonly tile: number }
    | { readonly type: "cards-drawn"; readonly player: PlayerId; readonly cards: readonly CardValue[] }
    | { readonly type: "cards-discarded"; readonly player: PlayerId; readonly cards: readonly CardValue[] }
    | { readonly type: "deck-reshuffled"; readonly cards: number }
    | { readonly type: "deck-empty"; readonly player: PlayerId; readonly missing: number }
    | { readonly type: "combat-round"; readonly round: number; readonly attacker: CombatPick; readonly defender: CombatPick; readonly winner: "attacker" | "defender" | "draw" }
    | { readonly type: "raid"; readonly attacker: PlayerId; readonly defender: PlayerId; readonly result: "attacker" | "defender" | "draw" }
    | { readonly type: "loot"; readonly attacker: PlayerId; readonly defender: PlayerId; readonly loot: LootPick; readonly to: "estate" | "sack" | null }
    | { readonly type: "exchange"; readonly player: PlayerId; readonly cards: readonly CardValue[] }
    | { readonly type: "points"; readonly player: PlayerId; readonly delta: number; readonly reason: PointsReason }
    | { readonly type: "largest-following"; readonly player: PlayerId | null; readonly changed: boolean }
    | { readonly type: "estate-out"; readonly tile: number | null; readonly revealed: boolean }
    | { readonly type: "beginner"; readonly player: PlayerId }
    | { readonly type: "turn"; readonly player: PlayerId }
    | { readonly type: "game-over"; readonly result: GameResult }
  );
