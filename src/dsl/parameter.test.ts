// Parameters (parameter.ts): checked against their range with the rule cited, carried into a decision
// as an exception whose value is the one set, refused together with an edition that fixes the same
// value, and never read as a hypothesis or a domain value (the players' choice is no reading).
import { describe, expect, it } from "vitest";
import { type Decision, domainProblems, resolveDecision } from "./defaults.js";
import { RuleError } from "./errors.js";
import { defineParameter, normaliseParameters, parameterException, parameterRange } from "./parameter.js";

const target = defineParameter({
  key: "target",
  rule: "T-TARGET",
  title: "the target score",
  values: { kind: "integer", min: 10, max: 50 },
});
const colour = defineParameter({
  key: "colour",
  rule: "T-COLOUR",
  title: "the first colour",
  values: { kind: "choice", values: ["red", "blue"] },
});

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return { rules: e.rules, path: e.path, message: e.message };
  }
  return null;
};

describe("normaliseParameters", () => {
  it("keeps values in range, and says nothing is set when nothing is", () => {
    expect(normaliseParameters([target, colour], { target: 10, colour: "blue" })).toEqual({
      target: 10,
      colour: "blue",
    });
    expect(normaliseParameters([target], { target: 50 })).toEqual({ target: 50 });
    expect(normaliseParameters([target], undefined)).toBeUndefined();
    expect(normaliseParameters([target], {})).toBeUndefined();
  });

  it("refuses a value out of range, not whole, not a name, or an unknown key, at its path and citing its rule", () => {
    expect(refusal(() => normaliseParameters([target], { target: 51 }))).toEqual({
      rules: ["T-TARGET"],
      path: '$.options.parameters["target"]',
      message:
        'T-TARGET: the target score (target) is a whole number from 10 to 50, not 51 (at $.options.parameters["target"])',
    });
    expect(refusal(() => normaliseParameters([target], { target: 10.5 }))?.rules).toEqual(["T-TARGET"]);
    expect(refusal(() => normaliseParameters([target], { target: "10" }))?.rules).toEqual(["T-TARGET"]);
    expect(refusal(() => normaliseParameters([colour], { colour: "green" }))?.message).toMatch(/one of red, blue/);
    expect(refusal(() => normaliseParameters([target], { toString: 3 }))).toMatchObject({
      path: '$.options.parameters["toString"]',
      message: expect.stringContaining('unknown parameter "toString"; expected one of target'),
    });
    expect(refusal(() => normaliseParameters([target], [1]))?.path).toBe("$.options.parameters");
    expect(parameterRange(colour)).toBe("one of red, blue");
  });
});

describe("a parameter's exception", () => {
  type O = { readonly edition: string; readonly parameters?: { readonly target?: number } };
  const decision: Decision<O, number> = {
    id: "target",
    description: "The score that ends the game.",
    base: { rule: "T-END", value: 30 },
    exceptions: [
      { id: "ED-QUICK", label: "quick game", when: (o) => o.edition === "quick", value: 15 },
      parameterException(target),
    ],
    domain: [
      { value: 30, says: "30 points end the game" },
      { value: 15, says: "15 points end the game" },
    ],
  };

  it("gives the value set, cited with its rule; the base or the edition otherwise", () => {
    expect(resolveDecision(decision, { edition: "long", parameters: { target: 42 } })).toEqual({
      value: 42,
      by: ["T-END", "T-TARGET"],
      decidedBy: ["T-END", "T-TARGET"],
    });
    expect(resolveDecision(decision, { edition: "long" }).value).toBe(30);
    expect(resolveDecision(decision, { edition: "quick" }).value).toBe(15);
  });

  it("is refused with an edition that fixes the same value, naming both", () => {
    expect(refusal(() => resolveDecision(decision, { edition: "quick", parameters: { target: 42 } }))?.rules).toEqual([
      "ED-QUICK",
      "T-TARGET",
    ]);
  });

  it("adds no value the domain must list", () => {
    expect(domainProblems("target", decision as Decision<never, unknown>)).toEqual([]);
  });
});
