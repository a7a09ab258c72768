// Evidence the diagnosis reads beyond the first differing value, each shown on a copy of the example
// engine broken as text in one place:
// - an engine that computes every outcome it is told the choices of and lists the wrong ones gets
//   wrong which options it offers, so the decisions leading to an outcome it leaves out are the
//   evidence, not the values of the outcome it lists instead (whose positions rest on the
//   scoreboard): a copy whose listed plans score the first award again is named by the plan rule;
// - an engine that fails by problems alone on exactly the vectors with The Messages is named by the
//   rule the vectors' tag `messages` rests on (the game's conformance says so, `tagRules`), where no
//   choice or reading separates the failures: a copy that crashes reading messengers;
// - an engine that fails by problems alone where one of the rules giving a choice asks it, and not
//   where the others do, is named by that rule: a copy that crashes offering the Z-Man follow-up
//   placement (RB-PLACE-ALL) but not the active player's or the next player's;
// - an engine that fails nearly every vector with The Messages and no other, by wrong values, where
//   no one rule's values single out a rule, plays The Messages wrong as a whole: it is named by the
//   rule the tag rests on. A copy that never counts the messenger among the figures;
// - an engine whose mistake lies in code the editions share shows under Hans im Glück's
//   RB-PLACE-NEXT in some vectors and Z-Man's RB-PLACE-ALL in others: counted together, the rule
//   point is named by both. A copy that offers nobody a placement after the active player;
// - an edition singled out by the values that differ is a printing, not a rule read wrongly: the
//   rule of play it changes that the failures cite too is named with it. A copy that lets the active
//   player decline under C2 Z-Man;
// - a hypothesis that reproduces every failure but contradicts passes of other editions is named
//   narrowed to the one edition where it holds: a copy that makes placing mandatory in C1 Z-Man too;
// - an engine that refuses a request for want of a choice the hypothesis asks (and the vector, made
//   under the rules, does not give) agrees with that hypothesis: an engine written apart that passes
//   a declined follow-up placement on under either reading;
// - an engine makes the moves it offers and checks the choices it is given in separate code, so a
//   hypothesis may hold in its play and not in its check: an engine written apart that offers a
//   robber its own player's figure but refuses that pick when it is given;
// - a rule every position rests on (BASE-SCOREBOARD) holds in the events an engine plays right: where
//   every failure is of one kind of event, a value citing it is no evidence of it. A copy that
//   ignores backward moves is not named BASE-SCOREBOARD;
// - a state that leaves out a field the protocol compares is malformed, an engine problem: a copy
//   that never reports bagTiles is not named RB-SETUP-TILES.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/conforming.mjs");

/** The report of `conform` on a copy of the example engine with `from` replaced by `to`. */
async function reportOf(name: string, from: string, to: string) {
  const r = await conformGame(robbersGame, robbersConformance, { engine: broken(name, from, to) });
  if (!r.ok) throw new Error(r.message);
  return r.report;
}

type Report = Awaited<ReturnType<typeof reportOf>>;

/** Every failure is an engine problem (at least one failed), and the headline names `rules` by those problems. */
function expectNamedByProblems(report: Report, rules: readonly string[], text: RegExp): void {
  const failed = report.vectors.filter((v) => v.status === "failed");
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((v) => v.engineProblem !== undefined)).toBe(true);
  const h = report.diagnosis.headline;
  expect([h.kind, h.by, h.rules]).toEqual(["named", "problems", rules]);
  expect(h.text).toMatch(text);
}

describe("the evidence of a listing that alone differs", () => {
  it("is the decisions leading to an outcome the engine does not list", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "plans that score the first award again",
      "return { award, figure };",
      "return { award: order[0], figure };",
    );
    // The interesting case: vectors where every apply passed and only the listing failed.
    const failed = report.vectors.filter((v) => v.status === "failed");
    expect(failed.filter((v) => v.failures.every((f) => f.request === "outcomes")).length).toBeGreaterThan(0);
    expect(report.diagnosis.evidence[0]?.rule).toBe("RB-STEAL-ORDER");
    expect(report.diagnosis.headline.rules).toEqual(["RB-STEAL-ORDER"]);
  });
});

