// MacRobber's playground page, one of the game's own pages: a mount point for the browser bundle
// (the generic shell over MacRobber, src/games/macrobber/site/playground/), and an index of every rule
// whose links typedoc resolves (the script reads them to link the rule ids it shows).

import { macRobberRules } from "../../../../spec/macrobber/index.js";
import { md } from "../../../docs/markdown.js";
import type { ExtraPage, PageScript } from "../../../kit/game-docs.js";
import { MOUNT_ID } from "./playground/ids.js";

/** The browser script (the generic shell over MacRobber), bundled to `macrobber/` beside typedoc's `documents/`. */
const MACROBBER_PLAYGROUND_SCRIPT: PageScript = {
  entry: "src/games/macrobber/site/playground/main.ts",
  html: "documents/MacRobber.Playground.html",
  fromPage: "../macrobber/playground.js",
};

/** Relative to the typedoc output: where the page lands. */
export const MACROBBER_PLAYGROUND_HTML = MACROBBER_PLAYGROUND_SCRIPT.html;

/** The MacRobber playground page. */
export const macRobberPlaygroundPage: ExtraPage = {
  path: "playground.md",
  title: "Playground",
  script: MACROBBER_PLAYGROUND_SCRIPT,
  summary:
    "play a seeded game step by step in your browser: every decision, every legal option, every effect with its rules",
  render: (links) =>
    [
      // Not "MacRobber playground": its anchor would be the mount point's id.
      "# Play MacRobber",
      "Play a seeded game of MacRobber in your browser, one decision at a time. Choose the players, a seed and " +
        "the readings of the open questions, and start: the page says whose decision it is, under which rule, and " +
        "lists every legal option in words with what it leads to. The table is shown as the deciding player sees " +
        "it (other hands only as a count, the decks face down); the referee's view shows everything. Each " +
        "finished event lists its effects with the rules behind them. Undo the last event, share the game through " +
        "the page address, or export it as a trace file for `macrobber check`.",
      `<div id="${MOUNT_ID}" class="macrobber-playground"><noscript>The playground needs JavaScript.</noscript><p>Loading the playground…</p></div>`,
      `<script defer src="${MACROBBER_PLAYGROUND_SCRIPT.fromPage}"></script>`,
      '<details id="rule-links"><summary>Rule pages</summary>',
      macRobberRules.map((r) => `- ${links.rule(r.id)}: ${md(r.title)}`).join("\n"),
      "</details>",
    ].join("\n\n"),
};
