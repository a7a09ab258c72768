// Accessibility and the phone, in Chromium on the built site (issue 26, items 1 and 7): an axe-core
// audit (src/site/axe-audit.ts) of the home page, a rule page, the editions page and both
// playgrounds with an answer shown, at 1366 and 390 px, finds no serious or critical violation; at
// 390 px every input of the Robbers setup (The Messages on, four awards) is on the screen without
// sideways scrolling, editions side by side keep each column's name beside its mark, and every
// control of both playgrounds is at least 24x24 CSS px (WCAG 2.2, 2.5.8 target size), on their whole
// pages too: the site's bar, its menu and the folded list of rule pages (issue 36, point 10); and axe
// finds no violation of any impact at 390 px on those pages and the playgrounds' states (point 13).

import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { everyViolation, seriousViolations } from "../../site/axe-audit.js";
import { screenshotDir } from "../../site/browser-support.js";
import { buildSite, ROOT } from "../../site/build-site.js";
import { DESKTOP, PHONE, type ScreenSize, siteInBrowser } from "../../site/site-in-browser.js";
import { MACROBBER_PLAYGROUND_HTML } from "../macrobber/site/playground-page.js";
import { SITE_GAMES } from "./games.js";

const shots = screenshotDir(ROOT);
const TARGET = 24;

let page: Page;
const site = siteInBrowser(
  async () =>
    (
      await buildSite(SITE_GAMES, {
        out: join(ROOT, "reports/accessibility-test/site"),
        pagesDir: join(ROOT, "reports/accessibility-test/pages"),
      })
    ).out,
  (s) => ({ page } = s),
);
const { pageErrors } = site;

const open = (path: string, size: ScreenSize): Promise<void> => site.open(path, { size });

/** The Robbers playground with worked example 3 loaded (The Messages on, four awards) and its answer shown. */
async function robbersAnswer(size: { width: number; height: number }): Promise<void> {
  await open("documents/Playground.html", size);
  await page.waitForSelector("#run");
  await page.click("#load-example-3");
  await page.click("#run");
  await page.locator(".pg-summary").waitFor();
}

/** MacRobber's playground with a seeded game started and the first decision shown to its player. */
async function macRobberAnswer(size: { width: number; height: number }): Promise<void> {
  await open(MACROBBER_PLAYGROUND_HTML, size);
  await page.waitForSelector("#shell-setup");
  await page.fill("#shell-players", "ann, ben, cat");
  await page.fill("#shell-seed", "11");
  await page.click("#shell-start");
  // On one shared device the first seat waits behind the pass screen; carry out the events nobody decides.
  for (let i = 0; i < 10 && (await page.locator(".shell-option").count()) === 0; i++) {
    await page.locator("#shell-pass-confirm, #shell-carry-on").first().click();
  }
  await page.waitForSelector(".shell-option");
}

interface Box {
  readonly what: string;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  readonly height: number;
  /** The box is cut by an ancestor that scrolls sideways (a hidden part of a wide table). */
  readonly clipped: boolean;
}

/** Every visible control under `selector`: where it is, how big, and whether a scrolling box hides part of it. */
function controls(selector: string): Promise<Box[]> {
  // Evaluated in the page (the Node program has no DOM types, so the function goes as text).
  return page.evaluate<
    Box[]
  >(`[...document.querySelectorAll(${JSON.stringify(`${selector} :is(input, select, button, textarea, summary)`)})]
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden")
    .map((e) => {
      const r = e.getBoundingClientRect();
      let clipped = false;
      for (let a = e.parentElement; a; a = a.parentElement) {
        if (!/auto|scroll|hidden/.test(getComputedStyle(a).overflowX)) continue;
        const c = a.getBoundingClientRect();
        if (r.left < c.left - 0.5 || r.right > c.right + 0.5) clipped = true;
      }
      return { what: e.id || e.getAttribute("aria-label") || e.textContent.trim().slice(0, 40) || e.tagName, left: r.left, right: r.right, width: r.width, height: r.height, clipped };
    })`);
}

