// The vectors `conform` runs: every `<game>-vector/1` or `/2` file of a folder, with what format 2
// states and format 1 leaves to be worked out (kind, the rules exercised, the tags filters read,
// how many distinct states), and, for the selected ones, the scenario read as the oracle reads it
// (options compiled, the situation checked by the rules). A file that cannot be read is one input
// error naming the file, line and JSON path.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { canonical } from "../dsl/choice-points.js";
import { own } from "../dsl/own.js";
import type { PathStep } from "../dsl/ruleset.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { type AnyCompiled, compileOptions, situationOf } from "../oracle/compile-options.js";
import { type Origin, type Problem, parseDocument, place, ruleCheck, validate } from "../oracle/document.js";
import { fromRuleError, type InputError } from "../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import { type FullOptions, fullOptions } from "../oracle/options.js";
import { readTextFile } from "../oracle/read-file.js";
import { describeFsError } from "../oracle/user-files.js";

/** A tag value: filters compare it as text (`--tag messages=true`). */
export type TagValue = string | number | boolean;

/** What a vector is about, for filters and the report (format 2 carries them; for format 1 they are worked out). */
export interface VectorTags {
  /** The edition preset (left out for a game without editions). */
  readonly edition?: string;
  /** The event's kind. */
  readonly event: string;
  /** The readings the outcome depends on, by interpretation id. */
  readonly readings: Readonly<Record<string, string>>;
  /** Whether every engine must pass it (format 1: it depends on no reading other than the defaults). */
  readonly required: boolean;
  /** Further tags (The Robbers: `messages`). */
  readonly [key: string]: TagValue | Readonly<Record<string, string>> | undefined;
}

/** One outcome of a positive vector, as the file gives it (the game's recorded fields, `choices`, `cites`...). */
export type VectorOutcome = Readonly<Record<string, unknown>> & { readonly choices: readonly PathStep[] };

/** A vector as listed: its file, id, kind and everything filters need, before its scenario is read. */
export interface ListedVector {
  /** Its file. */
  readonly file: string;
  /** Its id. */
  readonly id: string;
  /** 1 or 2. */
  readonly version: number;
  /** Positive (outcomes to reproduce) or negative (to be refused). */
  readonly kind: "positive" | "negative";
  /** Rule ids the vector targets (format 2; [] otherwise). */
  readonly anchors: readonly string[];
  /** Rule ids it exercises (format 2 `rules`, else every id its outcomes cite). */
  readonly rules: readonly string[];
  /** What it is about, for filters (format 2 `tags`, else worked out). */
  readonly tags: VectorTags;
  /** How many distinct states its event can leave (format 2 `distinctStates`, else counted). */
  readonly distinctStates: number | null;
  /** The scenario, as the file gives it. */
  readonly scenario: Readonly<Record<string, unknown>>;
  /** Every distinct outcome (positive vectors). */
  readonly outcomes: readonly VectorOutcome[];
  /** The illegal choices (negative vectors). */
  readonly choices: readonly PathStep[];
  /** The rules that refuse it (negative vectors). */
  readonly refusedBy: readonly string[];
  /** The options in full. */
  readonly options: FullOptions;
  /** The file's text and name, to place a problem found later on its line. */
  readonly origin: Origin;
}

/** A vector ready to run: the scenario compiled and its situation checked. */
export interface ReadyVector extends ListedVector {
  /** The rules compiled for its options. */
  readonly spec: AnyCompiled;
  /** Its situation, as the interpreter holds it. */
  readonly state: unknown;
  /** Its event. */
  readonly event: unknown;
}

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: InputError };

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isChoices = (v: unknown): v is readonly PathStep[] =>
  Array.isArray(v) &&
  v.every((c) => isRecord(c) && typeof c.kind === "string" && typeof c.actor === "string" && "pick" in c);
const unique = (ids: readonly string[]): string[] => [...new Set(ids)].sort();

/** The compared fields of an outcome (or an engine's state), in the adapter's order. */
export const comparedState = (conformance: GameConformance, source: unknown): Record<string, unknown> =>
  Object.fromEntries(conformance.stateFields.map((f) => [f, isRecord(source) ? own(source, f) : undefined]));

