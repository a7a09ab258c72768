// Default logic: base values, single exceptions, and the error when two exceptions hold at once.
import { describe, expect, it } from "vitest";
import {
  type Decision,
  decisionFromInterpretation,
  defineDecision,
  resolveDecision,
  resolveDecisions,
} from "./defaults.js";
import { RuleError } from "./errors.js";

type O = { a: boolean; b: boolean };
const decision = defineDecision<O, string>({
  id: "toy",
  description: "a toy decision",
  base: { rule: "BASE-1", value: "base" },
  exceptions: [
    { id: "EXC-A", label: "when a", when: (o) => o.a, value: "from a" },
    { id: "EXC-B", label: "when b", when: (o) => o.b, value: "from b", cites: ["RULE-B"] },
  ],
  domain: ["base", "from a", "from b"].map((value) => ({ value, says: value })),
});
// An exception that sets the base rule aside (as Z-Man's RB-PLACE-ALL replaces RB-PLACE-NEXT).
const replacing = defineDecision<O, string>({
  ...decision,
  exceptions: [{ id: "EXC-R", label: "when a", when: (o) => o.a, value: "other", cites: ["RULE-R"], replaces: true }],
});

describe("default logic", () => {
  it("gives the base value, citing the base rule, when no exception holds", () => {
    expect(resolveDecision(decision, { a: false, b: false })).toEqual({
      value: "base",
      by: ["BASE-1"],
      decidedBy: ["BASE-1"],
    });
  });
  it("gives an exception's value, citing base, exception and what it cites", () => {
    expect(resolveDecision(decision, { a: false, b: true })).toEqual({
      value: "from b",
      by: ["BASE-1", "EXC-B", "RULE-B"],
      decidedBy: ["BASE-1", "RULE-B", "EXC-B"],
    });
    expect(resolveDecision(decision, { a: true, b: false }).value).toBe("from a");
  });
  it("cites what an effect relies on: the rules of play first, the exception last, a replaced base rule not at all", () => {
    expect(resolveDecision(decision, { a: true, b: false }).decidedBy).toEqual(["BASE-1", "EXC-A"]);
    expect(resolveDecision(replacing, { a: true, b: false })).toEqual({
      value: "other",
      by: ["BASE-1", "EXC-R", "RULE-R"],
      decidedBy: ["RULE-R", "EXC-R"],
    });
    expect(resolveDecision(replacing, { a: false, b: false }).decidedBy).toEqual(["BASE-1"]);
  });
  it("refuses two exceptions at once, naming both ids, instead of taking the first", () => {
    let caught: unknown;
    try {
      resolveDecision(decision, { a: true, b: true });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).kind).toBe("conflicting-exceptions");
    expect((caught as RuleError).rules).toEqual(["EXC-A", "EXC-B"]);
    expect((caught as RuleError).message).toMatch(/EXC-A.*EXC-B/);
  });
  it("turns an interpretation into a decision whose non-default readings are exceptions", () => {
    const d = decisionFromInterpretation<{ r?: string }, "x" | "y" | "z">(
      { id: "INT-T", title: "t", readings: [{ id: "x" }, { id: "y" }, { id: "z" }], defaultReading: "x" },
      (o) => o.r,
    );
    expect(resolveDecision(d, {})).toEqual({ value: "x", by: ["INT-T"], decidedBy: ["INT-T"] });
    expect(resolveDecision(d, { r: "z" })).toEqual({ value: "z", by: ["INT-T"], decidedBy: ["INT-T"] });
    expect(d.exceptions.map((e) => e.value)).toEqual(["y", "z"]);
  });
});

describe("misreadings among the exceptions", () => {
  type O = { edition: boolean; misreadings: readonly string[] };
  const decision = defineDecision<O, string>({
    id: "d",
    description: "test",
    base: { rule: "BASE-1", value: "base" },
    exceptions: [
      { id: "ED-X", label: "edition", when: (o) => o.edition, value: "edition" },
      { id: "MIS-1", label: "m1", when: (o) => o.misreadings.includes("MIS-1"), value: "m1", misreads: "BASE-1" },
      { id: "MIS-2", label: "m2", when: (o) => o.misreadings.includes("MIS-2"), value: "m2", misreads: "BASE-1" },
    ],
    domain: ["base", "edition", "m1", "m2"].map((value) => ({ value, says: value })),
  });

  it("a misreading changes the base rule where it is in force, and cites itself after it", () => {
    expect(resolveDecision(decision, { edition: false, misreadings: ["MIS-1"] })).toMatchObject({
      value: "m1",
      decidedBy: ["BASE-1", "MIS-1"],
    });
  });

  it("where an edition sets the base rule aside, a misreading of it has nothing to misread", () => {
    expect(resolveDecision(decision, { edition: true, misreadings: ["MIS-1"] })).toMatchObject({
      value: "edition",
      decidedBy: ["BASE-1", "ED-X"],
    });
  });

  it("two misreadings of one decision at once are an error naming both", () => {
    let error: unknown;
    try {
      resolveDecision(decision, { edition: false, misreadings: ["MIS-1", "MIS-2"] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).rules).toEqual(["MIS-1", "MIS-2"]);
  });
});

describe("a condition that reads another decision", () => {
  type P = { mandatory: boolean; strict: boolean };
  const placement = defineDecision<P, string>({
    id: "placement",
    description: "test",
    base: { rule: "BASE-P", value: "may" },
    exceptions: [{ id: "ED-M", label: "mandatory", when: (o) => o.mandatory, value: "must" }],
    domain: ["may", "must"].map((value) => ({ value, says: value })),
  });
  const move = defineDecision<P, string>({
    id: "move",
    description: "test",
    base: { rule: "BASE-M", value: "may" },
    exceptions: [
      { id: "INT-S", label: "strict", when: (o, decided) => o.strict && decided(placement) === "must", value: "must" },
    ],
    domain: ["may", "must"].map((value) => ({ value, says: value })),
  });
  const table = { placement, move };

  it("reads that decision's value, resolved under the same options", () => {
    expect(resolveDecisions(table, { mandatory: true, strict: true }).move.value).toBe("must");
    expect(resolveDecisions(table, { mandatory: false, strict: true }).move.value).toBe("may");
  });

  it("follows a value given in place of that decision's own (a hypothesis about an engine)", () => {
    const given = { value: "may", by: ["BASE-P", "H"], decidedBy: ["BASE-P", "H"] };
    const resolved = resolveDecisions(table, { mandatory: true, strict: true }, (k) =>
      k === "placement" ? given : undefined,
    );
    expect(resolved.placement).toBe(given);
    expect(resolved.move).toEqual({ value: "may", by: ["BASE-M"], decidedBy: ["BASE-M"] });
  });

  it("refuses a decision whose value rests on itself, naming it, instead of overflowing the stack", () => {
    const loop: Decision<P, string> = defineDecision<P, string>({
      id: "loop",
      description: "test",
      base: { rule: "BASE-L", value: "a" },
      exceptions: [{ id: "EXC-L", label: "self", when: (_o, decided) => decided(loop) === "a", value: "b" }],
      domain: ["a", "b"].map((value) => ({ value, says: value })),
    });
    let caught: unknown;
    try {
      resolveDecisions({ loop }, { mandatory: false, strict: false });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).kind).toBe("decision-cycle");
    expect((caught as RuleError).rules).toEqual(["BASE-L"]);
  });
});
