// What the shell needs from one game beyond the playground core: how the table is drawn for a
// viewer (a player's seat or the referee), how an effect and an earlier pick read from that seat
// (hidden information stays hidden), and the limits of the start form. The shell itself knows no
// game: it takes a `PlaygroundGame` and one of these.
import type { Effect, PathStep } from "../../dsl/ruleset.js";
import type { PlayedEvent } from "../../playground/index.js";

/** Who looks at the table: a player's name, or null for the referee (everything shown). */
export type Viewer = string | null;

/** A game's view for the shell. */
export interface GameView {
  /** The players a new game starts with, and how many the form asks for (the rules have the last word). */
  readonly players: { readonly min: number; readonly max: number; readonly example: readonly string[] };
  /** The table as `viewer` sees it, given the events played so far (for what they revealed). */
  table(state: unknown, viewer: Viewer, played: readonly PlayedEvent[]): Node;
  /** An effect in words as `viewer` sees it (another player's cards: only how many). */
  effect(effect: Effect, viewer: Viewer): string;
  /**
   * A pick as `viewer` sees it, given its words and the picks taken after it in the same event
   * (`done`: the event is over). A card laid face down reads "lays a card face down" to the others.
   */
  pickSeen(step: PathStep, words: string, after: readonly PathStep[], done: boolean, viewer: Viewer): string;
  /** Whether a player may see what an option leads to before picking (false when outcomes hold draws the table cannot know yet). */
  readonly previewsForPlayers: boolean;
  /** Whose seat the table is seen from when nobody is deciding (the active player), or null. */
  seatOf(state: unknown): Viewer;
  /** The status line in words, naming `decider` (who decides now, null: nobody); absent: the game's `describe.after`. */
  status?(state: unknown, decider: Viewer): string;
  /** The heading an option is listed under when a decision has many (MacRobber's phase 2: by action); absent: one list. */
  optionGroup?(step: PathStep): string;
  /** What the deciding player holds, shown above the options (a hand, tokens); null: nothing to show. */
  holding?(state: unknown, decider: string, played: readonly PlayedEvent[]): Node | null;
}
