// The breadth-first search of one run (a bound under one set of options), for any game: level by
// level from every starting arrangement, each new state (by canonical key) expanded once.
// Breadth-first, so the first level with a violation holds a shortest path to it; the search stops
// after that level and rebuilds the path by replaying the recorded (event index, outcome index)
// choices from the start.

import type { Effect, PathStep } from "../dsl/index.js";
import { own, setOwn } from "../dsl/index.js";
import type { FileOptions } from "../kit/game.js";
import { type BrokenInvariant, specFor, stateKey, type Violation } from "./expand.js";
import type { Expander } from "./pool.js";
import type { AnyVerification, BoundBase } from "./subject.js";

/** One step of a counterexample: the event, the choices made, and what followed. */
export interface CounterexampleStep {
  readonly event: unknown;
  readonly choices: readonly PathStep[];
  readonly after: unknown;
  readonly effects: readonly Effect[];
}

/** A shortest path from a starting arrangement to a transition that breaks an invariant. */
export interface Counterexample {
  readonly options: FileOptions;
  readonly invariant: string;
  readonly message: string;
  readonly start: unknown;
  readonly steps: readonly CounterexampleStep[];
}

/** What one run explored. */
export interface RunResult {
  readonly options: FileOptions;
  readonly starts: number;
  readonly states: number;
  readonly events: number;
  readonly transitions: number;
  /** Violating transitions found on the level where the search stopped (0 when none). */
  readonly violations: number;
  readonly counterexample: Counterexample | null;
  readonly witnesses: Record<string, number>;
  readonly seconds: number;
}

/** Progress after each batch: states and transitions so far, seconds since the run began. */
export type Progress = (p: { states: number; transitions: number; level: number; seconds: number }) => void;

const BATCH = 2000;

/** Explore one run. */
export async function exploreRun(
  v: AnyVerification,
  bound: BoundBase,
  options: FileOptions,
  expander: Expander,
  progress?: Progress,
  broken?: BrokenInvariant,
): Promise<RunResult> {
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const spec = specFor(v, options);
  const seen = new Map<string, number>();
  // Node n: its parent node, and the indices of the event and outcome that reached it (-1 for a start).
  const parent: number[] = [];
  const viaEvent: number[] = [];
  const viaOutcome: number[] = [];
  const starts = new Map<number, unknown>();
  let frontier: { id: number; state: unknown }[] = [];
  for (const s of v.starts(bound, spec)) {
    const key = stateKey(s);
    if (seen.has(key)) continue;
    const id = parent.length;
    seen.set(key, id);
    parent.push(-1);
    viaEvent.push(-1);
    viaOutcome.push(-1);
    starts.set(id, s);
    frontier.push({ id, state: s });
  }
  const startCount = frontier.length;
  let events = 0;
  let transitions = 0;
  const witnesses: Record<string, number> = {};
  let found: Violation[] = [];
  for (let level = 0; level < bound.depth && frontier.length > 0 && found.length === 0; level++) {
    const next: { id: number; state: unknown }[] = [];
    for (let i = 0; i < frontier.length; i += BATCH) {
      const x = await expander.expand({
        bound,
        options,
        items: frontier.slice(i, i + BATCH),
        ...(broken ? { broken } : {}),
      });
      events += x.events;
      transitions += x.transitions;
      for (const [k, n] of Object.entries(x.witnesses)) setOwn(witnesses, k, (own(witnesses, k) ?? 0) + n);
      found.push(...x.violations);
      for (const s of x.successors) {
        if (seen.has(s.key)) continue;
        const id = parent.length;
        seen.set(s.key, id);
        parent.push(s.parent);
        viaEvent.push(s.event);
        viaOutcome.push(s.outcome);
        next.push({ id, state: s.state });
      }
      progress?.({ states: seen.size, transitions, level: level + 1, seconds: seconds() });
    }
    frontier = next;
  }
  found = [...found].sort((a, b) => a.parent - b.parent || a.event - b.event || a.outcome - b.outcome);
  const first = found[0];
  const counterexample = first ? rebuild(v, bound, options, first, { parent, viaEvent, viaOutcome, starts }) : null;
  return {
    options,
    starts: startCount,
    states: seen.size,
    events,
    transitions,
    violations: found.length,
    counterexample,
    witnesses,
    seconds: seconds(),
  };
}

/** Replay the chain of (event, outcome) indices from its start to the violating transition. */
function rebuild(
  v: AnyVerification,
  bound: BoundBase,
  options: FileOptions,
  violation: Violation,
  nodes: { parent: number[]; viaEvent: number[]; viaOutcome: number[]; starts: Map<number, unknown> },
): Counterexample {
  const chain: { event: number; outcome: number }[] = [
    { event: violation.event, outcome: Math.max(0, violation.outcome) },
  ];
  let n = violation.parent;
  while (nodes.parent[n]! >= 0) {
    chain.unshift({ event: nodes.viaEvent[n]!, outcome: nodes.viaOutcome[n]! });
    n = nodes.parent[n]!;
  }
  const start = nodes.starts.get(n)!;
  const spec = specFor(v, options);
  const steps: CounterexampleStep[] = [];
  let state = start;
  for (const link of chain) {
    const event = v.events(bound, state, spec)[link.event]!;
    const r = v.outcomes(spec, state, event);
    if (!r.ok) {
      // The violation was the refusal itself: the trace ends before that event.
      break;
    }
    const o = r.outcomes[link.outcome]!;
    steps.push({ event, choices: o.path, after: o.state, effects: o.effects });
    state = o.state;
  }
  return { options, invariant: violation.invariant, message: violation.message, start, steps };
}
