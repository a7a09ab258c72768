// A small static file server for the built site (node:http): serves files under one folder,
// index.html for folders, never anything outside it. Each file is served from a descriptor opened
// once (open, fstat the descriptor, stream from it): a file deleted or replaced meanwhile is either
// served whole from what was opened or is a 404, never a crash; every stream error ends only its
// own response.
import { constants, statSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

/** Content types by file extension (a Map: the extension comes from the request). */
const TYPES: ReadonlyMap<string, string> = new Map([
  [".html", "text/html; charset=utf-8"],
  [".js", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".json", "application/json; charset=utf-8"],
  [".png", "image/png"],
  [".ico", "image/x-icon"],
  [".txt", "text/plain; charset=utf-8"],
]);

/** The path a URL path names under `dir` (no file is looked at), or null when it is outside `dir` or malformed. */
function pathUnder(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "/");
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve(dir);
  const file = resolve(join(base, normalize(decoded)));
  return file === base || file.startsWith(base + sep) ? file : null;
}

/** The file a URL path names under `dir`, or null when it is outside `dir` or does not exist (now). */
export function resolveFile(dir: string, urlPath: string): string | null {
  const path = pathUnder(dir, urlPath);
  if (path === null) return null;
  // throwIfNoEntry and the catch: a file that disappears while being looked at is simply not there.
  const stats = (p: string) => {
    try {
      return statSync(p, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  };
  const file = stats(path)?.isDirectory() ? join(path, "index.html") : path;
  return stats(file)?.isFile() ? file : null;
}

/** An opened regular file: its descriptor and name. */
interface Opened {
  readonly handle: FileHandle;
  readonly file: string;
}

/** Open the regular file a URL path names under `dir` (index.html for a folder), or null when there is none now. */
async function openUnder(dir: string, urlPath: string): Promise<Opened | null> {
  const path = pathUnder(dir, urlPath);
  if (path === null) return null;
  for (const file of [path, join(path, "index.html")]) {
    let handle: FileHandle | undefined;
    try {
      // Non-blocking: a FIFO put in the folder cannot hold the request (it is then refused by fstat).
      handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, file };
      await handle.close();
      if (!stats.isDirectory()) return null;
    } catch {
      await handle?.close().catch(() => {});
      return null;
    }
  }
  return null;
}

async function answer(dir: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const opened = await openUnder(dir, req.url ?? "/");
  if (!opened) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
    return;
  }
  res.writeHead(200, {
    "content-type": TYPES.get(extname(opened.file).toLowerCase()) ?? "application/octet-stream",
    "cache-control": "no-cache",
  });
  if (req.method === "HEAD") {
    await opened.handle.close();
    res.end();
    return;
  }
  const stream = opened.handle.createReadStream();
  // A read error (the disk, the file system) ends this response only; the descriptor is closed with the stream.
  stream.on("error", () => res.destroy());
  res.on("close", () => stream.destroy());
  stream.pipe(res);
}

export function siteServer(dir: string): Server {
  return createServer((req, res) => {
    answer(dir, req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("internal error\n");
    });
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
