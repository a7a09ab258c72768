// Reading a trace for `check`: a JSON document (read whole, validated before replay), or JSON Lines
// (trace-lines.ts). Either way the caller gets the header and a re-iterable sequence of steps, each
// able to say where in the file a path of it is (to report a divergence at its line and path).
import { extname } from "node:path";
import type { AnyGame } from "../kit/game.js";
import { type Origin, type Problem, parseDocument, place, type Read, type ReadOptions, validate } from "./document.js";
import { joinPath } from "./input-error.js";
import { MAX_FILE_BYTES } from "./limits.js";
import { readTextFile } from "./read-file.js";
import { openJsonLinesTrace } from "./trace-lines.js";
import type { Location, TraceSource } from "./trace-source.js";
import { checkHeader, checkStepNames, type GameTraceHeader, type GameTraceStep } from "./trace-start.js";

export type { Location, StepAt, StepRead, TraceSource } from "./trace-source.js";

const isJsonLines = (file: string) => file === "-" || [".jsonl", ".ndjson"].includes(extname(file).toLowerCase());

/**
 * A whole trace already parsed (a JSON document, or an object built by a caller). A start no legal
 * play reaches is refused, citing the rules, unless `options.unreachable` is `"warn"`: then the
 * trace is read and each such problem comes back in `warnings` (and in the source's `warnings`).
 * @param value the parsed JSON.
 * @param origin the file and text it came from, to place errors on their line.
 * @param options what to do with a start no legal play reaches (refuse, the default, or warn).
 */
export function readTraceValueOf(
  game: AnyGame,
  value: unknown,
  origin: Origin = {},
  options: ReadOptions = {},
): Read<{
  /** The trace, ready for `check`. */
  source: TraceSource;
}> {
  const fail = (problem: Problem) => ({ ok: false as const, error: place(problem, origin) });
  const checked = validate(game.formats.trace, value, game.formats.names.trace);
  if (!checked.ok) return fail(checked.problem);
  const { steps, ...header } = checked.data as GameTraceHeader & { steps: GameTraceStep[] };
  const head = checkHeader(game, header, options);
  if (!head.ok) return fail(head.problem);
  const warnings = head.warnings.map((p) => place(p, origin));
  for (const [i, step] of steps.entries()) {
    const problem = checkStepNames(game, step, header);
    if (problem) return fail({ ...problem, path: joinPath(`$.steps[${i}]`, problem.path) });
  }
  const where =
    (i: number) =>
    (relative: string): Location => {
      const placed = place({ path: joinPath(`$.steps[${i}]`, relative), message: "" }, origin);
      return {
        ...(placed.file !== undefined ? { file: placed.file } : {}),
        ...(placed.line !== undefined ? { line: placed.line } : {}),
        path: placed.path,
      };
    };
  return {
    ok: true,
    source: {
      ...(origin.file !== undefined ? { file: origin.file } : {}),
      layout: "json",
      rereadable: true,
      header,
      ...(warnings.length ? { warnings } : {}),
      async *steps() {
        for (const [index, step] of steps.entries()) yield { ok: true, index, step, where: where(index) };
      },
    },
    ...(warnings.length ? { warnings } : {}),
  };
}

/** A trace document's text (`file` only names it in errors; `options` as for `readTraceValueOf`). */
export function readTraceTextOf(
  game: AnyGame,
  text: string,
  file?: string,
  options: ReadOptions = {},
): Read<{
  /** The trace, ready for `check`. */
  source: TraceSource;
}> {
  const origin = { text, ...(file !== undefined ? { file } : {}) };
  const parsed = parseDocument(origin);
  if (!parsed.ok) {
    // Several JSON values one per line is the JSON Lines layout under the wrong file name.
    const hint = /after the JSON value/.test(parsed.error.message) ? " (for JSON Lines, name the file *.jsonl)" : "";
    return { ok: false, error: { ...parsed.error, message: parsed.error.message + hint } };
  }
  return readTraceValueOf(game, parsed.value, origin, options);
}

/**
 * Open a trace file: `*.jsonl` / `*.ndjson` (or `layout: "jsonl"`, e.g. for /dev/stdin) stream as
 * JSON Lines; anything else is read whole as one JSON document. `unreachable` as for `readTraceValueOf`.
 */
export async function readTraceFileOf(
  game: AnyGame,
  file: string,
  options: ReadOptions & {
    /** `json` for one document, `jsonl` for JSON Lines; by default the file name decides. */
    readonly layout?: "json" | "jsonl";
  } = {},
): Promise<
  Read<{
    /** The trace, ready for `check`. */
    source: TraceSource;
  }>
> {
  if ((options.layout ?? (isJsonLines(file) ? "jsonl" : "json")) === "json") {
    const read = await readTextFile(
      file,
      MAX_FILE_BYTES,
      "write a long trace as JSON Lines (.jsonl), read a line at a time",
    );
    return read.ok ? readTraceTextOf(game, read.text, file, options) : read;
  }
  return openJsonLinesTrace(game, file, options);
}
