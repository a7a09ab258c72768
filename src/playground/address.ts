// A session in the page address (the part after `#`): JSON in base64url, so a ruling can be
// linked and opens exactly as it was, with what the page showed of it (the answer asked for, the
// editions compared, the picks already taken in the event being decided). Reading an address never throws: whatever is there (cut short, edited by
// hand, for another game) gets a message saying what is wrong with it, and the session it holds is
// checked like an imported trace (every step replayed under the rules).

import type { PathStep } from "../dsl/ruleset.js";
import { parseDocument, validate } from "../oracle/document.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import { clip } from "../oracle/printable.js";
import type { PlaygroundGame } from "./adapter.js";
import type { Session } from "./session.js";
import { importTrace } from "./trace.js";

/** The version of the address layout, so a later layout can still read older links. */
export const ADDRESS_VERSION = 1;

const toBase64Url = (text: string): string => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): string | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
};

/**
 * What the page showed of the session, beyond the session itself: a link opens on the same view.
 * An address without one (written before views were kept) says nothing of what was shown.
 */
export interface SessionView {
  /** The answer to the pending event was on show. */
  readonly answer?: boolean;
  /** The most outcomes the answer listed. */
  readonly limit?: number;
  /** The editions were compared: with the game's name of the one reading changed, or "" for none. */
  readonly compare?: string;
  /**
   * The picks already taken in the event being decided (MacRobber's shell), in order: reopened,
   * the event goes on from them. The page checks them against the rules when it opens them.
   */
  readonly picks?: readonly PathStep[];
}

/** Most picks an address may carry for one event (an event of MacRobber takes a handful). */
const MAX_VIEW_PICKS = 100;

/** Most outcomes a view may ask to list (the page offers fewer). */
const MAX_VIEW_LIMIT = 10_000;

/** The address fragment (without `#`) that holds the session, and the view of it when given. */
export function encodeSession(session: Session, view?: SessionView): string {
  return toBase64Url(JSON.stringify({ v: ADDRESS_VERSION, ...session, ...(view ? { view } : {}) }));
}

/** What an address gives: the session (and the view of it, when the address has one), or a sentence saying why it cannot be read. */
export type DecodedSession =
  | { readonly ok: true; readonly session: Session; readonly view?: SessionView }
  | { readonly ok: false; readonly message: string };

/** A value as JSON, cut short: a message names what it found, it does not repeat a megabyte of it. */
const quoted = (v: unknown): string | undefined => {
  const text = JSON.stringify(v);
  return text === undefined ? undefined : clip(text, 60);
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Whether a value has the shape of a pick (`{ kind, actor, pick }`, the first two text). */
const isPick = (v: unknown): v is PathStep =>
  isObject(v) &&
  Object.keys(v).every((k) => ["kind", "actor", "pick"].includes(k)) &&
  typeof v.kind === "string" &&
  typeof v.actor === "string" &&
  "pick" in v;

/** Read an address fragment (with or without `#`) back into a session, checked under the rules. */
export function decodeSession(pg: PlaygroundGame, fragment: string): DecodedSession {
  const refuse = (why: string): DecodedSession => ({
    ok: false,
    message: `The address does not hold a playground session: ${why}.`,
  });
  if (typeof fragment !== "string") return refuse("it is not text");
  // base64url takes 4 characters for 3 bytes: longer than that for the largest trace read is no session.
  if (fragment.length > (MAX_FILE_BYTES / 3) * 4 + 1)
    return refuse(`it is ${fragment.length} characters long, more than a session of ${MAX_FILE_BYTES} bytes`);
  const text = fromBase64Url(fragment.replace(/^#/, ""));
  if (text === null) return refuse("it is not base64url text (was the link cut short or changed?)");
  // The careful reader: nesting is bounded (no stack overflow), duplicate and reserved keys refused.
  const parsed = parseDocument({ text });
  if (!parsed.ok) return refuse(`its content is not JSON the playground reads (${parsed.error.message})`);
  const value = parsed.value;
  if (!isObject(value)) return refuse("its content is not a JSON object");
  if (value.v !== ADDRESS_VERSION)
    return refuse(`it is of layout ${quoted(value.v) ?? "none"}, this page reads layout ${ADDRESS_VERSION}`);
  if (value.game !== pg.game.id)
    return refuse(`it is for the game ${quoted(value.game) ?? "(none)"}, this playground plays "${pg.game.id}"`);
  if (!Array.isArray(value.history)) return refuse('"history" is not a list of events');
  // The session is read as the trace it would export, so its problems are said the same way.
  const trace = JSON.stringify(
    {
      format: pg.game.formats.names.trace,
      options: value.options ?? {},
      setup: value.setup,
      steps: value.history,
    },
    null,
    1,
  );
  const read = importTrace(pg, trace);
  if (!read.ok)
    return refuse(
      `at ${read.error.path.replace(/^\$\.steps/, "history")}: ${read.error.message}${read.error.rules?.length ? ` (${read.error.rules.join(", ")})` : ""}`,
    );
  const view = viewOf(value.view);
  if (typeof view === "string") return refuse(`at view: ${view}`);
  const seen = view ? { view } : {};
  if (value.pending === undefined) return { ok: true, session: read.session, ...seen };
  const pending = validate(pg.game.formats.traceStep, { event: value.pending }, null);
  if (!pending.ok)
    return refuse(`at pending${pending.problem.path.replace(/^\$\.event/, "")}: ${pending.problem.message}`);
  return { ok: true, session: { ...read.session, pending: (pending.data as { event: unknown }).event }, ...seen };
}

/** The view an address holds (undefined when it holds none), or what is wrong with it. */
function viewOf(value: unknown): SessionView | undefined | string {
  if (value === undefined) return undefined;
  if (!isObject(value)) return "it is not a JSON object";
  const unknown = Object.keys(value).find((k) => !["answer", "limit", "compare", "picks"].includes(k));
  if (unknown !== undefined) return `${quoted(unknown)} is not part of a view`;
  const { answer, limit, compare, picks } = value;
  if (answer !== undefined && typeof answer !== "boolean") return `answer is ${quoted(answer)}, not true or false`;
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_VIEW_LIMIT)
  )
    return `limit is ${quoted(limit)}, not a whole number 1-${MAX_VIEW_LIMIT}`;
  // A reading is named as the game names it ("INT-MSG-ALONE=alone"); the page checks the game has it.
  if (compare !== undefined && !(typeof compare === "string" && /^[A-Za-z0-9_.=-]{0,120}$/.test(compare)))
    return `compare is ${quoted(compare)}, not a reading's name`;
  if (picks !== undefined && !(Array.isArray(picks) && picks.length <= MAX_VIEW_PICKS && picks.every(isPick)))
    return `picks is ${quoted(picks)}, not a list of at most ${MAX_VIEW_PICKS} picks ({ kind, actor, pick })`;
  return {
    ...(answer !== undefined ? { answer } : {}),
    ...(limit !== undefined ? { limit: limit as number } : {}),
    ...(compare !== undefined ? { compare } : {}),
    ...(picks !== undefined ? { picks: picks as PathStep[] } : {}),
  };
}
