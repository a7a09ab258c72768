// The answer to "What can happen?" in a few lines, the first thing under the ask button: how many
// ways the event can go, who gets what (who steals what, or what the robbers do), the messages
// drawn, and who decides. The pictures, the decisions one at a time and every outcome follow below
// it; a phone shows this much on one screen.

import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import { nextChoiceWith } from "../../../../interpreter/play.js";
import type { AnySpec } from "../../../../playground/options.js";
import type { EventOutcomes, ListedOutcome } from "../../../../playground/outcomes.js";
import { h } from "../../../../site/shell/dom.js";
import { robberWords } from "./picture.js";
import { decides, waysWords } from "./player-words.js";

export interface AnswerContext {
  readonly spec: AnySpec;
  /** The situation the event happens in (whether The Messages are played). */
  readonly before: RobbersState;
  readonly event: unknown;
}

const effectsOf = (o: ListedOutcome) => o.effects as readonly RobbersEffect[];
const plural = (n: bigint | number, one: string, many = `${one}s`) => `${n} ${BigInt(n) === 1n ? one : many}`;
const jump = (id: string) => (e: Event) => {
  // The answer's lines lead to their details below without putting a fragment in the address, which holds the session.
  e.preventDefault();
  document.getElementById(id)?.scrollIntoView();
};

/** "in every outcome", "in 3 of 112 outcomes", said over the outcomes counted. */
const howOften = (n: number, of: number, counted: "all" | "listed") =>
  n === of && counted === "all"
    ? "in every outcome"
    : `in ${n} of ${counted === "all" ? plural(of, "outcome") : `the ${of} outcomes listed`}`;

/** The robbers' final bonus in an outcome: "green gets 3 for its robber, with its meeple". */
const bonusWords = (effects: readonly RobbersEffect[]): string[] =>
  effects.flatMap((e) =>
    e.type === "figure-moved" && e.source === "robber-bonus"
      ? [
          `${e.player} ${e.player === "you" ? "get" : "gets"} ${e.points} for ${e.player === "you" ? "your" : "their"} robber, ` +
            `with ${e.player === "you" ? "your" : "their"} ${e.figure}`,
        ]
      : [],
  );

/** Who gets what: the thefts of each group (linked to the group below), or what the robbers do when nobody steals. */
function whoGetsWhat(r: EventOutcomes, counted: readonly ListedOutcome[]): HTMLElement {
  const thefts = r.groups?.some((g) => effectsOf(g.first).some((e) => e.type === "steal")) ? r.groups : null;
  if (thefts)
    return h(
      "ol",
      { class: "pg-steals-summary", id: "who-steals-what" },
      ...thefts.map((g, gi) =>
        h(
          "li",
          { "data-group": gi },
          h("a", { href: `#group-${gi + 1}`, onclick: jump(`group-${gi + 1}`) }, g.words),
          ` — ${plural(g.size, "outcome")}`,
        ),
      ),
    );
  const only = counted.length === 1 ? counted[0] : undefined;
  return h(
    "p",
    { class: "pg-steals-summary", id: "who-steals-what" },
    only
      ? `No robber steals: ${[...bonusWords(effectsOf(only)), robberWords(effectsOf(only))].join("; ")}.`
      : "No robber steals in any outcome: they differ in the decisions taken (where robbers go, who scores how).",
  );
}

/** The messages drawn, each with how often; null when The Messages are not played. */
function messagesDrawn(before: RobbersState, counted: readonly ListedOutcome[], all: boolean): HTMLElement | null {
  if (!before.messages) return null;
  const draws = new Map<string, number>();
  for (const o of counted) {
    const said = new Set(
      effectsOf(o).flatMap((e) =>
        e.type === "message-drawn"
          ? [`${e.player} ${e.player === "you" ? "draw" : "draws"} a message (${e.figure} on dark space ${e.at})`]
          : [],
      ),
    );
    for (const words of said) draws.set(words, (draws.get(words) ?? 0) + 1);
  }
  const counts = all ? "all" : "listed";
  return h(
    "p",
    { class: "pg-messages-summary", id: "messages-drawn", "data-draws": draws.size },
    h("strong", {}, "Messages drawn: "),
    draws.size
      ? [...draws].map(([words, n]) => `${words}, ${howOften(n, counted.length, counts)}`).join("; ")
      : `none${all ? "" : " among the outcomes listed"}.`,
  );
}

