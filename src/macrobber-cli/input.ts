// Reading what the `macrobber` commands are given: an options file, a trace header, a state file.
// Shapes are checked with zod, then the rules have their say (unknown readings, a state the rules
// cannot reach); every refusal is an InputError placed on its file's line with its JSON path.
import { RuleError } from "../dsl/errors.js";
import { checkState, macRobberSpec, newGame, type MacRobberSpec } from "../macrobber/api.js";
import type { z } from "zod";
import { parseDocument, place, type Origin, type Problem, type Read } from "../oracle/document.js";
import { formatJsonPath, fromZodError, joinPath, type InputError } from "../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import { readTextFile } from "../oracle/read-file.js";
import type { MacRobberState, PlayerId } from "../../spec/macrobber/index.js";
import { headerSchema, optionsSchema, RULESET, stateSchema } from "./format.js";

/** Where to play from: the ruleset compiled for the options, and the state. */
export interface Start {
  readonly spec: MacRobberSpec;
  readonly state: MacRobberState;
}

/**
 * Check a shape with zod; the first problem with its JSON path. An unknown key is reported at its
 * own path (`$.x`), not at the object holding it, so the line found is the key's.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.infer<S> } | { ok: false; problem: Problem } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0]!;
  const found = fromZodError(parsed.error);
  // zod 4 reports a missing key whose schema accepts anything (`pick`) as "expected nonoptional".
  const missing = first.code === "invalid_type" && first.expected === "nonoptional";
  const { path } = found;
  const message = missing ? found.message.replace(/^[^(]*/, "missing (required) ").trimEnd() : found.message;
  const key = first.code === "unrecognized_keys" ? first.keys[0] : undefined;
  return { ok: false, problem: { path: formatJsonPath(key === undefined ? path : [...path, key]), message } };
}

/** A rule's refusal as a problem, its path taken relative to `base`. */
const refusal = (error: RuleError, base = "$"): Problem => ({ path: joinPath(base, error.path ?? "$"), message: error.reason, rules: error.rules });

/** Run something that throws RuleError for input the rules refuse; other errors are bugs and propagate. */
function byRules<T>(run: () => T): { ok: true; value: T } | { ok: false; error: RuleError } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error };
    throw error;
  }
}

/** Compile options given as JSON (`at` is where the options sit: `$.options` in a header, `$` in a file). */
export function specFrom(options: unknown, at: string): { ok: true; spec: MacRobberSpec } | { ok: false; problem: Problem } {
  const r = byRules(() => macRobberSpec(options as never));
  if (r.ok) return { ok: true, spec: r.value };
  // The rules name paths under `$.options`; re-root them where the options really are.
  const path = (r.error.path ?? "$.options").replace(/^\$\.options/, at);
  return { ok: false, problem: { path, message: r.error.reason, rules: r.error.rules } };
}

/** A new game, or the rules' refusal of the players or seed (paths `$.players`, `$.seed`). */
export function newGameFrom(spec: MacRobberSpec, players: readonly PlayerId[], seed: number): { ok: true; state: MacRobberState } | { ok: false; problem: Problem } {
  const r = byRules(() => newGame(spec, players, seed));
  return r.ok ? { ok: true, state: r.value } : { ok: false, problem: refusal(r.error) };
}

/** A parsed header (or a header-like document) as a start, or the first problem with it. */
export function startFromHeader(value: unknown): { ok: true; start: Start } | { ok: false; problem: Problem } {
  const v = value as Record<string, unknown> | null;
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { ok: false, problem: { path: "$", message: `expected a JSON object with "ruleset": "${RULESET}"` } };
  if (v["ruleset"] !== RULESET) {
    const robbers = typeof v["format"] === "string" && v["format"].startsWith("robbers-");
    const what = typeof v["ruleset"] === "string" ? `"${v["ruleset"]}"` : v["ruleset"] === undefined ? "missing" : "not a string";
    return { ok: false, problem: { path: "$.ruleset", message: `ruleset is ${what}${robbers ? " (a Robbers file: use `robbers`)" : ""}; expected "${RULESET}"` } };
  }
  const checked = validate(headerSchema, value);
  if (!checked.ok) return checked;
  const h = checked.data;
  const compiled = specFrom(h.options, "$.options");
  if (!compiled.ok) return compiled;
  const spec = compiled.spec;
  if (h.state) {
    const invalid = checkState(spec, h.state);
    return invalid ? { ok: false, problem: refusal(invalid, "$.state") } : { ok: true, start: { spec, state: h.state } };
  }
  const game = newGameFrom(spec, h.players!, h.seed!);
  return game.ok ? { ok: true, start: { spec, state: game.state } } : game;
}

/** Read a whole JSON file and parse it (syntax errors with line and column). */
async function readJsonFile(file: string): Promise<Read<{ value: unknown; origin: Origin & { text: string } }>> {
  const read = await readTextFile(file, MAX_FILE_BYTES);
  if (!read.ok) return read;
  const origin = { file, text: read.text };
  const parsed = parseDocument(origin);
  return parsed.ok ? { ok: true, value: parsed.value, origin } : parsed;
}

/** Read an options file (`{"interpretations": {...}}`) and compile MacRobber for it. */
export async function readOptionsFile(file: string): Promise<Read<{ spec: MacRobberSpec }>> {
  const read = await readJsonFile(file);
  if (!read.ok) return read;
  const checked = validate(optionsSchema, read.value);
  if (!checked.ok) return { ok: false, error: place(checked.problem, read.origin) };
  const compiled = specFrom(checked.data, "$");
  return compiled.ok ? { ok: true, spec: compiled.spec } : { ok: false, error: place(compiled.problem, read.origin) };
}

/**
 * Read a state to explain: either a bare state (compiled with `spec`, from --options) or a
 * header-like document (`{"ruleset": "macrobber", "options": ..., "state": ...}`) carrying its own
 * options. The state must be one the rules allow (checkState).
 */
export async function readStateFile(file: string, spec: MacRobberSpec, optionsGiven: boolean): Promise<Read<{ start: Start }>> {
  const read = await readJsonFile(file);
  if (!read.ok) return read;
  const fail = (problem: Problem): { ok: false; error: InputError } => ({ ok: false, error: place(problem, read.origin) });
  const v = read.value as Record<string, unknown> | null;
  if (v !== null && typeof v === "object" && !Array.isArray(v) && "ruleset" in v) {
    if (optionsGiven) return fail({ path: "$.options", message: "this file carries its own options; leave out --options" });
    const started = startFromHeader(v);
    return started.ok ? { ok: true, start: started.start } : fail(started.problem);
  }
  const checked = validate(stateSchema, read.value);
  if (!checked.ok) return fail(checked.problem);
  const invalid = checkState(spec, checked.data);
  return invalid ? fail(refusal(invalid)) : { ok: true, start: { spec, state: checked.data } };
}
