// The playground page's script: reads the worked examples and rule links the generator put in the
// page, builds the form, checks it on every change (messages beside the fields), and on request
// lists every legal outcome of the moment through the specification, in the browser.
import { checkState, robbersSpec } from "../../robbers/api.js";
import { mismatches } from "../../formats/expect.js";
import { plainMessage } from "../error-text.js";
import { scoreboardSvg } from "../scoreboard-svg.js";
import { h } from "./dom.js";
import { defaultForm, formFromExample } from "./form-model.js";
import { formView, type FormUi } from "./form-view.js";
import { listOutcomes } from "./list-outcomes.js";
import { fieldOfPath, parseForm, previewState } from "./parse-form.js";
import { resultsView, ruleLinks, type RuleHrefs } from "./results-view.js";
import type { FieldError, FormModel, PlaygroundExample } from "./types.js";

const root = document.getElementById("robbers-playground");
if (root) mount(root);

function readExamples(): PlaygroundExample[] {
  try {
    return JSON.parse(document.getElementById("robbers-examples")?.textContent ?? "[]") as PlaygroundExample[];
  } catch {
    return [];
  }
}

/** Rule id -> page, from the rule index in the page (typedoc resolved those links). */
function readRuleHrefs(): RuleHrefs {
  const out = new Map<string, string>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>("#rule-links a[href]")) out.set(a.textContent?.trim() ?? "", a.getAttribute("href")!);
  return out;
}

function mount(root: HTMLElement): void {
  const examples = readExamples();
  const hrefs = readRuleHrefs();
  const ui: FormUi = { boardTarget: "0:meeple" };
  let model: FormModel = defaultForm();
  const board = h("div", { class: "pg-board-picture", id: "board" });
  const formHolder = h("div", {});
  const results = h("section", { class: "pg-results", id: "results", "aria-live": "polite" });
  const general = h("p", { class: "pg-error pg-general", id: "general-error", role: "alert" });
  const limit = h("select", { id: "limit", "aria-label": "most outcomes to show" }, ...[20, 50, 100, 200, 500].map((n) => h("option", { value: n, selected: n === 50 }, String(n))));

  const exampleSelect = h("select", { id: "example" }, ...examples.map((e) => h("option", { value: e.key }, `${e.fixture}, step ${e.step + 1}: ${e.title}`)));
  const load = (key: string) => {
    const ex = examples.find((e) => e.key === key);
    if (!ex) return;
    model = formFromExample(ex);
    exampleSelect.value = key;
    rebuild();
  };
  const loaded = h("p", { class: "pg-loaded", id: "loaded" });

  function showErrors(errors: readonly FieldError[]): void {
    for (const el of root.querySelectorAll(".pg-error")) el.replaceChildren();
    for (const el of root.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    for (const e of errors) {
      const span = document.getElementById(`${e.field}-error`) ?? general;
      span.replaceChildren(e.message, ...(e.rules?.length ? [" (", ...ruleLinks(e.rules, hrefs), ")"] : []));
      document.getElementById(e.field)?.setAttribute("aria-invalid", "true");
    }
  }

  function refresh(): void {
    const parsed = parseForm(model);
    showErrors(parsed.ok ? [] : parsed.errors);
    board.innerHTML = scoreboardSvg(previewState(model), { caption: "The situation before the moment" });
    const ex = examples.find((e) => e.key === model.example);
    loaded.textContent = ex ? `Loaded ${ex.fixture}, step ${ex.step + 1} (${ex.label}), under ${ex.edition}; the source lists ${ex.options.length} option(s).` : "";
    results.replaceChildren(h("p", { class: "pg-hint" }, "Press “Show every outcome” to ask the specification."));
  }

  const changed = () => {
    model.example = null; // edited: no longer the worked example as the source tells it
    refresh();
  };
  function rebuild(): void {
    formHolder.replaceChildren(formView(model, { changed, rebuild: () => (changed(), rebuild()) }, board, ui));
    refresh();
  }

  function run(): void {
    const parsed = parseForm(model);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      results.replaceChildren(h("p", { class: "pg-error-summary" }, "Fix the marked fields first."));
      return;
    }
    try {
      const spec = robbersSpec(parsed.options);
      const invalid = checkState(spec, parsed.state);
      const listed = invalid ? { ok: false as const, error: invalid } : listOutcomes(spec, parsed.state, parsed.event, Number(limit.value), wantedOf(model, parsed.state));
      if (!listed.ok) {
        showErrors([{ field: fieldOfPath(listed.error.path, model), message: plainMessage(listed.error.message), rules: listed.error.rules }]);
        results.replaceChildren(h("p", { class: "pg-error-summary" }, "The specification refuses this situation: see the message beside the field."));
        return;
      }
      showErrors([]);
      results.replaceChildren(resultsView(listed, hrefs, examples.find((e) => e.key === model.example) ?? null, parsed.state));
    } catch (error) {
      // A bug, not bad input: say so plainly rather than leave a stack trace in the console only.
      showErrors([{ field: "general", message: `The specification failed unexpectedly: ${(error as Error).message}` }]);
    }
  }

  /** For a loaded worked example: one test per option the source lists. */
  function wantedOf(m: FormModel, before: Parameters<typeof mismatches>[1]["before"]) {
    const ex = examples.find((e) => e.key === m.example);
    return ex ? ex.options.map((opt) => (o: { state: typeof before; effects: Parameters<typeof mismatches>[1]["effects"] }) => mismatches(opt.expect, { before, after: o.state, effects: o.effects }).length === 0) : [];
  }

  const example3 = examples.find((e) => e.fixture === "000-example-3");
  root.replaceChildren(
    h(
      "div",
      { class: "pg-toolbar" },
      h("label", { for: "example" }, "Worked example: "),
      exampleSelect,
      h("button", { type: "button", id: "load-example", onclick: () => load(exampleSelect.value) }, "Load"),
      example3 ? h("button", { type: "button", id: "load-example-3", onclick: () => load(example3.key) }, "Load worked example 3") : null,
      h("button", { type: "button", id: "reset", onclick: () => ((model = defaultForm()), rebuild()) }, "Start again"),
    ),
    loaded,
    formHolder,
    h("div", { class: "pg-run" }, h("button", { type: "button", id: "run", class: "pg-primary", onclick: run }, "Show every outcome"), h("label", { for: "limit" }, " show at most "), limit, " outcomes", general),
    results,
  );
  rebuild();
}
