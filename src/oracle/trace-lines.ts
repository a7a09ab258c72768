// Reading a JSON Lines trace: the header on the first non-blank line, then one step per line,
// each validated as it streams, so memory stays constant however long the game. The first pass
// over the steps continues the stream the header came from (a pipe is read once, in order); later
// passes, for the search under other options, open the file again, which only a file allows.
// A step line goes through the fast path first (fast-step.ts: native parse, compiled validator);
// a line it cannot vouch for is read carefully, which says exactly what is wrong and where.
import { stat } from "node:fs/promises";
import type { AnyGame } from "../kit/game.js";
import { type Problem, parseDocument, place, type Read, type ReadOptions, validate } from "./document.js";
import { type FastStepReader, fastStepReader } from "./fast-step.js";
import type { InputError } from "./input-error.js";
import { jsonLineChunks, type LineRead } from "./jsonl-lines.js";
import { MAX_LINE_BYTES } from "./limits.js";
import type { StepAt, StepRead, TraceSource } from "./trace-source.js";
import { checkHeader, checkStepNames, type GameTraceHeader, type GameTraceStep } from "./trace-start.js";

/** One JSON Lines record (header or step), parsed and validated, errors placed at its line. */
function readRecord<T>(
  text: string,
  line: number,
  file: string,
  check: (value: unknown) => { ok: true; data: T } | { ok: false; problem: Problem },
): Read<{ data: T }> {
  const origin = { file, text, firstLine: line };
  const parsed = parseDocument(origin);
  if (!parsed.ok) return parsed;
  const checked = check(parsed.value);
  return checked.ok ? { ok: true, data: checked.data } : { ok: false, error: place(checked.problem, origin) };
}

/** A step line read carefully: the JSON reader that knows positions, the zod schema, the game's name checks. */
function readStepCarefully(
  game: AnyGame,
  header: GameTraceHeader,
  text: string,
  line: number,
  file: string,
): Read<{ data: GameTraceStep }> {
  return readRecord(text, line, file, (v) => {
    const checked = validate(game.formats.traceStep, v, null);
    if (!checked.ok) return checked;
    const step = checked.data as GameTraceStep;
    const problem = checkStepNames(game, step, header);
    return problem ? { ok: false, problem } : { ok: true, data: step };
  });
}

type Chunks = AsyncGenerator<readonly LineRead[]>;

/** Lines of a trace: the stream, and the lines of its current chunk not read yet. */
interface Cursor {
  readonly chunks: Chunks;
  readonly pending: readonly LineRead[];
}

