// The mutants of a JavaScript engine, run by Stryker's command runner: every mutant Stryker makes,
// or a seeded sample of them. A sample needs the whole list first, so Stryker runs twice: once with
// a command that does nothing (the list, in seconds), then with a command that runs `conform` only
// for the sampled ids (the others exit at once and are left out).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AccuracyEngine } from "./engines.js";
import type { MutantRun } from "./headline.js";
import { type Mutant, seededSample } from "./mutants.js";
import { runStryker, type StrykerMutant } from "./stryker.js";
import { readMutantRun, type WorkerCommand } from "./worker-result.js";

/** A mutant run (or not: `note` says why) through one route. */
export interface RanMutant {
  readonly mutant: Mutant;
  readonly run: MutantRun | null;
  readonly note?: string;
}

/** What a route needs besides the engine. */
export interface RouteOptions {
  readonly root: string;
  /** An empty folder of the run's own. */
  readonly workDir: string;
  readonly sample?: { readonly size: number; readonly seed: number };
  readonly concurrency: number;
  readonly worker: WorkerCommand;
  readonly progress: boolean;
}

/** How long beyond Stryker's own estimate a mutant may run (conform's per-reply timeout bounds it first). */
const STRYKER_SLACK_MS = 300_000;

const sameMutant = (a: Mutant, b: Mutant) =>
  a.line === b.line &&
  a.column === b.column &&
  a.endLine === b.endLine &&
  a.endColumn === b.endColumn &&
  a.mutator === b.mutator &&
  a.replacement === b.replacement;

/** Run the engine's mutants through Stryker; `total` is how many Stryker made. */
export async function strykerRoute(
  engine: AccuracyEngine,
  o: RouteOptions,
): Promise<{ ok: true; total: number; ran: RanMutant[] } | { ok: false; message: string }> {
  const results = join(o.workDir, "run", "results");
  mkdirSync(results, { recursive: true });
  let chosen: readonly StrykerMutant[] | null = null;
  let total = 0;
  let gate = "";
  if (o.sample) {
    const listed = await runStryker({
      root: o.root,
      source: engine.source,
      workDir: join(o.workDir, "list"),
      command: "true",
      concurrency: o.concurrency,
      timeoutMs: 10_000,
      progress: false,
    });
    if (!listed.ok) return listed;
    total = listed.mutants.length;
    chosen = seededSample(listed.mutants, o.sample.size, o.sample.seed);
    const ids = join(o.workDir, "sample.txt");
    writeFileSync(ids, `${chosen.map((m) => m.id).join("\n")}\n`);
    gate = `if [ -n "$__STRYKER_ACTIVE_MUTANT__" ] && ! grep -qxF "$__STRYKER_ACTIVE_MUTANT__" ${JSON.stringify(ids)}; then exit 0; fi; `;
  }
  // The first run (no mutant active) writes dry-run.json: the unmutated engine must pass, or Stryker stops.
  const out = `${results}/\${__STRYKER_ACTIVE_MUTANT__:-dry-run}.json`;
  const ran = await runStryker({
    root: o.root,
    source: engine.source,
    workDir: join(o.workDir, "run"),
    command: gate + o.worker(`node ${engine.source}`, out),
    concurrency: o.concurrency,
    timeoutMs: STRYKER_SLACK_MS,
    progress: o.progress,
  });
  if (!ran.ok) return ran;
  if (!o.sample) total = ran.mutants.length;
  const byId = new Map(ran.mutants.map((m) => [m.id, m]));
  const wanted = chosen ?? ran.mutants;
  const measured: RanMutant[] = [];
  for (const m of wanted) {
    const again = byId.get(m.id);
    if (!again || !sameMutant(m, again))
      return { ok: false, message: `Stryker's second run numbered its mutants differently (mutant ${m.id})` };
    const run = readMutantRun(join(results, `${m.id}.json`));
    const { status, ...mutant } = again;
    measured.push(
      run
        ? { mutant, run }
        : { mutant, run: null, note: status === "Timeout" ? "Stryker timed out" : `no result (Stryker: ${status})` },
    );
  }
  return { ok: true, total, ran: measured };
}
