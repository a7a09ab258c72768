// Reading a JSON Lines trace: the header on the first non-blank line, then one step per line,
// each validated as it streams, so memory stays constant however long the game. The first pass
// over the steps continues the stream the header came from (a pipe is read once, in order); later
// passes, for the search under other options, open the file again, which only a file allows.
import { stat } from "node:fs/promises";
import type { AnyGame } from "../kit/game.js";
import { parseDocument, place, validate, type Problem, type Read, type ReadOptions } from "./document.js";
import type { InputError } from "./input-error.js";
import { jsonLines, type LineRead } from "./jsonl-lines.js";
import { MAX_LINE_BYTES } from "./limits.js";
import type { StepRead, TraceSource } from "./trace-input.js";
import { checkHeader, checkStepNames, type GameTraceHeader, type GameTraceStep } from "./trace-start.js";

/** One JSON Lines record (header or step), parsed and validated, errors placed at its line. */
function readRecord<T>(text: string, line: number, file: string, check: (value: unknown) => { ok: true; data: T } | { ok: false; problem: Problem }): Read<{ data: T }> {
  const origin = { file, text, firstLine: line };
  const parsed = parseDocument(origin);
  if (!parsed.ok) return parsed;
  const checked = check(parsed.value);
  return checked.ok ? { ok: true, data: checked.data } : { ok: false, error: place(checked.problem, origin) };
}

type Lines = AsyncGenerator<LineRead>;

/** Read up to the first non-blank line of a JSON Lines trace: its header (and what `options` asked only to be warned about). */
async function readJsonLinesHeader(game: AnyGame, file: string, lines: Lines, options: ReadOptions): Promise<Read<{ header: GameTraceHeader; warnings: readonly InputError[] }>> {
  // Pulled by hand: leaving a for-await loop would close the stream the steps continue from.
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const l = next.value;
    if (!l.ok) return l;
    if (l.text.trim() === "") continue;
    const record = readRecord(l.text, l.line, file, (v) => {
      const checked = validate(game.formats.traceHeader, v, game.formats.names.trace);
      if (!checked.ok) return checked;
      const header = checked.data as GameTraceHeader;
      const head = checkHeader(game, header, options);
      return head.ok ? { ok: true, data: { header, warnings: head.warnings } } : head;
    });
    if (!record.ok) return record;
    const origin = { file, text: l.text, firstLine: l.line };
    return { ok: true, header: record.data.header, warnings: record.data.warnings.map((p) => place(p, origin)) };
  }
  return { ok: false, error: { file, path: "$", message: "the trace is empty (expected a header line, then one step per line)" } };
}

/** The steps after the header; `lines` is either already past the header or read from the start. */
async function* jsonLinesSteps(game: AnyGame, file: string, header: GameTraceHeader, lines: Lines, pastHeader: boolean): AsyncGenerator<StepRead> {
  let index = -1;
  let seenHeader = pastHeader;
  for await (const l of lines) {
    if (!l.ok) {
      yield l;
      return;
    }
    if (l.text.trim() === "") continue;
    if (!seenHeader) {
      seenHeader = true;
      continue;
    }
    index++;
    const record = readRecord(l.text, l.line, file, (v) => {
      const checked = validate(game.formats.traceStep, v, null);
      if (!checked.ok) return checked;
      const step = checked.data as GameTraceStep;
      const problem = checkStepNames(game, step, header);
      return problem ? { ok: false, problem } : { ok: true, data: step };
    });
    if (!record.ok) {
      yield record;
      return;
    }
    const line = l.line;
    yield { ok: true, index, step: record.data, where: (relative) => ({ file, line, path: relative }) };
  }
}

async function* once<T>(item: T): AsyncGenerator<T> {
  yield item;
}

/** Open a JSON Lines trace: its header is read and checked now (`options` as for `readTraceValueOf`), its steps as they are iterated. */
export async function openJsonLinesTrace(game: AnyGame, file: string, options: ReadOptions = {}): Promise<Read<{ source: TraceSource }>> {
  const rereadable = await stat(file).then((s) => s.isFile(), () => false);
  let lines: Lines | null = jsonLines(file, MAX_LINE_BYTES);
  const head = await readJsonLinesHeader(game, file, lines, options);
  if (!head.ok) {
    await lines.return(undefined);
    return head;
  }
  const header = head.header;
  const steps = (): AsyncIterable<StepRead> => {
    if (lines) {
      const first = lines;
      lines = null;
      return jsonLinesSteps(game, file, header, first, true);
    }
    if (!rereadable) return once({ ok: false, error: { file, path: "$", message: "the trace comes from a pipe and cannot be read a second time" } });
    return jsonLinesSteps(game, file, header, jsonLines(file, MAX_LINE_BYTES), false);
  };
  const { warnings } = head;
  return { ok: true, source: { file, layout: "jsonl", rereadable, header, ...(warnings.length ? { warnings } : {}), steps }, ...(warnings.length ? { warnings } : {}) };
}
