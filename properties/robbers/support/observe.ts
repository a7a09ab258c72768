// Running one random legal step, so properties can restate the rules over what the interpreter
// reported (the effects read back as plain facts are in ../invariants.ts).
import type { RobbersEffect, RobbersEvent, RobbersOptionsInput, RobbersState } from "../../../spec/robbers/index.js";
import { play, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { randomLegal } from "../../../src/interpreter/strategies.js";
import type { Step } from "../invariants.js";

/** One observed step: a step as the predicates of ../invariants.ts take it. */
export type Observed = Step;

export function observe(
  options: RobbersOptionsInput,
  before: RobbersState,
  event: RobbersEvent,
  strategySeed: number,
): Observed {
  const spec = robbersSpec(options);
  const r = play(spec, before, event, randomLegal(strategySeed));
  if (!r.ok) throw new Error(`a legal event was refused: ${r.error.message}`);
  return { spec, before, event, after: r.state, effects: r.effects as RobbersEffect[] };
}
