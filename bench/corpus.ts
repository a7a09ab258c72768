// A fixed corpus of random whole games for the benchmarks: every edition and reading, The Messages
// on and off, 2-6 players. Each game is recorded as its events with the picks the interpreter made,
// so the interpreter and the hand-written baseline replay exactly the same choices.

import {
  EDITION_IDS,
  initialState,
  interpretations,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
} from "../spec/robbers/index.js";
import type { PathStep } from "../src/dsl/index.js";
import { play, type RobbersSpec, robbersSpec } from "../src/games/robbers/library/api.js";
import { randomLegal, seededRandom } from "../src/interpreter/strategies.js";

export interface RecordedGame {
  readonly options: RobbersOptionsInput;
  readonly spec: RobbersSpec;
  readonly start: RobbersState;
  readonly steps: readonly { readonly event: RobbersEvent; readonly path: readonly PathStep[] }[];
  readonly final: RobbersState;
}

const COLOURS = ["red", "blue", "green", "yellow", "black", "grey"];

export function corpus(games: number, seed: number, eventsPerGame = 60): RecordedGame[] {
  const rnd = seededRandom(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const out: RecordedGame[] = [];
  for (let g = 0; g < games; g++) {
    const options: RobbersOptionsInput = {
      edition: EDITION_IDS[g % EDITION_IDS.length]!,
      interpretations: Object.fromEntries(
        interpretations.map((i) => [i.id, i.readings[int(i.readings.length)]!.id]),
      ) as never,
    };
    const spec = robbersSpec(options);
    const players = COLOURS.slice(0, 2 + int(5));
    const start = initialState(players, g % 2 === 0);
    const strategy = randomLegal(seed * 1000 + g);
    let state = start;
    const steps: { event: RobbersEvent; path: readonly PathStep[] }[] = [];
    for (let i = 0; i < eventsPerGame; i++) {
      const roll = rnd();
      const next = players[(players.indexOf(state.active) + 1) % players.length]!;
      let event: RobbersEvent;
      if (roll < 0.25) event = { kind: "turn", player: next };
      else if (roll < 0.35 && state.bagTiles < 8) event = { kind: "bag-tile" };
      else if (roll < 0.42) {
        const p = players[int(players.length)]!;
        const at = state.figures[p]!.meeple;
        if (at < 2) continue;
        event = {
          kind: "backward",
          player: p,
          figure: "meeple",
          points: 1 + int(Math.min(5, at - 1)),
          source: "bazaar",
        };
      } else {
        const awards = Array.from({ length: 1 + int(3) }, () => ({
          player: players[int(players.length)]!,
          points: int(12),
          source: "feature" as const,
        }));
        event = { kind: "moment", awards };
      }
      const r = play(spec, state, event, strategy);
      if (!r.ok) throw new Error(`corpus: ${r.error.message}`);
      steps.push({ event, path: r.path });
      state = r.state;
    }
    const end = play(spec, state, { kind: "game-end" }, strategy);
    if (!end.ok) throw new Error(`corpus: ${end.error.message}`);
    steps.push({ event: { kind: "game-end" }, path: end.path });
    out.push({ options, spec, start, steps, final: end.state });
  }
  return out;
}
