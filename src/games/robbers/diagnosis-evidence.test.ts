// The diagnosis's last resort, the cause evidence: with answers no hypothesis reproduces, a rule is
// named only when the first differing values single it out; otherwise the headline names no rule
// at all, and the first line of the report carries no rule id (a wrong name is worse than none).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Keying } from "../../conform/answer-keys.js";
import { type AnsweredVector, diagnose } from "../../conform/diagnose.js";
import { dictionaryJobs } from "../../conform/fault-dictionary.js";
import { hypothesesOf, playHypotheses } from "../../conform/hypotheses.js";
import { acceptableAnswers } from "../../conform/replay-answers.js";
import { listVectors, type ReadyVector, readyVector } from "../../conform/vectors.js";
import { compileMisread } from "../../oracle/misread.js";
import { minimalOptions } from "../../oracle/options.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const keying: Keying = { conformance: robbersConformance, withThefts: true };

async function someVectors(n: number): Promise<ReadyVector[]> {
  const listed = await listVectors(robbersGame, robbersConformance, join(root, robbersConformance.vectorsDir));
  if (!listed.ok) throw new Error("the committed vectors cannot be read");
  return listed.value
    .filter((v) => v.kind === "positive")
    .slice(0, n)
    .map((v) => {
      const r = readyVector(robbersGame, v);
      if (!r.ok) throw new Error(`${v.id} cannot be read`);
      return r.value;
    });
}

/** An engine that answers every request of `v` with a state no reading of the rules gives. */
const wrongly = (v: ReadyVector, evidence: readonly string[]): AnsweredVector => {
  const jobs = dictionaryJobs(v).filter((j) => j.request === "apply");
  return {
    vector: v,
    options: minimalOptions(robbersGame, v.options) as Readonly<Record<string, unknown>>,
    substituted: false,
    jobs,
    keys: jobs.map(() => "state:nothing-the-rules-give"),
    passed: false,
    evidence,
  };
};

