// The Robbers' domain as types: players in turn order, scoring figures on a 50-space loop,
// robbers in supply or on a space; the events that drive a game; the picks a player can make;
// and the effects a step reports. Plain immutable data, so states serialise as JSON.

/** A player's name, as given in `players` (turn order); it keys every per-player record of the state. */
export type PlayerId = string;
/** A scoring figure: the meeple on the scoreboard, or the messenger (only with The Messages). */
export type FigureKind = "meeple" | "messenger";

/** A player's scoring figures, as the points each has recorded. Messenger only with The Messages. */
export interface Figures {
  /** Points recorded by the scoring figure every game has. */
  readonly meeple: number;
  /** Points recorded by the messenger (The Messages); absent without it. */
  readonly messenger?: number;
}

/**
 * Everything the robbers' rules need to know about a game, and nothing else: no tiles, no map.
 * Plain immutable JSON; `step` returns a new state and never changes the one it was given.
 */
export interface RobbersState {
  /** Turn order. 2 to 6 players (six robbers in the box). */
  readonly players: readonly PlayerId[];
  /** Whether The Messages is in play (each player then also has a messenger). */
  readonly messages: boolean;
  /** Whose turn it is. */
  readonly active: PlayerId;
  /** Each player's scoring figures, as the points each has recorded (its position is that score modulo 50). */
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
/** Every award source, in the order forms and schemas list them. */
export const AWARD_SOURCES: readonly AwardSource[] = [
  "feature",
  "fairy",
  "wheel-of-fortune",
  "catapult",
  "message",
  "other",
];

/** Points one player scores at a scoring moment; a robber beside the figure that moves may steal half. */
export interface Award {
  /** Who scores. */
  readonly player: PlayerId;
  /** How many points (0 is allowed: see INT-ZERO-POINTS). */
  readonly points: number;
  /** What the points are for (a feature, the fairy, a message...). */
  readonly source: AwardSource;
  /** Free text such as "road" or "city", for people reading a log. */
  readonly label?: string;
}

/** Why a figure moves back: paying at a bazaar auction, paying a tower ransom, or something else. */
export type BackwardSource = "bazaar" | "tower" | "other";
/** Every backward source, in the order forms and schemas list them. */
export const BACKWARD_SOURCES: readonly BackwardSource[] = ["bazaar", "tower", "other"];

/**
 * Something that happens in a game and that the robbers' rules react to. The rest of the game
 * (tiles, features, followers) is outside the specification: an event says only what the robbers
 * need to know, such as who scores how much at a moment.
 */
export type RobbersEvent =
  /** The active player has placed a tile with a bag: the robber placement step opens. */
  | {
      /** A tile with a bag was placed. */
      readonly kind: "bag-tile";
    }
  /** Awards scored at one moment (all features one tile completes, or a fairy point alone...). */
  | {
      /** Points were scored. */
      readonly kind: "moment";
      /** Every award of the moment; each player orders its own and picks the figure that moves for each. */
      readonly awards: readonly Award[];
    }
  /** One figure moves back (bazaar payment, tower ransom). */
  | {
      /** A figure moves back. */
      readonly kind: "backward";
      /** Whose figure. */
      readonly player: PlayerId;
      /** Which of its figures. */
      readonly figure: FigureKind;
      /** How many points it goes back (at least 1). */
      readonly points: number;
      /** Why it goes back. */
      readonly source: BackwardSource;
    }
  /** The turn passes to `player`. */
  | {
      /** A new turn begins. */
      readonly kind: "turn";
      /** Whose turn it is now. */
      readonly player: PlayerId;
    }
  /** The game is over: robbers still on the scoreboard pay their bonus. */
  | {
      /** The game ends. */
      readonly kind: "game-end";
    };

/** The kinds of event, for code that dispatches on `event.kind`. */
export type EventKind = RobbersEvent["kind"];

// ---- picks (what a player chooses at a choice point) ----

/** `place` a robber from supply, `move` one already on the scoreboard, or `decline`. */
export type PlacePick =
  | {
      /** Put the robber from supply onto the scoreboard. */
      readonly action: "place";
      /** The space it goes to (a space key: see `spaceOf`). */
      readonly at: number;
    }
  | {
      /** Move the robber already on the scoreboard. */
      readonly action: "move";
      /** The space it moves to. */
      readonly at: number;
    }
  | {
      /** Do not place (or move) the robber. */
      readonly action: "decline";
    };
/** A player's order of its awards in a moment and the figure that moves for each (award = index in the event). */
export interface PlanPick {
  /** The player's awards in the order it scores them, each with the figure that records it. */
  readonly sequence: readonly {
    /** Index of the award in the event's `awards`. */
    readonly award: number;
    /** The figure that moves for it. */
    readonly figure: FigureKind;
  }[];
}
/** Which movement a robber steals from: the victim and the figure whose movement it is. */
export interface StealPick {
  /** The player robbed (never the robber's owner: RB-STEAL-SELF). */
  readonly victim: PlayerId;
  /** The victim's figure whose movement is robbed. */
  readonly figure: FigureKind;
}
/** Which of the thief's figures records the rogue points. */
export interface FigurePick {
  /** The thief's figure that moves. */
  readonly figure: FigureKind;
}
/** Which rogue movement a robber follows when more than one leaves its space. */
export interface FollowPick {
  /** The player whose rogue movement the robber follows. */
  readonly thief: PlayerId;
  /** The thief's figure that made that movement. */
  readonly figure: FigureKind;
}
/** On a backward move: go back with the figure, or stay with the figures that remain. */
export interface BackwardPick {
  /** `follow`: the robber goes back with the figure; `stay`: it keeps its space. */
  readonly action: "follow" | "stay";
}

// ---- effects ----

/**
 * What every Robbers effect carries: the rule ids behind it, most direct first. `rules` holds every
 * rule whose condition held in this step and that the effect rests on, each once (an edition's id
 * only while it is in force, beside the rule it changes; an interpretation only where its readings
 * would differ; a landing on a dark space that drew nothing also names the rule that refused the
 * message). `decidedBy` picks out of them the rules that decided the effect: the rule that produces
 * it, the rule behind a choice among alternatives, and the edition or reading that gave it its form.
 */
export interface Cites {
  /** Every rule (rule of play, edition, interpretation) whose condition held and that this effect rests on, each once. */
  readonly rules: readonly string[];
  /** The rules among `rules` that decided this effect, as opposed to those only consulted; never empty. */
  readonly decidedBy: readonly string[];
}

/**
 * Something that happened during a step, with the rule ids behind it (`rules`). A step's effects,
 * in order, tell the whole story of the event; `describeEffect` says each one in words.
 */
export type RobbersEffect = Cites &
  (
    | {
        /** A robber went from supply onto the scoreboard. */
        readonly type: "robber-placed";
        /** The robber's owner. */
        readonly player: PlayerId;
        /** The space it was placed on. */
        readonly at: number;
      }
    | {
        /** A robber already on the scoreboard moved. */
        readonly type: "robber-moved";
        /** The robber's owner. */
        readonly player: PlayerId;
        /** The space it left. */
        readonly from: number;
        /** The space it moved to. */
        readonly to: number;
      }
    | {
        /** A player offered a placement chose not to place. */
        readonly type: "placement-declined";
        /** The player who declined. */
        readonly player: PlayerId;
      }
    | {
        /** A player was not offered a placement. */
        readonly type: "placement-skipped";
        /** The player passed over. */
        readonly player: PlayerId;
        /** Why, in words (e.g. its robber is already on the scoreboard). */
        readonly reason: string;
      }
    | {
        /** A scoring figure moved on the scoreboard. */
        readonly type: "figure-moved";
        /** The figure's owner. */
        readonly player: PlayerId;
        /** Which figure. */
        readonly figure: FigureKind;
        /** The points it had recorded before. */
        readonly from: number;
        /** The points it has recorded now. */
        readonly to: number;
        /** Points gained (negative for a backward move). */
        readonly points: number;
        /** Why it moved: an award, a backward move, rogue points from a theft, or the robbers' final bonus. */
        readonly source: AwardSource | BackwardSource | "rogue" | "robber-bonus";
        /** Index of the award in the event, when the movement scores one. */
        readonly award?: number;
      }
    | {
        /** A robber stole from a movement. */
        readonly type: "steal";
        /** The robber's owner, who gains the rogue points. */
        readonly thief: PlayerId;
        /** The player robbed (who keeps its points: RB-STEAL-KEEP). */
        readonly victim: PlayerId;
        /** The victim's figure whose movement was robbed. */
        readonly figure: FigureKind;
        /** The points of that movement. */
        readonly points: number;
        /** The points stolen: half of `points`, rounded up. */
        readonly amount: number;
        /** The space the robber stole on. */
        readonly at: number;
      }
    | {
        /** A robber went back to its owner's supply. */
        readonly type: "robber-returned";
        /** The robber's owner. */
        readonly player: PlayerId;
      }
    | {
        /** A robber moved with a figure that left its space (rogue points, or a figure going back). */
        readonly type: "robber-followed";
        /** The robber's owner. */
        readonly player: PlayerId;
        /** The space it left. */
        readonly from: number;
        /** The space it moved to. */
        readonly to: number;
        /** Whose figure it followed. */
        readonly owner: PlayerId;
        /** Which of that player's figures. */
        readonly figure: FigureKind;
      }
    | {
        /** A robber beside a figure that moved neither stole nor followed; the rules it cites say why. */
        readonly type: "robber-stayed";
        /** The robber's owner. */
        readonly player: PlayerId;
        /** The space it stays on. */
        readonly at: number;
      }
    | {
        /** A player drew a message (The Messages): its figure ended on a dark space. */
        readonly type: "message-drawn";
        /** The player who draws. */
        readonly player: PlayerId;
        /** The figure that reached the dark space. */
        readonly figure: FigureKind;
        /** The dark square reached (0, 5, ..., 45). */
        readonly at: number;
      }
    | {
        /** A player's turn began. */
        readonly type: "turn-started";
        /** Whose turn it is. */
        readonly player: PlayerId;
      }
    | {
        /** The game ended. */
        readonly type: "game-ended";
      }
  );
