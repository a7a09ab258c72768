// The games the documentation site covers, in the registry's order (src/games/registry.ts): the main
// one first (its pages at the root), the others in a folder each. The site's builder is generic; this
// list is where it meets the games.
import type { GameDocs } from "../../kit/game-docs.js";
import { REGISTRY } from "../registry.js";

/** The games with docs material: The Robbers, then MacRobber, then Dice Race (the small example of the kit). */
export const SITE_GAMES: readonly GameDocs[] = await Promise.all(
  REGISTRY.flatMap((r) => (r.docs === undefined ? [] : [r.docs()])),
);
