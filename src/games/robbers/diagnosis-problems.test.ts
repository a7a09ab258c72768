// Engines that fail by problems alone (errors, malformed replies, refusing a reading they must
// play) have no differing value to cite; the diagnosis then names the rule behind the one feature of
// the vectors they could not answer. Copies of the example engine, each broken as text in one
// place nobody annotated for this test: the rule of that place is named, and only it.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/conforming.mjs");

describe("the diagnosis of engine problems", () => {
  it.each([
    {
      what: "a rogue choice answered with no options",
      from: '"rogue", t.thief, { options: kinds.map((k) => ({ figure: k })) }',
      to: '"rogue", t.thief, {}',
      rule: "RB-ROGUE-FIGURE",
      where: /where the rules ask the rogue choice \(RB-ROGUE-FIGURE\)/,
    },
    {
      what: "a reading left out of the engine's list",
      from: '"INT-ARRIVE-THEN-MOVE": ["when-it-moves", "at-start"]',
      to: '"INT-ARRIVE-THEN-MOVE": ["when-it-moves", ""]',
      rule: "INT-ARRIVE-THEN-MOVE",
      where: /under reading "at-start" of INT-ARRIVE-THEN-MOVE/,
    },
    {
      // Plans with several options pass: only the lone option's choice separates the failures.
      what: "a plan with one option asked with none",
      from: "single ? { options: [first] } :",
      to: "single ? {} :",
      rule: "RB-STEAL-ORDER",
      where: /where the rules ask the plan choice with one option \(RB-STEAL-ORDER\)/,
    },
    {
      // Plans are checked when given and listed when they have one option: only listing several
      // separates the failures.
      what: "a listing of every plan that crashes",
      from: "function allPlans(mine, kinds) {",
      to: "function allPlans(mine, kinds) {\n  if (mine) return undefined;",
      rule: "RB-STEAL-ORDER",
      where: /where it lists the outcomes of a plan choice with several options \(RB-STEAL-ORDER\)/,
    },
    {
      // Every other refusal passes: only the rule the rules refuse by separates the failures.
      what: "a refusal of a theft from one's own player that crashes",
      from: '{ rule: "RB-STEAL-SELF", message:',
      to: '{ rule: "RB-STEAL-SELF", crash: owner.missing.reason, message:',
      rule: "RB-STEAL-SELF",
      where: /where the rules refuse the request under RB-STEAL-SELF/,
    },
  ])("names the rule behind $what", { timeout: 120_000 }, async ({ what, from, to, rule, where }) => {
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: broken(what, from, to),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const d = r.report.diagnosis;
    expect(r.report.engineProblems.length).toBeGreaterThanOrEqual(3);
    expect(d.headline).toMatchObject({ kind: "named", by: "problems", rules: [rule] });
    expect(d.headline.text).toMatch(where);
    expect(d.problems?.problems).toBe(r.report.totals.failed);
  });
});
