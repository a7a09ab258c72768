// The one way a record is read or written under a key that is any string (issue 37, item 1). A plain
// object answers `o["toString"]` with Object.prototype's method and `"constructor" in o` with true, and
// `o["__proto__"] = v` changes its prototype: a player, action, colour, rule, edition or reading named
// like one of them found a method where a value was meant, and crashed or was blamed on the rules.
// These read own properties only and write an own property whatever the key, so a name is only ever
// a name. src/input-keyed-lookups.test.ts fails on a lookup by such a key anywhere else in src/ and
// spec/ (a Map, or a key of a literal type, needs none of this).

/** The value `record` holds under `key` as its own property, or undefined (also for no record at all). */
export function own<T extends object>(record: T | null | undefined, key: string | number): T[keyof T] | undefined {
  return record != null && Object.hasOwn(record, key) ? (record as Record<string, T[keyof T]>)[key] : undefined;
}

/** Whether `record` holds `key` as its own property (not one it inherits, such as toString). */
export const hasOwnKey = (record: object | null | undefined, key: string | number): boolean =>
  record != null && Object.hasOwn(record, key);

/** Set `key` to `value` as an own property of `record`: "__proto__" is a key like any other, not the prototype. */
export function setOwn<V>(record: Record<string | number, V>, key: string | number, value: V): void {
  if (key === "__proto__")
    Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}
