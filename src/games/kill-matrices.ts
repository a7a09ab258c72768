// The kill matrix of every game's committed vectors (src/conform/kill-matrix.ts), computed the same
// way for the file `npm run kill-matrix` writes and for the test that checks it.
import { join } from "node:path";
import { type KillMatrix, killMatrix } from "../conform/kill-matrix.js";
import { listVectors, type ReadyVector, readyVector } from "../conform/vectors.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { formatInputError } from "../oracle/input-error.js";
import { macRobberConformance } from "./macrobber/conformance.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersConformance } from "./robbers/conformance.js";
import { robbersGame } from "./robbers/index.js";

/** Every game with conformance vectors, and where its kill matrix is committed (relative to the package root). */
export const KILL_MATRICES: readonly { game: AnyGame; conformance: GameConformance; file: string }[] = [
  { game: robbersGame, conformance: robbersConformance, file: "fixtures/kill-matrix/robbers.json" },
  { game: macRobberGame, conformance: macRobberConformance, file: "fixtures/kill-matrix/macrobber.json" },
];

/** The kill matrix of one game's committed vectors. */
export async function committedKillMatrix(
  root: string,
  game: AnyGame,
  conformance: GameConformance,
): Promise<KillMatrix> {
  const listed = await listVectors(game, conformance, join(root, conformance.vectorsDir));
  if (!listed.ok) throw new Error(formatInputError(listed.error));
  const ready: ReadyVector[] = [];
  for (const v of listed.value) {
    const r = readyVector(game, v);
    if (!r.ok) throw new Error(formatInputError(r.error));
    ready.push(r.value);
  }
  return killMatrix(game, conformance, ready);
}
