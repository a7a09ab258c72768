// A probe for issue 15's last idea, measured before building it into the oracle: `check`'s reading
// (split lines, JSON.parse, the compiled validator, the game's reference checks) on a worker thread,
// the main thread parsing again and replaying only what the worker vouched for. Prints the same
// JSON as oracle-side.js: `node .bench/bench/pipeline-probe.js <trace.jsonl>`. Not part of the oracle.

import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { GAMES } from "../src/games/all.js";
import { fastStepReader } from "../src/oracle/fast-step.js";
import { jsonLineChunks } from "../src/oracle/jsonl-lines.js";
import { MAX_LINE_BYTES } from "../src/oracle/limits.js";
import { replayStep } from "../src/oracle/replay-step.js";
import { checkStepNames, type GameTraceHeader, type GameTraceStep, startOf } from "../src/oracle/trace-start.js";

interface Batch {
  readonly texts: string[];
  readonly vouched: Uint8Array;
  readonly done?: boolean;
}
const IN_FLIGHT = 4;

async function worker(): Promise<void> {
  const { gameId, file } = workerData as { gameId: string; file: string };
  const game = GAMES.find((g) => g.id === gameId)!;
  const fast = await fastStepReader(game);
  let credits = IN_FLIGHT;
  let wake: (() => void) | null = null;
  parentPort!.on("message", () => {
    credits++;
    wake?.();
  });
  let header: GameTraceHeader | null = null;
  for await (const chunk of jsonLineChunks(file, MAX_LINE_BYTES)) {
    const texts: string[] = [];
    const flags: number[] = [];
    for (const l of chunk) {
      if (!l.ok || l.text.trim() === "") continue;
      if (!header) {
        header = JSON.parse(l.text) as GameTraceHeader;
        continue;
      }
      const v = fast(l.text);
      texts.push(l.text);
      flags.push(v && !checkStepNames(game, v, header) ? 1 : 0);
    }
    while (credits === 0) await new Promise<void>((r) => (wake = r));
    credits--;
    const batch: Batch = { texts, vouched: Uint8Array.from(flags) };
    parentPort!.postMessage(batch);
  }
  parentPort!.postMessage({ texts: [], vouched: new Uint8Array(0), done: true } satisfies Batch);
}

async function main(file: string): Promise<void> {
  const t = performance.now();
  const game = GAMES.find((g) => g.id === "robbers")!;
  const firstLine = await (async () => {
    for await (const chunk of jsonLineChunks(file, MAX_LINE_BYTES))
      for (const l of chunk) if (l.ok && l.text.trim() !== "") return l.text;
    throw new Error("empty");
  })();
  const header = game.formats.traceHeader.parse(JSON.parse(firstLine)) as GameTraceHeader;
  const started = startOf(game, header);
  if (!started.ok) throw new Error(started.problem.message);
  const { spec } = started.start;
  let state = started.start.state;
  const w = new Worker(fileURLToPath(import.meta.url), { workerData: { gameId: game.id, file } });
  let steps = 0;
  let careful = 0;
  let status = "conforms";
  const queue: Batch[] = [];
  let wake: (() => void) | null = null;
  w.on("message", (b: Batch) => {
    queue.push(b);
    wake?.();
  });
  for (;;) {
    while (queue.length === 0) await new Promise<void>((r) => (wake = r));
    const b = queue.shift()!;
    if (b.done) break;
    w.postMessage(1);
    for (let i = 0; i < b.texts.length; i++) {
      if (!b.vouched[i]) careful++;
      const step = JSON.parse(b.texts[i]!) as GameTraceStep & { choices?: unknown };
      if (step.choices === undefined) (step as { choices: unknown }).choices = [];
      const r = replayStep(game, spec, state, step);
      if (!r.ok) {
        status = "diverges";
        break;
      }
      state = r.state;
      steps++;
    }
    if (status !== "conforms") break;
  }
  await w.terminate();
  const cpu = process.cpuUsage();
  console.log(
    JSON.stringify({
      side: "pipeline-probe",
      ms: Math.round(performance.now() - t),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      status,
      steps,
      careful,
    }),
  );
}

if (isMainThread) await main(process.argv[2]!);
else await worker();
