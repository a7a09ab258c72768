// The interpreter core knows nothing of robbers: a toy ruleset (a counter whose player may double
// an addition, with an option that forbids doubling) runs through the same compile/step/enumerate.
import { describe, expect, it } from "vitest";
import { defineDecision, type Effect, on, type Ruleset, ruleError } from "../dsl/index.js";
import { compile } from "./compile.js";
import { enumerate } from "./enumerate.js";
import { distinctCount, pathCount } from "./outcomes.js";
import { step } from "./step.js";
import { firstLegal, randomLegal, scripted } from "./strategies.js";

type S = { total: number };
type E = { kind: "add"; n: number } | { kind: "reset" };
type O = { noDoubling: boolean };
const decisions = {
  doubling: defineDecision<O, boolean>({
    id: "doubling",
    description: "may a player double an addition",
    base: { rule: "TOY-DOUBLE", value: true },
    exceptions: [{ id: "TOY-STRICT", label: "strict variant", when: (o) => o.noDoubling, value: false }],
    domain: [
      { value: true, says: "doubling allowed" },
      { value: false, says: "no doubling" },
    ],
  }),
};
type D = { doubling: { value: boolean; by: readonly string[] } };

const toy: Ruleset<O, S, E, typeof decisions> = {
  id: "toy",
  title: "Toy counter",
  rules: [],
  decisions,
  handlers: [
    on<S, E, D, Effect, { kind: "add" }>({
      id: "add",
      implements: ["TOY-ADD", "TOY-DOUBLE"],
      pattern: { kind: "add" },
      run: (ctx, s, e) => {
        const options = ctx.decisions.doubling.value ? [1, 2] : [1];
        const factor = ctx.choose({
          kind: "factor",
          actor: "player",
          rule: "TOY-DOUBLE",
          question: "double?",
          options: () => options,
          size: () => options.length,
          check: (p) => (options.includes(p as number) ? null : `factor ${String(p)} not allowed`),
        });
        ctx.emit({ type: "added", rules: ["TOY-ADD", ...ctx.decisions.doubling.by] });
        return { total: s.total + e.n * factor };
      },
    }),
    on<S, E, D, Effect, { kind: "reset" }>({
      id: "reset",
      implements: ["TOY-RESET"],
      pattern: { kind: "reset" },
      run: () => ({ total: 0 }),
    }),
  ],
  normaliseOptions: (o) => ({ noDoubling: Boolean((o as Partial<O> | undefined)?.noDoubling) }),
  validateState: () => undefined,
  validateEvent: (_s, e) => {
    if (e.kind === "add" && e.n < 0) throw ruleError("invalid-event", "TOY-ADD", "negative addition", "$.event.n");
  },
  outcomeKey: (s) => String(s.total),
};

describe("a second, unrelated ruleset runs on the same core", () => {
  const loose = compile(toy, {});
  const strict = compile(toy, { noDoubling: true });
  it("steps purely with each strategy", () => {
    const start = { total: 5 };
    expect(step(loose, start, { kind: "add", n: 3 }, firstLegal())).toMatchObject({ ok: true, state: { total: 8 } });
    expect(
      step(loose, start, { kind: "add", n: 3 }, scripted([{ kind: "factor", actor: "player", pick: 2 }])),
    ).toMatchObject({ ok: true, state: { total: 11 } });
    expect(start).toEqual({ total: 5 });
    const a = step(loose, start, { kind: "add", n: 3 }, randomLegal(42));
    const b = step(loose, start, { kind: "add", n: 3 }, randomLegal(42));
    expect(a).toEqual(b);
  });
  it("applies an exception chosen by options, and cites it", () => {
    const r = step(
      strict,
      { total: 0 },
      { kind: "add", n: 3 },
      scripted([{ kind: "factor", actor: "player", pick: 2 }]),
    );
    expect(r.ok ? null : [r.error.kind, r.error.rules]).toEqual(["illegal-choice", ["TOY-DOUBLE"]]);
    const ok = step(strict, { total: 0 }, { kind: "add", n: 3 }, firstLegal());
    expect(ok.ok && ok.effects[0]!.rules).toEqual(["TOY-ADD", "TOY-DOUBLE", "TOY-STRICT"]);
  });
  it("enumerates by walking every path when the ruleset gives no factoring", () => {
    const r = enumerate(loose, { total: 0 }, { kind: "add", n: 3 });
    expect(r.ok && [r.outcomes.method, distinctCount(r.outcomes), pathCount(r.outcomes)]).toEqual([
      "exhaustive",
      2n,
      2n,
    ]);
    const r2 = enumerate(strict, { total: 0 }, { kind: "add", n: 3 });
    expect(r2.ok && distinctCount(r2.outcomes)).toBe(1n);
  });
  it("reports invalid events as errors, not exceptions", () => {
    const r = step(loose, { total: 0 }, { kind: "add", n: -1 }, firstLegal());
    expect(r.ok ? null : [r.error.kind, r.error.path]).toEqual(["invalid-event", "$.event.n"]);
  });
  it("gives up with an error, never a partial result, past maxPaths", () => {
    const r = enumerate(loose, { total: 0 }, { kind: "add", n: 3 }, { maxPaths: 1 });
    expect(r.ok).toBe(false);
  });
  it("refuses a maxPaths that would never stop the walk (NaN, negative, infinite)", () => {
    for (const maxPaths of [Number.NaN, -1, 0, 1.5, Number.POSITIVE_INFINITY]) {
      const r = enumerate(loose, { total: 0 }, { kind: "add", n: 3 }, { maxPaths });
      expect(r.ok ? "walked" : r.error.message, String(maxPaths)).toMatch(
        /maxPaths must be a whole number of at least 1/,
      );
    }
    expect(enumerate(loose, { total: 0 }, { kind: "add", n: 3 }, { maxPaths: 1000 }).ok).toBe(true);
  });
});
