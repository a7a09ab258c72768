// The judge of an `outcomes` request: the engine's listing must hold every outcome the rules give
// and no other. A missing outcome is blamed on the rules that decide it (or on the failed apply of
// the same choices); an extra one is compared with its nearest outcome, value by value.

import { own } from "../../dsl/own.js";
import type { Job } from "../answer-keys.js";
import { outcomeDecidedBy } from "../blame.js";
import { differences, outcomeKey } from "../compare.js";
import { isRecord, missingField, type Said, shown, unique, type VectorRun } from "../vector-run.js";
import { comparedState } from "../vectors.js";

/** Extra outcomes of a listing compared with their nearest vector outcome. */
const EXTRA_COMPARED = 5;

/** Judge a listing answer (never stops the vector). */
export function judgeListing(run: VectorRun, job: Job, reply: Readonly<Record<string, unknown>>, said: Said): boolean {
  const outcomes = run.v.outcomes;
  if (said.type === "refused") {
    run.add(job, {
      kind: "refused",
      summary:
        `outcomes: the engine refused the event${said.rule ? ` under ${said.rule}` : ""}` +
        `${said.message ? ` (${said.message})` : ""}; the rules give ${outcomes.length} ` +
        `outcome${outcomes.length === 1 ? "" : "s"}`,
      differences: [],
      moreDifferences: 0,
      blame: unique(outcomes.flatMap((_, i) => outcomeDecidedBy(outcomes[i], run.replay(i)))),
      engineSaid: said,
    });
    return true;
  }
  const list = reply.outcomes;
  if (said.type !== "outcomes" || !Array.isArray(list) || !list.every((o) => isRecord(o) && isRecord(o.state))) {
    run.engineFailure(
      job,
      "bad-reply",
      `the engine answered ${shown(reply).slice(0, 160)}, not a list of outcomes {state${run.withThefts ? ", steals" : ""}}`,
    );
    return true;
  }
  // A listed state without a field the protocol compares (as the first outcome has them) is
  // malformed: an engine problem, not a rule's.
  const first = comparedState(run.conformance, outcomes[0]);
  const missing = list.map((o) => missingField(run.engineState(o.state), first)).find((f) => f !== null);
  if (missing) {
    run.engineFailure(job, "bad-reply", `the engine's reply is malformed: ${missing} is missing from a listed state`);
    return true;
  }
  const theftsField = run.conformance.theftsField;
  const keyOf = (compared: Record<string, unknown>, thefts: unknown) =>
    outcomeKey(run.conformance, compared, thefts, run.withThefts);
  const expected = new Map<string, number>();
  outcomes.forEach((o, i) => {
    const k = keyOf(comparedState(run.conformance, o), theftsField ? own(o, theftsField) : undefined);
    if (!expected.has(k)) expected.set(k, i);
  });
  const listed = new Map<string, Readonly<Record<string, unknown>>>();
  for (const o of list as Readonly<Record<string, unknown>>[])
    listed.set(keyOf(run.engineState(o.state), theftsField ? own(o, theftsField) : undefined), o);
  const failedApply = new Map(
    run.failures.filter((f) => f.request === "apply" && f.outcome !== undefined).map((f) => [f.outcome! - 1, f]),
  );
  for (const [k, i] of expected) {
    if (listed.has(k)) continue;
    // Not listed: when applying its choices failed too, that failure explains it; else the
    // engine does not offer the decisions that lead to it.
    const replay = run.replay(i);
    const blame =
      failedApply.get(i)?.blame ??
      (replay.choiceRules.length ? replay.choiceRules : outcomeDecidedBy(outcomes[i], replay));
    run.add(job, {
      kind: "missing",
      summary: `outcomes: the engine does not list outcome ${i + 1} of ${outcomes.length}`,
      differences: [],
      moreDifferences: 0,
      blame: unique(blame),
      choices: outcomes[i]!.choices,
      outcome: i,
    });
  }
  let compared = 0;
  for (const [k, o] of listed) {
    if (expected.has(k)) continue;
    if (compared++ >= EXTRA_COMPARED) {
      run.notes.push(
        "the engine lists more outcomes the rules do not give " +
          `(${[...listed.keys()].filter((x) => !expected.has(x)).length} in all); the first ${EXTRA_COMPARED} ` +
          "are compared",
      );
      break;
    }
    // The nearest outcome the rules give: the fewest differing values.
    let best = 0;
    let fewest = Infinity;
    for (let i = 0; i < outcomes.length && fewest > 0; i++) {
      const n = differences(run.engineState(o.state), comparedState(run.conformance, outcomes[i])).length;
      if (n < fewest) {
        best = i;
        fewest = n;
      }
    }
    const diffs = run.compare(best, o.state, theftsField ? own(o, theftsField) : undefined);
    run.stateFailure(
      job,
      best,
      diffs,
      `outcomes: the engine lists an outcome the rules do not give (nearest: outcome ${best + 1} of ${outcomes.length})`,
      "extra",
      outcomes[best]!.choices,
    );
  }
  return true;
}
