// The session as a trace file: exported as the game's `<game>-trace/1` in JSON Lines (what
// `<game> check` reads: shown to copy, and offered as a download), and a trace file opened back
// into the playground (every step replayed under the rules; a refusal says line and JSON path).
import { exportTrace, importTrace, type PlaygroundGame, type Session } from "../../playground/index.js";
import { h } from "./dom.js";

export interface ExportContext {
  readonly pg: PlaygroundGame;
  session(): Session | null;
  open(session: Session): void;
}

export function exportView(ctx: ExportContext): HTMLElement {
  const format = ctx.pg.game.formats.names.trace;
  const text = h("textarea", {
    id: "shell-trace",
    readonly: true,
    rows: 6,
    "aria-label": `the session as a ${format} file`,
    hidden: true,
  });
  const download = h("a", { id: "shell-download", hidden: true }, `Download ${ctx.pg.game.id}-session.jsonl`);
  const message = h("p", { class: "shell-error", id: "shell-export-error", role: "alert" });
  const run = () => {
    const session = ctx.session();
    message.replaceChildren();
    if (!session) return void message.replaceChildren("Start a game first.");
    const r = exportTrace(ctx.pg, session, `${ctx.pg.game.title}: a session of the playground`);
    if (!r.ok)
      return void message.replaceChildren(`The session cannot be exported: at ${r.problem.path}: ${r.problem.message}`);
    text.value = r.text;
    text.hidden = false;
    download.hidden = false;
    const previous = download.getAttribute("href");
    if (previous) URL.revokeObjectURL(previous);
    download.setAttribute("href", URL.createObjectURL(new Blob([r.text], { type: "application/jsonl" })));
    download.setAttribute("download", `${ctx.pg.game.id}-session.jsonl`);
    if (r.unreachable.length)
      message.replaceChildren(`Note: \`check\` refuses this start: ${r.unreachable[0]!.message}`);
  };
  const file = h("input", { type: "file", id: "shell-import", accept: ".jsonl,.json,application/json" });
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    if (!f) return;
    const read = importTrace(ctx.pg, await f.text(), f.name);
    if (!read.ok) {
      const e = read.error;
      message.replaceChildren(
        `${e.file ?? "the file"}${e.line !== undefined ? `, line ${e.line}` : ""}, at ${e.path}: ` +
          `${e.message}${e.rules?.length ? ` (${e.rules.join(", ")})` : ""}`,
      );
      return;
    }
    message.replaceChildren();
    ctx.open(read.session);
  });
  return h(
    "section",
    { class: "shell-export", id: "shell-export" },
    h("h2", {}, "Save or share"),
    h(
      "p",
      {},
      "The page address holds the game played so far: copy it to share this exact position. Or export it as a trace file, which the command line checks with ",
      h("code", {}, `${ctx.pg.game.id} check <file>`),
      ".",
    ),
    h("button", { type: "button", id: "shell-export-button", onclick: run }, `Export the trace (${format})`),
    text,
    download,
    h("p", {}, h("label", { for: "shell-import" }, "Open a trace file: "), file),
    message,
  );
}
