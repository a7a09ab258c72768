#!/usr/bin/env node
// A broken example engine: the conforming engine with one bug. A robber beside a figure that moves
// by rogue points (points its owner just stole) robs them, half rounded up on its owner's meeple,
// and goes home, instead of taking nothing and following the figure (breaks RB-ROGUE-NOSTEAL and
// RB-ROGUE-FOLLOW). A recorded "follow" choice is read as which rogue movement it robs.
//
//     node docs/examples/engines/robs-rogue-points.mjs
import { BUGS, run } from "./conforming.mjs";

run({ ...BUGS, robsRogue: true }, { name: "robs-rogue-points" });