/** Read up to the first non-blank line of a JSON Lines trace: its header (and what `options` asked only to be warned about). */
async function readJsonLinesHeader(
  game: AnyGame,
  file: string,
  chunks: Chunks,
  options: ReadOptions,
): Promise<Read<{ header: GameTraceHeader; warnings: readonly InputError[]; rest: readonly LineRead[] }>> {
  // Pulled by hand: leaving a for-await loop would close the stream the steps continue from.
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    const lines = next.value;
    for (const [i, l] of lines.entries()) {
      if (!l.ok) return l;
      if (l.text.trim() === "") continue;
      const record = readRecord(l.text, l.line, file, (v) => {
        const checked = validate(game.formats.traceHeader, v, game.formats.names.trace);
        if (!checked.ok) return checked;
        const header = checked.data as GameTraceHeader;
        const head = checkHeader(game, header, options);
        return head.ok ? { ok: true, data: { header, warnings: head.warnings } } : head;
      });
      // A header line that is not a whole JSON object: most likely a pretty-printed JSON trace given
      // where JSON Lines are read (standard input, *.jsonl, --jsonl).
      if (!record.ok && /^\s*[[{]\s*$/.test(l.text))
        return {
          ok: false,
          error: {
            ...record.error,
            message:
              `${record.error.message}; ${file === "-" ? "- is" : "this file is"} read as JSON Lines ` +
              "(a whole record on each line): give a pretty-printed JSON trace as a .json file",
          },
        };
      if (!record.ok) return record;
      const origin = { file, text: l.text, firstLine: l.line };
      return {
        ok: true,
        header: record.data.header,
        warnings: record.data.warnings.map((p) => place(p, origin)),
        rest: lines.slice(i + 1),
      };
    }
  }
  return {
    ok: false,
    error: { file, path: "$", message: "the trace is empty (expected a header line, then one step per line)" },
  };
}

/**
 * The steps after the header, a chunk of lines at a time; `cursor` is either already past the
 * header or read from the start. Reading stops at the first line that cannot be read.
 */
async function* jsonLinesStepChunks(
  game: AnyGame,
  file: string,
  header: GameTraceHeader,
  cursor: Cursor,
  pastHeader: boolean,
  fast: FastStepReader,
): AsyncGenerator<readonly StepRead[]> {
  let index = -1;
  let seenHeader = pastHeader;
  /** The steps of some lines; false once a line cannot be read (its error is the last item). */
  const read = (lines: readonly LineRead[], out: StepRead[]): boolean => {
    for (const l of lines) {
      if (!l.ok) {
        out.push(l);
        return false;
      }
      const text = l.text;
      // A step line starts with "{": only a blank line (or an error) needs the trim.
      if (text.charCodeAt(0) !== 0x7b && text.trim() === "") continue;
      if (!seenHeader) {
        seenHeader = true;
        continue;
      }
      index++;
      const line = l.line;
      const vouched = fast(text);
      if (vouched && !checkStepNames(game, vouched, header)) {
        out.push(fastItem(game, header, file, text, line, index, vouched));
        continue;
      }
      const record = readStepCarefully(game, header, text, line, file);
      if (!record.ok) {
        out.push(record);
        return false;
      }
      out.push({ ok: true, index, step: record.data, where: (relative) => ({ file, line, path: relative }) });
    }
    return true;
  };
  const first: StepRead[] = [];
  if (!read(cursor.pending, first)) {
    yield first;
    return;
  }
  if (first.length) yield first;
  for await (const lines of cursor.chunks) {
    const out: StepRead[] = [];
    const more = read(lines, out);
    if (out.length) yield out;
    if (!more) return;
  }
}

/** A step the fast path vouched for; the careful reader's copy (keys in the schema's order) is made only for reports. */
function fastItem(
  game: AnyGame,
  header: GameTraceHeader,
  file: string,
  text: string,
  line: number,
  index: number,
  step: GameTraceStep,
): StepAt {
  return {
    ok: true,
    index,
    step,
    where: (relative) => ({ file, line, path: relative }),
    exact: () => {
      const record = readStepCarefully(game, header, text, line, file);
      return record.ok ? record.data : step;
    },
  };
}

async function* once<T>(item: T): AsyncGenerator<T> {
  yield item;
}

async function* oneByOne<T>(chunks: AsyncIterable<readonly T[]>): AsyncGenerator<T> {
  for await (const chunk of chunks) yield* chunk;
}

/** Open a JSON Lines trace: its header is read and checked now (`options` as for `readTraceValueOf`), its steps as they are iterated. */
export async function openJsonLinesTrace(
  game: AnyGame,
  file: string,
  options: ReadOptions = {},
): Promise<Read<{ source: TraceSource }>> {
  const rereadable = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  const chunks = jsonLineChunks(file, MAX_LINE_BYTES);
  const head = await readJsonLinesHeader(game, file, chunks, options);
  if (!head.ok) {
    await chunks.return(undefined);
    return head;
  }
  const fast = await fastStepReader(game);
  const header = head.header;
  let cursor: Cursor | null = { chunks, pending: head.rest };
  const stepChunks = (): AsyncIterable<readonly StepRead[]> => {
    if (cursor) {
      const first = cursor;
      cursor = null;
      return jsonLinesStepChunks(game, file, header, first, true, fast);
    }
    if (!rereadable)
      return once([
        {
          ok: false,
          error: { file, path: "$", message: "the trace comes from a pipe and cannot be read a second time" },
        },
      ]);
    return jsonLinesStepChunks(
      game,
      file,
      header,
      { chunks: jsonLineChunks(file, MAX_LINE_BYTES), pending: [] },
      false,
      fast,
    );
  };
  const { warnings } = head;
  return {
    ok: true,
    source: {
      file,
      layout: "jsonl",
      rereadable,
      header,
      ...(warnings.length ? { warnings } : {}),
      stepChunks,
      steps: () => oneByOne(stepChunks()),
    },
    ...(warnings.length ? { warnings } : {}),
  };
}
