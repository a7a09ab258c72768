// Fuzzing the readers: random text, and valid inputs broken at random (values replaced, fields
// removed or added, prototype keys slipped in, characters cut or inserted). Whatever comes in,
// reading and answering must never throw: the result is an answer or a one-line input error.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { formatInputError, type InputError } from "../../../oracle/input-error.js";
import { fcSeed, scratch } from "../../../oracle/test-support.js";
import { check, checkFile, explain, readScenarioText, readTraceText } from "../oracle.js";
import { sampleScenario, sampleTrace } from "./testing/samples.js";
import { asJsonLines, toyTrace } from "./testing/toy-engine.js";

const files = scratch();
afterAll(() => files.remove());
/** Runs scale with FC_SCALE, as the project's properties do (100 for a deep run). */
const params = (numRuns: number) => ({
  seed: fcSeed(),
  numRuns: Math.max(1, Math.round(numRuns * Number(process.env.FC_SCALE ?? 1))),
});

function expectOneLineError(e: InputError) {
  const line = formatInputError(e);
  expect(line).not.toMatch(/[\n\r]/);
  expect(e.path.startsWith("$")).toBe(true);
}

/** How many fuzzed inputs could be read and were answered (so the properties are not vacuous). */
const answered = { scenarios: 0, traces: 0 };

/** Read, then answer if it could be read; any exception fails the property. */
async function survivesScenario(text: string) {
  const read = readScenarioText(text, "fuzz.json");
  if (!read.ok) return expectOneLineError(read.error);
  answered.scenarios++;
  const answer = explain(read, { limit: 3, maxPaths: 2_000 });
  if (!answer.ok) expectOneLineError(answer.error);
}
async function survivesTrace(text: string) {
  const read = readTraceText(text, "fuzz.json");
  if (!read.ok) return expectOneLineError(read.error);
  answered.traces++;
  const result = await check(read.source, { alternatives: false, searchLimit: 50 });
  if (result.status === "unreadable") expectOneLineError(result.error);
}

// ---- structural mutations of a JSON value ----

type Path = (string | number)[];
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  return out;
}
/** Set a key as an own, enumerable property even when it is "__proto__" (so JSON.stringify writes it). */
const define = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    -1,
    0,
    1,
    49,
    50,
    53,
    500,
    501,
    1e9,
    2 ** 53,
    1.5,
    "",
    "red",
    "blue",
    "purple",
    "messenger",
    "knight",
    "__proto__",
    "C2-ZMan",
    "used-up",
    null,
    true,
    [],
    {},
  ),
);
const keys = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "players",
    "meeple",
    "messenger",
    "robbers",
    "kind",
    "extra",
    "format",
  ),
  fc.string({ maxLength: 8 }),
);
const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom("replace", "delete", "add", "rename"),
  value: nasty,
  key: keys,
});

function mutate(doc: unknown, ms: readonly { at: number; op: string; value: unknown; key: string }[]): unknown {
  const root = { doc: structuredClone(doc) };
  for (const m of ms) {
    const all = paths(root.doc).map((p) => ["doc", ...p] as Path);
    const target = all[m.at % all.length]!;
    // biome-ignore lint/suspicious/noExplicitAny: a fuzzer's walk into an arbitrary JSON document, to edit it in place
    const parent = target.slice(0, -1).reduce<any>((o, k) => o[k], root);
    const key = target[target.length - 1]!;
    const here = parent[key];
    if (m.op === "replace") define(parent, key, m.value);
    else if (m.op === "delete" && key !== "doc")
      Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key];
    else if (m.op === "add" && here !== null && typeof here === "object")
      Array.isArray(here) ? here.push(m.value) : define(here, m.key, m.value);
    else if (m.op === "rename" && !Array.isArray(parent) && key !== "doc") {
      delete parent[key];
      define(parent, m.key, here);
    }
  }
  return root.doc;
}

const textEdit = fc.record({
  at: fc.nat(),
  cut: fc.nat({ max: 8 }),
  insert: fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.constantFrom("{", "[", '"', ",", "\n", "\\u0000", "\u0000", "\uD800", "1e999"),
  ),
});
const edit = (text: string, e: { at: number; cut: number; insert: string }) => {
  const i = e.at % (text.length + 1);
  return text.slice(0, i) + e.insert + text.slice(i + e.cut);
};

describe("readers never throw", () => {
  it("on random text", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.string({ unit: "binary" })), async (text) => {
        await survivesScenario(text);
        await survivesTrace(text);
      }),
      params(300),
    );
  });

  it("on scenarios with random structural mutations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (ms) => {
        await survivesScenario(JSON.stringify(mutate(sampleScenario(), ms), null, 1));
      }),
      params(400),
    );
    expect(answered.scenarios).toBeGreaterThan(10);
  });

  it("on traces with random structural mutations", async () => {
    const base = toyTrace(5, 3);
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (small, ms) => {
        await survivesTrace(JSON.stringify(mutate(small ? sampleTrace() : base, ms), null, 1));
      }),
      params(300),
    );
    expect(answered.traces).toBeGreaterThan(10);
  });

  it("on inputs with characters cut or inserted", async () => {
    const scenario = JSON.stringify(sampleScenario(), null, 2);
    const trace = JSON.stringify(sampleTrace(), null, 2);
    await fc.assert(
      fc.asyncProperty(fc.array(textEdit, { minLength: 1, maxLength: 3 }), async (edits) => {
        await survivesScenario(edits.reduce(edit, scenario));
        await survivesTrace(edits.reduce(edit, trace));
      }),
      params(300),
    );
  });

  it("on JSON Lines files with a mutated line (streamed from disk)", async () => {
    const lines = asJsonLines(toyTrace(6, 3)).split("\n");
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        fc.option(textEdit),
        async (which, ms, cut) => {
          const i = which % (lines.length - 1);
          const mutated = JSON.stringify(mutate(JSON.parse(lines[i]!), ms));
          const text = [...lines.slice(0, i), cut ? edit(mutated, cut) : mutated, ...lines.slice(i + 1)].join("\n");
          const result = await checkFile(files.write("fuzz.jsonl", text), { alternatives: false, searchLimit: 50 });
          if (result.status === "unreadable") {
            expectOneLineError(result.error);
            expect(result.error.line === undefined || result.error.line >= 1).toBe(true);
          }
        },
      ),
      params(60),
    );
  });
});
