// One Chromium page on a freshly built site, for a browser test file: builds (the caller says how),
// serves the folder on a free port, opens a page and collects the page's script errors. A setup
// failure (no Chromium, a broken build) is kept and thrown by `ready()` in every test, so each test
// fails with the reason rather than being skipped.

import type { Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type Browser, launchChromium } from "./browser-support.js";
import { listen, siteServer } from "./server.js";

export interface SiteInBrowser {
  /** Throws why setting up failed, if it did. */
  ready(): void;
  /** Script errors the pages raised so far. */
  readonly pageErrors: string[];
}

/**
 * Registers the file's beforeAll/afterAll: launch Chromium first (a missing browser fails at once),
 * then `build()` (which returns the site's folder), serve it, and hand the page and its base
 * address to `onReady`.
 */
export function siteInBrowser(
  build: () => Promise<string>,
  onReady: (site: { readonly page: Page; readonly base: string }) => void,
): SiteInBrowser {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let setupError: Error | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    try {
      browser = await launchChromium();
      server = siteServer(await build());
      const base = `http://127.0.0.1:${await listen(server, 0)}`;
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      // Generous for a 2-core machine running the rest of the suite alongside; still well under the test timeout.
      page.setDefaultTimeout(40_000);
      page.on("pageerror", (e) => pageErrors.push(e.message));
      onReady({ page, base });
    } catch (error) {
      setupError = error as Error;
    }
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });
  return {
    ready() {
      if (setupError) throw setupError;
    },
    pageErrors,
  };
}
