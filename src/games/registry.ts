// The one list of games (issue 35, item 1): every list of games the tools use derives from it (the
// games of the schemas and traceability, the kill matrices and fault dictionaries, the diagnosis's
// accuracy games, the exhaustive check, the site and its order, the vector manifests), and
// src/games/registry.test.ts checks that every game folder under spec/, src/games/ and properties/
// is here and that package.json's commands and entry points agree with it. A game's heavier parts
// (conformance, engines, docs, exhaustive check) are loaded only by the lists that need them, so a
// tool loads no more than it did with its own list.
import type { AccuracyGame } from "../conform/accuracy/engines.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import type { GameDocs } from "../kit/game-docs.js";
import type { AnyVerification } from "../verify/subject.js";
import { diceRaceGame } from "./dicerace/index.js";
import { macRobberGame } from "./macrobber/index.js";
import { robbersGame } from "./robbers/index.js";

/** One game and the parts of it each tool takes; its folders are `spec/<id>/`, `src/games/<id>/` and, with properties, `properties/<id>/`. */
export interface GameRecord {
  /** The game's id, its folders' name. */
  readonly id: string;
  readonly game: AnyGame;
  /** In the tools that cover every published game at once: the JSON Schemas and the traceability tables. */
  readonly published: boolean;
  /** Its conformance vectors: a manifest, a kill matrix and a fault dictionary are committed for them. */
  readonly conformance?: () => Promise<GameConformance>;
  /** Its annotated example engines, on whose mutants the diagnosis is measured (`npm run diagnosis:accuracy`). */
  readonly accuracy?: () => Promise<AccuracyGame>;
  /** Its bounded exhaustive check (`npm run verify:exhaustive -- --game <id>`). */
  readonly verification: () => Promise<AnyVerification>;
  /** Its pages on the site, in the registry's order (the first game's pages at the root). */
  readonly docs?: () => Promise<GameDocs>;
  /** Its property-based tests are in `properties/<id>/`. */
  readonly properties: boolean;
  /** Its command: package.json's `bin` runs `./bin/<command>.js`, which runs `src/games/<id>/main.ts` built. */
  readonly command?: string;
  /** Its package entry point: package.json's `exports` key and the source it is built from. */
  readonly entry?: { readonly key: string; readonly source: string };
}

/** The Robbers first (the main ruleset), then MacRobber, then Dice Race (a small example of the kit). */
export const REGISTRY: readonly GameRecord[] = [
  {
    id: "robbers",
    game: robbersGame,
    published: true,
    conformance: async () => (await import("./robbers/conformance.js")).robbersConformance,
    accuracy: async () => (await import("./robbers/accuracy-engines.js")).robbersAccuracy,
    verification: async () => (await import("./robbers/verify/index.js")).verification,
    docs: async () => (await import("./robbers/docs.js")).robbersDocs,
    properties: true,
    command: "robbers",
    entry: { key: ".", source: "src/index.ts" },
  },
  {
    id: "macrobber",
    game: macRobberGame,
    published: true,
    conformance: async () => (await import("./macrobber/conformance.js")).macRobberConformance,
    accuracy: async () => (await import("./macrobber/accuracy-engines.js")).macRobberAccuracy,
    verification: async () => (await import("./macrobber/verify/index.js")).verification,
    docs: async () => (await import("./macrobber/docs.js")).macRobberDocs,
    properties: true,
    command: "macrobber",
    entry: { key: "./macrobber", source: "src/games/macrobber/library/index.ts" },
  },
  {
    id: "dicerace",
    game: diceRaceGame,
    published: false,
    verification: async () => (await import("./dicerace/verify/index.js")).verification,
    docs: async () => (await import("./dicerace/index.js")).diceRaceGame.docs,
    properties: true,
  },
];
