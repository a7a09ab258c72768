// The playground's form: edition and readings, the start (players with their figures and robbers,
// the board: click a square to put the chosen figure or robber there) and the event asked about
// (a bag tile, a scoring moment's awards, a backward move, a turn change, the game's end). Inputs
// write straight into the model; adding or removing rows asks for a rebuild. Every menu that names
// a player follows a renamed player at once (its options carry the player's index).
import {
  AWARD_SOURCES,
  BACKWARD_SOURCES,
  EDITION_IDS,
  editions,
  interpretations,
  LOOP,
} from "../../../../../spec/robbers/index.js";
import { h } from "../../../../site/shell/dom.js";
import { possessive } from "../../library/describe.js";
import { SOURCE_WORDS } from "../../source-words.js";
import { MAX_POSITION, wholeNumber } from "./parse-form.js";
import { EVENT_KINDS, type EventKindChoice, type FormModel } from "./types.js";

export interface FormHooks {
  /** A value changed (validate again, redraw the preview). */
  readonly changed: () => void;
  /** Rows were added or removed, or values set from outside an input: rebuild the form. */
  readonly rebuild: () => void;
}

/** What the form remembers across rebuilds that is not part of the situation. */
export interface FormUi {
  /** The board click target, e.g. `1:robber`. */
  boardTarget: string;
  /** True once events have been followed: the start is then fixed (undo them all to change it). */
  locked: boolean;
}

const errorSpan = (field: string) => h("span", { class: "pg-error", id: `${field}-error`, "aria-live": "polite" });

function textInput(
  id: string,
  value: string,
  label: string,
  onValue: (v: string) => void,
  hooks: FormHooks,
  size = 5,
  disabled = false,
) {
  return h("input", {
    id,
    type: "text",
    value,
    size,
    disabled,
    "aria-label": label,
    autocomplete: "off",
    oninput: (e) => {
      onValue((e.target as HTMLInputElement).value);
      hooks.changed();
    },
  });
}

interface Choice {
  readonly value: string;
  readonly label: string;
  /** The player an option names (its label follows the player's name), and what of theirs ("" for the player). */
  readonly player?: number;
  readonly whose?: string;
}

function select(
  id: string,
  value: string,
  options: readonly Choice[],
  label: string,
  onValue: (v: string) => void,
  hooks: FormHooks,
  disabled = false,
) {
  return h(
    "select",
    {
      id,
      "aria-label": label,
      disabled,
      onchange: (e) => {
        onValue((e.target as HTMLSelectElement).value);
        hooks.changed();
      },
    },
    ...options.map((o) =>
      h(
        "option",
        { value: o.value, selected: o.value === value, "data-player-of": o.player, "data-whose": o.whose },
        o.label,
      ),
    ),
  );
}

const nameOf = (model: FormModel, i: number) => model.players[i]?.name.trim() || `player ${i + 1}`;
const playerLabel = (name: string, whose: string) => (whose === "" ? name : `${possessive(name)} ${whose}`);
const playerChoices = (model: FormModel): Choice[] =>
  model.players.map((_, i) => ({ value: String(i), label: nameOf(model, i), player: i, whose: "" }));

/** After a rename: every menu option naming that player says the new name. */
function renamePlayer(model: FormModel, i: number): void {
  for (const o of document.querySelectorAll<HTMLOptionElement>(`option[data-player-of="${i}"]`))
    o.textContent = playerLabel(nameOf(model, i), o.dataset.whose ?? "");
}

const ORDINALS = ["", "1st", "2nd", "3rd"];

/** "C2-ZMan — 2nd edition, Z-Man Games (English), 2017": the id the rest of the site uses, then which printing it is. */
const editionWords = (id: string): string => {
  const e = editions.find((x) => x.editionId === id);
  if (!e) return id;
  const printing = ORDINALS[Number(/^C(\d)/.exec(id)?.[1] ?? 0)];
  return `${id} — ${printing ? `${printing} edition, ` : ""}${e.publisher}${e.title.includes("English") ? " (English)" : ""}, ${e.year}`;
};

/** A reading by its id and what it says: "stops (default): No: the offer was for that one player…". */
export const readingWords = (r: { readonly id: string; readonly statement: string }, isDefault: boolean): string =>
  `${r.id}${isDefault ? " (default)" : ""}: ${r.statement}`;