describe("engine problems on the vectors of one tag", () => {
  it("name the rule the tag rests on", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "crashes reading messengers",
      "messenger: s.messages ? f.messenger : 0",
      'messenger: s.messages ? JSON.parse("{") : 0',
    );
    // The interesting case: every failure is an engine problem, on a vector with The Messages.
    expectNamedByProblems(report, ["RB-MSG-TARGET"], /with The Messages \(RB-MSG-TARGET\)/);
  });
});

describe("engine problems under one of the rules that give a choice", () => {
  it("name that rule", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "crashes offering the Z-Man follow-up placement",
      'offer(g, ch, sq, p, "RB-PLACE-ALL", rules.followUp',
      'offer(g, ch, sq, p, JSON.parse("{"), rules.followUp',
    );
    // The interesting case: every failure is an engine problem, and place choices given by other
    // rules are met in passing vectors.
    expectNamedByProblems(report, ["RB-PLACE-ALL"], /where the rules ask the place choice \(RB-PLACE-ALL\)/);
  });
});

describe("failures on nearly every vector of one tag", () => {
  it("name the rule the tag rests on, where the values single out none", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "never counts the messenger among the figures",
      'const kinds = g.messages ? ["meeple", "messenger"] : ["meeple"];',
      'const kinds = ["meeple"];',
    );
    // The interesting case: value failures, not problems alone (those have their own step).
    const failed = report.vectors.filter((v) => v.status === "failed");
    expect(failed.some((v) => v.engineProblem === undefined)).toBe(true);
    const h = report.diagnosis.headline;
    expect([h.kind, h.by, h.rules]).toEqual(["named", "evidence", ["RB-MSG-TARGET"]]);
    expect(h.text).toMatch(/only vectors with The Messages/);
  });
});

describe("one rule point printed as two rules by the editions", () => {
  it("is named by both rules as one fault", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "offers nobody a placement after the active player",
      "if (g.robbers[p] !== null) continue; // robbers already out",
      "if (true) continue; // robbers already out",
    );
    // The interesting case: neither rule alone is cited on three in four failures.
    const { evidence, headline } = report.diagnosis;
    const cause = (rule: string) => evidence.find((e) => e.rule === rule)?.cause ?? 0;
    expect(cause("RB-PLACE-NEXT")).toBeGreaterThan(0);
    expect(cause("RB-PLACE-ALL")).toBeGreaterThan(0);
    expect(Math.max(cause("RB-PLACE-NEXT"), cause("RB-PLACE-ALL"))).toBeLessThan(0.75 * report.diagnosis.failures);
    expect([headline.kind, headline.by, headline.groups]).toEqual([
      "named",
      "evidence",
      [["RB-PLACE-NEXT", "RB-PLACE-ALL"]],
    ]);
    expect(headline.text).toMatch(/^RB-PLACE-NEXT or RB-PLACE-ALL \(one rule point/);
  });
});

describe("an edition singled out by the cause evidence", () => {
  it("is named with the rule of play it changes that the failures cite", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "lets the active player decline under C2 Z-Man, but still makes its move mandatory",
      "    activeMust,\n    // rule: INT-MANDATORY-MOVE",
      "    activeMust: false,\n    // rule: INT-MANDATORY-MOVE",
    );
    // The interesting case: the edition alone is cited on most failures (the rule of play is a
    // choice the engine was told, so the values rest on the edition), and no reading reproduces them.
    const { evidence, headline, found } = report.diagnosis;
    expect(found).toEqual([]);
    expect(evidence[0]?.rule).toBe("ED-C2-ZMAN");
    expect(evidence.find((e) => e.rule === "RB-PLACE-ACTIVE")?.cause ?? 0).toBeLessThan(evidence[0]!.cause);
    expect([headline.kind, headline.by, headline.groups]).toEqual([
      "named",
      "evidence",
      [["RB-PLACE-ACTIVE", "ED-C2-ZMAN"]],
    ]);
    expect(headline.text).toMatch(/^RB-PLACE-ACTIVE as ED-C2-ZMAN changes it is broken/);
  });
});

