#!/usr/bin/env node
// A broken example engine: the conforming engine with one bug. A robber beside a figure that moves
// by rogue points (points its owner just stole) robs them, half rounded up on its owner's meeple,
// and goes home, instead of taking nothing and following the figure (breaks RB-ROGUE-NOSTEAL and
// RB-ROGUE-FOLLOW). It asks which rogue movement to rob as a "steal" choice, as for any theft; a
// recorded "follow" choice is then one it never asks for, and refused.
//
//     node docs/examples/engines/robs-rogue-points.mjs
import { BUGS, run } from "./conforming.mjs";

run({ ...BUGS, robsRogue: true }, { name: "robs-rogue-points" });
