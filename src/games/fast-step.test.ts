// The fast path for JSON Lines steps may only ever say what the careful reader says: whenever it
// vouches for a line, the careful reader (positions-aware JSON reader, then zod) must accept the
// same line with the same value. Checked on both games' step lines, broken at random as text and as
// JSON; each kind of case must have happened, so the property cannot pass vacuously.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../kit/game.js";
import { parseDocument, validate } from "../oracle/document.js";
import { fastStepReader, keyEndings, parsedKeys, withDiscriminators } from "../oracle/fast-step.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersGame } from "./robbers/index.js";
import { sampleTrace } from "./robbers/oracle-tests/testing/samples.js";

const seed = Number(process.env.FC_SEED ?? 20261123);
const runs = (n: number) => Math.max(1, Math.round(n * Number(process.env.FC_SCALE ?? 1)));

/** What the careful reader makes of a step line: the value, or undefined when it refuses it. */
function careful(game: AnyGame, text: string): unknown {
  const parsed = parseDocument({ text });
  if (!parsed.ok) return undefined;
  const checked = validate(game.formats.traceStep, parsed.value, null);
  return checked.ok ? checked.data : undefined;
}

const robbersLines = sampleTrace().steps.map((s) => JSON.stringify(s));
const macRobberLines = readFileSync(
  new URL("../../fixtures/traces/macrobber/mr-3p-seed1.jsonl", import.meta.url),
  "utf8",
)
  .split("\n")
  .filter((l) => l.trim() !== "")
  .slice(1, 40);

/** Text-level damage: what JSON.parse forgives or reads differently from the careful reader. */
const textEdits = fc.oneof(
  fc.constantFrom(
    '"',
    ":",
    " ",
    "\\",
    ",",
    "{",
    "}",
    "[",
    "]",
    "1e999",
    "-0",
    '"__proto__":1,',
    '"label":"x",',
    '"a\\":":0,',
    "\uD83D\uDE00",
    "\u0000",
    "\t",
  ),
  fc.string({ maxLength: 4 }),
);

/** JSON-level damage: a value replaced, a key removed or added, the whole written with spaces. */
type Edit = { readonly path: number; readonly kind: "replace" | "remove" | "add"; readonly value: unknown };
function applyEdit(value: unknown, edit: Edit): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (v === null || typeof v !== "object") return;
    for (const [k, child] of Object.entries(v)) {
      nodes.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(k) : k });
      walk(child);
    }
  };
  walk(value);
  const node = nodes[edit.path % Math.max(1, nodes.length)];
  if (!node) return value;
  const parent = node.parent as Record<string | number, unknown>;
  if (edit.kind === "replace") parent[node.key] = edit.value;
  else if (edit.kind === "remove") delete parent[node.key];
  else if (!Array.isArray(parent)) parent.extra = edit.value;
  return value;
}

const games: [string, AnyGame, string[]][] = [
  ["The Robbers", robbersGame, robbersLines],
  ["MacRobber", macRobberGame, macRobberLines],
];

describe.each(games)("the fast step reader of %s", (_name, game, lines) => {
  it("vouches only for lines the careful reader reads the same", async () => {
    const fast = await fastStepReader(game);
    const seen = { vouched: 0, leftToCareful: 0, refused: 0 };
    const line = fc.constantFrom(...lines);
    const damaged = fc.oneof(
      line,
      // A string value holding `\":` looks like one more key: valid, but left to the careful reader.
      fc.tuple(line, fc.string({ maxLength: 3 })).map(([l, s]) => `{"label":${JSON.stringify(`${s}":`)},${l.slice(1)}`),
      fc
        .tuple(line, fc.nat(), textEdits)
        .map(([l, at, edit]) => l.slice(0, at % (l.length + 1)) + edit + l.slice(at % (l.length + 1))),
      fc
        .tuple(
          line,
          fc.record({
            path: fc.nat(),
            kind: fc.constantFrom("replace", "remove", "add"),
            value: fc.jsonValue({ maxDepth: 2 }),
          }),
          fc.boolean(),
        )
        .map(([l, edit, spaced]) =>
          JSON.stringify(applyEdit(JSON.parse(l), edit as Edit), null, spaced ? 1 : undefined),
        ),
    );
    fc.assert(
      fc.property(damaged, (text) => {
        const quick = fast(text);
        const slow = careful(game, text);
        if (quick !== undefined) {
          seen.vouched++;
          expect(slow).toEqual(quick);
        } else if (slow !== undefined) seen.leftToCareful++;
        else seen.refused++;
      }),
      { seed, numRuns: runs(3000) },
    );
    expect(seen.vouched).toBeGreaterThan(0);
    expect(seen.leftToCareful).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });

  it("fills in the step's default choices as zod does", async () => {
    const fast = await fastStepReader(game);
    const step = JSON.parse(lines[0]!) as Record<string, unknown>;
    delete step.choices;
    const text = JSON.stringify(step);
    expect(fast(text)).toEqual(careful(game, text));
    expect(fast(text)?.choices).toEqual([]);
  });
});

describe("what JSON.parse forgives and the careful reader refuses", () => {
  const base = robbersLines[0]!;
  it.each([
    ["a duplicate key", base.replace('{"event":', '{"label":"a","label":"b","event":')],
    [
      "a duplicate key written with a space before its colon",
      base.replace('{"event":', '{"label" :"a","label":"b","event":'),
    ],
    ["a reserved key", base.replace('{"event":', '{"__proto__":{},"event":')],
    ["a number too large", base.replace('"points":5', '"points":1e999')],
    ["a label of 501 code points", base.replace('{"event":', `{"label":"${"\uD83D\uDE00".repeat(501)}","event":`)],
  ])("%s is left to the careful reader", async (_what, text) => {
    const fast = await fastStepReader(robbersGame);
    expect(text).not.toBe(base);
    expect(fast(text)).toBeUndefined();
    expect(careful(robbersGame, text)).toBeUndefined();
  });

  it("counts a label's length in code points, as zod does (500 emoji are 1000 UTF-16 units)", async () => {
    const fast = await fastStepReader(robbersGame);
    const text = base.replace('{"event":', `{"label":"${"\uD83D\uDE00".repeat(500)}","event":`);
    expect(careful(robbersGame, text)).toBeDefined();
    expect(fast(text)).toEqual(careful(robbersGame, text));
  });

  it("counts keys in the text at least as often as the value holds them", () => {
    expect(keyEndings('{"a":1,"b":{"c":"x\\":y"}}')).toBe(4);
    expect(parsedKeys({ a: 1, b: { c: 'x":y' } })).toBe(3);
    expect(keyEndings('{"a" :1, "a":2}')).toBe(2);
    expect(parsedKeys(JSON.parse('{"a" :1, "a":2}'))).toBe(1);
    expect(parsedKeys({ a: Infinity })).toBe(-1);
  });

  it("marks a oneOf discriminated only when one required string tag tells its branches apart", () => {
    const branch = (tag: string) => ({ type: "object", properties: { kind: { const: tag } }, required: ["kind"] });
    expect(withDiscriminators({ oneOf: [branch("a"), branch("b")] })).toMatchObject({
      type: "object",
      discriminator: { propertyName: "kind" },
    });
    expect(withDiscriminators({ oneOf: [branch("a"), branch("a")] })).not.toHaveProperty("discriminator");
    expect(withDiscriminators({ oneOf: [branch("a"), { ...branch("b"), required: [] }] })).not.toHaveProperty(
      "discriminator",
    );
  });
});
