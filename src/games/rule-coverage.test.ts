// Every rule of a game is exercised by some committed vector: its id is in the vector's `rules`
// (positive vectors list every rule their outcomes consult; negative ones the rules that refuse them).
// A rule no vector exercises can be broken by an engine without any vector failing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KILL_MATRICES } from "./kill-matrices.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Rules no committed vector exercises yet, per game, each with the reason; the list may only shrink
 * (a rule listed here that a vector does exercise fails the test).
 */
const NOT_YET: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  macrobber: Object.fromEntries(
    [
      "MR-PLAYERS",
      "MR-COMPONENTS",
      "MR-TOKEN-MEANING",
      "MR-SETUP-COURT",
      "MR-SETUP-ESTATES",
      "MR-SETUP-SCORE",
      "MR-SETUP-SACK",
      "MR-SETUP-CARDS",
      "MR-SETUP-MARKERS",
    ]
      .map((id): [string, string] => [id, "checked when a game is arranged; no event a vector asks about cites it"])
      .concat([["MR-ACT-NONE-LEGAL", "no drawn situation leaves phase 2 without a legal action"]]),
  ),
};

/** The rule ids the vectors of a folder exercise. */
function exercised(dir: string): Set<string> {
  const out = new Set<string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".json") || f === "manifest.json") continue;
    for (const id of (JSON.parse(readFileSync(join(dir, f), "utf8")) as { rules?: string[] }).rules ?? []) out.add(id);
  }
  return out;
}

describe.each(KILL_MATRICES.map((k) => [k.game.id, k] as const))("the vectors of %s", (_id, k) => {
  it("exercise every rule (kind `rule`) of the ruleset", () => {
    const rules = k.game.ruleset.rules.filter((r) => r.kind === "rule").map((r) => r.id as string);
    const seen = exercised(join(root, k.conformance.vectorsDir));
    expect(rules.length).toBeGreaterThan(10);
    const allowed = NOT_YET[k.game.id] ?? {};
    expect(rules.filter((id) => !seen.has(id) && !Object.hasOwn(allowed, id))).toEqual([]);
    expect(Object.keys(allowed).filter((id) => seen.has(id))).toEqual([]);
  });
});
