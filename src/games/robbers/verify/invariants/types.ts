// What a Robbers invariant of the exhaustive check looks at: the generic transition and event
// contexts of src/verify/subject.ts with The Robbers' types. Each invariant is named after the
// property of properties/robbers/registry.ts whose statement it restates.

import type { PropertyName } from "../../../../../properties/robbers/registry.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../../../spec/robbers/index.js";
import type {
  EventOutcomes as AnyEventOutcomes,
  Transition as AnyTransition,
  Invariant,
} from "../../../../verify/subject.js";
import type { Outcome, RobbersSpec } from "../../library/api.js";

export { firstFailure, type Verdict } from "../../../../verify/subject.js";

/** One transition: `before` --event--> `after`, with the effects and the choice path that gave it. */
export type Transition = AnyTransition<RobbersSpec, RobbersState, RobbersEvent, RobbersEffect>;

/** One event in one state with every legal outcome the enumerator lists. */
export type EventOutcomes = AnyEventOutcomes<RobbersSpec, RobbersState, RobbersEvent, Outcome>;

/** An invariant checked on every transition. */
export type TransitionInvariant = Invariant<Transition, PropertyName>;

/** An invariant checked on every event against all of its outcomes together. */
export type EventInvariant = Invariant<EventOutcomes, PropertyName>;
