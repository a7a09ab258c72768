// The CI-sized fuzz run (issue 25, item 4): a few thousand generated inputs over every target of
// `npm run fuzz` (which runs a million), none of which may throw anything but the project's typed
// error or hang. Each target must have run, and the run must have met typed refusals at all (else
// the inputs are too tame to test anything).
import { expect, it } from "vitest";
import { fcSeed } from "../../oracle/test-support.js";
import { runFuzz, runSystematic } from "./run.js";
import { SYSTEMATIC_TARGETS } from "./systematic-targets.js";
import { FUZZ_TARGETS } from "./targets.js";

const COUNT = Math.round(4000 * Number(process.env.FC_SCALE ?? 1));

it(`${COUNT} generated inputs across every reader, the library, the playground and engine replies: no uncaught exception, no hang`, async () => {
  const result = await runFuzz(COUNT, fcSeed());
  expect(result.inputs).toBe(COUNT);
  for (const target of FUZZ_TARGETS) expect(result.perTarget[target.name], target.name).toBeGreaterThan(0);
  expect(result.typedErrors).toBeGreaterThan(COUNT / 20);
  expect(result.uncaught).toEqual([]);
  expect(result.uncaughtCount).toBe(0);
  expect(result.hangs).toEqual([]);
}, 300_000);

const SAMPLE = Math.round(40 * Number(process.env.FC_SCALE ?? 1));

it(`the systematic target (issue 37, item 1): ${SAMPLE} mutations of each format of each game, none throwing but a typed error`, async () => {
  const result = await runSystematic(SAMPLE, fcSeed());
  for (const target of SYSTEMATIC_TARGETS)
    expect(result.perTarget[target.name], target.name).toBeGreaterThan(SAMPLE / 2);
  expect(result.uncaught).toEqual([]);
  expect(result.uncaughtCount).toBe(0);
  expect(result.hangs).toEqual([]);
}, 300_000);

it("the systematic run reports a call that throws something else than a typed error, naming the mutation", async () => {
  const target = {
    name: "planted",
    base: { player: "red" },
    run: (m: { value: unknown }) => (m.value as { player: string }).player.toUpperCase(),
  };
  const result = await runSystematic("all", 1, [target]);
  expect(result.inputs).toBe(result.available.planted);
  // A number or a nested list where the name was: player.toUpperCase is not a function.
  expect(result.uncaught.map((f) => f.input)).toContain("$.player <- NaN");
  expect(result.uncaught.every((f) => f.problem.startsWith("TypeError"))).toBe(true);
});
