// The event being played: what it is, the picks taken so far in it (as the viewer sees them), and
// the decision that comes next: who decides, under which rule, the question, and every legal
// option in words with what it leads to (another decision, or the end of the event; the effects of
// that end only where the viewer may know them). Many options come grouped under the headings the
// game gives (MacRobber's phase 2: by action), below what the deciding player holds: each group
// folds (the first open), so a phone shows the groups before 45 options, and the options are
// numbered 1, 2, 3... in the order shown (issue 36, point 11). An event nobody
// decides is carried out by one button; a finished game says so.
import type { PathStep } from "../../dsl/ruleset.js";
import { type PlaygroundGame, type Reached, type Walk, wordsOfChoice } from "../../playground/index.js";
import { h } from "./dom.js";
import { effectsList } from "./effects-list.js";
import { type RuleHrefs, ruleLinks } from "./rule-links.js";
import type { GameView, Viewer } from "./types.js";

export interface DecisionContext {
  readonly pg: PlaygroundGame;
  readonly view: GameView;
  readonly hrefs: RuleHrefs;
  /** The state before the event. */
  readonly before: unknown;
  readonly event: unknown;
  readonly picks: readonly PathStep[];
  readonly walk: Walk;
  readonly viewer: Viewer;
  /** What the deciding player holds (their hand, their tokens), when the game shows it. */
  readonly holding: Node | null;
  pick(step: PathStep): void;
  takeBack(): void;
  carryOut(): void;
}

function leadsToWords(reached: Reached | null, ctx: DecisionContext): (Node | string)[] {
  if (reached === null) return [];
  switch (reached.kind) {
    case "decision":
      return [`then ${reached.decision.actor} decides: ${reached.decision.question}`];
    case "outcome":
      return ctx.viewer === null || ctx.view.previewsForPlayers
        ? ["ends the event:", effectsList(reached.effects, ctx.view, ctx.viewer, ctx.hrefs)]
        : ["ends the event (what it brings is shown once picked)"];
    case "refused":
      return [`refused: ${reached.error.reason} (`, ...ruleLinks(reached.error.rules, ctx.hrefs), ")"];
  }
}

function soFar(ctx: DecisionContext): HTMLElement | null {
  if (!ctx.picks.length) return null;
  const seen = ctx.picks.map((s, i) =>
    ctx.view.pickSeen(s, wordsOfChoice(ctx.pg, s, ctx.before, ctx.event), ctx.picks.slice(i + 1), false, ctx.viewer),
  );
  return h(
    "div",
    { class: "shell-so-far", id: "shell-so-far" },
    h("h3", {}, "So far in this event"),
    h("ol", {}, ...seen.map((w) => h("li", {}, w))),
    h("button", { type: "button", id: "shell-take-back", onclick: ctx.takeBack }, "Take back the last pick"),
  );
}

/** Options in one list, or under the game's headings when a decision has more than this many. */
const GROUPED_FROM = 8;

/** The options as buttons, numbered in the order shown; grouped where the game groups them. */
function optionList(
  options: Extract<Walk, { kind: "decision" }>["decision"]["options"],
  ctx: DecisionContext,
): HTMLElement {
  // `i` is the option's place in the rules' order (what a pick is checked against); `shown` its number on the screen.
  const item = (o: (typeof options)[number], i: number, shown: number) =>
    h(
      "li",
      { value: shown },
      h("button", { type: "button", class: "shell-option", "data-index": i, onclick: () => ctx.pick(o.step) }, o.words),
      h("div", { class: "shell-leads" }, ...leadsToWords(o.leadsTo, ctx)),
    );
  const group = ctx.view.optionGroup;
  if (!group || options.length < GROUPED_FROM)
    return h("ol", { class: "shell-options" }, ...options.map((o, i) => item(o, i, i + 1)));
  const groups = new Map<string, number[]>();
  options.forEach((o, i) => {
    const name = group(o.step);
    groups.set(name, [...(groups.get(name) ?? []), i]);
  });
  let shown = 0;
  return h(
    "div",
    { class: "shell-option-groups" },
    ...[...groups].map(([name, members], g) =>
      h(
        "details",
        { class: "shell-option-group", "data-group": name, open: g === 0 },
        h("summary", {}, h("h3", {}, `${name} (${members.length})`)),
        h("ol", { class: "shell-options" }, ...members.map((i) => item(options[i]!, i, ++shown))),
      ),
    ),
  );
}

function body(ctx: DecisionContext): HTMLElement {
  const { walk } = ctx;
  switch (walk.kind) {
    case "decision": {
      const d = walk.decision;
      return h(
        "div",
        {
          class: "shell-decision",
          id: "shell-decision",
          "data-actor": d.actor,
          "data-rule": d.rule,
          "data-kind": d.kind,
          "data-size": d.size,
        },
        h(
          "p",
          { class: "shell-who" },
          h("strong", {}, d.actor),
          " decides, under ",
          ...ruleLinks([d.rule], ctx.hrefs),
          ":",
        ),
        h("p", { class: "shell-question" }, d.question),
        ctx.holding ? h("div", { class: "shell-holding", id: "shell-holding" }, ctx.holding) : null,
        h(
          "p",
          {},
          `${d.size} legal option${d.size === 1 ? "" : "s"}${ctx.view.optionGroup && d.options.length >= GROUPED_FROM ? ", grouped by what they do" : ""}:`,
        ),
        optionList(d.options, ctx),
      );
    }
    case "outcome":
      return h(
        "div",
        { class: "shell-decision", id: "shell-decision", "data-actor": "" },
        h(
          "p",
          {},
          ctx.picks.length
            ? "Every decision of this event is taken."
            : "Nobody decides anything in this event: the rules (and the seeded draws) settle it.",
        ),
        ctx.viewer === null || ctx.view.previewsForPlayers
          ? effectsList(walk.effects, ctx.view, ctx.viewer, ctx.hrefs)
          : null,
        h(
          "button",
          { type: "button", id: "shell-carry-on", class: "shell-primary", onclick: ctx.carryOut },
          "Carry out this event",
        ),
      );
    case "refused":
      return h(
        "p",
        { class: "shell-error", id: "shell-decision", role: "alert" },
        `The rules refuse this event: ${walk.error.reason} (`,
        ...ruleLinks(walk.error.rules, ctx.hrefs),
        ")",
      );
  }
}

/** The event being played, for `ctx.viewer`. */
export function decisionView(ctx: DecisionContext): HTMLElement {
  return h(
    "section",
    { class: "shell-now", id: "shell-now" },
    h("h2", {}, "Now: ", ctx.pg.game.describe.event(ctx.event)),
    soFar(ctx),
    body(ctx),
  );
}
