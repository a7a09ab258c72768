// A seeded whole game of any game, for `<game> play` (written as a trace that `<game> check`
// accepts) and `<game> explain --seed` (the situation after some of its events): the game deals
// the start and, where its state does not say which event comes next, draws the events; every
// decision is a random legal choice. The same game, options, players and seed give the same game.
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { step } from "../interpreter/step.js";
import { randomLegal, seededRandom } from "../interpreter/strategies.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import type { ReadyScenario } from "./scenario-input.js";

/** One played event: the event, the picks made, the effects, and the state after it. */
export interface PlayedStep {
  readonly event: unknown;
  readonly choices: readonly PathStep[];
  readonly effects: readonly Effect[];
  readonly after: unknown;
}

/** The most events a played game may have before it is cut off (a game that never ends is a bug in the game). */
const MAX_PLAYED_EVENTS = 10_000;

/**
 * The events of a seeded game, one at a time, from its start (`start`) until it is over or
 * `limit` events have been played.
 */
export function* playedSteps(
  game: AnyGame,
  spec: ReadyScenario["spec"],
  start: unknown,
  seed: number,
  limit = MAX_PLAYED_EVENTS,
): Generator<PlayedStep> {
  const choices = randomLegal(seed);
  // Events drawn by the game come from their own stream, so adding a decision never shifts them.
  const events = seededRandom((seed ^ 0x5eed5eed) >>> 0);
  let state = start;
  for (let played = 0; played < limit; played++) {
    const event = game.nextEvent
      ? game.nextEvent(state)
      : (game.play.randomEvent?.(spec, state, events, played) ?? null);
    if (event === null) return;
    const r = step(spec, state, event, choices);
    if (!r.ok) throw new Error(`internal: a random legal game step was refused (${r.error.message})`);
    yield { event, choices: r.path, effects: r.effects, after: r.state };
    state = r.state;
  }
}

/** A played game as trace lines (JSON Lines: the header, then one step per line with its claims). */
export interface PlayedTrace {
  readonly lines: readonly string[];
  readonly events: number;
  readonly end: unknown;
}

/** Play a whole seeded game (at most `limit` events) and write it as a `<game>-trace/1` in JSON Lines. */
export function playTrace(
  game: AnyGame,
  spec: ReadyScenario["spec"],
  options: FileOptions,
  players: readonly string[],
  seed: number,
  limit = MAX_PLAYED_EVENTS,
): PlayedTrace {
  const start = game.play.newGame(spec, players, seed);
  const lines = [
    JSON.stringify({ format: game.formats.names.trace, options, setup: game.play.setupOf(players, seed, start) }),
  ];
  let end = start;
  let events = 0;
  for (const s of playedSteps(game, spec, start, seed, limit)) {
    lines.push(JSON.stringify({ event: s.event, choices: s.choices, claims: game.play.claimsOf(s.after, s.effects) }));
    end = s.after;
    events++;
  }
  return { lines, events, end };
}
