// For the browser tests: Chromium driven by playwright-core, with the flags this machine needs and a
// fresh profile, and the folder screenshots go to. Which Chromium: CHROMIUM_PATH when set, else the
// system's /usr/bin/chromium when present, else the build shipped inside the @sparticuz/chromium
// package (a development dependency), so a machine with only Node passes `npm ci && npm test`. Browser
// downloads from vendors fail here, so nothing is fetched at run time.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Locator } from "playwright-core";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  readonly context: BrowserContext;
  /** Where the browser came from, for the test log. */
  readonly executable: string;
  close(): Promise<void>;
}

interface Executable {
  readonly path: string;
  readonly args: readonly string[];
}

/** The packaged Chromium: unpacked to the temporary folder on first use (about a second). */
async function packagedChromium(): Promise<Executable> {
  let packaged: typeof import("@sparticuz/chromium").default;
  try {
    packaged = (await import("@sparticuz/chromium")).default;
  } catch {
    throw new Error(
      `no Chromium: neither ${SYSTEM_CHROMIUM} nor the @sparticuz/chromium development dependency is installed (run \`npm ci\`)`,
    );
  }
  // Its own flags make it run without a GPU or a sandbox; ours keep it off the network.
  return {
    path: await packaged.executablePath(),
    args: [...packaged.args.filter((a) => !a.startsWith("--headless")), ...CHROMIUM_ARGS],
  };
}

/**
 * The text of `locator`'s element as the page renders it (what a reader sees: hidden parts left out,
 * line breaks kept), which is what the browser tests compare; `textContent()` would read hidden text too.
 */
export function renderedText(locator: Locator): Promise<string> {
  // This is Playwright's `Locator.innerText()`, run from Node, not the DOM property the rule is about
  // (whose reading forces a layout); the rendered text is the point here.
  // biome-ignore lint/performance/useDomNodeTextContent: a false positive, see the comment above
  return locator.innerText();
}

async function findChromium(): Promise<Executable> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== "") {
    if (!existsSync(chosen)) throw new Error(`no Chromium at CHROMIUM_PATH=${chosen}`);
    return { path: chosen, args: CHROMIUM_ARGS };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS };
  return packagedChromium();
}

/** Launches Chromium with a fresh user-data-dir; throws (never skips) when none can be found. */
export async function launchChromium(): Promise<Browser> {
  const executable = await findChromium();
  const profile = mkdtempSync(join(tmpdir(), "robbers-chromium-"));
  // Playwright passes the profile as --user-data-dir itself (it refuses that flag in args).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: executable.path,
    args: [...executable.args],
    headless: true,
    viewport: { width: 1300, height: 1000 },
  });
  return {
    context,
    executable: executable.path,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function screenshotDir(root: string): string {
  const dir = join(root, "reports/screenshots");
  mkdirSync(dir, { recursive: true });
  return dir;
}
