// One step of the exhaustive search, the same in a worker thread or in-process: for each state of a
// batch, every event of the bound and every legal outcome the game lists for it, each transition
// checked against every invariant, the successors deduplicated within the batch by their canonical
// JSON key. Plain data in and out, so it crosses thread boundaries.
import { canonical, own, setOwn } from "../dsl/index.js";
import type { FileOptions } from "../kit/game.js";
import type { AnyVerification, BoundBase, Invariant, Listed } from "./subject.js";

/** A batch to expand: states by node id, under one bound and one set of options. */
export interface Job {
  readonly bound: BoundBase;
  readonly options: FileOptions;
  readonly items: readonly { readonly id: number; readonly state: unknown }[];
  /** An invariant broken on purpose (tests show the check can fail). */
  readonly broken?: BrokenInvariant;
}

/** A deliberately broken invariant, for the test that shows the check catches violations. */
export interface BrokenInvariant {
  /** Which invariant (by its display name) to replace. */
  readonly name: string;
  /** The event kind on whose every transition the replaced check fails. */
  readonly failOn: string;
}

/** A state reached for the first time in this batch, with how: its parent, the event index and the outcome index. */
export interface Successor {
  readonly parent: number;
  readonly event: number;
  readonly outcome: number;
  readonly key: string;
  readonly state: unknown;
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

const specs = new WeakMap<AnyVerification, Map<string, unknown>>();
/** The game's rules compiled for these options (compiled once per thread). */
export function specFor(v: AnyVerification, options: FileOptions): unknown {
  let mine = specs.get(v);
  if (!mine) {
    mine = new Map();
    specs.set(v, mine);
  }
  const key = canonical(options);
  let spec = mine.get(key);
  if (spec === undefined) {
    spec = v.compile(options);
    mine.set(key, spec);
  }
  return spec;
}

/** The canonical key of a state: two states are the same node when their keys are equal. */
export const stateKey = (s: unknown): string => canonical(s);

/** An invariant's display name: "<registry property>: <part>". */
const invariantName = (i: Pick<Invariant<unknown>, "property" | "name">): string => `${i.property}: ${i.name}`;

/** Expand every state of the job. */
export function expandJob(v: AnyVerification, job: Job): Expansion {
  const spec = specFor(v, job.options);
  const seen = new Set<string>();
  const result: Expansion = { events: 0, transitions: 0, successors: [], violations: [], witnesses: {} };
  const saw = (property: string, cases: readonly string[]) => {
    for (const c of cases)
      setOwn(result.witnesses, `${property}/${c}`, (own(result.witnesses, `${property}/${c}`) ?? 0) + 1);
  };
  const broken = job.broken;
  for (const { id, state } of job.items) {
    v.events(job.bound, state, spec).forEach((event: unknown, ei: number) => {
      result.events++;
      const r = v.outcomes(spec, state, event);
      if (!r.ok) {
        result.violations.push({
          parent: id,
          event: ei,
          outcome: -1,
          invariant: "legal events are accepted",
          message: `${v.eventKind(event)} refused: ${r.message}`,
        });
        return;
      }
      const listed = r.outcomes;
      const all = { spec, before: state, event, outcomes: listed };
      for (const inv of v.eventInvariants) {
        const verdict = inv.check(all);
        if (verdict !== null)
          result.violations.push({
            parent: id,
            event: ei,
            outcome: 0,
            invariant: invariantName(inv),
            message: verdict,
          });
        saw(inv.property, inv.witnesses(all));
      }
      listed.forEach((o: Listed<unknown>, oi: number) => {
        result.transitions++;
        const t = { spec, before: state, event, after: o.state, effects: o.effects, path: o.path };
        for (const inv of v.transitionInvariants) {
          const fails = broken && invariantName(inv) === broken.name && v.eventKind(event) === broken.failOn;
          const verdict = fails ? `deliberately broken: fails on every ${broken.failOn}` : inv.check(t);
          if (verdict !== null)
            result.violations.push({
              parent: id,
              event: ei,
              outcome: oi,
              invariant: invariantName(inv),
              message: verdict,
            });
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
