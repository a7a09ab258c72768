// The Robbers playground on a 390 px phone, as issue 36 asks, in real Chromium on the built site:
// following an outcome updates the history and the address at once, with no error shown before the
// next event is touched; after asking, the answer's summary (who gets what, messages drawn, who
// decides) comes first under the ask button and is scrolled onto the screen; a shared address
// carries the answer and the editions comparison and opens on the answer, and an edit takes the
// answer out of it; every picture's text is 12 px or more, and two robbers' thefts are drawn apart;
// no two rows of the editions side by side read the same (point 5); a situation no legal play
// reaches is refused with the command line's own message (point 7); the answer in a player's words
// (point 8). The page opens through the shared 390 px helper (site-in-browser.ts).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readScenarioValueOf } from "../../../oracle/scenario-input.js";
import { renderedText, screenshotDir } from "../../../site/browser-support.js";
import { buildSite, ROOT } from "../../../site/build-site.js";
import { PHONE, siteInBrowser } from "../../../site/site-in-browser.js";
import { SITE_GAMES } from "../../site/games.js";
import { robbersGame } from "../index.js";

const shots = screenshotDir(ROOT);

let page: Page;
const site = siteInBrowser(
  async () =>
    (
      await buildSite(SITE_GAMES, {
        out: join(ROOT, "reports/browser-test/playground-phone-site"),
        pagesDir: join(ROOT, "reports/browser-test/playground-phone-pages"),
      })
    ).out,
  (s) => ({ page } = s),
);
const { pageErrors } = site;

const openPlayground = (fragment = ""): Promise<void> =>
  site.open(`documents/Playground.html${fragment}`, { shown: "#run" });

/** Worked example 3 (a scoring moment under The Messages: Blue's robber beside three figures), asked about. */
async function askExample3(): Promise<void> {
  await openPlayground();
  await page.click("#load-example-3");
  await page.click("#run");
  await page.locator("#answer").waitFor();
}

