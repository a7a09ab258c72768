// Reading a scenario of any game (file, text or value) into something `explain` can answer: schema,
// names, then the rules' own checks of the state, whether any legal play reaches it (refused by
// default, or only warned about), and the event, each refusal placed at its line and path. The
// event may be left out for a game that says which event comes next. Compiling the options and
// checking the state, which the playground shares, are compile-options.ts.

import type { AnyGame } from "../kit/game.js";
import { type AnyCompiled, compileOptions, situationOf } from "./compile-options.js";
import {
  judgeUnreachable,
  type Origin,
  type Problem,
  parseDocument,
  place,
  type Read,
  type ReadOptions,
  ruleCheck,
  validate,
} from "./document.js";
import { fromRuleError } from "./input-error.js";
import { MAX_FILE_BYTES } from "./limits.js";
import { readTextFile } from "./read-file.js";

/** A scenario as validated: its fields, with the title and options every scenario has. */
export interface ScenarioDocument extends Readonly<Record<string, unknown>> {
  /** Free text for people. */
  readonly title?: string;
  /** The edition and readings, only what differs from the defaults. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** A scenario ready to ask: the validated document, the compiled options, the state and the event. */
export interface ReadyScenario {
  /** The scenario as validated, defaults filled in. */
  readonly scenario: ScenarioDocument;
  /** The specification compiled for the scenario's options. */
  readonly spec: AnyCompiled;
  /** The situation as a state the rules accept. */
  readonly state: unknown;
  /** The event, which the rules accept in that state. */
  readonly event: unknown;
}

/**
 * Validate an already-parsed scenario (errors carry JSON paths; `origin` adds file and line). A
 * situation no legal play reaches is refused, citing the rules, unless `options.unreachable` is
 * `"warn"`: then it is read, and each such problem comes back in `warnings`.
 * @param game the game the scenario is for.
 * @param value the parsed JSON (or an object built in code).
 * @param origin the file and text it came from, to place errors on their line.
 * @param options what to do with a situation no legal play reaches (refuse, the default, or warn).
 */
export function readScenarioValueOf(
  game: AnyGame,
  value: unknown,
  origin: Origin = {},
  options: ReadOptions = {},
): Read<ReadyScenario> {
  const fail = (problem: Problem) => ({ ok: false as const, error: place(problem, origin) });
  const checked = validate(game.formats.scenario, value, game.formats.names.scenario);
  if (!checked.ok) return fail(checked.problem);
  const scenario = checked.data as ReadyScenario["scenario"];
  const names = game.checkSetup?.(scenario, "$");
  if (names) return fail(names);
  const compiled = compileOptions(game, scenario.options);
  if (!compiled.ok) return fail(compiled.problem);
  const { spec } = compiled;
  const situation = situationOf(game, spec, scenario, "$");
  if (!situation.ok) return fail(situation.problem);
  const { state } = situation;
  const judged = judgeUnreachable(situation.unreachable, options, origin);
  if (!judged.ok) return judged;
  const event = scenario.event ?? game.nextEvent?.(state) ?? null;
  if (event === null) {
    const why = game.nextEvent ? "the game is over: no event can happen" : "missing (required): the event to explain";
    return fail({ path: "$.event", message: why });
  }
  const refused = ruleCheck(() => game.ruleset.validateEvent(state, event, spec.decisions));
  if (refused) return fail(fromRuleError(refused));
  return { ok: true, scenario, spec, state, event, ...(judged.warnings.length ? { warnings: judged.warnings } : {}) };
}

/** What a document that is not a scenario looks like, for a message better than "not valid JSON". */
function notAScenario(game: AnyGame, text: string): string | null {
  const first = text.split("\n", 1)[0] ?? "";
  try {
    const format = (JSON.parse(first) as { format?: unknown } | null)?.format;
    if (typeof format === "string" && format.endsWith("-trace/1"))
      return (
        `this is a trace (${format}), one JSON value per line: use \`${format.split("-")[0]} check\` for traces; ` +
        `\`${game.id} explain\` takes a ${game.formats.names.scenario} file`
      );
  } catch {
    // not a JSON Lines file either
  }
  return null;
}

/** A scenario's JSON text (`file` only names it in errors, which carry its line numbers; `options` as for `readScenarioValueOf`). */
export function readScenarioTextOf(
  game: AnyGame,
  text: string,
  file?: string,
  options: ReadOptions = {},
): Read<ReadyScenario> {
  const origin = { text, ...(file !== undefined ? { file } : {}) };
  const parsed = parseDocument(origin);
  if (!parsed.ok) {
    const instead = notAScenario(game, text);
    return instead
      ? { ok: false, error: { ...(file !== undefined ? { file } : {}), line: 1, path: "$", message: instead } }
      : parsed;
  }
  return readScenarioValueOf(game, parsed.value, origin, options);
}

/** A scenario file, read with the size limit (MAX_FILE_BYTES); `-` reads standard input (`options` as for `readScenarioValueOf`). */
export async function readScenarioFileOf(
  game: AnyGame,
  file: string,
  options: ReadOptions = {},
): Promise<Read<ReadyScenario>> {
  const read = await readTextFile(file, MAX_FILE_BYTES, "a scenario is one situation and one event, a few kilobytes");
  return read.ok ? readScenarioTextOf(game, read.text, file, options) : read;
}
