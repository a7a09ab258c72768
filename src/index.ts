// Public entry point: the DSL, the generic interpreter, the Robbers ruleset and its library API.
export * from "./dsl/index.js";
export * from "./interpreter/index.js";
export * from "./robbers/api.js";
export * from "../spec/robbers/index.js";
export * from "./robbers/editions.js";
export * from "./robbers/describe.js";
export * from "./oracle/index.js";
