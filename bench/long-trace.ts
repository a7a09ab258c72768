// Writes a long JSON Lines trace (one game, every step with its choices and the claimed scores and
// robbers) for the oracle benchmark, by playing random legal choices with the interpreter.

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { initialState, type RobbersEvent, scoreOf } from "../spec/robbers/index.js";
import { play, robbersSpec } from "../src/games/robbers/library/api.js";
import { randomLegal, seededRandom } from "../src/interpreter/strategies.js";

export async function writeLongTrace(file: string, events: number, seed = 1): Promise<void> {
  const spec = robbersSpec({ edition: "C3" });
  const players = ["red", "blue", "green", "yellow"];
  let state = initialState(players, false);
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  await write(
    JSON.stringify({
      format: "robbers-trace/1",
      options: { edition: "C3" },
      setup: { players, messages: false, active: "red", figures: state.figures, robbers: state.robbers, bagTiles: 0 },
    }),
  );
  const rnd = seededRandom(seed);
  const strategy = randomLegal(seed);
  for (let i = 0; i < events; i++) {
    const roll = rnd();
    const next = players[(players.indexOf(state.active) + 1) % players.length]!;
    // Scores stay those of a plausible game: a meeple past 300 pays points back (bazaar).
    const rich = players.find((p) => state.figures[p]!.meeple > 300);
    const event: RobbersEvent = rich
      ? { kind: "backward", player: rich, figure: "meeple", points: 100 + Math.floor(rnd() * 100), source: "bazaar" }
      : roll < 0.3
        ? { kind: "turn", player: next }
        : roll < 0.31 && state.bagTiles < 8
          ? { kind: "bag-tile" }
          : {
              kind: "moment",
              awards: [{ player: players[Math.floor(rnd() * 4)]!, points: Math.floor(rnd() * 10), source: "feature" }],
            };
    const r = play(spec, state, event, strategy);
    if (!r.ok) throw r.error;
    state = r.state;
    const scores = Object.fromEntries(players.map((p) => [p, scoreOf(state.figures[p]!)]));
    await write(JSON.stringify({ event, choices: r.path, claims: { scores, robbers: state.robbers } }));
  }
  out.end();
  await once(out, "finish");
}
