// What the command line knows about a game before loading it: its name, its help texts and a way to
// load it. Loading the game (its rules, formats and zod) waits until a subcommand runs, so that
// `--help` starts as fast as Node itself allows.
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";

/** A game as the command builder sees it: static texts, and the game itself on demand. */
export interface GameEntry {
  /** The command's name, the game's id ("robbers"). */
  readonly id: string;
  /** One line for `--help`. */
  readonly description: string;
  /** A scenario file that ships with the package, for examples in `--help` (relative to the package). */
  readonly exampleScenario?: string;
  /** A trace file that ships with the package, for examples in `--help`. */
  readonly exampleTrace?: string;
  /** Example players for `play` and `explain --seed` ("ann,ben,cat"). */
  readonly examplePlayers: string;
  /** An example options file's content, for `--options` ("{\"edition\": \"C2-ZMan\"}"). */
  readonly exampleOptions: string;
  /** How the seed sets up a game (shown under `play --help`). */
  readonly playNote: string;
  /** Load the game. */
  load(): Promise<AnyGame>;
  /** Load the game's conformance adapter (for `conform`; a game without one has no `conform` command). */
  loadConformance?(): Promise<GameConformance>;
}