/** A screenshot of the screen's width and 900 px of height from the top of `selector` (for the README and the home page). */
async function shotFrom(selector: string, file: string): Promise<void> {
  const top = await page.evaluate<number>(
    `document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top + scrollY`,
  );
  await page.screenshot({
    path: join(shots, file),
    fullPage: true,
    clip: { x: 0, y: Math.max(0, top - 12), width: PHONE.width, height: 900 },
  });
}

const pageWidth = () => page.evaluate<number>("document.documentElement.scrollWidth");

/**
 * Every visible control of the whole page (the site's bar and menu included) that is not a link inside
 * a line of text (WCAG 2.5.8's inline exception), with its size; a hidden native checkbox is measured
 * by the box drawn in its place.
 */
function frameControls(): Promise<Box[]> {
  return page.evaluate<Box[]>(`[...document.querySelectorAll("a, button, select, input, summary, textarea")]
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden")
    .filter((e) => !e.closest("p, li, td, dd, .tsd-comment, h1, h2, h3, h4, h5, h6, .tsd-breadcrumb"))
    .map((e) => {
      const r = (e.matches(".tsd-filter-input input") ? e.nextElementSibling : e).getBoundingClientRect();
      return { what: e.id || e.className || e.textContent.trim().slice(0, 40) || e.tagName, left: r.left, right: r.right, width: r.width, height: r.height, clipped: false };
    })`);
}