function rulesSection(model: FormModel, hooks: FormHooks): HTMLElement {
  // Each edition by publisher and printing, each reading by what it says: a player knows "Z-Man, 2nd edition", not "C2-ZMan".
  const edition = select(
    "edition",
    model.edition,
    EDITION_IDS.map((e) => ({ value: e, label: editionWords(e) })),
    "edition",
    (v) => (model.edition = v),
    hooks,
  );
  const rows = interpretations.map((i) => {
    // The chosen reading in full under its menu (a phone cuts a long option short).
    const meaning = (id: string) => i.readings.find((r) => r.id === id)?.statement ?? "";
    const chosen = h(
      "span",
      { class: "pg-meaning", id: `reading-${i.id}-meaning` },
      meaning(model.readings[i.id] ?? i.defaultReading),
    );
    return h(
      "div",
      { class: "pg-reading" },
      h("label", { for: `reading-${i.id}` }, i.id),
      h("span", { class: "pg-question" }, i.question),
      select(
        `reading-${i.id}`,
        model.readings[i.id] ?? i.defaultReading,
        i.readings.map((r) => ({ value: r.id, label: readingWords(r, r.id === i.defaultReading) })),
        i.id,
        (v) => {
          model.readings[i.id] = v;
          chosen.textContent = meaning(v);
        },
        hooks,
      ),
      chosen,
      errorSpan(`reading-${i.id}`),
    );
  });
  return h(
    "fieldset",
    { class: "pg-rules" },
    h("legend", {}, "Edition and interpretations"),
    h("div", { class: "pg-reading" }, h("label", { for: "edition" }, "edition"), edition, errorSpan("edition")),
    h("details", { class: "pg-readings" }, h("summary", {}, "Readings of the open questions"), ...rows),
  );
}

/** The robber column's heading, also its label when a phone stacks each player's inputs. */
const ROBBER_HEAD = "robber square (empty = supply)";

function playersSection(model: FormModel, hooks: FormHooks, locked: boolean): HTMLElement {
  const head = h(
    "tr",
    { class: "pg-column-names" },
    h("th", {}, "turn"),
    h("th", {}, "player"),
    h("th", {}, "meeple"),
    model.messages ? h("th", {}, "messenger") : null,
    h("th", {}, ROBBER_HEAD),
    h("th", {}, ""),
  );
  const rows = model.players.map((p, i) =>
    h(
      "tr",
      { "data-player-row": i },
      h(
        "td",
        { "data-label": "turn" },
        h("input", {
          type: "radio",
          name: "active",
          id: `player-${i}-active`,
          disabled: locked,
          "aria-label": `it is player ${i + 1}'s turn`,
          checked: model.active === i,
          onchange: () => {
            model.active = i;
            hooks.changed();
          },
        }),
      ),
      h(
        "td",
        { "data-label": "player" },
        textInput(
          `player-${i}-name`,
          p.name,
          `player ${i + 1} name`,
          (v) => {
            p.name = v;
            renamePlayer(model, i);
          },
          hooks,
          8,
          locked,
        ),
        errorSpan(`player-${i}-name`),
      ),
      h(
        "td",
        { "data-label": "meeple" },
        textInput(
          `player-${i}-meeple`,
          p.meeple,
          `player ${i + 1} meeple points`,
          (v) => (p.meeple = v),
          hooks,
          4,
          locked,
        ),
        errorSpan(`player-${i}-meeple`),
      ),
      model.messages
        ? h(
            "td",
            { "data-label": "messenger" },
            textInput(
              `player-${i}-messenger`,
              p.messenger,
              `player ${i + 1} messenger points`,
              (v) => (p.messenger = v),
              hooks,
              4,
              locked,
            ),
            errorSpan(`player-${i}-messenger`),
          )
        : null,
      h(
        "td",
        { "data-label": ROBBER_HEAD },
        textInput(
          `player-${i}-robber`,
          p.robber,
          `player ${i + 1} robber square`,
          (v) => (p.robber = v),
          hooks,
          4,
          locked,
        ),
        errorSpan(`player-${i}-robber`),
      ),
      h(
        "td",
        { class: "pg-row-action" },
        h(
          "button",
          {
            type: "button",
            class: "pg-small",
            "aria-label": `remove player ${i + 1}`,
            disabled: locked || model.players.length <= 2,
            onclick: () => {
              model.players.splice(i, 1);
              model.awards = model.awards
                .filter((a) => a.player !== i)
                .map((a) => ({ ...a, player: a.player > i ? a.player - 1 : a.player }));
              if (model.active >= model.players.length || model.active === i) model.active = 0;
              if (model.turnPlayer >= model.players.length) model.turnPlayer = 0;
              if (model.backward.player >= model.players.length) model.backward.player = 0;
              hooks.rebuild();
            },
          },
          "remove",
        ),
      ),
    ),
  );
  const messages = h(
    "label",
    {},
    h("input", {
      type: "checkbox",
      id: "messages",
      disabled: locked,
      checked: model.messages,
      onchange: (e) => {
        model.messages = (e.target as HTMLInputElement).checked;
        hooks.rebuild();
      },
    }),
    " The Messages in play (each player also has a messenger)",
  );
  const add = h(
    "button",
    {
      type: "button",
      id: "add-player",
      disabled: locked || model.players.length >= 6,
      onclick: () => {
        model.players.push({ name: `p${model.players.length + 1}`, meeple: "0", messenger: "0", robber: "" });
        hooks.rebuild();
      },
    },
    "add player",
  );
  return h(
    "fieldset",
    { class: "pg-players" },
    h("legend", {}, "The start: players, figures and robbers"),
    locked
      ? h(
          "p",
          { class: "pg-note", id: "start-locked" },
          "The start is fixed while events are in the history: undo them all to change it.",
        )
      : null,
    messages,
    h("div", { class: "pg-scroll" }, h("table", { class: "pg-stack" }, h("thead", {}, head), h("tbody", {}, ...rows))),
    add,
    errorSpan("players"),
    errorSpan("active"),
  );
}

