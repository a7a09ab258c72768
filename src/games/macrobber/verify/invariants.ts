// MacRobber's properties (properties/macrobber/registry.ts) checked on every transition of the
// exhaustive check, counted independently from the state and effects: tokens, cards and estates
// conserved; warriors and hands; estate limits; the round's scoring against a simple model; blue
// never negative; what changes points; the end of the game; replaying from a JSON copy; and, on
// every phase-2 event, that each outcome's plan is one the rules list as legal and the typical
// illegal plans are refused citing their rule. Conservation, the scoring model, blue and the end
// are the properties' own predicates (properties/macrobber/invariants.ts), run here as fast-check
// runs them. Their interesting cases double as the reachability count of the bound: every phase,
// every action, phase-3 pick, raid result, loot and card value.

import {
  all,
  blue,
  conservation,
  gameEnd,
  handSize,
  SCORING,
  scoring,
} from "../../../../properties/macrobber/invariants.js";
import type { MacRobberPropertyName } from "../../../../properties/macrobber/registry.js";
import {
  legalPlans,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  planRefusal,
} from "../../../../spec/macrobber/index.js";
import { canonical, own, type PathStep } from "../../../dsl/index.js";
import { step } from "../../../interpreter/step.js";
import { scripted } from "../../../interpreter/strategies.js";
import {
  type EventOutcomes,
  firstFailure,
  type Invariant,
  type Transition,
  type Verdict,
} from "../../../verify/subject.js";
import type { MacRobberSpec } from "../library/api.js";

type T = Transition<MacRobberSpec, MacRobberState, MacRobberEvent, MacRobberEffect>;
type X = EventOutcomes<MacRobberSpec, MacRobberState, MacRobberEvent>;
const d = (t: { spec: MacRobberSpec }) => t.spec.decisions;

/**
 * MR-HAND-FOLLOWS-WARRIORS as the rulebook states it, one card per warrior exactly, checked under
 * every reading (as The Robbers' placement invariant is): the property asks it only where hands are
 * refilled from a deck that is reshuffled (MR-INT-RAID-REFILL "refill" or "five-and-two",
 * MR-INT-DECK-EMPTY "reshuffle"), so the readings run shows, with a shortest counterexample, where
 * "no-refill" and "no-more-cards" leave a clan short of cards.
 */
const warriors = (t: T): Verdict => {
  for (const p of t.after.players) {
    const { yellow } = own(t.after.clans, p)!.court;
    if (yellow < 3) return `${p} has ${yellow} warriors (MR-WARRIORS-MIN)`;
    const held = handSize(t.after, p);
    if (held > yellow) return `${p} holds ${held} cards with ${yellow} warriors`;
    if (held < yellow) return `${p} holds ${held} cards with ${yellow} warriors, not one card per warrior`;
  }
  return null;
};

const estates = (t: T): Verdict => {
  for (const p of t.after.players) {
    const e = own(t.after.clans, p)!.estates;
    if (e.count < 2 || e.count > 6) return `${p} holds ${e.count} estates`;
    if (e.cattle + e.castles + e.abbeys > e.count) return `${p}'s estates hold more things than there are estates`;
    const taken = all(t, "estate-taken").filter((x) => x.player === p).length;
    const grew = e.count - own(t.before.clans, p)!.estates.count;
    if (grew !== taken) return `${p}'s estates changed by ${grew} with ${taken} estate action(s) (MR-ACT-ESTATE)`;
  }
  return null;
};

