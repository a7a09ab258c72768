// The Robbers' part of the diagnosis accuracy measurement (npm run diagnosis:accuracy): its two
// annotated example engines, each independent of the spec, and the tool that makes each one's
// mutants (Stryker for JavaScript, mutate_py.py for Python). Another engine is one more entry.
import { join } from "node:path";
import type { AccuracyGame } from "../../conform/accuracy/engines.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

export const robbersAccuracy: AccuracyGame = {
  game: robbersGame,
  conformance: robbersConformance,
  engines: [
    {
      id: "javascript",
      source: "docs/examples/engines/conforming.mjs",
      commentPrefix: "//",
      mutants: { by: "stryker" },
      fixture: "fixtures/diagnosis/robbers-js-mutants.json",
    },
    {
      id: "python",
      source: "docs/examples/engines/conforming.py",
      commentPrefix: "#",
      mutants: {
        by: "command",
        list: ["python3", "docs/examples/engines/mutate_py.py", "list"],
        run: (root, id) =>
          `python3 ${JSON.stringify(join(root, "docs/examples/engines/mutate_py.py"))} run ${JSON.stringify(id)}`,
      },
    },
  ],
};
