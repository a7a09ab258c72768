// The playground as a player uses it, end to end in real Chromium: the placement step of the Z-Man
// rulebook's example under C2 Z-Man and C3 (fixtures 002-zman-*: 9 and 16 outcomes, a decline only
// under C3), the editions side by side, three events followed and one undone, the exported trace
// checked by the oracle (the code of `robbers check`), a shared address reopened (and a broken one
// answered with a message), the group count with a reading the ruleset cannot factor, and a phone's
// 390 px screen. Screenshots go to reports/screenshots/. A missing browser fails every test.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkGameFile } from "../../../oracle/check.js";
import { screenshotDir } from "../../../site/browser-support.js";
import { buildSite, ROOT } from "../../../site/build-site.js";
import { PHONE, type ScreenSize, siteInBrowser } from "../../../site/site-in-browser.js";
import { SITE_GAMES } from "../../site/games.js";
import { robbersGame } from "../index.js";

const shots = screenshotDir(ROOT);
const fixture = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, "fixtures/robbers", `${id}.json`), "utf8")) as {
    steps: { distinctOutcomes?: number }[];
  };
const mandatory = fixture("002-zman-c2-mandatory");
const optional = fixture("002-zman-c3-decline");

let page: Page;
const site = siteInBrowser(
  async () =>
    (
      await buildSite(SITE_GAMES, {
        out: join(ROOT, "reports/browser-test/playground-site"),
        pagesDir: join(ROOT, "reports/browser-test/playground-pages"),
      })
    ).out,
  (s) => ({ page } = s),
);
const { pageErrors } = site;

/** The browser's own window, as launched. */
const WINDOW = { width: 1300, height: 1000 };

async function openPlayground(fragment = "", size: ScreenSize = WINDOW): Promise<void> {
  await site.open(`documents/Playground.html${fragment}`, { size, shown: "#run" });
  await page.addStyleTag({ content: ".tsd-page-toolbar { position: static !important; }" });
}

/** Load the Z-Man rulebook's placement position (fixture 002-zman-c3-decline, a bag tile) under an edition, and ask. */
async function zmanPlacement(edition: string): Promise<void> {
  await openPlayground();
  await page.selectOption("#example", "002-zman-c3-decline#0");
  await page.click("#load-example");
  await page.selectOption("#edition", edition);
  await page.click("#run");
  await page.locator(".pg-decision").waitFor();
}

/** Take the first option of every decision, then follow the outcome. */
async function followFirstOptions(): Promise<void> {
  for (let i = 0; i < 10 && (await page.locator("#follow-decided").count()) === 0; i++)
    await page.locator(".pg-decision .pg-pick").first().click();
  await page.click("#follow-decided");
  await page.locator("#followed").waitFor();
}

