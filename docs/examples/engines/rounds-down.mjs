#!/usr/bin/env node
// A broken example engine: the conforming engine with one bug. A robber steals half the points
// rounded DOWN (floor(p/2)) instead of up, so every theft from an odd number of points is one short
// (breaks RB-STEAL-HALF). Everything else is the conforming engine's.
//
//     node docs/examples/engines/rounds-down.mjs
import { BUGS, run } from "./conforming.mjs";

run({ ...BUGS, roundDown: true }, { name: "rounds-down" });
