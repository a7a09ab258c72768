// The playground's outcomes for The Robbers, below the answer's summary (answer-summary.ts): the
// source's options for a loaded worked example, one picture per group of thefts, and every
// outcome listed under its group with its choices in words, its effects and their rule ids
// (linked to the rule pages), a picture on request, and a button to follow it.

import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import { type PlaygroundGame, wordsOfChoice } from "../../../../playground/adapter.js";
import type { EventOutcomes, ListedOutcome } from "../../../../playground/outcomes.js";
import { optionLabel } from "../../../../site/option-label.js";
import { h } from "../../../../site/shell/dom.js";
import type { RuleHrefs } from "../../../../site/shell/rule-links.js";
import { effectsList } from "./effects-list.js";
import { outcomePicture } from "./picture.js";
import type { PlaygroundExample } from "./types.js";

export interface ResultsContext {
  readonly pg: PlaygroundGame;
  readonly hrefs: RuleHrefs;
  readonly before: RobbersState;
  readonly event: unknown;
  /** Make this outcome the current situation. */
  readonly follow: (o: ListedOutcome) => void;
}

const effectsOf = (o: ListedOutcome) => o.effects as readonly RobbersEffect[];
const plural = (n: bigint | number, one: string, many = `${one}s`) => `${n} ${BigInt(n) === 1n ? one : many}`;

function outcomeCard(o: ListedOutcome, ctx: ResultsContext, badges: readonly string[]): HTMLElement {
  const effects = effectsOf(o);
  const steals = effects.flatMap((e) =>
    e.type === "steal" ? [`${e.thief}<${e.victim}/${e.figure}:${e.points}->${e.amount}`] : [],
  );
  const after = o.after as RobbersState;
  const picture = h("details", { class: "pg-picture" }, h("summary", {}, "Picture"));
  // Drawn when first opened: a long list stays light.
  picture.addEventListener("toggle", () => {
    if (picture.open && picture.childElementCount === 1)
      picture.append(outcomePicture(after, effects, ctx.before, `Outcome ${o.index + 1}`));
  });
  return h(
    "article",
    {
      class: "pg-outcome",
      "data-index": o.index,
      "data-group": o.group ?? "",
      "data-state": JSON.stringify({ figures: after.figures, robbers: after.robbers }),
      "data-steals": steals.join(" "),
    },
    h(
      "h4",
      {},
      `Outcome ${o.index + 1}`,
      o.count > 1n ? ` (reached by ${o.count} choice paths)` : "",
      ...badges.map((b) => h("span", { class: "pg-badge" }, b)),
    ),
    h("p", { class: "pg-note" }, "The decisions taken:"),
    o.path.length
      ? h(
          "ul",
          { class: "pg-choices" },
          ...o.path.map((s) => h("li", {}, wordsOfChoice(ctx.pg, s, ctx.before, ctx.event))),
        )
      : h("p", { class: "pg-choices" }, "none: the rules leave no choice."),
    h("p", { class: "pg-note" }, "What happens:"),
    ...effectsList(effects, ctx.hrefs),
    picture,
    h(
      "button",
      { type: "button", class: "pg-follow", "data-index": o.index, onclick: () => ctx.follow(o) },
      "Follow this outcome",
    ),
  );
}

/** The results: counts, groups (open, a picture each), source options, outcomes by group. */
export function resultsView(
  r: EventOutcomes,
  shown: number,
  ctx: ResultsContext,
  example: PlaygroundExample | null,
  found: readonly (ListedOutcome | null)[],
): HTMLElement {
  const listed = r.outcomes.slice(0, shown);
  // Groups by who steals what only where some outcome has a theft: "no robber steals" is no answer to show.
  const groups = r.groups?.some((g) => effectsOf(g.first).some((e) => e.type === "steal")) ? r.groups : null;
  const badges = new Map<number, string[]>();
  let sourceSection: HTMLElement | null = null;
  if (example) {
    const items = example.options.map((opt, i) => {
      const f = found[i] ?? null;
      if (f) badges.set(f.index, [...(badges.get(f.index) ?? []), `source option ${i + 1}`]);
      return h(
        "li",
        {
          class: "pg-source-option",
          "data-option": i,
          "data-found": f ? "true" : "false",
          "data-outcome-index": f ? f.index : "",
        },
        `Option ${i + 1}: ${optionLabel(opt.label)} — `,
        f
          ? h(
              "a",
              {
                href: `#outcome-${f.index + 1}`,
                onclick: (e: Event) => {
                  e.preventDefault();
                  document.getElementById(`outcome-${f.index + 1}`)?.scrollIntoView();
                },
              },
              `outcome ${f.index + 1}`,
            )
          : h("strong", { class: "pg-missing" }, `not found among the ${r.outcomes.length} outcomes searched`),
      );
    });
    const beyond = found.flatMap((f, i) =>
      f && f.index >= listed.length ? [outcomeCard(f, ctx, [`source option ${i + 1}`])] : [],
    );
    sourceSection = h(
      "section",
      { class: "pg-source" },
      h("h3", {}, `The source's options (${example.fixture}, step ${example.step + 1})`),
      h("ol", {}, ...items),
      beyond.length ? h("div", {}, h("p", {}, "Found beyond the listed outcomes:"), ...beyond) : null,
    );
  }
  const card = (o: ListedOutcome) => {
    const c = outcomeCard(o, ctx, badges.get(o.index) ?? []);
    c.id = `outcome-${o.index + 1}`;
    return c;
  };
  let body: HTMLElement;
  // One outcome: the decisions panel beside this one draws its board already.
  const pictured = r.distinct > 1n;
  if (groups) {
    body = h(
      "div",
      { class: "pg-outcomes" },
      ...groups.map((g, gi) => {
        const members = listed.filter((o) => o.group === gi);
        return h(
          "section",
          { class: "pg-group", id: `group-${gi + 1}`, "data-group": gi, "data-size": String(g.size) },
          h("h4", {}, `${gi + 1}. ${g.words}`),
          h(
            "p",
            { class: "pg-note" },
            `${plural(g.size, "outcome")}${members.length < Number(g.size) ? ` (${members.length} listed)` : ""}` +
              `${pictured ? "; the picture shows the first of them" : ""}.`,
          ),
          g.detail?.includes("  ×  ")
            ? h(
                "p",
                { class: "pg-note pg-group-detail" },
                `The independent choices inside it: ${g.detail.replace(/^.*? {2}× {2}/, "")}`,
              )
            : null,
          pictured
            ? outcomePicture(g.first.after as RobbersState, effectsOf(g.first), ctx.before, `${gi + 1}. ${g.words}`)
            : null,
          h(
            "details",
            { class: "pg-group-outcomes" },
            h("summary", {}, `The ${plural(members.length, "outcome")} of this group: choices, effects, rules`),
            ...members.map(card),
          ),
        );
      }),
    );
  } else body = h("div", { class: "pg-outcomes" }, ...listed.map(card));
  const heading = h(
    "h3",
    {},
    groups
      ? pictured
        ? "Each group: a picture, then its outcomes"
        : "The outcome"
      : r.distinct > 1n
        ? "Every outcome"
        : "The outcome",
  );
  return h("div", { class: "pg-results-body" }, sourceSection, heading, body);
}
