// Illegal phase-2 picks are typed errors citing the rule they break. On arranged phase-2 states a
// plan built to break one rule is played as a scripted pick: two actions for the last player of the
// round cite MR-ACT-LAST-ONE, the bard with another action MR-ACT-BARD-ALONE, the same action twice
// MR-ACT-NO-REPEAT, an estate for a clan holding 6 MR-ESTATE-MAX, and affordable actions using more
// than 4 drawn tokens MR-ACT-LIMIT (the expectation restated here, not taken from the spec). Every
// plan, whatever it is, is accepted exactly when it is among the listed legal plans, and a refusal
// is an `illegal-choice` RuleError citing a MacRobber rule, the same one `planRefusal` gives.
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  type Action,
  legalPlans,
  type MacRobberState,
  macRobberRules,
  planRefusal,
  type Tokens,
} from "../../spec/macrobber/index.js";
import { canonical, RuleError } from "../../src/dsl/index.js";
import { play } from "../../src/games/macrobber/library/api.js";
import { randomLegal, scripted } from "../../src/interpreter/strategies.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { type ActCase, actArb } from "./arbitraries.js";
import { lastPlayer, specFor, timeLimit } from "./play.js";
import { mrTitleOf } from "./registry.js";

const COLOURS = ["yellow", "blue", "green", "red"] as const;
const KNOWN = new Set(macRobberRules.map((r) => r.id));

/** Drawn tokens an action uses (the estate's court part excluded). */
function cost(a: Action): Tokens {
  const t = { yellow: 0, blue: 0, green: 0, red: 0 };
  if (a.action === "cattle") t.red = 1;
  if (a.action === "castle") t.blue = 2;
  if (a.action === "abbey") t.green = 3;
  if (a.action === "warriors") t.yellow = a.count;
  if (a.action === "bagpipers" || a.action === "bard") t.blue = a.action === "bard" ? 1 : a.count;
  if (a.action === "monks") t.green = a.count;
  if (a.action === "estate") {
    t.yellow = 1 - a.fromCourt.yellow;
    if (a.pay === "red") t.red = 1;
    else t.green = 2 - a.fromCourt.green;
  }
  return t;
}

/**
 * The rule a plan must be refused for, "legal" when it must be accepted, or null when this simple
 * restatement does not decide (the bard's victims, missing tokens, ...).
 */
function expected(state: MacRobberState, oneToken: boolean, plan: readonly Action[]): string | null {
  const actor = state.active;
  if (plan.length === 2) {
    if (lastPlayer(state) === actor) return "MR-ACT-LAST-ONE";
    if (plan.some((a) => a.action === "bard")) return "MR-ACT-BARD-ALONE";
    if (plan[0]!.action === plan[1]!.action) return "MR-ACT-NO-REPEAT";
  }
  const clan = state.clans[actor]!;
  if (plan[0]!.action === "estate" && clan.estates.count === 6) return "MR-ESTATE-MAX";
  // Otherwise decide only plans of simple actions, each affordable and placeable in turn.
  let free = clan.estates.count - clan.estates.cattle - clan.estates.castles - clan.estates.abbeys;
  let estates = clan.estates.count;
  let deck = state.estateDeck.length;
  const court = { ...clan.court };
  const left = { ...state.drawn };
  let used = 0;
  for (const a of plan) {
    if (a.action === "bard") return null;
    if ((a.action === "warriors" || a.action === "bagpipers") && a.count > (oneToken ? 1 : 4)) return null;
    if (a.action === "cattle" || a.action === "castle" || a.action === "abbey") {
      if (free < 1) return null;
      free--;
    }
    if (a.action === "estate") {
      if (estates === 6 || deck === 0 || court.yellow - a.fromCourt.yellow < 3 || court.green < a.fromCourt.green)
        return null;
      estates++;
      free++;
      deck--;
      court.yellow -= a.fromCourt.yellow;
      court.green -= a.fromCourt.green;
    }
    if (a.action === "warriors") court.yellow += a.count;
    if (a.action === "monks") court.green += a.count;
    const c = cost(a);
    if (COLOURS.some((k) => left[k] < c[k])) return null;
    for (const k of COLOURS) left[k] -= c[k];
    used += COLOURS.reduce((n, k) => n + c[k], 0);
  }
  return used > 4 ? "MR-ACT-LIMIT" : "legal";
}

/** A plan as a comparable string (the order of the bard's two tokens does not matter). */
const planKey = (plan: readonly Action[]): string =>
  canonical(
    plan.map((a) =>
      a.action === "bard" ? { ...a, take: [...a.take].sort((x, y) => (canonical(x) < canonical(y) ? -1 : 1)) } : a,
    ),
  );

it(
  mrTitleOf("mr-illegal-picks"),
  () => {
    const w = new Witnesses("mr-illegal-picks", [
      "MR-ACT-LAST-ONE",
      "MR-ACT-BARD-ALONE",
      "MR-ACT-NO-REPEAT",
      "MR-ESTATE-MAX",
      "MR-ACT-LIMIT",
      "legal-at-limit",
      "legal",
      "refused-other",
      "last-player-single-bard",
    ]);
    check(
      "mr-illegal-picks",
      fc.property(actArb(), (c: ActCase) => {
        const spec = specFor(c.options);
        const { state, plan } = c;
        const plans = legalPlans(state, spec.decisions);
        if (plans.length === 0) return; // MR-ACT-NONE-LEGAL: no choice is asked.
        const listed = plans.some((p) => planKey(p) === planKey(plan));
        const byCheck = planRefusal(state, spec.decisions, plan);
        // The plan is scripted; later choices (a card to discard when a warrior pays) are random.
        const r = play(
          spec,
          state,
          { kind: "act" },
          scripted([{ kind: "actions", actor: state.active, pick: plan }], randomLegal(1)),
        );
        // Accepted exactly when listed, and refused exactly when the choice point's check refuses.
        expect(r.ok, `plan ${canonical(plan)} accepted vs listed`).toBe(listed);
        expect(byCheck === null).toBe(listed);
        if (!r.ok) {
          expect(r.error).toBeInstanceOf(RuleError);
          expect(r.error.kind).toBe("illegal-choice");
          expect(r.error.rules).toEqual([byCheck!.rule].flat());
          for (const id of r.error.rules) expect(KNOWN.has(id), `${id} is a MacRobber rule`).toBe(true);
        }
        const want = expected(state, spec.decisions["MR-INT-ONE-TOKEN"].value === "one", plan);
        if (want === "legal")
          expect(r.ok, `${canonical(plan)} should be allowed: ${r.ok ? "" : r.error.message}`).toBe(true);
        else if (want !== null)
          expect(r.ok ? "accepted" : r.error.rules, `${canonical(plan)} with ${canonical(state.drawn)} drawn`).toEqual([
            want,
          ]);
        if (want !== null && want !== "legal") w.saw(want);
        w.saw("legal", r.ok);
        w.saw(
          "legal-at-limit",
          r.ok && plan.reduce((n, a) => n + COLOURS.reduce((k, col) => k + cost(a)[col], 0), 0) === 4,
        );
        w.saw("refused-other", !r.ok && want === null);
        w.saw(
          "last-player-single-bard",
          r.ok && plan.length === 1 && plan[0]!.action === "bard" && lastPlayer(state) === state.active,
        );
      }),
      300,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
