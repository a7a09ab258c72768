// Effects as a list a player reads: each in words as the viewer sees it, with its rule ids linked
// to their rule pages.
import type { Effect } from "../../dsl/ruleset.js";
import { h } from "./dom.js";
import { type RuleHrefs, ruleLinks } from "./rule-links.js";
import type { GameView, Viewer } from "./types.js";

export const effectsList = (
  effects: readonly Effect[],
  view: GameView,
  viewer: Viewer,
  hrefs: RuleHrefs,
): HTMLElement =>
  effects.length
    ? h(
        "ul",
        { class: "shell-effects" },
        ...effects.map((e) =>
          h(
            "li",
            { "data-type": e.type },
            view.effect(e, viewer),
            h("span", { class: "shell-rules" }, " (", ...ruleLinks(e.rules, hrefs), ")"),
          ),
        ),
      )
    : h("p", { class: "shell-effects" }, "Nothing happened.");