describe("the cause evidence", () => {
  it("names the rule cited on most first differing values, and only that rule", { timeout: 60_000 }, async () => {
    const vs = await someVectors(10);
    const answered = vs.map((v, i) => wrongly(v, i < 8 ? ["RB-STEAL-HALF"] : ["RB-STEAL-RETURN"]));
    const d = diagnose(robbersGame, keying, answered);
    expect(d.found).toEqual([]);
    expect(d.headline).toMatchObject({ kind: "named", by: "evidence", rules: ["RB-STEAL-HALF"] });
    expect(d.headline.text).toMatch(/^RB-STEAL-HALF is broken: the first differing value of 8 of 10 failures/);
    expect(d.evidence.slice(0, 2).map((e) => [e.rule, e.cause])).toEqual([
      ["RB-STEAL-HALF", 8],
      ["RB-STEAL-RETURN", 2],
    ]);
  });

  it("abstains when no rule stands out, and then names no rule id in its words", { timeout: 60_000 }, async () => {
    const vs = await someVectors(10);
    const split = vs.map((v, i) => wrongly(v, i % 2 ? ["RB-STEAL-HALF"] : ["RB-STEAL-RETURN"]));
    const d = diagnose(robbersGame, keying, split);
    expect(d.headline.kind).toBe("abstained");
    expect(d.headline.rules).toEqual([]);
    expect(d.headline.candidates.slice(0, 2).sort()).toEqual(["RB-STEAL-HALF", "RB-STEAL-RETURN"]);
    const ids = new Set(robbersGame.ruleset.rules.map((r) => r.id as string));
    expect(d.headline.text.split(/[^A-Z0-9-]+/).filter((w) => ids.has(w))).toEqual([]);
    // Two rules cited together on every first difference cannot be told apart by it either.
    const together = diagnose(
      robbersGame,
      keying,
      vs.map((v) => wrongly(v, ["RB-STEAL-HALF", "RB-STEAL-CHOOSE"])),
    );
    expect(together.headline.kind).toBe("abstained");
  });

  it("trusts the engine's own refusals only where they name one rule", { timeout: 60_000 }, async () => {
    const vs = await someVectors(12);
    const refusing = (v: ReadyVector, rule: string): AnsweredVector => ({ ...wrongly(v, [rule]), claimed: true });
    const one = diagnose(
      robbersGame,
      keying,
      vs.map((v) => refusing(v, "RB-SETUP-TILES")),
    );
    expect(one.headline).toMatchObject({ kind: "named", by: "evidence", rules: ["RB-SETUP-TILES"] });
    // Refusals under two rules: what both checks share is at fault (a helper, a misread field), not the one named most.
    const two = diagnose(
      robbersGame,
      keying,
      vs.map((v, i) => refusing(v, i < 11 ? "MS-DARK-DRAW" : "BASE-SCOREBOARD")),
    );
    expect(two.headline.kind).toBe("abstained");
    expect(two.headline.candidates.slice(0, 2)).toEqual(["MS-DARK-DRAW", "BASE-SCOREBOARD"]);
  });

  it("names a rule every position rests on only where thefts are compared first", { timeout: 60_000 }, async () => {
    // A wrong sum cited with the rule of each theft or movement beside it, as a broken addition is.
    const vs = await someVectors(10);
    const cited = (i: number) => ["BASE-SCOREBOARD", i % 2 ? "RB-STEAL-KEEP" : "RB-STEAL-HALF"];
    const withThefts = diagnose(
      robbersGame,
      keying,
      vs.map((v, i) => wrongly(v, cited(i))),
    );
    expect(withThefts.headline).toMatchObject({ kind: "named", by: "evidence", rules: ["BASE-SCOREBOARD"] });
    // Compared by positions alone, a theft's mistake cites the scoreboard too: it is no evidence.
    const positions = diagnose(
      robbersGame,
      { ...keying, withThefts: false },
      vs.map((v, i) => wrongly(v, cited(i))),
    );
    expect(positions.headline).toMatchObject({ kind: "abstained", rules: [] });
  });

  it("prefers a rule of play to an edition or reading cited as often", { timeout: 60_000 }, async () => {
    const vs = await someVectors(6);
    const d = diagnose(
      robbersGame,
      keying,
      vs.map((v) => wrongly(v, ["RB-PLACE-ALL", "ED-C1-ZMAN"])),
    );
    expect(d.headline).toMatchObject({ kind: "named", rules: ["RB-PLACE-ALL"] });
  });

  it("names the rule of the hypothesis that explains a good share of the failures, where the differing values rest on it too", {
    timeout: 120_000,
  }, async () => {
    const rounding = hypothesesOf(robbersGame).find((h) => h.id === "stealRounding=down")!;
    // Vectors where an engine that rounds down answers otherwise than the rules: it answers as that reading does.
    const roundsDown = (v: ReadyVector): AnsweredVector | null => {
      const jobs = dictionaryJobs(v).filter((j) => j.request === "apply");
      const options = minimalOptions(robbersGame, v.options) as Readonly<Record<string, unknown>>;
      const rules = compileMisread(robbersGame, options, [])!;
      const read = playHypotheses(rules, [rounding])!;
      const theirs = acceptableAnswers(robbersGame, keying, read, v, jobs);
      const ours = acceptableAnswers(robbersGame, keying, rules, v, jobs);
      const keys = theirs.map((a) => (a === "unknown" ? null : ([...a][0] ?? null)));
      const differs = keys.some((k, i) => k !== null && ours[i] !== "unknown" && !ours[i]!.has(k));
      return differs
        ? { vector: v, options, substituted: false, jobs, keys, passed: false, evidence: ["RB-STEAL-HALF"] }
        : null;
    };
    const pool = await someVectors(120);
    const explained = pool.flatMap((v) => roundsDown(v) ?? []).slice(0, 4);
    expect(explained.length).toBe(4);
    const others = pool.filter((v) => !explained.some((a) => a.vector === v)).slice(0, 8);
    const rest = others.map((v) => wrongly(v, ["RB-STEAL-RETURN"]));
    const d = diagnose(robbersGame, keying, [...explained, ...rest]);
    // Neither the cause alone (8 of 12 is too few) nor any reading alone explains every failure.
    expect(d.found).toEqual([]);
    expect(d.headline).toMatchObject({ kind: "named", by: "evidence", rules: ["RB-STEAL-HALF"] });
    expect(d.headline.text).toMatch(/^RB-STEAL-HALF is broken: read as .*, it gives the engine's answers on 4 of 12/);
    // One explained failure in twelve is too small a share: no name.
    const unexplained = pool
      .filter((v) => !explained.some((a) => a.vector === v) && !others.includes(v))
      .slice(0, 3)
      .map((v) => wrongly(v, ["RB-STEAL-HALF"]));
    const few = diagnose(robbersGame, keying, [...explained.slice(0, 1), ...rest, ...unexplained]);
    expect(few.headline.kind).toBe("abstained");
  });
});

describe("the reading the failures share", () => {
  /** The rules' own answers to `v`: a vector the engine passed. */
  const rightly = (v: ReadyVector): AnsweredVector => {
    const jobs = dictionaryJobs(v).filter((j) => j.request === "apply");
    const options = minimalOptions(robbersGame, v.options) as Readonly<Record<string, unknown>>;
    const rules = compileMisread(robbersGame, options, [])!;
    const keys = acceptableAnswers(robbersGame, keying, rules, v, jobs).map((a) =>
      a === "unknown" ? null : ([...a][0] ?? null),
    );
    return { vector: v, options, substituted: false, jobs, keys, passed: true, evidence: [] };
  };
  const readingsOf = (v: ReadyVector) =>
    Object.entries(minimalOptions(robbersGame, v.options).interpretations ?? {}).map(([id, r]) => `${id}=${r}`);

  it("names the interpretation when every failure is under one reading that few passes have, over the values cited", {
    timeout: 120_000,
  }, async () => {
    const pool = await someVectors(400);
    const counts = new Map<string, number>();
    for (const v of pool) for (const r of readingsOf(v)) counts.set(r, (counts.get(r) ?? 0) + 1);
    const [reading] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    const interpretation = reading.split("=")[0]!;
    const under = pool.filter((v) => readingsOf(v).includes(reading));
    const elsewhere = pool.filter((v) => !readingsOf(v).some((r) => r.startsWith(`${interpretation}=`)));
    expect(under.length).toBeGreaterThanOrEqual(6);
    const failing = under.slice(0, 6).map((v) => wrongly(v, ["RB-STEAL-RETURN"]));
    const passing = elsewhere.slice(0, 30).map(rightly);
    const d = diagnose(robbersGame, keying, [...failing, ...passing]);
    expect(d.found).toEqual([]);
    expect(d.headline).toMatchObject({ kind: "named", by: "evidence", rules: [interpretation] });
    expect(d.headline.text).toContain(
      `all 6 failures play out under reading "${reading.split("=")[1]}" of ${interpretation}`,
    );
    // The same failures spread over vectors with and without the reading: the values cited decide.
    const spread = [...failing.slice(0, 3), ...elsewhere.slice(30, 33).map((v) => wrongly(v, ["RB-STEAL-RETURN"]))];
    const open = diagnose(robbersGame, keying, [...spread, ...passing]);
    expect(open.headline).toMatchObject({ kind: "named", rules: ["RB-STEAL-RETURN"] });
  });
});
