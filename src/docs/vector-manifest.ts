// A game's conformance vectors as its manifest lists them (`fixtures/vectors/.../manifest.json`,
// written with the vectors), for the rule pages and the traceability report: which vectors exercise
// a rule, which target it, and which expect it to refuse.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ManifestVector, MistakeDocs, VectorSuite } from "../kit/game-docs.js";

export type { ManifestVector, VectorSuite };

/** Read the manifest in `folder` (relative to `root`); a missing manifest is an empty suite. */
export function readVectorSuite(root: string, folder: string): VectorSuite {
  const file = join(root, folder, "manifest.json");
  if (!existsSync(file)) return { folder, list: [] };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { vectors: ManifestVector[] };
  return { folder, list: manifest.vectors };
}

/** The known mistakes of a game's kill matrix (`npm run kill-matrix`; a missing file: none). */
export function readMistakes(root: string, file: string): MistakeDocs[] {
  const path = join(root, file);
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, "utf8")) as { misreadings: MistakeDocs[] }).misreadings;
}

/** The vectors of a suite that exercise or target `rule`, positives first. */
export const vectorsFor = (suite: VectorSuite | undefined, rule: string): ManifestVector[] =>
  (suite?.list ?? [])
    .filter((v) => v.rules.includes(rule) || v.anchors.includes(rule))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "positive" ? -1 : 1));
