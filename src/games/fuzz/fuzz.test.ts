// The CI-sized fuzz run (issue 25, item 4): a few thousand generated inputs over every target of
// `npm run fuzz` (which runs a million), none of which may throw anything but the project's typed
// error or hang. Each target must have run, and the run must have met typed refusals at all (else
// the inputs are too tame to test anything).
import { expect, it } from "vitest";
import { fcSeed } from "../../oracle/test-support.js";
import { runFuzz } from "./run.js";
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
