// Expanding a frontier across cores: a pool of worker threads (node:worker_threads), each given a
// contiguous slice of the frontier; the slices' results are merged back in frontier order, so the
// search is deterministic whatever the thread count. With one thread it runs in-process (no worker),
// which is also what mutation testing needs: a mutant switched on in the test process is not seen
// by worker threads. A worker learns the game from each job: the URL of the module that exports the
// game's verification, which it imports once.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { own, setOwn } from "../dsl/own.js";
import { type Expansion, expandJob, type Job } from "./expand.js";
import type { AnyVerification } from "./subject.js";

/** Expands a job, in-process or across threads. */
export interface Expander {
  expand(job: Job): Promise<Expansion>;
  close(): Promise<void>;
}

/** Run in this thread. */
const inProcess = (v: AnyVerification): Expander => ({
  expand: async (job) => expandJob(v, job),
  close: async () => {},
});

/** The worker's module next to this one; under tsx (a .ts file) the worker registers tsx first. */
function startWorker(): Worker {
  const here = import.meta.url;
  const url = new URL(here.endsWith(".ts") ? "./worker.ts" : "./worker.js", here).href;
  if (!here.endsWith(".ts")) return new Worker(new URL(url));
  const boot =
    `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(url)}); ` +
    "}).catch((e) => { console.error(e); process.exit(70); });";
  return new Worker(boot, { eval: true });
}

/** Merge slice results in order. */
function merge(parts: readonly Expansion[]): Expansion {
  const out: Expansion = { events: 0, transitions: 0, successors: [], violations: [], witnesses: {} };
  for (const p of parts) {
    out.events += p.events;
    out.transitions += p.transitions;
    for (const s of p.successors) out.successors.push(s);
    for (const v of p.violations) out.violations.push(v);
    for (const [k, n] of Object.entries(p.witnesses)) setOwn(out.witnesses, k, (own(out.witnesses, k) ?? 0) + n);
  }
  return out;
}

/** A job as a worker receives it: the job and the module of the game's verification. */
export interface WorkerJob {
  readonly module: string;
  readonly job: Job;
}

/** A pool of `threads` workers (default: one per core) for one game's verification; 1 means in-process. */
export function threadPool(v: AnyVerification, threads = availableParallelism()): Expander {
  if (threads <= 1) return inProcess(v);
  const workers = Array.from({ length: threads }, startWorker);
  const run = (w: Worker, job: Job) =>
    new Promise<Expansion>((resolve, reject) => {
      const onMessage = (m: { ok: true; expansion: Expansion } | { ok: false; error: string }) => {
        w.off("error", onError);
        if (m.ok) resolve(m.expansion);
        else reject(new Error(`a verify worker failed: ${m.error}`));
      };
      const onError = (e: Error) => {
        w.off("message", onMessage);
        reject(e);
      };
      w.once("message", onMessage);
      w.once("error", onError);
      w.postMessage({ module: v.module, job } satisfies WorkerJob);
    });
  return {
    async expand(job) {
      // Several slices per worker, handed out as workers free up, so an uneven slice does not idle a core.
      const slices = Math.min(job.items.length, workers.length * 4);
      if (slices <= 1) return expandJob(v, job);
      const size = Math.ceil(job.items.length / slices);
      const parts: Expansion[] = new Array(slices);
      let next = 0;
      await Promise.all(
        workers.map(async (w) => {
          for (let i = next++; i < slices; i = next++)
            parts[i] = await run(w, { ...job, items: job.items.slice(i * size, (i + 1) * size) });
        }),
      );
      return merge(parts.filter(Boolean));
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
