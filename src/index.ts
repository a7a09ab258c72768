// Public entry point: the DSL, the generic interpreter, the Robbers ruleset and its library API,
// and MacRobber (the second ruleset) as the `macrobber` namespace.
export * from "./dsl/index.js";
export * from "./interpreter/index.js";
export * from "./robbers/api.js";
export * from "../spec/robbers/index.js";
export * from "./robbers/editions.js";
export * from "./robbers/describe.js";
export * from "./oracle/index.js";
/** MacRobber, the second ruleset in the same DSL: `macrobber.macRobberSpec()`, `macrobber.play(...)`, ... */
export * as macrobber from "./macrobber/index.js";
