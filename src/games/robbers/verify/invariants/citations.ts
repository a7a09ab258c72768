// The citation properties (properties/robbers/citations.test.ts, citation-precision.test.ts) on every
// transition: every effect cites known rules, each once, none of an edition not in force; what
// decided it is among what it cites and enforced by a named step; and each conditional id appears
// only when its condition held, in the documented order (both restated in
// properties/robbers/support/citation-conditions.ts).

import {
  duplicates,
  misordered,
  outOfEdition,
  type StepView,
  unjustified,
} from "../../../../../properties/robbers/support/citation-conditions.js";
import { figureKinds, type RobbersEffect, robbersRules } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import { square } from "./facts.js";
import type { Transition, TransitionInvariant, Verdict } from "./types.js";

const byId = new Map(robbersRules.map((r) => [r.id, r]));

const known = (t: Transition): Verdict => {
  for (const e of t.effects) {
    if (e.rules.length === 0) return `${e.type} cites no rule`;
    const unknown = e.rules.filter((id) => !byId.has(id));
    if (unknown.length) return `${e.type} cites unknown ${unknown.join(", ")}`;
  }
  return conditional(t);
};

/** The conditional citations of citations.test.ts, both ways: cited exactly when the condition held. */
const conditional = (t: Transition): Verdict => {
  const sq = (n: number) => square(t, n);
  const { before, after, event } = t;
  const exactly = (e: RobbersEffect, id: string, held: boolean, what: string): Verdict =>
    e.rules.includes(id) === held
      ? null
      : `${e.type} ${held ? "does not cite" : "cites"} ${id} though ${what} ${held ? "holds" : "does not hold"}`;
  for (const e of t.effects) {
    let v: Verdict = null;
    if (event.kind === "moment" && e.type === "steal")
      v = exactly(
        e,
        "INT-ARRIVE-THEN-MOVE",
        sq(own(before.figures, e.victim)![e.figure]!) !== e.at,
        "the victim arrived during the moment",
      );
    if (event.kind === "moment" && e.type === "robber-stayed") {
      const ownLeft = t.effects.some(
        (m) =>
          m.type === "figure-moved" &&
          m.source !== "rogue" &&
          m.player === e.player &&
          m.points > 0 &&
          sq(m.from) === e.at,
      );
      v = exactly(e, "RB-STEAL-SELF", ownLeft, "its owner's figure left the space");
    }
    if (event.kind === "moment" && e.type === "robber-followed") {
      const othersStay = after.players.some(
        (p) =>
          p !== e.player &&
          figureKinds(after).some(
            (k) => !(p === e.owner && k === e.figure) && sq(own(after.figures, p)![k]!) === e.from,
          ),
      );
      v = exactly(e, "RB-ROGUE-FOLLOW-MIXED", othersStay, "other figures stay");
    }
    if (event.kind === "backward" && (e.type === "robber-followed" || e.type === "robber-stayed")) {
      const at = e.type === "robber-followed" ? e.from : e.at;
      const remaining = after.players.flatMap((p) =>
        figureKinds(after).flatMap((k) => (sq(own(after.figures, p)![k]!) === at ? [p] : [])),
      );
      const canStay =
        t.spec.decisions.backStayOwn.value === "any-figure"
          ? remaining.length > 0
          : remaining.some((p) => p !== e.player);
      const ownOnly = remaining.length > 0 && remaining.every((p) => p === e.player);
      v =
        exactly(e, "RB-BACK-CHOOSE", canStay, "the robber could stay") ??
        exactly(e, "INT-BACK-STAY-OWN", ownOnly, "only its owner's figures remain");
    }
    if (v) return v;
  }
  return null;
};

const precise = (t: Transition): Verdict => {
  const edition = t.spec.options.edition;
  const steps = new Set(t.spec.handlersFor(t.event).flatMap((h) => (h.steps ?? []).flatMap((s) => s.implements)));
  const v: StepView = {
    options: t.spec.options,
    before: t.before,
    after: t.after,
    event: t.event,
    effects: t.effects as RobbersEffect[],
    path: t.path,
  };
  for (const e of t.effects) {
    const decided = e.decidedBy ?? [];
    const bad: [string, readonly string[]][] = [
      ["cites twice", duplicates(e.rules)],
      ["names as deciding twice", duplicates(decided)],
      ["names as deciding but does not cite", decided.filter((id) => !e.rules.includes(id))],
      ["names as deciding but no step enforces", decided.filter((id) => !steps.has(id))],
      ["cites of an edition not in force", outOfEdition(edition, e.rules)],
      ["cites though the condition did not hold", unjustified(v, e)],
      ["cites out of the documented order", misordered(e)],
    ];
    if (decided.length === 0) return `${e.type} names no rule that decided it`;
    for (const [what, ids] of bad) if (ids.length) return `${e.type} ${what}: ${ids.join(", ")}`;
  }
  return null;
};

/** Citation properties. */
export const citationInvariants: readonly TransitionInvariant[] = [
  {
    property: "citations",
    name: "every effect cites known rules",
    cases: ["arrive-then-move"],
    check: known,
    witnesses: (t) => (t.effects.some((e) => e.rules.includes("INT-ARRIVE-THEN-MOVE")) ? ["arrive-then-move"] : []),
  },
  {
    property: "citation-precision",
    name: "effects cite only rules whose condition held, each once, and name what decided them",
    cases: ["lap", "zero-points", "steal-chosen"],
    check: precise,
    witnesses: (t) => [
      ...(t.effects.some((e) => e.rules.includes("INT-SAME-SPACE")) ? ["lap"] : []),
      ...(t.effects.some((e) => e.rules.includes("INT-ZERO-POINTS")) ? ["zero-points"] : []),
      ...(t.effects.some((e) => e.type === "steal" && e.rules.includes("RB-STEAL-CHOOSE")) ? ["steal-chosen"] : []),
    ],
  },
];
