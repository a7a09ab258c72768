// Phase 2's actions: what each costs from the drawn tokens and the court, whether it is allowed in
// a situation, every legal plan of one or two actions, and the first rule a given plan breaks.
import { canonical, own } from "../../src/dsl/index.js";
import type { D } from "./clans.js";
import { lastOfRound } from "./clans.js";
import type { Action, ActionName, Court, Estates, MacRobberState, PlayerId, Tokens } from "./model.js";
import { covers, describeTokens, freeEstates, sub, tokens, total } from "./tokens.js";

export { describeTokens };

/** The rule behind each action. */
export const ACTION_RULE: Readonly<Record<ActionName, string>> = {
  cattle: "MR-ACT-CATTLE",
  castle: "MR-ACT-CASTLE",
  abbey: "MR-ACT-ABBEY",
  warriors: "MR-ACT-WARRIORS",
  bagpipers: "MR-ACT-BAGPIPERS",
  monks: "MR-ACT-MONKS",
  bard: "MR-ACT-BARD",
  estate: "MR-ACT-ESTATE",
};

/** What an action's legality depends on: the player's drawn tokens, court and estates, and the rest of the table. */
export interface Situation {
  readonly drawn: Tokens;
  readonly court: Court;
  readonly estates: Estates;
  readonly estateDeck: number;
  /** Tokens of the drawn ones used so far this turn (MR-ACT-LIMIT). */
  readonly used: number;
}

export type Refusal = { readonly rule: string | readonly string[]; readonly message: string };
const no = (rule: string | readonly string[], message: string): Refusal => ({ rule, message });

/** Drawn tokens the action uses (court payment for an estate excluded). */
export function drawnCost(a: Action): Tokens {
  switch (a.action) {
    case "cattle":
      return tokens({ red: 1 });
    case "castle":
      return tokens({ blue: 2 });
    case "abbey":
      return tokens({ green: 3 });
    case "warriors":
      return tokens({ yellow: a.count });
    case "bagpipers":
      return tokens({ blue: a.count });
    case "monks":
      return tokens({ green: a.count });
    case "bard":
      return tokens({ blue: 1 });
    case "estate":
      return a.pay === "red"
        ? tokens({ yellow: 1 - a.fromCourt.yellow, red: 1 })
        : tokens({ yellow: 1 - a.fromCourt.yellow, green: 2 - a.fromCourt.green });
  }
}

const isCount = (n: unknown, lo: number, hi: number): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= lo && n <= hi;

/** Why `a` is not allowed for `actor` in situation `s` (null: allowed). Shapes are checked too, since picks come from outside. */
function actionRefusal(state: MacRobberState, d: D, actor: PlayerId, s: Situation, a: Action): Refusal | null {
  const shape = (a as { action?: unknown } | null)?.action;
  if (typeof shape !== "string" || !Object.hasOwn(ACTION_RULE, shape))
    return no(
      "MR-ACT-CHOOSE",
      `${canonical(shape)} is not an action (expected one of ${Object.keys(ACTION_RULE).join(", ")})`,
    );
  const rule = ACTION_RULE[a.action];
  const several = d["MR-INT-ONE-TOKEN"].value === "several";
  if (a.action === "warriors" || a.action === "bagpipers") {
    // A count outside 1 to 4 breaks the action under every reading; 2 to 4 only the reading "one".
    if (!isCount(a.count, 1, 4)) return no(rule, `count must be 1 to 4, not ${canonical(a.count)}`);
    if (!several && a.count > 1)
      return no(
        [rule, ...d["MR-INT-ONE-TOKEN"].by],
        `count must be 1 (one token per action under MR-INT-ONE-TOKEN "one"), not ${a.count}`,
      );
  }
  if (a.action === "monks" && !isCount(a.count, 1, 2))
    return no(rule, `monks take 1 or 2 green tokens, not ${canonical(a.count)}`);
  if (a.action === "estate") {
    if (a.pay !== "red" && a.pay !== "green")
      return no(
        rule,
        `an estate is paid with "red" (1 yellow, 1 red) or "green" (1 yellow, 2 green), not ${canonical(a.pay)}`,
      );
    const fc = a.fromCourt as { yellow?: unknown; green?: unknown } | undefined;
    if (!fc || !isCount(fc.yellow, 0, 1) || !isCount(fc.green, 0, a.pay === "green" ? 2 : 0)) {
      return no(
        "MR-ESTATE-PAY-COURT",
        `fromCourt must give yellow 0-1 and green ${a.pay === "green" ? "0-2" : "0"} (the court pays only what the price asks)`,
      );
    }
    if (s.estates.count >= 6) return no("MR-ESTATE-MAX", `${actor} already has 4 acquired estates`);
    if (s.estateDeck <= 0) return no(rule, "the estate deck is empty");
    if (s.court.yellow - a.fromCourt.yellow < 3)
      return no("MR-WARRIORS-MIN", `paying a warrior would leave ${actor} with fewer than 3 warriors`);
    if (s.court.green < a.fromCourt.green)
      return no("MR-ESTATE-PAY-COURT", `${actor}'s court has only ${s.court.green} monk(s)`);
  }
  if (a.action === "cattle" || a.action === "castle" || a.action === "abbey") {
    if (freeEstates(s.estates) < 1) return no(rule, `${actor} has no free estate (MR-ESTATE-ONE-THING)`);
  }
  if (a.action === "bard") {
    const refusal = bardRefusal(state, d, actor, a);
    if (refusal) return refusal;
  }
  const cost = drawnCost(a);
  if (!covers(s.drawn, cost))
    return no(rule, `it needs ${describeTokens(cost)} of the drawn tokens; ${describeTokens(s.drawn)} remain`);
  const limit = d.drawnTokenLimit.value;
  if (s.used + total(cost) > limit)
    return no(
      "MR-ACT-LIMIT",
      `the actions would use ${s.used + total(cost)} drawn tokens; at most ${limit} may be used`,
    );
  return null;
}

