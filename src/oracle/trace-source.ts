// What reading a trace gives `check`, whichever layout it came in (trace-input.ts reads a JSON
// document, trace-lines.ts JSON Lines): the header, and steps that can each say where they are.
import type { InputError } from "./input-error.js";
import type { GameTraceHeader, GameTraceStep } from "./trace-start.js";

/** Where something in a trace is: file, line, and JSON path in the document (or in the line's record). */
export interface Location {
  /** The trace file, when it came from one. */
  readonly file?: string;
  /** 1-based line where the value at `path` starts, when the text is known. */
  readonly line?: number;
  /** JSON path: in the document, or in the line's record for JSON Lines. */
  readonly path: string;
}

/** A step of a trace that was read and validated, with a way to say where in the file any part of it is. */
export interface StepAt {
  /** Always `true`: the step could be read. */
  readonly ok: true;
  /** 0-based index of the step in the trace. */
  readonly index: number;
  /** The step as validated (choices default to none). */
  readonly step: GameTraceStep;
  /** Where a path relative to the step (`$.choices[1]`) is in the file. */
  readonly where: (relative: string) => Location;
  /**
   * The step exactly as the careful reader gives it (zod's copy), when `step` came from the fast
   * path (the parsed line itself, same values, keys in the file's order): for reports only.
   */
  readonly exact?: () => GameTraceStep;
}
/** One item of a trace's steps: the step, or why the line holding it cannot be read. */
export type StepRead =
  | StepAt
  | {
      /** The step could not be read: the trace stops here. */
      readonly ok: false;
      /** Where (file, line, JSON path) and what. */
      readonly error: InputError;
    };

/**
 * A trace opened for `check`: its header, read and validated, and its steps, read one at a time
 * (so a JSON Lines trace of any length is checked in constant memory).
 */
export interface TraceSource {
  /** The file it was read from, for error messages. */
  readonly file?: string;
  /** One JSON document, or JSON Lines (header on the first line, one step per further line). */
  readonly layout: "json" | "jsonl";
  /** False for a pipe: its steps can be read only once (so no search under other options). */
  readonly rereadable: boolean;
  /** The options and the starting situation. */
  readonly header: GameTraceHeader;
  /** What the reader only warned about (`ReadOptions.unreachable: "warn"`): a start no legal play reaches, each placed in the file. */
  readonly warnings?: readonly InputError[];
  /** The steps, read afresh on each call (JSON Lines re-reads the file, in constant memory). */
  steps(): AsyncIterable<StepRead>;
  /** The same steps a chunk at a time, when the source reads them so (one promise per chunk, not per step). */
  stepChunks?(): AsyncIterable<readonly StepRead[]>;
}
