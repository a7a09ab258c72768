// Schema problems in the project's words. zod finds what is wrong with a document; these say it
// the way the rest of the oracle does: where (the JSON path, record keys quoted as the rules
// write them: `$.figures["red"].meeple`), what was expected (read from the schema itself: its
// type, its bounds, its allowed values, and the words it registered in `inputWords`) and what
// was found. Nothing here knows a game: any game's schemas get the same voice.
import { z } from "zod";
import { own } from "../dsl/own.js";
import type { JsonPath } from "./json-text.js";
import { clip } from "./printable.js";

/** Words a schema gives the readers for their messages; kept out of the JSON Schema. */
export interface InputWords {
  /** What a value here is, for "expected ...": "a whole number of points", "a player id" (bounds are added). */
  readonly what?: string;
  /** The noun for one allowed value (an enum, a tagged union) or one key of an object that names things: "edition", "event", "interpretation". */
  readonly noun?: string;
  /** Its plural, when it is not the noun + "s": "the readings of INT-ZERO-POINTS". */
  readonly plural?: string;
  /** For a list: what one item is ("player"), for "a list of 2 to 6 players". */
  readonly item?: string;
  /** Rule ids behind the value's limits, cited when the value is refused. */
  readonly rules?: readonly string[];
}

/** Where the readers look words up: a registry of its own, so the JSON Schemas do not carry them. */
const inputWords = z.registry<InputWords>();

/** Register words for a schema; returns the same schema, to write inline. */
export function worded<S extends z.ZodType>(schema: S, words: InputWords): S {
  inputWords.add(schema, words);
  return schema;
}

/** What a schema problem is read against: the schema validated with, and the value it was given. */
export interface SchemaContext {
  /** The schema, to say what was expected (its bounds, values, keys and words). */
  readonly schema?: z.ZodType;
  /** The value validated, to say what was found (zod keeps it only with `reportInput`). */
  readonly value?: unknown;
}

/** One schema problem: the path (as text and as segments) and the sentence, with rule ids when the schema names some. */
export interface SchemaProblem {
  readonly path: string;
  readonly segments: JsonPath;
  readonly message: string;
  readonly rules?: readonly string[];
}

type Def = { readonly type: string; readonly [key: string]: unknown };
type Issue = z.core.$ZodIssue;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isRecordObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The schema inside optional, default, readonly, lazy and pipe wrappers (and nullable), with the words met on the way (outer first). */
function unwrap(schema: z.ZodType): { schema: z.ZodType; words: InputWords; nullable: boolean } {
  const found: InputWords[] = [];
  let nullable = false;
  let s = schema;
  for (let depth = 0; depth < 32; depth++) {
    const w = inputWords.get(s);
    if (w) found.push(w);
    const d = defOf(s);
    let next: z.ZodType | undefined;
    if (d.type === "lazy") next = (d.getter as () => z.ZodType)();
    else if (d.type === "pipe") next = d.in as z.ZodType;
    else if (["optional", "default", "prefault", "nonoptional", "readonly", "catch", "nullable"].includes(d.type))
      next = d.innerType as z.ZodType;
    if (d.type === "nullable") nullable = true;
    if (!next) break;
    s = next;
  }
  return { schema: s, words: Object.assign({}, ...[...found].reverse()) as InputWords, nullable };
}

const literalValues = (schema: z.ZodType | undefined): readonly unknown[] => {
  if (!schema) return [];
  const d = defOf(unwrap(schema).schema);
  return d.type === "literal"
    ? (d.values as unknown[])
    : d.type === "enum"
      ? Object.values(d.entries as Record<string, unknown>)
      : [];
};

/** A union's option for a value: by its tag when the union has one, else the first option of the value's JSON type. */
function optionFor(union: z.ZodType, value: unknown): z.ZodType | undefined {
  const d = defOf(union);
  const options = d.options as z.ZodType[];
  const disc = d.discriminator as string | undefined;
  if (disc !== undefined)
    return isRecordObject(value)
      ? options.find((o) => literalValues(childOf(o, disc, undefined).schema).includes(own(value, disc)))
      : undefined;
  const kind = (s: z.ZodType) => defOf(unwrap(s).schema).type;
  const wanted = Array.isArray(value) ? ["array", "tuple"] : isRecordObject(value) ? ["object", "record"] : [];
  return options.find((o) => wanted.includes(kind(o)));
}

