// Running a property reproducibly: the seed comes from FC_SEED (fixed default), the run count is
// the property's CI budget times FC_SCALE (100 for `npm run verify:deep`), stored counterexamples in
// fixtures/regressions/<property>.json are always tried first, and a new failure is written there
// (unless FC_KEEP_COUNTEREXAMPLES=0, as under mutation testing) and reported with the seed and
// replay path that reproduce it.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { seed } from "./witness.js";

const regressionsDir = join(dirname(fileURLToPath(import.meta.url)), "../../fixtures/regressions");

export const scale = (): number => {
  const raw = process.env.FC_SCALE;
  const n = raw === undefined ? 1 : Number(raw);
  if (!(n > 0)) throw new Error(`FC_SCALE must be a positive number, got ${raw}`);
  return n;
};

/** Counterexamples kept from earlier failures of this property. */
function regressions<T>(name: string): T[] {
  const file = join(regressionsDir, `${name}.json`);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, "utf8")) as { counterexample: T }[]).map((r) => r.counterexample);
}

/**
 * Check `property` with the CI budget `runs` (scaled), after its stored regressions. On failure,
 * appends the counterexample to fixtures/regressions/<name>.json and throws with how to replay it.
 */
export function check<T extends unknown[]>(name: string, property: fc.IProperty<T>, runs: number): void {
  const s = seed();
  const numRuns = Math.max(1, Math.round(runs * scale()));
  const examples = regressions<T>(name);
  const replayPath = process.env.FC_PATH;
  const details = fc.check(property, { seed: s, numRuns, examples, ...(replayPath ? { path: replayPath } : {}) });
  if (!details.failed) return;
  const counterexample = details.counterexample;
  const file = join(regressionsDir, `${name}.json`);
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as unknown[]) : [];
  const serialised = JSON.stringify(counterexample);
  // FC_KEEP_COUNTEREXAMPLES=0 (mutation runs, see vitest.stryker.config.ts): nothing is written.
  const keep = process.env.FC_KEEP_COUNTEREXAMPLES !== "0";
  if (
    keep &&
    counterexample &&
    !kept.some((k) => JSON.stringify((k as { counterexample: unknown }).counterexample) === serialised)
  ) {
    kept.push({ property: name, seed: details.seed, path: details.counterexamplePath, counterexample });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  }
  const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `property "${name}" failed after ${details.numRuns} run(s): ${why}\n` +
      `counterexample: ${serialised.slice(0, 2000)}\n` +
      `reproduce: FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath} npx vitest run properties\n` +
      (keep
        ? `kept as a regression example in fixtures/regressions/${name}.json (always re-run from now on)`
        : "not kept (FC_KEEP_COUNTEREXAMPLES=0)"),
  );
}
