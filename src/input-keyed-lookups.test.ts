// No lookup keyed by an arbitrary string into a plain object anywhere in the non-test sources of
// src/ and spec/ (issue 37, item 1, as a class): `o[k]`, `o[k] = v` and `k in o` where `o` is a
// record with a string index signature and `k` may be any string, or a key cast to a key type. Such
// a key, chosen by a file, an engine, a caller or a playground address, finds Object.prototype's
// members ("toString", "constructor") or sets the prototype ("__proto__"); the sources read and
// write such records through src/dsl/own.ts (own, hasOwnKey, setOwn) or use a Map. The scan
// (input-keyed-lookups.ts) types every file with the TypeScript checker, browser programs with
// their own tsconfig.json. Tests (*.test.ts) are not scanned: their keys are the test's own.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { inputKeyedLookups, type Lookup } from "./input-keyed-lookups.js";

const root = fileURLToPath(new URL("../", import.meta.url));

/**
 * Lookups the scan reports that stay, each with why. The list may only shrink: an entry that no
 * longer matches a lookup fails the test, so take it off then. An entry is a file and the expression
 * as written (whitespace collapsed), so it holds wherever the line moves.
 */
const ALLOWED: readonly { readonly file: string; readonly text: string; readonly why: string }[] = [
  {
    file: "src/dsl/own.ts",
    text: "(record as Record<string, T[keyof T]>)[key]",
    why: "the helper itself: read only after Object.hasOwn says the key is the record's own",
  },
  {
    file: "src/dsl/own.ts",
    text: "record[key]",
    why: 'the helper\'s write for every key but "__proto__", which it defines as an own property instead',
  },
];

/** A file that exists only in the scan's memory: each lookup the rule is about, and look-alikes it must let pass. */
const PLANTED_FILE = "src/planted-lookups.fixture.ts";
const PLANTED = `
import { hasOwnKey, own, setOwn } from "./dsl/own.js";
type Figures = { meeple: number; messenger?: number };
interface ByPlayer { readonly [player: string]: Figures }
const table: Record<string, number> = { a: 1 };
const known = { red: 1, blue: 2 } as const;
const map = new Map<string, number>();
const list: number[] = [1];
export function planted<K extends string>(
  name: string, id: \`RB-\${string}\`, k: K, n: number, colour: "red" | "blue", o: Record<string, unknown>, p: ByPlayer,
) {
  const bad = [
    table[name],
    p[name]?.meeple,
    table[id],
    table[k],
    known[name as keyof typeof known],
    name in table,
  ];
  o[name] = bad;
  const fine = [table.a, table["a"], known[colour], map.get(name), list[n], own(table, name), hasOwnKey(p, name), "a" in table];
  setOwn(o, name, fine);
}
`;
const PLANTED_FOUND = [
  "table[name]",
  "p[name]",
  "table[id]",
  "table[k]",
  "known[name as keyof typeof known]",
  "name in table",
  "o[name]",
];

/** The non-test TypeScript sources of src/ and spec/, tracked or new (not ignored), that exist in the working tree. */
function sources(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "src", "spec"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return [...new Set(listed.split("\0"))]
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && existsSync(join(root, f)))
    .sort();
}

const shown = (l: Lookup) => `${l.file}:${l.line}:${l.column}: ${l.text}`;
const allowed = (l: Lookup) => ALLOWED.some((a) => a.file === l.file && a.text === l.text);

describe("input-keyed lookups into plain objects", () => {
  let found: Lookup[] = [];
  let planted: Lookup[] = [];
  beforeAll(() => {
    const all = inputKeyedLookups(root, sources(), { [PLANTED_FILE]: PLANTED });
    found = all.filter((l) => l.file !== PLANTED_FILE);
    planted = all.filter((l) => l.file === PLANTED_FILE);
  }, 240_000);

  it("the scan finds each kind of lookup planted in a fixture, and none of its look-alikes", () => {
    expect(planted.map((l) => l.text)).toEqual(PLANTED_FOUND);
  });

  it("none in src/ and spec/ outside the allow-list (read and write through src/dsl/own.ts, or use a Map)", () => {
    expect(found.filter((l) => !allowed(l)).map(shown)).toEqual([]);
  });

  it("the allow-list may only shrink: each entry still matches a lookup", () => {
    const stale = ALLOWED.filter((a) => !found.some((l) => l.file === a.file && l.text === a.text));
    expect(stale.map((a) => `${a.file}: ${a.text}`)).toEqual([]);
  });
});
