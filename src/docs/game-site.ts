// One game as the page generators see it: its loaded docs, where its pages go, and what is worked
// out once from them (the traceability rows, the interpretations touching each rule), plus the one
// thing the site adds (the mutation report, which covers every game).
import type { LoadedGameDocs } from "../kit/game-docs.js";
import { type TraceRow, traceability } from "../trace/traceability.js";
import type { GameLayout } from "./layout.js";
import { interpretationTouches, type Touch } from "./touches.js";

/** The mutation report's score line for this game's ruleset (null when no run mutated it) and where the report's page is (under the pages folder). */
export interface MutationSummary {
  readonly summary: string | null;
  readonly path: string;
}

export interface GameSite {
  readonly game: LoadedGameDocs;
  readonly layout: GameLayout;
  readonly trace: readonly TraceRow[];
  readonly touches: ReadonlyMap<string, readonly Touch[]>;
  readonly mutation: MutationSummary | null;
  /** Pages (under the pages folder) the traceability page holds as children: the mutation report, under the main game. */
  readonly traceChildren: readonly string[];
}

export function gameSite(
  game: LoadedGameDocs,
  layout: GameLayout,
  mutation: MutationSummary | null,
  traceChildren: readonly string[] = [],
): GameSite {
  return {
    game,
    layout,
    trace: traceability(game),
    touches: interpretationTouches(game.rules, game.decisions, game.fixtures.list),
    mutation,
    traceChildren,
  };
}

/** Every id with a page: the traceability rows (inventory first) cover every rule of the spec too. */
export const pageIds = (site: GameSite): string[] => [
  ...new Set([...site.trace.map((r) => r.id), ...site.game.rules.map((r) => r.id)]),
];
