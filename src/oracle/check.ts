// `check`: replay another implementation's trace with the oracle and stop at the first step that
// does not conform. Then, to help find the cause, look for a legal outcome of that step with the
// claimed values, and replay the whole trace under every other edition and single reading change.
import type { RobbersEffect, RobbersEvent } from "../../spec/robbers/index.js";
import type { OracleOptions } from "../formats/scenario.js";
import type { Claims, TraceInput, TraceStep } from "../formats/trace.js";
import { describeChoice } from "../robbers/describe.js";
import { searchAlternatives, type Alternatives } from "./alternatives.js";
import { fullOptions, minimalOptions, optionsLabel } from "./options.js";
import type { Difference } from "./claims.js";
import { ruleSentence, type InputError } from "./input-error.js";
import { replayStep, searchClaimedOutcome, type ClaimSearch, type DivergenceKind } from "./replay-step.js";
import { readTraceFile, readTraceValue, type Location, type TraceSource } from "./trace-input.js";
import { startOf, type TraceStart } from "./trace-start.js";

export type { Alternatives };

/** What `check` does after finding a step that does not conform. */
export interface CheckOptions {
  /** After a divergence, replay the trace under other editions and readings (default true). */
  readonly alternatives?: boolean;
  /** How many distinct outcomes of the diverging step to search for the claimed values (default 2000). */
  readonly searchLimit?: number;
}

/** The first step that does not conform, and everything the oracle can say about it. */
export interface Divergence {
  /** 1-based step number. */
  readonly step: number;
  /** Where in the file: the step, or the refused choice. */
  readonly at: Location;
  /** How the step fails to conform. */
  readonly kind: DivergenceKind;
  /** One sentence: what is wrong. */
  readonly summary: string;
  /** The step's event. */
  readonly event: RobbersEvent;
  /** What the trace claims after the step, when it claims anything. */
  readonly claims?: Claims;
  /** Each claimed value that differs, with the rules behind the value the rules give. */
  readonly differences: readonly Difference[];
  /** Every rule id involved: the refusal's, then those behind the differing values. */
  readonly rules: readonly string[];
  /** What the rules give in this step (with the trace's legal choices). */
  readonly effects: readonly RobbersEffect[];
  /** Whether other choices would give the claimed values. */
  readonly claimedOutcome?: ClaimSearch;
}

/**
 * The verdict of `check`; the CLI exits 0 for `conforms`, 1 for `diverges` and 2 for `unreadable`.
 */
export type CheckResult =
  | {
      /** Every step replays and every claim agrees with the rules. */
      readonly status: "conforms";
      /** How many steps were replayed. */
      readonly steps: number;
      /** The options of the trace's header, with only the values that differ from the defaults. */
      readonly options: OracleOptions;
      /** Those options in words. */
      readonly label: string;
    }
  | {
      /** A step does not conform. */
      readonly status: "diverges";
      /** How many steps conformed before it. */
      readonly replayed: number;
      /** The options of the trace's header, with only the values that differ from the defaults. */
      readonly options: OracleOptions;
      /** Those options in words. */
      readonly label: string;
      /** The first step that does not conform, and what the oracle can say about it. */
      readonly divergence: Divergence;
      /** Other editions and readings under which the whole trace conforms (unless turned off). */
      readonly alternatives?: Alternatives;
    }
  | {
      /** The trace cannot be read, or is refused before any step is replayed. */
      readonly status: "unreadable";
      /** Where (file, line, JSON path) and what. */
      readonly error: InputError;
    };

const SUMMARY: Record<DivergenceKind, string> = {
  claims: "the claimed values differ from what the rules give",
  "illegal-choice": "a recorded choice is not allowed by the rules",
  "unasked-choice": "the trace records a choice the rules never ask for here",
  "missing-choice": "the rules ask for a choice the trace does not record",
  "refused-event": "the rules refuse this event in this state",
};

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The recorded choice at `$.choices[i]`, in words. */
function unaskedChoice(step: TraceStep, path: string | undefined): string {
  const i = Number(/^\$\.choices\[(\d+)\]/.exec(path ?? "")?.[1]);
  const choice = step.choices[i];
  return choice ? `${describeChoice(choice)} (choice ${i})` : "";
}

