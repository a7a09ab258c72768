// What the playground needs from a game beyond the game contract: how outcomes are grouped for a
// reader (The Robbers: who steals what) and how a pick is said in words. Everything else comes
// from `AnyGame` itself, so one playground core serves every game.
import type { Effect, PathStep } from "../dsl/ruleset.js";
import type { AnyGame } from "../kit/game.js";

/** The group an outcome belongs to: a key (equal keys, same group) and the group in words. */
export interface OutcomeGroupKey {
  readonly key: string;
  readonly words: string;
}

/** A game as the playground uses it: the game contract, plus optional wording and grouping. */
export interface PlaygroundGame {
  readonly game: AnyGame;
  /** The group of an outcome (The Robbers: the thefts); leave out when the game does not group outcomes. */
  groupOf?(after: unknown, effects: readonly Effect[]): OutcomeGroupKey;
  /** A pick in words, given the state before the event and the event; defaults to `game.describe.choice`. */
  choiceWords?(step: PathStep, before: unknown, event: unknown): string;
}

/** A pick in words, through the adapter when it says picks itself. */
export const wordsOfChoice = (pg: PlaygroundGame, step: PathStep, before: unknown, event: unknown): string =>
  pg.choiceWords ? pg.choiceWords(step, before, event) : pg.game.describe.choice(step);