/** The schema of a child (an object's field, a record's value, a list's item), and whether its key is a record key. */
function childOf(
  schema: z.ZodType,
  segment: string | number,
  value: unknown,
): { schema?: z.ZodType; recordKey: boolean } {
  const s = unwrap(schema).schema;
  const d = defOf(s);
  switch (d.type) {
    case "object": {
      const shape = d.shape as Record<string, z.ZodType>;
      if (typeof segment === "string" && Object.hasOwn(shape, segment))
        return { schema: own(shape, segment)!, recordKey: false };
      const rest = d.catchall as z.ZodType | undefined;
      return rest && defOf(rest).type !== "never" ? { schema: rest, recordKey: false } : { recordKey: false };
    }
    case "record":
      return { schema: d.valueType as z.ZodType, recordKey: true };
    case "array":
      return { schema: d.element as z.ZodType, recordKey: false };
    case "tuple": {
      const item =
        typeof segment === "number"
          ? ((d.items as z.ZodType[])[segment] ?? (d.rest as z.ZodType | null) ?? undefined)
          : undefined;
      return item ? { schema: item, recordKey: false } : { recordKey: false };
    }
    case "union": {
      const option = optionFor(s, value);
      return option ? childOf(option, segment, value) : { recordKey: false };
    }
    case "intersection": {
      const left = childOf(d.left as z.ZodType, segment, value);
      return left.schema ? left : childOf(d.right as z.ZodType, segment, value);
    }
    default:
      return { recordKey: false };
  }
}

/** Follow a path through a schema and a value together. */
function walk(
  schema: z.ZodType | undefined,
  value: unknown,
  path: readonly (string | number)[],
): { schema?: z.ZodType; value: unknown; recordKeys: boolean[] } {
  let s = schema;
  let v = value;
  const recordKeys: boolean[] = [];
  for (const segment of path) {
    const child: { schema?: z.ZodType; recordKey: boolean } = s ? childOf(s, segment, v) : { recordKey: false };
    recordKeys.push(child.recordKey);
    s = child.schema;
    v =
      Array.isArray(v) && typeof segment === "number"
        ? v[segment]
        : isRecordObject(v) && Object.hasOwn(v, segment)
          ? own(v, segment)
          : undefined;
  }
  return { ...(s ? { schema: s } : {}), value: v, recordKeys };
}

/** `$.figures["red"].meeple`: record keys quoted (as the rules write them), fields dotted when they can be. */
function renderPath(segments: JsonPath, recordKeys: readonly boolean[]): string {
  return `$${segments
    .map((p, i) =>
      typeof p === "number"
        ? `[${p}]`
        : !recordKeys[i] && /^[A-Za-z_]\w*$/.test(p)
          ? `.${p}`
          : `[${JSON.stringify(clip(p, 64))}]`,
    )
    .join("")}`;
}

const an = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
const plural = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;
const listOf = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");

/** What was found, in a few words: a number or a short string as written, else its kind. */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "string")
    return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);
  if (Array.isArray(value)) return `a list of ${plural(value.length, "item")}`;
  if (isRecordObject(value)) return "an object";
  return String(value);
}

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), for "did you mean". */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    [before, prev] = [prev, row];
  }
  return prev[b.length]!;
}

