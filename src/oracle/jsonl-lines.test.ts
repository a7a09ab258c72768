// The JSON Lines splitter must number lines exactly as node:readline (which it replaced, for speed)
// did: same line ends (`\n`, `\r\n`, a lone `\r`, also across chunk boundaries), same last line;
// bytes that are not UTF-8 are refused on their line. Compared on random bytes cut into random
// chunks.
import { isUtf8 } from "node:buffer";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import fc from "fast-check";
import { expect, it } from "vitest";
import { type LineRead, linesOfChunks } from "./jsonl-lines.js";

const seed = Number(process.env.FC_SEED ?? 20261123);
const runs = (n: number) => Math.max(1, Math.round(n * Number(process.env.FC_SCALE ?? 1)));

async function byReadline(chunks: Buffer[]): Promise<string[]> {
  const out: string[] = [];
  let n = 0;
  for await (const text of createInterface({ input: Readable.from(chunks), crlfDelay: Infinity }))
    out.push(++n === 1 ? text.replace(/^\uFEFF/, "") : text);
  return out;
}

async function bySplitter(chunks: Buffer[], maxBytes = 1 << 20): Promise<LineRead[]> {
  const out: LineRead[] = [];
  for await (const lines of linesOfChunks(Readable.from(chunks), "t.jsonl", maxBytes)) out.push(...lines);
  return out;
}

/** Bytes rich in line ends, a BOM, multi-byte characters and broken UTF-8. */
const piece = fc.constantFrom(
  ..."\n|\r|\r\n|{}|a|\uFEFF|é|😀|  ".split("|").map((s) => Buffer.from(s)),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xff]),
  Buffer.from([0xac]),
);

it("splits lines as node:readline does, whatever the chunks", async () => {
  const seen = { lineEndsAcrossChunks: 0, loneCr: 0, unfinishedUtf8AtEnd: 0, refusedUtf8: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(piece, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 6 }), async (pieces, cuts) => {
      const bytes = Buffer.concat(pieces);
      const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
      const chunks = [0, ...at]
        .map((from, i) => bytes.subarray(from, at[i] ?? bytes.length))
        .filter((c) => c.length > 0);
      if (chunks.some((c, i) => c[c.length - 1] === 0x0d && chunks[i + 1]?.[0] === 0x0a)) seen.lineEndsAcrossChunks++;
      if (/\r(?!\n)/.test(bytes.toString("latin1"))) seen.loneCr++;
      if (bytes.length && (bytes[bytes.length - 1] === 0x82 || bytes[bytes.length - 1] === 0xe2))
        seen.unfinishedUtf8AtEnd++;
      const expected = await byReadline(chunks);
      const got = await bySplitter(chunks);
      if (isUtf8(bytes)) {
        expect(got).toEqual(expected.map((text, i) => ({ ok: true, line: i + 1, text })));
        return;
      }
      // Bytes that are not UTF-8 (readline reads them as U+FFFD) are refused on their line; the
      // lines handed out before the refusal are readline's.
      seen.refusedUtf8++;
      const lenient = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      const badLine = lenient.slice(0, lenient.indexOf("\uFFFD")).split(/\r\n|\r|\n/).length;
      expect(got.at(-1)).toEqual({
        ok: false,
        error: { file: "t.jsonl", line: badLine, path: "$", message: "not UTF-8 text" },
      });
      for (const item of got.slice(0, -1)) {
        expect(item.ok && item.line < badLine).toBe(true);
        if (item.ok) expect(item.text).toBe(expected[item.line - 1]);
      }
    }),
    { seed, numRuns: runs(500) },
  );
  expect(seen.lineEndsAcrossChunks).toBeGreaterThan(0);
  expect(seen.loneCr).toBeGreaterThan(0);
  expect(seen.unfinishedUtf8AtEnd).toBeGreaterThan(0);
  expect(seen.refusedUtf8).toBeGreaterThan(0);
});

it("refuses a line longer than the limit on the line where it gets too long", async () => {
  const got = await bySplitter(
    [Buffer.from('{"a":1}\n'), Buffer.from('{"b":"'), Buffer.from("x".repeat(40)), Buffer.from('"}\n')],
    32,
  );
  expect(got).toEqual([
    { ok: true, line: 1, text: '{"a":1}' },
    { ok: false, error: { file: "t.jsonl", line: 2, path: "$", message: "line longer than 0 KB" } },
  ]);
});

it("measures a line without its line end: a line of the limit passes with \\r\\n as with \\n, also when the \\r\\n is cut", async () => {
  const line = `"${"x".repeat(30)}"`; // 32 bytes: exactly the limit
  for (const chunks of [
    [Buffer.from(`${line}\r\n{}\r\n`)],
    [Buffer.from(`${line}\r`), Buffer.from("\n{}\n")],
    [Buffer.from(`${line}\n{}\n`)],
  ])
    expect(await bySplitter(chunks, 32)).toEqual([
      { ok: true, line: 1, text: line },
      { ok: true, line: 2, text: "{}" },
    ]);
  expect((await bySplitter([Buffer.from(`${line}x\r\n`)], 32))[0]).toMatchObject({ ok: false, error: { line: 1 } });
});

it("refuses bytes that are not UTF-8 on their line, where it used to read them as U+FFFD", async () => {
  expect(await bySplitter([Buffer.from('{}\n{"a":"'), Buffer.from([0xff]), Buffer.from('"}\n')])).toEqual([
    { ok: true, line: 1, text: "{}" },
    { ok: false, error: { file: "t.jsonl", line: 2, path: "$", message: "not UTF-8 text" } },
  ]);
});
