// The lines of a JSON Lines file, streamed in constant memory and handed out a chunk at a time (a
// long trace is a million lines: one promise per chunk, not per line). Lines end as node:readline
// ends them (`\n`, `\r\n`, a lone `\r`; a final line without its newline still counts; bytes that are
// not UTF-8 become U+FFFD, an unfinished sequence at the very end is dropped), so line numbers stay
// those of any editor. Each chunk is first measured: a line longer than the limit is refused as soon
// as it gets that long, so a file with no newline at all (or /dev/zero) fails fast instead of filling
// memory; the lines of that chunk are then not handed out, the error takes their place.
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import type { InputError } from "./input-error.js";
import { describeFsError } from "./read-file.js";

export type LineRead =
  | { readonly ok: true; readonly line: number; readonly text: string }
  | { readonly ok: false; readonly error: InputError };

/** Bytes since the last `\n` across chunks; the line (counted by `\n`) that passes `maxBytes`, or 0 when none does. */
function lengthGuard(maxBytes: number) {
  let line = 1;
  let length = 0;
  return (chunk: Buffer): number => {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      if (length + (nl - start) > maxBytes) return line;
      line++;
      length = 0;
      start = nl + 1;
    }
    length += chunk.length - start;
    return length > maxBytes ? line : 0;
  };
}

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
export function jsonLineChunks(file: string, maxLineBytes: number): AsyncGenerator<readonly LineRead[]> {
  // `-` is standard input (read once: a pipe cannot be searched again under other options).
  const input = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 16 });
  return linesOfChunks(input, file, maxLineBytes, () => input.destroy());
}

/** The lines of a stream of bytes, as `jsonLineChunks` gives them (`file` names it in errors). */
export async function* linesOfChunks(
  input: AsyncIterable<Buffer>,
  file: string,
  maxLineBytes: number,
  close: () => void = () => {},
): AsyncGenerator<readonly LineRead[]> {
  const guard = lengthGuard(maxLineBytes);
  const decoder = new StringDecoder("utf8");
  const split = lineSplitter();
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
      const out: LineRead[] = [];
      split.push(decoder.write(chunk), out);
      if (out.length) yield out;
    }
  } catch (error) {
    yield [{ ok: false, error: { file, path: "$", message: describeFsError(error) } }];
    return;
  } finally {
    close();
  }
  const last: LineRead[] = [];
  split.end(last);
  if (last.length) yield last;
}
