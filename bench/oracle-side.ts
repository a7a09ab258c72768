// One side of the oracle benchmark, run in its own process so peak memory is its own: `bare` parses
// every line of a JSON Lines file with JSON.parse (lines from node:readline, the baseline the issue
// names); `bare-same-reader` does the same with the oracle's own line reader; `check` runs the
// oracle's checkFile on it. Prints {ms, cpuMs, maxRssMB, lines|status} as JSON: `cpuMs` is the CPU
// time of every thread of the process (user and system), steadier than `ms` on a busy machine.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { checkFile } from "../src/games/robbers/oracle.js";
import { jsonLineChunks } from "../src/oracle/jsonl-lines.js";
import { MAX_LINE_BYTES } from "../src/oracle/limits.js";

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
} else if (side === "bare-same-reader") {
  let lines = 0;
  for await (const chunk of jsonLineChunks(file!, MAX_LINE_BYTES)) {
    for (const line of chunk) {
      if (!line.ok) throw new Error(line.error.message);
      if (line.text.length > 0) JSON.parse(line.text);
      lines++;
    }
  }
  result = { lines };
} else {
  const r = await checkFile(file!, { layout: "jsonl" });
  result = { status: r.status, ...(r.status === "conforms" ? { steps: r.steps } : {}) };
}
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    side,
    ms: Math.round(performance.now() - t),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    ...result,
  }),
);
