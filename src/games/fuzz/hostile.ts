// What the fuzz run feeds the readers and the library: valid documents and values with a few parts
// replaced by hostile ones (wrong types, prototype names, huge and tiny numbers, long strings), or
// removed; and texts with a few characters of JSON's syntax and the readers' edge cases spliced in.
import fc from "fast-check";
import { own, setOwn } from "../../dsl/own.js";

/** Values a caller or a file can put anywhere: the wrong type, the edge of a range, a prototype name. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      null,
      undefined,
      -1,
      0,
      -0,
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e12,
      2 ** 32,
      -(2 ** 31),
      "",
      "__proto__",
      "constructor",
      "prototype",
      "toString",
      "hasOwnProperty",
      "x".repeat(70),
      [],
      {},
      [null],
      { __proto__: null },
      true,
      false,
      "red",
      "ann",
      "moment",
      7,
      3,
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
);

/** One change to a value: at the `at`-th place in it (modulo their number), put `value`, or remove it. */
interface Change {
  readonly at: number;
  readonly value: unknown;
  readonly remove: boolean;
}

const change: fc.Arbitrary<Change> = fc.record({
  at: fc.nat(),
  value: hostileValue,
  remove: fc.boolean(),
});

type Place = { readonly parent: Record<string | number, unknown> | unknown[]; readonly key: string | number };

/** Every place in a value (object fields and list items, at any depth). */
function placesOf(value: unknown, out: Place[] = [], depth = 0): Place[] {
  if (value === null || typeof value !== "object" || depth > 12) return out;
  if (Array.isArray(value))
    value.forEach((item, i) => {
      out.push({ parent: value, key: i });
      placesOf(item, out, depth + 1);
    });
  else
    for (const key of Object.keys(value)) {
      out.push({ parent: value as Record<string, unknown>, key });
      placesOf(own(value as Record<string, unknown>, key), out, depth + 1);
    }
  return out;
}

/** `base` with the changes made (on a copy); a change at place 0 of a value with no places replaces it whole. */
function changed(base: unknown, changes: readonly Change[]): unknown {
  let value: unknown = structuredClone(base);
  for (const c of changes) {
    const places = placesOf(value);
    if (places.length === 0 || c.at % (places.length + 1) === places.length) {
      if (!c.remove) value = c.value;
      continue;
    }
    const { parent, key } = places[c.at % places.length]!;
    if (c.remove) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else Reflect.deleteProperty(parent, key);
    } else setOwn(parent as Record<string | number, unknown>, key, c.value);
  }
  return value;
}

/** `base`, changed in 1 to 3 places. */
export const changedFrom = (base: unknown): fc.Arbitrary<unknown> =>
  fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changed(base, changes));

/** Pieces the readers must take apart carefully: syntax, escapes, line ends, odd numbers, prototype keys. */
const SPLICED = [
  "{",
  "}",
  "[",
  "]",
  '"',
  ",",
  ":",
  "\\",
  "\\u0000",
  "\u0000",
  "\uFEFF",
  "\r",
  "\n",
  "\r\n",
  "\uD800",
  "-0",
  "1e-400",
  "1e400",
  '"__proto__":1,',
  '"title":"t",',
  "[".repeat(70),
  "null",
  " ",
  "é",
];

/** `text` with 1 to 4 splices: characters removed at a place and a piece (or random text) put there. */
export const splicedFrom = (text: string): fc.Arbitrary<string> =>
  fc
    .array(
      fc.record({
        at: fc.nat(),
        cut: fc.nat({ max: 4 }),
        piece: fc.oneof(fc.constantFrom(...SPLICED), fc.string({ maxLength: 6 })),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((splices) => {
      let out = text;
      for (const s of splices) {
        const at = s.at % (out.length + 1);
        out = out.slice(0, at) + s.piece + out.slice(at + s.cut);
      }
      return out;
    });
