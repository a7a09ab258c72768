// Reading a whole input file safely: a regular file only (opened by user-files.ts, which refuses a
// FIFO or a device), or standard input as `-`; stops at a size limit while reading (so a huge pipe on
// standard input cannot exhaust memory), insists on UTF-8, and turns file-system errors into input errors.
import type { InputError } from "./input-error.js";
import { describeFsError, openInput } from "./user-files.js";

export type TextRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: InputError };

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** `-` names standard input, as in most command-line tools. */
const STDIN = "-";

/**
 * Read a whole file (`-` for standard input) up to `maxBytes`, as UTF-8 text.
 * @param advice what to do about a file that is too large (only a trace can be split into JSON Lines).
 */
export async function readTextFile(
  file: string,
  maxBytes: number,
  advice = "is it the right file?",
): Promise<TextRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = file === STDIN ? process.stdin : await openInput(file, { highWaterMark: 1 << 20 });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        if (file !== STDIN) stream.destroy();
        return {
          ok: false,
          error: {
            file,
            path: "$",
            message: `larger than ${mb(maxBytes)}; ${advice}`,
          },
        };
      }
      chunks.push(chunk);
    }
  } catch (error) {
    return { ok: false, error: { file, path: "$", message: describeFsError(error) } };
  }
  const bytes = Buffer.concat(chunks);
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Say on which line the first byte that is not UTF-8 is (decoded leniently, it becomes U+FFFD).
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const at = lenient.indexOf("\uFFFD");
    const line = at < 0 ? undefined : lenient.slice(0, at).split("\n").length;
    return {
      ok: false,
      error: { file, ...(line !== undefined ? { line } : {}), path: "$", message: "not UTF-8 text" },
    };
  }
}
