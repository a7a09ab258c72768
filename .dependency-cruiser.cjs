// Import rules `npm test` enforces (npm run lint:imports): where a game may be named, what a ruleset
// may import, and no cycles. A game lives in spec/<game>/ (its rules), src/games/<game>/ (what joins
// it to the tools) and properties/<game>/ (its properties); src/games/ itself holds the lists of
// every game and the commands that cover them all. Every other folder of src/ is generic.
// No rule names a game: a game is any folder of spec/, src/games/ or properties/ but the shared ones
// below, captured by the paths (`$2` in a rule's `to` is the game its `from` captured), so a new game
// is inside every boundary with no edit here. src/games/import-rules.test.ts plants imports between
// made-up games, and from generic folders into them, that these rules must refuse;
// src/games/registry.test.ts checks that the folders these rules take for games are the registered ones.
// The folders of src/games/ and properties/ that are not games: the site of every game, the fuzzers
// of every game, and the properties' shared support.
const SHARED = "src/games/(?:site|fuzz)/|properties/support/";
// A game's folder: in spec/, src/games/ or properties/, other than the shared ones.
const GAME = `^(?!${SHARED})(spec|src/games|properties)/([^/]+)/`;
// What a generic module never imports: a game's folder, and anything of src/games/ (the lists of every
// game and the shared folders of every game, which name them all).
const GAMES_OR_LISTS = `^(src/games/|(?!${SHARED})(spec|properties)/[^/]+/)`;
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A module never imports itself back through others: cycles hide which module owns what.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "generic-imports-no-game",
      comment:
        "The tools are written once for every game: a generic folder reaches a game only through the contract (src/kit/) that a caller hands it.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(games/|index\\.ts$)" },
      to: { path: GAMES_OR_LISTS },
    },
    {
      name: "spec-top-imports-no-game",
      comment:
        "A module at the top of spec/ is no game's: it imports no game (the tests there may load every ruleset).",
      severity: "error",
      from: { path: "^spec/[^/]+$", pathNot: "\\.test\\.ts$" },
      to: { path: GAMES_OR_LISTS },
    },
    {
      name: "spec-imports-only-the-dsl",
      comment:
        "A ruleset is data in the DSL: its rule and step modules import only their own game's folder and src/dsl/.",
      severity: "error",
      from: { path: "^spec/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^(spec/$1/|src/dsl/)" },
    },
    {
      name: "a-game-imports-no-other-game",
      comment:
        "Each game stands alone; only src/games/*.ts and src/games/site/ (the lists of every game) name several.",
      severity: "error",
      from: { path: GAME },
      to: { path: GAME, pathNot: "^(spec|src/games|properties)/$2/" },
    },
    {
      name: "no-orphans",
      comment: "A source file nothing imports is dead code, unless it is an entry point (a test, a command, a config).",
      severity: "error",
      from: {
        orphan: true,
        pathNot: [
          "\\.(test|d)\\.ts$",
          "^docs/examples/consumer/",
          "(^|/)(tsconfig|vitest\\.[a-z]+\\.config|stryker\\.config)",
          "^bin/",
          "^\\.",
          "\\.json$",
        ],
      },
      to: {},
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|site|reports|\\.stryker-tmp|\\.bench)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
