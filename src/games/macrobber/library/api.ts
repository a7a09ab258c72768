// MacRobber as a library: compile the readings once, start a seeded game, step events with
// choices, list what can happen now, and play whole random games. The same generic interpreter
// (compile/step/enumerate) as The Robbers; only the ruleset differs.

import {
  initialState,
  type MacRobberDecisionTable,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberOptions,
  type MacRobberOptionsInput,
  type MacRobberState,
  macRobber,
  nextEvent,
  type PlayerId,
} from "../../../../spec/macrobber/index.js";
import { type PathStep, RuleError } from "../../../dsl/index.js";
import { type Compiled, compile } from "../../../interpreter/compile.js";
import { type EnumerateOptions, type EnumerateResult, enumerate } from "../../../interpreter/enumerate.js";
import { checkStateWith, nextChoiceWith, playWith } from "../../../interpreter/play.js";
import { type StepResult, step } from "../../../interpreter/step.js";
import { randomLegal, type Strategy } from "../../../interpreter/strategies.js";

/** MacRobber compiled for one set of readings. */
export type MacRobberSpec = Compiled<MacRobberOptions, MacRobberState, MacRobberEvent, MacRobberDecisionTable>;

/** Compile MacRobber for the readings given (throws RuleError on unknown ids or readings). */
export const macRobberSpec = (options: MacRobberOptionsInput = {}): MacRobberSpec => compile(macRobber, options);

/** A new game for 3-5 players in clockwise order (the first begins), from a seed. */
export const newGame = (spec: MacRobberSpec, players: readonly PlayerId[], seed: number): MacRobberState =>
  initialState(players, seed, spec.decisions);

/** The state's rule error, or null when the state is one the rules allow. */
export function checkState(spec: MacRobberSpec, state: MacRobberState): RuleError | null {
  return checkStateWith(spec, state);
}

/** Check the state, then play `event` (null or left out: the one the state expects) with recorded picks or a strategy. */
export function play(
  spec: MacRobberSpec,
  state: MacRobberState,
  event: MacRobberEvent | null = null,
  choices: readonly PathStep[] | Strategy = [],
): StepResult<MacRobberState> {
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, error: invalid };
  event ??= nextEvent(state);
  if (!event) {
    return {
      ok: false,
      error: new RuleError({
        kind: "invalid-event",
        rules: ["MR-WINNER"],
        message: "the game is over",
        path: "$.event",
      }),
    };
  }
  return playWith(spec, state, event, choices);
}

/** Every distinct outcome of the next event (walked path by path; raids can exceed `maxPaths`). */
export function outcomes(spec: MacRobberSpec, state: MacRobberState, options: EnumerateOptions = {}): EnumerateResult {
  // The state is checked first, as The Robbers' outcomes checks it: no answer for a state the rules refuse.
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, error: invalid };
  const event = nextEvent(state);
  if (!event)
    return {
      ok: false,
      error: new RuleError({
        kind: "invalid-event",
        rules: ["MR-WINNER"],
        message: "the game is over",
        path: "$.event",
      }),
    };
  return enumerate(spec, state, event, options);
}

/** The first decision of the next event: who decides, under which rule, and every legal pick (null when no one has a choice). */
export interface NextChoice {
  /** The event the choice belongs to (the one the state expects). */
  readonly event: MacRobberEvent;
  /** The kind of choice point, e.g. "redraw", "actions", "phase-3", "attack", "defend", "loot" or "discard". */
  readonly kind: string;
  /** The player who decides. */
  readonly actor: PlayerId;
  /** The rule id the choice is made under (e.g. MR-ACT-CHOOSE). */
  readonly rule: string;
  /** The question in words, naming the player. */
  readonly question: string;
  /** Every legal pick, in the form `choices` take them (e.g. a `Phase3Pick` or a `CombatPick`). */
  readonly options: readonly unknown[];
}

/**
 * "What can happen now?": the next event's first choice point with all its legal options; null when
 * nobody has a choice in it, or when the game is over (tell them apart with `nextEvent`).
 */
export function nextChoice(spec: MacRobberSpec, state: MacRobberState): NextChoice | null {
  const invalid = checkState(spec, state);
  if (invalid) throw invalid;
  const event = nextEvent(state);
  if (!event) return null;
  return nextChoiceWith(spec, state, event);
}

/** One step of a recorded game: the event, the picks made, and the effects. */
export interface TraceStep {
  /** The event played. */
  readonly event: MacRobberEvent;
  /** The picks made during the event, in order; replaying them with `play` gives the same step. */
  readonly choices: readonly PathStep[];
  /** What happened, in order, each citing its rule ids. */
  readonly effects: readonly MacRobberEffect[];
}
/** A whole game played with seeded random legal choices. */
export interface RandomGame {
  /** The new game the seed dealt. */
  readonly start: MacRobberState;
  /** Every event played, from the start to the end of the game. */
  readonly steps: readonly TraceStep[];
  /** The final state: phase "over", with the result. */
  readonly end: MacRobberState;
}

/** Play a whole game: chance from `seed` (in the state), every choice uniformly random among the legal ones (from `choiceSeed`). */
export function randomGame(
  spec: MacRobberSpec,
  players: readonly PlayerId[],
  seed: number,
  choiceSeed = seed,
  maxSteps = 10_000,
): RandomGame {
  const start = newGame(spec, players, seed);
  const steps: TraceStep[] = [];
  // One stream of choices for the whole game, as `macrobber play` draws them: the same seed, the same game.
  const choices = randomLegal(choiceSeed);
  let state = start;
  for (let i = 0; i < maxSteps; i++) {
    const event = nextEvent(state);
    if (!event) return { start, steps, end: state };
    const r = step(spec, state, event, choices);
    if (!r.ok) throw r.error;
    steps.push({ event, choices: r.path, effects: r.effects as readonly MacRobberEffect[] });
    state = r.state;
  }
  throw new RuleError({
    kind: "invalid-event",
    rules: ["MR-END-SACK", "MR-END-ESTATE"],
    message: `the game did not end within ${maxSteps} events`,
  });
}
