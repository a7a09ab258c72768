// Hypotheses generated from The Robbers' decisions: every hand-written misreading is one of them
// (so the named mistakes are a subset, not a separate list), each is worded from the decision's
// domain and labelled with the rule it changes, and each holds only where its source is in force.
import { describe, expect, it } from "vitest";
import { holdsUnder, hypothesesOf, playHypotheses, ruleChain } from "../../conform/hypotheses.js";
import { compileMisread } from "../../oracle/misread.js";
import { robbersGame } from "./index.js";

const hypotheses = hypothesesOf(robbersGame);
const byId = (id: string) => {
  const h = hypotheses.find((x) => x.id === id);
  if (!h) throw new Error(`no hypothesis ${id}`);
  return h;
};
const compiled = (options: object) => compileMisread(robbersGame, options, [])!;

describe("hypotheses from the decisions", () => {
  it("count every other value of every decision, per source of its value, and hold every named misreading", () => {
    const misreadings = (robbersGame.ruleset.misreadings ?? []).map((m) => m.id).sort();
    expect(hypotheses.flatMap((h) => (h.misreading ? [h.misreading.id] : [])).sort()).toEqual(misreadings);
    expect(new Set(hypotheses.map((h) => h.id)).size).toBe(hypotheses.length);
    // RB-STEAL-HALF has two values (up, down): one hypothesis; RB-FINAL-BONUS six: five.
    expect(hypotheses.filter((h) => h.decision === "stealRounding")).toHaveLength(1);
    expect(hypotheses.filter((h) => h.decision === "finalBonus")).toHaveLength(5);
  });

  it("word each from the domain and name the rule it changes, with the edition that gave the value", () => {
    expect(byId("stealRounding=down")).toMatchObject({
      rules: ["RB-STEAL-HALF"],
      title: "half rounded down instead of half rounded up",
      misreading: { id: "MIS-STEAL-ROUNDS-DOWN" },
    });
    expect(byId("followUp[ED-C2-ZMAN]=each-may").rules).toEqual(["RB-PLACE-ALL", "ED-C2-ZMAN"]);
    expect(byId("activePlacement[ED-C2-ZMAN]=may").rules).toEqual(["RB-PLACE-ACTIVE", "ED-C2-ZMAN"]);
  });

  it("include values no edition or reading gives, each under the source it replaces", () => {
    expect(byId("activeMove=never")).toMatchObject({
      rules: ["RB-PLACE-MOVE"],
      title:
        "a robber already out is never moved (declining is the only option) instead of a robber already out may be moved or left",
    });
    // Under the default reading only: an engine whose "others-only" branch lets no robber stay.
    expect(byId("backStayOwn=never")).toMatchObject({
      rules: ["INT-BACK-STAY-OWN"],
      title: 'a robber never stays behind instead of reading "others-only"',
    });
    expect(byId("backStayOwn[INT-BACK-STAY-OWN]=never").from).toBe("any-figure");
    // No options select such a value: the rules as written never play it.
    expect(() => compileMisread(robbersGame, { interpretations: { "INT-BACK-STAY-OWN": "never" } }, [])).toThrow(
      /INT-BACK-STAY-OWN/,
    );
    expect(compiled({ edition: "C3" }).decisions.backStayOwn!.value).toBe("others-only");
  });

  it("name the edition whose value one plays outside its edition (a mistake in the exception's condition)", () => {
    // C1 Z-Man lets each other player place (RB-PLACE-ALL, 002 "Using robbers"): an engine doing so in
    // every edition applies ED-C1-ZMAN where it does not hold.
    expect(byId("followUp=each-may")).toMatchObject({
      rules: ["RB-PLACE-NEXT", "ED-C1-ZMAN", "RB-PLACE-ALL"],
      givenBy: ["ED-C1-ZMAN", "RB-PLACE-ALL"],
      title:
        "each other player with a robber in supply may place, as ED-C1-ZMAN gives it under RB-PLACE-ALL " +
        "(C1 Z-Man: each other player may place), instead of only the next player with a robber in supply may place",
    });
    expect(ruleChain(byId("followUp=each-may"))).toEqual(["RB-PLACE-NEXT"]);
    // A value no edition or reading gives names the rule alone.
    expect(byId("stealRounding=down").givenBy).toBeUndefined();
    // An interpretation's own readings are its rule already: no second name.
    expect(hypotheses.filter((h) => h.givenBy?.some((r) => r.startsWith("INT-") && h.rules[0] === r))).toEqual([]);
  });

  it("hold only where their source is in force, as an engine's bug in one branch would", () => {
    const hig = compiled({ edition: "C1-HiG" });
    const zman = compiled({ edition: "C2-ZMan" });
    expect(holdsUnder(hig, byId("followUp=each-may"))).toBe(true);
    expect(holdsUnder(zman, byId("followUp=each-may"))).toBe(false);
    expect(holdsUnder(zman, byId("followUp[ED-C2-ZMAN]=each-may"))).toBe(true);
    // Played where it does not hold, a hypothesis changes nothing.
    expect(playHypotheses(zman, [byId("followUp=each-may")])).toBe(zman);
    const played = playHypotheses(hig, [byId("followUp=each-may")])!;
    expect(played.decisions.followUp!.value).toBe("each-may");
    expect(played.decisions.followUp!.decidedBy).toEqual(["RB-PLACE-NEXT", "followUp=each-may"]);
    // Two values for one decision at once cannot be played.
    expect(playHypotheses(hig, [byId("followUp=each-may"), byId("followUp=each-must")])).toBeNull();
  });

  it("carry over to what rests on the value they change: C2 Z-Man's mandatory move follows its mandatory placement", () => {
    const zman = compiled({ edition: "C2-ZMan", interpretations: { "INT-MANDATORY-MOVE": "mandatory" } });
    expect([zman.decisions.activePlacement!.value, zman.decisions.activeMove!.value]).toEqual(["must", "must"]);
    // An engine that misses C2 Z-Man's mandatory placement misses the mandatory move that rests on it.
    const played = playHypotheses(zman, [byId("activePlacement[ED-C2-ZMAN]=may")])!;
    expect(played.decisions.activePlacement!.value).toBe("may");
    expect(played.decisions.activeMove).toEqual({ value: "may", by: ["RB-PLACE-MOVE"], decidedBy: ["RB-PLACE-MOVE"] });
    // And one that makes every edition's placement mandatory makes the move mandatory too.
    const c3 = compiled({ edition: "C3", interpretations: { "INT-MANDATORY-MOVE": "mandatory" } });
    expect(c3.decisions.activeMove!.value).toBe("may");
    expect(playHypotheses(c3, [byId("activePlacement=must")])!.decisions.activeMove!.value).toBe("must");
  });
});
