// A new seeded game as a playground session: the form's values read as options (edition, readings,
// parameters), the players and seed as the form gives them, checked by the rules (the game's
// `play.newGame`, then a replay of the empty session). Every refusal says which field is wrong and
// why. No DOM here, so all of it is tested without a browser.
import { RuleError } from "../../dsl/errors.js";
import { own } from "../../dsl/own.js";
import type { FileOptions } from "../../kit/game.js";
import { compileOptionsOf, type PlaygroundGame, replaySession, type Session } from "../../playground/index.js";

/** Why a start is refused: the form field at fault, the message, the rules behind it. */
export interface StartProblem {
  readonly field: "players" | "seed" | "options";
  readonly message: string;
  readonly rules?: readonly string[];
}

export type Started =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly problem: StartProblem };

/** Highest seed a trace accepts. */
export const MAX_SEED = 4294967295;

/** The names typed in the players field (commas or spaces between them). */
export const playersOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** The seed typed in the seed field, or why it is not one. */
export function seedOf(text: string): { ok: true; seed: number } | { ok: false; message: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t))
    return { ok: false, message: `the seed must be a whole number from 0 to ${MAX_SEED}, not "${t}"` };
  const seed = Number(t);
  return seed <= MAX_SEED ? { ok: true, seed } : { ok: false, message: `the seed must be at most ${MAX_SEED}` };
}

/** The start form's values as typed: the edition chosen, the reading chosen per interpretation, each parameter's text. */
export interface FormValues {
  readonly edition?: string;
  readonly readings: Readonly<Record<string, string>>;
  readonly parameters: Readonly<Record<string, string>>;
}

/**
 * The options the form's values say, as files write them: the edition unless it is the default,
 * the readings other than the defaults, and each parameter typed in (a number as typed: the rules
 * check its range when the game starts, and say so beside the options). An empty parameter is not
 * set, so the rules' own value (or the edition's) holds.
 */
export function formOptions(pg: PlaygroundGame, values: FormValues): FileOptions {
  const { game } = pg;
  const changed = Object.fromEntries(
    game.interpretations.flatMap((i) => {
      const r = own(values.readings, i.id);
      return r !== undefined && r !== i.defaultReading ? [[i.id, r]] : [];
    }),
  );
  const set = Object.fromEntries(
    (game.ruleset.parameters ?? []).flatMap((p) => {
      const text = (own(values.parameters, p.key) ?? "").trim();
      return text === "" ? [] : [[p.key, p.values.kind === "integer" ? Number(text) : text]];
    }),
  );
  const edition = values.edition;
  return {
    ...(game.editions && edition !== undefined && edition !== game.editions.default ? { edition } : {}),
    ...(Object.keys(changed).length ? { interpretations: changed } : {}),
    ...(Object.keys(set).length ? { parameters: set } : {}),
  };
}

const fieldOf = (path: string): StartProblem["field"] =>
  path.startsWith("$.options") ? "options" : path.startsWith("$.setup.seed") || path === "$.seed" ? "seed" : "players";

/** A session for a new game of `players` from `seed` under `options`, or the first problem. */
export function startSession(
  pg: PlaygroundGame,
  players: readonly string[],
  seed: number,
  options: FileOptions,
): Started {
  const { game } = pg;
  const compiled = compileOptionsOf(game, options);
  if (!compiled.ok)
    return {
      ok: false,
      problem: {
        field: "options",
        message: compiled.problem.message,
        ...(compiled.problem.rules ? { rules: compiled.problem.rules } : {}),
      },
    };
  let start: unknown;
  try {
    start = game.play.newGame(compiled.spec, players, seed);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return {
      ok: false,
      problem: { field: fieldOf(error.path ?? "$.players"), message: error.reason, rules: error.rules },
    };
  }
  const session: Session = { game: game.id, options, setup: game.play.setupOf(players, seed, start), history: [] };
  const replayed = replaySession(pg, session);
  if (!replayed.ok)
    return {
      ok: false,
      problem: {
        field: fieldOf(replayed.problem.path),
        message: replayed.problem.message,
        ...(replayed.problem.rules ? { rules: replayed.problem.rules } : {}),
      },
    };
  return { ok: true, session };
}