describe("a hypothesis that holds in one edition only", () => {
  it("is named narrowed to that edition, with the edition that gives the value", { timeout: 120_000 }, async () => {
    const report = await reportOf(
      "makes the active player's placement mandatory in every Z-Man edition",
      'const activeMust = edition === "C2-ZMan";',
      "const activeMust = zman;",
    );
    // The interesting case: the wide hypothesis (mandatory placement wherever C2 Z-Man's is not)
    // reproduces every failure but contradicts passes of the other editions.
    const { headline, found } = report.diagnosis;
    expect(found.map((f) => f.hypotheses.map((h) => h.id))).toEqual([["activePlacement=must@ED-C1-ZMAN"]]);
    expect([headline.kind, headline.by, headline.groups]).toEqual([
      "named",
      "hypothesis",
      [["RB-PLACE-ACTIVE", "ED-C2-ZMAN", "ED-C1-ZMAN"]],
    ]);
    expect(headline.text).toMatch(/in edition C1-ZMan \(ED-C1-ZMAN\) only/);
  });
});

describe("a hypothesis that asks a choice the vector does not give", () => {
  it("agrees with an engine that refuses for want of it", { timeout: 120_000 }, async () => {
    // An engine written apart (fixtures/engines-apart/) that passes a declined follow-up placement on
    // under either reading, and refuses a request that leaves a decision it asks without a choice.
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: "node fixtures/engines-apart/robbers-js/heldout2/g21.mjs",
    });
    if (!r.ok) throw new Error(r.message);
    // The interesting case: under "stops" the engine asks the next player, whose choice no vector gives.
    const refused = r.report.vectors.filter((v) =>
      v.failures.some((f) => /missing place choice/.test(JSON.stringify(f))),
    );
    expect(refused.length).toBeGreaterThan(0);
    const { headline } = r.report.diagnosis;
    expect([headline.kind, headline.by, headline.rules]).toEqual(["named", "hypothesis", ["INT-DECLINE-PASSES"]]);
  });
});

describe("a hypothesis that holds in the play and not in the check of a given choice", () => {
  it("is named for the play only", { timeout: 120_000 }, async () => {
    // An engine written apart (fixtures/engines-apart/) whose theft candidates forget to leave out
    // the robber owner's own figures, while its check of a given steal pick still refuses them.
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: "python3 fixtures/engines-apart/robbers-python/broken/b05.py",
    });
    if (!r.ok) throw new Error(r.message);
    // The interesting case: a negative vector whose self-steal the copy refuses, as the rules do
    // and the wide hypothesis (a robber may rob its own player) does not.
    const selfRefused = r.report.vectors.filter(
      (v) => v.status === "passed" && v.rules.includes("RB-STEAL-SELF") && v.id.startsWith("n"),
    );
    expect(selfRefused.length).toBeGreaterThan(0);
    const { headline, found } = r.report.diagnosis;
    expect(found.map((f) => f.hypotheses.map((h) => h.id))).toEqual([["selfSteal=allowed@plays"]]);
    expect([headline.kind, headline.by, headline.rules]).toEqual(["named", "hypothesis", ["RB-STEAL-SELF"]]);
    expect(headline.text).toMatch(/in the play only/);
  });
});

describe("a rule every position rests on, where one kind of event alone fails", () => {
  it("is not singled out by the cause", { timeout: 120_000 }, async () => {
    const report = await reportOf("ignores backward moves", "      backward(g, ch, rules, e, kinds, sq, order);\n", "");
    const failed = report.vectors.filter((v) => v.status === "failed");
    // The interesting case: every failure is a backward move, and the positions that differ cite BASE-SCOREBOARD.
    expect(failed.length).toBeGreaterThan(3);
    expect(new Set(failed.map((v) => v.event))).toEqual(new Set(["backward"]));
    const { headline, evidence } = report.diagnosis;
    expect(evidence[0]?.rule).toBe("BASE-SCOREBOARD");
    expect(headline.rules).not.toContain("BASE-SCOREBOARD");
  });
});

describe("a state reply that leaves out a compared field", () => {
  it("is an engine problem, blamed on no rule", { timeout: 120_000 }, async () => {
    const report = await reportOf("never reports bagTiles", "      bagTiles: g.bagTiles,\n", "");
    const failed = report.vectors.filter((v) => v.status === "failed");
    // The interesting case: states the engine answers without the field (the runner then stops
    // asking an engine that did not answer properly ten times in a row).
    const malformed = failed.filter((v) => v.engineProblem === "bad-reply");
    expect(malformed.length).toBeGreaterThan(0);
    expect(malformed[0]?.failures[0]?.summary).toMatch(/bagTiles is missing/);
    expect(failed.filter((v) => v.engineProblem === undefined).map((v) => v.id)).toEqual([]);
    expect(report.diagnosis.headline.rules).toEqual([]);
  });
});
