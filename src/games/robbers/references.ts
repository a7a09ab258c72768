// Checks that need more than one field but not the game state: names (players, figures, awards)
// must refer to things that exist. They run after the schema (which states every numeric limit and
// the length of player ids) and before any replay, so a trace naming an unknown player is unreadable
// input (exit 2), not a divergence. Anything that depends on the state as it evolves (a ninth bag
// tile, paying more points than a figure has) is left to the rules during replay. Last, the
// arrangements of robbers that no legal play can reach (`checkReachable`), which need the options.

import type { RobbersEvent, RobbersState } from "../../../spec/robbers/index.js";
import type { RobbersDecisions } from "../../../spec/robbers/types.js";
import { MAX_AWARDS_PER_PLAYER, unreachableArrangements } from "../../../spec/robbers/validate.js";
import { own } from "../../dsl/own.js";
import { joinPath } from "../../oracle/input-error.js";
import { RESERVED_KEYS } from "../../oracle/json-text.js";
import type { Setup } from "./formats/robbers-input.js";
import type { Claims, TraceChoice, TraceStep } from "./formats/trace.js";

/** A problem at a path relative to the part checked (`$` is the setup, or the step). */
export interface ReferenceProblem {
  readonly path: string;
  readonly message: string;
  readonly rules?: readonly string[];
}

const key = (k: string) => `[${JSON.stringify(k)}]`;
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters (C0 and DEL) in player names
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Player names and figure positions of a starting situation (`at` is where the setup fields sit). */
export function checkSetupReferences(setup: Setup, at = "$"): ReferenceProblem | null {
  for (const [i, p] of setup.players.entries()) {
    if (RESERVED_KEYS.has(p))
      return {
        path: `${at}.players[${i}]`,
        message: `"${p}" cannot be a player id (it is reserved in JavaScript objects)`,
      };
    if (CONTROL.test(p))
      return { path: `${at}.players[${i}]`, message: "a player id cannot contain control characters" };
    // Own properties only: a player called "toString" must not find Object.prototype.toString.
    if (!Object.hasOwn(setup.figures, p))
      return {
        path: `${at}.figures${key(p)}`,
        message: `player "${p}" has no scoring figures`,
        rules: ["BASE-SCOREBOARD"],
      };
    if (!Object.hasOwn(setup.robbers, p))
      return {
        path: `${at}.robbers${key(p)}`,
        message: `player "${p}" must have a robber: a space, or null for the supply`,
        rules: ["RB-SETUP-SUPPLY"],
      };
  }
  return null;
}

type Players = { readonly players: readonly string[]; readonly messages: boolean };

const unknownPlayer = (path: string, p: string, s: Players): ReferenceProblem => ({
  path,
  message: `unknown player ${JSON.stringify(p)}; players are ${s.players.join(", ")}`,
  rules: ["BASE-PLAYERS"],
});
const noMessenger = (path: string): ReferenceProblem => ({
  path,
  message: "messengers exist only with The Messages (the setup has messages: false)",
  rules: ["RB-MSG-TARGET"],
});

/** Names and numbers in an event, independent of the state it happens in. */
function checkEventReferences(event: RobbersEvent, s: Players, at = "$.event"): ReferenceProblem | null {
  switch (event.kind) {
    case "moment": {
      const perPlayer = new Map<string, number>();
      for (const [i, a] of event.awards.entries()) {
        if (!s.players.includes(a.player)) return unknownPlayer(`${at}.awards[${i}].player`, a.player, s);
        perPlayer.set(a.player, (perPlayer.get(a.player) ?? 0) + 1);
        if (perPlayer.get(a.player)! > MAX_AWARDS_PER_PLAYER)
          return {
            path: `${at}.awards[${i}]`,
            message: `more than ${MAX_AWARDS_PER_PLAYER} awards for ${a.player} in one moment`,
            rules: ["RB-STEAL-ORDER"],
          };
      }
      return null;
    }
    case "backward":
      if (!s.players.includes(event.player)) return unknownPlayer(`${at}.player`, event.player, s);
      if (event.figure === "messenger" && !s.messages) return noMessenger(`${at}.figure`);
      return null;
    case "turn":
      return s.players.includes(event.player) ? null : unknownPlayer(`${at}.player`, event.player, s);
    default:
      return null;
  }
}

function checkChoice(c: TraceChoice, event: RobbersEvent, s: Players, at: string): ReferenceProblem | null {
  if (!s.players.includes(c.actor)) return unknownPlayer(`${at}.actor`, c.actor, s);
  const pick = c.pick as {
    figure?: string;
    victim?: string;
    thief?: string;
    sequence?: { award: number; figure: string }[];
  };
  if (pick.figure === "messenger" && !s.messages) return noMessenger(`${at}.pick.figure`);
  if (pick.victim !== undefined && !s.players.includes(pick.victim))
    return unknownPlayer(`${at}.pick.victim`, pick.victim, s);
  if (pick.thief !== undefined && !s.players.includes(pick.thief))
    return unknownPlayer(`${at}.pick.thief`, pick.thief, s);
  for (const [i, item] of (pick.sequence ?? []).entries()) {
    const awards = event.kind === "moment" ? event.awards.length : 0;
    if (item.award >= awards)
      return {
        path: `${at}.pick.sequence[${i}].award`,
        message: `award ${item.award} does not exist (the event has ${awards} award${awards === 1 ? "" : "s"})`,
      };
    if (item.figure === "messenger" && !s.messages) return noMessenger(`${at}.pick.sequence[${i}].figure`);
  }
  return null;
}

function checkClaims(claims: Claims, s: Players, at: string): ReferenceProblem | null {
  for (const field of ["scores", "figures", "robbers"] as const) {
    const claimed = claims[field];
    if (!claimed) continue;
    // The JSON path is built only for a problem: this runs for every step of a long trace.
    for (const p in claimed) {
      if (!Object.hasOwn(claimed, p)) continue;
      if (!s.players.includes(p)) return unknownPlayer(`${at}.${field}${key(p)}`, p, s);
      if (field === "figures" && (own(claimed, p) as { messenger?: number }).messenger !== undefined && !s.messages)
        return noMessenger(`${at}.${field}${key(p)}.messenger`);
    }
  }
  return null;
}

/** Every name in a trace step refers to something in the game; every number is plausible. */
export function checkStepReferences(step: TraceStep, s: Players): ReferenceProblem | null {
  // The schema types award sources as strings; the event is otherwise exactly a RobbersEvent.
  const event = step.event as RobbersEvent;
  const problem = checkEventReferences(event, s);
  if (problem) return problem;
  for (const [i, c] of step.choices.entries()) {
    const p = checkChoice(c, event, s, `$.choices[${i}]`);
    if (p) return p;
  }
  return step.claims ? checkClaims(step.claims, s, "$.claims") : null;
}

/**
 * The arrangements of robbers in a state that no legal play can reach under these options (see
 * `unreachableArrangements`), one problem per robber, at its path under `at` (where the state's
 * fields sit: `$` in a scenario, `$.setup` in a trace), each message saying that no legal play
 * leads there. Readers refuse the first by default; a caller that asked only to be warned gets
 * them all as warnings (The Robbers' `unreachable` in the game contract).
 */
export function checkReachable(state: RobbersState, decisions: RobbersDecisions, at = "$"): ReferenceProblem[] {
  return unreachableArrangements(state, decisions).map((e) => ({
    path: joinPath(at, e.path ?? "$"),
    message: /no legal play/.test(e.reason) ? e.reason : `${e.reason}; no legal play leaves a robber there`,
    rules: e.rules,
  }));
}