/** Read one parsed vector file's own fields (not yet its scenario). */
function listVector(
  game: AnyGame,
  conformance: GameConformance,
  value: unknown,
  origin: Origin & { file: string },
): Loaded<ListedVector> {
  const fail = (path: string, message: string): Loaded<ListedVector> => ({
    ok: false,
    error: place({ path, message }, origin),
  });
  if (!isRecord(value))
    return fail("$", `expected a JSON object with "format": "${game.id}-vector/1" or "${game.id}-vector/2"`);
  const format = value.format;
  const version =
    typeof format === "string" ? (format === `${game.id}-vector/1` ? 1 : format === `${game.id}-vector/2` ? 2 : 0) : 0;
  if (!version)
    return fail(
      "$.format",
      `format is ${typeof format === "string" ? JSON.stringify(format) : "missing"}; expected "${game.id}-vector/1" or "${game.id}-vector/2"`,
    );
  const id = value.id;
  if (typeof id !== "string" || id === "") return fail("$.id", "expected the vector's id (a string)");
  const kind = value.kind ?? "positive";
  if (kind !== "positive" && kind !== "negative")
    return fail("$.kind", `expected "positive" or "negative", found ${JSON.stringify(kind)}`);
  const scenario = value.scenario;
  if (!isRecord(scenario)) return fail("$.scenario", "expected the vector's scenario (an object)");
  for (const field of ["anchors", "rules", "refusedBy"] as const)
    if (value[field] !== undefined && !isStrings(value[field]))
      return fail(`$.${field}`, "expected a list of rule ids");
  if (value.tags !== undefined && !isRecord(value.tags)) return fail("$.tags", "expected an object of tags");
  if (
    value.distinctStates !== undefined &&
    !(Number.isInteger(value.distinctStates) && (value.distinctStates as number) >= 0)
  )
    return fail("$.distinctStates", "expected a whole number");

  let outcomes: VectorOutcome[] = [];
  let choices: readonly PathStep[] = [];
  let refusedBy: readonly string[] = [];
  if (kind === "positive") {
    const list = value.outcomes;
    if (!Array.isArray(list) || list.length === 0)
      return fail("$.outcomes", "expected the vector's outcomes (a non-empty list)");
    for (const [i, o] of list.entries()) {
      if (!isRecord(o)) return fail(`$.outcomes[${i}]`, "expected an outcome (an object)");
      if (!isChoices(o.choices))
        return fail(`$.outcomes[${i}].choices`, "expected a list of choices {kind, actor, pick}");
      if (o.cites !== undefined && !isStrings(o.cites))
        return fail(`$.outcomes[${i}].cites`, "expected a list of rule ids");
      if (o.decidedBy !== undefined && !isStrings(o.decidedBy))
        return fail(`$.outcomes[${i}].decidedBy`, "expected a list of rule ids");
    }
    outcomes = list as VectorOutcome[];
  } else {
    if (!isChoices(value.choices ?? [])) return fail("$.choices", "expected a list of choices {kind, actor, pick}");
    choices = (value.choices ?? []) as readonly PathStep[];
    refusedBy = (value.refusedBy ?? []) as readonly string[];
  }

  // Every rule id a vector names is the game's: an unknown one would be filtered on, reported and
  // blamed as if it were a rule.
  const known = new Set(game.ruleset.rules.map((r) => r.id as string));
  const unknownIn = (ids: unknown): string | undefined => (isStrings(ids) ? ids.find((r) => !known.has(r)) : undefined);
  for (const field of ["anchors", "rules", "refusedBy"] as const) {
    const unknown = unknownIn(value[field]);
    if (unknown !== undefined) return fail(`$.${field}`, `${JSON.stringify(unknown)} is no rule of ${game.id}`);
  }
  for (const [i, o] of outcomes.entries())
    for (const field of ["cites", "decidedBy"] as const) {
      const unknown = unknownIn(o[field]);
      if (unknown !== undefined)
        return fail(`$.outcomes[${i}].${field}`, `${JSON.stringify(unknown)} is no rule of ${game.id}`);
    }

  const options = fullOptions(game, (isRecord(scenario.options) ? scenario.options : {}) as never);
  const cited = unique(outcomes.flatMap((o) => (o.cites ?? []) as readonly string[]));
  const rules = isStrings(value.rules) ? unique(value.rules) : cited;
  const given = (value.tags ?? {}) as Readonly<Record<string, unknown>>;
  const interpretationIds = new Set(game.interpretations.map((i) => i.id as string));
  const defaults = Object.fromEntries(game.interpretations.map((i) => [i.id, i.defaultReading as string]));
  const readings = isRecord(given.readings)
    ? (given.readings as Readonly<Record<string, string>>)
    : Object.fromEntries(
        rules.filter((r) => interpretationIds.has(r)).map((r) => [r, own(options.interpretations, r)!]),
      );
  const event = isRecord(scenario.event) && typeof scenario.event.kind === "string" ? scenario.event.kind : "";
  // The tags the scenario already says must agree with it: a tag is what filters select on.
  if (given.edition !== undefined && given.edition !== options.edition)
    return fail(
      "$.tags.edition",
      `${JSON.stringify(given.edition)} is not the scenario's edition (${options.edition ?? "none"})`,
    );
  if (given.event !== undefined && given.event !== event)
    return fail(
      "$.tags.event",
      `${JSON.stringify(given.event)} is not the scenario's event kind (${JSON.stringify(event)})`,
    );
  for (const [id, reading] of Object.entries(isRecord(given.readings) ? given.readings : {})) {
    const interpretation = game.interpretations.find((x) => x.id === id);
    if (!interpretation) return fail(`$.tags.readings`, `${JSON.stringify(id)} is no interpretation of ${game.id}`);
    if (!interpretation.readings.some((r) => r.id === reading))
      return fail(`$.tags.readings`, `${JSON.stringify(reading)} is not a reading of ${id}`);
  }
  const tags: VectorTags = {
    ...(options.edition !== null ? { edition: options.edition } : {}),
    event,
    ...(conformance.scenarioTags?.(scenario) ?? {}),
    ...(Object.fromEntries(
      Object.entries(given).filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean"),
    ) as Record<string, TagValue>),
    readings,
    required:
      typeof given.required === "boolean"
        ? given.required
        : Object.entries(readings).every(([i, r]) => own(defaults, i) === r),
  };
  const distinctStates =
    typeof value.distinctStates === "number"
      ? value.distinctStates
      : kind === "positive"
        ? new Set(outcomes.map((o) => canonical(comparedState(conformance, o)))).size
        : null;
  return {
    ok: true,
    value: {
      file: origin.file,
      id,
      version,
      kind,
      anchors: isStrings(value.anchors) ? value.anchors : [],
      rules,
      tags,
      distinctStates,
      scenario,
      outcomes,
      choices,
      refusedBy,
      options,
      origin,
    },
  };
}

