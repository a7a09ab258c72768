// The lines of a JSON Lines file, streamed with node:readline in constant memory. A guard in front
// of readline refuses a line longer than the limit as soon as it gets that long, so a file with no
// newline at all (or /dev/zero) fails fast instead of filling memory.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { Transform, type TransformCallback } from "node:stream";
import type { InputError } from "./input-error.js";
import { describeFsError } from "./read-file.js";

export type LineRead = { readonly ok: true; readonly line: number; readonly text: string } | { readonly ok: false; readonly error: InputError };

class LineTooLong extends Error {
  constructor(readonly line: number) {
    super(`line ${line} is too long`);
  }
}

/** Counts bytes since the last newline and fails on the line that passes `maxBytes`. */
function lineGuard(maxBytes: number): Transform {
  let line = 1;
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let start = 0;
      for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
        if (length + (nl - start) > maxBytes) return done(new LineTooLong(line));
        line++;
        length = 0;
        start = nl + 1;
      }
      length += chunk.length - start;
      if (length > maxBytes) return done(new LineTooLong(line));
      done(null, chunk);
    },
  });
}

/** Every line with its number (blank lines included, so callers can skip them and keep counting). */
export async function* jsonLines(file: string, maxLineBytes: number): AsyncGenerator<LineRead> {
  // `-` is standard input (read once: a pipe cannot be searched again under other options).
  const input = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 16 });
  const guard = lineGuard(maxLineBytes);
  input.on("error", (error: Error) => guard.destroy(error));
  input.pipe(guard);
  const lines = createInterface({ input: guard, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      // readline stops at "\n" (and "\r\n"); a stray "\r" inside a line is left to the JSON reader.
      yield { ok: true, line, text: line === 1 ? text.replace(/^\uFEFF/, "") : text };
    }
  } catch (error) {
    if (error instanceof LineTooLong) {
      yield { ok: false, error: { file, line: error.line, path: "$", message: `line longer than ${Math.round(maxLineBytes / 1024)} KB` } };
    } else {
      yield { ok: false, error: { file, path: "$", message: describeFsError(error) } };
    }
  } finally {
    lines.close();
    input.destroy();
    guard.destroy();
  }
}
