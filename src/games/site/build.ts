// `npm run docs`: builds the documentation site into site/ (see build-site.ts).
import { relative } from "node:path";
import { buildSite, ROOT } from "../../site/build-site.js";
import { SITE_GAMES } from "./games.js";

try {
  const r = await buildSite(SITE_GAMES);
  console.log(
    `site built in ${relative(ROOT, r.out) || "."}/: ${r.pages} generated pages, playground bundle ` +
      `${Math.round(r.bundleBytes / 1024)} KiB, ${r.warnings} typedoc warning(s), ` +
      `${(r.ms / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`docs: ${(error as Error).message}`);
  process.exitCode = 1;
}