function boardSection(model: FormModel, hooks: FormHooks, board: HTMLElement, ui: FormUi): HTMLElement {
  const targets: Choice[] = model.players.flatMap((p, i) => {
    const whose = possessive(p.name.trim() || `player ${i + 1}`);
    return [
      { value: `${i}:meeple`, label: `${whose} meeple`, player: i, whose: "meeple" },
      ...(model.messages
        ? [{ value: `${i}:messenger`, label: `${whose} messenger`, player: i, whose: "messenger" }]
        : []),
      { value: `${i}:robber`, label: `${whose} robber`, player: i, whose: "robber" },
    ];
  });
  const target = h(
    "select",
    {
      id: "board-target",
      "aria-label": "what a click on the board moves",
      disabled: ui.locked,
      onchange: (e) => (ui.boardTarget = (e.target as HTMLSelectElement).value),
    },
    ...targets.map((t) =>
      h(
        "option",
        { value: t.value, selected: t.value === ui.boardTarget, "data-player-of": t.player, "data-whose": t.whose },
        t.label,
      ),
    ),
  );
  board.onclick = (e) => {
    if (ui.locked) return;
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
    h("legend", {}, ui.locked ? "The board now (after the history)" : "Board"),
    ui.locked
      ? null
      : h(
          "p",
          {},
          h("label", { for: "board-target" }, "Tap a square to put "),
          target,
          " there (tap a robber's square again to send it back to supply).",
        ),
    board,
  );
}

function awardsTable(model: FormModel, hooks: FormHooks): HTMLElement {
  const rows = model.awards.map((a, j) =>
    h(
      "tr",
      { "data-award-row": j },
      h("td", { class: "pg-row-name" }, `award ${j + 1}`),
      h(
        "td",
        { "data-label": "player" },
        select(
          `award-${j}-player`,
          String(a.player),
          playerChoices(model),
          `award ${j + 1} player`,
          (v) => (a.player = Number(v)),
          hooks,
        ),
        errorSpan(`award-${j}-player`),
      ),
      h(
        "td",
        { "data-label": "points" },
        textInput(`award-${j}-points`, a.points, `award ${j + 1} points`, (v) => (a.points = v), hooks, 3),
        errorSpan(`award-${j}-points`),
      ),
      h(
        "td",
        { "data-label": "source" },
        select(
          `award-${j}-source`,
          a.source,
          AWARD_SOURCES.map((s) => ({ value: s, label: SOURCE_WORDS[s] })),
          `award ${j + 1} source`,
          (v) => (a.source = v),
          hooks,
        ),
        errorSpan(`award-${j}-source`),
      ),
      h(
        "td",
        { "data-label": "label" },
        textInput(`award-${j}-label`, a.label, `award ${j + 1} label`, (v) => (a.label = v), hooks, 7),
        errorSpan(`award-${j}-label`),
      ),
      h(
        "td",
        { class: "pg-row-action" },
        h(
          "button",
          {
            type: "button",
            class: "pg-small",
            "aria-label": `remove award ${j + 1}`,
            onclick: () => {
              model.awards.splice(j, 1);
              hooks.rebuild();
            },
          },
          "remove",
        ),
      ),
    ),
  );
  const add = h(
    "button",
    {
      type: "button",
      id: "add-award",
      onclick: () => {
        model.awards.push({ player: model.active, points: "0", source: "feature", label: "" });
        hooks.rebuild();
      },
    },
    "add award",
  );
  return h(
    "div",
    { class: "pg-awards" },
    h(
      "p",
      { class: "pg-note" },
      "Every award scored at once (all features one tile completes, or a fairy point alone...).",
    ),
    h(
      "div",
      { class: "pg-scroll" },
      h(
        "table",
        { class: "pg-stack" },
        h(
          "thead",
          {},
          h(
            "tr",
            { class: "pg-column-names" },
            h("th", {}, "award"),
            h("th", {}, "player"),
            h("th", {}, "points"),
            h("th", {}, "source"),
            h("th", {}, "label"),
            h("th", {}, ""),
          ),
        ),
        h("tbody", {}, ...rows),
      ),
    ),
    add,
    errorSpan("awards"),
  );
}

