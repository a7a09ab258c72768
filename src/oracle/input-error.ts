// Errors about input that cannot be read or is refused before any replay: where (file, line, JSON
// path), what, and the rule ids when a rule refuses it. Always rendered as one printable line, so
// whatever a hostile file contains can never break the output or smuggle terminal escapes into it.
// How a zod schema problem is worded in this voice is schema-problems.ts.
import type { RuleError } from "../dsl/errors.js";
import { clip, printable } from "./printable.js";

export { printable };

import type { JsonPath } from "./json-text.js";

/** Input that cannot be read or is refused: where, what, and the rule ids when a rule refuses it. */
export interface InputError {
  /** The file, when the input came from one. */
  readonly file?: string;
  /** 1-based line in the file (for JSON Lines, the line of the record). */
  readonly line?: number;
  /** 1-based column, for text that is not valid JSON. */
  readonly column?: number;
  /** JSON path inside the document (for JSON Lines, inside the line's record). */
  readonly path: string;
  /** What is wrong, in one sentence. */
  readonly message: string;
  /** Rule ids, when the input is refused by a rule of the specification. */
  readonly rules?: readonly string[];
}

/** `$.steps[3].event.awards[0]["odd key"]`, in the style of `describeZodError`. */
export function formatJsonPath(path: JsonPath): string {
  return `$${path
    .map((p) =>
      typeof p === "number" ? `[${p}]` : /^[A-Za-z_]\w*$/.test(p) ? `.${p}` : `[${JSON.stringify(clip(p, 40))}]`,
    )
    .join("")}`;
}

/** Join a path relative to a document part (`$.event.x`) onto the part's own path (`$.steps[2]`). */
export const joinPath = (base: string, relative: string): string =>
  relative === "$" ? base : base + relative.slice(1);

/** `file:line[:column]: $.path: message [RULE-IDS]`, on one printable line (what the CLI prints). */
export function formatInputError(e: InputError): string {
  const where = [e.file ?? "<input>", e.line, e.line !== undefined ? e.column : undefined]
    .filter((x) => x !== undefined)
    .join(":");
  const rules = e.rules?.length ? ` [${e.rules.join(", ")}]` : "";
  return printable(`${where}: ${e.path}: ${e.message}${rules}`, 600);
}

/** A RuleError's message without the rule ids and the path it starts and ends with. */
export const ruleSentence = (error: RuleError): string => error.reason;

/** A rule's refusal as an input error; its path (relative to `base`) is kept. */
export function fromRuleError(error: RuleError, base = "$"): InputError {
  return { path: joinPath(base, error.path ?? "$"), message: ruleSentence(error), rules: error.rules };
}

/** Parse a `$.a.b[2]["c d"]` path back into segments (to find its line in a file); null if it is not one. */
export function parseJsonPath(path: string): JsonPath | null {
  if (!path.startsWith("$")) return null;
  const out: (string | number)[] = [];
  const re = /\.([A-Za-z_]\w*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  re.lastIndex = 1;
  while (re.lastIndex < path.length) {
    const m = re.exec(path);
    if (!m) return null;
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else {
      // The rules build some paths by interpolating names unescaped; such a path is not located.
      try {
        out.push(JSON.parse(m[3]!) as string);
      } catch {
        return null;
      }
    }
  }
  return out;
}
