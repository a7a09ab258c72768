// Shared steps of reading a JSON document: parse it with positions, and place a problem found later
// (by the schema, a reference check or a rule) on the line of the file where its JSON path starts.
import type { z } from "zod";
import { RuleError } from "../dsl/errors.js";
import { formatJsonPath, type InputError, parseJsonPath } from "./input-error.js";
import { type JsonPath, locate, parseJsonText } from "./json-text.js";
import { MAX_DEPTH } from "./limits.js";
import { schemaProblem } from "./schema-problems.js";

/**
 * What the readers return: `ok: true` with what was read (`T`'s fields), or `ok: false` with an
 * input error saying where and why. A value rather than an exception, so callers must look.
 */
export type Read<T> =
  | ({
      /** The input was read: `T`'s fields hold it. */
      readonly ok: true;
      /** What a reader asked only to warn found (`ReadOptions.unreachable: "warn"`), each placed in its file. */
      readonly warnings?: readonly InputError[];
    } & T)
  | {
      /** The input cannot be read, or is refused. */
      readonly ok: false;
      /** Where (file, line, JSON path), what, and the rule ids when a rule refuses it. */
      readonly error: InputError;
    };

/** How a reader treats what it can read but should not accept silently. */
export interface ReadOptions {
  /**
   * A situation no legal play can reach (the game's check, e.g. a Robbers robber beside no other
   * player's figure): `"refuse"` (the default) makes it an input error citing the rules; `"warn"`
   * reads it and returns each problem in `warnings`.
   */
  readonly unreachable?: "refuse" | "warn";
}

/**
 * The problem to refuse a situation with, among the unreachable arrangements a game found in it:
 * the first, unless the caller asked only to be warned (or there is none).
 */
export const refusedAsUnreachable = (problems: readonly Problem[], options: ReadOptions): Problem | undefined =>
  (options.unreachable ?? "refuse") === "refuse" ? problems[0] : undefined;

/**
 * What to do with the unreachable arrangements a game found in a situation: the first as the
 * input error (refuse, the default), or all of them as warnings placed in the file (warn).
 */
export function judgeUnreachable(
  problems: readonly Problem[],
  options: ReadOptions,
  origin: Origin,
): { ok: false; error: InputError } | { ok: true; warnings: InputError[] } {
  const refused = refusedAsUnreachable(problems, options);
  if (refused) return { ok: false, error: place(refused, origin) };
  return { ok: true, warnings: problems.map((p) => place(p, origin)) };
}

/** Where a document sits: its file, and its first line when it is one line of a JSON Lines file. */
export interface Origin {
  /** The file name, used only to name it in errors. */
  readonly file?: string;
  /** The document's text, to find the line a JSON path is on. */
  readonly text?: string;
  /** The line the document starts on (a JSON Lines record), so line numbers are the file's. */
  readonly firstLine?: number;
}

/** A problem with a path in the document (`$...`), before it is placed in a file. */
export interface Problem {
  readonly path: string;
  readonly message: string;
  readonly rules?: readonly string[];
}

/** Place a problem in its file: the line where the value at its path (or its nearest ancestor) starts. */
export function place(problem: Problem, origin: Origin): InputError {
  const segments = origin.text !== undefined ? parseJsonPath(problem.path) : null;
  const line =
    origin.text !== undefined && segments
      ? locate(origin.text, segments, {
          maxDepth: MAX_DEPTH,
          ...(origin.firstLine !== undefined ? { firstLine: origin.firstLine } : {}),
        })
      : origin.firstLine;
  return {
    ...(origin.file !== undefined ? { file: origin.file } : {}),
    ...(line !== undefined ? { line } : {}),
    path: problem.path,
    message: problem.message,
    ...(problem.rules?.length ? { rules: problem.rules } : {}),
  };
}

/** Parse JSON text, or say where and why it is not JSON. */
export function parseDocument(origin: Origin & { readonly text: string }): Read<{ value: unknown }> {
  const parsed = parseJsonText(origin.text, {
    maxDepth: MAX_DEPTH,
    ...(origin.firstLine !== undefined ? { firstLine: origin.firstLine } : {}),
  });
  if (parsed.ok) return { ok: true, value: parsed.value };
  const e = parsed.error;
  return {
    ok: false,
    error: {
      ...(origin.file !== undefined ? { file: origin.file } : {}),
      line: e.line,
      column: e.column,
      path: formatJsonPath(e.path),
      message: `not valid JSON: ${e.message}`,
    },
  };
}

/** What a document of another known format is for: " (a trace: use `robbers check`)". */
function formatHint(format: string): string {
  const known = /^([a-z][a-z0-9]*)-(scenario|trace|vector)\/\d+$/.exec(format);
  if (!known) return "";
  const [, game, kind] = known;
  if (kind === "trace") return ` (a trace: use \`${game} check\`)`;
  if (kind === "scenario") return ` (a scenario: use \`${game} explain\`)`;
  return ` (a conformance vector: its scenario is under "scenario", for \`${game} explain\`)`;
}

/**
 * Validate with a zod schema. A document of another format gets a message naming both formats,
 * since that is the likeliest mistake (a scenario given to `check`, a trace to `explain`). Any
 * other problem is said in the project's words (`schemaProblem`): the path (an unknown key's own
 * path, record keys quoted), what the schema expects (bounds, allowed values, the closest one to a
 * typo) and what was found, with the rule ids the schema names for its limits.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  expectedFormat: string | null,
  prefix: JsonPath = [],
): { ok: true; data: z.infer<S> } | { ok: false; problem: Problem } {
  if (expectedFormat !== null) {
    const format = (value as { format?: unknown } | null)?.format;
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return {
        ok: false,
        problem: { path: formatJsonPath(prefix), message: `expected a JSON object with "format": "${expectedFormat}"` },
      };
    }
    if (format !== expectedFormat) {
      const what = typeof format === "string" ? `"${format}"` : format === undefined ? "missing" : "not a string";
      const hint = typeof format === "string" ? formatHint(format) : "";
      return {
        ok: false,
        problem: {
          path: formatJsonPath([...prefix, "format"]),
          message: `format is ${what}${hint}; expected "${expectedFormat}"`,
        },
      };
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  // In our words: the path (an unknown key's own), what the schema expects, what was found.
  const { path, message, rules } = schemaProblem(parsed.error, { schema, value }, prefix);
  return { ok: false, problem: { path, message, ...(rules ? { rules } : {}) } };
}

/** Run a rule check that throws RuleError; return its refusal as a problem (other errors propagate: they are bugs). */
export function ruleCheck(run: () => void): RuleError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}
