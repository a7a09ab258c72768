// The site's front page: what the specification is, where each part of the site is, and the
// numbers that say how complete it is (all counted from the games' docs).
import { pageIds, type GameSite } from "../../docs/game-site.js";
import { href, topPath } from "../../docs/layout.js";
import { frontMatter, tsBlock } from "../../docs/markdown.js";
import type { Page } from "../../docs/page.js";
import { mutationSection } from "../../docs/traceability-page.js";

const PATH = "home.md";

/** The question the front page shows in code (compiled by src/site/code-examples.test.ts). */
const HOME_SNIPPET = [
  'import { initialState, outcomes, robbersSpec } from "robbers-spec";',
  "",
  'const spec = robbersSpec({ edition: "C3", interpretations: { "INT-ZERO-POINTS": "used-up" } });',
  'const state = { ...initialState(["you", "blue", "green"], true), robbers: { you: null, blue: 0, green: null } };',
  'const result = outcomes(spec, state, { kind: "moment", awards: [{ player: "green", points: 6, source: "feature" }] });',
  'if (result.ok) for (const o of result.outcomes.all(100)) console.log(o.effects.map((e) => `${e.type} [${e.rules.join(", ")}]`));',
].join("\n");

/** The front page: `main` is the game whose pages sit at the root, `others` each have a folder. */
export function homePage(main: GameSite, others: readonly GameSite[]): Page {
  const count = (kind: string) => main.game.rules.filter((r) => r.kind === kind).length;
  const link = (path: string, label: string) => `[${label}](${href(PATH, path)})`;
  const other = (s: GameSite) =>
    `- ${link(topPath(s.layout), s.game.title)}: another ruleset in the same DSL, ${pageIds(s).length} rules and interpretations, ${s.game.fixtures.list.length} worked examples and fixtures, the same interpreter, enumerator, oracle and the same pages.`;
  const content = [
    // No heading of its own: typedoc titles the front page with the project name.
    frontMatter("The Robbers, specified"),
    "An executable specification of **The Robbers**, the Carcassonne mini-expansion whose robbers sit on the scoreboard and steal half the points (rounded up) of a scoring figure beside them. Every page here is generated from the rules as data (`spec/`), the worked examples (`fixtures/`) and the property registries; nothing is copied by hand.",
    [
      `- ${link("rules.md", "Rules")}: ${count("rule")} rules of play, ${count("interpretation")} interpretations and ${count("edition")} edition presets, one page each.`,
      `- ${link("editions.md", "Edition comparison")}: how ${(main.game.editions?.ids ?? []).join(", ")} differ, built with {@link compareEditions}.`,
      `- ${link("interpretations.md", "Interpretation register")}: every open question, its readings and its default.`,
      `- ${link("decisions.md", "Decisions")}: each value an edition or a reading decides, with its base rule and the exceptions.`,
      `- ${link("examples.md", "Worked examples")}: ${main.game.fixtures.list.length} situations from the sources, replayed, with scoreboard pictures.`,
      `- ${link("playground.md", "Playground")}: set up a scoreboard and a scoring moment, and see every legal outcome, in your browser.`,
      `- ${link("traceability.md", "Traceability")} and ${link("properties.md", "properties")}: which handler steps enforce, and which tests exercise, which rule.`,
      ...others.map(other),
      "- API reference: the library's exports, e.g. {@link robbersSpec}, {@link outcomes}, {@link play}, {@link describeOutcome}.",
    ].join("\n"),
    "## Asking the specification a question",
    tsBlock(HOME_SNIPPET),
    "## Mutation score",
    mutationSection(main, PATH),
    "Build this site with `npm run docs` (into `site/`); `npm start` builds it and serves it on http://localhost:8080 (or `PORT`).",
  ].join("\n\n");
  return { path: PATH, content: `${content}\n` };
}
