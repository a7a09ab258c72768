// For the browser test: Debian's Chromium driven by playwright-core (no browser downloads), with
// the flags this machine needs and a fresh profile, and the folder screenshots go to.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
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
  close(): Promise<void>;
}

/** Launches Chromium with a fresh user-data-dir; throws (never skips) when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\` (.ci/run does this in CI)`);
  }
  const profile = mkdtempSync(join(tmpdir(), "robbers-chromium-"));
  // Playwright passes the profile as --user-data-dir itself (it refuses that flag in args).
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, viewport: { width: 1300, height: 1000 } });
  return {
    context,
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
