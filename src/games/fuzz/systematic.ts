// The systematic part of the fuzz run (issue 37, item 1): not random changes but every position of a
// document in turn. Every string and number in it is replaced by each hostile value (each
// Object.prototype member name, "__proto__", "prototype", nesting 3,000 deep, huge and non-finite
// numbers), and every key is renamed to each prototype name. Each mutation comes as a value (a key
// "__proto__" an own property, as JSON.parse makes it) and as JSON text (NaN and 1e400 written as
// such, which a careful reader must refuse), so value and text entry points get the same inputs.
import { own, setOwn } from "../../dsl/own.js";

/** The names every plain object answers to, and "prototype": 13 in all. */
const PROTOTYPE_NAMES: readonly string[] = [...Object.getOwnPropertyNames(Object.prototype), "prototype"];

/** How deep the nested replacement goes (the depth of issue 37's crash in conform). */
const DEEP = 3000;

/** One hostile value: what it is as a value, and as JSON text. */
interface Replacement {
  readonly name: string;
  readonly value: () => unknown;
  readonly text: string;
}

const nested = (open: string, close: string, inner: string, depth: number): string =>
  open.repeat(depth) + inner + close.repeat(depth);
const deepArray = (): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < DEEP; i++) v = [v];
  return v;
};
const deepObject = (): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < DEEP; i++) v = { a: v };
  return v;
};

/** What each string and number position is replaced by, in turn. */
const VALUE_REPLACEMENTS: readonly Replacement[] = [
  ...PROTOTYPE_NAMES.map((n) => ({ name: JSON.stringify(n), value: () => n, text: JSON.stringify(n) })),
  { name: `[...] ${DEEP} deep`, value: deepArray, text: nested("[", "]", "0", DEEP) },
  { name: `{"a":...} ${DEEP} deep`, value: deepObject, text: nested('{"a":', "}", "0", DEEP) },
  { name: "NaN", value: () => Number.NaN, text: "NaN" },
  { name: "Infinity", value: () => Number.POSITIVE_INFINITY, text: "Infinity" },
  { name: "-Infinity", value: () => Number.NEGATIVE_INFINITY, text: "-Infinity" },
  { name: "1e400", value: () => Number.POSITIVE_INFINITY, text: "1e400" },
  { name: "1e308", value: () => 1e308, text: "1e308" },
  { name: "-1e308", value: () => -1e308, text: "-1e308" },
  { name: "2^53+2", value: () => 2 ** 53 + 2, text: "9007199254740994" },
  { name: "-0", value: () => -0, text: "-0" },
];

/** A place in a document: the path to a string or number, or to a key (renamed). */
export interface Position {
  readonly path: readonly (string | number)[];
  readonly key: boolean;
}

/** Every string and number (as a value position) and every object key (as a key position), depth first. */
export function positionsOf(value: unknown, path: (string | number)[] = [], out: Position[] = []): Position[] {
  if (typeof value === "string" || typeof value === "number") out.push({ path: [...path], key: false });
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) positionsOf(v, [...path, i], out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push({ path: [...path, k], key: true });
      positionsOf(v, [...path, k], out);
    }
  return out;
}

/** One systematic input: which position of which document got which replacement, as a value and as text. */
export interface Mutation {
  /** `$.figures.red <- "toString"`, `key $.figures.red -> "constructor"`. */
  readonly label: string;
  readonly value: unknown;
  readonly text: string;
}

const MARK = "\u0000fuzz-mark\u0000";
const pathText = (path: readonly (string | number)[]) =>
  `$${path.map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("")}`;

/** `doc` with the thing at `path` replaced by `make(parent, last)`'s result (on a copy). */
function changedAt(
  doc: unknown,
  path: readonly (string | number)[],
  change: (parent: object, last: string | number) => void,
) {
  const copy = structuredClone(doc) as object;
  let parent: unknown = copy;
  for (const s of path.slice(0, -1)) parent = own(parent as object, s);
  change(parent as object, path.at(-1)!);
  return copy;
}

/** The mutations of `doc` at position `p`: one per replacement (a value position) or per prototype name (a key). */
export function mutationsAt(doc: unknown, p: Position): Mutation[] {
  if (p.key) {
    const old = p.path.at(-1) as string;
    return PROTOTYPE_NAMES.filter((n) => n !== old).map((name) => {
      const rename = (parent: object) => {
        const entries = Object.entries(parent).map(([k, v]) => [k === old ? name : k, v] as const);
        for (const k of Object.keys(parent)) Reflect.deleteProperty(parent, k);
        for (const [k, v] of entries) setOwn(parent as Record<string, unknown>, k, v);
      };
      const value = changedAt(doc, p.path, rename);
      return { label: `key ${pathText(p.path)} -> ${JSON.stringify(name)}`, value, text: JSON.stringify(value) };
    });
  }
  return VALUE_REPLACEMENTS.map((r) => {
    const put = (v: unknown) => (parent: object, last: string | number) =>
      setOwn(parent as Record<string | number, unknown>, last, v);
    return {
      label: `${pathText(p.path)} <- ${r.name}`,
      value: changedAt(doc, p.path, put(r.value())),
      text: JSON.stringify(changedAt(doc, p.path, put(MARK))).replace(JSON.stringify(MARK), r.text),
    };
  });
}

/** How many mutations a position has (a key is renamed to each prototype name but its own). */
export const mutationsAtCount = (p: Position): number =>
  p.key ? PROTOTYPE_NAMES.filter((n) => n !== p.path.at(-1)).length : VALUE_REPLACEMENTS.length;

/** How many mutations `doc` has in all. */
export const mutationCount = (doc: unknown): number => positionsOf(doc).reduce((n, p) => n + mutationsAtCount(p), 0);
