// The judge of a negative vector's one request: the rules refuse its choices, so the engine must
// refuse them too (under any rule; one other than the vector's is noted, not failed).
import type { Job } from "../answer-keys.js";
import { type Said, shown, type VectorRun } from "../vector-run.js";

/** Judge a negative vector's apply answer (never stops the vector). */
export function judgeNegative(run: VectorRun, job: Job, reply: Readonly<Record<string, unknown>>, said: Said): boolean {
  const refusedBy = run.v.refusedBy;
  if (said.type === "refused") {
    if (said.rule && refusedBy.length && !refusedBy.includes(said.rule))
      run.notes.push(`refused under ${said.rule}; the vector names ${refusedBy.join(", ")}`);
    return true;
  }
  if (said.type !== "state") {
    run.engineFailure(job, "bad-reply", `the engine answered ${shown(reply).slice(0, 160)}, not a refusal or a state`);
    return true;
  }
  run.add(job, {
    kind: "accepted",
    summary: `apply: the engine accepted what the rules refuse${refusedBy.length ? ` (${refusedBy.join(", ")})` : ""}`,
    differences: [],
    moreDifferences: 0,
    // A choice the rules never ask for is refused under no rule; the rules the vector targets
    // (its anchors) are what decide that it is not asked.
    blame: refusedBy.length ? [...refusedBy] : [...run.v.anchors],
    engineSaid: said,
  });
  return true;
}
