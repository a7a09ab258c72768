// Every invariant The Robbers' exhaustive check runs, and which registry property each restates. A
// property of properties/robbers/registry.ts that no invariant restates must be listed in
// NOT_PER_TRANSITION with the reason and where it is covered instead (the test fails on a property
// that is neither).
import type { PropertyName } from "../../../../../properties/robbers/registry.js";
import { citationInvariants } from "./citations.js";
import { eventInvariants } from "./enumeration.js";
import { gameInvariants } from "./game.js";
import { momentInvariants } from "./moment.js";
import type { EventInvariant, TransitionInvariant } from "./types.js";

/** Checked on every transition (state, event, one outcome). */
export const TRANSITION_INVARIANTS: readonly TransitionInvariant[] = [
  ...gameInvariants,
  ...momentInvariants,
  ...citationInvariants,
];
/** Checked on every event against all its outcomes. */
export const EVENT_INVARIANTS: readonly EventInvariant[] = eventInvariants;

/** Registry properties not restated per transition, with where they are covered. */
export const NOT_PER_TRANSITION: Readonly<Partial<Record<PropertyName, string>>> = {
  "alternative-back-stay-own-breaks-invariant":
    'a statement about a reading, not an invariant: the run under INT-BACK-STAY-OWN "any-figure" must ' +
    'find a transition breaking "every robber out stands beside another player\'s figure" (the readings ' +
    "run and its fixture)",
  "enumeration-counted-classes":
    "about how the factored enumerator builds a player's plan classes past 4 awards (counted, not " +
    "listed), which the small bounds of the exhaustive check never reach: " +
    "properties/robbers/counting.test.ts compares both ways on crowded boards",
  "enumeration-counted-totals":
    "about the factored enumerator's own shortcuts (totals counted without listing, groups made on " +
    "demand), not about a transition: properties/robbers/counting.test.ts compares them with the whole " +
    "set, which enumeration-factored-equals-exhaustive holds to every path",
};