/** What a kind of decision is about, in a few words (the kinds the adapter says picks of). */
const ABOUT: Readonly<Record<string, string>> = {
  place: "where a robber goes",
  plan: "which figure scores which award",
  steal: "whom a robber robs",
  rogue: "which figure records stolen points",
  bonus: "which figure records the robber's bonus",
  follow: "whether a robber follows",
  backward: "whether a robber goes back",
};

/** "ann", "ann and ben", "ann, ben and cat". */
const listWords = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/**
 * Who decides, with what about: the first to decide (as the rules ask, not as an outcome's picks are
 * listed), then everyone else who decides in some outcome counted; nobody when the rules settle it all.
 */
function whoDecides(counted: readonly ListedOutcome[], ctx: AnswerContext): HTMLElement {
  const about = new Map<string, Set<string>>();
  const firstActor = nextChoiceWith(ctx.spec, ctx.before, ctx.event)?.actor;
  if (firstActor !== undefined) about.set(firstActor, new Set());
  for (const o of counted)
    for (const s of o.path) about.set(s.actor, (about.get(s.actor) ?? new Set()).add(own(ABOUT, s.kind) ?? s.kind));
  const actors = [...about.keys()];
  const aboutWords = (actor: string) => listWords([...about.get(actor)!]);
  // The others (in no promised order), those deciding about the same things said together: "ann and ben (which figure scores which award)".
  const later = new Map<string, string[]>();
  for (const a of actors.slice(1)) later.set(aboutWords(a), [...(later.get(aboutWords(a)) ?? []), a]);
  const then = [...later].map(([what, who]) => `${listWords(who)} (${what})`);
  const first = actors[0];
  return h(
    "p",
    { class: "pg-deciders-summary", id: "who-decides", "data-actors": actors.join(" ") },
    h("strong", {}, "Who decides: "),
    first === undefined
      ? "nobody has a choice; the rules settle everything."
      : [
          `${decides(first)} first`,
          ` (${aboutWords(first)})`,
          then.length ? `; also ${listWords(then)}` : "",
          " — ",
          h("a", { href: "#decisions", onclick: jump("decisions") }, "take the decisions one at a time"),
          ".",
        ],
  );
}

/** The answer's summary: its heading, the counts, who gets what, the messages drawn and who decides. */
export function answerSummary(r: EventOutcomes, shown: number, ctx: AnswerContext): HTMLElement {
  const listed = Math.min(shown, r.outcomes.length);
  const counted = r.every ?? r.outcomes;
  const thefts = r.groups?.some((g) => effectsOf(g.first).some((e) => e.type === "steal")) ?? false;
  const ways = thefts && r.groups ? (r.groupsInAll ?? BigInt(r.groups.length)) : r.distinct;
  const summary = h(
    "p",
    {
      class: "pg-summary",
      "data-distinct": String(r.distinct),
      "data-paths": String(r.paths),
      "data-shown": listed,
      "data-left-out": String(r.distinct - BigInt(listed)),
      "data-groups": r.groups ? r.groups.length : "",
    },
    h(
      "strong",
      {},
      thefts
        ? `${waysWords(ways)}: who steals what${r.groupsInAll !== undefined ? ` (the first ${r.groups?.length} shown)` : ""}.`
        : `${waysWords(ways)}.`,
    ),
  );
  // The counts behind the answer, for whoever checks them: last, so the answer itself fits a phone's first screen.
  const counts = h(
    "p",
    { class: "pg-note pg-counts", id: "answer-counts" },
    `In all: ${plural(r.distinct, "distinct outcome")}, reached by ${plural(r.paths, "path")} of choices. `,
    r.distinct > BigInt(listed)
      ? `Listing the first ${listed}; ${r.distinct - BigInt(listed)} left out (raise the limit to see more).`
      : r.distinct > 1n
        ? `All ${listed} listed.`
        : "",
  );
  return h(
    "section",
    { class: "pg-answer", id: "answer", tabindex: -1, "aria-labelledby": "answer-heading" },
    h("h2", { id: "answer-heading" }, "The answer"),
    summary,
    whoGetsWhat(r, counted),
    messagesDrawn(ctx.before, counted, r.every !== undefined),
    whoDecides(counted, ctx),
    counts,
  );
}
