// The DSL that rulesets in spec/ are written in. spec/ imports only from here.

export * from "./arguments.js";
export * from "./choice-points.js";
export * from "./cite.js";
export * from "./defaults.js";
export * from "./errors.js";
export * from "./misreading.js";
export * from "./options.js";
export * from "./own.js";
export * from "./parameter.js";
export * from "./player-names.js";
export * from "./random.js";
export * from "./rule.js";
export * from "./ruleset.js";
export * from "./steps.js";