/** Replay every step under one option set; report the first failure (or that all conform). */
async function replayAll(source: TraceSource, start: TraceStart) {
  let state = start.state;
  let replayed = 0;
  for await (const item of source.steps()) {
    if (!item.ok) return { status: "unreadable" as const, error: item.error };
    const r = replayStep(start.spec, state, item.step);
    if (!r.ok) return { status: "diverges" as const, replayed, item, state, failure: r.failure };
    state = r.state;
    replayed++;
  }
  return { status: "conforms" as const, replayed };
}

// Callers in plain JavaScript may pass anything: only a source has a `steps` function.
const isSource = (input: TraceInput | TraceSource): input is TraceSource => typeof (input as { steps?: unknown } | null)?.steps === "function";

/**
 * Replay a trace with the oracle. Resolves to `conforms`, to `diverges` with the first step that
 * does not conform (what it claims, what the rules give, the rule ids, and the options under which
 * the trace would conform), or to `unreadable` with the file, line and JSON path of the problem.
 * Takes a trace object (`robbers-trace/1`, validated here) or a source from `readTraceFile`;
 * JSON Lines sources are streamed, so memory stays constant however long the trace.
 *
 * @param input a `robbers-trace/1` object, or a source from `readTraceFile` / `readTraceText`.
 * @param options whether to search other editions and readings, and how many outcomes to search for the claimed values.
 * @returns `conforms`, `diverges` (with the divergence) or `unreadable` (with the input error).
 * @example
 * const result = await check(myEngine.recordTrace()); // { format: "robbers-trace/1", setup, steps }
 * if (result.status !== "conforms") console.log(checkText(result).join("\n"));
 */
export async function check(input: TraceInput | TraceSource, options: CheckOptions = {}): Promise<CheckResult> {
  if (!isSource(input)) {
    const read = readTraceValue(input);
    return read.ok ? check(read.source, options) : { status: "unreadable", error: read.error };
  }
  const source = input;
  const base = fullOptions(source.header.options);
  const label = optionsLabel(base);
  const start = startOf(source.header);
  if (!start.ok) return { status: "unreadable", error: { ...(source.file !== undefined ? { file: source.file } : {}), ...start.problem } };
  const run = await replayAll(source, start.start);
  if (run.status === "unreadable") return run;
  if (run.status === "conforms") return { status: "conforms", steps: run.replayed, options: minimalOptions(base), label };

  const { item, failure } = run;
  const refusedAt = failure.error?.path?.startsWith("$.choices[") ? failure.error.path : failure.kind === "claims" ? "$.claims" : "$";
  const claimedOutcome = searchClaimedOutcome(start.start.spec, run.state, item.step, options.searchLimit ?? 2000);
  const detail = failure.kind === "unasked-choice" ? unaskedChoice(item.step, failure.error?.path) : failure.error ? ruleSentence(failure.error) : "";
  const divergence: Divergence = {
    step: item.index + 1,
    at: item.where(refusedAt),
    kind: failure.kind,
    summary: detail ? `${SUMMARY[failure.kind]}: ${detail}` : SUMMARY[failure.kind],
    event: item.step.event as RobbersEvent,
    ...(item.step.claims ? { claims: item.step.claims } : {}),
    differences: failure.differences,
    rules: unique([...(failure.error?.rules ?? []), ...failure.differences.flatMap((d) => d.rules)]),
    effects: failure.effects,
    ...(claimedOutcome ? { claimedOutcome } : {}),
  };
  const alternatives = options.alternatives === false ? undefined : await searchAlternatives(source, base);
  return { status: "diverges", replayed: run.replayed, options: minimalOptions(base), label, divergence, ...(alternatives ? { alternatives } : {}) };
}

/**
 * `check` on a trace file (`*.jsonl` / `*.ndjson`, or `layout: "jsonl"`, streamed); what `robbers check` runs.
 * @param file path of the trace (`/dev/stdin` with `layout: "jsonl"` reads a pipe).
 * @param options as for `check`, plus `layout` to override what the file name says.
 */
export async function checkFile(
  file: string,
  options: CheckOptions & {
    /** `json` for one document, `jsonl` for JSON Lines; by default the file name decides. */
    readonly layout?: "json" | "jsonl";
  } = {},
): Promise<CheckResult> {
  const opened = await readTraceFile(file, options.layout ? { layout: options.layout } : {});
  return opened.ok ? check(opened.source, options) : { status: "unreadable", error: opened.error };
}
