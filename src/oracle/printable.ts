// One printable line for the commands' output: kept apart from the readers (which load zod) so that
// `--help` and the commands' own messages start without them.

/** A text cut to `max` characters, with "..." when it was longer. */
export const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

/** One printable line: control characters escaped, long texts cut. */
export function printable(text: string, max = 400): string {
  // \p{Cc} is the control characters U+0000-U+001F and U+007F-U+009F; U+2028 and U+2029 end lines too.
  const flat = text
    .replace(/\r?\n/g, " / ")
    .replace(/[\p{Cc}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return clip(flat, max);
}
