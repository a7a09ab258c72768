// Each game's committed fault dictionary is what its committed vectors give (`npm run kill-matrix`
// writes it), and a diagnosis that looks answers up agrees with one that replays them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Keying, REFUSED } from "../conform/answer-keys.js";
import { type AnsweredVector, diagnose } from "../conform/diagnose.js";
import { dictionaryJobs, parseFaultDictionary } from "../conform/fault-dictionary.js";
import { hypothesesOf, playHypotheses } from "../conform/hypotheses.js";
import { acceptableAnswers } from "../conform/replay-answers.js";
import { listVectors, readyVector } from "../conform/vectors.js";
import { minimalOptions } from "../oracle/options.js";
import { committedFaultDictionary, dictionaryText, KILL_MATRICES } from "./kill-matrices.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe.each(KILL_MATRICES.map((k) => [k.game.id, k] as const))("the fault dictionary of %s", (_id, k) => {
  it("is the committed file, over every hypothesis the rules' decisions give", { timeout: 180_000 }, async () => {
    const d = await committedFaultDictionary(root, k.game, k.conformance);
    const text = readFileSync(join(root, k.dictionary), "utf8");
    expect(text).toEqual(dictionaryText(d));
    expect(d.hypotheses).toEqual(hypothesesOf(k.game).map((h) => h.id));
    // The dictionary is worth having only when hypotheses change answers somewhere.
    const faults = Object.values(d.vectors).reduce((n, e) => n + Object.keys(e.faults).length, 0);
    expect(faults).toBeGreaterThan(0);
    expect(parseFaultDictionary(text, k.game.id)).toEqual(d);
  });
});

describe("reading a fault dictionary", () => {
  it("says why a file cannot be used", () => {
    expect(parseFaultDictionary("{", "robbers")).toBe("it is not JSON");
    expect(parseFaultDictionary('{"format":"x"}', "robbers")).toBe("its format is not fault-dictionary/1");
    const base = { format: "fault-dictionary/1", game: "robbers", hypotheses: ["a"] };
    expect(parseFaultDictionary(JSON.stringify({ ...base, game: "macrobber" }), "robbers")).toMatch(/not robbers/);
    expect(parseFaultDictionary(JSON.stringify({ ...base, vectors: [] }), "robbers")).toBe(
      "its vectors are not an object",
    );
    expect(
      parseFaultDictionary(
        JSON.stringify({ ...base, vectors: { v: { digest: "d", faults: { a: { states: [[1]] } } } } }),
        "robbers",
      ),
    ).toBe('vector "v" is malformed');
  });
});

describe("looking answers up", () => {
  const k = KILL_MATRICES[0]!;
  it("diagnoses an engine that plays one hypothesis the same by the dictionary as by replaying", {
    timeout: 180_000,
  }, async () => {
    const listed = await listVectors(k.game, k.conformance, join(root, k.conformance.vectorsDir));
    if (!listed.ok) throw new Error("the committed vectors cannot be read");
    const vectors = listed.value.slice(0, 80).map((v) => {
      const r = readyVector(k.game, v);
      if (!r.ok) throw new Error(`${v.id} cannot be read`);
      return r.value;
    });
    const dictionary = parseFaultDictionary(readFileSync(join(root, k.dictionary), "utf8"), k.game.id);
    if (typeof dictionary === "string") throw new Error(dictionary);
    const keying: Keying = { conformance: k.conformance, withThefts: true };
    const played = ["stealRounding=down", "afterSteal=stays", "multiRobbers=first-only"].map(
      (id) => hypothesesOf(k.game).find((h) => h.id === id)!,
    );
    let failing = 0;
    for (const h of played) {
      // An engine that answers every request as the hypothesis does (its first acceptable key).
      const answered: AnsweredVector[] = vectors.map((v) => {
        const jobs = dictionaryJobs(v);
        const rules = acceptableAnswers(k.game, keying, v.spec, v, jobs);
        const mine = acceptableAnswers(k.game, keying, playHypotheses(v.spec, [h])!, v, jobs);
        const keys = mine.map((a) => (a === "unknown" ? REFUSED : [...a].sort()[0]!));
        const passed = keys.every((key, i) => rules[i] !== "unknown" && (rules[i] as ReadonlySet<string>).has(key));
        return {
          vector: v,
          options: minimalOptions(k.game, v.options) as Readonly<Record<string, unknown>>,
          substituted: false,
          jobs,
          keys,
          passed,
          evidence: [],
        };
      });
      const failed = answered.filter((a) => !a.passed).length;
      // A name rests on two failing vectors at least: each hypothesis must fail that many here.
      expect(failed).toBeGreaterThanOrEqual(2);
      failing += failed;
      const looked = diagnose(k.game, keying, answered, dictionary);
      const replayed = diagnose(k.game, keying, answered, null);
      expect(looked.tried.replayed).toBe(0);
      expect(replayed.tried.lookedUp).toBe(0);
      expect(looked.headline).toEqual(replayed.headline);
      expect(looked.found).toEqual(replayed.found);
      expect(looked.headline.rules).toEqual(h.rules);
    }
    expect(failing).toBeGreaterThan(0);
  });
});

/** The hypotheses no committed vector tells from the rules, and the pairs no vector tells apart (same answers everywhere). */
function untold(text: string, game: string): { unkilled: string[]; alike: string[][] } {
  const d = parseFaultDictionary(text, game);
  if (typeof d === "string") throw new Error(d);
  const signature = new Map<string, string[]>(d.hypotheses.map((h) => [h, []]));
  for (const [id, e] of Object.entries(d.vectors))
    for (const [h, answers] of Object.entries(e.faults)) signature.get(h)?.push(`${id}:${JSON.stringify(answers)}`);
  const unkilled = d.hypotheses.filter((h) => signature.get(h)!.length === 0);
  const groups = new Map<string, string[]>();
  for (const [h, sig] of signature)
    if (sig.length) groups.set(sig.join("\n"), [...(groups.get(sig.join("\n")) ?? []), h]);
  return { unkilled, alike: [...groups.values()].filter((g) => g.length > 1) };
}

describe("what the suite tells apart", () => {
  it("The Robbers: every hypothesis fails some vector, and no two answer alike on every vector", () => {
    const k = KILL_MATRICES.find((x) => x.game.id === "robbers")!;
    const u = untold(readFileSync(join(root, k.dictionary), "utf8"), "robbers");
    expect(u).toEqual({ unkilled: [], alike: [] });
  });

  it("MacRobber: the hypotheses no vector catches yet are known, and may only become fewer", () => {
    const k = KILL_MATRICES.find((x) => x.game.id === "macrobber")!;
    const u = untold(readFileSync(join(root, k.dictionary), "utf8"), "macrobber");
    // Its vectors reach neither the red area nor a game's set-up or end, where most readings bite
    // (issue 34's notes); a new vector that catches one makes this list shorter, never longer.
    expect(u.unkilled.length).toBeLessThanOrEqual(17);
    expect(u.alike).toEqual([["drawnTokenLimit=5", "drawnTokenLimit=6"]]);
  });
});
