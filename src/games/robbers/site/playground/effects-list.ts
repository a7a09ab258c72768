// What happens in an outcome, as a player reads it: one numbered line per step in words, with the
// rules behind the steps folded away below them (each step's rules on the line of the same number,
// each rule linked to its page and titled), so the answer reads without a rule id after every line
// and a rules lawyer is one tap from them (issue 36, point 8).
import type { RobbersEffect } from "../../../../../spec/robbers/index.js";
import { h } from "../../../../site/shell/dom.js";
import { type RuleHrefs, ruleLinks } from "../../../../site/shell/rule-links.js";
import { effectWords } from "./player-words.js";

export function effectsList(effects: readonly RobbersEffect[], hrefs: RuleHrefs): HTMLElement[] {
  return [
    h("ol", { class: "pg-effects" }, ...effects.map((e) => h("li", {}, effectWords(e)))),
    h(
      "details",
      { class: "pg-why" },
      h("summary", {}, "Which rules say so, step by step"),
      h("ol", { class: "pg-effect-rules" }, ...effects.map((e) => h("li", {}, ...ruleLinks(e.rules, hrefs)))),
    ),
  ];
}
