// `check`: replay another implementation's trace of any game with the oracle and stop at the first
// step that does not conform. Then, to help find the cause, look for a legal outcome of that step with the
// claimed values, and replay the whole trace under every other edition and single reading change.
import type { Effect } from "../dsl/ruleset.js";
import type { AnyGame, Difference, FileOptions } from "../kit/game.js";
import { type Alternatives, type SearchProgress, searchAlternatives } from "./alternatives.js";
import type { ReadOptions } from "./document.js";
import { type InputError, ruleSentence } from "./input-error.js";
import { diagnoseTrace, type TraceDiagnosis } from "./misread-trace.js";
import { fullOptions, minimalOptions, optionsLabel } from "./options.js";
import { type ClaimSearch, type DivergenceKind, replayStep, searchClaimedOutcome } from "./replay-step.js";
import { type Location, readTraceFileOf, readTraceValueOf, type StepRead, type TraceSource } from "./trace-input.js";
import { type GameTraceStep, startOf, type TraceStart } from "./trace-start.js";

export type { Alternatives, SearchProgress };

/**
 * How `check` reads the trace (`unreachable`: refuse a start no legal play reaches, the default, or
 * only warn), and what it does after finding a step that does not conform.
 */
export interface CheckOptions extends ReadOptions {
  /** After a divergence, replay the trace under other editions and readings (default true). */
  readonly alternatives?: boolean;
  /**
   * Called with the verdict as soon as the divergence is known, before the search of other editions
   * and readings (which can take seconds on a long trace), so that it can be shown first.
   */
  readonly onDivergence?: (result: CheckResult & { readonly status: "diverges" }) => void;
  /** Progress of that search, every few thousand steps. */
  readonly onSearchProgress?: (p: SearchProgress) => void;
  /** Most single-step replays that search may spend (default MAX_ALTERNATIVE_REPLAYS). */
  readonly maxAlternativeReplays?: number;
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
  /** The step's event (or the one the game expected next, when the step leaves it out). */
  readonly event: unknown;
  /** The event in words. */
  readonly eventText: string;
  /** What the trace claims after the step, when it claims anything. */
  readonly claims?: unknown;
  /** Each claimed value that differs, with the rules behind the value the rules give. */
  readonly differences: readonly Difference[];
  /** Every rule id involved: the refusal's, then those behind the differing values. */
  readonly rules: readonly string[];
  /** What the rules give in this step (with the trace's legal choices). */
  readonly effects: readonly Effect[];
  /** Each of those effects in words, in the same order. */
  readonly effectTexts: readonly string[];
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
      readonly options: FileOptions;
      /** Those options in words. */
      readonly label: string;
      /** What the reader only warned about (`unreachable: "warn"`): a start no legal play reaches. */
      readonly warnings?: readonly InputError[];
    }
  | {
      /** A step does not conform. */
      readonly status: "diverges";
      /** How many steps conformed before it. */
      readonly replayed: number;
      /** The options of the trace's header, with only the values that differ from the defaults. */
      readonly options: FileOptions;
      /** Those options in words. */
      readonly label: string;
      /** The first step that does not conform, and what the oracle can say about it. */
      readonly divergence: Divergence;
      /** Other editions and readings under which the whole trace conforms (unless turned off). */
      readonly alternatives?: Alternatives;
      /** The known misreadings of the rules under which the whole trace conforms (with the trace's options). */
      readonly diagnosis?: TraceDiagnosis;
      /** What the reader only warned about (`unreachable: "warn"`): a start no legal play reaches. */
      readonly warnings?: readonly InputError[];
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
function unaskedChoice(game: AnyGame, step: GameTraceStep, path: string | undefined): string {
  const i = Number(/^\$\.choices\[(\d+)\]/.exec(path ?? "")?.[1]);
  const choice = step.choices[i];
  return choice ? `${game.describe.choice(choice)} (choice ${i})` : "";
}

/** The steps of a source a chunk at a time (a source that reads one at a time gives chunks of one). */
async function* chunksOf(source: TraceSource): AsyncGenerator<readonly StepRead[]> {
  if (source.stepChunks) yield* source.stepChunks();
  else for await (const item of source.steps()) yield [item];
}

/** Replay every step under one option set; report the first failure (or that all conform). */
async function replayAll(game: AnyGame, source: TraceSource, start: TraceStart) {
  let state = start.state;
  let replayed = 0;
  for await (const chunk of chunksOf(source)) {
    for (const item of chunk) {
      if (!item.ok) return { status: "unreadable" as const, error: item.error };
      const r = replayStep(game, start.spec, state, item.step);
      if (r.ok) {
        state = r.state;
        replayed++;
        continue;
      }
      // A step from the fast path is reported as the careful reader reads it (the same values).
      if (!item.exact) return { status: "diverges" as const, replayed, item, state, failure: r.failure };
      const step = item.exact();
      const again = replayStep(game, start.spec, state, step);
      return {
        status: "diverges" as const,
        replayed,
        item: { ...item, step },
        state,
        failure: again.ok ? r.failure : again.failure,
      };
    }
  }
  return { status: "conforms" as const, replayed };
}

// Callers in plain JavaScript may pass anything: only a source has a `steps` function.
const isSource = (input: unknown): input is TraceSource =>
  typeof (input as { steps?: unknown } | null)?.steps === "function";

/**
 * Replay a trace of `game` with the oracle. Resolves to `conforms`, to `diverges` with the first
 * step that does not conform (what it claims, what the rules give, the rule ids, and the options
 * under which the trace would conform), or to `unreadable` with the file, line and JSON path of
 * the problem. Takes a trace object (`<game>-trace/1`, validated here) or a source from
 * `readTraceFileOf`; JSON Lines sources are streamed, so memory stays constant.
 *
 * A start no legal play reaches is refused (`unreadable`, citing the rules) unless
 * `options.unreachable` is `"warn"`; then the result carries `warnings`. For a source, its reader
 * already decided (pass the option to `readTraceFileOf`); `options.unreachable` still decides
 * whether the search under other options counts a start they cannot reach as not conforming.
 */
export async function checkGame(game: AnyGame, input: unknown, options: CheckOptions = {}): Promise<CheckResult> {
  if (!isSource(input)) {
    const read = readTraceValueOf(
      game,
      input,
      {},
      options.unreachable !== undefined ? { unreachable: options.unreachable } : {},
    );
    return read.ok ? checkGame(game, read.source, options) : { status: "unreadable", error: read.error };
  }
  const source = input;
  const warned = source.warnings?.length ? { warnings: source.warnings } : {};
  const base = fullOptions(game, source.header.options);
  const label = optionsLabel(game, base);
  const start = startOf(game, source.header);
  if (!start.ok)
    return {
      status: "unreadable",
      error: { ...(source.file !== undefined ? { file: source.file } : {}), ...start.problem },
    };
  const run = await replayAll(game, source, start.start);
  if (run.status === "unreadable") return run;
  if (run.status === "conforms")
    return { status: "conforms", steps: run.replayed, options: minimalOptions(game, base), label, ...warned };

  const { item, failure } = run;
  const refusedAt = failure.error?.path?.startsWith("$.choices[")
    ? failure.error.path
    : failure.kind === "claims"
      ? "$.claims"
      : failure.error?.path?.startsWith("$.event")
        ? failure.error.path
        : "$";
  const claimedOutcome = searchClaimedOutcome(
    game,
    start.start.spec,
    run.state,
    item.step,
    options.searchLimit ?? 2000,
  );
  const detail =
    failure.kind === "unasked-choice"
      ? unaskedChoice(game, item.step, failure.error?.path)
      : failure.error
        ? ruleSentence(failure.error)
        : "";
  const divergence: Divergence = {
    step: item.index + 1,
    at: item.where(refusedAt),
    kind: failure.kind,
    summary: detail ? `${SUMMARY[failure.kind]}: ${detail}` : SUMMARY[failure.kind],
    event: failure.event,
    eventText: failure.event === null ? "(no event: the game is over)" : game.describe.event(failure.event),
    ...(item.step.claims !== undefined ? { claims: item.step.claims } : {}),
    differences: failure.differences,
    rules: unique([...(failure.error?.rules ?? []), ...failure.differences.flatMap((d) => d.rules)]),
    effects: failure.effects,
    effectTexts: failure.effects.map((e) => game.describe.effect(e)),
    ...(claimedOutcome ? { claimedOutcome } : {}),
  };
  const verdict = {
    status: "diverges" as const,
    replayed: run.replayed,
    options: minimalOptions(game, base),
    label,
    divergence,
  };
  options.onDivergence?.({ ...verdict, ...warned });
  const alternatives =
    options.alternatives === false
      ? undefined
      : await searchAlternatives(game, source, base, {
          ...(options.unreachable !== undefined ? { unreachable: options.unreachable } : {}),
          ...(options.maxAlternativeReplays !== undefined ? { maxReplays: options.maxAlternativeReplays } : {}),
          ...(options.onSearchProgress ? { onProgress: options.onSearchProgress } : {}),
        });
  const diagnosis =
    options.alternatives === false ? undefined : await diagnoseTrace(game, source, base, start.start.state);
  return { ...verdict, ...(alternatives ? { alternatives } : {}), ...(diagnosis ? { diagnosis } : {}), ...warned };
}

/**
 * `checkGame` on a trace file (`*.jsonl` / `*.ndjson`, `-` for standard input, or `layout: "jsonl"`,
 * streamed); what `<game> check` runs.
 */
export async function checkGameFile(
  game: AnyGame,
  file: string,
  options: CheckOptions & {
    /** `json` for one document, `jsonl` for JSON Lines; by default the file name decides. */
    readonly layout?: "json" | "jsonl";
  } = {},
): Promise<CheckResult> {
  const opened = await readTraceFileOf(game, file, {
    ...(options.layout ? { layout: options.layout } : {}),
    ...(options.unreachable !== undefined ? { unreachable: options.unreachable } : {}),
  });
  return opened.ok ? checkGame(game, opened.source, options) : { status: "unreadable", error: opened.error };
}
