// A worker thread of the exhaustive check: receives batches of states (a Job), expands them and
// posts the Expansion back. One compiled spec per options, kept for the thread's life.
import { parentPort } from "node:worker_threads";
import { expandJob, type Job } from "./expand.js";

if (!parentPort) throw new Error("src/verify/worker.ts runs only as a worker thread (see pool.ts)");
const port = parentPort;
port.on("message", (job: Job) => {
  try {
    port.postMessage({ ok: true, expansion: expandJob(job) });
  } catch (error) {
    port.postMessage({
      ok: false,
      error: error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error),
    });
  }
});
