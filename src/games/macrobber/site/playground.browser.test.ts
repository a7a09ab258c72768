// End to end in real Chromium: MacRobber's playground page of the built site (the generic shell
// over MacRobber). Start a seeded game, see whose decision it is with every legal option (compared
// with the library's `nextChoice` in Node), pick, follow events, raid with the defender not seeing
// the attacker's face-down card, undo, export the trace and run the oracle's `check` on it, reopen
// the page address, and read it all at 390 px without sideways scrolling. Bad input gets a message
// beside its field. Screenshots go to reports/screenshots/. A missing browser fails; nothing is skipped.

import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type MacRobberEvent,
  type MacRobberState,
  macRobberRules,
  nextEvent,
} from "../../../../spec/macrobber/index.js";
import type { PathStep } from "../../../dsl/index.js";
import { checkGameFile } from "../../../oracle/check.js";
import { renderedText, screenshotDir } from "../../../site/browser-support.js";
import { buildSite, ROOT } from "../../../site/build-site.js";
import { siteInBrowser } from "../../../site/site-in-browser.js";
import { SITE_GAMES } from "../../site/games.js";
import { macRobberGame } from "../index.js";
import { macRobberSpec, nextChoice, play } from "../library/api.js";
import { MACROBBER_PLAYGROUND_HTML } from "./playground-page.js";

const shots = screenshotDir(ROOT);
const PLAYERS = ["ann", "ben", "cat"];
const SEED = 11;

let page: Page;
let base = "";
const site = siteInBrowser(
  async () => {
    // Its own folders, so neither `npm start`'s site nor the other browser tests' builds are touched.
    const built = await buildSite(SITE_GAMES, {
      out: join(ROOT, "reports/macrobber-playground-test/site"),
      pagesDir: join(ROOT, "reports/macrobber-playground-test/pages"),
    });
    if (!existsSync(join(built.out, MACROBBER_PLAYGROUND_HTML))) {
      throw new Error(
        `${MACROBBER_PLAYGROUND_HTML} is not in the built site: MacRobber's extraPages (src/games/macrobber/site/docs-material.ts) must list macRobberPlaygroundPage`,
      );
    }
    return built.out;
  },
  (s) => ({ page, base } = s),
);
const { pageErrors } = site;

/** Open the page; `shared`: keep the pass-the-device screens (the tests that follow every decider from its seat switch them off). */
async function openPlayground(width: number, hash = "", shared = false): Promise<void> {
  await site.open(`${MACROBBER_PLAYGROUND_HTML}${hash}`, { size: { width, height: 900 }, shown: "#shell-setup" });
  if (!shared) await page.uncheck("#shell-shared");
  // typedoc's toolbar is sticky and would cover part of full-page screenshots.
  await page.addStyleTag({ content: ".tsd-page-toolbar { position: static !important; }" });
}

async function start(players: string, seed: string): Promise<void> {
  await page.fill("#shell-players", players);
  await page.fill("#shell-seed", seed);
  await page.click("#shell-start");
}

const text = (selector: string) => renderedText(page.locator(selector).first());
const historyLength = async () => page.locator("#shell-history > ol > li").count();

/** Carry out events nobody decides until a decision is asked. */
async function toNextDecision(): Promise<void> {
  while ((await page.locator("#shell-carry-on").count()) > 0) await page.click("#shell-carry-on");
  await page.waitForSelector(".shell-option");
}

/** Pick the option whose words are exactly `words`, unfolding its group first when it is folded. */
async function pick(words: string): Promise<void> {
  const option = page.locator(`.shell-option:text-is("${words}")`);
  if (!(await option.isVisible()))
    await page.locator(".shell-option-group", { has: option }).locator(":scope > summary").click();
  await option.click();
}

/** No sideways scrolling: the page is no wider than the window. */
async function expectNoOverflow(where: string): Promise<void> {
  // Evaluated in the page (the Node program has no DOM types, so the expression goes as text).
  const [scroll, client] = await page.evaluate<[number, number]>(
    "[document.documentElement.scrollWidth, document.documentElement.clientWidth]",
  );
  expect(scroll, `page width at ${where}`).toBeLessThanOrEqual(client);
}

