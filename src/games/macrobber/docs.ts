// MacRobber's docs material for the generic docs pages and the traceability report (the contract
// is src/kit/game-docs.ts): the rules, decisions, handlers and inventory from the spec, and the
// words and snippets only this game has. The registry, the fixtures and the walkthrough are loaded
// by `load` from src/games/macrobber/site/docs-material.ts.

import { macRobber, macRobberDecisions, macRobberRules } from "../../../spec/macrobber/index.js";
import inventory from "../../../spec/macrobber/inventory.json" with { type: "json" };
import type { GameDocs, GameDocsMaterial } from "../../kit/game-docs.js";

/**
 * Where the material is. The game object is part of the installed package, the material is not
 * (properties/ and fixtures/ are not shipped): a specifier held in a variable keeps the package
 * build from following it, and only docs tools call `load`.
 */
const MATERIAL: string = "./site/docs-material.js";

const USING_IT = [
  'import { macRobberSpec, newGame, play, nextChoice } from "robbers-spec/macrobber";',
  "",
  'const spec = macRobberSpec({ interpretations: { "MR-INT-RED-AREA": "35" } });',
  'const state = newGame(spec, ["ann", "ben", "cat"], 42); // seeded: sack, deck and estates',
  "console.log(nextChoice(spec, state)); // null: drawing needs no choice",
  "const r = play(spec, state); // take-tokens: draws 6 from the sack",
  "if (r.ok) console.log(nextChoice(spec, r.state)); // ann's legal plans of one or two actions, citing MR-ACT-CHOOSE",
].join("\n");

export const macRobberDocs: GameDocs = {
  id: "macrobber",
  title: "MacRobber",
  intro: [
    "MacRobber (Queen Games, 2005) is a card-and-token game of Scottish clans for 3 to 5 players, " +
      "unrelated to Carcassonne. It is written in the same DSL and run by the same interpreter, enumerator " +
      "and tools as The Robbers: the honest test that the core is general. Source: " +
      "`shared/sources/004_7cad5ba990d5d333.txt`; ids `MR-…`, listed in `spec/macrobber/inventory.json`.",
    "## Using it",
    `\`\`\`ts\n${USING_IT}\n\`\`\``,
    "From the shell: `macrobber rules`, `macrobber play --players ann,ben,cat --seed 7 --out " +
      "game.jsonl`, `macrobber check game.jsonl` (the oracle: the first divergence with its line and JSON " +
      "path), `macrobber explain --players ann,ben,cat --seed 7 --events 1` (what can happen now). The " +
      "game flows through four events the state asks for in turn (`take-tokens`, `act`, " +
      "`raid-or-exchange`, `score-round`); chance comes from the generator state kept in the game state " +
      "(MR-CHANCE-SEEDED), and every decision is a choice point naming its player and rule.",
  ].join("\n\n"),
  examplesNote:
    "Each page shows the arranged situation (every clan's court, estates, hand and points), the event " +
    "and the picks the source's story makes, and the effects the interpreter reports with the rules each " +
    "cites.",
  sourcesName: "the rulebook",
  rulesFolder: "spec/macrobber/rules/",
  rules: macRobberRules,
  decisions: macRobberDecisions,
  handlers: macRobber.handlers,
  inventory: { ids: inventory.ids, file: "spec/macrobber/inventory.json", name: "MacRobber's rule inventory" },
  editions: null,
  specFunction: "`macRobberSpec` (from `robbers-spec/macrobber`)",
  readingsSnippet: (interpretation, readings) =>
    [
      `import { macRobberSpec } from "robbers-spec/macrobber";`,
      "",
      ...readings.map((r) => `macRobberSpec({ interpretations: { "${interpretation}": "${r}" } });`),
    ].join("\n"),
  load: async (root) =>
    ((await import(MATERIAL)) as { macRobberMaterial(root: string): GameDocsMaterial }).macRobberMaterial(root),
};
