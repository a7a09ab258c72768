// The site's front page, players first (issue 36, point 14): what the expansion's rules are about in
// a player's words and the playground a tap away on the first phone screen, then the pages a player or a rules
// lawyer wants (rules, editions, the interpretation register, decisions, worked examples, the
// playground, the other rulesets), then how it is checked, and last the API for programmers. Every
// number is counted from the games' docs; no link names a host or a port, so the page works on
// whatever address the site is served from.
import { type GameSite, pageIds } from "../../docs/game-site.js";
import { gamePath, href, topPath } from "../../docs/layout.js";
import { frontMatter, md, tsBlock } from "../../docs/markdown.js";
import type { Page } from "../../docs/page.js";
import { mutationSection } from "../../docs/traceability-page.js";

const PATH = "home.md";

/** The question the front page shows in code (compiled by src/games/site/code-examples.test.ts). */
const HOME_SNIPPET = [
  'import { initialState, outcomes, robbersSpec } from "robbers-spec";',
  "",
  'const spec = robbersSpec({ edition: "C3", interpretations: { "INT-ZERO-POINTS": "used-up" } });',
  'const state = { ...initialState(["you", "blue", "green"], true), robbers: { you: null, blue: 0, green: null } };',
  'const result = outcomes(spec, state, { kind: "moment", awards: [{ player: "green", points: 6, source: "feature" }] });',
  // This string is the snippet's source text: its `${...}` belongs to the snippet's own template literal.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a false positive, the text is code printed as written
  'if (result.ok) for (const o of result.outcomes.all(100)) console.log(o.effects.map((e) => `${e.type} [${e.rules.join(", ")}]`));',
].join("\n");

