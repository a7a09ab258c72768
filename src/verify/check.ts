// One exhaustive check: a bound explored under a list of runs (option sets) on one thread pool, with
// the totals, a progress line for terminals, and the report as lines of text.

import { PROPERTIES } from "../../properties/robbers/registry.js";
import type { Bound } from "./bound.js";
import { describeBound } from "./bound.js";
import type { BrokenInvariant } from "./expand.js";
import { exploreRun, type RunResult } from "./explore.js";
import { EVENT_INVARIANTS, invariantNames, NOT_PER_TRANSITION, TRANSITION_INVARIANTS } from "./invariants/index.js";
import { threadPool } from "./pool.js";
import type { Run } from "./runs.js";

/** How to run the check. */
export interface CheckOptions {
  readonly bound: Bound;
  readonly runs: readonly Run[];
  /** Worker threads (1: in-process). */
  readonly threads: number;
  /** Where progress goes (a terminal: rewritten in place); none for quiet. */
  readonly progress?: (line: string) => void;
  /** An invariant broken on purpose (tests). */
  readonly broken?: BrokenInvariant;
}

/** One run's result with the run it belongs to. */
export interface RunReport extends RunResult {
  readonly run: Run;
}

/** Every run's result and the totals. */
export interface CheckReport {
  readonly bound: Bound;
  readonly threads: number;
  readonly runs: readonly RunReport[];
  readonly states: number;
  readonly transitions: number;
  readonly seconds: number;
}

/** Explore every run of the check, one after another, on one pool of threads. */
export async function runCheck(o: CheckOptions): Promise<CheckReport> {
  const pool = threadPool(o.threads);
  const t0 = performance.now();
  const runs: RunReport[] = [];
  let doneStates = 0;
  let doneTransitions = 0;
  try {
    for (const run of o.runs) {
      const r = await exploreRun(
        o.bound,
        run.options,
        pool,
        o.progress &&
          ((p) => {
            const secs = (performance.now() - t0) / 1000;
            const states = doneStates + p.states;
            o.progress!(
              `[${runs.length + 1}/${o.runs.length}] ${run.label}: level ${p.level}, ${states} states, ${doneTransitions + p.transitions} transitions, ${Math.round(states / Math.max(secs, 0.001))} states/s`,
            );
          }),
        o.broken,
      );
      doneStates += r.states;
      doneTransitions += r.transitions;
      runs.push({ ...r, run });
    }
  } finally {
    await pool.close();
  }
  return {
    bound: o.bound,
    threads: o.threads,
    runs,
    states: doneStates,
    transitions: doneTransitions,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** The report as text: the bound, each run's counts, the totals and the verdict. */
export function reportLines(r: CheckReport): string[] {
  const lines = [
    `exhaustive check, ${describeBound(r.bound)}`,
    `invariants: ${TRANSITION_INVARIANTS.length} on every transition, ${EVENT_INVARIANTS.length} on every event across all its outcomes (${new Set(invariantNames().map((n) => n.split(":")[0])).size} of the registry's ${PROPERTIES.length} properties; ${Object.keys(NOT_PER_TRANSITION).join(", ")} is the readings run's)`,
  ];
  for (const x of r.runs) {
    const verdict = x.counterexample ? `VIOLATION (${x.violations} on the shortest level)` : "0 violations";
    lines.push(
      `  ${x.run.label}: ${x.starts} starts, ${x.states} states, ${x.transitions} transitions, ${verdict} (${x.seconds.toFixed(1)} s)`,
    );
  }
  const bad = r.runs.filter((x) => x.counterexample).length;
  lines.push(
    `total: ${r.runs.length} runs, ${r.states} states, ${r.transitions} transitions in ${r.seconds.toFixed(1)} s on ${r.threads} thread${r.threads === 1 ? "" : "s"} (${Math.round(r.states / Math.max(r.seconds, 0.001))} states/s); ${bad === 0 ? "0 violations" : `${bad} run(s) with violations`}`,
  );
  return lines;
}
