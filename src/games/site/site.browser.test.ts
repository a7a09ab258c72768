// The site is rules-first, in Chromium: the sidebar and the front page lead with the rules, the
// editions, the register, the decisions, the worked examples and the playground, and the API
// reference is one entry, last; the search box answers players (each page's title and a snippet,
// "messenger" and "how many points" finding their rules, Enter opening the first hit: issue 26, item 3);
// searching "rounded up" finds the rule about rounding up before any API symbol, and a player's words
// ("can I rob myself", "two robbers", "edition differences") find their page first on a phone (issue 36);
// headings keep their code; sources are named in words; no link names another port;
// and the pages fit a 390 px phone screen. Screenshots at 390 and 1366 px go to reports/screenshots/.
// The site is built here without the playground's bundle (the playground has its own browser test).

import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { renderedText, screenshotDir } from "../../site/browser-support.js";
import { ROOT } from "../../site/build-site.js";
import { writePages } from "../../site/generate.js";
import { API_INDEX, API_SECTION } from "../../site/pages/navigation.js";
import { loadSiteData } from "../../site/site-data.js";
import { DESKTOP, PHONE, type ScreenSize, siteInBrowser } from "../../site/site-in-browser.js";
import { runTypedoc } from "../../site/typedoc-run.js";
import { SITE_GAMES } from "./games.js";

const shots = screenshotDir(ROOT);
const OUT = join(ROOT, "reports/site-browser-test/site");

let page: Page;
let base = "";
const site = siteInBrowser(
  async () => {
    // Pages and typedoc only, without the playground bundle: this file checks the site around it.
    await runTypedoc(
      ROOT,
      OUT,
      writePages(await loadSiteData(ROOT, SITE_GAMES), join(ROOT, "reports/site-browser-test/pages")),
    );
    return OUT;
  },
  (s) => ({ page, base } = s),
);
const { pageErrors } = site;

/** Go to a page of the site at a screen size (a desktop's unless told) and wait for typedoc's script to show it. */
const open = (path: string, size: ScreenSize = DESKTOP): Promise<void> => site.open(path, { size });

/** The sidebar's top-level entries (a section's name from its heading), each with the page it opens first, once typedoc's script has filled it in. */
async function sidebarTop(): Promise<{ text: string; href: string | null }[]> {
  // A section's first link sits in its closed list of entries: it is there once the script has run, not visible.
  await page.waitForSelector("#tsd-nav-container > li a", { state: "attached" });
  return page.$$eval("#tsd-nav-container > li", (items) =>
    items.map((li) => {
      const a = li.querySelector("a");
      const name = li.querySelector(":scope > details > summary") ?? a;
      return { text: (name?.textContent ?? li.textContent ?? "").trim(), href: a?.getAttribute("href") ?? null };
    }),
  );
}

