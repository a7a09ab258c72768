// The judge of a positive vector's `apply` request for one outcome: the rules allow its choices,
// so the engine must give that outcome's state (and thefts, where it lists them). A refusal is
// blamed on the rules behind the choices; a malformed reply is an engine problem; each differing
// value is blamed on the rules that decide it.

import { own } from "../../dsl/own.js";
import type { Job } from "../answer-keys.js";
import { outcomeDecidedBy } from "../blame.js";
import { isRecord, type Said, shown, unique, type VectorRun } from "../vector-run.js";

/** Judge the answer to applying outcome `job.outcome`'s choices (never stops the vector). */
export function judgeApply(run: VectorRun, job: Job, reply: Readonly<Record<string, unknown>>, said: Said): boolean {
  const i = job.outcome!;
  if (reply.type === "refused") {
    const replay = run.replay(i);
    const blame = replay.choiceRules.length ? replay.choiceRules : outcomeDecidedBy(run.v.outcomes[i], replay);
    run.add(job, {
      kind: "refused",
      summary:
        `${run.where(job)}: the engine refused${said.rule ? ` under ${said.rule}` : ""}` +
        `${said.message ? ` (${said.message})` : ""}; the rules allow these choices`,
      differences: [],
      moreDifferences: 0,
      blame: unique(blame),
      engineSaid: said,
    });
    return true;
  }
  if (reply.type !== "state" || !isRecord(reply.state)) {
    run.engineFailure(job, "bad-reply", `the engine answered ${shown(reply).slice(0, 160)}, not a state or a refusal`);
    return true;
  }
  const thefts = run.conformance.theftsField ? own(reply, run.conformance.theftsField) : undefined;
  const malformed = run.malformed(i, reply.state, thefts);
  if (malformed) {
    run.engineFailure(job, "bad-reply", `the engine's reply is malformed: ${malformed}`);
    return true;
  }
  const diffs = run.compare(i, reply.state, thefts);
  if (diffs.length)
    run.stateFailure(job, i, diffs, `${run.where(job)}: the engine's state differs from what the rules give`, "state");
  return true;
}
