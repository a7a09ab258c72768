// The decisions of the event in the order they are taken, one at a time: who decides, under which
// rule (linked), the question, and every legal option in words with what it leads to (the next
// decision, or the end of the event). Picking an option takes it and shows the next decision;
// the picks taken so far are listed and each can be gone back to. At the end: the outcome, with
// its picture and a button to follow it.

import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import type { PathStep } from "../../../../dsl/ruleset.js";
import { type PlaygroundGame, wordsOfChoice } from "../../../../playground/adapter.js";
import { type Reached, walkDecisions } from "../../../../playground/decisions.js";
import type { AnySpec } from "../../../../playground/options.js";
import { h } from "../../../../site/shell/dom.js";
import { type RuleHrefs, ruleLinks } from "../../../../site/shell/rule-links.js";
import { effectsList } from "./effects-list.js";
import { outcomePicture, robberWords } from "./picture.js";
import { decides, questionWords } from "./player-words.js";

export interface DecisionsContext {
  readonly pg: PlaygroundGame;
  readonly spec: AnySpec;
  readonly hrefs: RuleHrefs;
  readonly before: RobbersState;
  readonly event: unknown;
  /** Follow the outcome these picks reach. */
  readonly follow: (picks: readonly PathStep[]) => void;
}

/** Most options listed at once (a plan of four awards has 384); the rest on request. */
const SHOWN_OPTIONS = 40;

/** Where an option leads, its rule ids linked (and titled). */
const leadsToWords = (r: Reached | null, hrefs: RuleHrefs): (Node | string)[] => {
  if (r === null) return [];
  if (r.kind === "decision")
    return [
      `then ${decides(r.decision.actor)} (`,
      ...ruleLinks([r.decision.rule], hrefs),
      `): ${questionWords(r.decision.question)}`,
    ];
  if (r.kind === "refused") return [`refused: ${r.error.reason}`];
  return [`the end of the event: ${robberWords(r.effects as readonly RobbersEffect[])}`];
};

/** The decisions panel; it redraws itself as picks are taken or taken back. */
export function decisionsView(ctx: DecisionsContext): HTMLElement {
  const root = h("section", { class: "pg-decisions", id: "decisions" });
  let all = false;
  const draw = (picks: readonly PathStep[]) => {
    const w = walkDecisions(ctx.pg, ctx.spec, ctx.before, ctx.event, picks);
    const taken = picks.length
      ? h(
          "ol",
          { class: "pg-taken" },
          ...picks.map((p, i) =>
            h(
              "li",
              {},
              wordsOfChoice(ctx.pg, p, ctx.before, ctx.event),
              " ",
              h(
                "button",
                { type: "button", class: "pg-small pg-back", "data-step": i, onclick: () => draw(picks.slice(0, i)) },
                "take back",
              ),
            ),
          ),
        )
      : null;
    let now: HTMLElement;
    if (w.kind === "refused")
      now = h(
        "p",
        { class: "pg-error-summary" },
        `The rules refuse this: ${w.error.reason} (`,
        ...ruleLinks(w.error.rules, ctx.hrefs),
        ")",
      );
    else if (w.kind === "outcome") {
      const effects = w.effects as readonly RobbersEffect[];
      now = h(
        "div",
        { class: "pg-decided", "data-picks": picks.length },
        h(
          "p",
          {},
          picks.length ? "Every decision is taken. What happens:" : "Nobody has a choice in this event. What happens:",
        ),
        ...effectsList(effects, ctx.hrefs),
        outcomePicture(w.after as RobbersState, effects, ctx.before, "After the event"),
        h(
          "button",
          { type: "button", class: "pg-primary", id: "follow-decided", onclick: () => ctx.follow(picks) },
          "Follow this outcome",
        ),
      );
    } else {
      const d = w.decision;
      const options = all ? d.options : d.options.slice(0, SHOWN_OPTIONS);
      now = h(
        "div",
        {
          class: "pg-decision",
          "data-actor": d.actor,
          "data-rule": d.rule,
          "data-kind": d.kind,
          "data-options": d.options.length,
        },
        h(
          "p",
          {},
          h("strong", {}, d.actor),
          ` ${decides(d.actor).slice(d.actor.length + 1)}, under `,
          ...ruleLinks([d.rule], ctx.hrefs),
          `: ${questionWords(d.question)}`,
        ),
        h(
          "ul",
          { class: "pg-options" },
          ...options.map((o, i) =>
            h(
              "li",
              { class: "pg-option", "data-option": i },
              h(
                "button",
                {
                  type: "button",
                  class: "pg-pick",
                  onclick: () => {
                    all = false;
                    draw([...picks, o.step]);
                  },
                },
                o.words,
              ),
              o.leadsTo ? h("span", { class: "pg-leads" }, " → ", ...leadsToWords(o.leadsTo, ctx.hrefs)) : null,
            ),
          ),
        ),
        options.length < d.options.length
          ? h(
              "button",
              {
                type: "button",
                class: "pg-small",
                onclick: () => {
                  all = true;
                  draw(picks);
                },
              },
              `show all ${d.options.length} options`,
            )
          : null,
      );
    }
    root.replaceChildren(
      ...[h("h3", {}, "Decisions in the order they are taken"), taken, now].filter((n): n is HTMLElement => n !== null),
    );
  };
  draw([]);
  return root;
}
