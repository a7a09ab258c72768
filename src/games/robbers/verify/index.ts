// The Robbers' exhaustive check, as the generic explorer of src/verify/ takes it: the bounds
// (bound.ts), the starting arrangements (starts.ts), the events (events.ts), the outcomes from the
// library's enumerator, the invariants restating properties/robbers/registry.ts (invariants/), and
// how a counterexample reads as a robbers-trace/1 file.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PROPERTIES } from "../../../../properties/robbers/registry.js";
import {
  DEFAULT_EDITION,
  EDITION_IDS,
  type EditionId,
  interpretations,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
  scoreOf,
} from "../../../../spec/robbers/index.js";
import { own } from "../../../dsl/own.js";
import { defaultRuns, readingRuns } from "../../../verify/runs.js";
import type { Verification } from "../../../verify/subject.js";
import { type Outcome, outcomes, type RobbersSpec, robbersSpec } from "../library/api.js";
import { describeEffect } from "../library/describe.js";
import { BOUNDS, type Bound, describeBound, READINGS_BOUND } from "./bound.js";
import { eventsFor } from "./events.js";
import { EVENT_INVARIANTS, NOT_PER_TRANSITION, TRANSITION_INVARIANTS } from "./invariants/index.js";
import { startingStates } from "./starts.js";

/** The Robbers' exhaustive check. */
export const verification: Verification<Bound, RobbersSpec, RobbersState, RobbersEvent, RobbersEffect, Outcome> = {
  game: "robbers",
  module: import.meta.url,
  bounds: { ...BOUNDS, ci: BOUNDS.ci! },
  describeBound,
  editions: EDITION_IDS,
  withEdition: (bound, edition) => ({ ...bound, editions: [edition as EditionId] }),
  interpretations: interpretations.map((i) => i.id),
  defaultRuns: (bound) => defaultRuns(bound.editions),
  readingRuns: (bound, only) => readingRuns(interpretations, bound.editions, only),
  compile: (options) => robbersSpec(options as RobbersOptionsInput),
  starts: (bound, spec) => startingStates(bound, spec.decisions.sameSpace.value),
  events: (bound, state) => eventsFor(bound, state),
  eventKind: (event) => event.kind,
  outcomes: (spec, state, event) => {
    const r = outcomes(spec, state, event);
    return r.ok ? { ok: true, outcomes: r.outcomes.all(100_000) } : { ok: false, message: r.error.message };
  },
  transitionInvariants: TRANSITION_INVARIANTS,
  eventInvariants: EVENT_INVARIANTS,
  properties: PROPERTIES.map((p) => p.name),
  notPerTransition: NOT_PER_TRANSITION as Readonly<Record<string, string>>,
  trace: {
    setup: ({ players, messages, active, figures, robbers, bagTiles, messagesDrawn }) => ({
      players,
      messages,
      active,
      figures,
      robbers,
      bagTiles,
      messagesDrawn,
    }),
    claims: (s) => ({
      scores: Object.fromEntries(s.players.map((p) => [p, scoreOf(own(s.figures, p)!)])),
      figures: s.figures,
      robbers: s.robbers,
    }),
    describeEffect,
    replay: (file) => `node bin/robbers.js check ${file}`,
  },
  fixtures: {
    dir: join(dirname(fileURLToPath(import.meta.url)), "../../../../fixtures/counterexamples"),
    comment:
      "Written by `npm run verify:exhaustive -- --only-readings --write-fixtures` " +
      "(src/verify/fixtures.ts); read with counterexamplesFor() in src/verify/counterexamples.ts.",
    defaultEdition: DEFAULT_EDITION,
    // From the opening (every robber in supply), in the edition where the reading broke.
    openingBound: (_bound, run) => ({
      ...READINGS_BOUND,
      editions: [(run.options.edition ?? DEFAULT_EDITION) as EditionId],
    }),
  },
};
