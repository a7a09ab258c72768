// One side of the oracle benchmark, run in its own process so peak memory is its own: `bare` parses
// every line of a JSON Lines file with JSON.parse; `check` runs the oracle's checkFile on it.
// Prints {ms, maxRssMB, lines|status} as JSON.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { checkFile } from "../src/games/robbers/oracle.js";

const [side, file] = process.argv.slice(2);
const t = performance.now();
let result: Record<string, unknown>;
if (side === "bare") {
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(file!), crlfDelay: Infinity })) {
    if (line.length > 0) JSON.parse(line);
    lines++;
  }
  result = { lines };
} else {
  const r = await checkFile(file!, { layout: "jsonl" });
  result = { status: r.status, ...(r.status === "conforms" ? { steps: r.steps } : {}) };
}
console.log(JSON.stringify({ side, ms: Math.round(performance.now() - t), maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024), ...result }));
