// A small static file server for the built site (node:http): serves files under one folder,
// index.html for folders, never anything outside it.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a URL path names under `dir`, or null when it is outside `dir` or does not exist. */
export function resolveFile(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "/");
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve(dir);
  let file = resolve(join(base, normalize(decoded)));
  if (file !== base && !file.startsWith(base + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export function siteServer(dir: string): Server {
  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const file = resolveFile(dir, req.url ?? "/");
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
}

/** Listen on `port` (0 = any free port) on localhost; resolves with the port actually used. */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((ok, fail) => {
    const onError = (e: Error) => fail(e);
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      const address = server.address();
      ok(typeof address === "object" && address ? address.port : port);
    });
  });
}
