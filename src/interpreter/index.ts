// The generic interpreter: compile a ruleset once, step it purely, enumerate outcomes.
export * from "./compile.js";
export * from "./enumerate.js";
export * from "./outcomes.js";
export * from "./step.js";
export * from "./strategies.js";
