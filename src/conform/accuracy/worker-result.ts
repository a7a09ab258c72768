// The file through which one mutant's run comes back from the worker process that ran `conform`
// on it (the worker is whatever command the caller gives: Stryker runs it, or the command route
// does). Read back here, checked, so a worker that died leaves "no result", not a wrong one.
import { existsSync, readFileSync } from "node:fs";
import type { MutantRun } from "./headline.js";

/** A shell command line that runs `conform` on `engine` and writes the MutantRun to `out`. */
export type WorkerCommand = (engine: string, out: string) => string;

const KINDS = new Set(["named", "abstained", "engine", "none"]);

/** The run the worker wrote to `file`, or null (no file, or not a run). */
export function readMutantRun(file: string): MutantRun | null {
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, "utf8")) as MutantRun;
    const h = r.headline;
    if (typeof r.isCase !== "boolean" || !h || !KINDS.has(h.kind) || !Array.isArray(h.rules)) return null;
    if (!Array.isArray(h.candidates)) return null;
    return r;
  } catch {
    return null;
  }
}
