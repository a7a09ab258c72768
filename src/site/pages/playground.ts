// The playground page: a mount point for the browser bundle, the worked examples as JSON, and a
// rule index whose links typedoc resolves (the script reads them to link rule ids to their pages).
import { frontMatter, ruleLink } from "../markdown.js";
import { playgroundExamples, scriptJson } from "../playground-data.js";
import type { SiteData } from "../site-data.js";
import { pageIds, type Page } from "./rule-pages.js";

/** Where the bundle is served from, relative to the playground page (typedoc puts documents in `documents/`). */
export const BUNDLE_FROM_PAGE = "../playground/playground.js";

export function playgroundPage(data: SiteData): Page {
  const content = [
    frontMatter("Playground"),
    "# Playground",
    "Ask the specification about a situation of your own, in your browser: choose an edition and interpretation readings, set up the players' figures and robbers (type the points, or click on the board), enter the awards of one scoring moment, and see every legal outcome with its picture and the rule ids behind each effect. The interpreter is the same code as the library's {@link outcomes}, bundled for the browser. Load a worked example to see the options its source lists among the outcomes.",
    '<div id="robbers-playground" class="robbers-playground"><noscript>The playground needs JavaScript.</noscript><p>Loading the playground…</p></div>',
    `<script type="application/json" id="robbers-examples">${scriptJson(playgroundExamples(data.examples))}</script>`,
    `<script defer src="${BUNDLE_FROM_PAGE}"></script>`,
    '<details id="rule-links"><summary>Rule pages</summary>',
    pageIds(data).map((id) => `- ${ruleLink(id, "top")}`).join("\n"),
    "</details>",
  ].join("\n\n");
  return { path: "playground.md", content: `${content}\n` };
}
