// Which interpretations touch which rule, found three ways from data (never by hand): the
// interpretation's own text names the rule, a decision based on the rule has an exception carried
// by the interpretation, or effects of the worked examples cite both ids together.
import type { Decision } from "../dsl/defaults.js";
import type { Interpretation, Rule } from "../dsl/rule.js";
import type { DocFixture } from "../kit/game-docs.js";

export type TouchReason = "named" | "decision" | "cited";

export interface Touch {
  readonly interpretation: string;
  readonly reasons: readonly TouchReason[];
  /** The decision through which it acts, when the reason is `decision`. */
  readonly decisions: readonly string[];
  /** Worked examples whose effects cite both ids, when the reason is `cited`. */
  readonly fixtures: readonly string[];
}

const textOf = (i: Interpretation): string =>
  [i.statement, i.question, i.rationale, ...i.readings.map((r) => r.statement)].join(" ");
/** Anything shaped like a rule id (`RB-STEAL-HALF`, `MR-INT-RED-AREA`); only the ruleset's own ids count. */
const ID_LIKE = /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g;

/** For every rule id, the interpretations that touch it (an interpretation never "touches" itself). */
export function interpretationTouches(
  rules: readonly Rule[],
  decisions: Readonly<Record<string, Decision<never, unknown>>>,
  fixtures: readonly Pick<DocFixture, "id" | "citedTogether">[],
): Map<string, Touch[]> {
  const interps = rules.filter((r): r is Interpretation => r.kind === "interpretation");
  const interpIds = new Set(interps.map((i) => i.id));
  const ids = new Set(rules.map((r) => r.id));
  const found = new Map<
    string,
    Map<string, { reasons: Set<TouchReason>; decisions: Set<string>; fixtures: Set<string> }>
  >();
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
  for (const i of interps) for (const id of textOf(i).match(ID_LIKE) ?? []) add(id, i.id, "named");
  for (const [key, d] of Object.entries(decisions)) {
    for (const e of d.exceptions) if (interpIds.has(e.id)) add(d.base.rule, e.id, "decision", key);
  }
  for (const f of fixtures) {
    for (const cited of f.citedTogether) {
      for (const i of cited.filter((r) => interpIds.has(r))) for (const r of cited) add(r, i, "cited", f.id);
    }
  }
  const out = new Map<string, Touch[]>();
  for (const [rule, perRule] of found) {
    out.set(
      rule,
      [...perRule]
        .map(([interpretation, t]) => ({
          interpretation,
          reasons: [...t.reasons],
          decisions: [...t.decisions].sort(),
          fixtures: [...t.fixtures].sort(),
        }))
        .sort((a, b) => a.interpretation.localeCompare(b.interpretation)),
    );
  }
  return out;
}
