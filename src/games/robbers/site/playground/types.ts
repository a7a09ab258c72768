// The playground's data: the form as the user typed it (strings, so bad input can be reported
// beside its field), the worked examples the generator embeds in the page, and field errors.

import type { RobbersEvent, RobbersState } from "../../../../../spec/robbers/index.js";
import type { Expect } from "../../formats/fixture.js";

export interface PlayerRow {
  name: string;
  meeple: string;
  messenger: string;
  /** Empty for the supply, else a square. */
  robber: string;
}

export interface AwardRow {
  /** Index into `players`. */
  player: number;
  points: string;
  source: string;
  label: string;
}

/** The kinds of event the playground asks about, in the order its menu lists them. */
export const EVENT_KINDS = ["bag-tile", "moment", "backward", "turn", "game-end"] as const;
export type EventKindChoice = (typeof EVENT_KINDS)[number];

/** The fields of a backward move (bazaar payment, tower ransom). */
export interface BackwardRow {
  /** Index into `players`. */
  player: number;
  figure: string;
  points: string;
  source: string;
}

export interface FormModel {
  edition: string;
  readings: Record<string, string>;
  messages: boolean;
  /** Index into `players` of the active player. */
  active: number;
  players: PlayerRow[];
  /** Which event is asked about. */
  eventKind: EventKindChoice;
  /** The scoring moment's awards (event kind `moment`). */
  awards: AwardRow[];
  /** The backward move (event kind `backward`). */
  backward: BackwardRow;
  /** Whose turn begins (event kind `turn`): index into `players`. */
  turnPlayer: number;
  /** Carried over from a loaded example or address (not edited in the form). */
  bagTiles: number;
  messagesDrawn: Record<string, number>;
  ended: boolean;
  /** The worked example the form was loaded from, if it has not been changed since. */
  example: string | null;
}

/** One moment of a worked example, ready to load into the form (computed by the site generator). */
export interface PlaygroundExample {
  /** `fixture-id#step`. */
  readonly key: string;
  readonly fixture: string;
  readonly title: string;
  readonly step: number;
  readonly label: string;
  readonly edition: string;
  readonly interpretations: Readonly<Record<string, string>>;
  readonly state: RobbersState;
  readonly event: RobbersEvent;
  /** The options the source lists, with what it says about each. */
  readonly options: readonly { readonly label: string; readonly expect: Expect }[];
}

/** A message to show beside one field (`field` is the input's id). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  readonly rules?: readonly string[];
}
