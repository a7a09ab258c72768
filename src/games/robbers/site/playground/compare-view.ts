// Editions side by side: the outcomes of the current event under all five presets (and, on
// request, with one reading changed), one row per outcome and one column per option set; rows
// found under only some columns come first and are highlighted, so the C2 Z-Man obligation shows
// as the declines the other presets allow. A comparison shown is said to the page (for its address),
// and one the address asks for is drawn at once.

import type { RobbersEffect } from "../../../../../spec/robbers/index.js";
import { interpretations } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import type { FileOptions } from "../../../../kit/game.js";
import type { PlaygroundGame } from "../../../../playground/adapter.js";
import { compareVariants, editionVariants, readingVariant, type Variant } from "../../../../playground/compare.js";
import { h } from "../../../../site/shell/dom.js";
import { type RuleHrefs, ruleLinks } from "../../../../site/shell/rule-links.js";
import { readingWords } from "./form-view.js";
import { robberWords } from "./picture.js";
import { effectWords } from "./player-words.js";

export interface CompareContext {
  readonly pg: PlaygroundGame;
  readonly hrefs: RuleHrefs;
  readonly options: FileOptions;
  readonly state: unknown;
  readonly event: unknown;
  /** The comparison to draw at once (a shared address holds it): the reading changed, or "" for none. */
  readonly initial: string | null;
  /** Called with the reading changed ("" for none) each time a comparison is drawn. */
  readonly compared: (reading: string) => void;
}

/**
 * Each row's name: what the robbers do; where two rows would read the same, each also says what
 * happens in it that the others with that name lack (which figure scores which award), so no two
 * rows look identical (issue 36, point 5).
 */
function rowNames(outcomes: readonly (readonly RobbersEffect[])[]): { words: string; differs: string }[] {
  const words = outcomes.map(robberWords);
  const steps = outcomes.map((effects) => effects.map(effectWords));
  const alike = new Map<string, number[]>();
  for (const [i, w] of words.entries()) alike.set(w, [...(alike.get(w) ?? []), i]);
  // What every row of a name shares, worked out once per name.
  const shared = new Map<string, Set<string>>();
  for (const [w, rows] of alike)
    if (rows.length > 1)
      shared.set(w, new Set(steps[rows[0]!]!.filter((step) => rows.every((j) => steps[j]!.includes(step)))));
  return words.map((w, i) => {
    const common = shared.get(w);
    return { words: w, differs: common ? steps[i]!.filter((step) => !common.has(step)).join("; ") : "" };
  });
}

