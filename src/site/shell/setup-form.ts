// The start form: the players (names in seat order), the seed, the edition when the game has
// editions, a field for each parameter the ruleset lets players set (empty: the rules' own value),
// and a reading for every interpretation (each select names its question and marks the default).
// Reading it gives the options as files write them: only readings other than the defaults, and the
// parameters set.
import { own } from "../../dsl/own.js";
import { parameterRange } from "../../dsl/parameter.js";
import type { FileOptions } from "../../kit/game.js";
import type { PlaygroundGame, Session } from "../../playground/index.js";
import { h } from "./dom.js";
import type { RuleHrefs } from "./rule-links.js";
import { ruleLinks } from "./rule-links.js";
import { formOptions } from "./start.js";
import type { GameView } from "./types.js";

/** The form, and how to read it or fill it from a session. */
export interface SetupForm {
  readonly element: HTMLElement;
  read(): { readonly players: string; readonly seed: string; readonly options: FileOptions };
  fill(session: Session): void;
  /** Show a problem beside its field (null clears every message). */
  problem(field: "players" | "seed" | "options" | null, message?: string, rules?: readonly string[]): void;
}

export function setupForm(
  pg: PlaygroundGame,
  view: GameView,
  hrefs: RuleHrefs,
  start: () => void,
  newSeed: () => number,
): SetupForm {
  const { game } = pg;
  const players = h("input", {
    id: "shell-players",
    type: "text",
    value: view.players.example.join(", "),
    autocomplete: "off",
    "aria-describedby": "shell-players-error",
  });
  const seed = h("input", {
    id: "shell-seed",
    type: "text",
    inputmode: "numeric",
    value: "1",
    autocomplete: "off",
    "aria-describedby": "shell-seed-error",
  });
  const edition = game.editions
    ? h(
        "select",
        { id: "shell-edition" },
        ...game.editions.ids.map((id) =>
          h(
            "option",
            { value: id, selected: id === game.editions!.default },
            id === game.editions!.default ? `${id} (default)` : id,
          ),
        ),
      )
    : null;
  const readings = game.interpretations.map((i) => ({
    id: i.id,
    select: h(
      "select",
      { id: `shell-reading-${i.id}`, "data-interpretation": i.id, "aria-label": `${i.id}: ${i.title}` },
      ...i.readings.map((r) =>
        h(
          "option",
          { value: r.id, selected: r.id === i.defaultReading },
          r.id === i.defaultReading ? `${r.id} (default)` : r.id,
        ),
      ),
    ),
  }));
  // A parameter left empty is not set: the rules' own value (or the edition's) holds.
  const parameters = (game.ruleset.parameters ?? []).map((p) => ({
    p,
    field:
      p.values.kind === "integer"
        ? h("input", {
            id: `shell-parameter-${p.key}`,
            type: "number",
            min: String(p.values.min),
            max: String(p.values.max),
            step: "1",
            placeholder: "the rules' own",
            "aria-describedby": "shell-options-error",
          })
        : h(
            "select",
            { id: `shell-parameter-${p.key}` },
            h("option", { value: "" }, "the rules' own"),
            ...p.values.values.map((v) => h("option", { value: v }, v)),
          ),
  }));
  const parameterRows = parameters.map(({ p, field }) =>
    h(
      "div",
      { class: "shell-field" },
      h(
        "label",
        { for: `shell-parameter-${p.key}` },
        ...ruleLinks([p.rule], hrefs),
        ` ${p.title} (${parameterRange(p)})`,
      ),
      field,
    ),
  );
  const errorOf = (field: string) => h("p", { class: "shell-error", id: `shell-${field}-error`, role: "alert" });
  const errors = { players: errorOf("players"), seed: errorOf("seed"), options: errorOf("options") };
  const readingRows = game.interpretations.map((i, n) =>
    h(
      "div",
      { class: "shell-reading" },
      h("label", { for: `shell-reading-${i.id}` }, ...ruleLinks([i.id], hrefs), ` ${i.title}`),
      readings[n]!.select,
    ),
  );
  const element = h(
    "form",
    {
      class: "shell-setup",
      id: "shell-setup",
      onsubmit: (e: Event) => {
        e.preventDefault();
        start();
      },
    },
    h("h2", {}, "Start a game"),
    h(
      "div",
      { class: "shell-field" },
      h(
        "label",
        { for: "shell-players" },
        `Players, in seat order (${view.players.min} to ${view.players.max} names, commas between them)`,
      ),
      players,
      errors.players,
    ),
    h(
      "div",
      { class: "shell-field" },
      h("label", { for: "shell-seed" }, "Seed (the same seed deals the same game)"),
      h(
        "div",
        { class: "shell-row" },
        seed,
        h(
          "button",
          { type: "button", id: "shell-new-seed", onclick: () => (seed.value = String(newSeed())) },
          "Another seed",
        ),
      ),
      errors.seed,
    ),
    edition ? h("div", { class: "shell-field" }, h("label", { for: "shell-edition" }, "Edition"), edition) : null,
    ...parameterRows,
    readings.length
      ? h(
          "details",
          { class: "shell-readings", id: "shell-readings" },
          h("summary", {}, `Readings of the open questions (${readings.length})`),
          ...readingRows,
        )
      : null,
    errors.options,
    h("button", { type: "submit", id: "shell-start", class: "shell-primary" }, "Start the game"),
  );
  return {
    element,
    read: () => {
      const options = formOptions(pg, {
        ...(edition ? { edition: edition.value } : {}),
        readings: Object.fromEntries(readings.map((r) => [r.id, r.select.value])),
        parameters: Object.fromEntries(parameters.map(({ p, field }) => [p.key, field.value])),
      });
      return { players: players.value, seed: seed.value, options };
    },
    fill: (session) => {
      const s = session.setup as { players?: unknown; seed?: unknown };
      if (Array.isArray(s.players)) players.value = s.players.join(", ");
      if (typeof s.seed === "number") seed.value = String(s.seed);
      if (edition) edition.value = session.options.edition ?? game.editions!.default;
      for (const { p, field } of parameters) {
        const value = own(session.options.parameters ?? {}, p.key);
        field.value = value === undefined ? "" : String(value);
      }
      for (const r of readings)
        r.select.value =
          own(session.options.interpretations, r.id) ?? game.interpretations.find((i) => i.id === r.id)!.defaultReading;
    },
    problem: (field, message, rules) => {
      for (const e of Object.values(errors)) e.replaceChildren();
      for (const el of [players, seed]) el.removeAttribute("aria-invalid");
      if (!field || !message) return;
      errors[field].replaceChildren(message, ...(rules?.length ? [" (", ...ruleLinks(rules, hrefs), ")"] : []));
      if (field === "players") players.setAttribute("aria-invalid", "true");
      if (field === "seed") seed.setAttribute("aria-invalid", "true");
    },
  };
}
