// The Robbers' docs material that lives outside the package: the property registry, the worked
// examples loaded from fixtures/robbers and replayed (with their narration and pictures), and the
// playground page. Loaded by `robbersDocs.load` only when a docs tool asks (see src/games/robbers/docs.ts).

import { join, relative } from "node:path";
import { PROPERTIES } from "../../../../properties/robbers/registry.js";
import { robbersRules } from "../../../../spec/robbers/index.js";
import inventory from "../../../../spec/robbers/inventory.json" with { type: "json" };
import { readMistakes, readVectorSuite } from "../../../docs/vector-manifest.js";
import { own } from "../../../dsl/own.js";
import type { DocFixture, DocLinks, GameDocsMaterial } from "../../../kit/game-docs.js";
import { counterexamplesFor } from "../../../verify/counterexamples.js";
import { loadFixtures } from "../formats/load-fixtures.js";
import { citedTogether, exampleNarration } from "./example-narration.js";
import { playgroundPage } from "./playground-page.js";
import { type ReplayedExample, replayFixture } from "./replay-fixture.js";

/** Fixtures named after a source file (`000-example-3`) retell that source's worked example. */
const FROM_SOURCE = /^\d{3}-/;

function docFixture(root: string, file: string, example: ReplayedExample): DocFixture {
  const { fixture } = example;
  return {
    id: fixture.id,
    title: fixture.title,
    file: relative(root, file),
    exercises: fixture.exercises,
    sources: fixture.sources,
    fromSource: FROM_SOURCE.test(fixture.id),
    editions: fixture.editions,
    readings: fixture.interpretations,
    ...(fixture.notes !== undefined ? { notes: fixture.notes } : {}),
    citedTogether: citedTogether(example),
    page: (links) => exampleNarration(example, links),
  };
}

/** Rules a player most often asks a number about, worked through once (RB-STEAL-HALF: ceil(p/2), the robbed keeping all). */
const IN_NUMBERS: Readonly<Record<string, (links: DocLinks) => string>> = {
  "RB-STEAL-HALF": (links) =>
    "a figure beside your robber scores 5: you score 3 (half of 5 is 2.5, rounded up); 6 gives 3, 1 gives 1. " +
    `The robbed player still scores all 5 (${links.rule("RB-STEAL-KEEP")}).`,
  "RB-STEAL-KEEP": (links) =>
    `green's meeple scores 5 beside blue's robber: green moves 5, and blue scores 3 more (${links.rule("RB-STEAL-HALF")}); nobody loses points.`,
};

/** The words players ask with, for the rule that answers them (the site's search weighs them like a title). */
const SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  "RB-MSG-TARGET": ["messenger", "messengers", "which figure is robbed"],
  "RB-STEAL-HALF": ["how many points", "half", "steal", "take", "rounded up", "odd points"],
  "RB-STEAL-SELF": ["rob myself", "steal from myself", "rob my own figure"],
  "RB-STEAL-MULTI": ["two robbers", "both robbers", "more than one robber"],
  "RB-PLACE-TARGET": ["where can I put my robber", "nobody beside", "empty space", "no figure there"],
  "RB-FINAL-BONUS": ["final bonus", "end of the game", "robber still out"],
};

export function robbersMaterial(root: string): GameDocsMaterial {
  const folder = "fixtures/robbers";
  const loaded = loadFixtures(join(root, folder)).map(({ file, fixture }) => ({
    file,
    example: { fixture, replay: replayFixture(fixture) },
  }));
  const titles = new Map(robbersRules.map((r) => [r.id, r.title]));
  const ruleIds = [...new Set([...inventory.ids, ...robbersRules.map((r) => r.id)])].map((id) => ({
    id,
    title: titles.get(id) ?? "",
  }));
  return {
    properties: { file: "properties/robbers/registry.ts", entries: PROPERTIES },
    fixtures: { folder: `${folder}/`, list: loaded.map(({ file, example }) => docFixture(root, file, example)) },
    vectors: readVectorSuite(root, "fixtures/vectors/"),
    mistakes: readMistakes(root, "fixtures/kill-matrix/robbers.json"),
    extraPages: [
      playgroundPage(
        loaded.map((l) => l.example),
        ruleIds,
      ),
    ],
    ruleInNumbers: (id, links) => own(IN_NUMBERS, id)?.(links) ?? null,
    searchWords: (id) => own(SEARCH_WORDS, id) ?? [],
    readingChecks: (id) =>
      counterexamplesFor(id, join(root, "fixtures/counterexamples")).map((c) => ({
        ...c,
        file: c.file === null ? null : `fixtures/counterexamples/${c.file}`,
      })),
  };
}
