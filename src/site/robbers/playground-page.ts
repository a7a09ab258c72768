// The Robbers playground page, one of the game's own pages: a mount point for the browser bundle,
// the worked examples as JSON, and a rule index whose links typedoc resolves (the script reads them
// to link rule ids to their pages).
import type { ExtraPage } from "../../kit/game-docs.js";
import { playgroundExamples, scriptJson } from "./playground-data.js";
import type { ReplayedExample } from "./replay-fixture.js";

/** Where the bundle is served from, relative to the playground page (typedoc puts documents in `documents/`). */
export const BUNDLE_FROM_PAGE = "../playground/playground.js";

/** The playground page for these examples, linking every id in `ruleIds` for the script. */
export function playgroundPage(examples: readonly ReplayedExample[], ruleIds: readonly string[]): ExtraPage {
  return {
    path: "playground.md",
    title: "Playground",
    summary: "set up a scoreboard and a scoring moment, and see every legal outcome, in your browser",
    render: (links) =>
      [
        "# Playground",
        "Ask the specification about a situation of your own, in your browser: choose an edition and interpretation readings, set up the players' figures and robbers (type the points, or click on the board), enter the awards of one scoring moment, and see every legal outcome with its picture and the rule ids behind each effect. The interpreter is the same code as the library's {@link outcomes}, bundled for the browser. Load a worked example to see the options its source lists among the outcomes.",
        '<div id="robbers-playground" class="robbers-playground"><noscript>The playground needs JavaScript.</noscript><p>Loading the playground…</p></div>',
        `<script type="application/json" id="robbers-examples">${scriptJson(playgroundExamples(examples))}</script>`,
        `<script defer src="${BUNDLE_FROM_PAGE}"></script>`,
        '<details id="rule-links"><summary>Rule pages</summary>',
        ruleIds.map((id) => `- ${links.rule(id)}`).join("\n"),
        "</details>",
      ].join("\n\n"),
  };
}
