// Playing one event with chosen picks and reading what its effects cite, for the tests that state
// a step's exact citations case by case (spec/robbers/**/*.test.ts).

import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import type { PathStep } from "../../../src/dsl/index.js";
import { play, type RobbersSpec, robbersSpec } from "../../../src/games/robbers/library/api.js";
import type { Strategy } from "../../../src/interpreter/strategies.js";
import { firstLegal } from "../../../src/interpreter/strategies.js";

/** The effects of `event` from `state`, the first legal option taken at every choice unless `choices` say otherwise; a refusal throws its message. */
export function effectsOf(
  state: RobbersState,
  event: RobbersEvent,
  spec: RobbersSpec = robbersSpec(),
  choices: readonly PathStep[] | Strategy = firstLegal(),
): RobbersEffect[] {
  const r = play(spec, state, event, choices);
  if (!r.ok) throw new Error(r.error.message);
  return r.effects as RobbersEffect[];
}

/** An effect's citations as plain arrays, to compare with `toEqual`. */
export const citations = (e: RobbersEffect): { rules: string[]; decidedBy: string[] } => ({
  rules: [...e.rules],
  decidedBy: [...(e.decidedBy ?? [])],
});