/** The suite's index (`manifest.json`) sits beside the vectors; it lists them and is not one. */
const MANIFEST = "manifest.json";

/** Every vector file (`*.json` but the manifest) of a folder, sorted by name, listed; the first that cannot be read is the error. */
export async function listVectors(
  game: AnyGame,
  conformance: GameConformance,
  dir: string,
): Promise<Loaded<ListedVector[]>> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isFile() && d.name.endsWith(".json") && d.name !== MANIFEST)
      .map((d) => d.name)
      .sort();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const isFile =
      code === "ENOTDIR" &&
      (await stat(dir).then(
        (s) => s.isFile(),
        () => false,
      ));
    const message = isFile ? "is a file, not a folder of vector files" : describeFsError(error);
    return { ok: false, error: { file: dir, path: "$", message } };
  }
  if (!names.length)
    return { ok: false, error: { file: dir, path: "$", message: `no vector files (*.json) in this folder` } };
  const out: ListedVector[] = [];
  const ids = new Map<string, string>();
  for (const name of names) {
    const file = join(dir, name);
    const read = await readTextFile(file, MAX_FILE_BYTES);
    if (!read.ok) return read;
    // The careful reader (duplicate keys, "__proto__" and deep nesting refused), as for every other input.
    const parsed = parseDocument({ file, text: read.text });
    if (!parsed.ok) return parsed;
    const listed = listVector(game, conformance, parsed.value, { file, text: read.text });
    if (!listed.ok) return listed;
    const twice = ids.get(listed.value.id);
    if (twice !== undefined)
      return {
        ok: false,
        error: place(
          { path: "$.id", message: `the id ${listed.value.id} is also the id of ${twice}` },
          { file, text: read.text },
        ),
      };
    ids.set(listed.value.id, file);
    out.push(listed.value);
  }
  return { ok: true, value: out };
}

/** Read a listed vector's scenario as the oracle does: schema, names, options, the situation, and (positive vectors) the event. */
export function readyVector(game: AnyGame, v: ListedVector): Loaded<ReadyVector> {
  const fail = (problem: Problem): Loaded<ReadyVector> => ({ ok: false, error: place(problem, v.origin) });
  const checked = validate(game.formats.scenario, v.scenario, game.formats.names.scenario, ["scenario"]);
  if (!checked.ok) return fail(checked.problem);
  const scenario = checked.data as Readonly<Record<string, unknown>>;
  const names = game.checkSetup?.(scenario, "$.scenario");
  if (names) return fail(names);
  const compiled = compileOptions(game, scenario.options, "$.scenario.options");
  if (!compiled.ok) return fail(compiled.problem);
  const situation = situationOf(game, compiled.spec, scenario, "$.scenario");
  if (!situation.ok) return fail(situation.problem);
  const event = scenario.event ?? game.nextEvent?.(situation.state) ?? null;
  if (event === null) return fail({ path: "$.scenario.event", message: "missing: the event of the vector" });
  if (v.kind === "positive") {
    const refused = ruleCheck(() => game.ruleset.validateEvent(situation.state, event, compiled.spec.decisions));
    if (refused) {
      const problem = fromRuleError(refused);
      return fail({ ...problem, path: problem.path.replace(/^\$/, "$.scenario") });
    }
  }
  return { ok: true, value: { ...v, spec: compiled.spec, state: situation.state, event } };
}
