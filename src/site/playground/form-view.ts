// The playground's form: edition and readings, players with their figures and robbers, the board
// (click a square to put the chosen figure or robber there), and the moment's awards. Inputs write
// straight into the model; adding or removing rows asks for a rebuild.
import { AWARD_SOURCES, EDITION_IDS, interpretations, LOOP } from "../../../spec/robbers/index.js";
import { possessive } from "../../robbers/describe.js";
import { h } from "./dom.js";
import { wholeNumber, MAX_POSITION } from "./parse-form.js";
import type { FormModel } from "./types.js";

export interface FormHooks {
  /** A value changed (validate again, redraw the preview). */
  readonly changed: () => void;
  /** Rows were added or removed, or values set from outside an input: rebuild the form. */
  readonly rebuild: () => void;
}

const errorSpan = (field: string) => h("span", { class: "pg-error", id: `${field}-error`, "aria-live": "polite" });

function textInput(id: string, value: string, label: string, onValue: (v: string) => void, hooks: FormHooks, size = 5) {
  return h("input", { id, type: "text", value, size, "aria-label": label, autocomplete: "off", oninput: (e) => (onValue((e.target as HTMLInputElement).value), hooks.changed()) });
}

function select(id: string, value: string, options: readonly { value: string; label: string }[], label: string, onValue: (v: string) => void, hooks: FormHooks) {
  return h("select", { id, "aria-label": label, onchange: (e) => (onValue((e.target as HTMLSelectElement).value), hooks.changed()) }, ...options.map((o) => h("option", { value: o.value, selected: o.value === value }, o.label)));
}

function rulesSection(model: FormModel, hooks: FormHooks): HTMLElement {
  const edition = select("edition", model.edition, EDITION_IDS.map((e) => ({ value: e, label: e })), "edition", (v) => (model.edition = v), hooks);
  const rows = interpretations.map((i) =>
    h(
      "div",
      { class: "pg-reading" },
      h("label", { for: `reading-${i.id}`, title: i.question }, i.id),
      select(`reading-${i.id}`, model.readings[i.id] ?? i.defaultReading, i.readings.map((r) => ({ value: r.id, label: r.id === i.defaultReading ? `${r.id} (default)` : r.id })), i.id, (v) => (model.readings[i.id] = v), hooks),
      errorSpan(`reading-${i.id}`),
    ),
  );
  return h("fieldset", { class: "pg-rules" }, h("legend", {}, "Edition and interpretations"), h("div", { class: "pg-reading" }, h("label", { for: "edition" }, "edition"), edition, errorSpan("edition")), ...rows);
}

function playersSection(model: FormModel, hooks: FormHooks): HTMLElement {
  const head = h("tr", {}, h("th", {}, "active"), h("th", {}, "player"), h("th", {}, "meeple"), model.messages ? h("th", {}, "messenger") : null, h("th", {}, "robber (empty = supply)"), h("th", {}, ""));
  const rows = model.players.map((p, i) =>
    h(
      "tr",
      { "data-player-row": i },
      h("td", {}, h("input", { type: "radio", name: "active", id: `player-${i}-active`, "aria-label": `player ${i + 1} is active`, checked: model.active === i, onchange: () => ((model.active = i), hooks.changed()) })),
      h("td", {}, textInput(`player-${i}-name`, p.name, `player ${i + 1} name`, (v) => (p.name = v), hooks, 10), errorSpan(`player-${i}-name`)),
      h("td", {}, textInput(`player-${i}-meeple`, p.meeple, `player ${i + 1} meeple points`, (v) => (p.meeple = v), hooks), errorSpan(`player-${i}-meeple`)),
      model.messages ? h("td", {}, textInput(`player-${i}-messenger`, p.messenger, `player ${i + 1} messenger points`, (v) => (p.messenger = v), hooks), errorSpan(`player-${i}-messenger`)) : null,
      h("td", {}, textInput(`player-${i}-robber`, p.robber, `player ${i + 1} robber square`, (v) => (p.robber = v), hooks), errorSpan(`player-${i}-robber`)),
      h(
        "td",
        {},
        h("button", {
          type: "button",
          class: "pg-small",
          disabled: model.players.length <= 2,
          onclick: () => {
            model.players.splice(i, 1);
            model.awards = model.awards.filter((a) => a.player !== i).map((a) => ({ ...a, player: a.player > i ? a.player - 1 : a.player }));
            if (model.active >= model.players.length || model.active === i) model.active = 0;
            hooks.rebuild();
          },
        }, "remove"),
      ),
    ),
  );
  const messages = h("label", {}, h("input", { type: "checkbox", id: "messages", checked: model.messages, onchange: (e) => ((model.messages = (e.target as HTMLInputElement).checked), hooks.rebuild()) }), " The Messages in play (each player also has a messenger)");
  const add = h("button", { type: "button", id: "add-player", disabled: model.players.length >= 6, onclick: () => (model.players.push({ name: `p${model.players.length + 1}`, meeple: "0", messenger: "0", robber: "" }), hooks.rebuild()) }, "add player");
  return h("fieldset", { class: "pg-players" }, h("legend", {}, "Players, figures and robbers"), messages, h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows)), add, errorSpan("players"), errorSpan("active"));
}

