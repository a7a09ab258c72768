// The Robbers' domain as types: players in turn order, scoring figures on a 50-space loop,
// robbers in supply or on a space; the events that drive a game; the picks a player can make;
// and the effects a step reports. Plain immutable data, so states serialise as JSON.

export type PlayerId = string;
export type FigureKind = "meeple" | "messenger";

/** A player's scoring figures, as the points each has recorded. Messenger only with The Messages. */
export interface Figures {
  readonly meeple: number;
  readonly messenger?: number;
}

export interface RobbersState {
  /** Turn order. 2 to 6 players (six robbers in the box). */
  readonly players: readonly PlayerId[];
  /** Whether The Messages is in play (each player then also has a messenger). */
  readonly messages: boolean;
  /** Whose turn it is. */
  readonly active: PlayerId;
  readonly figures: Readonly<Record<PlayerId, Figures>>;
  /** Where each player's robber is: a space key (see `spaceOf`), or `null` for the supply. */
  readonly robbers: Readonly<Record<PlayerId, number | null>>;
  /** Bag tiles placed so far (eight in the game). */
  readonly bagTiles: number;
  /** Messages drawn so far, per player (The Messages). */
  readonly messagesDrawn: Readonly<Record<PlayerId, number>>;
  /** True once the game has ended and the robbers' final bonus is paid. */
  readonly ended: boolean;
}

/** Where a scoring award comes from. Each award is one scoring event (RB-STEAL-PER-EVENT). */
export type AwardSource = "feature" | "fairy" | "wheel-of-fortune" | "catapult" | "message" | "other";
export const AWARD_SOURCES: readonly AwardSource[] = ["feature", "fairy", "wheel-of-fortune", "catapult", "message", "other"];

export interface Award {
  readonly player: PlayerId;
  readonly points: number;
  readonly source: AwardSource;
  /** Free text such as "road" or "city", for people reading a log. */
  readonly label?: string;
}

export type BackwardSource = "bazaar" | "tower" | "other";
export const BACKWARD_SOURCES: readonly BackwardSource[] = ["bazaar", "tower", "other"];

export type RobbersEvent =
  /** The active player has placed a tile with a bag: the robber placement step opens. */
  | { readonly kind: "bag-tile" }
  /** Awards scored at one moment (all features one tile completes, or a fairy point alone...). */
  | { readonly kind: "moment"; readonly awards: readonly Award[] }
  /** One figure moves back (bazaar payment, tower ransom). */
  | { readonly kind: "backward"; readonly player: PlayerId; readonly figure: FigureKind; readonly points: number; readonly source: BackwardSource }
  /** The turn passes to `player`. */
  | { readonly kind: "turn"; readonly player: PlayerId }
  /** The game is over: robbers still on the scoreboard pay their bonus. */
  | { readonly kind: "game-end" };

export type EventKind = RobbersEvent["kind"];

// ---- picks (what a player chooses at a choice point) ----

/** `place` a robber from supply, `move` one already on the scoreboard, or `decline`. */
export type PlacePick = { readonly action: "place"; readonly at: number } | { readonly action: "move"; readonly at: number } | { readonly action: "decline" };
/** A player's order of its awards in a moment and the figure that moves for each (award = index in the event). */
export interface PlanPick {
  readonly sequence: readonly { readonly award: number; readonly figure: FigureKind }[];
}
/** Which movement a robber steals from: the victim and the figure whose movement it is. */
export interface StealPick {
  readonly victim: PlayerId;
  readonly figure: FigureKind;
}
/** Which of the thief's figures records the rogue points. */
export interface FigurePick {
  readonly figure: FigureKind;
}
/** Which rogue movement a robber follows when more than one leaves its space. */
export interface FollowPick {
  readonly thief: PlayerId;
  readonly figure: FigureKind;
}
/** On a backward move: go back with the figure, or stay with the figures that remain. */
export interface BackwardPick {
  readonly action: "follow" | "stay";
}

// ---- effects ----

interface Cites {
  readonly rules: readonly string[];
}
export type RobbersEffect = Cites &
  (
    | { readonly type: "robber-placed"; readonly player: PlayerId; readonly at: number }
    | { readonly type: "robber-moved"; readonly player: PlayerId; readonly from: number; readonly to: number }
    | { readonly type: "placement-declined"; readonly player: PlayerId }
    | { readonly type: "placement-skipped"; readonly player: PlayerId; readonly reason: string }
    | {
        readonly type: "figure-moved";
        readonly player: PlayerId;
        readonly figure: FigureKind;
        readonly from: number;
        readonly to: number;
        readonly points: number;
        readonly source: AwardSource | BackwardSource | "rogue" | "robber-bonus";
        readonly award?: number;
      }
    | {
        readonly type: "steal";
        readonly thief: PlayerId;
        readonly victim: PlayerId;
        readonly figure: FigureKind;
        readonly points: number;
        readonly amount: number;
        readonly at: number;
      }
    | { readonly type: "robber-returned"; readonly player: PlayerId }
    | { readonly type: "robber-followed"; readonly player: PlayerId; readonly from: number; readonly to: number; readonly owner: PlayerId; readonly figure: FigureKind }
    | { readonly type: "robber-stayed"; readonly player: PlayerId; readonly at: number }
    | { readonly type: "message-drawn"; readonly player: PlayerId; readonly figure: FigureKind; readonly at: number }
    | { readonly type: "turn-started"; readonly player: PlayerId }
    | { readonly type: "game-ended" }
  );
