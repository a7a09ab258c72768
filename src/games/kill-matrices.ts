// The kill matrix of every game's committed vectors (src/conform/kill-matrix.ts), computed the same
// way for the file `npm run kill-matrix` writes and for the test that checks it.
import { join } from "node:path";
import { type FaultDictionary, faultDictionary, faultDictionaryFile } from "../conform/fault-dictionary.js";
import { type KillMatrix, killMatrix } from "../conform/kill-matrix.js";
import { listVectors, type ReadyVector, readyVector } from "../conform/vectors.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { formatInputError } from "../oracle/input-error.js";
import { REGISTRY } from "./registry.js";

/** Every game with conformance vectors (the registry's order), where its kill matrix and its fault dictionary are committed (relative to the package root). */
export const KILL_MATRICES: readonly {
  game: AnyGame;
  conformance: GameConformance;
  file: string;
  dictionary: string;
}[] = await Promise.all(
  REGISTRY.flatMap((r) => (r.conformance === undefined ? [] : [{ game: r.game, load: r.conformance }])).map(
    async (k) => ({
      game: k.game,
      conformance: await k.load(),
      file: `fixtures/kill-matrix/${k.game.id}.json`,
      dictionary: faultDictionaryFile(k.game.id),
    }),
  ),
);

/** One game's committed vectors, ready to run. */
async function committedVectors(root: string, game: AnyGame, conformance: GameConformance): Promise<ReadyVector[]> {
  const listed = await listVectors(game, conformance, join(root, conformance.vectorsDir));
  if (!listed.ok) throw new Error(formatInputError(listed.error));
  const ready: ReadyVector[] = [];
  for (const v of listed.value) {
    const r = readyVector(game, v);
    if (!r.ok) throw new Error(formatInputError(r.error));
    ready.push(r.value);
  }
  return ready;
}

/** The kill matrix of one game's committed vectors. */
export async function committedKillMatrix(
  root: string,
  game: AnyGame,
  conformance: GameConformance,
): Promise<KillMatrix> {
  return killMatrix(game, conformance, await committedVectors(root, game, conformance));
}

/** The fault dictionary of one game's committed vectors. */
export async function committedFaultDictionary(
  root: string,
  game: AnyGame,
  conformance: GameConformance,
): Promise<FaultDictionary> {
  return faultDictionary(game, conformance, await committedVectors(root, game, conformance));
}

/** A dictionary as its file holds it: one vector a line, so a regenerated file diffs by vector. */
export function dictionaryText(d: FaultDictionary): string {
  const vectors = Object.entries(d.vectors).map(([id, e]) => `    ${JSON.stringify(id)}: ${JSON.stringify(e)}`);
  return [
    "{",
    `  "format": ${JSON.stringify(d.format)},`,
    `  "game": ${JSON.stringify(d.game)},`,
    `  "hypotheses": ${JSON.stringify(d.hypotheses)},`,
    `  "vectors": {`,
    vectors.join(",\n"),
    "  }",
    "}",
    "",
  ].join("\n");
}
