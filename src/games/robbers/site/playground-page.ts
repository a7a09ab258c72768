// The Robbers playground page, one of the game's own pages: a mount point for the browser bundle,
// the worked examples as JSON, and a rule index whose links typedoc resolves (the script reads them
// to link rule ids to their pages).
import { md } from "../../../docs/markdown.js";
import type { ExtraPage, PageScript } from "../../../kit/game-docs.js";
import { playgroundExamples, scriptJson } from "./playground-data.js";
import type { ReplayedExample } from "./replay-fixture.js";

/** The browser script: bundled to `playground/` beside typedoc's `documents/`, with its stylesheet. */
const PLAYGROUND_SCRIPT: PageScript = {
  entry: "src/games/robbers/site/playground/main.ts",
  html: "documents/Playground.html",
  fromPage: "../playground/playground.js",
  styles: { file: "src/games/robbers/site/playground/playground.css", fromPage: "../playground/playground.css" },
};

/** The playground page for these examples, linking every rule (with its title, for the script's tooltips). */
export function playgroundPage(
  examples: readonly ReplayedExample[],
  rules: readonly { readonly id: string; readonly title: string }[],
): ExtraPage {
  return {
    path: "playground.md",
    title: "Playground",
    script: PLAYGROUND_SCRIPT,
    summary:
      "enter a situation and what happens (a bag tile, a scoring, a move back, a turn, the end), see every legal " +
      "outcome and who decides what, compare the editions, follow a game and share it",
    render: (links) =>
      [
        "# The Robbers playground",
        "Ask the specification about a situation at your table, in your browser. Choose an edition and readings, " +
          "set up the players' figures and robbers (type the points, or tap the board), say what happens — a tile " +
          "with a bag, a scoring moment, a figure moving back, a new turn, the end of the game — and see every " +
          "legal outcome: who steals what first, the decisions in the order they are taken (who decides, under " +
          "which rule, where each option leads), what happens step by step with the rules behind each step one " +
          "tap away, and the same event under all five editions side by side. Follow an outcome to make it the " +
          "situation and carry on; undo; export the game as a trace that `robbers check` accepts, or import one. " +
          "The page address holds the whole session, so a link reopens it exactly. The interpreter is the same " +
          "code as the library's {@link outcomes}, bundled for the browser. Load a worked example to see the " +
          "options its source lists among the outcomes.",
        `<link rel="stylesheet" href="${PLAYGROUND_SCRIPT.styles!.fromPage}">`,
        '<div id="robbers-playground" class="robbers-playground"><noscript>The playground needs JavaScript.</noscript><p>Loading the playground…</p></div>',
        `<script type="application/json" id="robbers-examples">${scriptJson(playgroundExamples(examples))}</script>`,
        `<script defer src="${PLAYGROUND_SCRIPT.fromPage}"></script>`,
        '<details id="rule-links"><summary>Rule pages</summary>',
        rules.map((r) => `- ${links.rule(r.id)}${r.title ? `: ${md(r.title)}` : ""}`).join("\n"),
        "</details>",
      ].join("\n\n"),
  };
}
