// The playground's answer: how many outcomes there are, the source's listed options found among
// them (for a loaded worked example), the factored groups, and each outcome with its choices, its
// effects and the rule ids behind them (linked to the rule pages), and its scoreboard picture.
import type { Outcome } from "../../robbers/api.js";
import { describeChoice, describeEffect } from "../../robbers/describe.js";
import type { RobbersEffect, RobbersState } from "../../../spec/robbers/index.js";
import { optionLabel } from "../option-label.js";
import { scoreboardSvg } from "../scoreboard-svg.js";
import { h, svgNode } from "./dom.js";
import type { Listed } from "./list-outcomes.js";
import type { PlaygroundExample } from "./types.js";

export type RuleHrefs = ReadonlyMap<string, string>;

export const ruleLinks = (ids: readonly string[], hrefs: RuleHrefs) =>
  [...new Set(ids)].flatMap((id, i) => [i ? ", " : "", hrefs.has(id) ? h("a", { href: hrefs.get(id)!, class: "rule-id" }, id) : h("code", {}, id)]);

const stolenAt = (effects: readonly RobbersEffect[]) => effects.flatMap((e) => (e.type === "steal" ? [e.at] : []));

function outcomeCard(o: Outcome, index: number, hrefs: RuleHrefs, badges: readonly string[], before: RobbersState): HTMLElement {
  const steals = o.effects.flatMap((e) => (e.type === "steal" ? [`${e.thief}<${e.victim}/${e.figure}:${e.points}->${e.amount}`] : []));
  return h(
    "article",
    { class: "pg-outcome", "data-index": index, "data-state": JSON.stringify({ figures: o.state.figures, robbers: o.state.robbers }), "data-steals": steals.join(" ") },
    h("h4", {}, `Outcome ${index + 1}`, o.count > 1n ? ` (reached by ${o.count} choice paths)` : "", ...badges.map((b) => h("span", { class: "pg-badge" }, b))),
    h("p", { class: "pg-choices" }, o.path.length ? `Choices: ${o.path.map(describeChoice).join("; ")}` : "No choices needed."),
    h("ul", { class: "pg-effects" }, ...o.effects.map((e) => h("li", {}, describeEffect(e), " — ", ...ruleLinks(e.rules, hrefs)))),
    svgNode(scoreboardSvg(o.state, { caption: `Outcome ${index + 1}`, highlight: stolenAt(o.effects), before })),
  );
}

export function resultsView(listed: Listed, hrefs: RuleHrefs, example: PlaygroundExample | null, before: RobbersState): HTMLElement {
  const shown = listed.shown.length;
  const summary = h(
    "p",
    { class: "pg-summary", "data-distinct": String(listed.distinct), "data-paths": String(listed.paths), "data-shown": shown, "data-left-out": String(listed.leftOut) },
    `${listed.distinct} distinct outcome(s), reached by ${listed.paths} choice path(s). `,
    listed.leftOut > 0n ? `Showing the first ${shown}; ${listed.leftOut} left out (raise the limit to see more).` : `All ${shown} shown.`,
  );
  const badges = new Map<number, string[]>();
  let sourceSection: HTMLElement | null = null;
  if (example) {
    const items = example.options.map((opt, i) => {
      const f = listed.found[i] ?? null;
      if (f) badges.set(f.index, [...(badges.get(f.index) ?? []), `source option ${i + 1}`]);
      return h(
        "li",
        { class: "pg-source-option", "data-option": i, "data-found": f ? "true" : "false", "data-outcome-index": f ? f.index : "" },
        `Option ${i + 1}: ${optionLabel(opt.label)} — `,
        f ? h("strong", {}, `found: outcome ${f.index + 1}`) : h("strong", { class: "pg-missing" }, `not found among the ${listed.searched} outcomes searched`),
      );
    });
    const cards = example.options.flatMap((_, i) => {
      const f = listed.found[i];
      return f && f.index >= shown ? [outcomeCard(f.outcome, f.index, hrefs, [`source option ${i + 1}`], before)] : [];
    });
    sourceSection = h(
      "section",
      { class: "pg-source" },
      h("h3", {}, `The source's options (${example.fixture}, step ${example.step + 1})`),
      h("ol", {}, ...items),
      cards.length ? h("div", {}, h("p", {}, "Found beyond the shown outcomes:"), ...cards) : null,
    );
  }
  const groups = h("details", { class: "pg-groups" }, h("summary", {}, `Factored view: ${listed.groups.length} group(s) of thefts`), h("ul", {}, ...listed.groups.slice(0, 100).map((g) => h("li", {}, g))));
  const cards = listed.shown.map((o, i) => outcomeCard(o, i, hrefs, badges.get(i) ?? [], before));
  return h("div", { class: "pg-results-body" }, summary, sourceSection, groups, h("div", { class: "pg-outcomes" }, ...cards));
}
