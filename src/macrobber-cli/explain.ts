// "What can happen now?" in MacRobber: the next event, who decides under which rule, the question
// and every legal option (a limited number listed), or that the game is over and how it ended.
import { firstLegal } from "../interpreter/strategies.js";
import { nextChoice, play, type MacRobberSpec } from "../macrobber/api.js";
import { printable } from "../oracle/input-error.js";
import { macRobberRules, nextEvent, type GameResult, type MacRobberEvent, type MacRobberState } from "../../spec/macrobber/index.js";

/** What can happen now. */
export interface NowReport {
  /** Events played (with first-legal choices) to reach the state. */
  readonly played: number;
  readonly round: number;
  readonly active: string;
  readonly points: Readonly<Record<string, number>>;
  /** The next event, or null when the game is over. */
  readonly next: MacRobberEvent | null;
  /** The first decision of the next event; null when nobody has a choice in it. */
  readonly choice: {
    readonly kind: string;
    readonly actor: string;
    readonly rule: string;
    readonly ruleTitle: string;
    readonly question: string;
    readonly count: number;
    /** The first `limit` options. */
    readonly options: readonly unknown[];
  } | null;
  readonly result: GameResult | null;
}

/** Play up to `events` events with the first legal option at every choice (stops early if the game ends). */
export function advance(spec: MacRobberSpec, state: MacRobberState, events: number): { state: MacRobberState; played: number } {
  let s = state;
  let played = 0;
  for (; played < events; played++) {
    const event = nextEvent(s);
    if (!event) break;
    const r = play(spec, s, event, firstLegal());
    if (!r.ok) throw r.error;
    s = r.state;
  }
  return { state: s, played };
}

/** The report for a state; `limit` options are listed. */
export function whatNow(spec: MacRobberSpec, state: MacRobberState, played: number, limit: number): NowReport {
  const next = nextEvent(state);
  const c = next ? nextChoice(spec, state) : null;
  const points = Object.fromEntries(state.players.map((p) => [p, state.clans[p]!.points]));
  const title = c ? (macRobberRules.find((r) => r.id === c.rule)?.title ?? "") : "";
  return {
    played,
    round: state.round,
    active: state.active,
    points,
    next,
    choice: c ? { kind: c.kind, actor: c.actor, rule: c.rule, ruleTitle: title, question: c.question, count: c.options.length, options: c.options.slice(0, limit) } : null,
    result: state.result,
  };
}

/** The report as text lines for people. */
export function whatNowText(r: NowReport): string[] {
  const points = Object.entries(r.points).map(([p, n]) => `${p} ${n}`).join(", ");
  const after = r.played > 0 ? ` (after ${r.played} event${r.played === 1 ? "" : "s"} with the first legal option at every choice)` : "";
  const lines = [`Round ${r.round}, ${r.active} active${after}; points: ${points}`];
  if (!r.next) {
    const res = r.result!;
    lines.push(`The game is over: ended by ${res.reason === "sack" ? "the sack running out" : "an estate tile"}; ${res.winners.length === 1 ? "winner" : "draw between"}: ${res.winners.join(", ")}.`);
    return lines.map((l) => printable(l, 4000));
  }
  lines.push(`Next event: ${r.next.kind}`);
  if (!r.choice) {
    lines.push("Nobody decides anything in it: the rules (and chance from the seeded state) decide it all.");
    return lines.map((l) => printable(l, 4000));
  }
  const c = r.choice;
  lines.push(`Who decides: ${c.actor}`, `Under rule: ${c.rule}${c.ruleTitle ? ` (${c.ruleTitle})` : ""}`, `Question: ${c.question}`);
  lines.push(c.options.length < c.count ? `${c.count} legal options; the first ${c.options.length}:` : `${c.count} legal options:`);
  c.options.forEach((o, i) => lines.push(`  ${i + 1}. ${JSON.stringify(o)}`));
  lines.push(`(as a trace choice: {"kind": "${c.kind}", "actor": ${JSON.stringify(c.actor)}, "pick": <option>})`);
  return lines.map((l) => printable(l, 4000));
}
