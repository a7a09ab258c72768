// Which vectors `conform` runs: filters over their tags, edition, rules and ids (all must hold),
// and the skip list (known failures, one id a line, # comments), reported as skipped.
import { own } from "../dsl/own.js";
import type { ListedVector } from "./vectors.js";

/** The filters of `conform`; every one given must hold for a vector to be selected. */
export interface Filters {
  /** `key=value` pairs over the tags (`event=moment`, `messages=true`, `readings.INT-ZERO-POINTS=used-up`). */
  readonly tags?: readonly string[];
  /** Editions, any of them. */
  readonly editions?: readonly string[];
  /** Rule ids, any of them: vectors that exercise one. */
  readonly rules?: readonly string[];
  /** Vector ids, any of them. */
  readonly ids?: readonly string[];
}

export type Selected =
  | { readonly ok: true; readonly vectors: readonly ListedVector[] }
  | { readonly ok: false; readonly message: string };

/** A tag's value as text, from `key` or `readings.<id>` (a bare interpretation id reads `readings` too). */
function tagText(v: ListedVector, key: string): string | undefined {
  const [head, ...rest] = key.split(".");
  const sub = rest.join(".");
  if (head === "readings" && sub) return own(v.tags.readings, sub);
  if (!sub && Object.hasOwn(v.tags.readings, key)) return own(v.tags.readings, key);
  const value = own(v.tags, key);
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

/** The vectors every filter admits, in file order; a filter naming nothing that exists is bad usage. */
export function selectVectors(
  all: readonly ListedVector[],
  filters: Filters,
  known: { readonly rules: ReadonlySet<string>; readonly editions: readonly string[] },
): Selected {
  const pairs: [string, string][] = [];
  for (const t of filters.tags ?? []) {
    const eq = t.indexOf("=");
    if (eq <= 0)
      return {
        ok: false,
        message: `--tag ${t}: expected key=value, e.g. event=moment or readings.INT-ZERO-POINTS=used-up`,
      };
    pairs.push([t.slice(0, eq).trim(), t.slice(eq + 1).trim()]);
  }
  for (const e of filters.editions ?? [])
    if (!known.editions.includes(e))
      return {
        ok: false,
        message: known.editions.length
          ? `--edition ${e}: not an edition (${known.editions.join(", ")})`
          : `--edition ${e}: this game has no editions`,
      };
  for (const r of filters.rules ?? [])
    if (!known.rules.has(r))
      return {
        ok: false,
        message: `--rule ${r}: no rule, interpretation or edition has this id (\`rules\` lists them)`,
      };
  const byId = new Set(all.map((v) => v.id));
  for (const id of filters.ids ?? [])
    if (!byId.has(id)) return { ok: false, message: `--ids: no vector ${id} among the ${all.length} vectors` };
  const vectors = all.filter(
    (v) =>
      pairs.every(([k, want]) => tagText(v, k) === want) &&
      (!filters.editions?.length || (v.tags.edition !== undefined && filters.editions.includes(v.tags.edition))) &&
      (!filters.rules?.length || filters.rules.some((r) => v.rules.includes(r) || v.anchors.includes(r))) &&
      (!filters.ids?.length || filters.ids.includes(v.id)),
  );
  if (!vectors.length) return { ok: false, message: `no vector matches the filters (of ${all.length} vectors)` };
  return { ok: true, vectors };
}

/** A skip list's text: one vector id a line; `#` starts a comment; blank lines are ignored. */
export function parseSkipList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => line !== "");
}
