// The Robbers playground on a 390 px phone, as issue 36 asks, in real Chromium on the built site:
// following an outcome updates the history and the address at once, with no error shown before the
// next event is touched; after asking, the answer's summary (who gets what, messages drawn, who
// decides) comes first under the ask button and is scrolled onto the screen; a shared address
// carries the answer and the editions comparison and opens on the answer.

import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { renderedText, screenshotDir } from "../../../site/browser-support.js";
import { buildSite, ROOT } from "../../../site/build-site.js";
import { siteInBrowser } from "../../../site/site-in-browser.js";
import { SITE_GAMES } from "../../site/games.js";

const shots = screenshotDir(ROOT);
const PHONE = { width: 390, height: 844 };

let page: Page;
let base = "";
const site = siteInBrowser(
  async () =>
    (
      await buildSite(SITE_GAMES, {
        out: join(ROOT, "reports/browser-test/playground-phone-site"),
        pagesDir: join(ROOT, "reports/browser-test/playground-phone-pages"),
      })
    ).out,
  (s) => ({ page, base } = s),
);
const { pageErrors } = site;

async function openPlayground(fragment = ""): Promise<void> {
  site.ready();
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/documents/Playground.html${fragment}`);
  await page.waitForSelector("#run");
}

/** Worked example 3 (a scoring moment under The Messages: Blue's robber beside three figures), asked about. */
async function askExample3(): Promise<void> {
  await openPlayground();
  await page.click("#load-example-3");
  await page.click("#run");
  await page.locator(".pg-summary").waitFor();
}

/** Take the first option of every decision, then follow the outcome. */
async function followFirstOptions(): Promise<void> {
  for (let i = 0; i < 10 && (await page.locator("#follow-decided").count()) === 0; i++)
    await page.locator(".pg-decision .pg-pick").first().click();
  await page.click("#follow-decided");
  await page.locator("#followed").waitFor();
}

/** The texts of the error messages on show (their holders stay in the page, empty). */
const shownErrors = async (): Promise<string[]> =>
  (await page.locator(".pg-error, .pg-error-summary").allTextContents()).filter((t) => t.trim() !== "");

describe("the playground on a 390 px phone (issue 36)", () => {
  it("point 1: following an outcome updates the history and the address at once, with no error before anything is touched", async () => {
    await askExample3();
    const before = page.url();
    await followFirstOptions();
    // The scoring moment just followed is the history's first event, at once, not after a next event.
    expect(await page.locator("#history li").count()).toBe(1);
    expect(await renderedText(page.locator("#history li").first())).toMatch(/^a scoring moment/);
    // The next scoring moment starts with no award: not a mistake until the player asks or edits.
    expect(await page.locator("[data-award-row]").count()).toBe(0);
    expect(await shownErrors()).toEqual([]);
    expect(await page.locator("[aria-invalid]").count()).toBe(0);
    await page.locator("#session").screenshot({ path: join(shots, "phone-followed-history-390.png") });
    // The address holds the position after the follow: reopened, the same history and board.
    const after = page.url();
    expect(after).not.toBe(before);
    const board = await page.locator("#board").innerHTML();
    await page.goto("about:blank");
    await page.goto(after);
    await page.locator("#history li").first().waitFor();
    expect(await page.locator("#history li").count()).toBe(1);
    expect(await page.locator("#board").innerHTML()).toBe(board);
    // Asking with no award is the moment to say what is missing.
    await page.selectOption("#event-kind", "moment");
    await page.click("#run");
    expect(await shownErrors()).toContain("a scoring moment needs at least one award");
    expect(pageErrors).toEqual([]);
  });
});