function bardRefusal(
  state: MacRobberState,
  d: D,
  actor: PlayerId,
  a: Extract<Action, { action: "bard" }>,
): Refusal | null {
  if (!Array.isArray(a.take) || a.take.length > 2)
    return no("MR-ACT-BARD", "the bard takes a list of at most 2 tokens");
  if (a.take.length === 0 && d["MR-INT-BARD-EMPTY"].value === "at-least-one")
    return no(
      ["MR-ACT-BARD", ...d["MR-INT-BARD-EMPTY"].by],
      'the bard takes at least 1 token (reading "at-least-one")',
    );
  for (const [i, t] of a.take.entries()) {
    if (!t || !["yellow", "blue", "green"].includes(t.colour))
      return no("MR-ACT-BARD", `take[${i}]: the bard takes yellow, blue or green tokens from a court`);
    if (t.from === actor || !state.players.includes(t.from))
      return no("MR-ACT-BARD", `take[${i}]: ${canonical(t.from)} is not a fellow player of ${actor}`);
  }
  if (a.take.length === 2) {
    if (a.take[0]!.colour === a.take[1]!.colour)
      return no("MR-ACT-BARD", "the two tokens must be of different colours");
    if (a.take[0]!.from !== a.take[1]!.from && d["MR-INT-BARD-VICTIM"].value === "one-player")
      return no(
        ["MR-ACT-BARD", ...d["MR-INT-BARD-VICTIM"].by],
        'both tokens come from one fellow player\'s court (reading "one-player")',
      );
  }
  for (const t of a.take) {
    const court = state.clans[t.from]!.court;
    if (court[t.colour as "yellow" | "blue" | "green"] < 1)
      return no("MR-ACT-BARD", `${t.from}'s court has no ${t.colour} token`);
    if (t.colour === "yellow" && court.yellow - 1 < 3)
      return no("MR-WARRIORS-MIN", `${t.from} would keep fewer than 3 warriors`);
  }
  const keep = a.keep;
  if (keep !== null && !a.take.some((t) => t.colour === keep))
    return no("MR-ACT-BARD", `keep ${canonical(keep)} is not one of the tokens taken`);
  if (a.take.length < 2 && keep !== null)
    return no("MR-ACT-BARD", "with fewer than 2 tokens taken, the token goes to the sack (at least one always does)");
  if (a.take.length === 2 && keep === null && d["MR-INT-BARD-SECOND"].value === "own-court")
    return no(
      ["MR-ACT-BARD", ...d["MR-INT-BARD-SECOND"].by],
      'of two tokens taken, one goes to the own court (reading "own-court"): say which with keep',
    );
  return null;
}

/** The situation after `a` (legal) is carried out, for checking a second action. */
function afterAction(s: Situation, a: Action): Situation {
  const cost = drawnCost(a);
  const next = { ...s, drawn: sub(s.drawn, cost), used: s.used + total(cost) };
  switch (a.action) {
    case "cattle":
      return { ...next, estates: { ...s.estates, cattle: s.estates.cattle + 1 } };
    case "castle":
      return { ...next, estates: { ...s.estates, castles: s.estates.castles + 1 } };
    case "abbey":
      return { ...next, estates: { ...s.estates, abbeys: s.estates.abbeys + 1 } };
    case "warriors":
      return { ...next, court: { ...s.court, yellow: s.court.yellow + a.count } };
    case "bagpipers":
      return { ...next, court: { ...s.court, blue: s.court.blue + a.count } };
    case "monks":
      return { ...next, court: { ...s.court, green: s.court.green + a.count } };
    case "bard":
      return next;
    case "estate":
      return {
        ...next,
        court: { ...s.court, yellow: s.court.yellow - a.fromCourt.yellow, green: s.court.green - a.fromCourt.green },
        estates: { ...s.estates, count: s.estates.count + 1 },
        estateDeck: s.estateDeck - 1,
      };
  }
}

