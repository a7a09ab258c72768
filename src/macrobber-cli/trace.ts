// A whole seeded game as a MacRobber trace: the header line, then one line per event with the picks
// made, the effects and the state after. The game comes from the library's randomGame; each step is
// replayed with `play` to get the state after it (and to make sure the library agrees with itself).
import { play, randomGame, type MacRobberSpec } from "../macrobber/api.js";
import type { GameResult, MacRobberState, PlayerId } from "../../spec/macrobber/index.js";
import { RULESET } from "./format.js";

/** A played game: the trace's lines (JSON text, without newlines) and how it ended. */
export interface PlayedTrace {
  readonly lines: readonly string[];
  readonly events: number;
  readonly end: MacRobberState;
}

/** Play a game with seeded random legal choices and write it as trace lines. */
export function playTrace(spec: MacRobberSpec, players: readonly PlayerId[], seed: number, choiceSeed: number): PlayedTrace {
  const game = randomGame(spec, players, seed, choiceSeed);
  const lines = [JSON.stringify({ ruleset: RULESET, options: spec.options, players, seed })];
  let state = game.start;
  for (const [i, s] of game.steps.entries()) {
    const r = play(spec, state, s.event, s.choices);
    if (!r.ok) throw new Error(`event ${i + 1} of the random game does not replay: ${r.error.message}`);
    if (JSON.stringify(r.effects) !== JSON.stringify(s.effects)) throw new Error(`event ${i + 1} of the random game replays with other effects`);
    lines.push(JSON.stringify({ event: s.event, choices: s.choices, effects: s.effects, state: r.state }));
    state = r.state;
  }
  if (JSON.stringify(state) !== JSON.stringify(game.end)) throw new Error("the replayed game ends in another state than the random game");
  return { lines, events: game.steps.length, end: state };
}

/** `8 rounds, 80 events; ended by estate; winner: cat (points: ann 5, ben 7, cat 12)`. */
export function summary(events: number, end: MacRobberState): string {
  const points = end.players.map((p) => `${p} ${end.clans[p]?.points ?? "?"}`).join(", ");
  const result: GameResult | null = end.result;
  const how = result
    ? `ended by ${result.reason === "sack" ? "the sack running out" : "an estate tile"}; ${result.winners.length === 1 ? "winner" : "draw between"}: ${result.winners.join(", ")}`
    : "not over";
  return `${end.round} round${end.round === 1 ? "" : "s"}, ${events} events; ${how} (points: ${points})`;
}