/** What the playground answers, with the screenshots the browser test took of it (docs/images/). */
function playgroundSection(
  main: GameSite,
  others: readonly GameSite[],
  images: readonly string[],
  link: (path: string, label: string) => string,
): string {
  if (!main.game.extraPages.some((e) => e.path === "playground.md")) return "";
  // A screenshot looks like the page it shows: each is a link to that page, with a caption saying what it
  // shows. Typedoc does not resolve a link around an image, so it goes to the built page (the front page
  // is the site's index, at its root).
  const builtPlayground = (site: GameSite) =>
    site.game.extraPages.find((e) => e.path === "playground.md")?.script?.html ?? null;
  const shot = (file: string, alt: string, to: string | null, caption: string) =>
    images.includes(file)
      ? `${to ? `[![${alt}](images/${file})](${to})` : `![${alt}](images/${file})`}\n*${caption}*`
      : "";
  const mainPlayground = builtPlayground(main);
  const macRobberPlayground = others.find((s) => builtPlayground(s) !== null);
  return [
    "## Ask the playground",
    `The ${link("playground.md", "playground")} runs the specification in your browser. Set up the scoreboard ` +
      "(or load a worked example, placements included), pick any event (a bag tile, a scoring moment, a backward " +
      "move, a turn, the end of the game) and see, under the edition and readings you choose: the decisions in " +
      "the order they are taken (who decides, under which rule, what each option leads to), who steals what with " +
      "one picture per group and the theft drawn on the board, every outcome with the rule behind each effect, " +
      "and the five editions side by side with what differs highlighted. Follow an outcome to carry on the game, " +
      "undo, export the session as a trace that `robbers check` accepts, or share its address: it reopens exactly " +
      "as it was. MacRobber has a playground over the same core, played from each player's seat in a generic " +
      "seeded-game shell.",
    ...[
      shot(
        "playground-answer.png",
        "The playground's answer for worked example 3: 112 outcomes in 6 groups of who steals what, and the options the source lists",
        mainPlayground,
        "The playground's answer to worked example 3 (open the playground).",
      ),
      shot(
        "playground-group.png",
        "One group of thefts on a phone: the scoreboard with the theft drawn from the robber to the robbed figure",
        mainPlayground,
        "One group of thefts, drawn on the board (open the playground).",
      ),
      shot(
        "phone-answer-390.png",
        "The playground's answer on a 390 px phone: 6 ways this can go, who steals what, the source's options",
        mainPlayground,
        "On a phone: the answer first, in a player's words.",
      ),
      shot(
        "phone-editions-390.png",
        "Editions side by side on a 390 px phone: one card per outcome, each edition's name beside its mark, C2 Z-Man's differences highlighted",
        mainPlayground,
        "On a phone: the five editions side by side for the Z-Man rulebook's placement.",
      ),
      macRobberPlayground
        ? shot(
            "macrobber-pass-the-device-390.png",
            "MacRobber's playground on a 390 px phone: pass the device to ben, the table hidden",
            builtPlayground(macRobberPlayground),
            "MacRobber on one phone passed round the table: the table stays hidden until ben takes the device.",
          )
        : "",
    ].filter(Boolean),
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The call to the playground under the first paragraph, so a phone shows it on its first screen. */
function playgroundCall(main: GameSite, link: (path: string, label: string) => string): string {
  if (!main.game.extraPages.some((e) => e.path === "playground.md")) return "";
  return (
    `**${link("playground.md", "Ask the playground: what can happen now?")}**\n\n` +
    "Set up the scoreboard, say what happens (a tile with a bag, a scoring, a backward move, the end of the " +
    "game) and see who may steal what under your edition."
  );
}

/** The front page: `main` is the game whose pages sit at the root, `others` each have a folder. */
export function homePage(main: GameSite, others: readonly GameSite[], images: readonly string[] = []): Page {
  const count = (kind: string) => main.game.rules.filter((r) => r.kind === kind).length;
  const link = (path: string, label: string) => `[${label}](${href(PATH, path)})`;
  const extras = main.game.extraPages.map((e) => `- ${link(e.path, e.title)}: ${md(e.summary)}.`);
  const other = (s: GameSite) =>
    `- ${link(topPath(s.layout), s.game.title)}: another ruleset in the same DSL, with the same pages: ` +
    `${pageIds(s).length} rules and interpretations, ${s.game.fixtures.list.length} worked examples and fixtures.` +
    s.game.extraPages.map((e) => `\n  - ${link(gamePath(s.layout, e.path), md(e.title))}: ${md(e.summary)}.`).join("");
  const editions = main.game.editions;
  const content = [
    // No heading of its own: typedoc titles the front page with the project name.
    frontMatter("The Robbers, specified"),
    "**The Robbers** is the Carcassonne mini-expansion whose robbers sit on the scoreboard and steal half the " +
      "points (rounded up) of a scoring figure beside them. Here are its rules in plain words, where the " +
      "editions differ, and an answer to every situation at the table.",
    playgroundCall(main, link),
    "## The rules",
    [
      `- ${link("rules.md", "Rules")}: ${count("rule")} rules of play, ${count("interpretation")} interpretations` +
        `${editions ? ` and ${count("edition")} edition presets` : ""}, one page each, with their sources and the ` +
        "worked examples that show them.",
      editions
        ? `- ${link("editions.md", "Editions")}: where ${editions.ids.join(", ")} differ, decision by decision.`
        : "",
      `- ${link("interpretations.md", "Interpretation register")}: every question the sources leave open, its readings and the default.`,
      `- ${link("decisions.md", "Decisions")}: each value an edition or a reading decides, with its base rule and the exceptions.`,
      `- ${link("examples.md", "Worked examples")}: ${main.game.fixtures.list.length} situations from the sources ` +
        "and for single rules, replayed, with scoreboard pictures.",
      ...extras,
      ...others.map(other),
    ]
      .filter(Boolean)
      .join("\n"),
    playgroundSection(main, others, images, link),
    "## How it is checked",
    "Every page here is generated from the rules as data, the worked examples of the sources and the test " +
      "registries; nothing is copied by hand.",
    [
      `- ${link("traceability.md", "Traceability")}: for every rule, the handler steps that enforce it and the tests that exercise it.`,
      `- ${link("properties.md", "Properties")}: the property-based tests and the rules each checks.`,
      main.traceChildren.includes("performance.md")
        ? `- ${link("performance.md", "Performance")}: the benchmarks and cost curves (enumeration by players, ` +
          "robbers, awards; the oracle by trace length), measured by `npm run bench`."
        : "",
    ]
      .filter(Boolean)
      .join("\n"),
    mutationSection(main, PATH),
    "## For programmers",
    "The same rules are a TypeScript library and two command-line tools. The **API reference** (last in the " +
      "sidebar) documents every export, e.g. {@link robbersSpec}, {@link outcomes}, {@link play}, " +
      "{@link compareEditions}. Asking a question in code:",
    tsBlock(HOME_SNIPPET),
    "Build this site with `npm run docs` (into `site/`); `npm start` builds it and serves it on this machine " +
      "(port 8080 unless `PORT` says otherwise; the address is printed).",
  ].join("\n\n");
  return { path: PATH, content: `${content}\n` };
}
