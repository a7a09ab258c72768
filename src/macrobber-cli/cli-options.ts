// What `play` and `explain` share on the command line: the --players list, and the options file
// (or the default readings). A bad value is a usage error (exit 2) naming the option and the rule.
import { InvalidArgumentError } from "commander";
import { formatInputError, printable } from "../oracle/input-error.js";
import type { MacRobberSpec } from "../macrobber/api.js";
import type { MacRobberState } from "../../spec/macrobber/index.js";
import { newGameFrom, readOptionsFile, specFrom } from "./input.js";

/** `ann,ben,cat` as a list of names (the rules check the count and that names are distinct). */
export function playersOption(value: string): string[] {
  const names = value.split(",").map((n) => n.trim());
  if (names.some((n) => n.length === 0 || n.length > 64)) throw new InvalidArgumentError("expected names separated by commas, e.g. ann,ben,cat");
  return names;
}

/** The spec for --options FILE (or all default readings), or the one-line error to print. */
export async function specOption(file: string | undefined): Promise<{ ok: true; spec: MacRobberSpec } | { ok: false; message: string }> {
  if (file === undefined) {
    const compiled = specFrom({}, "$");
    if (!compiled.ok) throw new Error(`the default options are refused: ${compiled.problem.message}`);
    return compiled;
  }
  const read = await readOptionsFile(file);
  return read.ok ? read : { ok: false, message: formatInputError(read.error) };
}

/** A new game from --players and --seed, or the rules' refusal as one line. */
export function newGameOption(spec: MacRobberSpec, players: readonly string[], seed: number): { ok: true; state: MacRobberState } | { ok: false; message: string } {
  const game = newGameFrom(spec, players, seed);
  if (game.ok) return game;
  const p = game.problem;
  const option = p.path === "$.seed" ? "--seed" : "--players";
  return { ok: false, message: printable(`macrobber: ${option}: ${p.message}${p.rules?.length ? ` [${p.rules.join(", ")}]` : ""}`) };
}
