// What a game hands the diagnosis accuracy measurement: its conformance adapter and the annotated
// example engines whose mutants are measured, each with the tool that makes its mutants. A game
// lists these in src/games/<game>/; nothing here names a game.
import type { GameConformance } from "../../kit/conformance.js";
import type { AnyGame } from "../../kit/game.js";

/** How an engine's mutants are made and run. */
export type MutantMaker =
  /** Stryker mutates `source` (JavaScript) and runs each mutant as `node <source>`. */
  | { readonly by: "stryker" }
  /**
   * A tool of the engine's own: `list` (argv, run in the package root) prints JSON
   * `[{"id", "line", "col", "end_line", "operator", "original", "replacement"}]`; `run(root, id)` is
   * the command line of the engine with that mutant applied.
   */
  | { readonly by: "command"; readonly list: readonly string[]; readonly run: (root: string, id: string) => string };

/** One annotated example engine. */
export interface AccuracyEngine {
  /** Short id for `--engine` (`javascript`, `python`). */
  readonly id: string;
  /** The engine's file, relative to the package root: what is mutated and whose annotations are read. */
  readonly source: string;
  /** Its line-comment prefix (`//`, `#`). */
  readonly commentPrefix: string;
  readonly mutants: MutantMaker;
  /** Where the test suite's seeded sample of its cases is kept (relative to the root), if it has one. */
  readonly fixture?: string;
}

/** A game's part of the measurement. */
export interface AccuracyGame {
  readonly game: AnyGame;
  readonly conformance: GameConformance;
  readonly engines: readonly AccuracyEngine[];
}
