// A playground session: a game, its options, the start (as the game's trace header writes its
// `setup`) and the events played so far with the picks made in each; optionally the event being
// asked about next. Replaying it with the interpreter gives every state along the way, so the
// session is all there is to save, share (the page address) or export (a trace).
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { step } from "../interpreter/step.js";
import { scripted } from "../interpreter/strategies.js";
import type { FileOptions, Problem } from "../kit/game.js";
import type { PlaygroundGame } from "./adapter.js";
import { type AnySpec, compileOptionsOf, startStateOf } from "./options.js";

/** One event played, with the picks made in it (every decision with more than one legal option, in the order taken). */
export interface SessionStep {
  readonly event: unknown;
  readonly choices: readonly PathStep[];
}

/** Everything the playground needs to rebuild what is on the table. */
export interface Session {
  /** The game's id (`robbers`, `macrobber`). */
  readonly game: string;
  /** The edition and readings, as files write them. */
  readonly options: FileOptions;
  /** The start, as the game's trace header writes its `setup`. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** The events played so far, in order. */
  readonly history: readonly SessionStep[];
  /** The event being asked about now, when there is one. */
  readonly pending?: unknown;
}

/** One replayed event: the state before and after it and what happened. */
export interface PlayedEvent extends SessionStep {
  readonly before: unknown;
  readonly after: unknown;
  readonly effects: readonly Effect[];
}

/** A session replayed: the compiled rules, the start, each event played, and the current state. */
export interface Replayed {
  readonly ok: true;
  readonly spec: AnySpec;
  /** The start as the trace format reads it (defaults filled in). */
  readonly setup: Readonly<Record<string, unknown>>;
  readonly start: unknown;
  readonly played: readonly PlayedEvent[];
  /** The state after the last event (the start when nothing was played). */
  readonly current: unknown;
}

/** Why a session cannot be replayed: a problem at a JSON path of the session's trace (`$.options`, `$.setup`, `$.steps[2].choices[0]`). */
export interface SessionRefused {
  readonly ok: false;
  readonly problem: Problem;
  /** The step refused (0-based), when it is one of the history's events. */
  readonly step?: number;
}

/** Replay a session from its start; the first refusal says where. */
export function replaySession(pg: PlaygroundGame, session: Session): Replayed | SessionRefused {
  const { game } = pg;
  if (session.game !== game.id)
    return {
      ok: false,
      problem: {
        path: "$.format",
        message: `the session is for "${session.game}", this playground plays "${game.id}"`,
      },
    };
  const compiled = compileOptionsOf(game, session.options);
  if (!compiled.ok) return compiled;
  const start = startStateOf(game, compiled.spec, session.setup);
  if (!start.ok) return start;
  const played: PlayedEvent[] = [];
  let state = start.state;
  for (const [i, s] of session.history.entries()) {
    const r = step(compiled.spec, state, s.event, scripted(s.choices));
    if (!r.ok) {
      const path = r.error.path?.startsWith("$.choices") ? `$.steps[${i}]${r.error.path.slice(1)}` : `$.steps[${i}]`;
      return { ok: false, step: i, problem: { path, message: r.error.reason, rules: r.error.rules } };
    }
    played.push({ event: s.event, choices: r.path, before: state, after: r.state, effects: r.effects });
    state = r.state;
  }
  return { ok: true, spec: compiled.spec, setup: start.setup, start: start.state, played, current: state };
}

/** The session with one more event played (the picks as the interpreter recorded them). */
export const withStep = (session: Session, event: unknown, choices: readonly PathStep[]): Session => {
  const { pending: _pending, ...rest } = session;
  return { ...rest, history: [...session.history, { event, choices }] };
};

/** The session with its last event taken back, asked about again as the pending event. */
export function undoLast(session: Session): Session {
  const last = session.history.at(-1);
  if (!last) return session;
  return { ...session, history: session.history.slice(0, -1), pending: last.event };
}