/** The active player's situation at the start of phase 2. */
function situation(state: MacRobberState): Situation {
  const clan = own(state.clans, state.active)!;
  return { drawn: state.drawn, court: clan.court, estates: clan.estates, estateDeck: state.estateDeck.length, used: 0 };
}

/** Every action that might be allowed in `s` (the caller filters with `actionRefusal`). */
function candidates(state: MacRobberState, d: D, actor: PlayerId, s: Situation): Action[] {
  const out: Action[] = [{ action: "cattle" }, { action: "castle" }, { action: "abbey" }];
  const max = d["MR-INT-ONE-TOKEN"].value === "several" ? 4 : 1;
  for (let n = 1; n <= max; n++) out.push({ action: "warriors", count: n }, { action: "bagpipers", count: n });
  out.push({ action: "monks", count: 1 }, { action: "monks", count: 2 });
  if (s.drawn.blue > 0) out.push(...bardCandidates(state, d, actor));
  for (let y = 0; y <= 1; y++) {
    out.push({ action: "estate", pay: "red", fromCourt: { yellow: y, green: 0 } });
    for (let g = 0; g <= 2; g++) out.push({ action: "estate", pay: "green", fromCourt: { yellow: y, green: g } });
  }
  return out;
}

const BARD_COLOURS = ["yellow", "blue", "green"] as const;
function bardCandidates(state: MacRobberState, d: D, actor: PlayerId): Action[] {
  const fellows = state.players.filter((p) => p !== actor);
  const singles = fellows.flatMap((from) => BARD_COLOURS.map((colour) => ({ from, colour })));
  const out: Action[] = d["MR-INT-BARD-EMPTY"].value === "up-to-two" ? [{ action: "bard", take: [], keep: null }] : [];
  const keeps = d["MR-INT-BARD-SECOND"].value === "own-court" ? [0, 1] : [0, 1, -1];
  for (const t of singles) out.push({ action: "bard", take: [t], keep: null });
  for (let i = 0; i < singles.length; i++) {
    for (let j = i + 1; j < singles.length; j++) {
      const a = singles[i]!;
      const b = singles[j]!;
      if (a.colour === b.colour) continue;
      for (const k of keeps) out.push({ action: "bard", take: [a, b], keep: k < 0 ? null : [a, b][k]!.colour });
    }
  }
  return out;
}

/** Every legal plan of phase 2 for the active player, in a stable order (single actions first). */
export function legalPlans(state: MacRobberState, d: D): Action[][] {
  const actor = state.active;
  const start = situation(state);
  const firsts = candidates(state, d, actor, start).filter((a) => actionRefusal(state, d, actor, start, a) === null);
  const plans: Action[][] = firsts.map((a) => [a]);
  if (lastOfRound(state) === actor) return plans;
  for (const a of firsts) {
    if (a.action === "bard") continue;
    const mid = afterAction(start, a);
    for (const b of candidates(state, d, actor, mid)) {
      if (b.action === a.action || b.action === "bard") continue;
      if (actionRefusal(state, d, actor, mid, b) === null) plans.push([a, b]);
    }
  }
  return plans;
}

/** The first rule `plan` breaks, or null when it is a legal plan. */
export function planRefusal(state: MacRobberState, d: D, plan: unknown): Refusal | null {
  if (!Array.isArray(plan) || plan.length < 1 || plan.length > 2)
    return no("MR-ACT-CHOOSE", "a plan is a list of one or two actions");
  const actor = state.active;
  if (plan.length === 2) {
    if (lastOfRound(state) === actor)
      return no("MR-ACT-LAST-ONE", `${actor} is the last player of the round and takes one action`);
    const names = plan.map((a) => (a as { action?: unknown } | null)?.action);
    // Something that is no action at all is refused as such (MR-ACT-CHOOSE), before any pairing rule.
    const notAction = names.findIndex((n) => typeof n !== "string" || !Object.hasOwn(ACTION_RULE, n));
    if (notAction >= 0)
      return no(
        "MR-ACT-CHOOSE",
        `action ${notAction + 1}: ${canonical(names[notAction])} is not an action (expected one of ${Object.keys(ACTION_RULE).join(", ")})`,
      );
    if (names.includes("bard")) return no("MR-ACT-BARD-ALONE", "the bard is the only action of its turn");
    if (names[0] === names[1]) return no("MR-ACT-NO-REPEAT", `${String(names[0])} is chosen twice`);
  }
  let s = situation(state);
  for (const [i, a] of (plan as Action[]).entries()) {
    const refusal = actionRefusal(state, d, actor, s, a);
    if (refusal) return { rule: refusal.rule, message: `action ${i + 1} (${canonical(a)}): ${refusal.message}` };
    s = afterAction(s, a);
  }
  return null;
}
