// `npm run verify:exhaustive [-- --game <id>]`: the generic exhaustive check (src/verify/cli.ts)
// over every game of the registry (each has one); The Robbers, the first, is the default game.

import { main } from "../verify/cli.js";
import { REGISTRY } from "./registry.js";

process.exitCode = await main(process.argv.slice(2), await Promise.all(REGISTRY.map((r) => r.verification())));