function backwardFields(model: FormModel, hooks: FormHooks): HTMLElement {
  const b = model.backward;
  const field = (label: string, id: string, input: HTMLElement) =>
    h("div", { class: "pg-reading" }, h("label", { for: id }, label), input, errorSpan(id));
  return h(
    "div",
    { class: "pg-backward" },
    field(
      "whose figure",
      "backward-player",
      select(
        "backward-player",
        String(b.player),
        playerChoices(model),
        "whose figure goes back",
        (v) => (b.player = Number(v)),
        hooks,
      ),
    ),
    field(
      "which figure",
      "backward-figure",
      select(
        "backward-figure",
        b.figure,
        (model.messages ? ["meeple", "messenger"] : ["meeple"]).map((f) => ({ value: f, label: f })),
        "which figure goes back",
        (v) => (b.figure = v),
        hooks,
      ),
    ),
    field(
      "points back",
      "backward-points",
      textInput("backward-points", b.points, "how many points it goes back", (v) => (b.points = v), hooks, 3),
    ),
    field(
      "why",
      "backward-source",
      select(
        "backward-source",
        b.source,
        BACKWARD_SOURCES.map((s) => ({ value: s, label: SOURCE_WORDS[s] })),
        "why it goes back",
        (v) => (b.source = v),
        hooks,
      ),
    ),
  );
}

const KIND_WORDS: Record<EventKindChoice, string> = {
  "bag-tile": "a tile with a bag is placed (robber placement)",
  moment: "a scoring moment (awards)",
  backward: "a figure moves back (bazaar, tower)",
  turn: "a turn begins",
  "game-end": "the game ends (robbers' final bonus)",
};

function eventSection(model: FormModel, hooks: FormHooks): HTMLElement {
  const kind = h(
    "select",
    {
      id: "event-kind",
      "aria-label": "what happens",
      onchange: (e) => {
        model.eventKind = (e.target as HTMLSelectElement).value as EventKindChoice;
        hooks.rebuild();
      },
    },
    ...EVENT_KINDS.map((k) => h("option", { value: k, selected: k === model.eventKind }, KIND_WORDS[k])),
  );
  const fields = {
    "bag-tile": () =>
      h(
        "p",
        { class: "pg-note" },
        "The active player has placed a tile with a bag: who may (or must) place or move a robber, in turn?",
      ),
    moment: () => awardsTable(model, hooks),
    backward: () => backwardFields(model, hooks),
    turn: () =>
      h(
        "div",
        { class: "pg-reading" },
        h("label", { for: "turn-player" }, "whose turn begins"),
        select(
          "turn-player",
          String(model.turnPlayer),
          playerChoices(model),
          "whose turn begins",
          (v) => (model.turnPlayer = Number(v)),
          hooks,
        ),
        errorSpan("turn-player"),
      ),
    "game-end": () =>
      h("p", { class: "pg-note" }, "The game is over: every robber still on the scoreboard pays its owner the bonus."),
  } satisfies Record<EventKindChoice, () => HTMLElement>;
  return h(
    "fieldset",
    { class: "pg-event" },
    h("legend", {}, "What happens now"),
    h("p", {}, h("label", { for: "event-kind" }, "Event: "), kind),
    fields[model.eventKind](),
  );
}

/** The whole form; `board` is the element the preview is drawn into (kept by the caller). */
export function formView(model: FormModel, hooks: FormHooks, board: HTMLElement, ui: FormUi): HTMLElement {
  return h(
    "div",
    { class: "pg-form" },
    rulesSection(model, hooks),
    playersSection(model, hooks, ui.locked),
    boardSection(model, hooks, board, ui),
    eventSection(model, hooks),
  );
}