/**
 * The one candidate close to an unknown word (case aside, a typo or two in a long id), if there is
 * exactly one: "INT-ZERO-POINT" gives INT-ZERO-POINTS; "C4" gives nothing (C3 is another edition, not a typo).
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 100) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance, tie] = [c, d, false];
    else if (d === bestDistance) tie = true;
  }
  if (best === undefined || tie) return undefined;
  return bestDistance <= Math.max(1, Math.floor(best.length / 4)) && bestDistance * 2 < best.length ? best : undefined;
}
const didYouMean = (word: unknown, candidates: readonly unknown[]): string => {
  const near =
    typeof word === "string"
      ? closest(
          word,
          candidates.filter((c): c is string => typeof c === "string"),
        )
      : undefined;
  return near ? ` (did you mean ${near}?)` : "";
};

/** The bounds a schema's checks set: numbers' values, or lengths of strings and lists. */
function boundsOf(schema: z.ZodType): { min?: number; max?: number; pattern?: string; int: boolean } {
  const d = defOf(schema);
  const int = ["safeint", "int32", "uint32"].includes(d.format as string);
  const out: { min?: number; max?: number; pattern?: string; int: boolean } = { int };
  for (const check of (d.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    const exclusive = c.inclusive === false ? (int ? 1 : 0) : 0;
    if (c.check === "greater_than") out.min = (c.value as number) + exclusive;
    else if (c.check === "less_than") out.max = (c.value as number) - exclusive;
    else if (c.check === "min_length") out.min = c.minimum as number;
    else if (c.check === "max_length") out.max = c.maximum as number;
    else if (c.check === "length_equals") out.min = out.max = c.length as number;
    else if (c.check === "string_format" && c.pattern instanceof RegExp) out.pattern = String(c.pattern);
  }
  return out;
}

const rangeText = (min: number | undefined, max: number | undefined): string =>
  min !== undefined && max !== undefined
    ? min === max
      ? `exactly ${min}`
      : `${min} to ${max}`
    : min !== undefined
      ? `${min} or more`
      : max !== undefined
        ? `at most ${max}`
        : "";
const countText = (min: number | undefined, max: number | undefined, item: string): string =>
  min !== undefined && max !== undefined
    ? min === max
      ? plural(min, item)
      : `${min} to ${max} ${item}s`
    : min !== undefined
      ? `at least ${plural(min, item)}`
      : max !== undefined
        ? `at most ${plural(max, item)}`
        : `${item}s`;

/** What a schema accepts, in words: "a whole number of points (0 to 500)", "a player id (a string of 1 to 64 characters)", "one of meeple, messenger". */
function describeSchema(schema: z.ZodType | undefined): string {
  if (!schema) return "a value";
  const { schema: s, words, nullable } = unwrap(schema);
  const bare = describeBare(s, words);
  return nullable ? `${bare} or null` : bare;
}

function describeBare(s: z.ZodType, words: InputWords): string {
  const d = defOf(s);
  const b = boundsOf(s);
  switch (d.type) {
    case "number": {
      const range = rangeText(b.min, b.max);
      return `${words.what ?? (b.int ? "a whole number" : "a number")}${range ? ` (${range})` : ""}`;
    }
    case "string": {
      const length =
        b.min === 1 && b.max === undefined
          ? "a non-empty string"
          : b.min !== undefined && b.max !== undefined
            ? `a string of ${b.min === b.max ? `exactly ${b.min}` : `${b.min} to ${b.max}`} characters`
            : b.min !== undefined
              ? `a string of at least ${b.min} characters`
              : b.max !== undefined
                ? `a string of at most ${b.max} characters`
                : "a string";
      const core = `${length}${b.pattern ? ` matching ${b.pattern}` : ""}`;
      return words.what ? `${words.what} (${core})` : core;
    }
    case "boolean":
      return "true or false";
    case "null":
      return "null";
    case "literal":
      return (d.values as unknown[]).map((v) => JSON.stringify(v)).join(" or ");
    case "enum": {
      const values = listOf(Object.values(d.entries as Record<string, unknown>));
      return words.noun ? `${an(words.noun)} (${values})` : `one of ${values}`;
    }
    case "array":
      return words.what ?? `a list of ${countText(b.min, b.max, words.item ?? "item")}`;
    case "tuple":
      return words.what ?? `a list of ${plural((d.items as unknown[]).length, words.item ?? "item")}`;
    case "object": {
      // A small object is told by its fields: "an object with victim, figure".
      const fields = Object.keys(d.shape as object);
      return (
        words.what ??
        (words.noun
          ? an(words.noun)
          : fields.length > 0 && fields.length <= 4
            ? `an object with ${fields.join(", ")}`
            : "an object")
      );
    }
    case "record":
      return words.what ?? (words.noun ? an(words.noun) : "an object");
    case "union": {
      const disc = d.discriminator as string | undefined;
      const options = d.options as z.ZodType[];
      if (disc !== undefined) {
        const tags = listOf(options.flatMap((o) => literalValues(childOf(o, disc, undefined).schema)));
        return (
          words.what ??
          (words.noun ? `${an(words.noun)} (${disc}: ${tags})` : `an object whose ${disc} is one of ${tags}`)
        );
      }
      return words.what ?? options.map((o) => describeSchema(o)).join(" or ");
    }
    default:
      return words.what ?? "a value";
  }
}

/** zod's expected type, in words, when the schema itself is not at hand. */
const EXPECTED: Readonly<Record<string, string>> = {
  int: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  object: "an object",
  record: "an object",
  null: "null",
  nonoptional: "a value",
  bigint: "a whole number",
};

/** A noun for the value at a path, from its key when that is a word: "edition", "figure", and "event kind" for a `kind` under `event`. */
function nounFromPath(path: readonly (string | number)[]): string | undefined {
  const last = path[path.length - 1];
  if (typeof last !== "string" || !/^[a-z][a-zA-Z]*$/.test(last)) return undefined;
  const words = last.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  if (last !== "kind" && last !== "type") return words;
  // A tag is named after what it tags: the field holding it, or the list holding it (singular).
  const parent = path[path.length - 2];
  const list = typeof parent === "number" ? path[path.length - 3] : undefined;
  const owner = typeof parent === "string" ? parent : typeof list === "string" ? list.replace(/s$/, "") : undefined;
  return owner && /^[a-z][a-zA-Z]*$/.test(owner)
    ? `${owner.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} ${words}`
    : words;
}

/** zod's own English messages start so; anything else is a schema author's own words, kept as written. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized key)/;

interface Translated {
  readonly segments: (string | number)[];
  readonly recordKeys: boolean[];
  readonly message: string;
  readonly rules?: readonly string[];
  /** The unknown key added at the end of the path (not in zod's path). */
  readonly addedKey: boolean;
  /** Further problems the issue holds (more unknown keys). */
  readonly extra: number;
}

