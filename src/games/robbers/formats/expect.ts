// Does an outcome match what a source says? Compares only the fields an expectation gives, and
// returns every mismatch in words (so a failing fixture says what differs, not just "false").

import { type RobbersEffect, type RobbersState, scoreOf } from "../../../../spec/robbers/index.js";
import type { RuleError } from "../../../dsl/errors.js";
import { own } from "../../../dsl/own.js";
import type { Expect } from "./fixture.js";

/** What a step did: the states before and after, and its effects. */
export interface Observed {
  /** The state before the step. */
  readonly before: RobbersState;
  /** The state after it. */
  readonly after: RobbersState;
  /** The step's effects. */
  readonly effects: readonly RobbersEffect[];
}

/** Every way the observed step differs from what the source expects, in words (empty when it matches). */
export function mismatches(expect: Expect, seen: Observed): string[] {
  const out: string[] = [];
  const { before, after, effects } = seen;
  for (const [p, f] of Object.entries(expect.figures ?? {})) {
    for (const [k, v] of Object.entries(f)) {
      const got = own(own(after.figures, p), k);
      if (got !== v) out.push(`${p}'s ${k} is on ${got}, expected ${v}`);
    }
  }
  for (const [p, v] of Object.entries(expect.scores ?? {})) {
    const got = own(after.figures, p) ? scoreOf(own(after.figures, p)!) : undefined;
    if (got !== v) out.push(`${p} has ${got} points, expected ${v}`);
  }
  for (const [p, v] of Object.entries(expect.gained ?? {})) {
    const got =
      own(after.figures, p) && own(before.figures, p)
        ? scoreOf(own(after.figures, p)!) - scoreOf(own(before.figures, p)!)
        : undefined;
    if (got !== v) out.push(`${p} gained ${got}, expected ${v}`);
  }
  for (const [p, v] of Object.entries(expect.robbers ?? {})) {
    const got = own(after.robbers, p);
    if (got !== v)
      out.push(
        `${p}'s robber is ${got === null ? "in supply" : `on ${got}`}, expected ${v === null ? "in supply" : `on ${v}`}`,
      );
  }
  if (expect.steals) {
    const actual = effects.flatMap((e) => (e.type === "steal" ? [e] : []));
    const unmatched = [...actual];
    for (const s of expect.steals) {
      const i = unmatched.findIndex(
        (a) =>
          a.thief === s.thief &&
          a.victim === s.victim &&
          a.amount === s.amount &&
          (s.figure === undefined || a.figure === s.figure) &&
          (s.points === undefined || a.points === s.points),
      );
      if (i < 0) out.push(`no theft ${JSON.stringify(s)}`);
      else unmatched.splice(i, 1);
    }
    for (const a of unmatched) out.push(`unexpected theft: ${a.thief} took ${a.amount} from ${a.victim}'s ${a.figure}`);
  }
  for (const [p, v] of Object.entries(expect.messagesDrawn ?? {})) {
    const got = (own(after.messagesDrawn, p) ?? 0) - (own(before.messagesDrawn, p) ?? 0);
    if (got !== v) out.push(`${p} drew ${got} message(s), expected ${v}`);
  }
  const cited = new Set(effects.flatMap((e) => e.rules));
  for (const id of expect.cites ?? []) if (!cited.has(id)) out.push(`no effect cites ${id}`);
  return out;
}

/** Whether a step's error (or its success) is what the source expects, as a list of differences in words (empty when it is). */
export function errorMismatches(expect: Expect, error: RuleError | null): string[] {
  if (!expect.error) return error ? [`unexpected error: ${error.message}`] : [];
  if (!error) return [`expected an error citing ${expect.error.rule}, but the step succeeded`];
  const out: string[] = [];
  if (!error.rules.includes(expect.error.rule))
    out.push(`error cites ${error.rules.join(", ")}, expected ${expect.error.rule}: ${error.message}`);
  if (expect.error.kind && error.kind !== expect.error.kind)
    out.push(`error kind ${error.kind}, expected ${expect.error.kind}`);
  return out;
}
