// The static server under files that come and go (issue 37, item 5): while files are deleted,
// recreated, replaced by folders and FIFOs under concurrent requests, every answer is a whole file
// (200) or a 404, the process never sees an uncaught exception or an unhandled 'error' event, and the
// server still answers afterwards.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, siteServer } from "./server.js";

const root = mkdtempSync(join(tmpdir(), "site-churn-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const FILES = 20;
/** Each file's content: its name repeated, so a body cut short or mixed up is seen. */
const content = (i: number) => `file ${i};`.repeat(2000);
const fileOf = (i: number) => join(root, `f${i}.html`);

describe("the static server while its files change", () => {
  let server: Server;
  let base = "";
  const uncaught: unknown[] = [];
  const onUncaught = (e: unknown) => uncaught.push(e);
  beforeAll(async () => {
    writeFileSync(join(root, "index.html"), "home");
    for (let i = 0; i < FILES; i++) writeFileSync(fileOf(i), content(i));
    process.on("uncaughtException", onUncaught);
    server = siteServer(root);
    base = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await new Promise<void>((done) => server.close(() => done()));
  });

  it("answers every request with the whole file or 404, and never crashes", async () => {
    let churning = true;
    // Delete and recreate files as fast as the event loop lets requests through; now and then a
    // file becomes a folder or a FIFO for a moment.
    const churn = (async () => {
      for (let n = 0; churning; n++) {
        const i = n % FILES;
        const file = fileOf(i);
        rmSync(file, { recursive: true, force: true });
        if (n % 7 === 3) mkdirSync(file);
        else if (n % 11 === 5) execFileSync("mkfifo", [file]);
        await new Promise((r) => setImmediate(r));
        rmSync(file, { recursive: true, force: true });
        writeFileSync(file, content(i));
        if (n % 3 === 0) unlinkSync(file);
        await new Promise((r) => setImmediate(r));
        if (n % 3 === 0) writeFileSync(file, content(i));
      }
    })();
    const statuses = new Map<number, number>();
    const ask = async (i: number) => {
      const res = await fetch(`${base}/f${i}.html`);
      const body = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) expect(body).toBe(content(i));
      else expect(res.status).toBe(404);
    };
    for (let round = 0; round < 40; round++)
      await Promise.all(Array.from({ length: 25 }, (_, k) => ask((round * 25 + k) % FILES)));
    churning = false;
    await churn;
    expect(uncaught).toEqual([]);
    // Both happened: files were served and files were missing (the churn reached the server).
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
    const after = await fetch(`${base}/`);
    expect([after.status, await after.text()]).toEqual([200, "home"]);
  }, 60_000);
});
