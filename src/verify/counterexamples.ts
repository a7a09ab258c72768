// The counterexample fixtures (fixtures/counterexamples/) for the docs: for an interpretation, each
// non-default reading the exhaustive check ran, the invariant it breaks (if any) and the shortest
// trace showing it. Reads only node:fs and node:path, so the docs generator can call it.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** One reading's entry in fixtures/counterexamples/index.json. */
export interface CounterexampleEntry {
  /** The interpretation id, e.g. "INT-BACK-STAY-OWN". */
  readonly interpretation: string;
  /** The non-default reading explored, e.g. "any-figure". */
  readonly reading: string;
  /** The bound it was explored within (as `describeBound` says it). */
  readonly bound: string;
  /** States explored under this reading (every edition of the bound together). */
  readonly states: number;
  /** The invariant broken ("<registry property>: <part>"), or null when none broke within the bound. */
  readonly invariant: string | null;
  /** What went wrong, in words (null when nothing did). */
  readonly message: string | null;
  /** Events in the shortest counterexample (null when none). */
  readonly length: number | null;
  /** The edition the shortest counterexample was found under (null when none). */
  readonly edition: string | null;
  /** The trace file, relative to fixtures/counterexamples/ (null when none). */
  readonly file: string | null;
}

/** An entry with its trace read (robbers-trace/1, replayable with `robbers check`). */
export interface Counterexample extends CounterexampleEntry {
  readonly trace: unknown;
}

/** The folder of the fixtures: fixtures/counterexamples/ at the repository root. */
export const COUNTEREXAMPLES_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../fixtures/counterexamples");

/** Every entry of the index (empty when the index has not been written). */
export function counterexampleIndex(dir = COUNTEREXAMPLES_DIR): CounterexampleEntry[] {
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
 * for (const c of counterexamplesFor("INT-BACK-STAY-OWN")) console.log(c.reading, c.invariant, c.length);
 */
export function counterexamplesFor(interpretationId: string, dir = COUNTEREXAMPLES_DIR): Counterexample[] {
  return counterexampleIndex(dir)
    .filter((e) => e.interpretation === interpretationId)
    .map((e) => {
      if (e.file === null) return { ...e, trace: null };
      const path = join(dir, e.file);
      if (!existsSync(path)) throw new Error(`${join(dir, "index.json")}: ${interpretationId} "${e.reading}" names ${e.file}, which does not exist`);
      return { ...e, trace: JSON.parse(readFileSync(path, "utf8")) as unknown };
    });
}
