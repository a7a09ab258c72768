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
  /** Warriors: at least 3 at all times; one card in hand per warrior (MR-WARRIORS-MIN, MR-HAND-FOLLOWS-WARRIORS). 4 at the start (MR-SETUP-COURT). */
  readonly yellow: number;
  /** Bagpipe players: each may add +1 to a card in a raid (MR-RAID-PIPER); count as blue at scoring (MR-SCORE-BLUE). 2 at the start. */
  readonly blue: number;
  /** Monks: count as green at scoring (MR-SCORE-GREEN); may pay for an estate (MR-ESTATE-PAY-COURT). None at the start. */
  readonly green: number;
}
/** A clan's estates: how many it holds (2 printed + acquired) and what stands on them. */
export interface Estates {
  /** Estates held: the 2 printed on the board plus at most 4 acquired (MR-SETUP-ESTATES, MR-ESTATE-MAX). */
  readonly count: number;
  /** Heads of cattle (1 red token each), one per estate at most (MR-ACT-CATTLE, MR-ESTATE-ONE-THING); 1 at the start. */
  readonly cattle: number;
  /** Castles (2 blue tokens each), one per estate at most (MR-ACT-CASTLE, MR-ESTATE-ONE-THING). */
  readonly castles: number;
  /** Abbeys (3 green tokens each), one per estate at most (MR-ACT-ABBEY, MR-ESTATE-ONE-THING). */
  readonly abbeys: number;
}
/** Everything one clan has. */
export interface Clan {
  /** The clan's court: warriors, bagpipe players and monks. */
  readonly court: Court;
  /** The clan's estates and the cattle, castles and abbeys on them. */
  readonly estates: Estates;
  /** The clan's hidden cards: one per warrior (MR-HAND-FOLLOWS-WARRIORS). */
  readonly hand: Hand;
  /** Victory points on the counting row; the start depends on the player count (MR-SETUP-SCORE). */
  readonly points: number;
}

/** Which event the game expects next. */
export type Phase = "take-tokens" | "act" | "raid-or-exchange" | "score-round" | "over";

/** How the game ended. */
export interface GameResult {
  /** "estate": a revealed estate's number was at most the leader's points (MR-END-ESTATE); "sack": 6 tokens could not be drawn (MR-END-SACK). */
  readonly reason: "estate" | "sack";
  /** The players with the most points: one is a win, several a draw. */
  readonly winners: readonly PlayerId[];
}

/** The whole state. Hidden information (hands, deck order, sack draws) is in it: the state is the referee's view. */
export interface MacRobberState {
  /** The players in clockwise seat order, 3 to 5 (MR-PLAYERS). */
  readonly players: readonly PlayerId[];
  /** Each player's clan board, keyed by player. */
  readonly clans: { readonly [player: string]: Clan };
  /** The tokens in the cloth sack, drawn from in phase 1 (MR-SETUP-SACK, MR-DRAW-SIX). */
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
  /** Who holds the "player begins" marker and starts the round (MR-SETUP-MARKERS, MR-BEGINNER-PASSES). */
  readonly beginner: PlayerId;
  /** Whose turn it is. */
  readonly active: PlayerId;
  /** Who holds the "largest following" marker, or null for nobody (until the first scoring: MR-SETUP-MARKERS, MR-SCORE-YELLOW). */
  readonly largestFollowing: PlayerId | null;
  /** The event the game expects next, or "over". */
  readonly phase: Phase;
  /** The round number, from 1 (MR-ROUND). */
  readonly round: number;
  /** Players in the red area at the end of the previous round (for MR-INT-RED-REACHED). */
  readonly inRedArea: readonly PlayerId[];
  /** The seeded generator's state (MR-CHANCE-SEEDED). */
  readonly rng: number;
  /** How the game ended, or null while it goes on (MR-WINNER). */
  readonly result: GameResult | null;
}

/** The events, one per phase; the state says which comes next (`nextEvent`). */
export type MacRobberEvent =
  | {
      /** Phase 1: the active player draws 6 tokens, or the game ends when the sack cannot give them (MR-DRAW-SIX, MR-END-SACK). */
      readonly kind: "take-tokens";
    }
  | {
      /** Phase 2: the active player takes one or two actions with the drawn tokens (MR-ACT-CHOOSE). */
      readonly kind: "act";
    }
  | {
      /** Phase 3: the active player raids, exchanges cards, or passes (MR-PHASE3-CHOICE). */
      readonly kind: "raid-or-exchange";
    }
  | {
      /** The end of the round: scoring, an estate out of the game, the beginning player passes on (MR-SCORE-COUNTED). */
      readonly kind: "score-round";
    };

