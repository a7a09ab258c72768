// What an invariant of the exhaustive check looks at: one transition (a state, an event and one of
// its legal outcomes), or one event with every outcome the enumerator lists for it. Each invariant
// is named after the property of properties/robbers/registry.ts whose statement it restates.

import type { PropertyName } from "../../../properties/robbers/registry.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import type { PathStep } from "../../dsl/index.js";
import type { Outcome, RobbersSpec } from "../../games/robbers/library/api.js";

/** One transition: `before` --event--> `after`, with the effects and the choice path that gave it. */
export interface Transition {
  readonly spec: RobbersSpec;
  readonly before: RobbersState;
  readonly event: RobbersEvent;
  readonly after: RobbersState;
  readonly effects: readonly RobbersEffect[];
  readonly path: readonly PathStep[];
}

/** One event in one state with every legal outcome the enumerator lists. */
export interface EventOutcomes {
  readonly spec: RobbersSpec;
  readonly before: RobbersState;
  readonly event: RobbersEvent;
  readonly outcomes: readonly Outcome[];
}

/** A violation message, or null when the invariant holds. */
export type Verdict = string | null;

/** An invariant checked on every transition. `witnesses` name the interesting cases it counts. */
export interface TransitionInvariant {
  readonly property: PropertyName;
  /** A short name for this part of the property (several parts may restate one property). */
  readonly name: string;
  readonly check: (t: Transition) => Verdict;
  /** Every interesting case `witnesses` can name; each must happen at least once in the CI bound. */
  readonly cases: readonly string[];
  /** The interesting cases this transition exercised (counted). */
  readonly witnesses: (t: Transition) => readonly string[];
}

/** An invariant checked on every event against all of its outcomes together. */
export interface EventInvariant {
  readonly property: PropertyName;
  readonly name: string;
  readonly check: (e: EventOutcomes) => Verdict;
  readonly cases: readonly string[];
  readonly witnesses: (e: EventOutcomes) => readonly string[];
}

/** The first message of the first failing check, or null. */
export const firstFailure = (...verdicts: readonly (() => Verdict)[]): Verdict => {
  for (const v of verdicts) {
    const r = v();
    if (r !== null) return r;
  }
  return null;
};
