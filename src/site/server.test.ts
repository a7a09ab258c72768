// The static server serves files under the site folder only, with their content types.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, resolveFile, siteServer } from "./server.js";

const dir = mkdtempSync(join(tmpdir(), "site-"));
mkdirSync(join(dir, "site/documents"), { recursive: true });
writeFileSync(join(dir, "site/index.html"), "<h1>home</h1>");
writeFileSync(join(dir, "site/documents/a b.html"), "doc");
writeFileSync(join(dir, "secret.txt"), "outside");
const root = join(dir, "site");

describe("resolveFile", () => {
  it("maps folders to index.html and decodes names", () => {
    expect(resolveFile(root, "/")).toBe(join(root, "index.html"));
    expect(resolveFile(root, "/documents/a%20b.html?x=1#y")).toBe(join(root, "documents/a b.html"));
  });
  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/documents/../../secret.txt",
    "/missing.html",
    "/%E0%A4%A",
    "/a%00b",
  ])("refuses %s", (path) => {
    expect(resolveFile(root, path)).toBeNull();
  });
});

describe("siteServer", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = siteServer(root);
    base = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("serves pages as HTML and unknown paths as 404", async () => {
    const ok = await fetch(`${base}/`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await ok.text()).toBe("<h1>home</h1>");
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(405);
  });
});
