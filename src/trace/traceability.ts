// Traceability, for any game: for every rule id (the inventory first, then the ids the spec adds),
// the spec rule that encodes it, its sources, the handler steps that enforce it, the properties that
// check it and the fixtures that exercise it. Built from the game's docs material only, so it cannot
// drift from the spec, the registry or the fixture files, and one function serves every ruleset.

import { type ManifestVector, vectorsFor } from "../docs/vector-manifest.js";
import { stepsImplementing } from "../dsl/steps.js";
import type { LoadedGameDocs } from "../kit/game-docs.js";

export interface TraceRow {
  readonly id: string;
  readonly inInventory: boolean;
  /** `rule`, `interpretation`, `edition`, or `missing` when the spec has no rule with this id. */
  readonly kind: string;
  readonly title: string;
  /** Each source as `file section (ruling)`. */
  readonly sources: readonly string[];
  /** Where it is enforced: `handler` or `handler/step`. */
  readonly enforcedBy: readonly string[];
  readonly properties: readonly string[];
  readonly fixtures: readonly string[];
  /** Conformance vectors: how many exercise it, how many target it, how many expect it to refuse. */
  readonly vectors: { readonly exercising: number; readonly anchored: number; readonly negative: number };
}

export function traceability(game: LoadedGameDocs): TraceRow[] {
  const inventory = game.inventory.ids;
  const ids = [...inventory, ...game.rules.map((r) => r.id).filter((id) => !inventory.includes(id))];
  return ids.map((id) => {
    const rule = game.rules.find((r) => r.id === id);
    return {
      id,
      inInventory: inventory.includes(id),
      kind: rule?.kind ?? "missing",
      title: rule?.title ?? "(not in the spec)",
      sources: (rule?.sources ?? []).map((s) => `${s.file} ${s.section}${s.ruling ? ` (${s.ruling})` : ""}`),
      enforcedBy: stepsImplementing(game.handlers, id).map((s) =>
        s.step === null ? s.handler : `${s.handler}/${s.step}`,
      ),
      properties: game.properties.entries.filter((p) => p.rules.includes(id)).map((p) => p.name),
      fixtures: game.fixtures.list.filter((f) => f.exercises.includes(id)).map((f) => f.id),
      vectors: vectorCounts(vectorsFor(game.vectors, id), id),
    };
  });
}

function vectorCounts(vectors: readonly ManifestVector[], id: string): TraceRow["vectors"] {
  const positive = vectors.filter((v) => v.kind === "positive");
  return {
    exercising: positive.filter((v) => v.rules.includes(id)).length,
    anchored: positive.filter((v) => v.anchors.includes(id)).length,
    negative: vectors.length - positive.length,
  };
}

/** Inventory ids with no spec rule, no source, or neither a property nor a fixture. */
export const gaps = (rows: readonly TraceRow[]): string[] =>
  rows
    .filter(
      (r) =>
        r.inInventory &&
        (r.kind === "missing" || r.sources.length === 0 || r.properties.length + r.fixtures.length === 0),
    )
    .map((r) => r.id);

/** The table `npm run trace` prints, the same for every game. */
export function traceTable(rows: readonly TraceRow[]): string {
  const head =
    "| id | rule | enforced by | properties | fixtures | vectors (exercise / target / refuse) |\n|---|---|---|---|---|---|";
  const vectors = (v: TraceRow["vectors"]) =>
    v.exercising + v.anchored + v.negative ? `${v.exercising} / ${v.anchored} / ${v.negative}` : "—";
  const body = rows.map(
    (r) =>
      `| ${r.id}${r.inInventory ? "" : " (added)"} | ${r.title} | ${r.enforcedBy.join(", ") || "—"} | ` +
      `${r.properties.join(", ") || "—"} | ${r.fixtures.join(", ") || "—"} | ${vectors(r.vectors)} |`,
  );
  return [head, ...body].join("\n");
}
