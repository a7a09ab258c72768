// A session as a `<game>-trace/1` file in JSON Lines (what `<game> check` reads and `<game> play`
// writes: a header with the options and the start, then one step per line with its event, its
// picks and the claims the game's `play.claimsOf` makes), and back: a trace read into a session,
// each problem placed on its line with its JSON path, as the oracle's readers place theirs. The
// oracle's own readers open files with Node; this one reads text, so it runs in the browser.
import { step } from "../interpreter/step.js";
import { scripted } from "../interpreter/strategies.js";
import type { FileOptions, Problem } from "../kit/game.js";
import { type Origin, parseDocument, place, validate } from "../oracle/document.js";
import type { InputError } from "../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import type { PlaygroundGame } from "./adapter.js";
import { compileOptionsOf, startStateOf, unreachableOf } from "./options.js";
import { replaySession, type Session, type SessionRefused, type SessionStep } from "./session.js";

/** An exported trace: its text (JSON Lines, ending with a newline), and what `check` would refuse in its start. */
export interface ExportedTrace {
  readonly ok: true;
  readonly text: string;
  /** Arrangements of the start no legal play reaches: `check` refuses the trace for the first (empty: none). */
  readonly unreachable: readonly Problem[];
}

/** The session as a `<game>-trace/1` in JSON Lines, each step with the claims the game's `play` would write. */
export function exportTrace(pg: PlaygroundGame, session: Session, title?: string): ExportedTrace | SessionRefused {
  const replayed = replaySession(pg, session);
  if (!replayed.ok) return replayed;
  const { game } = pg;
  const header = {
    format: game.formats.names.trace,
    ...(title ? { title } : {}),
    options: session.options,
    setup: replayed.setup,
  };
  const lines = [
    JSON.stringify(header),
    ...replayed.played.map((p) =>
      JSON.stringify({ event: p.event, choices: p.choices, claims: game.play.claimsOf(p.after, p.effects) }),
    ),
  ];
  return {
    ok: true,
    text: `${lines.join("\n")}\n`,
    unreachable: unreachableOf(game, replayed.spec, replayed.setup, replayed.start),
  };
}

/** What reading a trace gives: the session it holds, or the first problem, on its line with its JSON path. */
export type ImportedTrace =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly error: InputError };

interface Record_ {
  readonly value: unknown;
  readonly origin: Origin & { readonly text: string };
}

/** The records of a trace: one JSON document with `steps`, or JSON Lines (a header, then a step per line). */
function recordsOf(
  text: string,
  file: string | undefined,
): { ok: true; header: Record_; steps: Record_[]; layout: "json" | "jsonl" } | { ok: false; error: InputError } {
  const named = file !== undefined ? { file } : {};
  // As `check` reads a file: a leading byte order mark is no content.
  const body = text.replace(/^\uFEFF/, "");
  const whole = parseDocument({ ...named, text: body });
  if (
    whole.ok &&
    whole.value !== null &&
    typeof whole.value === "object" &&
    !Array.isArray(whole.value) &&
    "steps" in whole.value
  ) {
    const origin = { ...named, text: body };
    return { ok: true, layout: "json", header: { value: whole.value, origin }, steps: [] };
  }
  // Lines end as `check` ends them (\n, \r\n, a lone \r).
  const lines = body.split(/\r\n|\r|\n/);
  const first = lines.findIndex((line) => line.trim() !== "");
  // Not one document, and its first line is no record either: a document (pretty-printed, over
  // several lines) with a problem, told as `check` tells it (a duplicate key, not "end of input").
  if (!whole.ok && first >= 0 && lines.length > first + 1 && !parseDocument({ text: lines[first]! }).ok) return whole;
  const records: Record_[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const origin = { ...named, text: line, firstLine: i + 1 };
    const parsed = parseDocument(origin);
    if (!parsed.ok) return parsed;
    records.push({ value: parsed.value, origin });
  }
  const [header, ...steps] = records;
  if (!header)
    return {
      ok: false,
      error: { ...named, path: "$", message: "the trace is empty (expected a header line, then one step per line)" },
    };
  return { ok: true, layout: "jsonl", header, steps };
}

/** Read a trace's text (`file` only names it in errors) into a session, replaying every step and comparing its claims. */
export function importTrace(pg: PlaygroundGame, text: string, file?: string): ImportedTrace {
  const { game } = pg;
  const named = file !== undefined ? { file } : {};
  if (text.length > MAX_FILE_BYTES)
    return { ok: false, error: { ...named, path: "$", message: `the trace is larger than ${MAX_FILE_BYTES} bytes` } };
  const records = recordsOf(text, file);
  if (!records.ok) return records;
  const fail = (problem: Problem, origin: Origin) => ({ ok: false as const, error: place(problem, origin) });
  const head = records.header;
  const headerSchema = records.layout === "json" ? game.formats.trace : game.formats.traceHeader;
  const checked = validate(headerSchema, head.value, game.formats.names.trace);
  if (!checked.ok) return fail(checked.problem, head.origin);
  const header = checked.data as { options: FileOptions; setup: Record<string, unknown>; steps?: unknown[] };
  const compiled = compileOptionsOf(game, header.options);
  if (!compiled.ok) return fail(compiled.problem, head.origin);
  const start = startStateOf(game, compiled.spec, header.setup);
  if (!start.ok) return fail(start.problem, head.origin);
  const unreachable = unreachableOf(game, compiled.spec, header.setup, start.state)[0];
  if (unreachable) return fail(unreachable, head.origin);
  // Each step with where it sits: its own line (JSON Lines), or `$.steps[i]` of the one document.
  const steps =
    records.layout === "json"
      ? (header.steps ?? []).map((value, i) => ({ value, origin: head.origin, at: `$.steps[${i}]` }))
      : records.steps.map((r) => ({ ...r, at: "$" }));
  const under = (at: string, path: string) => (at === "$" ? path : at + path.slice(1));
  const history: SessionStep[] = [];
  let state = start.state;
  for (const s of steps) {
    const valid = validate(game.formats.traceStep, s.value, null);
    if (!valid.ok) return fail({ ...valid.problem, path: under(s.at, valid.problem.path) }, s.origin);
    const record = valid.data as { event?: unknown; choices: SessionStep["choices"]; claims?: unknown };
    const names = game.checkStep?.(record as never, header.setup as never);
    if (names) return fail({ ...names, path: under(s.at, names.path) }, s.origin);
    const event = record.event ?? game.nextEvent?.(state) ?? null;
    if (event === null)
      return fail(
        {
          path: under(s.at, "$.event"),
          message: game.nextEvent ? "the game is over: no event can follow" : "missing: the step's event",
        },
        s.origin,
      );
    const r = step(compiled.spec, state, event, scripted(record.choices));
    if (!r.ok)
      return fail(
        {
          path: under(s.at, r.error.path?.startsWith("$.choices") ? r.error.path : "$"),
          message: r.error.reason,
          rules: r.error.rules,
        },
        s.origin,
      );
    if (record.claims !== undefined) {
      const difference = game.claims.compare(record.claims, r.state, r.effects)[0];
      if (difference)
        return fail(
          { path: under(s.at, difference.path), message: difference.description, rules: difference.rules },
          s.origin,
        );
    }
    history.push({ event, choices: r.path });
    state = r.state;
  }
  return { ok: true, session: { game: game.id, options: header.options, setup: header.setup, history } };
}
