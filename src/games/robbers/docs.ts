// The Robbers' docs material for the generic docs pages and the traceability report (the contract
// is src/kit/game-docs.ts): the rules, decisions, handlers, inventory and editions from the spec,
// and the words and snippets only this game has. The registry, the fixtures and the pictures are
// loaded by `load` from src/games/robbers/site/docs-material.ts.

import {
  EDITION_IDS,
  type EditionId,
  editions,
  type RobbersOptionsInput,
  robbers,
  robbersDecisions,
  robbersRules,
} from "../../../spec/robbers/index.js";
import inventory from "../../../spec/robbers/inventory.json" with { type: "json" };
import type { GameDocs, GameDocsMaterial } from "../../kit/game-docs.js";
import { compareEditions } from "./library/editions.js";

/**
 * Where the material is. The game object is part of the installed package, the material is not
 * (properties/ and fixtures/ are not shipped): a specifier held in a variable keeps the package
 * build from following it, and only docs tools call `load`.
 */
const MATERIAL: string = "./site/docs-material.js";

/** The readings argument of a call as a reader writes it: `, { "INT-X": "y" }`, or nothing. */
const readingsArgument = (readings: Readonly<Record<string, string>>): string => {
  const entries = Object.entries(readings);
  return entries.length ? `, { ${entries.map(([id, reading]) => `"${id}": "${reading}"`).join(", ")} }` : "";
};

export const robbersDocs: GameDocs = {
  id: "robbers",
  title: "The Robbers",
  intro:
    "**The Robbers** is the Carcassonne mini-expansion whose robbers sit on the scoreboard and steal " +
    "half the points (rounded up) of a scoring figure beside them. Sources: `shared/sources/000_…` to " +
    "`003_…` (the community wiki page, a fan reference page and the Z-Man rulebook), listed in " +
    "`shared/RULES-INVENTORY.md`.",
  examplesNote:
    "Each page draws the scoreboard before every step and after every option the source lists (each " +
    "replayed from its choices through the interpreter), with the effects and the rule ids behind them. " +
    "Markers: a circle is a meeple, a rounded square a messenger, a black-ringed diamond a robber; dark " +
    "squares are 0, 5, 10, and so on.",
  sourcesName: "the sources",
  rulesFolder: "spec/robbers/rules/",
  rules: robbersRules,
  decisions: robbersDecisions,
  handlers: robbers.handlers,
  inventory: { ids: inventory.ids, file: "spec/robbers/inventory.json", name: "the shared rules inventory" },
  editions: {
    ids: EDITION_IDS,
    presets: editions,
    compare: (a, b, readings = {}) =>
      compareEditions(a as EditionId, b as EditionId, readings as RobbersOptionsInput["interpretations"]),
    compareCall: (a, b, readings = {}) => `compareEditions(${a}, ${b}${readingsArgument(readings)})`,
    presetSnippet: (edition) =>
      [
        `import { compareEditions, robbersSpec } from "robbers-spec";`,
        "",
        `const spec = robbersSpec({ edition: "${edition}" });`,
        `console.log(compareEditions("${edition}", "C3"));`,
      ].join("\n"),
  },
  specFunction: "{@link robbersSpec}",
  readingsSnippet: (interpretation, readings) =>
    [
      `import { robbersSpec } from "robbers-spec";`,
      "",
      ...readings.map((r) => `robbersSpec({ interpretations: { "${interpretation}": "${r}" } });`),
    ].join("\n"),
  load: async (root) =>
    ((await import(MATERIAL)) as { robbersMaterial(root: string): GameDocsMaterial }).robbersMaterial(root),
};
