// What the commands write to and the exit codes they end with. Passing the streams in (instead of
// using process.stdout directly) lets tests run the whole CLI in-process as well as by spawning it.

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /**
   * A progress line for long work, rewritten in place; set only when standard error is a terminal
   * (a pipe or a test gets no progress). `null` clears it.
   */
  readonly progress?: (text: string | null) => void;
}

/** Exit codes, as documented in `robbers --help` and the README. */
export const EXIT = {
  /** Done: outcomes listed, trace conforms, vectors written. */
  ok: 0,
  /** The trace does not conform to the rules. */
  diverges: 1,
  /** The input cannot be read (or is refused before anything could be replayed). */
  unreadable: 2,
  /** A bug in the oracle itself. */
  internal: 3,
} as const;
