// Worked example 3 in the playground: every option its source lists (the wiki's Example 3, fixture
// 000-example-3) is found among the enumerated outcomes, and the one found is the outcome `play`
// gives for the option's own choices.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RobbersEvent } from "../../../../../spec/robbers/index.js";
import type { PathStep } from "../../../../dsl/index.js";
import { eventOutcomes } from "../../../../playground/outcomes.js";
import { ROOT } from "../../../../site/build-site.js";
import { loadFixtures } from "../../formats/load-fixtures.js";
import { stateFromSetup } from "../../formats/robbers-input.js";
import { play, robbersSpec } from "../../library/api.js";
import { robbersPlayground } from "../../playground-adapter.js";
import { findSourceOptions } from "./source-options.js";
import type { PlaygroundExample } from "./types.js";

const example3 = loadFixtures(join(ROOT, "fixtures/robbers")).find((f) => f.fixture.id === "000-example-3")!.fixture;
const spec = robbersSpec({ edition: "C3" });
const state = stateFromSetup(example3.setup);
const step = example3.steps[0]!;
const event = step.event as RobbersEvent;
const example: PlaygroundExample = {
  key: "x",
  fixture: example3.id,
  title: "",
  step: 0,
  label: "",
  edition: "C3",
  interpretations: {},
  state,
  event,
  options: step.outcomes!.map((o) => ({ label: o.label, expect: o.expect })),
};

describe("the source's options among the playground's outcomes", () => {
  it("finds each option worked example 3 lists, and it is the outcome its choices give", () => {
    const r = eventOutcomes(robbersPlayground, spec, state, event, 5000);
    if (!r.ok) throw r.error;
    const found = findSourceOptions(example, r.outcomes, state);
    expect(found).toHaveLength(step.outcomes!.length);
    for (const [i, f] of found.entries()) {
      if (!f) throw new Error(`option ${i + 1} not found`);
      const replay = play(spec, state, event, step.outcomes![i]!.choices as PathStep[]);
      if (!replay.ok) throw replay.error;
      expect(f.after).toEqual(replay.state);
    }
  });

  it("says when an option is not among the outcomes searched", () => {
    const r = eventOutcomes(robbersPlayground, spec, state, event, 3);
    if (!r.ok) throw r.error;
    expect(findSourceOptions(example, r.outcomes, state).some((f) => f === null)).toBe(true);
  });
});
