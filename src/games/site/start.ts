// `npm start`: builds the site and serves it on localhost, on PORT or 8080; when PORT is not set
// and 8080 is taken, on any free port. Prints the address.
import { join } from "node:path";
import { buildSite, ROOT } from "../../site/build-site.js";
import { listen, siteServer } from "../../site/server.js";
import { SITE_GAMES } from "./games.js";

const DEFAULT_PORT = 8080;

async function main(): Promise<void> {
  const wanted = process.env.PORT;
  const port = wanted === undefined || wanted === "" ? DEFAULT_PORT : Number(wanted);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a whole number 0-65535, got ${JSON.stringify(wanted)}`);
  const r = await buildSite(SITE_GAMES);
  console.log(`site built: ${r.pages} generated pages, ${(r.ms / 1000).toFixed(1)} s`);
  const server = siteServer(join(ROOT, "site"));
  let used: number;
  try {
    used = await listen(server, port);
  } catch (error) {
    // Only fall back when the port was our default; a PORT the user chose must be honoured or refused.
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (wanted) throw new Error(`port ${port} is already in use; choose another PORT (PORT=0 picks a free one)`);
    console.log(`port ${port} is in use; picking a free one`);
    used = await listen(server, 0);
  }
  console.log(`Serving the documentation site at http://localhost:${used}/ (Ctrl+C to stop)`);
}

main().catch((error: Error) => {
  console.error(`start: ${error.message}`);
  process.exitCode = 1;
});
