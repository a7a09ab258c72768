#!/usr/bin/env node
// A broken example engine: the conforming engine with one bug. Under the Hans im Glück presets
// (C1-HiG, C2-HiG, C3) it offers EVERY other player with a robber in supply a placement after a bag
// tile, in turn order, as the C1 Z-Man wording does, instead of only the next one (breaks
// RB-PLACE-NEXT). Under C1-ZMan and C2-ZMan it is right.
//
// How the bug shows in `apply`: the recorded choices only answer the decisions the rules ask, so
// this engine meets decisions (the extra players' placements) that no choice answers. As the
// protocol leaves a missing decision with several options to the engine, it does what the
// conforming engine does there: it takes the first legal option in its own order, which is placing
// the robber on the lowest legal space (declining comes last). So its state differs from the
// vector's whenever a player after the offered one still has its robber in supply. It does not
// refuse the request: a real engine with this bug would not know anything was missing.
//
//     node docs/examples/engines/everyone-places.mjs
import { BUGS, run } from "./conforming.mjs";

run({ ...BUGS, everyonePlaces: true }, { name: "everyone-places" });
