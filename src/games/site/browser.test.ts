// End to end in real Chromium: build the site, serve it, follow the rule pages (The Robbers' and
// MacRobber's, made by the same generators), look at worked example 3's pictures, load it into the
// playground and check the outcome list against the options its source lists (replayed here in
// Node with `play`), and check bad input gets a message.
// Screenshots go to reports/screenshots/. A missing browser fails the test; nothing is skipped.

import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { macRobberDecisions, macRobberRules } from "../../../spec/macrobber/index.js";
import { type RobbersEvent, robbersRules } from "../../../spec/robbers/index.js";
import inventory from "../../../spec/robbers/inventory.json" with { type: "json" };
import type { PathStep } from "../../dsl/index.js";
import { screenshotDir } from "../../site/browser-support.js";
import { buildSite, ROOT } from "../../site/build-site.js";
import { siteInBrowser } from "../../site/site-in-browser.js";
import { loadFixtures } from "../robbers/formats/load-fixtures.js";
import { stateFromSetup } from "../robbers/formats/robbers-input.js";
import { outcomes, play, robbersSpec } from "../robbers/library/api.js";
import { describeOutcomeSet } from "../robbers/library/describe.js";
import { SITE_GAMES } from "./games.js";

const shots = screenshotDir(ROOT);
const example3 = loadFixtures(join(ROOT, "fixtures/robbers")).find((f) => f.fixture.id === "000-example-3")!.fixture;

let page: Page;
let base = "";
const site = siteInBrowser(
  async () =>
    (
      await buildSite(SITE_GAMES, {
        out: join(ROOT, "reports/browser-test/site"),
        pagesDir: join(ROOT, "reports/browser-test/pages"),
      })
    ).out,
  (s) => ({ page, base } = s),
);
const { pageErrors } = site;
const ready = (): void => site.ready();

/** Go to a page of the site and wait for typedoc's script to show it. */
async function open(path: string): Promise<void> {
  ready();
  await page.goto(`${base}/${path}`);
  await page.waitForSelector(".col-content", { state: "visible" });
  // typedoc's toolbar is sticky and would cover the top of element screenshots taken further down.
  await page.addStyleTag({ content: ".tsd-page-toolbar { position: static !important; }" });
}

