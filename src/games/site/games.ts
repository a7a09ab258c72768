// The games the documentation site covers, the main one first (its pages at the root, the others in
// a folder each). The site's builder is generic; this list is where it meets the games.
import type { GameDocs } from "../../kit/game-docs.js";
import { macRobberDocs } from "../macrobber/docs.js";
import { robbersDocs } from "../robbers/docs.js";

/** The Robbers, then MacRobber (Dice Race is a small example of the kit and has no pages). */
export const SITE_GAMES: readonly GameDocs[] = [robbersDocs, macRobberDocs];
