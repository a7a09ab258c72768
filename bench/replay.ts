// Interpreter vs hand-written replay of the same recorded games, timed in alternation within one
// process (so machine noise hits both sides alike); reports events per second and the ratio.
import { step } from "../src/interpreter/step.js";
import { scripted } from "../src/interpreter/strategies.js";
import type { RecordedGame } from "./corpus.js";
import { applyEvent, fromGame, settingsFrom, toGame } from "./handwritten.js";

export function replayInterpreter(games: readonly RecordedGame[]): number {
  let n = 0;
  for (const game of games) {
    let s = game.start;
    for (const { event, path } of game.steps) {
      const r = step(game.spec, s, event, scripted(path));
      if (!r.ok) throw r.error;
      s = r.state;
      n++;
    }
  }
  return n;
}

export function replayHandwritten(games: readonly RecordedGame[]): number {
  let n = 0;
  for (const game of games) {
    const g = toGame(game.start);
    const settings = settingsFrom(game.spec.decisions);
    for (const { event, path } of game.steps) {
      applyEvent(g, event, path, settings);
      n++;
    }
  }
  return n;
}

/** Both sides agree on every final state (checked once before timing). */
export function sameFinalStates(games: readonly RecordedGame[]): boolean {
  return games.every((game) => {
    const g = toGame(game.start);
    const settings = settingsFrom(game.spec.decisions);
    for (const { event, path } of game.steps) applyEvent(g, event, path, settings);
    return JSON.stringify(fromGame(g)) === JSON.stringify(game.final);
  });
}

export function compareReplay(games: readonly RecordedGame[], rounds: number) {
  const interp: number[] = [];
  const hand: number[] = [];
  let events = 0;
  for (let r = 0; r < rounds; r++) {
    let t = performance.now();
    events = replayInterpreter(games);
    interp.push(performance.now() - t);
    t = performance.now();
    replayHandwritten(games);
    hand.push(performance.now() - t);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const mi = median(interp);
  const mh = median(hand);
  return {
    events,
    interpreterEventsPerSecond: Math.round(events / (mi / 1000)),
    handwrittenEventsPerSecond: Math.round(events / (mh / 1000)),
    ratio: Number((mi / mh).toFixed(2)),
  };
}
