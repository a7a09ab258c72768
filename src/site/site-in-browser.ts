// One Chromium page on a freshly built site, for a browser test file: builds (the caller says how),
// serves the folder on a free port, opens a page and collects the page's script errors. A setup
// failure (no Chromium, a broken build) is kept and thrown by `ready()` in every test, so each test
// fails with the reason rather than being skipped. `open` is the one way the tests open a page at a
// screen size: a 390 px phone (issue 36) unless told otherwise.

import type { Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type Browser, launchChromium } from "./browser-support.js";
import { listen, siteServer } from "./server.js";

/** The phone issue 36 tries the site on: 390 CSS px wide, 844 tall. */
export const PHONE = { width: 390, height: 844 } as const;

/** The desktop screen the tests compare with. */
export const DESKTOP = { width: 1366, height: 900 } as const;

/** A screen size in CSS px. */
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

export interface SiteInBrowser {
  /** Throws why setting up failed, if it did. */
  ready(): void;
  /**
   * Open a page of the site (`path` from the site's root, with any `#fragment`) at a screen size,
   * a 390 px phone unless `size` says otherwise, and wait until `shown` (a selector; default the
   * page's content, which typedoc's script reveals) is visible. Throws why setting up failed first.
   */
  open(path: string, options?: { readonly size?: ScreenSize; readonly shown?: string }): Promise<void>;
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
  let opened: { readonly page: Page; readonly base: string } | undefined;
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
      opened = { page, base };
      onReady(opened);
    } catch (error) {
      setupError = error as Error;
    }
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });
  const ready = () => {
    if (setupError) throw setupError;
    if (!opened) throw new Error("the browser is not set up yet (open a page inside a test)");
  };
  return {
    ready,
    async open(path, { size = PHONE, shown = ".col-content" } = {}) {
      ready();
      const { page, base } = opened!;
      await page.setViewportSize(size);
      await page.goto(`${base}/${path}`);
      await page.waitForSelector(shown, { state: "visible" });
    },
    pageErrors,
  };
}
