// The playground page's script: reads the worked examples and rule links the generator put in the
// page, builds the form, checks it on every change (messages beside the fields), and on request
// answers "what can happen now?" through the specification, in the browser: the answer's summary
// first, scrolled onto the screen, then every outcome grouped by who steals what, the decisions in
// order, the editions side by side. Following an outcome
// makes it the current situation; the session (start, options, history, the event asked about)
// lives in the page address with what is shown of it (the answer, the editions compared), so a
// link opens on the answer; the session exports and imports as a robbers-trace/1.

import {
  defaultReadings,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
} from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import type { PathStep } from "../../../../dsl/ruleset.js";
import type { FileOptions } from "../../../../kit/game.js";
import { decodeSession, encodeSession, type SessionView } from "../../../../playground/address.js";
import { compileOptionsOf, startStateOf } from "../../../../playground/options.js";
import { eventOutcomes, type ListedOutcome } from "../../../../playground/outcomes.js";
import {
  type Replayed,
  replaySession,
  type Session,
  type SessionStep,
  undoLast,
  withStep,
} from "../../../../playground/session.js";
import { exportTrace, importTrace } from "../../../../playground/trace.js";
import { plainMessage } from "../../../../site/error-text.js";
import { h } from "../../../../site/shell/dom.js";
import { readRuleHrefs, ruleLinks } from "../../../../site/shell/rule-links.js";
import { robbersPlayground as pg } from "../../playground-adapter.js";
import { scoreboardSvg } from "../scoreboard-svg.js";
import { answerSummary } from "./answer-summary.js";
import { bringIntoView } from "./bring-into-view.js";
import { compareView } from "./compare-view.js";
import { decisionsView } from "./decisions-view.js";
import { defaultForm, eventFieldsOf, formFromExample, formFromState } from "./form-model.js";
import { type FormUi, formView } from "./form-view.js";
import { fieldOfPath, parseEvent, parseForm, parseStart, previewState } from "./parse-form.js";
import { boardShape, pictureLegend } from "./picture.js";
import { resultsView } from "./results-view.js";
import { sessionView } from "./session-view.js";
import { findSourceOptions } from "./source-options.js";
import type { FieldError, FormModel, PlaygroundExample } from "./types.js";

/**
 * The worked examples' list in the order a player wants them: the rulebooks' own examples and
 * rulings first, then one rule at a time, each reading of an open question, and last the moves
 * the rules refuse (issue 36, point 8: the list started at "000-errors").
 */
const EXAMPLE_SHELVES: readonly (readonly [string, (fixture: string) => boolean])[] = [
  ["From the rulebooks and rulings", (f) => /^00\d-/.test(f) && f !== "000-errors"],
  ["One rule at a time", (f) => !/^00\d-/.test(f) && !f.startsWith("int-")],
  ["Each reading of an open question", (f) => f.startsWith("int-")],
  ["Moves the rules refuse", (f) => f === "000-errors"],
];

/** A worked example by its title, and its step where the fixture has several. */
const exampleName = (e: PlaygroundExample): string => (e.step > 0 ? `${e.title}, step ${e.step + 1}` : e.title);

// Typedoc titles both playground pages "Playground" (their addresses hang on that name): the tab says which.
document.title = document.title.replace(/^Playground\b/, "The Robbers playground");
const root = document.getElementById("robbers-playground");
if (root) mount(root);

function readExamples(): PlaygroundExample[] {
  try {
    return JSON.parse(document.getElementById("robbers-examples")?.textContent ?? "[]") as PlaygroundExample[];
  } catch {
    return [];
  }
}

/** Options as files write them, with only the readings that differ from the defaults (a shorter address). */
function fileOptionsOf(options: RobbersOptionsInput): FileOptions {
  const defaults = defaultReadings() as Record<string, string>;
  const changed = Object.entries(options.interpretations ?? {}).filter(([id, r]) => own(defaults, id) !== r);
  return {
    ...(options.edition ? { edition: options.edition } : {}),
    ...(changed.length ? { interpretations: Object.fromEntries(changed) } : {}),
  };
}

/** Most outcomes searched for a worked example's listed options. */
const SEARCHED = 5_000;

