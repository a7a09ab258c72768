// Limits on what the oracle reads, so that hostile or broken input gets a clear error instead of
// exhausting memory or time. Real inputs are far below each of them.

/** Largest file read whole (a scenario, a JSON trace). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Longest line of a JSON Lines trace (one step, or the header). */
export const MAX_LINE_BYTES = 1024 * 1024;
/** Deepest nesting of arrays and objects; the formats need fewer than ten levels. */
export const MAX_DEPTH = 64;
/** Highest figure position accepted: a real game ends far below it. */
export const MAX_POSITION = 100_000;
/** Longest player id. */
export const MAX_PLAYER_ID = 64;
/** Most outcomes `explain` expands in one answer. */
export const MAX_EXPLAIN_LIMIT = 100_000;
/** How many outcomes `explain` expands when no limit is given (the rest are counted). */
export const DEFAULT_EXPLAIN_LIMIT = 20;
/**
 * Most effects `explain` lists in one answer (outcomes listed x effects per outcome, estimated from
 * the first outcome before listing): past it the answer is refused, with the largest `--limit` that fits.
 */
export const MAX_EXPLAIN_EFFECTS = 100_000;
/**
 * Most bytes of outcomes `explain` lists in one answer (outcomes listed x the first outcome's size as
 * `--json` writes it: its record, effects with their sentences and choices, indented): past it the
 * answer is refused before listing, with the largest `--limit` that fits. Under a second of listing
 * on this machine (measured: 0.4 s for a 6-player moment, 0.8 s for MacRobber's 6-card raid, beside
 * the event's own enumeration); outcomes of many effects or of a whole state reach it long before
 * MAX_EXPLAIN_EFFECTS.
 */
export const MAX_EXPLAIN_BYTES = 8 * 1024 * 1024;
/**
 * Most groups `explain --json` lists (the rest are counted in `groupsInAll`): a group's summary can
 * be a whole state (MacRobber's raid, one group per outcome), and thousands of them made the answer
 * tens of megabytes and seconds long whatever `--limit` asked.
 */
export const MAX_EXPLAIN_GROUPS = 200;
/**
 * Most single-step replays `check` spends on its search of other editions and readings after a
 * divergence (steps x option sets still conforming): a few seconds; past it the search stops and
 * says so.
 */
export const MAX_ALTERNATIVE_REPLAYS = 3_000_000;
/** Largest seed of a seeded game or a vector suite (a 32-bit unsigned integer). */
export const MAX_SEED = 0xffffffff;
/** Most vectors one `vectors` call generates. */
export const MAX_VECTORS = 10_000;
/** Highest index a vector suite starts from. */
export const MAX_VECTOR_START = 1_000_000;
