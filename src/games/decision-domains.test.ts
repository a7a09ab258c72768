// Every decision of every ruleset has a domain a diagnosis can read: the base value, each
// edition's, reading's and misreading's value, each once and worded (issue 34: hypotheses come
// from the rules' data, so a decision without its values would leave a rule with no hypothesis).
import { describe, expect, it } from "vitest";
import { domainProblems } from "../dsl/defaults.js";
import { REGISTRY } from "./registry.js";

describe("decision domains", () => {
  for (const { game } of REGISTRY)
    it(`${game.id}: every decision lists every value its rules, editions, readings and misreadings give`, () => {
      const table = Object.entries(game.ruleset.decisions);
      expect(table.length).toBeGreaterThan(0);
      expect(table.flatMap(([key, d]) => domainProblems(key, d as never))).toEqual([]);
    });

  it("names what a domain lacks", () => {
    const d = {
      id: "toy",
      description: "toy",
      base: { rule: "R", value: 1 },
      exceptions: [{ id: "ED-X", label: "x", when: () => true, value: 2 }],
      domain: [
        { value: 1, says: "one" },
        { value: 1, says: "" },
      ],
    };
    expect(domainProblems("toy", d as never)).toEqual([
      'decision "toy": its domain lacks the value of ED-X (x), 2',
      'decision "toy": its domain lists 1 twice',
      'decision "toy": the value 1 says nothing',
    ]);
  });
});