describe("accessibility and the phone (issue 26)", () => {
  const pages: [string, (size: { width: number; height: number }) => Promise<void>][] = [
    ["the home page", (size) => open("index.html", size)],
    ["a rule page (RB-STEAL-HALF)", (size) => open("documents/Rules.RB-STEAL-HALF.html", size)],
    ["the editions page", (size) => open("documents/Editions.html", size)],
    ["the Robbers playground with an answer", robbersAnswer],
    ["MacRobber's playground with a decision", macRobberAnswer],
  ];
  for (const [name, show] of pages) {
    it(`accessibility audit (item 7): axe-core finds no serious or critical violation on ${name} at 1366 and 390 px`, async () => {
      for (const size of [DESKTOP, PHONE]) {
        await show(size);
        expect(await seriousViolations(page), `${name} at ${size.width} px`).toEqual([]);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  it("phone first (items 1 and 7): at 390 px every setup input and award is on screen without sideways scrolling, every control at least 24x24 px", async () => {
    await robbersAnswer(PHONE);
    expect(await page.locator("#messages").isChecked()).toBe(true);
    expect(await page.locator("[data-award-row]").count()).toBe(4);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    const inputs = [...(await controls(".pg-players")), ...(await controls(".pg-event"))];
    // Turn, name, meeple, messenger, robber and remove for each of three players; player, points, source, label and remove for each award.
    expect(inputs.length).toBeGreaterThanOrEqual(3 * 6 + 4 * 5);
    for (const b of inputs) {
      expect(b.left, `${b.what} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(b.right, `${b.what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
      expect(b.clipped, `${b.what} is not cut off by a sideways-scrolling box`).toBe(false);
    }
    for (const b of await controls(".robbers-playground")) {
      expect(b.width, `${b.what} width`).toBeGreaterThanOrEqual(TARGET);
      expect(b.height, `${b.what} height`).toBeGreaterThanOrEqual(TARGET);
    }
    await page.locator(".pg-players").screenshot({ path: join(shots, "phone-setup-390.png") });
    await page.addStyleTag({ content: ".tsd-page-toolbar { position: static !important; }" });
    await shotFrom(".pg-summary", "phone-answer-390.png");
    // Editions side by side: every mark on screen, each with its edition's name beside it.
    await page.click("#compare-run");
    await page.locator(".pg-compare-table").waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    const marks = await page.evaluate<{ label: string; right: number }[]>(
      `[...document.querySelectorAll(".pg-compare-table td[data-variant]")].slice(0, 60).map((td) => ({ label: getComputedStyle(td, "::before").content, right: td.getBoundingClientRect().right }))`,
    );
    expect(marks.length).toBeGreaterThan(5);
    // For the README: the Z-Man rulebook's placement, where C2 Z-Man differs from the others.
    await page.selectOption("#example", "002-zman-c3-decline#0");
    await page.click("#load-example");
    await page.click("#run");
    await page.click("#compare-run");
    await page.locator("tr.pg-differs").first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await shotFrom(".pg-compare-summary", "phone-editions-390.png");
    for (const m of marks) {
      expect(m.label).toMatch(/^"C[123]/);
      expect(m.right).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it("issue 36, point 13: axe finds no violation of any impact (moderate and minor too) at 390 px on the site's pages and both playgrounds, answered, followed and with a trace to import", async () => {
    const pages = [
      "index.html",
      "documents/Rules.html",
      "documents/Rules.RB-STEAL-HALF.html",
      "documents/Editions.html",
      "documents/Interpretations.html",
      "documents/Worked_examples.000-example-3.html",
    ];
    for (const path of pages) {
      await open(path, PHONE);
      expect(await everyViolation(page), path).toEqual([]);
    }
    await open("documents/Playground.html", PHONE);
    await page.waitForSelector("#run");
    expect(await everyViolation(page), "the playground before asking").toEqual([]);
    await robbersAnswer(PHONE);
    await page.click("#compare-run");
    await page.locator(".pg-compare-table").waitFor();
    expect(await everyViolation(page), "the playground's answer, editions compared").toEqual([]);
    for (let i = 0; i < 10 && (await page.locator("#follow-decided").count()) === 0; i++)
      await page.locator(".pg-decision .pg-pick").first().click();
    await page.click("#follow-decided");
    await page.locator(".pg-import summary").click();
    await page.click("#export");
    await page.locator("#trace-text").waitFor();
    expect(await everyViolation(page), "the playground after a follow, a trace shown and the import open").toEqual([]);
    await macRobberAnswer(PHONE);
    expect(await everyViolation(page), "MacRobber's playground").toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("issue 36, point 10: every control of both playgrounds' pages at 390 px, the site's bar and menu included, is at least 24x24 px", async () => {
    for (const [name, show] of [
      ["the Robbers playground", robbersAnswer],
      ["MacRobber's playground", macRobberAnswer],
    ] as const) {
      await show(PHONE);
      // The menu holds the theme switch and the settings' filters, in its folded "Settings" section. The
      // site's bar slides away while the page scrolls down to the answer: back to the top first.
      await page.evaluate("scrollTo({ top: 0, behavior: 'instant' })");
      await page.click("#tsd-toolbar-menu-trigger");
      const settings = page.locator("summary.tsd-accordion-summary", { hasText: "Settings" });
      await settings.waitFor();
      if (!(await page.locator("#tsd-theme").isVisible())) await settings.click();
      await page.locator("#tsd-theme").waitFor();
      const all = await frameControls();
      // The site's name in the bar, the theme switch and the folded list of rule pages are among them.
      for (const what of ["title", "tsd-theme", "Rule pages"])
        expect(
          all.some((b) => b.what === what),
          `${name}: ${what}`,
        ).toBe(true);
      for (const b of all) {
        expect(b.width, `${name}: ${b.what} width`).toBeGreaterThanOrEqual(TARGET);
        expect(b.height, `${name}: ${b.what} height`).toBeGreaterThanOrEqual(TARGET);
      }
    }
    expect(pageErrors).toEqual([]);
  });

  it("phone first (items 1 and 7): MacRobber's controls at 390 px are at least 24x24 px and nothing scrolls sideways", async () => {
    await macRobberAnswer(PHONE);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    const all = await controls(".shell");
    expect(all.length).toBeGreaterThan(3);
    for (const b of all) {
      expect(b.width, `${b.what} width`).toBeGreaterThanOrEqual(TARGET);
      expect(b.height, `${b.what} height`).toBeGreaterThanOrEqual(TARGET);
      expect(b.right, `${b.what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