describe("the playground in Chromium", () => {
  it("shows the placement step's decisions in order: C2 Z-Man obliges, C3 offers a decline", async () => {
    await zmanPlacement("C2-ZMan");
    const decision = page.locator(".pg-decision");
    expect(await decision.getAttribute("data-actor")).toBe("blue");
    const zmanOptions = await page.locator(".pg-decision .pg-pick").allTextContents();
    expect(zmanOptions.some((o) => o.includes("does not place"))).toBe(false);
    expect(await page.locator(".pg-summary").getAttribute("data-distinct")).toBe(
      String(mandatory.steps[2]!.distinctOutcomes),
    );
    // Each option says what it leads to: Green's placement next.
    expect(await page.locator(".pg-decision .pg-leads").first().textContent()).toContain("then green decides");
    await decision.screenshot({ path: join(shots, "playground-placement-c2-zman.png") });
    await zmanPlacement("C3");
    const c3Options = await page.locator(".pg-decision .pg-pick").allTextContents();
    expect(c3Options).toHaveLength(zmanOptions.length + 1);
    expect(c3Options).toContain("blue does not place (or move) a robber");
    expect(await page.locator(".pg-summary").getAttribute("data-distinct")).toBe(
      String(optional.steps[0]!.distinctOutcomes),
    );
    // Picking walks on to the next decision, and a pick can be taken back.
    await page.locator(".pg-decision .pg-pick").first().click();
    expect(await page.locator(".pg-decision").getAttribute("data-actor")).toBe("green");
    await page.locator(".pg-taken .pg-back").first().click();
    expect(await page.locator(".pg-decision").getAttribute("data-actor")).toBe("blue");
    await page.locator(".pg-decisions").screenshot({ path: join(shots, "playground-placement-c3.png") });
  });

  it("puts the five editions side by side, the C2 Z-Man difference highlighted", async () => {
    await zmanPlacement("C3");
    await page.click("#compare-run");
    await page.locator(".pg-compare-table").waitFor();
    const count = (v: string) => page.locator(`.pg-compare-counts td[data-variant="${v}"]`).getAttribute("data-count");
    expect(await count("C2-ZMan")).toBe(String(mandatory.steps[2]!.distinctOutcomes));
    for (const v of ["C1-HiG", "C1-ZMan", "C2-HiG", "C3"])
      expect(await count(v), v).toBe(String(optional.steps[0]!.distinctOutcomes));
    const differing = optional.steps[0]!.distinctOutcomes! - mandatory.steps[2]!.distinctOutcomes!;
    expect(await page.locator("tr.pg-differs").count()).toBe(differing);
    expect(await page.locator('tr.pg-differs td.pg-no[data-variant="C2-ZMan"]').count()).toBe(differing);
    // A changed reading adds a column.
    await page.selectOption("#compare-reading", "INT-MANDATORY-MOVE=mandatory");
    await page.click("#compare-run");
    await page.locator('.pg-compare-counts td[data-variant="INT-MANDATORY-MOVE=mandatory"]').waitFor();
    await page.locator(".pg-compare").screenshot({ path: join(shots, "playground-editions-side-by-side.png") });
  });

  it("follows three events, undoes one, exports a trace that check accepts, and reopens from the address", async () => {
    await zmanPlacement("C3");
    await followFirstOptions(); // 1: the bag tile
    await page.selectOption("#event-kind", "moment");
    await page.click("#add-award");
    await page.selectOption("#award-0-player", "1"); // red scores, beside whom a robber may now stand
    await page.fill("#award-0-points", "5");
    await page.click("#run");
    await page.locator(".pg-decisions").waitFor();
    await followFirstOptions(); // 2: the scoring moment
    await page.selectOption("#event-kind", "turn");
    await page.selectOption("#turn-player", "1");
    await page.click("#run");
    await page.locator(".pg-decisions").waitFor();
    await followFirstOptions(); // 3: red's turn
    expect(await page.locator("#history li").count()).toBe(3);
    expect(await page.locator("#start-locked").count()).toBe(1);
    await page.locator("#session").screenshot({ path: join(shots, "playground-history.png") });
    await page.click("#undo");
    expect(await page.locator("#history li").count()).toBe(2);
    expect(await page.inputValue("#event-kind")).toBe("turn"); // the undone event is asked about again
    await page.click("#run");
    await page.locator(".pg-decisions").waitFor();
    await followFirstOptions();
    expect(await page.locator("#history li").count()).toBe(3);
    // Export: the downloaded file is a trace the oracle's check (as `robbers check`) accepts.
    await page.click("#export");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-link")]);
    const file = join(mkdtempSync(join(tmpdir(), "playground-download-")), "session.jsonl");
    await download.saveAs(file);
    const checked = await checkGameFile(robbersGame, file);
    expect(checked.status).toBe("conforms");
    if (checked.status === "conforms") expect(checked.steps).toBe(3);
    // The address holds the session: opened afresh, the same history and the same board.
    const address = page.url();
    const board = await page.locator("#board").innerHTML();
    expect(address).toMatch(/#[A-Za-z0-9_-]+$/);
    await page.goto("about:blank");
    await page.goto(address);
    await page.locator("#history li").nth(2).waitFor();
    expect(await page.locator("#history li").count()).toBe(3);
    expect(await page.locator("#board").innerHTML()).toBe(board);
    await page.screenshot({ path: join(shots, "playground-reopened.png") });
    // Importing the trace back gives the same history.
    await page.click("#reset");
    await page.locator(".pg-import summary").click();
    await page.fill("#import-text", readFileSync(file, "utf8"));
    await page.click("#import");
    await page.locator("#imported").waitFor();
    expect(await page.locator("#history li").count()).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it("answers a broken address or trace with a message, not a crash", async () => {
    await openPlayground("#not-a-session!");
    expect(await page.textContent("#address-error")).toMatch(/^The address does not hold a playground session: /);
    await page.locator(".pg-import summary").click();
    await page.fill(
      "#import-text",
      '{"format":"robbers-trace/1","setup":{"players":["a","b"],"messages":false,"active":"a","figures":{"a":{"meeple":0},"b":{"meeple":0}},"robbers":{"a":null,"b":null}}}\n{"event":{"kind":"tea"}}',
    );
    await page.click("#import");
    expect(await page.textContent("#import-error")).toMatch(/line 2, at \$\.event/);
    expect(pageErrors).toEqual([]);
  });

  it("counts groups of thefts, not outcomes, when a reading cannot be factored (INT-MSG-ALONE alone)", async () => {
    await openPlayground();
    await page.click("#load-example-3");
    await page.click("#run");
    const groups = await page.locator(".pg-summary").getAttribute("data-groups");
    // The answer as a player first sees it (for the README and the home page): counts, who steals what, the source's options.
    const top = (await page.locator(".pg-summary").boundingBox())!;
    await page.screenshot({
      path: join(shots, "playground-answer.png"),
      clip: { x: Math.max(0, top.x - 16), y: top.y - 16, width: Math.min(760, top.width + 32), height: 560 },
    });
    await page.locator(".pg-readings summary").click();
    await page.selectOption("#reading-INT-MSG-ALONE", "alone");
    await page.click("#run");
    const summary = page.locator(".pg-summary");
    await summary.waitFor();
    expect(await summary.getAttribute("data-groups")).toBe(groups);
    expect(Number(groups)).toBeLessThan(Number(await summary.getAttribute("data-distinct")));
  });

  it("answers a worked example of every event kind the sources give: placement, scoring, backward move, game end", async () => {
    await openPlayground();
    const labels = await page.locator("#example option").allTextContents();
    for (const kind of ["(placement)", "(scoring)", "(backward move)", "(game end)"]) {
      const index = labels.findIndex((l) => l.includes(kind));
      expect(index, kind).toBeGreaterThanOrEqual(0);
      await page.selectOption("#example", { index });
      await page.click("#load-example");
      await page.click("#run");
      await page.locator(".pg-summary").waitFor();
      expect(Number(await page.locator(".pg-summary").getAttribute("data-distinct")), kind).toBeGreaterThan(0);
      await page.locator(".pg-decisions").waitFor();
      // Every outcome can be followed: the decisions end in one, or offer the first decision.
      expect(await page.locator(".pg-decision, .pg-decided").count(), kind).toBe(1);
    }
    expect(pageErrors).toEqual([]);
  });

  it("renames a player in every menu at once, so an award never names a stale player", async () => {
    await openPlayground();
    await page.click("#load-example-3");
    await page.fill("#player-2-name", "teal"); // green, who has awards #0 and #1
    const chosen = (select: string) =>
      page
        .locator(select)
        .evaluate(
          (s) => (s as unknown as { selectedOptions: { textContent: string }[] }).selectedOptions[0]!.textContent,
        );
    expect(await chosen("#award-0-player")).toBe("teal");
    expect(await page.locator('#board-target option[value="2:meeple"]').textContent()).toBe("teal's meeple");
    await page.selectOption("#event-kind", "turn");
    expect(await page.locator('#turn-player option[value="2"]').textContent()).toBe("teal");
  });

  it("fits a 390 px phone screen: nothing wider than the screen, the board scaled", async () => {
    try {
      await openPlayground("", PHONE);
      await page.click("#load-example-3");
      await page.click("#run");
      await page.locator(".pg-summary").waitFor();
      await page.click("#compare-run");
      await page.locator(".pg-compare-table").waitFor();
      expect(
        await page.evaluate(
          () =>
            (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
              .documentElement.scrollWidth,
        ),
      ).toBeLessThanOrEqual(PHONE.width);
      const box = await page.locator("#board svg.scoreboard").boundingBox();
      expect(box!.width).toBeLessThanOrEqual(PHONE.width);
      // The board stands tall on a phone, so its squares stay big enough to read and tap.
      expect(box!.height).toBeGreaterThan(box!.width);
      const square = await page.locator('#board .square[data-square="30"] rect').boundingBox();
      expect(square!.width).toBeGreaterThanOrEqual(28);
      await page.screenshot({ path: join(shots, "playground-phone.png") });
      await page
        .locator(".pg-group")
        .first()
        .screenshot({ path: join(shots, "playground-phone-group.png") });
    } finally {
      await page.setViewportSize(WINDOW);
    }
  });
});
