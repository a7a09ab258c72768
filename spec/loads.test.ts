// Each ruleset loads and compiles inside a test, not at a test file's import. Work done when a
// module loads (citations shared across calls, step tables, decisions) runs before any test does:
// if it throws, vitest reports a file that failed to load and no failing test, which Stryker's
// vitest runner counts as a surviving mutant. Importing here turns such a failure into a failing
// test. The same tests check what traceability relies on: a rule id leads to a named step, so
// every handler and step has a name (unique where it must be), a sentence, and rules of the set.
import { describe, expect, it } from "vitest";
import type { Rule } from "../src/dsl/index.js";

interface Loaded {
  readonly rules: readonly Rule[];
  readonly misreadings?: readonly { readonly id: string; readonly rule: string }[];
  readonly decisions: Record<
    string,
    { readonly description: string; readonly exceptions: readonly { readonly id: string; readonly label: string }[] }
  >;
  readonly handlers: readonly {
    readonly id: string;
    readonly implements: readonly string[];
    readonly steps?: readonly { id: string; summary: string; implements: readonly string[] }[];
  }[];
}

const games: [string, () => Promise<Loaded>][] = [
  ["The Robbers", async () => (await import("./robbers/index.js")).robbers],
  ["MacRobber", async () => (await import("./macrobber/index.js")).macRobber],
];

describe.each(games)("%s loads, compiles and names every step and decision", (_name, load) => {
  it("compiles with default options", async () => {
    const ruleset = await load();
    const { compile } = await import("../src/interpreter/compile.js");
    expect(() => compile(ruleset as never, {})).not.toThrow();
  });

  it("every rule a handler carries out is one of its rules", async () => {
    const ruleset = await load();
    const ids = new Set(ruleset.rules.map((r) => r.id));
    const cited = ruleset.handlers.flatMap((h) => h.implements);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("handlers have distinct names; steps have names distinct within their handler, a sentence and rules", async () => {
    const { handlers } = await load();
    const names = handlers.map((h) => h.id);
    expect(
      names.every((n) => /^[a-z][a-z0-9-]*$/.test(n)),
      names.join(", "),
    ).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const h of handlers) {
      const steps = h.steps ?? [];
      const stepNames = steps.map((s) => s.id);
      expect(
        stepNames.every((n) => /^[a-z][a-z0-9-]*$/.test(n)),
        `${h.id}: ${stepNames.join(", ")}`,
      ).toBe(true);
      expect(new Set(stepNames).size, h.id).toBe(stepNames.length);
      for (const s of steps) {
        expect(s.summary.length, `${h.id}/${s.id}`).toBeGreaterThan(10);
        expect(s.implements.length, `${h.id}/${s.id}`).toBeGreaterThan(0);
      }
    }
  });

  it("every decision says what it decides, and every exception to it has a label (the docs and conflict errors show them)", async () => {
    const { decisions, rules, misreadings = [] } = await load();
    // An exception is an edition or reading (a rule of the set) or a misreading of one of its rules.
    const ids = new Set([...rules.map((r) => r.id), ...misreadings.map((m) => m.id)]);
    for (const m of misreadings)
      expect(
        rules.some((r) => r.id === m.rule),
        m.id,
      ).toBe(true);
    for (const [name, d] of Object.entries(decisions)) {
      expect(d.description.length, name).toBeGreaterThan(10);
      for (const e of d.exceptions) {
        expect(ids.has(e.id), `${name}: ${e.id}`).toBe(true);
        expect(e.label.length, `${name}: ${e.id}`).toBeGreaterThan(3);
      }
    }
  });
});
