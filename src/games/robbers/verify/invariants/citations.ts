// The citation properties (properties/robbers/citations.test.ts, citation-precision.test.ts) on every
// transition: every effect cites known rules, each once, none of an edition not in force; what
// decided it is among what it cites and enforced by a named step; and each conditional id appears
// only when its condition held, in the documented order. The conditions are the properties' own
// (properties/robbers/invariants.ts, properties/robbers/support/citation-conditions.ts).

import { citesKnownRules } from "../../../../../properties/robbers/invariants.js";
import {
  duplicates,
  misordered,
  outOfEdition,
  type StepView,
  unjustified,
} from "../../../../../properties/robbers/support/citation-conditions.js";
import type { RobbersEffect } from "../../../../../spec/robbers/index.js";
import type { Transition, TransitionInvariant, Verdict } from "./types.js";

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
    check: citesKnownRules,
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
