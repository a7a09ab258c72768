// Writing the readings run's findings into a game's counterexample folder (fixtures/counterexamples/
// for The Robbers): per non-default reading, index.json says the invariant broken and the length of
// the shortest counterexample (or that nothing broke within the bound), and a `<game>-trace/1` file
// holds that counterexample. For the docs, a reading that breaks an invariant is searched again from
// the opening the game names (The Robbers: every robber in supply, in the edition where it broke),
// so its trace tells the whole story.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { CheckReport, RunReport } from "./check.js";
import { type CounterexampleEntry, counterexampleIndex } from "./counterexamples.js";
import { type Counterexample, exploreRun } from "./explore.js";
import type { Expander } from "./pool.js";
import { counterexampleTrace } from "./trace.js";

/** Write the fixtures for every reading run of the report; returns lines saying what was written. */
export async function writeCounterexampleFixtures(
  report: CheckReport,
  expander: Expander,
  dir = report.verification.fixtures.dir,
): Promise<string[]> {
  const v = report.verification;
  const defaultEdition = v.fixtures.defaultEdition;
  const byReading = new Map<string, RunReport[]>();
  for (const r of report.runs) {
    if (!r.run.reading) continue;
    const key = `${r.run.reading.id}\u0000${r.run.reading.reading}`;
    byReading.set(key, [...(byReading.get(key) ?? []), r]);
  }
  mkdirSync(dir, { recursive: true });
  const entries: CounterexampleEntry[] = [];
  const lines: string[] = [];
  for (const runs of byReading.values()) {
    const { id, reading } = runs[0]!.run.reading!;
    const states = runs.reduce((n, r) => n + r.states, 0);
    // The shortest; among equally short ones, the default edition's, else the first edition.
    const isDefault = (r: RunReport) => ((r.run.options.edition ?? defaultEdition) === defaultEdition ? 0 : 1);
    const broken = runs
      .filter((r) => r.counterexample)
      .sort(
        (a, b) => a.counterexample!.steps.length - b.counterexample!.steps.length || isDefault(a) - isDefault(b),
      )[0];
    const found = broken?.counterexample;
    if (!found) {
      entries.push({
        interpretation: id,
        reading,
        bound: v.describeBound(report.bound),
        states,
        invariant: null,
        message: null,
        length: null,
        edition: null,
        file: null,
      });
      continue;
    }
    const edition = found.options.edition ?? defaultEdition;
    const opening = v.fixtures.openingBound(report.bound, broken.run);
    const fromOpening = opening && (await exploreRun(v, opening, found.options, expander)).counterexample;
    const c: Counterexample = fromOpening ?? found;
    const where = fromOpening
      ? `${v.describeBound(opening)} (searched again from the opening)`
      : v.describeBound(report.bound);
    const file = `${id.toLowerCase()}-${reading}.trace.json`;
    writeFileSync(join(dir, file), `${JSON.stringify(counterexampleTrace(v, c), null, 2)}\n`);
    entries.push({
      interpretation: id,
      reading,
      bound: where,
      states,
      invariant: c.invariant,
      message: c.message,
      length: c.steps.length,
      edition,
      file,
    });
    lines.push(
      `wrote ${relative(process.cwd(), join(dir, file))} (${id} "${reading}": ${c.steps.length} event(s) to "${c.invariant}")`,
    );
  }
  // Entries of readings this report did not explore are kept from the index already written.
  const fresh = new Set(entries.map((e) => `${e.interpretation} ${e.reading}`));
  const kept = counterexampleIndex(dir).filter((e) => !fresh.has(`${e.interpretation} ${e.reading}`));
  const all = [...kept, ...entries].sort(
    (a, b) => a.interpretation.localeCompare(b.interpretation) || a.reading.localeCompare(b.reading),
  );
  const index = { _comment: v.fixtures.comment, entries: all };
  writeFileSync(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
  lines.push(
    `wrote ${relative(process.cwd(), join(dir, "index.json"))} (${all.length} readings, ` +
      `${all.filter((e) => e.invariant).length} with a counterexample; ${entries.length} from this run)`,
  );
  return lines;
}
