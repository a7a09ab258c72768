// Which interpretations touch which rule, found three ways from data (never by hand): the
// interpretation's own text names the rule, a decision based on the rule has an exception carried
// by the interpretation, or effects of the worked examples cite both ids together.
import type { Decision, Interpretation, Rule } from "../dsl/index.js";
import type { ReplayedFixture } from "./replay-fixture.js";

export type TouchReason = "named" | "decision" | "cited";

export interface Touch {
  readonly interpretation: string;
  readonly reasons: readonly TouchReason[];
  /** The decision through which it acts, when the reason is `decision`. */
  readonly decisions: readonly string[];
  /** Worked examples whose effects cite both ids, when the reason is `cited`. */
  readonly fixtures: readonly string[];
}

const textOf = (i: Interpretation): string => [i.statement, i.question, i.rationale, ...i.readings.map((r) => r.statement)].join(" ");

/** For every rule id, the interpretations that touch it (an interpretation never "touches" itself). */
export function interpretationTouches(
  rules: readonly Rule[],
  decisions: Readonly<Record<string, Decision<never, unknown>>>,
  replays: readonly { readonly id: string; readonly replay: ReplayedFixture }[],
): Map<string, Touch[]> {
  const interps = rules.filter((r): r is Interpretation => r.kind === "interpretation");
  const ids = new Set(rules.map((r) => r.id));
  const found = new Map<string, Map<string, { reasons: Set<TouchReason>; decisions: Set<string>; fixtures: Set<string> }>>();
  const add = (rule: string, interp: string, reason: TouchReason, detail?: string) => {
    if (rule === interp || !ids.has(rule)) return;
    const perRule = found.get(rule) ?? new Map();
    found.set(rule, perRule);
    const t = perRule.get(interp) ?? { reasons: new Set(), decisions: new Set(), fixtures: new Set() };
    perRule.set(interp, t);
    t.reasons.add(reason);
    if (reason === "decision" && detail) t.decisions.add(detail);
    if (reason === "cited" && detail) t.fixtures.add(detail);
  };
  for (const i of interps) for (const id of textOf(i).match(/\b(?:RB|MS|BASE|ED|INT)-[A-Z0-9-]*[A-Z0-9]\b/g) ?? []) add(id, i.id, "named");
  for (const [key, d] of Object.entries(decisions)) {
    for (const e of d.exceptions) if (e.id.startsWith("INT-")) add(d.base.rule, e.id, "decision", key);
  }
  for (const { id, replay } of replays) {
    for (const step of replay.steps) {
      for (const played of [step.story, ...step.options.map((o) => o.played)]) {
        if (!played.ok) continue;
        for (const e of played.effects) {
          for (const i of e.rules.filter((r) => r.startsWith("INT-"))) for (const r of e.rules) add(r, i, "cited", id);
        }
      }
    }
  }
  const out = new Map<string, Touch[]>();
  for (const [rule, perRule] of found) {
    out.set(
      rule,
      [...perRule].map(([interpretation, t]) => ({ interpretation, reasons: [...t.reasons], decisions: [...t.decisions].sort(), fixtures: [...t.fixtures].sort() })).sort((a, b) => a.interpretation.localeCompare(b.interpretation)),
    );
  }
  return out;
}