const RAID = new Set(["raid-won", "raid-defended", "raid-lost", "raid-drawn"]);
const points = (t: T): Verdict => {
  for (const e of all(t, "points")) {
    if (RAID.has(e.reason) && t.event.kind !== "raid-or-exchange") return `${e.reason} points outside phase 3`;
    if (SCORING.has(e.reason) && t.event.kind !== "score-round") return `${e.reason} points outside the scoring`;
  }
  for (const p of t.before.players) {
    const changed = own(t.after.clans, p)!.points - own(t.before.clans, p)!.points;
    const said = all(t, "points")
      .filter((e) => e.player === p)
      .reduce((n, e) => n + e.delta, 0);
    if (changed !== said) return `${p}'s points changed by ${changed}, the points effects say ${said}`;
  }
  const floor = d(t)["MR-INT-SCORE-FLOOR"].value === "zero";
  for (const r of all(t, "raid")) {
    const got = (p: string, reason: string) =>
      all(t, "points")
        .filter((e) => e.player === p && e.reason === reason)
        .reduce((n, e) => n + e.delta, 0);
    // Nothing on the defender's estates to take pays 2 (MR-RAID-NOTHING-TO-TAKE); otherwise 1 and the loot.
    const e = own(t.before.clans, r.defender)!.estates;
    const nothingThere = e.castles + e.abbeys + e.cattle === 0;
    const [who, reason, want] =
      r.result === "attacker"
        ? [r.attacker, "raid-won", nothingThere ? 2 : 1]
        : r.result === "draw"
          ? [r.attacker, "raid-drawn", 1]
          : [r.defender, "raid-defended", 2];
    if (got(who, reason) !== want) return `${who} got ${got(who, reason)} for ${reason}, the raid pays ${want}`;
    if (r.result === "defender") {
      const lost = floor ? -Math.min(1, own(t.before.clans, r.attacker)!.points) : -1;
      if (got(r.attacker, "raid-lost") !== lost)
        return `the beaten attacker lost ${-got(r.attacker, "raid-lost")}, not ${-lost}`;
    }
  }
  return null;
};

const determinism = (t: T): Verdict => {
  const copy = JSON.parse(JSON.stringify(t.before)) as MacRobberState;
  const again = step(t.spec, copy, t.event, scripted(JSON.parse(JSON.stringify(t.path)) as PathStep[]));
  if (!again.ok) return `replaying the path from a JSON copy was refused: ${again.error.message}`;
  if (canonical(again.state) !== canonical(t.after) || canonical(again.effects) !== canonical(t.effects))
    return "replaying the path from a JSON copy gave another state or other effects";
  return null;
};

/** The plan an outcome's path picked in phase 2 (null when no action was legal). */
const planOf = (path: readonly PathStep[]) => path.find((p) => p.kind === "actions")?.pick ?? null;

const picks = (e: X): Verdict => {
  if (e.event.kind !== "act") return null;
  const s = e.before;
  const legal = legalPlans(s, e.spec.decisions);
  const keys = new Set(legal.map((p) => canonical(p)));
  for (const o of e.outcomes) {
    const plan = planOf(o.path);
    if (plan === null) {
      if (legal.length > 0) return "no plan was picked though legal plans are listed";
      continue;
    }
    if (!keys.has(canonical(plan))) return `the plan ${canonical(plan)} was carried out but is not listed as legal`;
  }
  for (const plan of legal) {
    const r = planRefusal(s, e.spec.decisions, plan);
    if (r) return `the listed plan ${canonical(plan)} is refused: ${r.message}`;
  }
  const last = s.players[(s.players.indexOf(s.beginner) + s.players.length - 1) % s.players.length];
  for (const [a] of legal) {
    const twice = planRefusal(s, e.spec.decisions, [a, a]);
    if (!twice) return `choosing ${a!.action} twice is accepted (MR-ACT-NO-REPEAT)`;
    const rule =
      s.active === last ? "MR-ACT-LAST-ONE" : a!.action === "bard" ? "MR-ACT-BARD-ALONE" : "MR-ACT-NO-REPEAT";
    if (twice.rule !== rule) return `choosing ${a!.action} twice is refused citing ${twice.rule}, not ${rule}`;
  }
  return null;
};

