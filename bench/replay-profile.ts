// The interpreter's side of the replay row alone, for `node --cpu-prof .bench/bench/replay-profile.js [rounds]`:
// the 200-game corpus replayed `rounds` times (default 60), so the profile shows the rules and the
// interpreter, not the hand-written baseline.
import { corpus } from "./corpus.js";
import { replayInterpreter } from "./replay.js";

const rounds = Number(process.argv[2] ?? 60);
const games = corpus(200, 1);
const t = performance.now();
let events = 0;
for (let r = 0; r < rounds; r++) events += replayInterpreter(games);
console.log(`${events} events in ${Math.round(performance.now() - t)} ms`);
