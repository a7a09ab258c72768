// The site's front page: what the specification is, where each part of the site is, and the
// numbers that say how complete it is (all counted from the data).
import { EDITION_IDS } from "../../../spec/robbers/index.js";
import { frontMatter, pagePath } from "../markdown.js";
import type { SiteData } from "../site-data.js";
import { mutationSection } from "./traceability.js";
import type { Page } from "./rule-pages.js";

export function homePage(data: SiteData): Page {
  const count = (kind: string) => data.rules.filter((r) => r.kind === kind).length;
  const link = (name: string, label: string) => `[${label}](${pagePath(name, "top")})`;
  const content = [
    // No heading of its own: typedoc titles the front page with the project name.
    frontMatter("The Robbers, specified"),
    "An executable specification of **The Robbers**, the Carcassonne mini-expansion whose robbers sit on the scoreboard and steal half the points (rounded up) of a scoring figure beside them. Every page here is generated from the rules as data (`spec/robbers/`), the worked examples (`fixtures/robbers/`) and the property registry; nothing is copied by hand.",
    [
      `- ${link("rules", "Rules")}: ${count("rule")} rules of play, ${count("interpretation")} interpretations and ${count("edition")} edition presets, one page each.`,
      `- ${link("editions", "Edition comparison")}: how ${EDITION_IDS.join(", ")} differ, built with {@link compareEditions}.`,
      `- ${link("interpretations", "Interpretation register")}: every open question, its readings and its default.`,
      `- ${link("examples", "Worked examples")}: ${data.examples.length} situations from the sources, replayed, with scoreboard pictures.`,
      `- ${link("playground", "Playground")}: set up a scoreboard and a scoring moment, and see every legal outcome, in your browser.`,
      `- ${link("traceability", "Traceability")} and ${link("properties", "properties")}: which tests exercise which rule.`,
      `- ${link("macrobber", "MacRobber")}: the second ruleset in the same DSL (Queen Games, 2005): ${data.macRobber.rules.length} rules and interpretations, ${data.macRobber.examples.length} worked examples and fixtures, the same interpreter, enumerator, oracle and traceability.`,
      "- API reference: the library's exports, e.g. {@link robbersSpec}, {@link outcomes}, {@link play}, {@link describeOutcome}.",
    ].join("\n"),
    "## Asking the specification a question",
    [
      "```ts",
      'import { outcomes, robbersSpec } from "robbers-spec";',
      "",
      'const spec = robbersSpec({ edition: "C3", interpretations: { "INT-ZERO-POINTS": "used-up" } });',
      "const result = outcomes(spec, state, { kind: \"moment\", awards: [{ player: \"green\", points: 6, source: \"feature\" }] });",
      "if (result.ok) for (const o of result.outcomes.all(100)) console.log(o.effects.map((e) => `${e.type} [${e.rules.join(\", \")}]`));",
      "```",
    ].join("\n"),
    "## Mutation score",
    mutationSection(data),
    "Build this site with `npm run docs` (into `site/`); `npm start` builds it and serves it on http://localhost:8080 (or `PORT`).",
  ].join("\n\n");
  return { path: "home.md", content: `${content}\n` };
}
