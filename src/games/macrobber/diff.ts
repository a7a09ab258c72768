// The first place where what a trace claims differs from what the rules give, as a JSON path into
// the trace line (`$.state.clans["ann"].points`) with both values. Keys that are player names are
// written in brackets, as the rules write them in their own error paths.
import type { MacRobberEffect } from "../../../spec/macrobber/index.js";
import { canonical } from "../../dsl/choice-points.js";

/** Where a claim differs from the rules, and what each side says (as short JSON text). */
export interface Difference {
  readonly path: string;
  readonly claimed: string;
  readonly expected: string;
  /** Index of the effect it is in, when the difference is in `effects`. */
  readonly effect?: number;
}

const NOTHING = "nothing";
const shown = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Path step for an object key: `.points`, or `["ann"]` for player names and odd keys. */
const keyStep = (key: string, players: ReadonlySet<string>): string => (/^[A-Za-z_]\w*$/.test(key) && !players.has(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** The first difference between `claimed` and `expected` (whole values, keys in the rules' order). */
export function firstDifference(claimed: unknown, expected: unknown, path: string, players: ReadonlySet<string>): Difference | null {
  if (Array.isArray(claimed) && Array.isArray(expected)) {
    for (let i = 0; i < Math.max(claimed.length, expected.length); i++) {
      const at = `${path}[${i}]`;
      if (i >= claimed.length) return { path: at, claimed: `${NOTHING} (the list ends after ${claimed.length})`, expected: shown(expected[i]) };
      if (i >= expected.length) return { path: at, claimed: shown(claimed[i]), expected: `${NOTHING} (the list ends after ${expected.length})` };
      const d = firstDifference(claimed[i], expected[i], at, players);
      if (d) return d;
    }
    return null;
  }
  if (isObject(claimed) && isObject(expected)) {
    for (const key of Object.keys(expected)) {
      const at = path + keyStep(key, players);
      if (!Object.hasOwn(claimed, key)) return { path: at, claimed: NOTHING, expected: shown(expected[key]) };
      const d = firstDifference(claimed[key], expected[key], at, players);
      if (d) return d;
    }
    for (const key of Object.keys(claimed)) {
      if (!Object.hasOwn(expected, key)) return { path: path + keyStep(key, players), claimed: shown(claimed[key]), expected: "no such field" };
    }
    return null;
  }
  return canonical(claimed) === canonical(expected) ? null : { path, claimed: shown(claimed), expected: shown(expected) };
}

/**
 * The first difference between claimed effects and the rules' effects: one for one, in order; each
 * claimed effect's `type` and whatever other fields it gives are compared (fields it leaves out are not).
 */
export function firstEffectDifference(claimed: readonly Record<string, unknown>[], expected: readonly MacRobberEffect[], players: ReadonlySet<string>): Difference | null {
  for (let i = 0; i < Math.max(claimed.length, expected.length); i++) {
    const at = `$.effects[${i}]`;
    const c = claimed[i];
    const e = expected[i] as unknown as Record<string, unknown> | undefined;
    if (c === undefined) return { path: at, claimed: `${NOTHING} (the trace lists ${claimed.length} effects)`, expected: `${expected.length} effects, the next ${shown(e)}`, effect: i };
    if (e === undefined) return { path: at, claimed: shown(c), expected: `no more effects (${expected.length} in all)` };
    if (c["type"] !== e["type"]) return { path: `${at}.type`, claimed: shown(c["type"]), expected: shown(e["type"]), effect: i };
    for (const key of Object.keys(c)) {
      const field = at + keyStep(key, players);
      if (!Object.hasOwn(e, key)) return { path: field, claimed: shown(c[key]), expected: "no such field", effect: i };
      const d = firstDifference(c[key], e[key], field, players);
      if (d) return { ...d, effect: i };
    }
  }
  return null;
}
