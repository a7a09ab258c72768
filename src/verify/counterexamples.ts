// A game's counterexample fixtures (fixtures/counterexamples/ for The Robbers) for the docs: for an
// interpretation, each non-default reading the exhaustive check ran, the invariant it breaks (if
// any) and the shortest trace showing it. Reads only node:fs and node:path, so the docs generator
// can call it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReadingCheck } from "../kit/game-docs.js";

/**
 * One reading's entry in fixtures/counterexamples/index.json: a reading check (see `ReadingCheck`)
 * without its trace, with the interpretation it belongs to; `file` is relative to
 * fixtures/counterexamples/.
 */
export interface CounterexampleEntry extends Omit<ReadingCheck, "trace"> {
  /** The interpretation id, e.g. "INT-BACK-STAY-OWN". */
  readonly interpretation: string;
}

/** An entry with its trace read (`<game>-trace/1`, replayable with `<game> check`). */
export interface Counterexample extends CounterexampleEntry {
  readonly trace: unknown;
}

/** Every entry of the index in `dir` (empty when the index has not been written). */
export function counterexampleIndex(dir: string): CounterexampleEntry[] {
  const file = join(dir, "index.json");
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { entries?: CounterexampleEntry[] };
  if (!Array.isArray(parsed.entries)) throw new Error(`${file}: $.entries must be a list of counterexample entries`);
  return parsed.entries;
}

/**
 * The exhaustive check's findings for one interpretation: for each non-default reading, the
 * invariant it breaks and the shortest trace showing it, or an entry saying nothing broke within
 * the bound. Empty when the interpretation was not explored.
 * @example
 * for (const c of counterexamplesFor("INT-BACK-STAY-OWN", ROBBERS_COUNTEREXAMPLES)) console.log(c.reading, c.invariant, c.length);
 */
export function counterexamplesFor(interpretationId: string, dir: string): Counterexample[] {
  return counterexampleIndex(dir)
    .filter((e) => e.interpretation === interpretationId)
    .map((e) => {
      if (e.file === null) return { ...e, trace: null };
      const path = join(dir, e.file);
      if (!existsSync(path))
        throw new Error(
          `${join(dir, "index.json")}: ${interpretationId} "${e.reading}" names ${e.file}, which does not exist`,
        );
      return { ...e, trace: JSON.parse(readFileSync(path, "utf8")) as unknown };
    });
}