describe("documentation site in Chromium", () => {
  it("links from the front page to the rules index, which links a page for every rule id", async () => {
    await open("");
    await page.screenshot({ path: join(shots, "home.png") });
    await page.click(".col-content a:text-is('Rules')");
    await page.waitForURL(/Rules\.html$/);
    // The callback runs in the page; the Node program has no DOM types, so say what is read: a link's absolute href.
    const links = await page.$$eval(".col-content table a", (as) =>
      as.map((a) => ({ text: a.textContent?.trim() ?? "", href: (a as unknown as { readonly href: string }).href })),
    );
    const ids = new Set(links.map((l) => l.text));
    for (const id of [...inventory.ids, ...robbersRules.map((r) => r.id)]) expect(ids.has(id), id).toBe(true);
    // Every linked page is really there and is that rule's page.
    for (const l of links) {
      const res = await fetch(l.href);
      expect(res.status, l.href).toBe(200);
      expect(await res.text()).toContain(`${l.text}: `);
    }
  });

  it("shows a rule page with the spec's statement, and follows its links to a worked example", async () => {
    await open("documents/Rules.html");
    await page.click(".col-content a:text-is('RB-STEAL-CHOOSE')");
    await page.waitForURL(/RB-STEAL-CHOOSE\.html$/);
    const rule = robbersRules.find((r) => r.id === "RB-STEAL-CHOOSE")!;
    expect((await page.textContent(".col-content blockquote"))?.trim()).toBe(rule.statement);
    await page.screenshot({ path: join(shots, "rule-page.png"), fullPage: true });
    await page.click(".col-content a:text-is('000-example-3')");
    await page.waitForURL(/000-example-3\.html$/);
    // The pictures shown: each is drawn wide and tall, and the page shows the one that fits its column.
    const boards = page.locator(".col-content svg.scoreboard:visible");
    expect(await boards.count()).toBe(4);
    // Before the moment: Blue's robber beside your meeple and both of Green's figures on square 24.
    const before = boards.first();
    expect(await before.locator('[data-kind="robber"][data-player="blue"][data-square="24"]').count()).toBe(1);
    expect(
      await before.locator('[data-square="24"][data-kind="meeple"], [data-square="24"][data-kind="messenger"]').count(),
    ).toBe(3);
    await before.screenshot({ path: join(shots, "example-3-before.png") });
    await boards.nth(2).screenshot({ path: join(shots, "example-3-option-2.png") });
    // After option 2 Blue's robber is back in supply: no robber on the board.
    expect(await boards.nth(2).locator('[data-kind="robber"]').count()).toBe(0);
  });

  it("links from MacRobber's page to its rules index, whose every link is that rule's page, and to its decision pages", async () => {
    await open("documents/MacRobber.html");
    await page.click(".col-content a:text-is('Rules')");
    await page.waitForURL(/MacRobber\.Rules\.html$/);
    const links = await page.$$eval(".col-content table a", (as) =>
      as.map((a) => ({ text: a.textContent?.trim() ?? "", href: (a as unknown as { readonly href: string }).href })),
    );
    expect(new Set(links.map((l) => l.text))).toEqual(new Set(macRobberRules.map((r) => r.id)));
    for (const l of links) {
      const res = await fetch(l.href);
      expect(res.status, l.href).toBe(200);
      expect(await res.text()).toContain(`${l.text}: `);
    }
    await page.click(".col-content a:text-is('MR-INT-RED-AREA')");
    await page.waitForURL(/MR-INT-RED-AREA\.html$/);
    const rule = macRobberRules.find((r) => r.id === "MR-INT-RED-AREA")!;
    expect((await page.textContent(".col-content blockquote"))?.trim()).toBe(rule.statement);
    await page.screenshot({ path: join(shots, "macrobber-rule-page.png"), fullPage: true });
    // The decision it drives has its own page, naming the base reading.
    await page.click(".col-content table a:text-is('MR-INT-RED-AREA')");
    await page.waitForURL(/Decisions\.MR-INT-RED-AREA\.html$/);
    expect(await page.textContent(".col-content")).toContain(
      `gives ${String(macRobberDecisions["MR-INT-RED-AREA"].base.value)}`,
    );
  });

  it("loads worked example 3 into the playground and lists every outcome, with the source's options among them", async () => {
    await open("documents/Playground.html");
    await page.click("#load-example-3");
    expect(await page.inputValue("#player-0-name")).toBe("you");
    // The board's figure selector speaks to the reader, as the library's sentences do: "your meeple", not "you's meeple".
    expect(await page.locator("#board-target option[value='0:meeple']").textContent()).toBe("your meeple");
    expect(await page.locator("#board-target option[value='1:robber']").textContent()).toBe("blue's robber");
    expect(await page.inputValue("#edition")).toBe("C3");
    await page.click("#run");
    const summary = page.locator(".pg-summary");
    await summary.waitFor();
    // The counts are the library's, computed here in Node.
    const spec = robbersSpec({ edition: "C3" });
    const state = stateFromSetup(example3.setup);
    const event = example3.steps[0]!.event as RobbersEvent;
    const lib = outcomes(spec, state, event);
    if (!lib.ok) throw lib.error;
    expect(await summary.getAttribute("data-distinct")).toBe(String(lib.outcomes.distinct));
    const shown = Number(await summary.getAttribute("data-shown"));
    expect(await page.locator(".pg-outcomes .pg-outcome").count()).toBe(shown);
    expect(await page.locator("#answer-counts").textContent()).toContain(
      `${lib.outcomes.distinct - BigInt(shown)} left out`,
    );
    // Each option the source lists is found, and the outcome shown for it is the one `play` gives for its choices.
    const listed = example3.steps[0]!.outcomes!;
    for (const [i, option] of listed.entries()) {
      const item = page.locator(`.pg-source-option[data-option="${i}"]`);
      expect(await item.getAttribute("data-found"), option.label).toBe("true");
      const index = await item.getAttribute("data-outcome-index");
      const card = page.locator(`.pg-outcome[data-index="${index}"]`).first();
      const replay = play(spec, state, event, option.choices as PathStep[]);
      if (!replay.ok) throw replay.error;
      expect(JSON.parse((await card.getAttribute("data-state"))!)).toEqual({
        figures: replay.state.figures,
        robbers: replay.state.robbers,
      });
      // The picture is drawn when its details are opened (a long list stays light).
      await card.locator("details.pg-picture").evaluate((d) => ((d as unknown as { open: boolean }).open = true));
      await card.locator("svg.scoreboard").waitFor({ state: "attached" });
      expect(await card.locator("svg.scoreboard [data-kind]").count()).toBe(6); // three players' meeple and messenger, no robber left
      expect(await card.locator("svg.scoreboard g.steal").count()).toBe(1); // Blue's one theft, drawn as an arrow
    }
    await page.locator(".pg-source").screenshot({ path: join(shots, "playground-example-3-options.png") });
    await page
      .locator(".pg-group")
      .first()
      .screenshot({ path: join(shots, "playground-outcome-1.png") });
    // Who steals what: one line and one picture per group of thefts, not one per outcome.
    expect(Number(await summary.getAttribute("data-groups"))).toBe(describeOutcomeSet(lib.outcomes.set).length);
    expect(await page.locator("#who-steals-what li").count()).toBe(Number(await summary.getAttribute("data-groups")));
    expect(await page.locator(".pg-group > .board svg.scoreboard").count()).toBe(
      Number(await summary.getAttribute("data-groups")),
    );
    await page.locator("#board").screenshot({ path: join(shots, "playground-board.png") });
  });

  it("puts the board under the mouse: a click moves the chosen robber", async () => {
    await open("documents/Playground.html");
    await page.click("#load-example-3");
    await page.selectOption("#board-target", "1:robber");
    await page.click('#board .square[data-square="30"]'); // an empty square: nothing on top of it
    expect(await page.inputValue("#player-1-robber")).toBe("30");
    expect(await page.locator('#board [data-kind="robber"][data-player="blue"][data-square="30"]').count()).toBe(1);
  });

  it("answers bad input with a message beside the field, not a stack trace", async () => {
    await open("documents/Playground.html");
    await page.click("#load-example-3");
    await page.fill("#award-0-points", "lots");
    await expect.poll(() => page.textContent("#award-0-points-error")).toBe("points must be a whole number 0-500");
    await page.fill("#player-2-robber", "77");
    await page.click("#run");
    expect(await page.textContent("#player-2-robber-error")).toBe("a robber is empty (supply) or a square 0-49");
    expect(await page.textContent(".pg-results")).toContain("Fix the marked fields first.");
    await page.locator(".pg-form").screenshot({ path: join(shots, "playground-bad-input.png") });
    expect(pageErrors).toEqual([]);
  });
});
