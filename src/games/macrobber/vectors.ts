// MacRobber's side of conformance vectors: the situation for an index is a seeded game played on
// with random legal choices until the phase the vector tests comes up (phases cycle with the
// index, player counts too, and one interpretation at a time takes its other readings); an outcome
// records each clan's points, where the game stands, and the whole state.
import { nextEvent, macRobberInterpretations, type MacRobberEffect, type MacRobberEvent, type MacRobberState } from "../../../spec/macrobber/index.js";
import { compile } from "../../interpreter/compile.js";
import { step } from "../../interpreter/step.js";
import { randomLegal } from "../../interpreter/strategies.js";
import type { VectorSituation } from "../../kit/game.js";
import { macRobber, initialState } from "../../../spec/macrobber/index.js";

/** Most distinct outcomes a vector may have; situations with more are redrawn. */
export const MAX_MACROBBER_VECTOR_OUTCOMES = 60;

const PHASES: readonly MacRobberEvent["kind"][] = ["take-tokens", "act", "raid-or-exchange", "score-round"];
const NAMES = ["ann", "ben", "cat", "dan", "eve"];
/** How far into a game a vector's situation may lie, in events (a round is about 13 events with 3 players). */
const MAX_PLAYED = 60;

/**
 * Readings for vector `index`: every (n + 1)th group of phases keeps the defaults; the others give
 * one interpretation, in turn, one of its other readings (in turn too), so each reading comes round.
 */
function readingsFor(index: number): Record<string, string> {
  const readings: Record<string, string> = Object.fromEntries(macRobberInterpretations.map((i) => [i.id, i.defaultReading as string]));
  const n = macRobberInterpretations.length;
  const k = Math.floor(index / PHASES.length);
  if (k % (n + 1) === n) return readings;
  const interp = macRobberInterpretations[k % (n + 1)]!;
  const others = interp.readings.filter((r) => r.id !== interp.defaultReading);
  readings[interp.id] = others[Math.floor(k / (n + 1)) % others.length]!.id;
  return readings;
}

/**
 * Whether a situation's outcomes stay few enough to list: in phase 3 every clan with three cards is
 * a raid target and each combat round multiplies by the cards in hand, so the drawer plays on to a
 * phase 3 where every hand holds at most four cards.
 */
const small = (state: MacRobberState): boolean => state.phase !== "raid-or-exchange" || state.players.every((p) => state.clans[p]!.hand.reduce((n, c) => n + c, 0) <= 4);

/** The drawer for vector `index`: phase, players and readings fixed by the index, each candidate a fresh seeded game. */
export function macRobberDrawer(random: () => number, index: number): () => VectorSituation<MacRobberState, MacRobberEvent> {
  const phase = PHASES[index % PHASES.length]!;
  const players = NAMES.slice(0, 3 + (Math.floor(index / PHASES.length) % 3));
  const interpretations = readingsFor(index);
  const spec = compile(macRobber, { interpretations });
  return () => {
    const seed = Math.floor(random() * 0x100000000);
    const choices = randomLegal(Math.floor(random() * 0x100000000));
    const target = Math.floor(random() * MAX_PLAYED);
    let state = initialState(players, seed, spec.decisions);
    // Play on to the target, then to the next time the vector's phase comes up (or the end).
    for (let played = 0; ; played++) {
      const event = nextEvent(state);
      if (!event || (played >= target && event.kind === phase && small(state))) break;
      const r = step(spec, state, event, choices);
      if (!r.ok) throw r.error;
      state = r.state;
    }
    const event = nextEvent(state) ?? { kind: phase };
    return { theme: phase, options: { edition: null, interpretations }, setup: { state }, state, event };
  };
}

/** What an outcome records: points per clan, round, phase, who is active, and the whole state. */
export function macRobberRecord(after: MacRobberState, _effects: readonly MacRobberEffect[]): Record<string, unknown> {
  return { points: Object.fromEntries(after.players.map((p) => [p, after.clans[p]!.points])), round: after.round, phase: after.phase, active: after.active, state: after };
}
