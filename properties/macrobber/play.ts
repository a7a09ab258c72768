// Helpers shared by the MacRobber properties: one compiled spec per set of readings, playing a game
// step by step with a visitor, a strategy that raids whenever it can (raids are the rare branch of
// phase 3 under uniformly random choices), and small readers of the state.

import {
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberOptionsInput,
  type MacRobberState,
  nextEvent,
  type Phase3Pick,
} from "../../spec/macrobber/index.js";
import { type PathStep, RuleError } from "../../src/dsl/index.js";
import { type MacRobberSpec, macRobberSpec, play } from "../../src/games/macrobber/library/api.js";
import { step } from "../../src/interpreter/step.js";
import { randomLegal, type Strategy, seededRandom } from "../../src/interpreter/strategies.js";
import { scale } from "../support/run.js";

const specs = new Map<string, MacRobberSpec>();
/** The spec compiled for `options` (cached: properties compile the same few readings again and again). */
export function specFor(options: MacRobberOptionsInput): MacRobberSpec {
  const key = JSON.stringify(Object.entries(options.interpretations ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
  let spec = specs.get(key);
  if (!spec) {
    spec = macRobberSpec(options);
    specs.set(key, spec);
  }
  return spec;
}

/** One step of a walked game. */
export interface StepRecord {
  readonly before: MacRobberState;
  readonly event: MacRobberEvent;
  readonly after: MacRobberState;
  readonly effects: readonly MacRobberEffect[];
  readonly path: readonly PathStep[];
}

/**
 * Play `state` on with `strategy` for at most `maxSteps` events (or to the end), calling `visit`
 * after every step. Any refusal is a failure. Each step checks the state first (`play`) unless
 * `fast` (used to reach states quickly; the properties check what they need themselves).
 */
export function walk(
  spec: MacRobberSpec,
  state: MacRobberState,
  strategy: Strategy,
  maxSteps: number,
  visit: (r: StepRecord) => void = () => {},
  fast = false,
): MacRobberState {
  let s = state;
  for (let i = 0; i < maxSteps; i++) {
    const event = nextEvent(s);
    if (!event) return s;
    const r = fast ? step(spec, s, event, strategy) : play(spec, s, event, strategy);
    if (!r.ok) throw new Error(`a legal ${event.kind} was refused: ${r.error.message}`);
    visit({ before: s, event, after: r.state, effects: r.effects as readonly MacRobberEffect[], path: r.path });
    s = r.state;
  }
  return s;
}

/** Random legal choices, except that phase 3 raids (when a raid is possible) with probability `raidRate`. */
export function raiding(seed: number, raidRate = 0.7): Strategy {
  const base = randomLegal(seed);
  const next = seededRandom(seed ^ 0x5bd1e995);
  return {
    pick(point) {
      if (point.kind === "phase-3") {
        const raids = (point.options() as readonly Phase3Pick[]).filter((o) => o.do === "raid");
        if (raids.length > 0 && next() < raidRate) return raids[Math.floor(next() * raids.length)]! as never;
      }
      return base.pick(point);
    },
  };
}

/** The typed refusal of a step, or a failure naming what happened instead. */
export function refusal(r: { ok: true } | { ok: false; error: RuleError }): RuleError {
  if (r.ok) throw new Error("expected a refusal, but the step was allowed");
  if (!(r.error instanceof RuleError)) throw new Error(`expected a RuleError, got ${String(r.error)}`);
  return r.error;
}

/** The player before the beginning player: the last of the round. */
export const lastPlayer = (s: MacRobberState): string =>
  s.players[(s.players.indexOf(s.beginner) + s.players.length - 1) % s.players.length]!;

/** A test's time limit: a minute at the CI budget, scaled with FC_SCALE (npm run verify:deep runs 100 times as many cases). */
export const timeLimit = (): number => 60_000 * Math.max(1, scale());