/** One action of phase 2, as a pick. */
export type Action =
  | {
      /** 1 drawn red token becomes a head of cattle on a free estate (MR-ACT-CATTLE). */
      readonly action: "cattle";
    }
  | {
      /** 2 drawn blue tokens become a castle on a free estate (MR-ACT-CASTLE). */
      readonly action: "castle";
    }
  | {
      /** 3 drawn green tokens become an abbey on a free estate (MR-ACT-ABBEY). */
      readonly action: "abbey";
    }
  | {
      /** Drawn yellow tokens join the court as warriors, each drawing a card (MR-ACT-WARRIORS). */
      readonly action: "warriors";
      /** How many yellow tokens (exactly 1 or several: MR-INT-ONE-TOKEN). */
      readonly count: number;
    }
  | {
      /** Drawn blue tokens join the court as bagpipe players (MR-ACT-BAGPIPERS). */
      readonly action: "bagpipers";
      /** How many blue tokens (exactly 1 or several: MR-INT-ONE-TOKEN). */
      readonly count: number;
    }
  | {
      /** 1 or 2 drawn green tokens join the court as monks (MR-ACT-MONKS). */
      readonly action: "monks";
      /** How many green tokens: 1 or 2. */
      readonly count: number;
    }
  | {
      /** 1 drawn blue token goes to the sack; take up to 2 tokens of different colours from fellow players' courts (MR-ACT-BARD). */
      readonly action: "bard";
      /** The tokens taken, at most 2 of different colours (whose courts: MR-INT-BARD-VICTIM). */
      readonly take: readonly {
        /** The fellow player whose court gives the token (never below 3 warriors: MR-WARRIORS-MIN). */
        readonly from: PlayerId;
        /** The token's colour (tokens on estates cannot be taken). */
        readonly colour: "yellow" | "blue" | "green";
      }[];
      /** The colour of the taken token that goes to the own court, or null when all go to the sack (MR-INT-BARD-SECOND). */
      readonly keep: "yellow" | "blue" | "green" | null;
    }
  | {
      /** Pay into the sack and take the top estate tile (MR-ACT-ESTATE, MR-ESTATE-MAX). */
      readonly action: "estate";
      /** The price: "red" is 1 yellow and 1 red, "green" is 1 yellow and 2 green. */
      readonly pay: "red" | "green";
      /** The part of the price paid from the own court instead of the drawn tokens (MR-ESTATE-PAY-COURT). */
      readonly fromCourt: {
        /** Warriors paid from the court: 0 or 1 (never below 3 warriors: MR-WARRIORS-MIN). */
        readonly yellow: number;
        /** Monks paid from the court: 0 to 2, and only with the "green" price. */
        readonly green: number;
      };
    };
/** The action names. */
export type ActionName = Action["action"];

/** Phase 3, as a pick. */
export type Phase3Pick =
  | {
      /** Raid a fellow player: three combat rounds (MR-RAID-ROUNDS). */
      readonly do: "raid";
      /** The defender; both sides need at least 3 cards. */
      readonly target: PlayerId;
    }
  | {
      /** Put 3 cards (1 to 3 under MR-INT-EXCHANGE-COUNT "up-to-three") on the return deck and draw as many (MR-EXCHANGE). */
      readonly do: "exchange";
      /** The card values thrown, lowest first. */
      readonly cards: readonly CardValue[];
    }
  | {
      /** Do neither (MR-PHASE3-CHOICE). */
      readonly do: "pass";
    };
/** A card laid in a combat round, with or without a bagpipe player on it. */
export interface CombatPick {
  /** The card's value, 1 to 4 (MR-RAID-ROUNDS). */
  readonly card: CardValue;
  /** Whether a bagpipe player from the court is put on the card for +1; it then goes to the sack (MR-RAID-PIPER). */
  readonly piper: boolean;
}
/** What a winning attacker takes. */
export type LootPick = "castle" | "abbey" | "cattle" | "nothing";

/** Why victory points changed (the only causes there are). */
export type PointsReason =
  | "raid-won"
  | "raid-defended"
  | "raid-lost"
  | "raid-drawn"
  | "green"
  | "red"
  | "red-majority"
  | "blue";

