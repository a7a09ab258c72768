// Everything the site is generated from, loaded once: the rules, the traceability rows, the
// worked examples (replayed), the property registry, the interpretations touching each rule, and
// the mutation report when there is one; and the same for MacRobber, the second ruleset.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Decision, Rule } from "../dsl/index.js";
import type { Fixture } from "../formats/fixture.js";
import { loadFixtures } from "../formats/load-fixtures.js";
import { traceability, type TraceRow } from "../trace/traceability.js";
import { robbersDecisions, robbersRules } from "../../spec/robbers/index.js";
import { PROPERTIES, type PropertyEntry } from "../../properties/registry.js";
import { replayFixture, type ReplayedFixture } from "./replay-fixture.js";
import { loadMacRobberFixtures, replayFixture as replayMacRobberFixture } from "../macrobber/fixture.js";
import { macRobberTraceability } from "../trace/macrobber-traceability.js";
import { macRobberRules } from "../../spec/macrobber/index.js";
import { MACROBBER_PROPERTIES } from "../../properties/macrobber/registry.js";
import type { MacRobberSiteData } from "./pages/macrobber.js";
import { interpretationTouches, type Touch } from "./touches.js";

export interface Example {
  readonly fixture: Fixture;
  readonly replay: ReplayedFixture;
}

export interface Mutation {
  /** The report's score line, e.g. "Mutation score: 91.2% (…)". */
  readonly summary: string;
  /** The whole report (generated Markdown). */
  readonly markdown: string;
}

export interface SiteData {
  readonly rules: readonly Rule[];
  readonly trace: readonly TraceRow[];
  readonly examples: readonly Example[];
  readonly properties: readonly PropertyEntry[];
  readonly touches: ReadonlyMap<string, readonly Touch[]>;
  readonly mutation: Mutation | null;
  /** The second ruleset's pages. */
  readonly macRobber: MacRobberSiteData;
}

/** The score line of docs/mutation.md (written by `npm run mutate`), or null when there is no report. */
export function readMutation(root: string): Mutation | null {
  const file = join(root, "docs/mutation.md");
  if (!existsSync(file)) return null;
  const markdown = readFileSync(file, "utf8");
  const line = markdown.split("\n").find((l) => /mutation score/i.test(l));
  return { summary: (line ?? "a report without a score line").replace(/\*\*/g, "").trim(), markdown };
}

export function loadSiteData(root: string): SiteData {
  const examples = loadFixtures(join(root, "fixtures/robbers")).map(({ fixture }) => ({ fixture, replay: replayFixture(fixture) }));
  return {
    rules: robbersRules,
    trace: traceability(root),
    examples,
    properties: PROPERTIES,
    touches: interpretationTouches(robbersRules, robbersDecisions as unknown as Record<string, Decision<never, unknown>>, examples.map((e) => ({ id: e.fixture.id, replay: e.replay }))),
    mutation: readMutation(root),
    macRobber: {
      rules: macRobberRules,
      trace: macRobberTraceability(root),
      examples: loadMacRobberFixtures(join(root, "fixtures/macrobber")).map(({ fixture }) => ({ fixture, replay: replayMacRobberFixture(fixture) })),
      properties: MACROBBER_PROPERTIES,
    },
  };
}