function mount(root: HTMLElement): void {
  const examples = readExamples();
  const hrefs = readRuleHrefs();
  const ui: FormUi = { boardTarget: "0:meeple", locked: false };
  let model: FormModel = defaultForm();
  let played: SessionStep[] = [];
  // True from a follow until the next edit or ask: the next event's fields are blank on purpose, not wrong.
  let eventUntouched = false;
  // What is shown of the session, kept in the address with it: any change to the form takes the answer away.
  let view: SessionView = {};
  const board = h("div", { class: "pg-board-picture", id: "board" });
  const formHolder = h("div", {});
  const sessionHolder = h("div", {});
  const results = h("section", { class: "pg-results", id: "results", "aria-live": "polite" });
  const general = h("p", { class: "pg-error pg-general", id: "general-error", role: "alert" });
  const addressError = h("p", { class: "pg-error pg-general", id: "address-error", role: "alert" });
  const limit = h(
    "select",
    { id: "limit", "aria-label": "most outcomes to list" },
    ...[20, 50, 100, 200, 500].map((n) => h("option", { value: n, selected: n === 50 }, String(n))),
  );
  const kindOf = (e: PlaygroundExample) =>
    ({ "bag-tile": "placement", moment: "scoring", backward: "backward move", turn: "turn", "game-end": "game end" })[
      e.event.kind
    ];
  const exampleSelect = h(
    "select",
    { id: "example", "aria-label": "worked example" },
    ...EXAMPLE_SHELVES.map(([name, holds]) =>
      h(
        "optgroup",
        { label: name },
        ...examples
          .filter((e) => holds(e.fixture))
          .map((e) => h("option", { value: e.key }, `${exampleName(e)} (${kindOf(e)})`)),
      ),
    ).filter((g) => g.children.length > 0),
  );
  const loaded = h("p", { class: "pg-loaded", id: "loaded" });

  /**
   * The session the page shows, or null while the rules or the start have errors. The event being
   * written is its pending event only once it reads: the history and the address never wait for it.
   */
  function sessionNow(): Session | null {
    const start = parseStart(model);
    if (!start.ok) return null;
    const event = parseEvent(model);
    return {
      game: pg.game.id,
      options: fileOptionsOf(start.options),
      setup: pg.game.play.setupOf([], 0, start.state),
      history: played,
      ...(event.ok ? { pending: event.event } : {}),
    };
  }

  /** Mark every field in error; `focus`: also bring the first one into view and focus it (on a request, never while typing). */
  function showErrors(errors: readonly FieldError[], focus = false): void {
    for (const el of root.querySelectorAll(".pg-form .pg-error, #general-error")) el.replaceChildren();
    for (const el of root.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    for (const e of errors) {
      const span = document.getElementById(`${e.field}-error`) ?? general;
      span.replaceChildren(e.message, ...(e.rules?.length ? [" (", ...ruleLinks(e.rules, hrefs), ")"] : []));
      document.getElementById(e.field)?.setAttribute("aria-invalid", "true");
    }
    const first = errors[0] ? document.getElementById(errors[0].field) : null;
    if (focus && first) {
      first.closest("details")?.setAttribute("open", "");
      first.scrollIntoView({ block: "center" });
      first.focus();
    }
  }

  /** The session replayed, or null (and the reason shown) when it does not replay. */
  function replayed(session: Session): Replayed | null {
    const r = replaySession(pg, session);
    if (r.ok) return r;
    showErrors([
      {
        field: fieldOfPath(r.problem.path.replace(/^\$\.setup/, "$"), model),
        message:
          r.step !== undefined
            ? `The history does not replay under these rules (event ${r.step + 1}): ` +
              `${plainMessage(r.problem.message)} Undo it, or change the rules back.`
            : plainMessage(r.problem.message),
        ...(r.problem.rules ? { rules: r.problem.rules } : {}),
      },
    ]);
    return null;
  }

  function drawSession(session: Session | null, r: Replayed | null): void {
    const address = session ? encodeSession(session, view) : "";
    if (session) window.history.replaceState(null, "", `#${address}`);
    const shown = session ?? { game: pg.game.id, options: {}, setup: {}, history: played };
    sessionHolder.replaceChildren(sessionView(pg, shown, r, { undo, importText, exportText }, address));
  }

  function refresh(): void {
    const start = parseStart(model);
    const event = parseEvent(model);
    showErrors([...(start.ok ? [] : start.errors), ...(event.ok || eventUntouched ? [] : event.errors)]);
    const session = sessionNow();
    const r = session ? replayed(session) : null;
    const current = ui.locked && r ? (r.current as RobbersState) : null;
    board.innerHTML = scoreboardSvg(current ?? previewState(model), {
      caption: current ? "The situation now" : "The situation before the event",
      shape: boardShape(),
    });
    const ex = examples.find((e) => e.key === model.example);
    const told = ex?.options.length ?? 0;
    loaded.textContent = ex
      ? `Loaded ${exampleName(ex)} (${ex.label}), under ${ex.edition}; ` +
        (told === 0
          ? "the source lists no option."
          : `the source lists ${told === 1 ? "one option" : `${told} options`}.`)
      : "";
    drawSession(session, r);
  }

  const changed = () => {
    eventUntouched = false;
    view = {};
    model.example = null; // edited: no longer the worked example as the source tells it
    refresh();
    results.replaceChildren(h("p", { class: "pg-hint" }, "Press “What can happen?” to ask the specification."));
  };
  function rebuild(): void {
    view = {};
    ui.locked = played.length > 0;
    const hooks = {
      changed,
      rebuild: () => {
        changed();
        rebuild();
      },
    };
    formHolder.replaceChildren(formView(model, hooks, board, ui));
    refresh();
  }

  function follow(event: unknown, choices: readonly PathStep[]): void {
    const session = sessionNow();
    if (!session) return;
    played = withStep(session, event, choices).history as SessionStep[];
    model.example = null;
    // The awards just scored are spent: the next scoring moment starts with none, which is no mistake yet.
    model.awards = [];
    eventUntouched = true;
    rebuild();
    results.replaceChildren(
      h(
        "p",
        { class: "pg-hint", id: "followed" },
        `Followed: ${pg.game.describe.event(event)}. The board shows the situation now; choose the next event and ask again.`,
      ),
    );
  }

  function undo(): void {
    const session = sessionNow();
    if (!session) return;
    const back = undoLast(session);
    played = back.history as SessionStep[];
    const r = replaySession(pg, back);
    if (r.ok) Object.assign(model, eventFieldsOf(r.current as RobbersState, back.pending as RobbersEvent));
    rebuild();
    // The event taken back is asked about again, with its answer shown as it was before it was followed.
    run();
    results.prepend(
      h("p", { class: "pg-hint", id: "undone" }, "The last event is taken back; it is the event asked about again."),
    );
  }

  /** Put a session in the page: its start in the form, its history, its pending event. Returns why not, or null. */
  function load(session: Session): string | null {
    const compiled = compileOptionsOf(pg.game, session.options);
    if (!compiled.ok) return compiled.problem.message;
    const start = startStateOf(pg.game, compiled.spec, session.setup);
    if (!start.ok) return start.problem.message;
    const r = replaySession(pg, session);
    const current = r.ok ? (r.current as RobbersState) : (start.state as RobbersState);
    model = formFromState(start.state as RobbersState, session.options, null);
    Object.assign(model, eventFieldsOf(current, (session.pending as RobbersEvent | undefined) ?? null));
    played = [...session.history];
    rebuild();
    return null;
  }

  function importText(text: string, file?: string): string | null {
    const r = importTrace(pg, text, file);
    if (!r.ok) {
      const e = r.error;
      const where = `${e.file ?? "The trace"}${e.line !== undefined ? `, line ${e.line}` : ""}`;
      return `${where}, at ${e.path}: ${e.message}${e.rules?.length ? ` (${e.rules.join(", ")})` : ""}`;
    }
    const why = load(r.session);
    if (why) return why;
    results.replaceChildren(
      h(
        "p",
        { class: "pg-hint", id: "imported" },
        `Imported ${r.session.history.length} event(s). The board shows the situation after them.`,
      ),
    );
    return null;
  }

  function exportText(): { text: string; warning: string | null } | { error: string } {
    const session = sessionNow();
    if (!session) return { error: "Fix the marked fields first." };
    const t = exportTrace(pg, { ...session, pending: undefined });
    if (!t.ok) return { error: t.problem.message };
    const u = t.unreachable[0];
    return {
      text: t.text,
      warning: u
        ? `Note: \`robbers check\` refuses this start: ${u.message} (${(u.rules ?? []).join(", ")}, at ${u.path}).`
        : null,
    };
  }

  /** Ask about the event; `compare`: also compare the editions (with that reading changed, "" for none), as an address asks. */
  function run(compare: string | null = null): void {
    eventUntouched = false;
    view = {};
    const parsed = parseForm(model);
    if (!parsed.ok) {
      showErrors(parsed.errors, true);
      results.replaceChildren(h("p", { class: "pg-error-summary" }, "Fix the marked fields first."));
      return;
    }
    const session = sessionNow()!;
    const r = replayed(session);
    if (!r) {
      results.replaceChildren(
        h("p", { class: "pg-error-summary" }, "The history does not replay: see the message above."),
      );
      return;
    }
    drawSession(session, r);
    try {
      const state = r.current as RobbersState;
      const example = played.length === 0 ? (examples.find((e) => e.key === model.example) ?? null) : null;
      const shown = Number(limit.value);
      const listed = eventOutcomes(pg, r.spec, state, parsed.event, example ? Math.max(shown, SEARCHED) : shown);
      if (!listed.ok) {
        showErrors(
          [
            {
              field: fieldOfPath(listed.error.path, model),
              message: plainMessage(listed.error.message),
              rules: listed.error.rules,
            },
          ],
          true,
        );
        results.replaceChildren(
          h(
            "p",
            { class: "pg-error-summary" },
            "The specification refuses this situation or event: see the message beside the field.",
          ),
        );
        return;
      }
      showErrors([]);
      const found = example ? findSourceOptions(example, listed.outcomes, state) : [];
      const ctx = { pg, hrefs, before: state, event: parsed.event };
      const outcomesPart = resultsView(
        listed,
        shown,
        { ...ctx, follow: (o: ListedOutcome) => follow(parsed.event, o.path) },
        example,
        found,
      );
      const decisionsPart = decisionsView({ ...ctx, spec: r.spec, follow: (picks) => follow(parsed.event, picks) });
      // When nobody steals (a placement, a turn), the decisions say most: they come first.
      const thefts = listed.groups !== null && listed.groups.length > 1;
      const answer = answerSummary(listed, shown, { spec: r.spec, before: state, event: parsed.event });
      view = { answer: true, limit: shown };
      const compared = (reading: string) => {
        view = { ...view, compare: reading };
        drawSession(session, r);
      };
      results.replaceChildren(
        answer,
        ...(thefts ? [outcomesPart, decisionsPart] : [decisionsPart, outcomesPart]),
        compareView({ pg, hrefs, options: session.options, state, event: parsed.event, initial: compare, compared }),
      );
      drawSession(session, r);
      // The answer is what was asked for: at the top of the screen, with the focus (a screen reader reads it next).
      bringIntoView(answer);
    } catch (error) {
      // A bug, not bad input: say so plainly rather than leave a stack trace in the console only.
      showErrors([{ field: "general", message: `The specification failed unexpectedly: ${(error as Error).message}` }]);
    }
  }

  const loadExample = (key: string) => {
    const ex = examples.find((e) => e.key === key);
    if (!ex) return;
    model = formFromExample(ex);
    played = [];
    exampleSelect.value = key;
    rebuild();
    results.replaceChildren();
  };

  const example3 = examples.find((e) => e.fixture === "000-example-3");
  root.replaceChildren(
    addressError,
    h(
      "div",
      { class: "pg-toolbar" },
      h("label", { for: "example" }, "Worked example: "),
      exampleSelect,
      h("button", { type: "button", id: "load-example", onclick: () => loadExample(exampleSelect.value) }, "Load"),
      example3
        ? h(
            "button",
            { type: "button", id: "load-example-3", onclick: () => loadExample(example3.key) },
            "Load worked example 3",
          )
        : null,
      h(
        "button",
        {
          type: "button",
          id: "reset",
          onclick: () => {
            model = defaultForm();
            played = [];
            rebuild();
            results.replaceChildren();
          },
        },
        "Start again",
      ),
    ),
    loaded,
    formHolder,
    h(
      "div",
      { class: "pg-run" },
      h("button", { type: "button", id: "run", class: "pg-primary", onclick: () => run() }, "What can happen?"),
      h("label", { for: "limit" }, " list at most "),
      limit,
      " outcomes",
      general,
    ),
    results,
    sessionHolder,
    pictureLegend(),
  );
  /** Open the session the address holds, on the view it holds (the answer, the comparison); false when it holds none. */
  const fromAddress = (): boolean => {
    const fragment = window.location.hash.replace(/^#/, "");
    // Empty, or an anchor of the page itself (typedoc's "On This Page" links): not a session.
    if (fragment === "" || document.getElementById(fragment) !== null) return false;
    const decoded = decodeSession(pg, fragment);
    const why = decoded.ok ? load(decoded.session) : decoded.message;
    addressError.replaceChildren(why ?? "");
    if (why !== null || !decoded.ok) return false;
    // An address written before views were kept showed the answer whenever it held an event.
    const seen = decoded.view ?? { answer: decoded.session.pending !== undefined };
    if (!seen.answer || decoded.session.pending === undefined) return true;
    if ([...limit.options].some((o) => o.value === String(seen.limit))) limit.value = String(seen.limit);
    run(seen.compare ?? null);
    return true;
  };
  if (!fromAddress()) rebuild();
  window.addEventListener("hashchange", fromAddress);
}
