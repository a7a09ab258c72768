// The generated pages come from the data: a page for every rule id with the spec's own statement
// and sources, the edition table from compareEditions, the interpretation register, the decision
// pages, a page per worked example with its pictures, the traceability rows and the mutation score
// when reported; and MacRobber's pages come from the same generators, with the same sections.

import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { macRobberDecisions, macRobberMisreadings } from "../../../spec/macrobber/index.js";
import { interpretations, robbersDecisions, robbersMisreadings, robbersRules } from "../../../spec/robbers/index.js";
import inventory from "../../../spec/robbers/inventory.json" with { type: "json" };
import { md } from "../../docs/markdown.js";
import { isFileName, readableSection, sourceLabel, sourceTitle } from "../../docs/source-documents.js";
import type { Interpretation } from "../../dsl/index.js";
import { ROOT } from "../../site/build-site.js";
import { sitePages, writePages } from "../../site/generate.js";
import { API_INDEX, API_SECTION, rulesFirstNavigation, SECTION_OVERVIEW } from "../../site/pages/navigation.js";
import { readPerformance } from "../../site/pages/performance.js";
import { pageHeading, pageWords } from "../../site/pages/search-title.js";
import { loadSiteData, readMutation } from "../../site/site-data.js";
import { traceability } from "../../trace/traceability.js";
import { compareEditions } from "../robbers/library/editions.js";
import { SITE_GAMES } from "./games.js";

const data = await loadSiteData(ROOT, SITE_GAMES);
const [robbers, macRobber] = data.games as [(typeof data.games)[number], (typeof data.games)[number]];
const site = sitePages(data);
const pages = new Map(site.pages.map((p) => [p.path, p.content]));
const page = (path: string) => {
  const content = pages.get(path);
  if (content === undefined) throw new Error(`no page ${path}`);
  return content;
};

