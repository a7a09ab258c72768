// Every game the project publishes, for the tools that cover them all at once (JSON Schemas,
// traceability). The generic tools take a game; this list derives from the registry (registry.ts).
import type { AnyGame } from "../kit/game.js";
import { REGISTRY } from "./registry.js";

/** The published games in the registry's order: The Robbers first (the main ruleset), then MacRobber. */
export const GAMES: readonly AnyGame[] = REGISTRY.filter((r) => r.published).map((r) => r.game);
