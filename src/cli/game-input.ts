// What the game commands read besides scenarios and traces: an options file (`--options`), and the
// players and seed of a new game, each refusal one line with file, line and JSON path or the option.

import { checkStateWith } from "../interpreter/play.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import { compileOptions } from "../oracle/compile-options.js";
import { parseDocument, place, type Read, ruleCheck, validate } from "../oracle/document.js";
import { formatInputError, printable, ruleSentence } from "../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import { readTextFile } from "../oracle/read-file.js";
import type { ReadyScenario } from "../oracle/scenario-input.js";

type Spec = ReadyScenario["spec"];

/** An options file (`{"edition": ..., "interpretations": {...}}`), validated and compiled; no file: the defaults. */
export async function readOptionsFile(
  game: AnyGame,
  file: string | undefined,
): Promise<Read<{ options: FileOptions; spec: Spec }>> {
  let options: FileOptions = {};
  let origin = {};
  if (file !== undefined) {
    const read = await readTextFile(file, MAX_FILE_BYTES);
    if (!read.ok) return read;
    origin = { file, text: read.text };
    const parsed = parseDocument({ file, text: read.text });
    if (!parsed.ok) return parsed;
    const checked = validate(game.formats.options, parsed.value, null);
    if (!checked.ok) return { ok: false, error: place(checked.problem, origin) };
    options = checked.data as FileOptions;
  }
  const compiled = compileOptions(game, options, "$");
  return compiled.ok
    ? { ok: true, options, spec: compiled.spec }
    : { ok: false, error: place(compiled.problem, origin) };
}

/** A new game for the players and seed, or the rules' refusal as one line naming the option. */
export function newGame(
  game: AnyGame,
  spec: Spec,
  players: readonly string[],
  seed: number,
): { ok: true; state: unknown } | { ok: false; message: string } {
  let state: unknown;
  const refused =
    ruleCheck(() => {
      state = game.play.newGame(spec, players, seed);
    }) ?? checkStateWith(spec, state);
  if (!refused) return { ok: true, state };
  const option = refused.path?.includes("seed") ? "--seed" : "--players";
  const rules = refused.rules.length ? ` [${refused.rules.join(", ")}]` : "";
  return { ok: false, message: printable(`${game.id}: ${option}: ${ruleSentence(refused)}${rules}`) };
}

/** An input error as the one line the commands print. */
export const errorLine = (error: Parameters<typeof formatInputError>[0]): string => `${formatInputError(error)}\n`;
