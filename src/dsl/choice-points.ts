// Helpers every ruleset needs for its choice points: picks compared by value, and a choice point
// over an explicit list of options. Generic: they know nothing about any game.
import { own } from "./own.js";
import type { ChoicePoint } from "./ruleset.js";

/** Canonical JSON (sorted keys) so picks compare by value whatever their key order. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(",")}}`;
}

/** The first options of a list as canonical JSON, for "not one of the legal options: ..." messages. */
export const listed = (options: readonly unknown[]): string => {
  const shown = options.slice(0, 8).map(canonical).join(" | ");
  return options.length > 8 ? `${shown} | ... (${options.length} in all)` : shown;
};

/**
 * Equality of picks by value. Picks are small flat records of strings and numbers, compared field by
 * field (this runs for every choice a replay makes, so it avoids building strings); anything
 * nested falls back to canonical JSON.
 */
export function samePick(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    a === null ||
    b === null ||
    typeof a !== "object" ||
    typeof b !== "object" ||
    Array.isArray(a) ||
    Array.isArray(b)
  )
    return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    const va = own(ra, k);
    if (va === undefined) continue;
    na++;
    const vb = own(rb, k);
    if (va !== vb && (typeof va !== "object" || canonical(va) !== canonical(vb))) return false;
  }
  let nb = 0;
  for (const k in rb) if (own(rb, k) !== undefined) nb++;
  return na === nb;
}

/** A choice point over an explicit list of options. */
export function listPoint<T>(
  kind: string,
  actor: string,
  rule: string,
  question: string,
  options: readonly T[],
): ChoicePoint<T> {
  return {
    kind,
    actor,
    rule,
    question,
    options: () => options,
    size: () => options.length,
    check: (pick) =>
      options.some((o) => samePick(o, pick))
        ? null
        : `${canonical(pick)} is not one of the legal options: ${listed(options)}`,
  };
}