/** The side-by-side panel: a reading to change, and the table (drawn on request: five enumerations). */
export function compareView(ctx: CompareContext): HTMLElement {
  const current = (id: string) =>
    own(ctx.options.interpretations, id) ?? interpretations.find((i) => i.id === id)?.defaultReading;
  const changes = interpretations.flatMap((i) =>
    i.readings
      .filter((r) => r.id !== current(i.id))
      .map((r) => ({ value: `${i.id}=${r.id}`, label: `${i.id}: ${readingWords(r, false)}` })),
  );
  const reading = h(
    "select",
    { id: "compare-reading", "aria-label": "a reading to change" },
    h("option", { value: "" }, "no reading changed"),
    ...changes.map((c) => h("option", { value: c.value }, c.label)),
  );
  const table = h("div", { class: "pg-compare-result", id: "comparison", "aria-live": "polite" });
  const run = () => {
    const variants: Variant[] = editionVariants(ctx.pg, ctx.options);
    if (reading.value) {
      const [id, r] = reading.value.split("=") as [string, string];
      variants.push(readingVariant(ctx.options, id, r));
    }
    const c = compareVariants(ctx.pg, ctx.state, ctx.event, variants);
    ctx.compared(reading.value);
    // Each cell also carries its column's name: a phone shows it beside the cell (the head row is hidden there).
    const columnName = (label: string) => (label === ctx.options.edition ? `${label} (chosen)` : label);
    const head = h(
      "tr",
      { class: "pg-column-names" },
      h("th", {}, "outcome"),
      ...c.variants.map((v) => h("th", { "data-variant": v.label }, columnName(v.label))),
    );
    const counts = h(
      "tr",
      { class: "pg-compare-counts" },
      h("th", { class: "pg-row-name" }, "how many outcomes"),
      ...c.variants.map((v) =>
        h(
          "td",
          {
            "data-label": columnName(v.label),
            "data-variant": v.label,
            "data-status": v.status,
            "data-count": v.status === "listed" ? v.distinct : "",
          },
          v.status === "listed"
            ? String(v.distinct)
            : v.status === "too-many"
              ? `${v.distinct}: too many to compare`
              : h("span", {}, `refused: ${v.message} (`, ...ruleLinks(v.rules, ctx.hrefs), ")"),
        ),
      ),
    );
    // Who steals what heads each row only where some outcome has a theft (a placement never does).
    const anyTheft = c.outcomes.some((o) => (o.effects as readonly RobbersEffect[]).some((e) => e.type === "steal"));
    const names = rowNames(c.outcomes.map((o) => o.effects as readonly RobbersEffect[]));
    const rows = c.outcomes.map((o, oi) => {
      const differs = o.under.some((u) => u === false);
      return h(
        "tr",
        { class: differs ? "pg-compare-row pg-differs" : "pg-compare-row", "data-differs": String(differs) },
        h(
          "td",
          { class: "pg-row-name" },
          o.group && anyTheft ? h("strong", {}, o.group, ". ") : null,
          names[oi]!.words,
          names[oi]!.differs ? h("span", { class: "pg-row-differs" }, ` — ${names[oi]!.differs}`) : null,
        ),
        ...o.under.map((u, i) => {
          const words = u === null ? "not compared" : u ? "allowed" : "not allowed";
          return h(
            "td",
            {
              class: u ? "pg-yes" : "pg-no",
              "data-label": columnName(c.variants[i]!.label),
              "data-variant": c.variants[i]!.label,
              title: `${words} under ${c.variants[i]!.label}`,
              "aria-label": words,
            },
            u === null ? "?" : u ? "✓" : "✗",
          );
        }),
      );
    });
    const differing = c.outcomes.filter((o) => o.under.some((u) => u === false)).length;
    table.replaceChildren(
      h(
        "p",
        { class: "pg-note" },
        "✓ allowed, ✗ not allowed under that column's rules; ? not compared (refused, or too many outcomes).",
      ),
      h(
        "p",
        { class: "pg-compare-summary", "data-differing": differing },
        c.differ
          ? `They differ: ${differing} of ${c.outcomes.length} outcomes are allowed under only some of these rules (highlighted, listed first).`
          : c.outcomes.length === 1
            ? "All agree: the same one outcome under each."
            : `All agree: the same ${c.outcomes.length} outcomes under each.`,
      ),
      h(
        "div",
        { class: "pg-scroll" },
        h("table", { class: "pg-compare-table pg-stack" }, h("thead", {}, head, counts), h("tbody", {}, ...rows)),
      ),
    );
  };
  if (ctx.initial !== null) {
    // A reading this game does not offer (an address edited by hand) compares the editions alone.
    reading.value = changes.some((c) => c.value === ctx.initial) ? ctx.initial : "";
    run();
  }
  return h(
    "section",
    { class: "pg-compare" },
    h("h3", {}, "Editions side by side"),
    h(
      "p",
      {},
      "The same situation and event under every edition preset, and optionally with one reading changed: which outcomes each allows.",
    ),
    h(
      "p",
      {},
      h("label", { for: "compare-reading" }, "Also with: "),
      reading,
      " ",
      h("button", { type: "button", id: "compare-run", onclick: run }, "Compare"),
    ),
    table,
  );
}
