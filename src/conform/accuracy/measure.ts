// One engine's measurement: make and run its mutants (by Stryker or by its own tool), keep those
// the suite sees (the cases), and score each case's diagnosis against the annotation of the line it
// mutated. Mutants on lines no annotation covers are counted apart, never scored.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Expectation, expectationAt, readAnnotations } from "./annotations.js";
import { commandRoute } from "./command-route.js";
import type { AccuracyEngine } from "./engines.js";
import type { MutantRun } from "./headline.js";
import type { Mutant } from "./mutants.js";
import { classify, type Outcome, type Score, scoreOf } from "./score.js";
import { type RouteOptions, strykerRoute } from "./stryker-route.js";

/** A case: a mutant the suite sees, what its line expects, and how it was diagnosed. */
export interface ScoredCase {
  readonly mutant: Mutant;
  readonly expected: Exclude<Expectation, null>;
  readonly run: MutantRun;
  readonly outcome: Outcome;
}

/** One engine's figures. */
export interface EngineMeasurement {
  readonly engine: AccuracyEngine;
  /** `stryker` or the tool's command. */
  readonly route: string;
  /** Mutants made, and how many were run (all, or the sample). */
  readonly total: number;
  readonly run: number;
  /** Mutants that fail no vector: the suite does not see them. */
  readonly unseen: number;
  /** Mutants with no result (timed out in Stryker, or the worker failed), with why. */
  readonly unfinished: readonly { readonly mutant: Mutant; readonly note: string }[];
  /** Cases on lines no annotation covers (not scored). */
  readonly unannotated: readonly Mutant[];
  readonly cases: readonly ScoredCase[];
  readonly score: Score;
  /** Wall-clock seconds of the whole measurement (mutation tool, workers and all). */
  readonly seconds: number;
  /** The seconds conform itself took, summed over the mutants run. */
  readonly conformSeconds: number;
}

/** Measure one engine. `sample` draws a seeded sample of its mutants instead of running all. */
export async function measureEngine(
  engine: AccuracyEngine,
  o: Omit<RouteOptions, "workDir">,
): Promise<{ ok: true; value: EngineMeasurement } | { ok: false; message: string }> {
  const began = performance.now();
  const workDir = mkdtempSync(join(tmpdir(), `diagnosis-accuracy-${engine.id}-`));
  const routed =
    engine.mutants.by === "stryker"
      ? await strykerRoute(engine, { ...o, workDir })
      : await commandRoute(engine, { ...o, workDir });
  // The work folder is kept only when something went wrong, to be looked at.
  if (!routed.ok) return { ok: false, message: `${routed.message} (work folder ${workDir})` };
  rmSync(workDir, { recursive: true, force: true });
  const annotated = readAnnotations(readFileSync(join(o.root, engine.source), "utf8"), engine.commentPrefix);
  const cases: ScoredCase[] = [];
  const unfinished: { mutant: Mutant; note: string }[] = [];
  const unannotated: Mutant[] = [];
  let unseen = 0;
  let conformSeconds = 0;
  for (const { mutant, run, note } of routed.ran) {
    conformSeconds += run?.seconds ?? 0;
    if (!run) {
      unfinished.push({ mutant, note: note ?? "no result" });
      continue;
    }
    if (!run.isCase) {
      unseen++;
      continue;
    }
    const expected = expectationAt(annotated, mutant.line);
    if (expected === null) unannotated.push(mutant);
    else cases.push({ mutant, expected, run, outcome: classify(expected, run.headline) });
  }
  return {
    ok: true,
    value: {
      engine,
      route: engine.mutants.by === "stryker" ? "Stryker (command runner)" : engine.mutants.list.join(" "),
      total: routed.total,
      run: routed.ran.length,
      unseen,
      unfinished,
      unannotated,
      cases,
      score: scoreOf(cases.map((c) => c.outcome)),
      seconds: Math.round(performance.now() - began) / 1000,
      conformSeconds,
    },
  };
}
