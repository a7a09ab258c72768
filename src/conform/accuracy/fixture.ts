// The seeded sample of cases the test suite replays (fixtures/diagnosis/<game>-<engine>-mutants.json):
// written by the measurement from the cases it ran, read by the test, which applies each mutant
// to a copy of the engine as text, so the suite needs no mutation tool and no Stryker run.
import type { Expectation } from "./annotations.js";
import type { EngineMeasurement } from "./measure.js";
import { type Mutant, seededSample } from "./mutants.js";

/** A committed case: the mutant, the text of its first line, and the rules that line is annotated with. */
export interface FixtureMutant extends Mutant {
  readonly lineText: string;
  readonly expected: Exclude<Expectation, null>;
}

/** The committed sample. */
export interface MutantFixture {
  readonly format: typeof FIXTURE_FORMAT;
  readonly game: string;
  readonly engine: string;
  /** The engine's file the mutants apply to, relative to the package root. */
  readonly source: string;
  readonly seed: number;
  readonly mutants: readonly FixtureMutant[];
}

const FIXTURE_FORMAT = "diagnosis-mutants/1";

/** A seeded sample of `size` of the measurement's cases (mutants the suite sees, on annotated lines). */
/** Slowest conform run (seconds) a case of the test suite's sample may have taken in the measurement. */
const MAX_FIXTURE_SECONDS = 30;

export function fixtureOf(
  game: string,
  m: EngineMeasurement,
  source: string,
  size: number,
  seed: number,
): MutantFixture {
  const lines = source.split("\n");
  return {
    format: FIXTURE_FORMAT,
    game,
    engine: m.engine.id,
    source: m.engine.source,
    seed,
    // A mutant that stops answering is waited on reply after reply (minutes): the test suite's
    // time is bounded, so the sample is drawn from the cases that ran in reasonable time.
    mutants: seededSample(
      m.cases.filter((c) => c.run.seconds <= MAX_FIXTURE_SECONDS),
      size,
      seed,
    ).map((c) => ({
      ...c.mutant,
      lineText: lines[c.mutant.line - 1] ?? "",
      expected: c.expected,
    })),
  };
}

/**
 * The mutant moved to where its line now is, when lines were added or removed above it (an
 * annotation, say) and its line's text is found exactly once; else unchanged.
 */
export function relocate(source: string, m: FixtureMutant): FixtureMutant {
  const lines = source.split("\n");
  if (lines[m.line - 1] === m.lineText) return m;
  const at = lines.flatMap((l, i) => (l === m.lineText ? [i + 1] : []));
  if (at.length !== 1) return m;
  const shift = at[0]! - m.line;
  return { ...m, line: m.line + shift, endLine: m.endLine + shift };
}

/** Read a committed sample, or say why it cannot be used. */
export function readFixture(text: string): MutantFixture | string {
  try {
    const f = JSON.parse(text) as MutantFixture;
    if (f.format !== FIXTURE_FORMAT) return `not a ${FIXTURE_FORMAT} file`;
    if (!Array.isArray(f.mutants)) return "no list of mutants";
    return f;
  } catch (e) {
    return `not JSON: ${String(e)}`;
  }
}
