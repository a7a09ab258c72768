// The lines of a JSON Lines file, streamed in constant memory and handed out a chunk at a time (a
// long trace is a million lines: one promise per chunk, not per line). Lines end as node:readline
// ends them (`\n`, `\r\n`, a lone `\r`; a final line without its newline still counts; bytes that are
// not UTF-8 are refused on their line, as is a sequence cut short at the end), so line numbers stay
// those of any editor. Each chunk is first measured: a line longer than the limit is refused as soon
// as it gets that long, so a file with no newline at all (or /dev/zero) fails fast instead of filling
// memory; the lines of that chunk are then not handed out, the error takes their place. A file is
// opened by user-files.ts: a regular file or a pipe (a trace streams from one), never a device.
import type { ReadStream } from "node:fs";
import type { InputError } from "./input-error.js";
import { describeFsError, openInput } from "./user-files.js";

export type LineRead =
  | { readonly ok: true; readonly line: number; readonly text: string }
  | { readonly ok: false; readonly error: InputError };

/**
 * Bytes since the last `\n` across chunks; the line (counted by `\n`) that passes `maxBytes`, or 0
 * when none does. The `\r` of a `\r\n` line end is the line end, not the line: a file does not get
 * a shorter limit for being written on Windows.
 */
function lengthGuard(maxBytes: number) {
  let line = 1;
  let length = 0;
  let endedWithCr = false;
  return (chunk: Buffer): number => {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      const cr = nl > start ? chunk[nl - 1] === 0x0d : nl === 0 && endedWithCr;
      if (length + (nl - start) - (cr ? 1 : 0) > maxBytes) return line;
      line++;
      length = 0;
      start = nl + 1;
    }
    length += chunk.length - start;
    endedWithCr = chunk.length > 0 && chunk[chunk.length - 1] === 0x0d;
    return length - (endedWithCr ? 1 : 0) > maxBytes ? line : 0;
  };
}

/** The bytes at the end of `chunk` that start a UTF-8 sequence it does not finish (the decoder holds them). */
function unfinishedTail(chunk: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const b = chunk[chunk.length - back]!;
    if (b < 0x80) return Buffer.alloc(0);
    if (b >= 0xc0) {
      const needs = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return needs > back ? chunk.subarray(chunk.length - back) : Buffer.alloc(0);
    }
  }
  return Buffer.alloc(0);
}

/** The error for bytes that are not UTF-8, on the line where they are. */
const notUtf8 = (file: string, line: number): LineRead => ({
  ok: false,
  error: { file, line, path: "$", message: "not UTF-8 text" },
});

const LF = 0x0a;

/** Splits decoded text into lines the way node:readline does, keeping the unfinished last line. */
function lineSplitter() {
  let rest = "";
  let afterCr = false;
  let line = 0;
  return {
    /** The lines that `text` completes. */
    push(text: string, out: LineRead[]): void {
      if (text.length === 0) return;
      // A "\r" that ended the previous piece and a "\n" starting this one are one line end.
      if (afterCr && text.charCodeAt(0) === LF) text = text.slice(1);
      afterCr = false;
      const s = rest.length ? rest + text : text;
      let start = 0;
      // The next "\n" and "\r", each searched again only once passed (a chunk has hundreds of lines).
      let lf = s.indexOf("\n");
      let cr = s.indexOf("\r");
      for (;;) {
        const i = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
        if (i < 0) break;
        line++;
        out.push({ ok: true, line, text: line === 1 ? s.slice(start, i).replace(/^\uFEFF/, "") : s.slice(start, i) });
        start = i + 1;
        if (i === cr) {
          if (start === s.length) afterCr = true;
          else if (s.charCodeAt(start) === LF) start++;
          cr = s.indexOf("\r", i + 1);
        }
        if (lf >= 0 && lf < start) lf = s.indexOf("\n", start);
      }
      rest = start < s.length ? s.slice(start) : "";
    },
    /** How many lines were handed out so far. */
    lines: (): number => line,
    /** The last line, when the text does not end with a line end. */
    end(out: LineRead[]): void {
      if (rest.length > 0) {
        line++;
        out.push({ ok: true, line, text: line === 1 ? rest.replace(/^\uFEFF/, "") : rest });
      }
      rest = "";
    },
  };
}

/**
 * Every line with its number (blank lines included, so callers can skip them and keep counting), a
 * chunk of the file at a time; a read error or a line that is too long ends the sequence with an
 * error item.
 */
export async function* jsonLineChunks(file: string, maxLineBytes: number): AsyncGenerator<readonly LineRead[]> {
  // `-` is standard input (read once: a pipe cannot be searched again under other options).
  if (file === "-") {
    yield* linesOfChunks(process.stdin, file, maxLineBytes, () => process.stdin.destroy());
    return;
  }
  let input: ReadStream;
  try {
    input = await openInput(file, { pipes: true, highWaterMark: 1 << 16 });
  } catch (error) {
    yield [{ ok: false, error: { file, path: "$", message: describeFsError(error) } }];
    return;
  }
  yield* linesOfChunks(input, file, maxLineBytes, () => input.destroy());
}

/** The lines of a stream of bytes, as `jsonLineChunks` gives them (`file` names it in errors). */
export async function* linesOfChunks(
  input: AsyncIterable<Buffer>,
  file: string,
  maxLineBytes: number,
  close: () => void = () => {},
): AsyncGenerator<readonly LineRead[]> {
  const guard = lengthGuard(maxLineBytes);
  // Fatal: a byte that is not UTF-8 is refused, as the whole-file reader refuses it, never read as U+FFFD.
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const split = lineSplitter();
  let held: Buffer = Buffer.alloc(0);
  /** Where the bad bytes of `chunk` are: the lines before them, decoded leniently, are counted and dropped. */
  const badBytes = (chunk: Buffer): LineRead => {
    const lenient = new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat([held, chunk]));
    const at = lenient.indexOf("\uFFFD");
    const before: LineRead[] = [];
    split.push(lenient.slice(0, Math.max(0, at)), before);
    return notUtf8(file, split.lines() + 1);
  };
  try {
    for await (const chunk of input) {
      const tooLong = guard(chunk);
      if (tooLong) {
        yield [
          {
            ok: false,
            error: {
              file,
              line: tooLong,
              path: "$",
              message: `line longer than ${Math.round(maxLineBytes / 1024)} KB`,
            },
          },
        ];
        return;
      }
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        yield [badBytes(chunk)];
        return;
      }
      held = unfinishedTail(Buffer.concat([held, chunk.subarray(Math.max(0, chunk.length - 3))]));
      const out: LineRead[] = [];
      split.push(text, out);
      if (out.length) yield out;
    }
  } catch (error) {
    yield [{ ok: false, error: { file, path: "$", message: describeFsError(error) } }];
    return;
  } finally {
    close();
  }
  const last: LineRead[] = [];
  try {
    split.push(decoder.decode(), last);
  } catch {
    // A sequence cut short by the end of the file.
    split.end(last);
    yield [notUtf8(file, split.lines() + (last.length ? 0 : 1))];
    return;
  }
  split.end(last);
  if (last.length) yield last;
}
