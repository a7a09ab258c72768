// A trace's starting point under some options: the compiled rules and the setup checked against
// them. Used when a trace is opened (under its own options) and by the search under other options.
import type { RobbersState } from "../../spec/robbers/index.js";
import { checkState, robbersSpec, type RobbersSpec } from "../robbers/api.js";
import { stateOfSetup, toOptionsInput, type OracleOptions } from "../formats/scenario.js";
import type { TraceHeader } from "../formats/trace.js";
import { ruleCheck, type Problem } from "./document.js";
import { fromRuleError } from "./input-error.js";
import { checkSetupReferences } from "./references.js";

/** The game's start under some options: the compiled rules and the validated starting state. */
export interface TraceStart {
  readonly spec: RobbersSpec;
  readonly state: RobbersState;
}

/**
 * Compile the options and check the setup against the rules. `options` defaults to the header's;
 * `check` passes others to ask whether the trace would conform under them.
 */
export function startOf(header: TraceHeader, options: OracleOptions = header.options): { ok: true; start: TraceStart } | { ok: false; problem: Problem } {
  let spec: RobbersSpec | undefined;
  const refused = ruleCheck(() => {
    spec = robbersSpec(toOptionsInput(options));
  });
  if (refused || !spec) return { ok: false, problem: refused ? fromRuleError(refused) : { path: "$.options", message: "options refused" } };
  const state = stateOfSetup(header.setup);
  const invalid = checkState(spec, state);
  if (invalid) return { ok: false, problem: fromRuleError(invalid, "$.setup") };
  return { ok: true, start: { spec, state } };
}

/** Header checks shared by both layouts: names, and the setup under the header's options. */
export function checkHeader(header: TraceHeader): Problem | null {
  const names = checkSetupReferences(header.setup, "$.setup");
  if (names) return names;
  const start = startOf(header);
  return start.ok ? null : start.problem;
}

