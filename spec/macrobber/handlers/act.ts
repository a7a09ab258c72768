// Phase 2: the active player's plan of one or two actions, carried out in order; unused tokens go
// back to the sack (MR-ACT-*, MR-ESTATE-*, MR-WARRIORS-MIN, MR-HAND-FOLLOWS-WARRIORS).
import { type ChoicePoint, on } from "../../../src/dsl/index.js";
import { ACTION_RULE, describeTokens, drawnCost, legalPlans, planRefusal } from "../actions.js";
import { type Ctx, type D, followWarriors, lastOfRound, withClan } from "../clans.js";
import type { Action, MacRobberEffect, MacRobberEvent, MacRobberState } from "../model.js";
import { add, NO_TOKENS, one, sub, tokens, total } from "../tokens.js";

function planPoint(state: MacRobberState, d: D, plans: readonly Action[][]): ChoicePoint<Action[]> {
  return {
    kind: "actions",
    actor: state.active,
    rule: "MR-ACT-CHOOSE",
    question: `Which one or two actions does ${state.active} take with ${describeTokens(state.drawn)} drawn?`,
    options: () => plans,
    size: () => plans.length,
    // Which actions a plan takes is each action's own rule; MR-ACT-CHOOSE only says one or two.
    pickRules: (plan) => plan.map((a) => ACTION_RULE[a.action]),
    check: (pick) => planRefusal(state, d, pick),
  };
}

function carryOut(ctx: Ctx, state: MacRobberState, a: Action): MacRobberState {
  const actor = state.active;
  const rules = ["MR-ACT-CHOOSE", ACTION_RULE[a.action]];
  if (lastOfRound(state) === actor) rules.push("MR-ACT-LAST-ONE");
  if (a.action === "warriors" || a.action === "bagpipers") rules.push(...ctx.decisions["MR-INT-ONE-TOKEN"].by);
  if (a.action === "bard") rules.push(...ctx.decisions["MR-INT-BARD-EMPTY"].by);
  if (a.action === "bard" && a.take.length === 2)
    rules.push(...ctx.decisions["MR-INT-BARD-SECOND"].by, ...ctx.decisions["MR-INT-BARD-VICTIM"].by);
  if (a.action === "bard" && a.take.some((t) => t.colour === "yellow")) rules.push("MR-WARRIORS-MIN");
  if (a.action === "estate" && a.fromCourt.yellow > 0) rules.push("MR-WARRIORS-MIN");
  ctx.emit({
    type: "action",
    player: actor,
    action: a,
    rules:
      a.action === "cattle" || a.action === "castle" || a.action === "abbey"
        ? [...rules, "MR-ESTATE-ONE-THING"]
        : rules,
  });
  let s: MacRobberState = { ...state, drawn: sub(state.drawn, drawnCost(a)) };
  switch (a.action) {
    case "cattle":
      return withClan(s, actor, (c) => ({ ...c, estates: { ...c.estates, cattle: c.estates.cattle + 1 } }));
    case "castle":
      return withClan(s, actor, (c) => ({ ...c, estates: { ...c.estates, castles: c.estates.castles + 1 } }));
    case "abbey":
      return withClan(s, actor, (c) => ({ ...c, estates: { ...c.estates, abbeys: c.estates.abbeys + 1 } }));
    case "warriors":
      s = withClan(s, actor, (c) => ({ ...c, court: { ...c.court, yellow: c.court.yellow + a.count } }));
      return followWarriors(ctx, s, actor, a.count, ["MR-ACT-WARRIORS"]);
    case "bagpipers":
      return withClan(s, actor, (c) => ({ ...c, court: { ...c.court, blue: c.court.blue + a.count } }));
    case "monks":
      return withClan(s, actor, (c) => ({ ...c, court: { ...c.court, green: c.court.green + a.count } }));
    case "bard": {
      s = { ...s, sack: add(s.sack, one("blue")) };
      for (const t of a.take) {
        s = withClan(s, t.from, (c) => ({ ...c, court: { ...c.court, [t.colour]: c.court[t.colour] - 1 } }));
        if (t.colour === "yellow") s = followWarriors(ctx, s, t.from, -1, ["MR-ACT-BARD"]);
      }
      const kept = a.keep;
      for (const t of a.take) if (t.colour !== kept) s = { ...s, sack: add(s.sack, one(t.colour)) };
      if (kept !== null) {
        s = withClan(s, actor, (c) => ({ ...c, court: { ...c.court, [kept]: c.court[kept] + 1 } }));
        if (kept === "yellow") s = followWarriors(ctx, s, actor, 1, ["MR-ACT-BARD"]);
      }
      return s;
    }
    case "estate": {
      const price = a.pay === "red" ? tokens({ yellow: 1, red: 1 }) : tokens({ yellow: 1, green: 2 });
      const [tile, ...rest] = s.estateDeck;
      s = { ...s, sack: add(s.sack, price), estateDeck: rest };
      s = withClan(s, actor, (c) => ({
        ...c,
        court: { ...c.court, yellow: c.court.yellow - a.fromCourt.yellow, green: c.court.green - a.fromCourt.green },
        estates: { ...c.estates, count: c.estates.count + 1 },
      }));
      // The tile comes off the deck numbered side down; MR-INT-ESTATE-LOOK says whether its owner looks.
      const look = ctx.decisions["MR-INT-ESTATE-LOOK"];
      ctx.emit({
        type: "estate-taken",
        player: actor,
        tile: tile!,
        looked: look.value === "owner-looks",
        rules: [
          "MR-ACT-ESTATE",
          "MR-ESTATE-MAX",
          ...(a.fromCourt.yellow + a.fromCourt.green > 0 ? ["MR-ESTATE-PAY-COURT"] : []),
          ...look.by,
        ],
      });
      return a.fromCourt.yellow > 0 ? followWarriors(ctx, s, actor, -a.fromCourt.yellow, ["MR-ESTATE-PAY-COURT"]) : s;
    }
  }
}

export const actHandler = on<MacRobberState, MacRobberEvent, D, MacRobberEffect, { kind: "act" }>({
  id: "phase-2",
  implements: [
    "MR-ACT-CHOOSE",
    "MR-ACT-LIMIT",
    "MR-ACT-NO-REPEAT",
    "MR-ACT-BARD-ALONE",
    "MR-ACT-LAST-ONE",
    "MR-ACT-NONE-LEGAL",
    "MR-ACT-RETURN-UNUSED",
    ...Object.values(ACTION_RULE),
    "MR-INT-ESTATE-LOOK",
  ],
  pattern: { kind: "act" },
  run: (ctx, state) => {
    const actor = state.active;
    const plans = legalPlans(state, ctx.decisions);
    let s = state;
    if (plans.length === 0) ctx.emit({ type: "no-action", player: actor, rules: ["MR-ACT-NONE-LEGAL"] });
    else for (const a of ctx.choose(planPoint(state, ctx.decisions, plans))) s = carryOut(ctx, s, a);
    if (total(s.drawn) > 0)
      ctx.emit({ type: "tokens-returned", player: actor, tokens: s.drawn, rules: ["MR-ACT-RETURN-UNUSED"] });
    return { ...s, sack: add(s.sack, s.drawn), drawn: NO_TOKENS, phase: "raid-or-exchange" };
  },
});
