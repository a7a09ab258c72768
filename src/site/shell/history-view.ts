// What has happened: the event just finished (its picks and every effect with its rules, open),
// and the whole history of events, each with its picks and effects on request, with an undo for
// the last one. Everything reads as the viewer sees it.
import { type PlayedEvent, type PlaygroundGame, wordsOfChoice } from "../../playground/index.js";
import { h } from "./dom.js";
import { effectsList } from "./effects-list.js";
import type { RuleHrefs } from "./rule-links.js";
import type { GameView, Viewer } from "./types.js";

export interface HistoryContext {
  readonly pg: PlaygroundGame;
  readonly view: GameView;
  readonly hrefs: RuleHrefs;
  readonly played: readonly PlayedEvent[];
  readonly viewer: Viewer;
  undo(): void;
}

const picksSeen = (p: PlayedEvent, ctx: HistoryContext): string[] =>
  p.choices.map((s, i) =>
    ctx.view.pickSeen(s, wordsOfChoice(ctx.pg, s, p.before, p.event), p.choices.slice(i + 1), true, ctx.viewer),
  );

function eventBody(p: PlayedEvent, ctx: HistoryContext): (HTMLElement | null)[] {
  const picks = picksSeen(p, ctx);
  return [
    picks.length ? h("ol", { class: "shell-picks" }, ...picks.map((w) => h("li", {}, w))) : null,
    effectsList(p.effects, ctx.view, ctx.viewer, ctx.hrefs),
  ];
}

/** The event just played, open; nothing before the first event. */
export function lastEventView(ctx: HistoryContext): HTMLElement | null {
  const last = ctx.played.at(-1);
  if (!last) return null;
  return h(
    "section",
    { class: "shell-last", id: "shell-last" },
    h("h2", {}, "Just happened: ", ctx.pg.game.describe.event(last.event)),
    ...eventBody(last, ctx),
  );
}

/** Every event played, in order, with the undo. */
export function historyView(ctx: HistoryContext): HTMLElement {
  return h(
    "section",
    { class: "shell-history", id: "shell-history" },
    h("h2", {}, `History (${ctx.played.length} event${ctx.played.length === 1 ? "" : "s"})`),
    ctx.played.length
      ? h(
          "ol",
          {},
          ...ctx.played.map((p, i) => {
            const picks = picksSeen(p, ctx);
            return h(
              "li",
              { "data-step": i },
              h(
                "details",
                {},
                h("summary", {}, ctx.pg.game.describe.event(p.event), picks.length ? `: ${picks.join("; ")}` : ""),
                ...eventBody(p, ctx),
              ),
            );
          }),
        )
      : h("p", {}, "No event played yet."),
    h(
      "button",
      { type: "button", id: "shell-undo", disabled: ctx.played.length === 0, onclick: ctx.undo },
      "Undo the last event",
    ),
  );
}
