// Reading a scenario (file, text or value) into something `explain` can answer: schema, names,
// then the rules' own checks of the state and the event, each refusal placed at its line and path.
import { robbers, type RobbersEvent, type RobbersState } from "../../spec/robbers/index.js";
import { checkState, robbersSpec, type RobbersSpec } from "../robbers/api.js";
import { scenarioSchema, SCENARIO_FORMAT, stateOfSetup, toOptionsInput, type Scenario } from "../formats/scenario.js";
import { parseDocument, place, ruleCheck, validate, type Origin, type Read } from "./document.js";
import { fromRuleError } from "./input-error.js";
import { MAX_FILE_BYTES } from "./limits.js";
import { readTextFile } from "./read-file.js";
import { checkSetupReferences } from "./references.js";

/** A scenario ready to ask: the validated document, the compiled options, the state and the event. */
export interface ReadyScenario {
  /** The scenario as validated, defaults filled in. */
  readonly scenario: Scenario;
  /** The specification compiled for the scenario's options. */
  readonly spec: RobbersSpec;
  /** The situation as a state the rules accept. */
  readonly state: RobbersState;
  /** The event, which the rules accept in that state. */
  readonly event: RobbersEvent;
}

/**
 * Validate an already-parsed scenario (errors carry JSON paths; `origin` adds file and line).
 * @param value the parsed JSON (or an object built in code).
 * @param origin the file and text it came from, to place errors on their line.
 */
export function readScenarioValue(value: unknown, origin: Origin = {}): Read<ReadyScenario> {
  const fail = (problem: Parameters<typeof place>[0]) => ({ ok: false as const, error: place(problem, origin) });
  const checked = validate(scenarioSchema, value, SCENARIO_FORMAT);
  if (!checked.ok) return fail(checked.problem);
  const scenario = checked.data;
  const names = checkSetupReferences(scenario);
  if (names) return fail(names);
  let spec: RobbersSpec | undefined;
  const optionsError = ruleCheck(() => {
    spec = robbersSpec(toOptionsInput(scenario.options));
  });
  if (optionsError || !spec) return fail(optionsError ? fromRuleError(optionsError) : { path: "$.options", message: "options refused" });
  const state = stateOfSetup(scenario);
  const invalid = checkState(spec, state);
  if (invalid) return fail(fromRuleError(invalid));
  const event = scenario.event as RobbersEvent;
  const refused = ruleCheck(() => robbers.validateEvent(state, event));
  if (refused) return fail(fromRuleError(refused));
  return { ok: true, scenario, spec, state, event };
}

/** A scenario's JSON text (`file` only names it in errors, which carry its line numbers). */
export function readScenarioText(text: string, file?: string): Read<ReadyScenario> {
  const origin = { text, ...(file !== undefined ? { file } : {}) };
  const parsed = parseDocument(origin);
  return parsed.ok ? readScenarioValue(parsed.value, origin) : parsed;
}

/** A scenario file, read with the size limit (MAX_FILE_BYTES); what `robbers explain` reads. */
export async function readScenarioFile(file: string): Promise<Read<ReadyScenario>> {
  const read = await readTextFile(file, MAX_FILE_BYTES);
  return read.ok ? readScenarioText(read.text, file) : read;
}