/** The visible text of the page's headings and of its "On This Page" entries. */
async function headingsAndToc(): Promise<{ headings: string[]; toc: string[] }> {
  const headings = await page.$$eval(".col-content .tsd-typography :is(h1, h2, h3)", (hs) =>
    hs.map((h) => (h.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
  const toc = await page.$$eval(".page-menu .tsd-accordion-details a span", (ss) =>
    ss.map((s) => (s.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
  return { headings, toc };
}

describe("a rules-first site", () => {
  it("leads the sidebar with the rule pages and the playground, the other ruleset next, and the API as one last entry", async () => {
    await open("");
    const top = await sidebarTop();
    expect(top.map((e) => e.text)).toEqual([
      "Rules",
      "Editions",
      "Interpretations",
      "Decisions",
      "Worked examples",
      "Playground",
      // Each other game, in the registry's order (MacRobber, Dice Race, then any game added).
      ...SITE_GAMES.slice(1).map((g) => g.title),
      "Traceability",
      "Properties",
      API_SECTION,
    ]);
    // The API entry opens typedoc's index of exports; the API's own groups sit inside it, not beside the rules.
    expect(top.at(-1)!.href).toMatch(new RegExp(`${API_INDEX.replace(".", "\\.")}$`));
    const apiGroups = await page.$$eval("#tsd-nav-container > li:last-child li", (lis) =>
      lis.map((li) => li.querySelector("a, span")?.textContent?.trim() ?? ""),
    );
    expect(apiGroups).toEqual(expect.arrayContaining(["Functions", "Interfaces"]));
    for (const kind of ["Functions", "Interfaces", "Namespaces", "Documents"])
      expect(top.map((e) => e.text)).not.toContain(kind);
  });

  it("leads the front page with the rules and the playground, names the API last, and links only to the port it is served on", async () => {
    await open("");
    const links = await page.$$eval(".col-content a[href]", (as) =>
      as.map((a) => ({ text: (a.textContent ?? "").trim(), href: (a as unknown as { readonly href: string }).href })),
    );
    const order = [
      "Rules",
      "Editions",
      "Interpretation register",
      "Decisions",
      "Worked examples",
      "Playground",
      ...SITE_GAMES.slice(1).map((g) => g.title),
      "Traceability",
    ].map((t) => links.findIndex((l) => l.text === t));
    for (const [i, at] of order.entries()) expect(at, `link ${i}`).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const text = (await page.textContent(".col-content")) ?? "";
    expect(text.indexOf(API_SECTION)).toBeGreaterThan(text.indexOf("Worked examples"));
    // Every link stays on the address the page came from: no other host, no fixed port.
    const origin = new URL(base).origin;
    for (const l of links) expect(new URL(l.href).origin, `${l.text}: ${l.href}`).toBe(origin);
    expect(text).not.toMatch(/localhost:\d+|127\.0\.0\.1:\d+/);
    // Each of those links is a page that is really there.
    for (const l of links) expect((await fetch(l.href)).status, l.href).toBe(200);
  });

  it("finds the rule about rounding up before any API symbol when one types 'rounded up' into the search box", async () => {
    await open("");
    await page.click("#tsd-search-trigger");
    await page.fill("#tsd-search-input", "rounded up");
    await page.waitForSelector("#tsd-search-results li a");
    const results = await page.$$eval("#tsd-search-results li a", (as) => as.map((a) => a.getAttribute("href") ?? ""));
    const rule = results.findIndex((h) => h.endsWith("documents/Rules.RB-STEAL-HALF.html"));
    const firstApi = results.findIndex((h) => !h.includes("documents/"));
    expect(rule, results.join("\n")).toBe(0);
    if (firstApi >= 0) expect(rule).toBeLessThan(firstApi);
    await page.screenshot({ path: join(shots, "site-search-rounded-up.png") });
    // An API name still finds its symbol first.
    await page.fill("#tsd-search-input", "compareEditions");
    await expect
      .poll(() => page.$eval("#tsd-search-results li a", (a) => a.getAttribute("href") ?? ""))
      .toMatch(/functions\/compareEditions\.html$/);
  });

  it("search for players (item 3): each hit shows its page's title and a snippet, rule pages first for a player's words, Enter opens the first hit", async () => {
    await open("");
    await page.click("#tsd-search-trigger");
    const first = async (query: string) => {
      await page.fill("#tsd-search-input", query);
      await expect.poll(() => page.locator("#tsd-search-results li.page-search-hit").count()).toBeGreaterThan(0);
      return page.locator("#tsd-search-results li.page-search-hit").first();
    };
    const messenger = await first("messenger");
    expect(await messenger.locator("a").getAttribute("href")).toMatch(/documents\/Rules\.RB-MSG-TARGET\.html$/);
    // The title beside the id, and a snippet with the word asked.
    expect(await renderedText(messenger.locator(".page-search-title"))).toBe(
      "RB-MSG-TARGET: Two scoring figures, robbed one at a time",
    );
    expect((await renderedText(messenger.locator(".page-search-snippet"))).toLowerCase()).toContain("messenger");
    expect(await (await first("how many points")).locator("a").getAttribute("href")).toMatch(
      /documents\/Rules\.RB-STEAL-HALF\.html$/,
    );
    await page.screenshot({ path: join(shots, "site-search-how-many-points.png") });
    // Enter opens the first hit.
    await page.press("#tsd-search-input", "Enter");
    await page.waitForURL(/Rules\.RB-STEAL-HALF\.html$/);
    expect(await renderedText(page.locator("h1").first())).toContain("RB-STEAL-HALF");
    expect(pageErrors).toEqual([]);
  });

  it("search for a player's words on a 390 px phone (issue 36, point 4): questions, plurals and everyday words find the right page first, each hit titled once", async () => {
    await open("", PHONE);
    await page.click("#tsd-search-trigger");
    // The rule (or page) a player asking this is after, from what each page says.
    const asked: [string, RegExp][] = [
      ["can I rob myself", /documents\/Rules\.RB-STEAL-SELF\.html$/],
      ["rounded", /documents\/Rules\.RB-STEAL-HALF\.html$/],
      ["messenger", /documents\/Rules\.RB-MSG-TARGET\.html$/],
      ["two robbers", /documents\/Rules\.RB-STEAL-MULTI\.html$/],
      ["edition differences", /documents\/Editions\.html$/],
      ["edition", /documents\/Editions\.html$/],
      ["what if nobody is beside", /documents\/Rules\.RB-PLACE-TARGET\.html$/],
    ];
    for (const [query, right] of asked) {
      await page.fill("#tsd-search-input", query);
      const hits = page.locator("#tsd-search-results li.page-search-hit");
      await expect.poll(() => hits.first().locator("a").getAttribute("href"), { message: query }).toMatch(right);
      // Each hit names its page once, by its title, not by its file's name ("002-example-two-robbers").
      for (const title of await hits.locator(".page-search-title").allTextContents()) {
        expect(title, query).not.toMatch(/^(\S+): \1:/);
        expect(title, query).not.toMatch(/^\d{3}-|^(int|rb|ms)-[a-z-]+(:|$)/);
      }
    }
    await page.screenshot({ path: join(shots, "phone-search-two-robbers-390.png") });
    expect(pageErrors).toEqual([]);
  });

  it("no table scrolls sideways on a 390 px phone (issue 36, point 9): the interpretations, the rules index, a rule page's sources and decisions, the editions' pairs", async () => {
    const pages = [
      "documents/Interpretations.html",
      "documents/Rules.html",
      "documents/Rules.RB-STEAL-HALF.html",
      "documents/Rules.RB-PLACE-NEXT.html",
      "documents/Editions.html",
      "documents/Worked_examples.002-zman-c3-decline.html",
      "documents/MacRobber.Rules.html",
    ];
    for (const path of pages) {
      await open(path, PHONE);
      expect(await page.evaluate<number>("document.documentElement.scrollWidth"), path).toBeLessThanOrEqual(
        PHONE.width,
      );
      // Read in the page: each table's full width against the width it shows, and where it ends.
      const tables = await page.evaluate<{ scroll: number; shown: number; right: number }[]>(
        `[...document.querySelectorAll(".col-content table")].filter((t) => t.getClientRects().length).map((t) => ({ scroll: t.scrollWidth, shown: t.clientWidth, right: t.getBoundingClientRect().right }))`,
      );
      expect(tables.length, path).toBeGreaterThan(0);
      for (const [i, t] of tables.entries()) {
        expect(t.scroll, `${path}, table ${i + 1} scrolls sideways`).toBeLessThanOrEqual(t.shown + 1);
        expect(t.right, `${path}, table ${i + 1} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
      }
      // A rule id is read whole: never split across two lines at a hyphen.
      const split = await page.evaluate<string[]>(
        `[...document.querySelectorAll(".col-content a.whole-id")].filter((a) => a.getClientRects().length > 1).map((a) => a.textContent)`,
      );
      expect(split, path).toEqual([]);
    }
    expect(await page.locator(".col-content a.whole-id").count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, "phone-rules-tables-390.png") });
    expect(pageErrors).toEqual([]);
  });

  it("the home page speaks to players first, the playground a tap away on the first phone screen (issue 36, point 14)", async () => {
    await open("", PHONE);
    const first = await renderedText(page.locator(".col-content .tsd-typography > p").first());
    expect(first).toMatch(/^The Robbers is the Carcassonne mini-expansion/);
    expect(first).not.toMatch(/executable|specification|registr|API|TypeScript/i);
    const call = page.locator('.col-content strong > a[href$="documents/Playground.html"]').first();
    const box = (await call.boundingBox())!;
    const bar = (await page.locator(".tsd-page-toolbar").boundingBox())!;
    expect(box.y, "below the site's bar").toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y + box.height, "on the first screen").toBeLessThanOrEqual(PHONE.height);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    // Nothing for programmers comes before it.
    const before = await page.evaluate<string>(
      `(() => { const call = document.querySelector('.col-content strong > a[href$="documents/Playground.html"]'); const r = document.createRange(); r.setStartBefore(document.querySelector(".col-content .tsd-typography")); r.setEndBefore(call); return r.toString(); })()`,
    );
    expect(before).not.toMatch(/API|npm|TypeScript|test/);
    await page.screenshot({ path: join(shots, "phone-home-390.png") });
    await call.click();
    await page.waitForURL(/documents\/Playground\.html$/);
    expect(pageErrors).toEqual([]);
  });

  it("the editions page says which source says each edition's value, and no rule id breaks across lines, on a phone or a desktop (issue 36, point 12)", async () => {
    for (const size of [PHONE, DESKTOP]) {
      await open("documents/Editions.html", size);
      const section = page.locator(".col-content h3:has(code:text-is('activePlacement')) + ul li");
      const lines = await section.allTextContents();
      // C2 Z-Man alone makes placing a must, as the wiki's footnotes on the Z-Man printings say (ED-C2-ZMAN).
      const must = lines.find((l) => /^must under C2-ZMan:/.test(l));
      expect(must, `${size.width} px: ${lines.join(" | ")}`).toMatch(
        /ED-C2-ZMAN, from Community wiki page on The Robbers, footnote 2/,
      );
      expect(lines.find((l) => /^may under C1-HiG, C1-ZMan, C2-HiG, C3:/.test(l))).toMatch(/RB-PLACE-ACTIVE, from /);
      const split = await page.evaluate<string[]>(
        `[...document.querySelectorAll(".col-content a.whole-id")].filter((a) => a.getClientRects().length > 1).map((a) => a.textContent)`,
      );
      expect(split, `${size.width} px`).toEqual([]);
      expect(await page.locator(".col-content a.whole-id").count()).toBeGreaterThan(20);
    }
    expect(pageErrors).toEqual([]);
  });

  it("keeps the code in headings and in the page's table of contents", async () => {
    await open("documents/MacRobber.A_seeded_game,_event_by_event.html");
    const walk = await headingsAndToc();
    expect(walk.toc.filter((t) => /^\d+\. /.test(t))).toHaveLength(10);
    expect(walk.toc).toContain("1. take-tokens (ann to play)");
    for (const entry of walk.toc) expect(entry).not.toMatch(/\(\s+to play\)|^\d+\.\s+\(/);
    expect(walk.headings).toContain("1. take-tokens (ann to play)");
    // The code is still shown as code in the heading itself.
    expect(await page.locator(".col-content h2 code", { hasText: "take-tokens" }).count()).toBeGreaterThan(0);
    await open("documents/Editions.html");
    const editions = await headingsAndToc();
    expect(editions.toc).toContain("Under INT-MANDATORY-MOVE = mandatory");
    for (const entry of editions.toc) expect(entry).not.toMatch(/=\s*$/);
    // Every table-of-contents entry is the text of a heading on the page.
    for (const entry of editions.toc) expect(editions.headings).toContain(entry);
  });

  it("names each source by its document and section, with the file name as the detail", async () => {
    await open("documents/Rules.RB-STEAL-HALF.html");
    const cells = await page.$$eval(".col-content h2#sources + table tbody tr td:first-child", (tds) =>
      tds.map((td) => (td.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
    // shared/sources/README.md: 000 is the community wiki page, 002 the Z-Man first-edition rulebook.
    expect(cells[0]).toMatch(/^Community wiki page on The Robbers, §3 Stealing points\s*000_a7d76b9e95343162\.txt$/);
    expect(cells[1]).toMatch(/^Z-Man first-edition rulebook .*002_7bd93a4d62609df1\.txt$/);
    expect(await page.textContent(".col-content")).not.toMatch(/000_a7d76b9e95343162\.txt §/);
  });
});

describe("on a phone", () => {
  const pages: [string, string][] = [
    ["home", ""],
    ["rule-page", "documents/Rules.RB-STEAL-HALF.html"],
    ["examples", "documents/Worked_examples.html"],
    ["example-3", "documents/Worked_examples.000-example-3.html"],
    ["walkthrough", "documents/MacRobber.A_seeded_game,_event_by_event.html"],
  ];

  it.each(pages)(
    "fits the %s page in 390 px, tables scrolling in their own box, pictures scaled",
    async (name, path) => {
      await open(path, PHONE);
      // Read in the page (the Node program has no DOM types): the page's full width and the visible one.
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
      // No element sticks out of the page to the right (a wide table scrolls inside itself instead).
      const column = await page.evaluate<number>("document.documentElement.clientWidth");
      const sticking = await page.$$eval(
        ".col-content *",
        (els, width) =>
          els
            .filter((e) => e.getBoundingClientRect().right > width + 0.5 && !e.closest("table, pre"))
            .map((e) => e.tagName),
        column,
      );
      expect(sticking).toEqual([]);
      const boards = await page.$$eval(".col-content svg.scoreboard", (svgs) =>
        svgs.map((s) => s.getBoundingClientRect().width),
      );
      for (const w of boards) expect(w).toBeLessThanOrEqual(column);
      if (name === "example-3") expect(boards.length).toBeGreaterThan(0);
      await page.screenshot({ path: join(shots, `site-${name}-390.png`), fullPage: false });
      await open(path, DESKTOP);
      await page.screenshot({ path: join(shots, `site-${name}-1366.png`), fullPage: false });
      expect(pageErrors).toEqual([]);
    },
  );
});
