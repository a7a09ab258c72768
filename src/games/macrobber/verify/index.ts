// MacRobber's exhaustive check, as the generic explorer of src/verify/ takes it: the bounds
// (bound.ts), the starting scenes (starts.ts), the one event each state expects, every outcome
// from the library's enumerator (raids factored), the invariants restating
// properties/macrobber/registry.ts (invariants.ts), and how a counterexample reads as a
// macrobber-trace/1 file (the whole state as setup, the effects and state as claims).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MACROBBER_PROPERTIES } from "../../../../properties/macrobber/registry.js";
import {
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberOptionsInput,
  type MacRobberState,
  macRobberInterpretations,
  nextEvent,
} from "../../../../spec/macrobber/index.js";
import { outcomesWith } from "../../../interpreter/play.js";
import { defaultRuns, readingRuns } from "../../../verify/runs.js";
import type { Verification } from "../../../verify/subject.js";
import { macRobberGame } from "../index.js";
import { type MacRobberSpec, macRobberSpec } from "../library/api.js";
import { BOUNDS, describeBound, type MacRobberBound } from "./bound.js";
import { eventInvariants, transitionInvariants } from "./invariants.js";
import { startingStates } from "./starts.js";

/** MacRobber's exhaustive check. */
export const verification: Verification<
  MacRobberBound,
  MacRobberSpec,
  MacRobberState,
  MacRobberEvent,
  MacRobberEffect
> = {
  game: "macrobber",
  module: import.meta.url,
  bounds: BOUNDS,
  describeBound,
  editions: null,
  interpretations: macRobberInterpretations.map((i) => i.id),
  defaultRuns: () => defaultRuns(null),
  readingRuns: (_bound, only) => readingRuns(macRobberInterpretations, null, only),
  compile: (options) => macRobberSpec(options as MacRobberOptionsInput),
  starts: (bound, spec) => startingStates(bound, spec),
  events: (_bound, state) => {
    const next = nextEvent(state);
    return next ? [next] : [];
  },
  eventKind: (event) => event.kind,
  outcomes: (spec, state, event) => {
    const r = outcomesWith<unknown, MacRobberState, MacRobberEvent, never, MacRobberEffect>(
      spec as never,
      state,
      event,
    );
    return r.ok ? { ok: true, outcomes: r.outcomes.all(100_000) } : { ok: false, message: r.error.message };
  },
  transitionInvariants,
  eventInvariants,
  properties: MACROBBER_PROPERTIES.map((p) => p.name),
  notPerTransition: {
    "mr-seat-views-hide":
      "a statement about what each seat's view (the library's `seatView`) shows, compared by difference " +
      "between states a seat cannot tell apart, not about the rules' transitions: " +
      "properties/macrobber/hidden.test.ts",
  },
  trace: {
    setup: (state) => ({ state }),
    claims: (after, effects) => macRobberGame.play.claimsOf(after, effects),
    describeEffect: (e) => macRobberGame.describe.effect(e as MacRobberEffect),
    replay: (file) => `node bin/macrobber.js check ${file}`,
  },
  fixtures: {
    dir: join(dirname(fileURLToPath(import.meta.url)), "../../../../fixtures/macrobber/counterexamples"),
    comment:
      "Written by `npm run verify:exhaustive -- --game macrobber --bound readings --only-readings " +
      "--write-fixtures` (src/verify/fixtures.ts); read with counterexamplesFor() in " +
      "src/verify/counterexamples.ts.",
    defaultEdition: null,
    openingBound: () => null,
  },
};
