// `npm run verify:exhaustive [-- --game <id>]`: the generic exhaustive check (src/verify/cli.ts)
// over every game that has one; The Robbers is the default game.

import { main } from "../verify/cli.js";
import { verification as diceRace } from "./dicerace/verify/index.js";
import { verification as macRobber } from "./macrobber/verify/index.js";
import { verification as robbers } from "./robbers/verify/index.js";

process.exitCode = await main(process.argv.slice(2), [robbers, macRobber, diceRace]);