/** The state after the trace's steps, replayed in Node with the library (not the page's code). */
function stateAfter(trace: string): MacRobberState {
  const [head, ...steps] = trace
    .trimEnd()
    .split("\n")
    .map(
      (l) =>
        JSON.parse(l) as { setup: { players: string[]; seed: number }; event: MacRobberEvent; choices: PathStep[] },
    );
  const spec = macRobberSpec();
  let state = macRobberGame.play.newGame(spec, head!.setup.players, head!.setup.seed) as MacRobberState;
  for (const s of steps) {
    const r = play(spec, state, s.event, s.choices);
    if (!r.ok) throw r.error;
    state = r.state;
  }
  return state;
}

async function exportedTrace(): Promise<string> {
  await page.click("#shell-export-button");
  await page.waitForSelector("#shell-trace:not([hidden])");
  return page.inputValue("#shell-trace");
}

describe("MacRobber playground in Chromium", () => {
  it("is a page of the site, with a link to every MacRobber rule page for the ids it shows", async () => {
    await openPlayground(1300);
    const links = await page.$$eval("#rule-links a", (as) =>
      as.map((a) => ({ id: a.textContent?.trim() ?? "", href: (a as unknown as { readonly href: string }).href })),
    );
    expect(links.map((l) => l.id).sort()).toEqual(macRobberRules.map((r) => r.id).sort());
    const sample = links.find((l) => l.id === "MR-ACT-CHOOSE")!;
    const res = await fetch(sample.href);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("MR-ACT-CHOOSE");
  });

  it("refuses a bad start beside its field, citing the rule", async () => {
    await openPlayground(390);
    await start("ann, ben", "1");
    expect(await text("#shell-players-error")).toContain("3 to 5 players");
    expect(await page.locator("#shell-players-error a.rule-id", { hasText: "MR-PLAYERS" }).count()).toBe(1);
    await start("ann, ben, cat", "twelve");
    expect(await text("#shell-seed-error")).toContain("whole number");
    expect(await page.locator("#shell-game .shell-option").count()).toBe(0);
    await page.screenshot({ path: join(shots, "macrobber-playground-bad-start-390.png"), fullPage: true });
  });

  it("plays a seeded game: who decides, every legal option in words, the effects with rule links, the table from the decider's seat", async () => {
    await openPlayground(390);
    await start(PLAYERS.join(", "), String(SEED));
    await toNextDecision();
    // Ann's phase 2: the page's decision against the library's, asked in Node for the same state.
    const state = stateAfter(await exportedTrace());
    const asked = nextChoice(macRobberSpec(), state)!;
    const decision = page.locator("#shell-decision");
    expect(await decision.getAttribute("data-actor")).toBe(asked.actor);
    expect(await decision.getAttribute("data-rule")).toBe(asked.rule);
    expect(await text(".shell-question")).toBe(asked.question);
    const options = await page.locator(".shell-option").allTextContents();
    expect(options.length).toBe(asked.options.length);
    for (const o of options) expect(o, o).toMatch(/^ann [a-z]/);
    for (const o of options) expect(o, o).not.toMatch(/[{}[\]"]/);
    expect(await page.locator("#shell-decision a.rule-id", { hasText: asked.rule }).count()).toBe(1);
    // The table from ann's seat: her own cards, the others' only counted; the referee sees all.
    expect(await page.locator("#shell-table").getAttribute("data-viewer")).toBe("ann");
    const hand = (p: string) => renderedText(page.locator(`.shell-clan[data-player="${p}"] dd`).nth(3));
    const cards = (p: string) => state.clans[p]!.hand.flatMap((n, i) => Array<number>(n).fill(i + 1)).join(", ");
    expect(await hand("ann")).toBe(`4 cards: ${cards("ann")}`);
    expect(await hand("ben")).toBe("4 cards (hidden)");
    await page.check("#shell-referee");
    await page.click("#shell-referee-yes");
    expect(await hand("ben")).toBe(`4 cards: ${cards("ben")}`);
    expect(await page.locator("#shell-table").getAttribute("data-viewer")).toBe("");
    await page.uncheck("#shell-referee");
    await expectNoOverflow("ann's phase 2");
    await page.screenshot({ path: join(shots, "macrobber-playground-decision-390.png"), fullPage: true });

    // Take one warrior: the event ends, its effects are listed with linked rule ids, phase 3 comes next.
    await pick("ann takes 1 warrior into the court (1 yellow token, drawing a card)");
    await page.waitForSelector("#shell-last");
    expect(await text("#shell-last h2")).toContain("phase 2");
    const effects = page.locator("#shell-last .shell-effects > li");
    expect(await effects.count()).toBeGreaterThan(1);
    for (const li of await effects.all())
      expect(await li.locator("a.rule-id").count(), await renderedText(li)).toBeGreaterThan(0);
    expect(await text("#shell-last")).toContain("ann takes 1 warrior into the court");
    const href = await page
      .locator("#shell-last a.rule-id", { hasText: "MR-ACT-WARRIORS" })
      .first()
      .evaluate((a) => (a as unknown as { readonly href: string }).href);
    expect((await fetch(href)).status).toBe(200);
    expect(await text("#shell-now h2")).toContain("phase 3");
    expect(await page.locator("#shell-decision").getAttribute("data-rule")).toBe("MR-PHASE3-CHOICE");
  });

  it("raids with the attacker's card face down to the defender, undoes an event, and exports a trace that check accepts", async () => {
    // Continues the game of the test above: ann is to raid, exchange or pass.
    await pick("ann raids ben");
    const attack = (await page.locator(".shell-option").allTextContents())[0]!;
    await pick(attack);
    // Now ben defends: from his seat, ann's card of this round is face down.
    expect(await page.locator("#shell-decision").getAttribute("data-actor")).toBe("ben");
    expect(await page.locator("#shell-table").getAttribute("data-viewer")).toBe("ben");
    const soFar = await page.locator("#shell-so-far li").allInnerTexts();
    expect(soFar[0]).toBe("ann raids ben");
    expect(soFar[1]).toMatch(/^ann lays a card face down/);
    expect(soFar[1]).not.toContain(attack.replace(/^ann attacks with /, ""));
    await page.screenshot({ path: join(shots, "macrobber-playground-raid-390.png"), fullPage: true });
    // Take the pick back and lay it again: the same decision comes back.
    await page.click("#shell-take-back");
    expect(await page.locator("#shell-decision").getAttribute("data-actor")).toBe("ann");
    // Lay the card again and fight the raid to its end, always with the first option, until ben's turn starts.
    await pick(attack);
    for (let i = 0; i < 20 && !(await text("#shell-now h2")).includes("phase 1"); i++)
      await page.locator(".shell-option").first().click();
    expect(await text("#shell-last h2")).toContain("phase 3");
    expect(await page.locator("#shell-last .shell-effects li[data-type='raid']").count()).toBe(1);
    await toNextDecision();
    const before = await historyLength();
    expect(before).toBeGreaterThanOrEqual(4);
    const decisionBefore = await text("#shell-decision .shell-question");

    // Undo the last event: one event fewer, and it is asked again.
    await page.click("#shell-undo");
    expect(await historyLength()).toBe(before - 1);
    await page.waitForSelector("#shell-carry-on, .shell-option");
    await toNextDecision();
    expect(await historyLength()).toBe(before);
    expect(await text("#shell-decision .shell-question")).toBe(decisionBefore);

    // The exported trace conforms under the oracle's check, one step per event played.
    const trace = await exportedTrace();
    const lines = trace.trimEnd().split("\n");
    expect(JSON.parse(lines[0]!).format).toBe("macrobber-trace/1");
    expect(lines.length - 1).toBe(await historyLength());
    const dir = mkdtempSync(join(tmpdir(), "mr-playground-trace-"));
    try {
      const file = join(dir, "session.jsonl");
      writeFileSync(file, trace);
      const checked = await checkGameFile(macRobberGame, file);
      expect(checked.status).toBe("conforms");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(nextEvent(stateAfter(trace))).not.toBeNull();
    await expectNoOverflow("after the raid");
    await page.screenshot({ path: join(shots, "macrobber-playground-history-390.png"), fullPage: true });
  });

  it("reopens the page address exactly as it was, at 390 px and 1366 px", async () => {
    const address = page.url();
    expect(address).toContain("#");
    const events = await historyLength();
    const status = await text("#shell-status");
    const question = await text("#shell-decision .shell-question");
    const other = await page.context().newPage();
    try {
      await other.setViewportSize({ width: 390, height: 900 });
      await other.goto(address);
      // A reopened game on one device starts behind the pass screen: the address does not say who holds it.
      await other.click("#shell-pass-confirm");
      await other.waitForSelector(".shell-option");
      expect(await other.locator("#shell-history > ol > li").count()).toBe(events);
      expect(await renderedText(other.locator("#shell-status"))).toBe(status);
      expect(await renderedText(other.locator("#shell-decision .shell-question"))).toBe(question);
      expect(await other.inputValue("#shell-players")).toBe(PLAYERS.join(", "));
      expect(await other.inputValue("#shell-seed")).toBe(String(SEED));
      await other.setViewportSize({ width: 1366, height: 900 });
      await other.screenshot({ path: join(shots, "macrobber-playground-1366.png"), fullPage: true });
      // A damaged address gets a message, not a broken page.
      await other.goto(`${base}/${MACROBBER_PLAYGROUND_HTML}#not-a-session!`);
      await other.waitForSelector("#shell-error:not(:empty)");
      expect(await renderedText(other.locator("#shell-error"))).toContain("does not hold a playground session");
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it("issue 36, point 11: phase 2's options fold by action, numbered 1, 2, 3... as shown; the picks of the event being decided are in the address", async () => {
    await openPlayground(390);
    await start(PLAYERS.join(", "), String(SEED));
    await toNextDecision();
    const size = Number(await page.locator("#shell-decision").getAttribute("data-size"));
    expect(size).toBeGreaterThan(20);
    // Numbered in the order shown, across the groups: 1, 2, 3..., not the rules' order (1, 16, 17...).
    const numbers = await page.$$eval("#shell-decision .shell-options > li", (lis) =>
      lis.map((li) => (li as unknown as { value: number }).value),
    );
    expect(numbers).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    // Folded by action, the first open: the groups' headings come before most options on a phone.
    const groups = page.locator(".shell-option-group");
    const count = await groups.count();
    expect(count).toBeGreaterThan(1);
    expect(await page.locator(".shell-option-group[open]").count()).toBe(1);
    expect(await page.locator(".shell-option:visible").count()).toBeLessThan(size);
    for (let g = 0; g < count; g++) {
      const summary = (await groups.nth(g).locator(":scope > summary").boundingBox())!;
      expect(summary.height).toBeGreaterThanOrEqual(24);
    }
    const last = groups.nth(count - 1);
    await last.locator(":scope > summary").click();
    expect(await last.locator(".shell-option").first().isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, "macrobber-grouped-options-390.png") });
    await expectNoOverflow("the folded options");
    // Phase 3: ann raids ben and lays a card; ben decides next, two picks into the event.
    await pick("ann takes 1 warrior into the court (1 yellow token, drawing a card)");
    await page.waitForSelector("#shell-decision[data-rule='MR-PHASE3-CHOICE']");
    await pick("ann raids ben");
    await pick((await page.locator(".shell-option").allTextContents())[0]!);
    await page.waitForSelector("#shell-decision[data-actor='ben']");
    const soFar = await page.locator("#shell-so-far li").allInnerTexts();
    expect(soFar).toHaveLength(2);
    const options = await page.locator(".shell-option").allTextContents();
    const address = page.url();
    const other = await page.context().newPage();
    try {
      await other.setViewportSize({ width: 390, height: 900 });
      await other.goto(address);
      // On one device the reopened event goes to ben's seat first, then on from the two picks.
      await other.click("#shell-pass-confirm");
      await other.waitForSelector("#shell-decision[data-actor='ben']");
      expect(await other.locator("#shell-so-far li").allInnerTexts()).toEqual(soFar);
      expect(await other.locator(".shell-option").allTextContents()).toEqual(options);
      // Taking a pick back takes it out of the address too.
      await other.click("#shell-take-back");
      await expect.poll(() => other.url()).not.toBe(address);
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it("at a shared device (item 4): a pass screen between two players hides the table, take back never reopens another seat's pick, the referee's view asks first, the status says who decides in words, phase 2's options grouped under the hand and tokens", async () => {
    await openPlayground(390, "", true);
    await start(PLAYERS.join(", "), String(SEED));
    const passTo = async (player: string) => {
      await page.waitForSelector("#shell-pass");
      expect(await page.locator("#shell-pass").getAttribute("data-next")).toBe(player);
      expect(await text("#shell-pass h2")).toBe(`Pass the device to ${player}`);
      // Nothing of the table, the decision or the picks so far is on the screen.
      expect(
        await page.locator("#shell-table, #shell-decision, #shell-so-far, .shell-clan, #shell-history").count(),
      ).toBe(0);
    };
    await passTo("ann");
    await page.click("#shell-pass-confirm");
    await toNextDecision();
    // Phase 2: the status in words naming who decides, the options grouped by action under ann's hand and drawn tokens.
    const status = await text("#shell-status");
    expect(status).toMatch(/^Round 1: ann acts with the drawn tokens \(phase 2\); ann decides now\. Points: /);
    expect(status).not.toMatch(/take-tokens|raid-or-exchange|[{}]/);
    expect(await page.locator(".shell-option-group").count()).toBeGreaterThan(1);
    expect(await text("#shell-holding")).toMatch(/ann's hand\s+4 cards: /);
    expect(await text("#shell-holding")).toContain("Drawn tokens");
    const grouped = await page.locator(".shell-option-group .shell-option").count();
    expect(grouped).toBe(Number(await page.locator("#shell-decision").getAttribute("data-size")));
    await pick("ann takes 1 warrior into the court (1 yellow token, drawing a card)");
    await page.waitForSelector("#shell-decision[data-rule='MR-PHASE3-CHOICE']");
    expect(await text("#shell-status")).toMatch(
      /^Round 1: ann raids, exchanges or passes \(phase 3\); ann decides now\./,
    );
    await pick("ann raids ben");
    await pick((await page.locator(".shell-option").allTextContents())[0]!);
    // Ben defends: the device goes to him first.
    await passTo("ben");
    await page.screenshot({ path: join(shots, "macrobber-pass-the-device-390.png"), fullPage: true });
    await page.click("#shell-pass-confirm");
    expect(await page.locator("#shell-decision").getAttribute("data-actor")).toBe("ben");
    expect(await text("#shell-status")).toMatch(/ben decides now, not ann\./);
    expect((await page.locator("#shell-so-far li").allInnerTexts())[1]).toMatch(/^ann lays a card face down/);
    // Ben takes back ann's pick: the device goes back to ann before her card is shown.
    await page.click("#shell-take-back");
    await passTo("ann");
    expect(await page.locator(".shell-option").count()).toBe(0);
    await page.click("#shell-pass-confirm");
    expect(await page.locator("#shell-decision").getAttribute("data-actor")).toBe("ann");
    // The referee's view asks before it shows every hand.
    const benHand = () => renderedText(page.locator('.shell-clan[data-player="ben"] dd').nth(3));
    await page.check("#shell-referee");
    await page.waitForSelector("#shell-referee-confirm");
    expect(await benHand()).toBe("4 cards (hidden)");
    await page.click("#shell-referee-yes");
    expect(await benHand()).toMatch(/^4 cards: \d/);
    await expectNoOverflow("the pass screen");
    expect(pageErrors).toEqual([]);
  });
});
