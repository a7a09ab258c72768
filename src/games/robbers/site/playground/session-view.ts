// The session panel: the events followed so far (each with the picks made, in words, and what the
// robbers did), undo, the trace to download or copy (a robbers-trace/1 that `robbers check`
// accepts), a trace to import (pasted or from a file), and the link that reopens all of it, with a
// button that copies it.

import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../../../spec/robbers/index.js";
import { type PlaygroundGame, wordsOfChoice } from "../../../../playground/adapter.js";
import type { Replayed, Session } from "../../../../playground/session.js";
import { h } from "../../../../site/shell/dom.js";
import { robberWords } from "./picture.js";
import { eventWords } from "./player-words.js";

export interface SessionHooks {
  readonly undo: () => void;
  /** Read a trace's text into the session; returns the error to show, or null. */
  readonly importText: (text: string, file?: string) => string | null;
  /** The trace of the session, or why there is none. */
  readonly exportText: () => { text: string; warning: string | null } | { error: string };
}

/** Copies the page's address (which holds the session) and says whether it worked, where a screen reader hears it too. */
function copyAddress(status: HTMLElement): void {
  const say = (words: string) => status.replaceChildren(words);
  if (!navigator.clipboard) {
    say(" Copy it from the address bar: this browser does not let the page copy.");
    return;
  }
  navigator.clipboard.writeText(window.location.href).then(
    () => say(" Copied."),
    () => say(" Not copied: this browser refused. Copy it from the address bar."),
  );
}

export function sessionView(
  pg: PlaygroundGame,
  session: Session,
  replayed: Replayed | null,
  hooks: SessionHooks,
  address: string,
): HTMLElement {
  const items = (replayed?.played ?? []).map((p, i) => {
    // What the robbers did beyond the picks already said (a placement picked is not told twice, nor followed by "no robber acts").
    const more = (p.effects as readonly RobbersEffect[]).filter(
      (e) => !(p.choices.length && ["robber-placed", "robber-moved", "placement-declined"].includes(e.type)),
    );
    const told = robberWords(more);
    return h(
      "li",
      { class: "pg-history-item", "data-step": i },
      h("strong", {}, eventWords(p.event as RobbersEvent, p.before as RobbersState)),
      p.choices.length
        ? h("span", {}, " — ", p.choices.map((c) => wordsOfChoice(pg, c, p.before, p.event)).join("; "))
        : null,
      told !== "no robber acts" || !p.choices.length ? h("span", { class: "pg-note" }, ` — ${told}`) : null,
    );
  });
  const copied = h("span", { class: "pg-copied", id: "copy-status", role: "status" });
  const traceBox = h("div", { class: "pg-trace", id: "trace-box" });
  const exportTrace = () => {
    const r = hooks.exportText();
    if ("error" in r) {
      traceBox.replaceChildren(h("p", { class: "pg-error" }, r.error));
      return;
    }
    const url = URL.createObjectURL(new Blob([r.text], { type: "application/x-ndjson" }));
    traceBox.replaceChildren(
      ...(r.warning ? [h("p", { class: "pg-error" }, r.warning)] : []),
      h(
        "p",
        {},
        h(
          "a",
          { id: "export-link", href: url, download: "playground-session.jsonl" },
          "Download the trace (playground-session.jsonl)",
        ),
        " — check it with ",
        h("code", {}, "robbers check playground-session.jsonl"),
        ".",
      ),
      h(
        "textarea",
        { id: "trace-text", readonly: true, rows: 4, "aria-label": "the trace, one JSON line per event" },
        r.text,
      ),
    );
  };
  const importBox = h("textarea", {
    id: "import-text",
    rows: 3,
    placeholder: "Paste a robbers-trace/1 here (JSON Lines: a header line, then one line per event)",
    "aria-label": "a trace to import",
  });
  const importError = h("p", { class: "pg-error", id: "import-error", role: "alert" });
  const show = (error: string | null) => importError.replaceChildren(error ?? "");
  const file = h("input", {
    type: "file",
    id: "import-file",
    "aria-label": "a trace file to import",
    accept: ".jsonl,.ndjson,.json,application/json",
    onchange: async (e: Event) => {
      const f = (e.target as HTMLInputElement).files?.[0];
      if (f) show(hooks.importText(await f.text(), f.name));
    },
  });
  return h(
    "section",
    { class: "pg-session", id: "session" },
    // A section of the page as the answer is (h2 under the page's h1), so the outline skips no level.
    h("h2", {}, "The game so far"),
    items.length
      ? h("ol", { id: "history" }, ...items)
      : h(
          "p",
          { id: "history", class: "pg-note" },
          "Nothing followed yet: ask what can happen, then follow an outcome to make it the current situation.",
        ),
    h(
      "p",
      {},
      h(
        "button",
        { type: "button", id: "undo", disabled: session.history.length === 0, onclick: hooks.undo },
        "Undo the last event",
      ),
      h("button", { type: "button", id: "export", onclick: exportTrace }, "Export the trace"),
    ),
    traceBox,
    h(
      "details",
      { class: "pg-import" },
      h("summary", {}, "Import a trace"),
      importBox,
      h(
        "p",
        {},
        h("button", { type: "button", id: "import", onclick: () => show(hooks.importText(importBox.value)) }, "Import"),
        " or a file: ",
        file,
      ),
      importError,
    ),
    h(
      "p",
      { class: "pg-share" },
      "This situation, its event and the history are in the page address: ",
      h("a", { id: "share-link", href: `#${address}` }, "link to share"),
      ". ",
      h("button", { type: "button", id: "copy-link", onclick: () => copyAddress(copied) }, "Copy the link"),
      copied,
    ),
  );
}