describe("generated site pages", () => {
  it("has a page for every inventory id and every rule, interpretation and edition of the spec", () => {
    for (const id of [...inventory.ids, ...robbersRules.map((r) => r.id)])
      expect(pages.has(`rules/${id}.md`), id).toBe(true);
    // The rules index names each of them as a child page.
    for (const r of robbersRules) expect(page("rules.md")).toContain(`  - ./rules/${r.id}.md`);
  });

  it("puts the spec's own statement, sources and editions on each rule page", () => {
    for (const r of robbersRules) {
      const content = page(`rules/${r.id}.md`);
      expect(content).toContain(`> ${md(r.statement)}`);
      for (const s of r.sources)
        expect(content).toContain(
          isFileName(s.file) ? `${sourceLabel(s)}<br><small>\`${s.file}\`</small>` : `| ${sourceLabel(s)} |`,
        );
      for (const e of r.editions ?? []) expect(content).toContain(`[${e}]`);
    }
    expect(page("rules/RB-PLACE-NEXT.md")).toContain("Applies only in these editions: [C1-HiG]");
  });

  it("names each source by its document and section in words, with the file name as the detail", () => {
    // shared/sources/README.md: 000 is the community wiki page, 002 the Z-Man rulebook's first OCR copy.
    expect(page("rules/RB-STEAL-HALF.md")).toContain(
      "| Community wiki page on The Robbers, §3 Stealing points<br><small>`000_a7d76b9e95343162.txt`</small> | — |",
    );
    expect(page("rules/RB-STEAL-HALF.md")).toContain(
      "| Z-Man first-edition rulebook (first scanned copy), Robbing points<br><small>`002_7bd93a4d62609df1.txt`</small> |",
    );
    // A footnote is spelled out, also in a ruling; a bare section number gets the document's name for it.
    expect(page("rules/RB-PLACE-TARGET.md")).toContain(
      "| Community wiki page on The Robbers, §1 Placing a tile<br><small>`000_a7d76b9e95343162.txt`</small> | 5/2013 (footnote 1) |",
    );
    expect(readableSection("000_a7d76b9e95343162.txt", "fn2, fn3, fn4")).toBe("footnote 2, footnote 3, footnote 4");
    expect(readableSection("001_17311e0db881bde2.txt", "§1")).toBe("§1 Placing a robber tile");
    expect(readableSection("000_a7d76b9e95343162.txt", "§1 (placement target)")).toBe(
      "§1 Placing a tile (placement target)",
    );
    expect(readableSection("000_a7d76b9e95343162.txt", "§1 Q&A")).toBe("§1 Q&A");
    // Every document either ruleset cites has a title, so no page shows a bare file name as the source.
    const cited = new Set(
      [...robbers.rules, ...macRobber.rules]
        .flatMap((r) => [
          ...r.sources,
          ...(r.kind === "interpretation" ? (r as Interpretation).readings.flatMap((x) => x.sources) : []),
        ])
        .map((s) => s.file),
    );
    for (const file of [...cited].filter(isFileName)) expect(sourceTitle(file), file).not.toBe(file);
    // A named outside document is its own title, with no file detail.
    expect(page("rules/MS-DARK-DRAW.md")).toContain(
      "| The Messages rules (community wiki page, via RULES-INVENTORY.md), dark spaces | — |",
    );
    expect(page("macrobber/rules/MR-SCORE-BLUE.md")).toContain("MacRobber rulebook (Queen Games, 2005), ");
    // No page keeps the old form: the file name as the source's only name.
    for (const [path, content] of pages) expect(content, path).not.toMatch(/\| file \| section \|/);
  });

  it("links each rule to the interpretations touching it, the worked examples and the properties", () => {
    expect(page("rules/RB-PLACE-NEXT.md")).toMatch(
      /\[INT-DECLINE-PASSES\]\(\.\.\/rules\/INT-DECLINE-PASSES\.md\): its question or readings name this rule/,
    );
    expect(page("rules/RB-PLACE-MOVE.md")).toMatch(
      /\[INT-MANDATORY-MOVE\][^\n]*exception over a decision based on this rule \(`activeMove`\)/,
    );
    const half = traceability(robbers).find((r) => r.id === "RB-STEAL-HALF")!;
    for (const f of half.fixtures) expect(page("rules/RB-STEAL-HALF.md")).toContain(`[${f}](../examples/${f}.md)`);
    for (const p of half.properties) expect(page("rules/RB-STEAL-HALF.md")).toContain(`[${p}](../properties.md#${p})`);
  });

  it("builds the edition table from compareEditions, each side linked to its rules", () => {
    const editions = page("editions.md");
    for (const d of compareEditions("C2-ZMan", "C3")) {
      for (const side of [d.a, d.b])
        expect(editions).toContain(
          `\`${String(side.value)}\` (${side.by.map((id) => `[${id}](./rules/${id}.md)`).join(", ")})`,
        );
    }
    expect(editions).toContain("### C2-ZMan vs C3");
    expect(editions).toContain("### Under INT-MANDATORY-MOVE = `mandatory`");
  });

  it("registers every interpretation with its default and how to select each other reading", () => {
    const register = page("interpretations.md");
    for (const i of interpretations) {
      expect(register).toContain(`## ${i.id}`);
      expect(register).toContain(`**Default:** \`${i.defaultReading}\``);
      for (const r of i.readings.filter((x) => x.id !== i.defaultReading))
        expect(register).toContain(`robbersSpec({ interpretations: { "${i.id}": "${r.id}" } })`);
    }
  });

  it("draws worked example 3 before its moment and after each of its three options", () => {
    const ex3 = page("examples/000-example-3.md");
    // Each picture twice: wide for a page, tall for a phone (the stylesheet shows one).
    expect(ex3.match(/<svg class="scoreboard wide"/g)).toHaveLength(4);
    expect(ex3.match(/<svg class="scoreboard tall"/g)).toHaveLength(4);
    expect(ex3).toContain('data-kind="robber" data-player="blue" data-square="24"');
    expect(ex3).toMatch(/### Option 2: your messenger scores your road/);
    // The effect's words are the library's (describeEffect); its rule ids link to their pages.
    expect(ex3).toMatch(
      /blue's robber on space 24 steals 4 [^\n]*: [^\n]*\[RB-STEAL-HALF\]\(\.\.\/rules\/RB-STEAL-HALF\.md\)/,
    );
    for (const fixture of robbers.fixtures.list) expect(pages.has(`examples/${fixture.id}.md`), fixture.id).toBe(true);
  });

  it("lists every traceability row and embeds the moments the playground can load", () => {
    const trace = page("traceability.md");
    for (const r of traceability(robbers)) expect(trace).toContain(`| [${r.id}](./rules/${r.id}.md) |`);
    const json = /<script type="application\/json" id="robbers-examples">(.*?)<\/script>/s.exec(
      page("playground.md"),
    )![1]!;
    const keys = (JSON.parse(json) as { key: string }[]).map((e) => e.key);
    expect(keys).toContain("000-example-3#0");
  });

  it("shows each ruleset's own mutation score once docs/mutation.md exists", () => {
    const dir = mkdtempSync(join(tmpdir(), "mutation-"));
    expect(readMutation(dir)).toBeNull();
    mkdirSync(join(dir, "docs"));
    writeFileSync(
      join(dir, "docs/mutation.md"),
      "# Mutation testing\n\n## The Robbers\n\n**Mutation score of `spec/robbers/`: 91.5%** (183 of 200 mutants killed or timed out; target 90%).\n\n## MacRobber\n\n**Mutation score of `spec/macrobber/`: 95.0%** (190 of 200 mutants killed or timed out; target 90%).\n",
    );
    const m = readMutation(dir)!;
    expect(m.summaries).toEqual({
      robbers: "Mutation score of `spec/robbers/`: 91.5% (183 of 200 mutants killed or timed out; target 90%).",
      macrobber: "Mutation score of `spec/macrobber/`: 95.0% (190 of 200 mutants killed or timed out; target 90%).",
    });
    const withReport = new Map(sitePages({ ...data, mutation: m }).pages.map((p) => [p.path, p.content]));
    expect(withReport.get("traceability.md")).toContain("91.5%");
    expect(withReport.get("traceability.md")).not.toContain("95.0%");
    expect(withReport.get("macrobber/traceability.md")).toContain("95.0%");
    expect(withReport.get("macrobber/traceability.md")).not.toContain("91.5%");
    expect(withReport.get("mutation.md")).toContain("183 of 200");
    // A ruleset no run mutated says so instead of quoting another's score.
    const robbersOnly = { summaries: { robbers: m.summaries.robbers! }, markdown: m.markdown };
    const pages = new Map(sitePages({ ...data, mutation: robbersOnly }).pages.map((p) => [p.path, p.content]));
    expect(pages.get("macrobber/traceability.md")).toContain("No mutation run covers this ruleset yet");
  });

  it("shows what the playground can do on the home page, with the screenshots of docs/images when they exist", () => {
    const home = (images: readonly string[]) =>
      sitePages({ ...data, images }).pages.find((p) => p.path === "home.md")!.content;
    const withShots = home([
      join(ROOT, "docs/images/playground-answer.png"),
      join(ROOT, "docs/images/playground-group.png"),
    ]);
    expect(withShots).toContain("## Ask the playground");
    expect(withShots).toContain("](images/playground-answer.png)");
    expect(withShots).toContain("](images/playground-group.png)");
    // Each screenshot is a link to the playground it shows, with a caption (issue 26: they looked like live links).
    expect(withShots).toMatch(
      /\[!\[[^\]]+\]\(images\/playground-answer\.png\)\]\(documents\/Playground\.html\)\n\*[^*]+\*/,
    );
    for (const kind of ["bag tile", "scoring moment", "backward move", "editions side by side", "robbers check"])
      expect(withShots).toContain(kind);
    expect(home([])).not.toContain("](images/");
  });

  it("shows on an interpretation's page what the exhaustive check found under its other readings, with the shortest counterexample", () => {
    const page = sitePages(data).pages.find((p) => p.path === "rules/INT-BACK-STAY-OWN.md")!.content;
    expect(page).toContain("## What the other readings do to the invariants");
    expect(page).toMatch(/### `any-figure`: breaks [^\n]*beside another player's figure/);
    expect(page).toContain("fixtures/counterexamples/int-back-stay-own-any-figure.trace.json");
    expect(page).toContain('"format": "robbers-trace/1"');
    const quiet = sitePages(data).pages.find((p) => p.path === "rules/INT-ZERO-POINTS.md")!.content;
    expect(quiet).toMatch(/### `used-up`: no invariant breaks[\s\S]*0 violations/);
  });

  it("publishes the benchmark report with its charts beside it, as a child of the traceability page", () => {
    const dir = mkdtempSync(join(tmpdir(), "performance-"));
    expect(readPerformance(dir)).toBeNull();
    mkdirSync(join(dir, "docs/performance"), { recursive: true });
    writeFileSync(join(dir, "docs/performance.md"), "# Performance\n\n![check time](performance/check-time.svg)\n");
    writeFileSync(join(dir, "docs/performance/check-time.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const perf = readPerformance(dir)!;
    const withReport = new Map(sitePages({ ...data, performance: perf }).pages.map((p) => [p.path, p.content]));
    expect(withReport.get("performance.md")).toContain("](performance/check-time.svg)");
    expect(withReport.get("traceability.md")).toMatch(/children:[\s\S]*performance\.md/);
    const pages = join(dir, "pages");
    writePages({ ...data, performance: perf }, pages);
    expect(existsSync(join(pages, "performance/check-time.svg"))).toBe(true);
  });
});

it("makes the main game's sections and each other game's top page the top-level documents", () => {
  // Rules first: the rule sections and the other ruleset before how they are checked.
  expect(site.topLevel).toEqual([
    "rules.md",
    "editions.md",
    "interpretations.md",
    "decisions.md",
    "examples.md",
    "playground.md",
    // Each other game's top page, in the registry's order (MacRobber, Dice Race, then any game added).
    ...SITE_GAMES.slice(1).map((g) => `${g.id}.md`),
    "traceability.md",
    "properties.md",
  ]);
  expect(SITE_GAMES.map((g) => g.id).slice(0, 3)).toEqual(["robbers", "macrobber", "dicerace"]);
});

describe("common mistakes on rule pages", () => {
  it("shows each misreading under its rule with the smallest vector where it bites, worked out both ways", () => {
    const half = page("rules/RB-STEAL-HALF.md");
    expect(half).toContain("## Common mistakes");
    expect(half).toContain("### rounds down (`MIS-STEAL-ROUNDS-DOWN`)");
    // 5 points: the rules take 3, the mistake 2 (RB-STEAL-HALF: half, rounded up).
    expect(half).toMatch(
      /Under the rules:\n\n(- .*\n)*- blue's robber on space \d+ steals 3 \(half of 5, rounded up\)/,
    );
    expect(half).toMatch(
      /Under the mistake:\n\n(- .*\n)*- blue's robber on space \d+ steals 2 \(half of 5, rounded down\)/,
    );
    // A rule nobody misreads has no such section.
    expect(page("rules/RB-SETUP-TILES.md")).not.toContain("## Common mistakes");
    for (const m of robbersMisreadings) expect(page(`rules/${m.rule}.md`)).toContain(`(\`${m.id}\`)`);
  });
});

describe("words a player uses on rule and decision pages (issue 36, point 8)", () => {
  /** A page's part for players: all before its section for engine authors (which every rule and decision page has). */
  const forPlayers = (content: string) => {
    const at = content.indexOf("\n## For engine authors\n");
    expect(at, "the page has a section for engine authors").toBeGreaterThan(0);
    return content.slice(0, at);
  };
  it("keeps conformance vectors, handler steps and formulas out of what players read, in a section for engine authors", () => {
    for (const r of robbersRules) {
      const content = page(`rules/${r.id}.md`);
      expect(forPlayers(content), r.id).not.toMatch(
        /conformance vector|handler|\bs1-\d{4}\b|ceil\(|## Enforced by|## Exercised by/,
      );
    }
    // RB-PLACE-NEXT: a misreading (every player places) caught by vectors, enforced by a handler step.
    const next = page("rules/RB-PLACE-NEXT.md");
    expect(forPlayers(next)).toContain("### every player places (`MIS-PLACE-EVERYONE`)");
    expect(forPlayers(next)).toMatch(/## Worked examples\n\nSituations that show it[^\n]*\[001-follow-up-decline\]/);
    const engine = next.slice(next.indexOf("\n## For engine authors\n"));
    expect(engine).toMatch(/### Enforced by\n\nThe handler steps/);
    expect(engine).toMatch(
      /#### every player places \(`MIS-PLACE-EVERYONE`\)\n\nWhere it bites: \d+ conformance vectors/,
    );
    expect(engine).toMatch(/- Conformance vectors \(`fixtures\/vectors\/`\): \d+ exercise it/);
    expect(page("rules/RB-STEAL-HALF.md")).toContain("half of p, rounded up");
  });
  it("tells a worked example's picks and effects in a player's words: awards from 1, no JSON, no '#0' or '(rogue)'", () => {
    const example = page("examples/000-example-3.md");
    expect(example).toContain("| 1 | green | 3 | a feature | road |");
    expect(example).toContain(
      "- green scores award 1 (3 points, road) with the messenger, then award 2 (6 points, city) with the messenger",
    );
    expect(example).toMatch(/- blue's meeple records the 2 points stolen: 44 → 46: decided by/);
    expect(example).toContain("The awards are numbered 1 Green's road");
    for (const page_ of [...pages.keys()].filter((p) => p.startsWith("examples/")).map(page)) {
      const told = page_.replace(/<svg[\s\S]*?<\/svg>/g, "");
      // A source's own section name ("Example #3") keeps its number sign.
      expect(told).not.toMatch(/(?<!Example )\\#\d|\(rogue\)|"figure"|"victim"|award\(s\)|outcome\(s\)/);
    }
  });
  it("says what a decision is without the handlers' name for it, which is for engine authors", () => {
    for (const key of Object.keys(robbersDecisions)) {
      const content = page(`decisions/${key}.md`);
      expect(forPlayers(content), key).not.toMatch(/handler/i);
      expect(content).toContain(`The ruleset's handlers read this decision as \`${key}\``);
    }
    expect(page("decisions.md")).not.toMatch(/handler/i);
  });
});

describe("decision pages", () => {
  it("lists every decision with its base rule and each exception's value, linked to their rule pages", () => {
    for (const [key, d] of Object.entries(robbersDecisions)) {
      const content = page(`decisions/${key}.md`);
      expect(page("decisions.md")).toContain(`  - ./decisions/${key}.md`);
      expect(content).toContain(`[${d.base.rule}](../rules/${d.base.rule}.md) gives \`${String(d.base.value)}\``);
      for (const e of d.exceptions)
        if (!e.misreads)
          expect(content).toContain(`| [${e.id}](../rules/${e.id}.md) | ${md(e.label)} | \`${String(e.value)}\` |`);
    }
    expect(page("rules/RB-PLACE-NEXT.md")).toContain("| [followUp](../decisions/followUp.md) |");
  });

  it("shows a misreading as a known mistake about its rule, never as a rule page of its own", () => {
    const content = page("decisions/stealRounding.md");
    expect(content).toContain(
      "| `MIS-STEAL-ROUNDS-DOWN` (a known mistake about [RB-STEAL-HALF](../rules/RB-STEAL-HALF.md), never the rules) | misreading: rounds down | `down` |",
    );
    expect(content).not.toContain("rules/MIS-");
  });
});

it("says which handler steps enforce a rule", () => {
  const half = traceability(robbers).find((r) => r.id === "RB-STEAL-HALF")!;
  expect(half.enforcedBy.length).toBeGreaterThan(0);
  for (const place of half.enforcedBy) {
    const [handler, step] = place.split("/");
    expect(page("rules/RB-STEAL-HALF.md")).toContain(
      step === undefined ? `handler \`${handler}\`` : `handler \`${handler}\`, step \`${step}\`:`,
    );
  }
});

describe("MacRobber pages", () => {
  it("has a top page whose children are its sections, and a rule page for every MR rule with its statement and sources", () => {
    const top = page("macrobber.md");
    for (const section of [
      "rules",
      "interpretations",
      "decisions",
      "examples",
      "walkthrough",
      "traceability",
      "properties",
    ])
      expect(top).toContain(`  - ./macrobber/${section}.md`);
    for (const r of macRobber.rules) {
      expect(page("macrobber/rules.md")).toContain(`  - ./rules/${r.id}.md`);
      const content = page(`macrobber/rules/${r.id}.md`);
      expect(content).toContain(`> ${md(r.statement)}`);
      for (const s of r.sources) expect(content).toContain(md(s.section));
    }
    for (const f of macRobber.fixtures.list) expect(pages.has(`macrobber/examples/${f.id}.md`), f.id).toBe(true);
    expect(page("macrobber/traceability.md")).toContain(
      `Every one of the ${macRobber.rules.length} inventory ids has a rule, a source, and at least one property or worked example.`,
    );
  });

  it("gives MacRobber rule pages the same sections as The Robbers' (no editions: it has none), with what its readings do to the invariants", () => {
    const sections = (content: string) => [...content.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
    // RB-STEAL-MULTI, like MR-SCORE-BLUE, is touched by readings; it is also the base of a decision only a
    // misreading changes (multiRobbers). Sections a misreading brings (its decision, the common mistakes)
    // are compared without.
    const mistaken = ["Decisions it takes part in", "Common mistakes"];
    expect(sections(page("macrobber/rules/MR-SCORE-BLUE.md")).filter((s) => !mistaken.includes(s!))).toEqual(
      sections(page("rules/RB-STEAL-MULTI.md")).filter((s) => s !== "Editions" && !mistaken.includes(s!)),
    );
    expect(sections(page("macrobber/rules/MR-INT-RED-AREA.md"))).toEqual(
      sections(page("rules/INT-ZERO-POINTS.md")).filter((s) => s !== "Editions"),
    );
    // The readings run found that no refill after a raid leaves a clan short of cards (fixtures/macrobber/counterexamples/).
    const refill = page("macrobber/rules/MR-INT-RAID-REFILL.md");
    expect(refill).toContain("`npm run verify:exhaustive -- --game macrobber`");
    expect(refill).toMatch(
      /### `no-refill`: breaks mr-warriors-and-hands: at least 3 warriors and exactly one card per warrior/,
    );
    expect(refill).toContain("fixtures/macrobber/counterexamples/mr-int-raid-refill-no-refill.trace.json");
    expect(refill).toMatch(/### `five-and-two`: no invariant breaks/);
    expect(page("macrobber/rules/MR-SCORE-BLUE.md")).toContain("## Decisions it takes part in");
    expect(page("macrobber/rules/MR-SCORE-BLUE.md")).toMatch(
      /## Worked examples\n\n[^\n]*\[blue-ralf\]\(\.\.\/examples\/blue-ralf\.md\)/,
    );
  });

  it("has a decision page for every MacRobber decision, with the base reading and each other reading", () => {
    for (const [key, d] of Object.entries(macRobberDecisions)) {
      const content = page(`macrobber/decisions/${key}.md`);
      expect(content).toContain(`[${d.base.rule}](../rules/${d.base.rule}.md) gives \`${String(d.base.value)}\``);
      for (const e of d.exceptions) expect(content).toContain(`\`${String(e.value)}\``);
    }
    // Each misreading shows on its decision's page as a known mistake about the rule it misreads.
    for (const m of macRobberMisreadings)
      expect(page(`macrobber/decisions/${m.decision}.md`)).toContain(
        `| \`${m.id}\` (a known mistake about [${m.rule}](../rules/${m.rule}.md), never the rules) | misreading: ${m.title} | \`${String(m.value)}\` |`,
      );
    expect(macRobberMisreadings.length).toBeGreaterThanOrEqual(5);
  });

  it("shows the rulebook's blue-token example with Ralf's 4 points, citing MR-SCORE-BLUE", () => {
    const ralf = page("macrobber/examples/blue-ralf.md");
    expect(ralf).toContain("Worked example printed in the rulebook");
    expect(ralf).toMatch(
      /`points` `\{"player":"ralf","delta":4,"reason":"blue"\}`, citing .*\[MR-SCORE-BLUE\]\(\.\.\/rules\/MR-SCORE-BLUE\.md\)/,
    );
    expect(ralf).toContain("| ralf | 4 / 3 / 0 |");
  });

  it("lists every interpretation with its default and how to select each other reading in the register", () => {
    const register = page("macrobber/interpretations.md");
    for (const i of macRobber.rules.filter((r): r is Interpretation => r.kind === "interpretation")) {
      expect(register).toContain(`## ${i.id}`);
      expect(register).toContain(`**Default:** \`${i.defaultReading}\``);
      for (const r of i.readings.filter((x) => x.id !== i.defaultReading))
        expect(register).toContain(`macRobberSpec({ interpretations: { "${i.id}": "${r.id}" } })`);
    }
    expect(register).toContain("`30` **(default)**");
  });

  it("lists every property of the MacRobber registry on its properties page", () => {
    for (const p of macRobber.properties.entries) expect(page("macrobber/properties.md")).toContain(`## ${p.name}`);
  });
});

describe("MacRobber walkthrough", () => {
  it("plays the seeded game's first round event by event, naming who decides under which rule", () => {
    const walk = page("macrobber/walkthrough.md");
    expect(walk).toContain("## 1. `take-tokens` (`ann` to play)");
    expect(walk).toMatch(/`ann` decides under \[MR-ACT-CHOOSE\]\(\.\/rules\/MR-ACT-CHOOSE\.md\)/);
    expect(walk).toContain("`score-round`");
    expect(walk).toContain("## After the round");
  });
});

describe("the front page", () => {
  it("leads with the rules, the examples and the playground, keeps the API for last, and names no host or port", () => {
    const home = page("home.md");
    const at = (s: string) => home.indexOf(s);
    const order = [
      "[Rules](./rules.md)",
      "[Editions](./editions.md)",
      "[Interpretation register](./interpretations.md)",
      "[Decisions](./decisions.md)",
      "[Worked examples](./examples.md)",
      "[Playground](./playground.md)",
      "[MacRobber](./macrobber.md)",
      "[Dice Race](./dicerace.md)",
      "[Traceability](./traceability.md)",
      "**API reference**",
    ].map(at);
    for (const i of order) expect(i).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // A link with a host or a port breaks when the site is served elsewhere (`PORT`, another machine).
    for (const [path, content] of pages)
      expect(content, path).not.toMatch(/https?:\/\/(localhost|127\.0\.0\.1)|localhost:\d+/);
  });
});

describe("the sidebar", () => {
  it("lifts the pages to the top and puts every API group under one entry that opens the index of exports", () => {
    const doc = (text: string) => ({ text, path: `documents/${text}.html` });
    const nav = rulesFirstNavigation([
      { text: "Documents", children: [doc("Rules"), doc("Editions")] },
      { text: "Functions", children: [{ text: "outcomes", path: "functions/outcomes.html" }] },
      { text: "Interfaces", children: [{ text: "Award", path: "interfaces/Award.html" }] },
    ]);
    expect(nav.map((e) => e.text)).toEqual(["Rules", "Editions", API_SECTION]);
    // The index of exports is the API section's first entry, not a link inside the section's heading (a <summary>).
    expect(nav[2]).not.toHaveProperty("path");
    expect(nav[2]).toMatchObject({
      children: [{ text: SECTION_OVERVIEW, path: API_INDEX }, { text: "Functions" }, { text: "Interfaces" }],
    });
    expect(() => rulesFirstNavigation([{ text: "Functions", children: [] }])).toThrow(/no "Documents" group/);
  });

  it("gives every section with a page of its own that page as its first entry, at any depth, so no link sits inside a section's heading", () => {
    const nav = rulesFirstNavigation([
      {
        text: "Documents",
        children: [
          {
            text: "MacRobber",
            path: "documents/MacRobber.html",
            children: [
              {
                text: "Rules",
                path: "documents/MacRobber.Rules.html",
                children: [{ text: "MR-DEAL", path: "documents/MR-DEAL.html" }],
              },
            ],
          },
        ],
      },
    ]);
    expect(nav).toEqual([
      {
        text: "MacRobber",
        children: [
          { text: SECTION_OVERVIEW, path: "documents/MacRobber.html" },
          {
            text: "Rules",
            children: [
              { text: SECTION_OVERVIEW, path: "documents/MacRobber.Rules.html" },
              { text: "MR-DEAL", path: "documents/MR-DEAL.html" },
            ],
          },
        ],
      },
    ]);
  });
});

describe("the search index's words for a page", () => {
  it("takes the page's heading without its id, and its text without markup or link targets", () => {
    expect(pageHeading("---\ntitle: x\n---\n# RB-STEAL-HALF: Half the points, rounded up\n\n## Sources")).toBe(
      "Half the points, rounded up",
    );
    expect(pageHeading("# Under `mandatory`")).toBe("Under mandatory");
    expect(pageHeading("no heading")).toBeNull();
    const words = pageWords(
      'See [RB-PLACE-NEXT](../rules/RB-PLACE-NEXT.md) and <svg class="scoreboard"><g data-kind="robber"/></svg> here',
    );
    expect(words.split(/\s+/)).toEqual(["See", "[RB-PLACE-NEXT]", "and", "here"]);
  });
});
