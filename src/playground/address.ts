// A session in the page address (the part after `#`): JSON in base64url, so a ruling can be
// linked and opens exactly as it was. Reading an address never throws: whatever is there (cut
// short, edited by hand, for another game) gets a message saying what is wrong with it, and the
// session it holds is checked like an imported trace (every step replayed under the rules).

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

/** The address fragment (without `#`) that holds the session. */
export function encodeSession(session: Session): string {
  return toBase64Url(JSON.stringify({ v: ADDRESS_VERSION, ...session }));
}

/** What an address gives: the session, or a sentence saying why it cannot be read. */
export type DecodedSession =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly message: string };

/** A value as JSON, cut short: a message names what it found, it does not repeat a megabyte of it. */
const quoted = (v: unknown): string | undefined => {
  const text = JSON.stringify(v);
  return text === undefined ? undefined : clip(text, 60);
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

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
  if (value.pending === undefined) return { ok: true, session: read.session };
  const pending = validate(pg.game.formats.traceStep, { event: value.pending }, null);
  if (!pending.ok)
    return refuse(`at pending${pending.problem.path.replace(/^\$\.event/, "")}: ${pending.problem.message}`);
  return { ok: true, session: { ...read.session, pending: (pending.data as { event: unknown }).event } };
}
