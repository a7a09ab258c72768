// What the diagnosis reads, saved as JSON and read back against the committed vectors
// (src/conform/diagnosis-input.ts), is diagnosed the same: the accuracy measurement's --rediagnose
// rests on it. A vector that is no longer committed is said, not skipped.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { type AnsweredVector, diagnose } from "../../conform/diagnose.js";
import { restoredAnswers, savedInput } from "../../conform/diagnosis-input.js";
import { dictionaryJobs } from "../../conform/fault-dictionary.js";
import { listVectors, type ReadyVector, readyVector } from "../../conform/vectors.js";
import { minimalOptions } from "../../oracle/options.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

it("diagnoses a saved input read back as it diagnosed the answers themselves", { timeout: 60_000 }, async () => {
  const listed = await listVectors(robbersGame, robbersConformance, join(root, robbersConformance.vectorsDir));
  if (!listed.ok) throw new Error("the committed vectors cannot be read");
  const ready = new Map<string, ReadyVector>();
  for (const v of listed.value.filter((x) => x.kind === "positive").slice(0, 12)) {
    const r = readyVector(robbersGame, v);
    if (r.ok) ready.set(v.id, r.value);
  }
  // Eight failures whose first differing value cites RB-STEAL-HALF, four passes.
  const answered: AnsweredVector[] = [...ready.values()].map((v, i) => {
    const jobs = dictionaryJobs(v).filter((j) => j.request === "apply");
    const failing = i < 8;
    return {
      vector: v,
      options: minimalOptions(robbersGame, v.options) as Readonly<Record<string, unknown>>,
      substituted: false,
      jobs,
      keys: jobs.map(() => (failing ? "state:nothing-the-rules-give" : null)),
      passed: !failing,
      evidence: failing ? ["RB-STEAL-HALF"] : [],
    };
  });
  const keying = { conformance: robbersConformance, withThefts: true };
  const first = diagnose(robbersGame, keying, answered);
  expect(first.headline.rules).toEqual(["RB-STEAL-HALF"]);
  const saved = JSON.parse(JSON.stringify(savedInput("robbers", true, answered, 0)));
  const back = restoredAnswers(saved, ready);
  if (typeof back === "string") throw new Error(back);
  expect(diagnose(robbersGame, keying, back).headline).toEqual(first.headline);
  ready.delete(answered[0]!.vector.id);
  expect(restoredAnswers(saved, ready)).toBe(`vector ${answered[0]!.vector.id} is no longer committed`);
});
