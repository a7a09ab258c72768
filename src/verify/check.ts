// One exhaustive check of one game: a bound explored under a list of runs (option sets) on one
// thread pool, with the totals, a progress line for terminals, and the report as lines of text.
import { hasOwnKey, own, setOwn } from "../dsl/own.js";

import type { BrokenInvariant } from "./expand.js";
import { exploreRun, type RunResult } from "./explore.js";
import { threadPool } from "./pool.js";
import type { AnyVerification, BoundBase, Run } from "./subject.js";

/** How to run the check. */
export interface CheckOptions {
  /** The game's verification. */
  readonly verification: AnyVerification;
  readonly bound: BoundBase;
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
  readonly verification: AnyVerification;
  readonly bound: BoundBase;
  readonly threads: number;
  readonly runs: readonly RunReport[];
  readonly states: number;
  readonly transitions: number;
  readonly seconds: number;
}

/** Explore every run of the check, one after another, on one pool of threads. */
export async function runCheck(o: CheckOptions): Promise<CheckReport> {
  const pool = threadPool(o.verification, o.threads);
  const t0 = performance.now();
  const runs: RunReport[] = [];
  let doneStates = 0;
  let doneTransitions = 0;
  try {
    for (const run of o.runs) {
      const r = await exploreRun(
        o.verification,
        o.bound,
        run.options,
        pool,
        o.progress &&
          ((p) => {
            const secs = (performance.now() - t0) / 1000;
            const states = doneStates + p.states;
            o.progress!(
              `[${runs.length + 1}/${o.runs.length}] ${run.label}: level ${p.level}, ${states} states, ` +
                `${doneTransitions + p.transitions} transitions, ${Math.round(states / Math.max(secs, 0.001))} ` +
                "states/s",
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
    verification: o.verification,
    bound: o.bound,
    threads: o.threads,
    runs,
    states: doneStates,
    transitions: doneTransitions,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** Registry properties neither restated by an invariant nor listed as covered elsewhere (should be none). */
export function uncoveredProperties(v: AnyVerification): string[] {
  const covered = new Set<string>([...v.transitionInvariants, ...v.eventInvariants].map((i) => i.property));
  return v.properties.filter((n) => !covered.has(n) && !hasOwnKey(v.notPerTransition, n));
}

/** Every interesting case the game's invariants name, as "<property>/<case>". */
export const everyCase = (v: AnyVerification): string[] =>
  [...v.transitionInvariants, ...v.eventInvariants].flatMap((inv) => inv.cases.map((c) => `${inv.property}/${c}`));

/** The witnesses of every run of a report added up. */
export function witnessTotals(r: CheckReport): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const x of r.runs) for (const [k, n] of Object.entries(x.witnesses)) setOwn(seen, k, (own(seen, k) ?? 0) + n);
  return seen;
}

/** The report as text: the bound, each run's counts, the totals and the verdict. */
export function reportLines(r: CheckReport): string[] {
  const v = r.verification;
  const restated = new Set([...v.transitionInvariants, ...v.eventInvariants].map((i) => i.property)).size;
  const elsewhere = Object.keys(v.notPerTransition);
  const lines = [
    `exhaustive check of ${v.game}, ${v.describeBound(r.bound)}`,
    `invariants: ${v.transitionInvariants.length} on every transition, ${v.eventInvariants.length} on ` +
      `every event across all its outcomes (${restated} of the registry's ${v.properties.length} ` +
      `properties${elsewhere.length ? `; covered elsewhere: ${elsewhere.join(", ")}` : ""})`,
  ];
  for (const x of r.runs) {
    const verdict = x.counterexample ? `VIOLATION (${x.violations} on the shortest level)` : "0 violations";
    lines.push(
      `  ${x.run.label}: ${x.starts} starts, ${x.states} states, ${x.transitions} transitions, ${verdict} (${x.seconds.toFixed(1)} s)`,
    );
  }
  const bad = r.runs.filter((x) => x.counterexample).length;
  lines.push(
    `total: ${r.runs.length} runs, ${r.states} states, ${r.transitions} transitions in ` +
      `${r.seconds.toFixed(1)} s on ${r.threads} thread${r.threads === 1 ? "" : "s"} ` +
      `(${Math.round(r.states / Math.max(r.seconds, 0.001))} states/s); ` +
      `${bad === 0 ? "0 violations" : `${bad} run(s) with violations`}`,
  );
  return lines;
}
