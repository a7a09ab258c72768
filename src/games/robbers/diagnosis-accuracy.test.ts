// The diagnosis measured on mutants of the independent example engine (conforming.mjs). Two kinds:
// the hand-written bug switches, each playing one known mistake, whose misreading `conform` must name
// exactly; and a seeded sample of Stryker's mutants (none picked by hand; committed by
// npm run diagnosis:accuracy -- --engine javascript --fixture), each applied to a copy of the engine as
// text and scored against the rule annotation of the line it mutates: the share named exactly and
// the share named wrongly must stay within the floors of docs/diagnosis-floors.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { expectationAt, readAnnotations } from "../../conform/accuracy/annotations.js";
import { type FixtureMutant, readFixture, relocate } from "../../conform/accuracy/fixture.js";
import { mutantRunOf } from "../../conform/accuracy/headline.js";
import { inLanes } from "../../conform/accuracy/lanes.js";
import { applyMutant } from "../../conform/accuracy/mutants.js";
import { classify, type Outcome, scoreOf, share } from "../../conform/accuracy/score.js";
import { conformGame } from "../../conform/index.js";
import { robbersAccuracy } from "./accuracy-engines.js";
import { robbersConformance } from "./conformance.js";
import { accuracyLine, diagnoseMutants, MUTANTS } from "./diagnosis-accuracy.js";
import { robbersGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const js = robbersAccuracy.engines.find((e) => e.id === "javascript")!;
const engineText = readFileSync(join(root, js.source), "utf8");
const fixture = readFixture(readFileSync(join(root, js.fixture!), "utf8"));
const floors = (
  JSON.parse(readFileSync(join(root, "docs/diagnosis-floors.json"), "utf8")) as Record<
    string,
    Record<string, { exactAtLeast: number; wrongAtMost: number }>
  >
).robbers!.javascript!;
const regenerate = "npm run diagnosis:accuracy -- --engine javascript --sample <N> --fixture";
/** Per-reply timeout: conform's default, kind to a loaded machine (a mutant that stops answering is given up after a streak of vectors). */
const REPLY_TIMEOUT_MS = 5000;
/** Mutants run at once (each is an engine process beside this one). */
const LANES = 2;

const work = mkdtempSync(join(tmpdir(), "robbers-mutant-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Run one committed mutant; null when the suite no longer sees it. */
async function diagnose(m: FixtureMutant): Promise<{ m: FixtureMutant; outcome: Outcome; named: string } | null> {
  const applied = applyMutant(engineText, relocate(engineText, m));
  if (!applied.ok) throw new Error(`${applied.message}; regenerate the sample: ${regenerate}`);
  const file = join(work, `mutant-${m.id}.mjs`);
  writeFileSync(file, applied.text);
  const run = mutantRunOf(
    await conformGame(robbersGame, robbersConformance, {
      engine: `node ${JSON.stringify(file)}`,
      timeout: REPLY_TIMEOUT_MS,
    }),
  );
  if (!run.isCase) return null;
  return {
    m,
    outcome: classify(m.expected, run.headline),
    named: `${run.headline.kind} ${run.headline.rules.join(" ")}`,
  };
}

describe("diagnosis accuracy", () => {
  it("every misreading of The Robbers has a bug switch of the example engine", () => {
    const played = new Set(MUTANTS.flatMap((m) => m.misreadings));
    expect((robbersGame.ruleset.misreadings ?? []).map((m) => m.id).filter((id) => !played.has(id))).toEqual([]);
  });

  it("names exactly the misreading each bug switch plays", { timeout: 240_000 }, async () => {
    const results = await diagnoseMutants(root);
    console.log(accuracyLine(results));
    const wrong = results.filter((r) => !r.exact).map((r) => `${r.bug}: found ${JSON.stringify(r.found)}`);
    expect(wrong).toEqual([]);
    expect(results).toHaveLength(MUTANTS.length);
  });

  it("the committed sample of Stryker's mutants expects what the engine's annotations say", () => {
    if (typeof fixture === "string") throw new Error(`${js.fixture}: ${fixture}`);
    const annotated = readAnnotations(engineText, js.commentPrefix);
    const stale = fixture.mutants
      .map((m) => relocate(engineText, m))
      .filter((m) => JSON.stringify(expectationAt(annotated, m.line)) !== JSON.stringify(m.expected))
      .map((m) => `${m.id} (line ${m.line}): ${JSON.stringify(m.expected)}`);
    expect(stale, `regenerate the sample: ${regenerate}`).toEqual([]);
  });

  it("diagnoses a seeded sample of Stryker's mutants within its floors", { timeout: 120_000 }, async () => {
    if (typeof fixture === "string") throw new Error(`${js.fixture}: ${fixture}`);
    const ran = await inLanes(
      fixture.mutants.map((m) => () => diagnose(m)),
      LANES,
    );
    const results = ran.flatMap((r) => (r ? [r] : []));
    const s = scoreOf(results.map((r) => r.outcome));
    console.log(
      `Stryker mutants of the example engine: ${s.cases} cases of ${fixture.mutants.length}; named exactly ${share(s.exact, s.cases)}, top 3 ${share(s.top3, s.cases)}, abstained ${share(s.abstained, s.cases)}, named wrongly ${share(s.wrong, s.cases)}`,
    );
    for (const r of results.filter((x) => x.outcome.wrong))
      console.log(
        `  named wrongly: mutant ${r.m.id} line ${r.m.line} ${r.m.mutator}: ${r.named}; expected ${r.m.expected === "engine" ? "engine" : r.m.expected.join(" ")}`,
      );
    // A sample the suite no longer sees measures nothing.
    expect(s.cases).toBeGreaterThan(0);
    expect(s.exact / s.cases).toBeGreaterThanOrEqual(floors.exactAtLeast);
    expect(s.wrong / s.cases).toBeLessThanOrEqual(floors.wrongAtMost);
  });
});
