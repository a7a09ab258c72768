// The first place where what a trace claims differs from what the rules give, as a JSON path into
// the trace line (`$.state.clans["ann"].points`) with both values as they are (JSON values, never
// their text) and each in a few words for the report. Keys that are player names are written in
// brackets, as the rules write them in their own error paths. When one side has an item or a
// field the other lacks, the difference is the list or object holding it, so both values exist.
import type { MacRobberEffect } from "../../../spec/macrobber/index.js";
import { canonical } from "../../dsl/choice-points.js";
import { own } from "../../dsl/own.js";

/** Where a claim differs from the rules, what each side holds there, and each in a few words. */
export interface Difference {
  /** JSON path relative to the claims (`$.state...`, `$.effects[2].delta`). */
  readonly path: string;
  /** What the trace claims at `path` (a JSON value). */
  readonly claimed: unknown;
  /** What the rules give at `path` (a JSON value). */
  readonly expected: unknown;
  /** The claimed value in words ("7", "a list of 20 items", `no "dan"`). */
  readonly claimedText: string;
  /** The rules' value in words. */
  readonly expectedText: string;
  /** Index of the effect it is in, when the difference is in `effects`. */
  readonly effect?: number;
}

const shown = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const items = (n: number, noun = "item") => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** Path step for an object key: `.points`, or `["ann"]` for player names and odd keys. */
const keyStep = (key: string, players: ReadonlySet<string>): string =>
  /^[A-Za-z_]\w*$/.test(key) && !players.has(key) ? `.${key}` : `[${JSON.stringify(key)}]`;

/** Two lists that agree as far as the shorter goes: the lists themselves, told by their lengths and the first item only one has. */
function lengths(
  path: string,
  claimed: readonly unknown[],
  expected: readonly unknown[],
  noun: string,
  effect?: number,
): Difference {
  const next = (list: readonly unknown[], n: number) => (list.length > n ? `, the next ${shown(list[n])}` : "");
  return {
    path,
    claimed,
    expected,
    claimedText: `${items(claimed.length, noun)}${next(claimed, expected.length)}`,
    expectedText: `${items(expected.length, noun)}${next(expected, claimed.length)}`,
    ...(effect !== undefined ? { effect } : {}),
  };
}

/** A field only one side has: the objects themselves, told by that field. */
function field(
  path: string,
  claimed: Record<string, unknown>,
  expected: Record<string, unknown>,
  key: string,
  effect?: number,
): Difference {
  const has = (o: Record<string, unknown>) =>
    Object.hasOwn(o, key) ? `${JSON.stringify(key)}: ${shown(own(o, key))}` : `no ${JSON.stringify(key)}`;
  return {
    path,
    claimed,
    expected,
    claimedText: has(claimed),
    expectedText: has(expected),
    ...(effect !== undefined ? { effect } : {}),
  };
}

/** The first difference between `claimed` and `expected` (whole values, keys in the rules' order). */
export function firstDifference(
  claimed: unknown,
  expected: unknown,
  path: string,
  players: ReadonlySet<string>,
): Difference | null {
  if (Array.isArray(claimed) && Array.isArray(expected)) {
    for (let i = 0; i < Math.min(claimed.length, expected.length); i++) {
      const d = firstDifference(claimed[i], expected[i], `${path}[${i}]`, players);
      if (d) return d;
    }
    return claimed.length === expected.length ? null : lengths(path, claimed, expected, "item");
  }
  if (isObject(claimed) && isObject(expected)) {
    for (const key of Object.keys(expected)) {
      if (!Object.hasOwn(claimed, key)) return field(path, claimed, expected, key);
      const d = firstDifference(own(claimed, key), own(expected, key), path + keyStep(key, players), players);
      if (d) return d;
    }
    for (const key of Object.keys(claimed))
      if (!Object.hasOwn(expected, key)) return field(path, claimed, expected, key);
    return null;
  }
  return canonical(claimed) === canonical(expected)
    ? null
    : { path, claimed, expected, claimedText: shown(claimed), expectedText: shown(expected) };
}

/**
 * The first difference between claimed effects and the rules' effects: one for one, in order; each
 * claimed effect's `type` and whatever other fields it gives are compared (fields it leaves out are not).
 */
export function firstEffectDifference(
  claimed: readonly Record<string, unknown>[],
  expected: readonly MacRobberEffect[],
  players: ReadonlySet<string>,
): Difference | null {
  for (let i = 0; i < Math.min(claimed.length, expected.length); i++) {
    const at = `$.effects[${i}]`;
    const c = claimed[i]!;
    const e = expected[i] as unknown as Record<string, unknown>;
    if (c.type !== e.type)
      return {
        path: `${at}.type`,
        claimed: c.type,
        expected: e.type,
        claimedText: shown(c.type),
        expectedText: shown(e.type),
        effect: i,
      };
    for (const key of Object.keys(c)) {
      if (!Object.hasOwn(e, key)) return field(at, c, e, key, i);
      const d = firstDifference(own(c, key), own(e, key), at + keyStep(key, players), players);
      if (d) return { ...d, effect: i };
    }
  }
  if (claimed.length === expected.length) return null;
  // The effect the rules add is the one whose rules explain the difference; a claimed extra one has none.
  return lengths(
    "$.effects",
    claimed,
    expected,
    "effect",
    claimed.length < expected.length ? claimed.length : undefined,
  );
}
