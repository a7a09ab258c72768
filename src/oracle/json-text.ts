// A JSON reader that knows where it is: syntax errors come with line, column and the JSON path of
// the value being read, and `locate` finds the line of any path (to place a schema error in a file).
// It also refuses what JSON.parse would accept but the oracle must not: nesting beyond a limit,
// keys that touch object prototypes (`__proto__`, `constructor`, `prototype`), duplicate keys, and
// numbers too large to be finite or too small to be told from 0, and negative zero. Recursion is bounded by the depth limit, so it cannot overflow.
import { hasOwnKey, own, setOwn } from "../dsl/own.js";

import { RESERVED_NAMES } from "../dsl/player-names.js";

export type JsonPath = readonly (string | number)[];

export interface JsonTextError {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly path: JsonPath;
}

export type JsonParse =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: JsonTextError };

/** Keys refused anywhere: assigning them can change an object's prototype or shadow its methods. */
export const RESERVED_KEYS: ReadonlySet<string> = RESERVED_NAMES;

class Failure {
  constructor(readonly error: JsonTextError) {}
}
class Stop {}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** A number written as zero (every digit of its mantissa 0). */
const ZERO = /^-?0(?:\.0+)?(?:[eE][+-]?\d+)?$/;
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

function describeChar(code: number): string {
  if (Number.isNaN(code)) return "end of input";
  if (code < 0x20 || code === 0x7f) return `control character U+${code.toString(16).padStart(4, "0").toUpperCase()}`;
  return JSON.stringify(String.fromCharCode(code));
}

class Reader {
  private pos = 0;
  private line: number;
  private lineStart = 0;
  private readonly path: (string | number)[] = [];

  constructor(
    private readonly text: string,
    firstLine: number,
    private readonly maxDepth: number,
    /** Called at the start of every value; returning true stops the reading. */
    private readonly onValue?: (path: JsonPath, line: number) => boolean,
  ) {
    this.line = firstLine;
  }

  run(): unknown {
    this.whitespace();
    if (this.pos >= this.text.length) this.fail("no JSON value (the input is empty)");
    const value = this.value(0);
    this.whitespace();
    if (this.pos < this.text.length)
      this.fail(`unexpected ${describeChar(this.text.charCodeAt(this.pos))} after the JSON value`);
    return value;
  }

  private fail(message: string, at = this.pos, line = this.line, lineStart = this.lineStart): never {
    throw new Failure({ message, line, column: at - lineStart + 1, path: [...this.path] });
  }

