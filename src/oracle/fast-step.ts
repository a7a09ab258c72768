// The fast path for a JSON Lines step: a line the careful reader (json-text.ts, then zod) would
// accept unchanged is vouched for with the native JSON.parse and a validator compiled once (by Ajv)
// from the JSON Schema that zod itself writes for the game's step format. Anything it cannot vouch
// for (a syntax error, a reserved or duplicate key, a number too large, a schema problem) returns
// undefined, and the caller reads the line carefully, so every error message stays the careful
// reader's, word for word.
import { z } from "zod";
import { own, setOwn } from "../dsl/own.js";
import type { AnyGame } from "../kit/game.js";
import { MAX_DEPTH } from "./limits.js";
import type { GameTraceStep } from "./trace-start.js";

/** A step read from one line, or undefined when only the careful reader may decide. */
export type FastStepReader = (text: string) => GameTraceStep | undefined;

/** Keys the careful reader refuses anywhere (json-text.ts RESERVED_KEYS), as text. */
const SUSPICIOUS = /__proto__|constructor|prototype/;
/**
 * A negative zero, or an exponent small enough to read as 0: the careful reader refuses those (an
 * approximation on the safe side: it may send a good line to the careful reader, never a bad one past it).
 */
const TINY_OR_NEGATIVE_ZERO = /-0(?![.\d])|-0\.0+(?![\d])|[eE]-\d{3}/;
/** A quote followed by JSON whitespace. */
const SPACED = /"[ \t\n\r]/;

/**
 * How many times a string ends and a `:` follows (JSON whitespace between them allowed). Every key
 * of the text is one such place, and a `:` after an escaped quote inside a string value adds more:
 * so this is at least the number of keys the text writes, duplicates included.
 */
export function keyEndings(text: string): number {
  // Compact JSON (engine output) has no string end followed by whitespace: then the key endings are
  // exactly the places where `":` occurs, which indexOf finds much faster than a character loop.
  if (!SPACED.test(text)) {
    let compact = 0;
    for (let at = text.indexOf('":'); at >= 0; at = text.indexOf('":', at + 2)) compact++;
    return compact;
  }
  let count = 0;
  for (let q = text.indexOf('"'); q >= 0; q = text.indexOf('"', q + 1)) {
    let i = q + 1;
    let c = text.charCodeAt(i);
    while (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) c = text.charCodeAt(++i);
    if (c === 0x3a) count++;
  }
  return count;
}

/**
 * How many keys the parsed value holds, or -1 when it nests deeper than the careful reader allows
 * or holds a number that is not finite (JSON.parse reads 1e999 as Infinity; the careful reader
 * refuses it).
 */
export function parsedKeys(value: unknown, depth = 0): number {
  if (typeof value === "number") return Number.isFinite(value) ? 0 : -1;
  if (value === null || typeof value !== "object") return 0;
  if (depth >= MAX_DEPTH) return -1;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) {
      const n = parsedKeys(item, depth + 1);
      if (n < 0) return -1;
      count += n;
    }
    return count;
  }
  for (const key in value) {
    const n = parsedKeys(own(value as Record<string, unknown>, key), depth + 1);
    if (n < 0) return -1;
    count += n + 1;
  }
  return count;
}

/**
 * Whether the careful reader would read `text` as exactly `value`: no reserved key, no duplicate key
 * (JSON.parse keeps the last silently, and then the text has more key endings than the value has
 * keys), no deeper nesting than allowed, every number finite.
 */
function sameAsCareful(text: string, value: unknown): boolean {
  if (SUSPICIOUS.test(text) || TINY_OR_NEGATIVE_ZERO.test(text)) return false;
  const keys = parsedKeys(value);
  return keys >= 0 && keys === keyEndings(text);
}

type Validate = (value: unknown) => boolean;

type JsonSchema = { [key: string]: unknown };
const isObject = (x: unknown): x is JsonSchema => typeof x === "object" && x !== null && !Array.isArray(x);

/** The tag values of a `oneOf` branch on `key`: its `const` or `enum` of strings, when the branch is an object that requires it. */
function tagsOf(branch: unknown, key: string): string[] | undefined {
  if (
    !isObject(branch) ||
    branch.type !== "object" ||
    !Array.isArray(branch.required) ||
    !branch.required.includes(key)
  )
    return undefined;
  const property = isObject(branch.properties) ? own(branch.properties, key) : undefined;
  if (!isObject(property)) return undefined;
  const tags =
    typeof property.const === "string" ? [property.const] : Array.isArray(property.enum) ? property.enum : undefined;
  return tags?.every((t): t is string => typeof t === "string") ? tags : undefined;
}

/**
 * Mark each `oneOf` whose branches are objects told apart by one required string tag (an event's
 * `kind`, a pick's `action`) as discriminated, so Ajv checks the one branch the tag names instead of
 * trying them all. The accepted values do not change: with distinct tags at most one branch can
 * match, and the node now also says it is an object, as every branch does.
 */
export function withDiscriminators(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDiscriminators);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withDiscriminators(v)]));
  const branches = out.oneOf;
  if (
    !Array.isArray(branches) ||
    branches.length < 2 ||
    out.discriminator !== undefined ||
    (out.type !== undefined && out.type !== "object")
  )
    return out;
  const first = branches[0];
  const keys = isObject(first) && isObject(first.properties) ? Object.keys(first.properties) : [];
  for (const key of keys) {
    const tags = branches.map((b) => tagsOf(b, key));
    const all = tags.flatMap((t) => t ?? []);
    if (tags.every((t) => t !== undefined) && new Set(all).size === all.length)
      return { ...out, type: "object", discriminator: { propertyName: key } };
  }
  return out;
}

const readers = new WeakMap<AnyGame, Promise<FastStepReader>>();

/**
 * Compile the game's step validator: zod's own JSON Schema of the step format (as input, so defaults
 * are optional), checked by Ajv with finite numbers only. Defaults at the top of the step (its choices) are filled in as zod would.
 */
async function compile(game: AnyGame): Promise<FastStepReader> {
  // A CommonJS package: its class is `module.exports.default` (and `module.exports` itself).
  const Ajv2020 = (await import("ajv/dist/2020.js")).default.default;
  const schema = z.toJSONSchema(game.formats.traceStep, { io: "input", target: "draft-2020-12" }) as {
    properties?: Record<string, { default?: unknown }>;
  };
  // String lengths in code points (a surrogate pair is one), as both zod and Ajv count them; no
  // logger, so nothing Ajv might say reaches the command's output.
  const ajv = new Ajv2020({
    strict: false,
    logger: false,
    strictNumbers: true,
    discriminator: true,
    allErrors: false,
    validateSchema: false,
    addUsedSchema: false,
  });
  const validate: Validate = ajv.compile(withDiscriminators(schema) as JsonSchema);
  const defaults = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    property.default !== undefined ? [[key, JSON.stringify(property.default)] as const] : [],
  );
  return (text) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (!sameAsCareful(text, value) || !validate(value)) return undefined;
    const step = value as Record<string, unknown>;
    for (const [key, json] of defaults) if (own(step, key) === undefined) setOwn(step, key, JSON.parse(json));
    return step as unknown as GameTraceStep;
  };
}

/** The fast step reader of a game, compiled on first use. */
export function fastStepReader(game: AnyGame): Promise<FastStepReader> {
  let reader = readers.get(game);
  if (!reader) {
    reader = compile(game);
    readers.set(game, reader);
  }
  return reader;
}
