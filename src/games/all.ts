// Every game the project specifies, for the tools that cover them all at once (JSON Schemas,
// traceability, the docs site). The generic tools take a game; only this list names them.
import type { AnyGame } from "../kit/game.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersGame } from "./robbers/index.js";

/** The Robbers first (the main ruleset), then MacRobber. */
export const GAMES: readonly AnyGame[] = [robbersGame, macRobberGame];
