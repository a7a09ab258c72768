// The MacRobber oracle: replay a JSON Lines trace event by event against the rules and stop at the
// first line whose event is refused, or whose claimed effects or state differ from the rules'.
// Streams the file (constant memory); input it cannot read is an InputError, never an exception.
import { play } from "../macrobber/api.js";
import { parseDocument, place } from "../oracle/document.js";
import { formatInputError, printable, type InputError } from "../oracle/input-error.js";
import { jsonLines } from "../oracle/jsonl-lines.js";
import { MAX_LINE_BYTES } from "../oracle/limits.js";
import type { MacRobberEffect, MacRobberEvent } from "../../spec/macrobber/index.js";
import { firstDifference, firstEffectDifference } from "./diff.js";
import { stepSchema } from "./format.js";
import { startFromHeader, validate, type Start } from "./input.js";

/** The first line that does not conform. */
export interface Divergence {
  readonly file: string;
  readonly line: number;
  /** 1-based number of the event in the trace. */
  readonly event: number;
  readonly kind: MacRobberEvent["kind"];
  /** JSON path inside the line. */
  readonly path: string;
  /** What the trace claims and what the rules give (absent when the rules refuse the event). */
  readonly claimed?: string;
  readonly expected?: string;
  /** Rule ids: the refusal's, or those the rules' effects of this step cite. */
  readonly rules: readonly string[];
  /** Why the rules refuse the event, when they do. */
  readonly error?: { readonly kind: string; readonly message: string };
}

export type CheckResult =
  | { readonly status: "conforms"; readonly file: string; readonly events: number; readonly over: boolean }
  | ({ readonly status: "diverges"; readonly events: number } & Divergence)
  | { readonly status: "unreadable"; readonly error: InputError };

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Replay the trace in `file`. */
export async function checkTrace(file: string): Promise<CheckResult> {
  let start: Start | null = null;
  let events = 0;
  let state = null as Start["state"] | null;
  for await (const l of jsonLines(file, MAX_LINE_BYTES)) {
    if (!l.ok) return { status: "unreadable", error: l.error };
    if (l.text.trim() === "") continue;
    const origin = { file, text: l.text, firstLine: l.line };
    const parsed = parseDocument(origin);
    if (!parsed.ok) return { status: "unreadable", error: parsed.error };
    if (!start) {
      const started = startFromHeader(parsed.value);
      if (!started.ok) return { status: "unreadable", error: place(started.problem, origin) };
      start = started.start;
      state = start.state;
      continue;
    }
    const checked = validate(stepSchema, parsed.value);
    if (!checked.ok) return { status: "unreadable", error: place(checked.problem, origin) };
    const line = checked.data;
    events++;
    const at = { file, line: l.line, event: events, kind: line.event.kind };
    const r = play(start.spec, state!, line.event, line.choices);
    if (!r.ok) {
      const e = r.error;
      return { status: "diverges", events: events - 1, ...at, path: e.path ?? "$", rules: e.rules, error: { kind: e.kind, message: e.reason } };
    }
    const effects = r.effects as readonly MacRobberEffect[];
    const players = new Set(r.state.players);
    const cited = unique(effects.flatMap((e) => e.rules));
    if (line.effects) {
      const d = firstEffectDifference(line.effects, effects, players);
      if (d) {
        const rules = d.effect !== undefined && effects[d.effect] ? effects[d.effect]!.rules : cited;
        return { status: "diverges", events: events - 1, ...at, path: d.path, claimed: d.claimed, expected: d.expected, rules };
      }
    }
    if (line.state) {
      const d = firstDifference(line.state, r.state, "$.state", players);
      if (d) return { status: "diverges", events: events - 1, ...at, path: d.path, claimed: d.claimed, expected: d.expected, rules: cited };
    }
    state = r.state;
  }
  if (!start) return { status: "unreadable", error: { file, path: "$", message: "the trace is empty (expected a header line, then one line per event)" } };
  return { status: "conforms", file, events, over: state!.phase === "over" };
}

/** The result for people: one line. */
export function checkText(r: CheckResult): string {
  if (r.status === "unreadable") return formatInputError(r.error);
  if (r.status === "conforms") return `conforms: ${r.events} event${r.events === 1 ? "" : "s"}`;
  const rules = r.rules.length ? `  [${r.rules.join(", ")}]` : "";
  const what = r.error ? `the rules refuse it (${r.error.kind}): ${r.error.message}` : `trace says ${r.claimed}, the rules give ${r.expected}`;
  return printable(`${r.file}:${r.line}: event ${r.event} (${r.kind}) does not conform: ${r.path}: ${what}${rules}`, 2000);
}

/** The result for machines. */
export function checkJson(r: CheckResult): string {
  return JSON.stringify(r.status === "unreadable" ? { status: r.status, error: { ...r.error, text: formatInputError(r.error) } } : r);
}
