// What every game accepts as a player's name, in one place: the file readers, the command line's
// `--players`, each ruleset's state check and each library's new game all ask this, so a name one of
// them takes is never refused by another (a `play` that writes a trace its own `check` refuses).

/** Names that are object members in JavaScript: as record keys they change a prototype or find a method. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Longest player name, as the file schemas allow. */
const MAX_PLAYER_NAME = 64;

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters (C0 and DEL) in names
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Characters that reorder the text around them (bidirectional controls): a name with one is shown reversed or out of place. */
const DIRECTION = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Why `name` cannot be a player's name (one sentence), or null when it can. */
export function playerNameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.length === 0) return "a player id is a non-empty string";
  if (name.length > MAX_PLAYER_NAME) return `a player id has at most ${MAX_PLAYER_NAME} characters, got ${name.length}`;
  if (RESERVED_NAMES.has(name)) return `"${name}" cannot be a player id (it is reserved in JavaScript objects)`;
  if (CONTROL.test(name)) return "a player id cannot contain control characters";
  if (DIRECTION.test(name))
    return "a player id cannot contain direction controls (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069)";
  return null;
}
