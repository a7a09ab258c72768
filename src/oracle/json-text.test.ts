// The located JSON reader must read exactly what JSON.parse reads (apart from what it refuses on
// purpose), say where a syntax error is, and find the line of any JSON path.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locate, parseJsonText, RESERVED_KEYS } from "./json-text.js";

const opts = { maxDepth: 64 };
/** JSON.parse accepts it, and it has no key or nesting the reader refuses on purpose. */
const plain = (text: string): boolean => {
  try {
    JSON.parse(text);
  } catch {
    return false;
  }
  return ![...RESERVED_KEYS].some((k) => text.includes(`"${k}"`));
};

describe("parseJsonText", () => {
  it("reads any JSON value as JSON.parse does", () => {
    fc.assert(
      fc.property(fc.json({ depthSize: "small" }), (text) => {
        if (!plain(text)) return;
        const r = parseJsonText(text, opts);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses what JSON.parse refuses, and never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
        ),
        (text) => {
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          const r = parseJsonText(text, opts);
          if (!valid) expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.line).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("says where a syntax error is: line, column and the path being read", () => {
    const r = parseJsonText('{\n  "a": [1, 2,\n    {"b": }]\n}', opts);
    expect(r).toEqual({
      ok: false,
      error: { message: 'unexpected "}" where a value should be', line: 3, column: 11, path: ["a", 2, "b"] },
    });
  });

  it("refuses prototype keys, duplicate keys, deep nesting and infinite numbers", () => {
    const refused = (text: string, depth = 64) => {
      const r = parseJsonText(text, { maxDepth: depth });
      return r.ok ? "accepted" : r.error.message;
    };
    expect(refused('{"players": {"__proto__": {"x": 1}}}')).toMatch(/key "__proto__" is not allowed/);
    expect(refused('{"constructor": 1}')).toMatch(/key "constructor" is not allowed/);
    expect(refused('{"a": 1, "a": 2}')).toMatch(/duplicate key "a"/);
    expect(refused("[".repeat(100_000) + "]".repeat(100_000))).toMatch(/nested deeper than 64 levels/);
    expect(refused("[[[1]]]", 2)).toMatch(/nested deeper than 2 levels/);
    expect(refused("[1e400]")).toMatch(/too large/);
    expect(refused("")).toMatch(/empty/);
    expect(refused('{"a": 1} {"b": 2}')).toMatch(/after the JSON value/);
  });

  it("numbers lines from the given first line (a JSON Lines record)", () => {
    const r = parseJsonText('{"a": tru}', { maxDepth: 64, firstLine: 41 });
    expect(!r.ok && r.error.line).toBe(41);
  });
});

describe("locate", () => {
  const text = '{\n  "a": {\n    "b": [\n      1,\n      2\n    ]\n  }\n}';
  it("finds the line of a path", () => expect(locate(text, ["a", "b", 1], opts)).toBe(5));
  it("falls back to the deepest existing ancestor for a missing field", () =>
    expect(locate(text, ["a", "missing"], opts)).toBe(2));
  it("gives the first line for the root", () => expect(locate(text, [], opts)).toBe(1));
});