  private whitespace(): void {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x09 || c === 0x0d) this.pos++;
      else if (c === 0x0a) {
        this.pos++;
        this.line++;
        this.lineStart = this.pos;
      } else return;
    }
  }

  private value(depth: number): unknown {
    this.whitespace();
    if (this.onValue?.(this.path, this.line)) throw new Stop();
    const c = this.text.charCodeAt(this.pos);
    if (c === 0x7b) return this.object(depth + 1);
    if (c === 0x5b) return this.array(depth + 1);
    if (c === 0x22) return this.string();
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.number();
    if (c === 0x74) return this.literal("true", true);
    if (c === 0x66) return this.literal("false", false);
    if (c === 0x6e) return this.literal("null", null);
    return this.fail(`unexpected ${describeChar(c)} where a value should be`);
  }

  private literal(word: string, value: unknown): unknown {
    if (!this.text.startsWith(word, this.pos))
      this.fail(`unexpected ${describeChar(this.text.charCodeAt(this.pos))} where a value should be`);
    this.pos += word.length;
    return value;
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.text);
    if (!m) return this.fail("invalid number");
    const n = Number(m[0]);
    const written = m[0].length > 20 ? `${m[0].slice(0, 20)}...` : m[0];
    if (!Number.isFinite(n)) this.fail(`number ${written} is too large`);
    // Read as 0, these would be accepted where the number they write is not (1e-43 is refused as a
    // fraction, 1e-400 would pass as 0); -0 is no count or position either.
    if (n === 0 && !ZERO.test(m[0])) this.fail(`number ${written} is too small to be told from 0`);
    if (Object.is(n, -0)) this.fail(`number ${written} is a negative zero; write 0`);
    this.pos += m[0].length;
    return n;
  }

  private string(): string {
    const t = this.text;
    const open = this.pos++;
    let out = "";
    let chunk = this.pos;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      if (c === 0x22) {
        out += t.slice(chunk, this.pos);
        this.pos++;
        return out;
      }
      if (c === 0x5c) {
        out += t.slice(chunk, this.pos);
        const e = t[this.pos + 1];
        if (e === "u") {
          const hex = t.slice(this.pos + 2, this.pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail("invalid \\u escape in string");
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 6;
        } else if (e !== undefined && hasOwnKey(ESCAPES, e)) {
          out += own(ESCAPES, e);
          this.pos += 2;
        } else this.fail(`invalid escape ${e === undefined ? "at end of input" : JSON.stringify(`\\${e}`)} in string`);
        chunk = this.pos;
        continue;
      }
      if (Number.isNaN(c)) this.fail("unterminated string", open);
      if (c < 0x20) this.fail(`${describeChar(c)} inside a string (escape it)`);
      this.pos++;
    }
  }

  private array(depth: number): unknown[] {
    if (depth > this.maxDepth) this.fail(`nested deeper than ${this.maxDepth} levels`);
    this.pos++;
    const out: unknown[] = [];
    this.whitespace();
    if (this.text.charCodeAt(this.pos) === 0x5d) {
      this.pos++;
      return out;
    }
    for (;;) {
      this.path.push(out.length);
      out.push(this.value(depth));
      this.path.pop();
      this.whitespace();
      const c = this.text.charCodeAt(this.pos++);
      if (c === 0x5d) return out;
      if (c !== 0x2c) this.fail(`expected "," or "]" in an array, found ${describeChar(c)}`, this.pos - 1);
    }
  }

  private object(depth: number): Record<string, unknown> {
    if (depth > this.maxDepth) this.fail(`nested deeper than ${this.maxDepth} levels`);
    this.pos++;
    const out: Record<string, unknown> = {};
    this.whitespace();
    if (this.text.charCodeAt(this.pos) === 0x7d) {
      this.pos++;
      return out;
    }
    for (;;) {
      this.whitespace();
      const at = this.pos;
      const [line, lineStart] = [this.line, this.lineStart];
      if (this.text.charCodeAt(this.pos) !== 0x22)
        this.fail(`expected a property name in double quotes, found ${describeChar(this.text.charCodeAt(this.pos))}`);
      const key = this.string();
      this.path.push(key);
      if (RESERVED_KEYS.has(key))
        this.fail(`the key "${key}" is not allowed (it could alter object prototypes)`, at, line, lineStart);
      if (Object.hasOwn(out, key)) this.fail(`duplicate key "${key}"`, at, line, lineStart);
      this.whitespace();
      if (this.text.charCodeAt(this.pos) !== 0x3a)
        this.fail(`expected ":" after the property name, found ${describeChar(this.text.charCodeAt(this.pos))}`);
      this.pos++;
      setOwn(out, key, this.value(depth));
      this.path.pop();
      this.whitespace();
      const c = this.text.charCodeAt(this.pos++);
      if (c === 0x7d) return out;
      if (c !== 0x2c) this.fail(`expected "," or "}" in an object, found ${describeChar(c)}`, this.pos - 1);
    }
  }
}

const SUSPICIOUS = /__proto__|constructor|prototype/;
const OPENERS = /[[{]/g;

/**
 * The native parser, used only when it cannot differ from the careful reader: no reserved key can
 * appear, fewer brackets than the depth limit (so no deeper nesting), and the value serialises back
 * to exactly the same text, which a duplicate key (dropped by JSON.parse) would prevent. Compact
 * engine output, the common case, takes this path; anything else gets the careful reader.
 */
function nativeWhenEquivalent(text: string, maxDepth: number): { value: unknown } | undefined {
  if (SUSPICIOUS.test(text) || (text.match(OPENERS)?.length ?? 0) > maxDepth) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return JSON.stringify(value) === text ? { value } : undefined;
}

/** Parse JSON text; `firstLine` numbers lines when the text is one line of a larger file. */
export function parseJsonText(
  text: string,
  options: { readonly maxDepth: number; readonly firstLine?: number },
): JsonParse {
  const fast = nativeWhenEquivalent(text, options.maxDepth);
  if (fast) return { ok: true, value: fast.value };
  try {
    return { ok: true, value: new Reader(text, options.firstLine ?? 1, options.maxDepth).run() };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.error };
    throw error;
  }
}

const isPrefix = (prefix: JsonPath, path: JsonPath): boolean =>
  prefix.length <= path.length && prefix.every((p, i) => p === path[i]);

/**
 * The line where the value at `path` starts, or where its deepest existing ancestor starts (a
 * missing field is reported on the line of the object that lacks it).
 */
export function locate(
  text: string,
  path: JsonPath,
  options: { readonly maxDepth: number; readonly firstLine?: number },
): number {
  let best = options.firstLine ?? 1;
  let bestDepth = -1;
  const onValue = (at: JsonPath, line: number): boolean => {
    if (at.length > bestDepth && isPrefix(at, path)) {
      best = line;
      bestDepth = at.length;
      return at.length === path.length;
    }
    return false;
  };
  try {
    new Reader(text, options.firstLine ?? 1, options.maxDepth, onValue).run();
  } catch (error) {
    if (!(error instanceof Stop) && !(error instanceof Failure)) throw error;
  }
  return best;
}
