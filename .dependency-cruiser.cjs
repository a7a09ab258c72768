// Import rules `npm test` enforces (npm run lint:imports): where a game may be named, what a ruleset
// may import, and no cycles. A game lives in spec/<game>/ (its rules), src/games/<game>/ (what joins
// it to the tools) and properties/<game>/ (its properties); src/games/ itself holds the lists of
// every game and the commands that cover them all. Every other folder of src/ is generic.
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
      from: { path: "^src/(kit|dsl|interpreter|oracle|cli|conform|docs|site|playground|trace|verify)/" },
      to: { path: "^(spec|src/games|properties/(robbers|macrobber|dicerace))/" },
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
      from: { path: "^(spec|src/games|properties)/(robbers|macrobber|dicerace)/" },
      to: {
        path: "^(spec|src/games|properties)/(robbers|macrobber|dicerace)/",
        pathNot: "^(spec|src/games|properties)/$2/",
      },
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
