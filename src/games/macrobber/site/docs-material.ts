// MacRobber's docs material that lives outside the package: the property registry, the fixtures
// loaded from fixtures/macrobber and replayed (with their narration), and the walkthrough page.
// Loaded by `macRobberDocs.load` only when a docs tool asks (see src/games/macrobber/docs.ts).

import { join, relative } from "node:path";
import { MACROBBER_PROPERTIES } from "../../../../properties/macrobber/registry.js";
import { readMistakes, readVectorSuite } from "../../../docs/vector-manifest.js";
import type { DocFixture, GameDocsMaterial } from "../../../kit/game-docs.js";
import { counterexamplesFor } from "../../../verify/counterexamples.js";
import { loadMacRobberFixtures, replayFixture } from "../library/fixture.js";
import { exampleNarration, type MacRobberExample } from "./example-narration.js";
import { macRobberPlaygroundPage } from "./playground-page.js";
import { walkthroughPage } from "./walkthrough.js";

function docFixture(root: string, file: string, example: MacRobberExample): DocFixture {
  const { fixture, replay } = example;
  return {
    id: fixture.id,
    title: fixture.title,
    file: relative(root, file),
    exercises: fixture.exercises,
    sources: [fixture.source],
    fromSource: fixture.workedExample,
    readings: fixture.options.interpretations ?? {},
    ...(fixture.notes !== undefined ? { notes: fixture.notes } : {}),
    citedTogether: replay.effects.map((e) => [...e.rules]),
    page: (links) => exampleNarration(example, links),
  };
}

export function macRobberMaterial(root: string): GameDocsMaterial {
  const folder = "fixtures/macrobber";
  const list = loadMacRobberFixtures(join(root, folder)).map(({ file, fixture }) =>
    docFixture(root, file, { fixture, replay: replayFixture(fixture) }),
  );
  return {
    properties: { file: "properties/macrobber/registry.ts", entries: MACROBBER_PROPERTIES },
    fixtures: { folder: `${folder}/`, list },
    vectors: readVectorSuite(root, "fixtures/vectors/macrobber/"),
    mistakes: readMistakes(root, "fixtures/kill-matrix/macrobber.json"),
    extraPages: [walkthroughPage, macRobberPlaygroundPage],
    // What the exhaustive check's readings run found (fixtures/macrobber/counterexamples/, src/games/macrobber/verify/).
    readingChecks: (id) =>
      counterexamplesFor(id, join(root, `${folder}/counterexamples`)).map((c) => ({
        ...c,
        file: c.file === null ? null : `${folder}/counterexamples/${c.file}`,
      })),
  };
}
