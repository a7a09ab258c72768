// One step of the exhaustive search, the same in a worker thread or in-process: for each state of a
// batch, every event of the bound and every legal outcome of each (from the enumerator), each
// transition checked against every invariant, the successors deduplicated within the batch by their
// canonical JSON key. Plain data in and out, so it crosses thread boundaries.

import type { RobbersEffect, RobbersEvent, RobbersOptionsInput, RobbersState } from "../../spec/robbers/index.js";
import { canonical } from "../dsl/index.js";
import { outcomes, type RobbersSpec, robbersSpec } from "../games/robbers/library/api.js";
import type { Bound } from "./bound.js";
import { eventsFor } from "./events.js";
import { EVENT_INVARIANTS, TRANSITION_INVARIANTS, type Transition } from "./invariants/index.js";

/** A batch to expand: states by node id, under one bound and one set of options. */
export interface Job {
  readonly bound: Bound;
  readonly options: RobbersOptionsInput;
  readonly items: readonly { readonly id: number; readonly state: RobbersState }[];
  /** An invariant broken on purpose (tests show the check can fail). */
  readonly broken?: BrokenInvariant;
}

/** A deliberately broken invariant, for the test that shows the check catches violations. */
export interface BrokenInvariant {
  /** Which invariant (by its display name) to replace. */
  readonly name: string;
  /** The event kind on whose every transition the replaced check fails. */
  readonly failOn: RobbersEvent["kind"];
}

/** A state reached for the first time in this batch, with how: its parent, the event index and the outcome index. */
export interface Successor {
  readonly parent: number;
  readonly event: number;
  readonly outcome: number;
  readonly key: string;
  readonly state: RobbersState;
}

/** A transition that broke an invariant. */
export interface Violation {
  readonly parent: number;
  readonly event: number;
  readonly outcome: number;
  readonly invariant: string;
  readonly message: string;
}

/** What expanding a batch found. */
export interface Expansion {
  events: number;
  transitions: number;
  readonly successors: Successor[];
  readonly violations: Violation[];
  /** Interesting cases seen, as "<property>/<case>" -> count. */
  readonly witnesses: Record<string, number>;
}

const specs = new Map<string, RobbersSpec>();
/** The compiled spec for these options (compiled once per thread). */
export function specFor(options: RobbersOptionsInput): RobbersSpec {
  const key = canonical(options);
  let spec = specs.get(key);
  if (!spec) {
    spec = robbersSpec(options);
    specs.set(key, spec);
  }
  return spec;
}

/** The canonical key of a state: two states are the same node when their keys are equal. */
export const stateKey = (s: RobbersState): string => canonical(s);

/** Expand every state of the job. */
export function expandJob(job: Job): Expansion {
  const spec = specFor(job.options);
  const seen = new Set<string>();
  const result: Expansion = { events: 0, transitions: 0, successors: [], violations: [], witnesses: {} };
  const saw = (property: string, cases: readonly string[]) => {
    for (const c of cases) result.witnesses[`${property}/${c}`] = (result.witnesses[`${property}/${c}`] ?? 0) + 1;
  };
  const name = (i: { property: string; name: string }) => `${i.property}: ${i.name}`;
  const broken = job.broken;
  for (const { id, state } of job.items) {
    eventsFor(job.bound, state).forEach((event, ei) => {
      result.events++;
      const r = outcomes(spec, state, event);
      if (!r.ok) {
        result.violations.push({
          parent: id,
          event: ei,
          outcome: -1,
          invariant: "legal events are accepted",
          message: `${event.kind} refused: ${r.error.message}`,
        });
        return;
      }
      const listed = r.outcomes.all(100_000);
      const all = { spec, before: state, event, outcomes: listed };
      for (const inv of EVENT_INVARIANTS) {
        const v = inv.check(all);
        if (v !== null) result.violations.push({ parent: id, event: ei, outcome: 0, invariant: name(inv), message: v });
        saw(inv.property, inv.witnesses(all));
      }
      listed.forEach((o, oi) => {
        result.transitions++;
        const t: Transition = {
          spec,
          before: state,
          event,
          after: o.state,
          effects: o.effects as readonly RobbersEffect[],
          path: o.path,
        };
        for (const inv of TRANSITION_INVARIANTS) {
          const fails = broken && name(inv) === broken.name && event.kind === broken.failOn;
          const v = fails ? `deliberately broken: fails on every ${broken.failOn}` : inv.check(t);
          if (v !== null)
            result.violations.push({ parent: id, event: ei, outcome: oi, invariant: name(inv), message: v });
          saw(inv.property, inv.witnesses(t));
        }
        const key = stateKey(o.state);
        if (seen.has(key)) return;
        seen.add(key);
        result.successors.push({ parent: id, event: ei, outcome: oi, key, state: o.state });
      });
    });
  }
  return result;
}
