// The oracle bound to MacRobber, for the package's "robbers-spec/macrobber" entry.
import { type GameOracle, oracleFor } from "../../oracle/bound.js";
import { macRobberGame } from "./index.js";

/** The oracle for MacRobber: `explain`, `check`, `vectors` and the JSON Schemas, as the `macrobber` command runs them. */
export const macRobberOracle: GameOracle = oracleFor(macRobberGame);