/** One zod issue in our words; `schema` and `value` are the document's root (either may be unknown). */
function translate(issue: Issue, schema: z.ZodType | undefined, value: unknown, known: boolean): Translated {
  const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
  const at = walk(schema, value, path);
  const hasInput = "input" in issue;
  const input = hasInput ? (issue as { input?: unknown }).input : at.value;
  const inputKnown = hasInput || known;
  const words = at.schema ? unwrap(at.schema).words : {};
  const rules = words.rules?.length ? { rules: words.rules } : {};
  const done = (message: string, more: Partial<Translated> = {}): Translated => ({
    segments: path,
    recordKeys: at.recordKeys,
    message,
    addedKey: false,
    extra: 0,
    ...rules,
    ...more,
  });
  const what = () =>
    at.schema
      ? describeSchema(at.schema)
      : (own(EXPECTED, (issue as { expected?: string }).expected ?? "") ?? "a value");
  const got = (v: unknown) => (inputKnown ? `, got ${shown(v)}` : "");
  const custom = !ZOD_DEFAULT.test(issue.message) && issue.code !== "invalid_union";
  const missing = inputKnown ? input === undefined : /received undefined$/.test(issue.message);

  switch (issue.code) {
    case "invalid_type":
      if (custom) return done(`${issue.message}${missing ? "" : got(input)}`);
      return done(missing ? `missing; expected ${what()}` : `expected ${what()}${got(input)}`);
    case "too_small":
    case "too_big": {
      if (custom) return done(`${issue.message}${got(input)}`);
      const origin = (issue as { origin?: string }).origin;
      if (at.schema) {
        const found = !inputKnown ? "" : Array.isArray(input) ? `, got ${input.length}` : got(input);
        return done(`expected ${what()}${found}`);
      }
      const bound =
        issue.code === "too_small" ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`;
      const unit = origin === "array" || origin === "set" ? " items" : origin === "string" ? " characters" : "";
      return done(
        `expected ${bound}${unit}${origin === "array" && Array.isArray(input) ? `, got ${input.length}` : got(input)}`,
      );
    }
    case "invalid_value": {
      if (custom) return done(`${issue.message}${got(input)}`);
      const values = issue.values;
      if (missing) return done(`missing; expected ${at.schema ? what() : `one of ${listOf(values)}`}`);
      if (values.length === 1) return done(`expected ${JSON.stringify(values[0])}${got(input)}`);
      const noun = words.noun ?? nounFromPath(path);
      if (typeof input === "string" && noun)
        return done(
          `unknown ${noun} ${shown(input)}${didYouMean(input, values)}; ${words.plural ?? `${noun}s`} are ${listOf(values)}`,
        );
      return done(
        `expected ${noun ? `${an(noun)}, one of` : "one of"} ${listOf(values)}${got(input)}${didYouMean(input, values)}`,
      );
    }
    case "unrecognized_keys": {
      const [key, ...others] = issue.keys;
      const object = at.schema ? unwrap(at.schema) : undefined;
      const fields =
        object && defOf(object.schema).type === "object"
          ? Object.keys(defOf(object.schema).shape as object)
          : undefined;
      const noun = object?.words.noun;
      const named = noun ? `unknown ${noun}` : "unknown field";
      const allowed =
        fields === undefined
          ? ""
          : fields.length === 0
            ? "; no fields are allowed here"
            : `; ${noun ? (object?.words.plural ?? `${noun}s`) : "fields here"} are ${fields.join(", ")}`;
      return {
        segments: [...path, key!],
        recordKeys: [...at.recordKeys, false],
        message: `${named} ${JSON.stringify(clip(key!, 64))}${didYouMean(key, fields ?? [])}${allowed}`,
        addedKey: true,
        extra: others.length,
      };
    }
    case "invalid_union": {
      const disc = (issue as { discriminator?: string }).discriminator;
      if (disc !== undefined) {
        const tags = (issue as { options?: unknown[] }).options ?? [];
        const union = walk(schema, value, path.slice(0, -1)).schema;
        const unionNoun = union ? unwrap(union).words.noun : undefined;
        const noun = unionNoun ? `${unionNoun} ${disc}` : (nounFromPath(path) ?? disc);
        const objectInput = hasInput ? input : walk(schema, value, path.slice(0, -1)).value;
        const tag = isRecordObject(objectInput) ? own(objectInput, disc) : at.value;
        const tagKnown = inputKnown && isRecordObject(objectInput);
        if (tagKnown && tag === undefined) return done(`missing; expected ${an(noun)}: ${listOf(tags)}`);
        if (typeof tag === "string")
          return done(`unknown ${noun} ${shown(tag)}${didYouMean(tag, tags)}; ${noun}s are ${listOf(tags)}`);
        return done(`expected ${an(noun)} (${listOf(tags)})${tagKnown ? `, got ${shown(tag)}` : ""}`);
      }
      // Without a tag: if exactly one option got past the value's type, its problem is the one to tell;
      // among object options, the one whose fields the value uses most (one that uses none is not meant).
      const branches = (issue as { errors?: Issue[][] }).errors ?? [];
      const options = at.schema ? (defOf(unwrap(at.schema).schema).options as z.ZodType[] | undefined) : undefined;
      if (inputKnown && input === undefined) return done(`missing; expected ${what()}`);
      let deeper = branches.map((b, i) => [b, i] as const).filter(([b]) => b.some((x) => x.path.length > 0));
      if (deeper.length > 1 && options && isRecordObject(input)) {
        const used = (i: number) => {
          const d = defOf(unwrap(options[i]!).schema);
          return d.type === "object" ? Object.keys(input).filter((k) => Object.hasOwn(d.shape as object, k)).length : 0;
        };
        const best = Math.max(...deeper.map(([, i]) => used(i)));
        const meant = deeper.filter(([, i]) => used(i) === best);
        if (best > 0 && meant.length === 1) deeper = meant;
      }
      if (deeper.length === 1 && options) {
        const [branch, i] = deeper[0]!;
        const inner = translate(branch[0]!, options[i], inputKnown ? input : undefined, inputKnown);
        return {
          ...inner,
          segments: [...path, ...inner.segments],
          recordKeys: [...at.recordKeys, ...inner.recordKeys],
          // The option's other problems are told as more problems, as they would be without the union.
          extra: inner.extra + branch.length - 1,
        };
      }
      return done(`expected ${what()}${got(input)}`);
    }
    case "invalid_format":
      if (custom) return done(`${issue.message}${got(input)}`);
      return done(`expected ${at.schema ? what() : `a string in the ${issue.format} format`}${got(input)}`);
    case "not_multiple_of":
      return done(custom ? issue.message : `expected a multiple of ${String(issue.divisor)}${got(input)}`);
    case "invalid_key": {
      const key = path[path.length - 1];
      return done(`the key ${JSON.stringify(String(key))} is not allowed here`);
    }
    default:
      return done(issue.message);
  }
}

function translateAll(error: z.ZodError, context: SchemaContext): Translated[] {
  const known = "value" in context;
  return error.issues.map((issue) => translate(issue, context.schema, context.value, known));
}

const withPrefix = (t: Translated, prefix: JsonPath): SchemaProblem => {
  const segments = [...prefix, ...t.segments];
  const recordKeys = [...prefix.map(() => false), ...t.recordKeys];
  return {
    path: renderPath(segments, recordKeys),
    segments,
    message: t.message,
    ...(t.rules ? { rules: t.rules } : {}),
  };
};

/** Every problem zod found, each in our words (one per issue; `prefix` is where the value sits in its document). */
function schemaProblems(error: z.ZodError, context: SchemaContext = {}, prefix: JsonPath = []): SchemaProblem[] {
  return translateAll(error, context).map((t) => withPrefix(t, prefix));
}

/** A required field that is missing (its path ends with the field's name). */
const isMissingField = (t: Translated) =>
  t.message.startsWith("missing; ") && typeof t.segments[t.segments.length - 1] === "string";
const parentOf = (t: Translated) => JSON.stringify(t.segments.slice(0, -1));

/** A zod error as one line per problem, each with its JSON path, in the readers' words (give the schema and value for the fullest messages). */
export function describeZodError(error: z.ZodError, context: SchemaContext = {}): string {
  return schemaProblems(error, context)
    .map((p) => `${p.path}: ${p.message}`)
    .join("\n");
}

/**
 * The first problem zod found, in our words, with how many more there are (problems at other
 * paths, further unknown keys). Several required fields missing from one object are one problem,
 * told at the object: "missing required fields: clans, sack, drawn".
 */
export function schemaProblem(error: z.ZodError, context: SchemaContext = {}, prefix: JsonPath = []): SchemaProblem {
  const all = translateAll(error, context);
  let head = all[0]!;
  let rest = all.slice(1);
  if (isMissingField(head)) {
    const siblings = rest.filter((t) => isMissingField(t) && parentOf(t) === parentOf(head));
    if (siblings.length > 0) {
      const names = [head, ...siblings].map((t) => String(t.segments[t.segments.length - 1]));
      rest = rest.filter((t) => !siblings.includes(t));
      head = {
        segments: head.segments.slice(0, -1),
        recordKeys: head.recordKeys.slice(0, -1),
        message: `missing required fields: ${names.join(", ")}`,
        addedKey: false,
        extra: 0,
      };
    }
  }
  const first = withPrefix(head, prefix);
  const others = new Set(rest.map((t) => withPrefix(t, prefix).path).filter((p) => p !== first.path)).size + head.extra;
  const more = others > 0 ? ` (and ${others} more problem${others > 1 ? "s" : ""})` : "";
  return { ...first, message: `${first.message}${more}` };
}
