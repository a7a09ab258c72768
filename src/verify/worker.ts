// A worker thread of the exhaustive check: receives batches of states (a Job) with the URL of the
// game's verification module, imports that module once, expands the batch and posts the Expansion
// back. One compiled spec per options, kept for the thread's life.
import { parentPort } from "node:worker_threads";
import { expandJob } from "./expand.js";
import type { WorkerJob } from "./pool.js";
import type { AnyVerification } from "./subject.js";

if (!parentPort) throw new Error("src/verify/worker.ts runs only as a worker thread (see pool.ts)");
const port = parentPort;
const modules = new Map<string, Promise<AnyVerification>>();
const load = (url: string): Promise<AnyVerification> => {
  let m = modules.get(url);
  if (!m) {
    m = import(url).then((x: { verification?: AnyVerification }) => {
      if (!x.verification) throw new Error(`${url} exports no \`verification\``);
      return x.verification;
    });
    modules.set(url, m);
  }
  return m;
};
port.on("message", async ({ module, job }: WorkerJob) => {
  try {
    port.postMessage({ ok: true, expansion: expandJob(await load(module), job) });
  } catch (error) {
    port.postMessage({
      ok: false,
      error: error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error),
    });
  }
});