/** What happened. Every effect cites its rule ids. */
export type MacRobberEffect = Effect &
  (
    | {
        /** Tokens came out of the sack into the player's drawn tokens (MR-DRAW-SIX, MR-FOLLOWING-REDRAW). */
        readonly type: "tokens-drawn";
        /** The active player. */
        readonly player: PlayerId;
        /** The tokens drawn. */
        readonly tokens: Tokens;
      }
    | {
        /** Drawn tokens went back into the sack: a redraw (MR-FOLLOWING-REDRAW) or unused after the actions (MR-ACT-RETURN-UNUSED). */
        readonly type: "tokens-returned";
        /** The active player. */
        readonly player: PlayerId;
        /** The tokens put back. */
        readonly tokens: Tokens;
      }
    | {
        /** The player carried out one action of phase 2 (MR-ACT-CHOOSE). */
        readonly type: "action";
        /** The active player. */
        readonly player: PlayerId;
        /** The action, as picked. */
        readonly action: Action;
      }
    | {
        /** No action was legal, so phase 2 passed (MR-ACT-NONE-LEGAL). */
        readonly type: "no-action";
        /** The active player. */
        readonly player: PlayerId;
      }
    | {
        /** The player took the top estate tile (MR-ACT-ESTATE). */
        readonly type: "estate-taken";
        /** The player who paid for it. */
        readonly player: PlayerId;
        /** The tile's number (30 to 42), as the referee knows it; it stays numbered side down on the clan board, hidden from the other players. */
        readonly tile: number;
        /** Whether its owner looked at the number (MR-INT-ESTATE-LOOK "owner-looks"); nobody else sees it. */
        readonly looked: boolean;
      }
    | {
        /** The player drew cards from the deck (MR-HAND-FOLLOWS-WARRIORS, MR-RAID-DRAW, MR-EXCHANGE). */
        readonly type: "cards-drawn";
        /** Who drew. */
        readonly player: PlayerId;
        /** The values drawn, in order. */
        readonly cards: readonly CardValue[];
      }
    | {
        /** The player put cards of its choice on the return deck (MR-HAND-FOLLOWS-WARRIORS, MR-RAID-DRAW). */
        readonly type: "cards-discarded";
        /** Who discarded. */
        readonly player: PlayerId;
        /** The values discarded, in order. */
        readonly cards: readonly CardValue[];
      }
    | {
        /** The deck ran out and the return deck was shuffled into a new one (MR-INT-DECK-EMPTY "reshuffle"). */
        readonly type: "deck-reshuffled";
        /** How many cards the new deck has. */
        readonly cards: number;
      }
    | {
        /** The deck ran out and no more cards could be drawn (MR-INT-DECK-EMPTY). */
        readonly type: "deck-empty";
        /** Who was drawing. */
        readonly player: PlayerId;
        /** How many cards the player could not draw. */
        readonly missing: number;
      }
    | {
        /** One of the three combat rounds of a raid (MR-RAID-ROUNDS, MR-RAID-ROUND-WIN). */
        readonly type: "combat-round";
        /** Which round, 1 to 3. */
        readonly round: number;
        /** The attacker's card and bagpipe player. */
        readonly attacker: CombatPick;
        /** The defender's card and bagpipe player. */
        readonly defender: CombatPick;
        /** The side with the higher value, or "draw" on equal values. */
        readonly winner: "attacker" | "defender" | "draw";
      }
    | {
        /** A raid's result after its three rounds (MR-RAID-RESULT). */
        readonly type: "raid";
        /** The active player, who raided. */
        readonly attacker: PlayerId;
        /** The fellow player raided. */
        readonly defender: PlayerId;
        /** The side that won the raid (MR-INT-RAID-WIN: more rounds than the other, or 2 of the 3), or "draw". */
        readonly result: "attacker" | "defender" | "draw";
      }
    | {
        /** What the winning attacker took from the defender (MR-RAID-ATTACKER-WINS). */
        readonly type: "loot";
        /** The winning attacker. */
        readonly attacker: PlayerId;
        /** The beaten defender. */
        readonly defender: PlayerId;
        /** What was taken: a castle, an abbey, a head of cattle, or nothing. */
        readonly loot: LootPick;
        /** Where it went: "estate" (stolen cattle on a free estate of the attacker; MR-INT-STOLEN-CATTLE), "sack", or null when nothing was taken. */
        readonly to: "estate" | "sack" | null;
      }
    | {
        /** The player exchanged cards instead of raiding: 3, or 1 to 3 under MR-INT-EXCHANGE-COUNT "up-to-three" (MR-EXCHANGE). */
        readonly type: "exchange";
        /** The active player. */
        readonly player: PlayerId;
        /** The values put on the return deck. */
        readonly cards: readonly CardValue[];
      }
    | {
        /** A player's victory points changed. */
        readonly type: "points";
        /** Whose points. */
        readonly player: PlayerId;
        /** The change actually made (a loss may be cut by MR-INT-SCORE-FLOOR). */
        readonly delta: number;
        /** Why: a raid result or a colour's scoring. */
        readonly reason: PointsReason;
      }
    | {
        /** Scoring decided who holds the "largest following" marker (MR-SCORE-YELLOW). */
        readonly type: "largest-following";
        /** The holder, or null for nobody. */
        readonly player: PlayerId | null;
        /** Whether the marker changed hands. */
        readonly changed: boolean;
      }
    | {
        /** After scoring, the top estate tile left the game (MR-ROUND-ESTATE-OUT, MR-ROUND-RED-AREA). */
        readonly type: "estate-out";
        /** The tile's number when revealed; null when it left the game face down (nobody sees it) or none was left. */
        readonly tile: number | null;
        /** Whether it was turned face up because a player reached the red area. */
        readonly revealed: boolean;
        /** Whether a tile left the game at all: false only when the estate deck was already empty. */
        readonly removed: boolean;
      }
    | {
        /** The "player begins" marker passed on for the next round (MR-BEGINNER-PASSES). */
        readonly type: "beginner";
        /** The new beginning player. */
        readonly player: PlayerId;
      }
    | {
        /** A player's turn began (MR-ROUND, MR-TURN-PHASES). */
        readonly type: "turn";
        /** Whose turn. */
        readonly player: PlayerId;
      }
    | {
        /** The game ended (MR-END-ESTATE or MR-END-SACK, MR-WINNER). */
        readonly type: "game-over";
        /** How it ended and who won. */
        readonly result: GameResult;
      }
  );
