// MacRobber's part of the diagnosis accuracy measurement (npm run diagnosis:accuracy): its annotated
// example engine, written from the rulebook and the protocol apart from the spec, mutated by Stryker.
import type { AccuracyGame } from "../../conform/accuracy/engines.js";
import { macRobberConformance } from "./conformance.js";
import { macRobberGame } from "./index.js";

export const macRobberAccuracy: AccuracyGame = {
  game: macRobberGame,
  conformance: macRobberConformance,
  engines: [
    {
      id: "javascript",
      source: "docs/examples/engines/macrobber.mjs",
      commentPrefix: "//",
      mutants: { by: "stryker" },
    },
  ],
};
