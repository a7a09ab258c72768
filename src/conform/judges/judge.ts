// One answer judged: what every request kind shares (no answer at all, `unsupported`, an error of
// the engine's own), then the judge of its kind: a listing, a negative vector's apply, or the apply
// of one outcome of a positive vector.
import { printable } from "../../oracle/input-error.js";
import type { Job } from "../answer-keys.js";
import type { Answer } from "../engine.js";
import type { Said, VectorRun } from "../vector-run.js";
import { judgeApply } from "./apply.js";
import { judgeListing } from "./listing.js";
import { judgeNegative } from "./negative.js";

/** Judge one answer; false when the engine stopped answering (the rest of the vector's answers stand for the same problem). */
export function judge(run: VectorRun, job: Job, answer: Answer): boolean {
  if (!answer.ok) {
    const { kind, message, stderr } = answer.problem;
    run.engineFailure(job, kind, kind === "timeout" ? `the engine sent ${message}` : `the engine ${message}`, stderr);
    return false;
  }
  const reply = answer.reply;
  const said: Said = {
    type: String(reply.type),
    ...(typeof reply.rule === "string" ? { rule: reply.rule } : {}),
    ...(typeof reply.message === "string" ? { message: printable(reply.message, 300) } : {}),
  };
  if (reply.type === "unsupported") {
    if (job.request === "outcomes")
      run.notes.push(`the engine did not list the outcomes (unsupported${said.message ? `: ${said.message}` : ""})`);
    else run.unsupported ??= `the engine answered unsupported${said.message ? `: ${said.message}` : ""}`;
    return true;
  }
  if (reply.type === "error") {
    run.engineFailure(
      job,
      "error",
      `the engine reported an error of its own${said.message ? `: ${said.message}` : ""}`,
    );
    return true;
  }
  if (job.request === "outcomes") return judgeListing(run, job, reply, said);
  if (run.v.kind === "negative") return judgeNegative(run, job, reply, said);
  return judgeApply(run, job, reply, said);
}