/** What the form remembers across rebuilds that is not part of the situation. */
export interface FormUi {
  /** The board click target, e.g. `1:robber`. */
  boardTarget: string;
}

function boardSection(model: FormModel, hooks: FormHooks, board: HTMLElement, ui: FormUi): HTMLElement {
  const targets = model.players.flatMap((p, i) => {
    const whose = possessive(p.name || `player ${i + 1}`);
    return [
      { value: `${i}:meeple`, label: `${whose} meeple` },
      ...(model.messages ? [{ value: `${i}:messenger`, label: `${whose} messenger` }] : []),
      { value: `${i}:robber`, label: `${whose} robber` },
    ];
  });
  const target = h(
    "select",
    { id: "board-target", "aria-label": "what a click on the board moves", onchange: (e) => (ui.boardTarget = (e.target as HTMLSelectElement).value) },
    ...targets.map((t) => h("option", { value: t.value, selected: t.value === ui.boardTarget }, t.label)),
  );
  board.onclick = (e) => {
    const square = (e.target as Element).closest("[data-square]")?.getAttribute("data-square");
    if (square === null || square === undefined) return;
    const s = Number(square);
    const [i, what] = target.value.split(":") as [string, "meeple" | "messenger" | "robber"];
    const p = model.players[Number(i)];
    if (!p) return;
    if (what === "robber") p.robber = p.robber.trim() === String(s) ? "" : String(s);
    else {
      // Keep the figure's lap: a figure on 74 clicked onto square 3 goes to 53.
      const lap = Math.floor((wholeNumber(p[what], 0, MAX_POSITION) ?? 0) / LOOP);
      p[what] = String(lap * LOOP + s);
    }
    ui.boardTarget = target.value;
    hooks.rebuild();
  };
  return h(
    "fieldset",
    { class: "pg-board" },
    h("legend", {}, "Board"),
    h("p", {}, h("label", { for: "board-target" }, "Click a square to put "), target, " there (click a robber's square again to send it back to supply)."),
    board,
  );
}

function awardsSection(model: FormModel, hooks: FormHooks): HTMLElement {
  const players = model.players.map((p, i) => ({ value: String(i), label: p.name || `player ${i + 1}` }));
  const rows = model.awards.map((a, j) =>
    h(
      "tr",
      { "data-award-row": j },
      h("td", {}, String(j)),
      h("td", {}, select(`award-${j}-player`, String(a.player), players, `award ${j} player`, (v) => (a.player = Number(v)), hooks), errorSpan(`award-${j}-player`)),
      h("td", {}, textInput(`award-${j}-points`, a.points, `award ${j} points`, (v) => (a.points = v), hooks), errorSpan(`award-${j}-points`)),
      h("td", {}, select(`award-${j}-source`, a.source, AWARD_SOURCES.map((s) => ({ value: s, label: s })), `award ${j} source`, (v) => (a.source = v), hooks), errorSpan(`award-${j}-source`)),
      h("td", {}, textInput(`award-${j}-label`, a.label, `award ${j} label`, (v) => (a.label = v), hooks, 10), errorSpan(`award-${j}-label`)),
      h("td", {}, h("button", { type: "button", class: "pg-small", onclick: () => (model.awards.splice(j, 1), hooks.rebuild()) }, "remove")),
    ),
  );
  const add = h("button", { type: "button", id: "add-award", onclick: () => (model.awards.push({ player: model.active, points: "0", source: "feature", label: "" }), hooks.rebuild()) }, "add award");
  return h(
    "fieldset",
    { class: "pg-awards" },
    h("legend", {}, "The scoring moment (awards scored at once)"),
    h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "player"), h("th", {}, "points"), h("th", {}, "source"), h("th", {}, "label"), h("th", {}, ""))), h("tbody", {}, ...rows)),
    add,
    errorSpan("awards"),
  );
}

/** The whole form; `board` is the element the preview is drawn into (kept by the caller). */
export function formView(model: FormModel, hooks: FormHooks, board: HTMLElement, ui: FormUi): HTMLElement {
  return h("div", { class: "pg-form" }, rulesSection(model, hooks), playersSection(model, hooks), boardSection(model, hooks, board, ui), awardsSection(model, hooks));
}