/** A worked example chosen by its fixture and step (`fixture#step`), asked about. */
async function askExample(key: string): Promise<void> {
  await openPlayground();
  await page.selectOption("#example", key);
  await page.click("#load-example");
  await page.click("#run");
  await page.locator("#answer").waitFor();
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

/** Where an element is on the screen now (top and bottom, CSS px from the top of the viewport). */
async function onScreen(selector: string): Promise<{ top: number; bottom: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { top: box.y, bottom: box.y + box.height };
}

/** The bottom of the site's bar fixed at the top of the screen (what hides anything scrolled under it). */
const barBottom = async (): Promise<number> => (await onScreen(".tsd-page-toolbar")).bottom;

/** Waits until the page has not scrolled for 300 ms (the site's stylesheet scrolls smoothly). */
async function scrollSettled(): Promise<void> {
  let last = Number.NaN;
  let still = 0;
  for (let i = 0; i < 50; i++) {
    const y = await page.evaluate<number>("scrollY");
    still = y === last ? still + 1 : 0;
    if (still === 3) return;
    last = y;
    await page.waitForTimeout(100);
  }
  throw new Error("the page kept scrolling for 5 s");
}

/** The answer is the first thing under the ask button, whole on the first screen below the site's bar, and has the focus. */
async function expectAnswerFirstAndOnScreen(what: string): Promise<void> {
  const order = await page.evaluate<string[]>(
    `[document.querySelector(".pg-run").nextElementSibling.id, document.querySelector("#results").firstElementChild.id]`,
  );
  expect(order, `${what}: the results follow the ask button, the answer first`).toEqual(["results", "answer"]);
  await scrollSettled();
  const answer = await onScreen("#answer");
  expect(answer.top, `${what}: the answer's top is below the site's bar`).toBeGreaterThanOrEqual(await barBottom());
  expect(answer.bottom, `${what}: the answer ends on the first screen`).toBeLessThanOrEqual(PHONE.height);
  expect(await page.evaluate<string | undefined>("document.activeElement?.id"), what).toBe("answer");
}

/** Each shown picture's smallest text, in CSS px as drawn (its size in the picture times the picture's scale). */
const pictureText = (): Promise<{ where: string; smallest: number }[]> =>
  page.evaluate(
    `[...document.querySelectorAll("svg.scoreboard")].filter((s) => s.getClientRects().length).map((s) => ({ where: s.getAttribute("aria-label"), smallest: Math.min(...[...s.querySelectorAll("text")].map((t) => t.getScreenCTM().a * parseFloat(getComputedStyle(t).fontSize))) }))`,
  );

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

  it("point 2: after asking, the answer's summary (who gets what, messages drawn, who decides) is the first thing under the ask button, on the screen", async () => {
    // Example 3: only Blue has a robber out (beside Green's two figures and your meeple), so every theft is Blue's.
    await askExample3();
    await expectAnswerFirstAndOnScreen("example 3");
    const thefts = await page.locator("#who-steals-what li").allTextContents();
    expect(thefts.length).toBeGreaterThan(1);
    for (const t of thefts)
      expect(t).toMatch(/^blue takes \d+ from (your|green's) (meeple|messenger) \(\d+\) — \d+ outcomes?$/);
    // Your messenger on 12 scoring your city's 8 ends on 20, a dark space, in your own turn: you draw, in some outcomes only.
    expect(await renderedText(page.locator("#messages-drawn"))).toMatch(
      /^Messages drawn: you draw a message \(messenger on dark space 20\), in \d+ of \d+ outcomes$/,
    );
    // You and Green choose how your awards are scored (RB-STEAL-ORDER), you first as the active player;
    // then Blue chooses whom to rob (RB-STEAL-CHOOSE).
    const deciders = (await page.locator("#who-decides").getAttribute("data-actors"))?.split(" ") ?? [];
    expect(deciders[0]).toBe("you");
    expect([...deciders].sort()).toEqual(["blue", "green", "you"]);
    await page.screenshot({ path: join(shots, "phone-answer-first-390.png") });
    // The Z-Man rulebook's placement under C3: Blue then Green place (or decline) a robber; nobody steals.
    await askExample("002-zman-c3-decline#0");
    await expectAnswerFirstAndOnScreen("the Z-Man placement");
    expect(await renderedText(page.locator("#who-steals-what"))).toMatch(/^No robber steals in any outcome/);
    expect(await page.locator("#who-decides").getAttribute("data-actors")).toBe("blue green");
    // The game's end: nobody has a choice; Red's and Green's robbers, still out, score their owners 3 each and go home.
    await askExample("000-final-bonus#0");
    await expectAnswerFirstAndOnScreen("the game's end");
    const end = await renderedText(page.locator("#who-steals-what"));
    expect(end).toContain("red gets 3 for their robber");
    expect(end).toContain("green gets 3 for their robber");
    expect(end).not.toContain("blue gets");
    expect(await renderedText(page.locator("#who-decides"))).toBe(
      "Who decides: nobody has a choice; the rules settle everything.",
    );
    expect(pageErrors).toEqual([]);
  });

  it("point 7: a robber where no figure stands is refused beside its field, with the sentence and rules robbers explain gives", async () => {
    await askExample3();
    // Example 3 with Blue's robber moved from 24 to 30, where no figure stands: the scenario robbers explain reads.
    await page.fill("#player-1-robber", "30");
    await page.click("#run");
    await page.locator(".pg-error-summary").waitFor();
    expect(await page.locator("#answer").count()).toBe(0);
    const example3 = JSON.parse(readFileSync(join(ROOT, "docs/examples/example-3.scenario.json"), "utf8"));
    const cli = readScenarioValueOf(robbersGame, { ...example3, robbers: { ...example3.robbers, blue: 30 } });
    expect(cli.ok).toBe(false);
    if (cli.ok) return;
    expect(cli.error.message).toMatch(/^blue's robber on space 30 stands beside no scoring figure; /);
    const beside = page.locator("#player-1-robber-error");
    expect(await renderedText(beside)).toBe(`${cli.error.message} (${cli.error.rules!.join(", ")})`);
    expect(await beside.locator("a.rule-id").allTextContents()).toEqual(cli.error.rules);
    expect(await page.getAttribute("#player-1-robber", "aria-invalid")).toBe("true");
    // Point 12: each rule id of the message is read whole, on one line.
    const split = await page.evaluate<string[]>(
      `[...document.querySelectorAll("#player-1-robber-error a.rule-id")].filter((a) => a.getClientRects().length > 1).map((a) => a.textContent)`,
    );
    expect(split).toEqual([]);
    await beside.screenshot({ path: join(shots, "phone-unreachable-refused-390.png") });
    // Back on 24, beside Green's figures and your meeple: answered again, the message gone.
    await page.fill("#player-1-robber", "24");
    await page.click("#run");
    await page.locator("#answer").waitFor();
    expect(await renderedText(beside)).toBe("");
    expect(pageErrors).toEqual([]);
  });

  it("point 5: no two rows of the editions side by side read the same; those that differ in the figure recording the theft say which", async () => {
    // Example 1 with The Messages: Blue's robber beside your messenger; Blue records what it steals with its meeple or its messenger.
    await askExample("000-example-1#0");
    await page.click("#compare-run");
    await page.locator(".pg-compare-table").waitFor();
    const rows = await page.locator(".pg-compare-table tbody .pg-row-name").allTextContents();
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows).size, rows.join("\n")).toBe(rows.length);
    expect(rows.some((r) => r.includes("blue's meeple records the"))).toBe(true);
    expect(rows.some((r) => r.includes("blue's messenger records the"))).toBe(true);
    // One outcome under every edition is said in the singular.
    await askExample("000-final-bonus#0");
    await page.click("#compare-run");
    expect(await renderedText(page.locator(".pg-compare-summary"))).toBe("All agree: the same one outcome under each.");
    expect(pageErrors).toEqual([]);
  });

  it("point 8: the answer in a player's words: awards from 1, sources in words, no rule id after every line, the rulebooks' examples first", async () => {
    await openPlayground();
    const examples = await page.locator("#example option").allTextContents();
    expect(examples[0]).toMatch(
      /^Blue's robber beside your messenger; you score a road \(3\) and a city \(6\) \(scoring\)$/,
    );
    for (const e of examples) expect(e).not.toMatch(/^\d{3}-|^(int|rb|ms)-/);
    expect(await page.locator("#example optgroup").evaluateAll((gs) => gs.map((g) => g.getAttribute("label")))).toEqual(
      [
        "From the rulebooks and rulings",
        "One rule at a time",
        "Each reading of an open question",
        "Moves the rules refuse",
      ],
    );
    await askExample3();
    expect(await page.locator("[data-award-row] .pg-row-name").allTextContents()).toEqual([
      "award 1",
      "award 2",
      "award 3",
      "award 4",
    ]);
    expect(await page.locator("#award-0-source option").allTextContents()).toEqual([
      "a feature",
      "the fairy",
      "the wheel of fortune",
      "the catapult",
      "a message",
      "something else",
    ]);
    const group = page.locator(".pg-group").first();
    await group.locator(":scope > .pg-group-outcomes > summary").click();
    const outcome = group.locator(".pg-outcome").first();
    const steps = await outcome.locator(".pg-effects li").allTextContents();
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) expect(step).not.toMatch(/#\d|\(rogue\)|\(feature|[A-Z]{2,}-[A-Z]|->/);
    expect(steps.some((t) => /^blue's (meeple|messenger) records the \d+ points? stolen: \d+ → \d+/.test(t))).toBe(
      true,
    );
    expect(steps.some((t) => /^your (meeple|messenger) scores \d+ points \(award [34]\): /.test(t))).toBe(true);
    // The rules are one tap away: each step's rules on the line of the same number.
    const why = outcome.locator("details.pg-why");
    expect(await why.locator("a.rule-id").first().isVisible()).toBe(false);
    await why.locator("summary").click();
    const rules = await why.locator(".pg-effect-rules > li").allTextContents();
    expect(rules).toHaveLength(steps.length);
    expect(rules[0]).toMatch(/^BASE-SCOREBOARD/);
    for (const choice of await outcome.locator(".pg-choices li").allTextContents())
      expect(choice).not.toMatch(/#\d|, feature\)|\bits (meeple|messenger)/);
    expect(pageErrors).toEqual([]);
  });

  it("points 6 and 9: every picture's text is 12 px or more on a phone, and two robbers' thefts are drawn apart", async () => {
    // Example 4: Blue's and Yellow's robbers both beside your meeple and Green's figures (two thefts at once).
    await askExample("000-example-4#0");
    const group = page.locator(".pg-group").first();
    await group.locator(":scope > .pg-group-outcomes > summary").click();
    await group.locator(".pg-outcome details.pg-picture summary").first().click();
    await group.locator(".pg-outcome svg.scoreboard").first().waitFor();
    const playground = await pictureText();
    expect(playground.length).toBeGreaterThan(2);
    for (const p of playground) expect(p.smallest, `the playground: ${p.where}`).toBeGreaterThanOrEqual(12);
    // The first group's picture: each robber's theft has its own arrow and words, not one on top of the other.
    const words = await group.locator(":scope > .board svg g.steal text").all();
    expect(words).toHaveLength(2);
    const [a, b] = [await words[0]!.boundingBox(), await words[1]!.boundingBox()];
    const overlap =
      a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap, "the two thefts' words overlap").toBe(false);
    await group.locator(":scope > .board svg").screenshot({ path: join(shots, "phone-two-robbers-390.png") });
    // A worked example's page shows its pictures tall on a phone, their text as large.
    await site.open("documents/Worked_examples.000-example-3.html");
    const example = await pictureText();
    expect(example).toHaveLength(4);
    for (const p of example) expect(p.smallest, `example 3: ${p.where}`).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
    expect(pageErrors).toEqual([]);
  });

  it("point 3: a shared address carries the answer and the editions comparison, and opens on the answer", async () => {
    // The Z-Man rulebook's placement under C3, 20 outcomes at most, compared with INT-MANDATORY-MOVE read as mandatory.
    await askExample("002-zman-c3-decline#0");
    await page.selectOption("#limit", "20");
    await page.click("#run");
    await page.locator("#answer").waitFor();
    const distinct = await page.locator(".pg-summary").getAttribute("data-distinct");
    await page.selectOption("#compare-reading", "INT-MANDATORY-MOVE=mandatory");
    await page.click("#compare-run");
    const column = page.locator('.pg-compare-counts td[data-variant="INT-MANDATORY-MOVE=mandatory"]');
    await column.waitFor();
    const count = await column.getAttribute("data-count");
    const shared = page.url();
    // Opened afresh (as whoever gets the link), it is on the answer, with the same comparison drawn.
    await page.goto("about:blank");
    await page.goto(shared);
    await page.locator("#answer").waitFor();
    await expectAnswerFirstAndOnScreen("the shared address");
    expect(await page.locator(".pg-summary").getAttribute("data-distinct")).toBe(distinct);
    expect(await page.inputValue("#limit")).toBe("20");
    expect(await page.inputValue("#compare-reading")).toBe("INT-MANDATORY-MOVE=mandatory");
    expect(await column.getAttribute("data-count")).toBe(count);
    expect(await page.locator(".pg-compare-counts td[data-variant]").count()).toBe(6); // five editions and the reading
    expect(page.url()).toBe(shared);
    await page.screenshot({ path: join(shots, "phone-shared-link-390.png") });
    // A change to the situation takes the answer out of the address: the link no longer claims it.
    await page.selectOption("#edition", "C2-HiG");
    const edited = page.url();
    expect(edited).not.toBe(shared);
    await page.goto("about:blank");
    await page.goto(edited);
    await page.locator("#history").waitFor();
    expect(await page.textContent("#address-error")).toBe("");
    expect(await page.inputValue("#edition")).toBe("C2-HiG");
    expect(await page.locator("#answer").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