const kinds = (t: T): string[] => [
  t.event.kind,
  ...all(t, "action").map((a) => `action-${a.action.action}`),
  ...all(t, "exchange").map(() => "exchange"),
  ...all(t, "raid").map((r) => `raid-${r.result}`),
  ...all(t, "loot").map((l) => `loot-${l.loot}`),
  ...all(t, "combat-round").flatMap((c) => [`card-${c.attacker.card}`, `card-${c.defender.card}`]),
  ...(all(t, "combat-round").some((c) => c.attacker.piper || c.defender.piper) ? ["piper"] : []),
  ...(t.event.kind === "raid-or-exchange" && t.path.some((p) => (p.pick as { do?: string }).do === "pass")
    ? ["pass"]
    : []),
  ...all(t, "deck-reshuffled").map(() => "reshuffle"),
  ...all(t, "game-over").map((g) => `end-${g.result.reason}`),
];
const has = (t: T, cases: readonly string[]) => kinds(t).filter((k) => cases.includes(k));

const PHASES = ["take-tokens", "act", "raid-or-exchange", "score-round"];
const ACTIONS = ["cattle", "castle", "abbey", "warriors", "bagpipers", "monks", "bard", "estate"].map(
  (a) => `action-${a}`,
);
const PHASE3 = ["raid-attacker", "raid-defender", "raid-draw", "exchange", "pass"];
const LOOT = ["loot-castle", "loot-abbey", "loot-cattle", "loot-nothing"];
const CARDS = ["card-1", "card-2", "card-3", "card-4", "piper", "reshuffle"];

/** Checked on every transition. */
export const transitionInvariants: readonly Invariant<T, MacRobberPropertyName>[] = [
  {
    property: "mr-token-conservation",
    name: "every token, card and estate is somewhere, in the numbers the contents give",
    cases: ACTIONS,
    check: conservation,
    witnesses: (t) => has(t, ACTIONS),
  },
  {
    property: "mr-warriors-and-hands",
    name: "at least 3 warriors and exactly one card per warrior",
    cases: CARDS,
    check: warriors,
    witnesses: (t) => has(t, CARDS),
  },
  {
    property: "mr-estate-limits",
    name: "2 to 6 estates, one thing on each, grown only by the estate action",
    cases: LOOT,
    check: estates,
    witnesses: (t) => has(t, LOOT),
  },
  {
    property: "mr-scoring-model",
    name: "the round's scoring equals the simple model",
    cases: ["score-round"],
    check: scoring,
    witnesses: (t) => has(t, ["score-round"]),
  },
  {
    property: "mr-blue-never-negative",
    name: "no blue award of 0 or less",
    cases: ["blue-award"],
    check: blue,
    witnesses: (t) => (all(t, "points").some((e) => e.reason === "blue") ? ["blue-award"] : []),
  },
  {
    property: "mr-points-causes",
    name: "points change only by raids in phase 3 and scoring, by what the effects say; a raid pays its result",
    cases: PHASE3,
    check: points,
    witnesses: (t) => has(t, PHASE3),
  },
  {
    property: "mr-game-end",
    name: "the game ends exactly by the sack or a revealed estate at most the lead; the leaders win",
    cases: ["end-sack", "end-estate"],
    check: gameEnd,
    witnesses: (t) => has(t, ["end-sack", "end-estate"]),
  },
  {
    property: "mr-determinism-and-round-trip",
    name: "replaying the path from a JSON copy gives the same state and effects",
    cases: PHASES,
    check: (t) => firstFailure(() => determinism(t)),
    witnesses: (t) => has(t, PHASES),
  },
];

/** Checked on every event against all its outcomes. */
export const eventInvariants: readonly Invariant<X, MacRobberPropertyName>[] = [
  {
    property: "mr-illegal-picks",
    name: "every plan carried out is listed as legal; listed plans are accepted, repeats refused",
    cases: ["several-plans"],
    check: picks,
    witnesses: (e) => (e.event.kind === "act" && e.outcomes.length > 1 ? ["several-plans"] : []),
  },
];
