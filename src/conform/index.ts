// `<game> conform` as a library: read the vectors (the committed ones by default), apply the
// filters and the skip list, read the selected vectors' scenarios, run the engine, and return the
// report; or one line saying why nothing could be run (bad usage, unreadable input, an engine that
// cannot start), which the command prints with exit code 2.
import { join } from "node:path";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { formatInputError } from "../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../oracle/limits.js";
import { readTextFile } from "../oracle/read-file.js";
import type { DiagnosisInput } from "./diagnosis-input.js";
import { type FaultDictionary, faultDictionaryFile, parseFaultDictionary } from "./fault-dictionary.js";
import { packageRoot } from "./package-root.js";
import type { ConformReport } from "./report.js";
import { runConformance } from "./run.js";
import { type Filters, parseSkipList, selectVectors } from "./select.js";
import { type ListedVector, listVectors, type ReadyVector, readyVector } from "./vectors.js";

export { reportHtml } from "./html.js";
export type { ConformReport } from "./report.js";
export { MAX_PROBLEM_STREAK } from "./run.js";
export type { Filters } from "./select.js";
export { reportText } from "./text.js";

/** What `conform` runs: the engine, where the vectors are, which of them, and how long to wait. */
export interface ConformOptions extends Filters {
  /** The engine's command line (run through the shell). */
  readonly engine: string;
  /** The vectors' folder (default: the game's committed vectors in the package). */
  readonly vectors?: string;
  /** A file of vector ids to skip (known failures): one a line, `#` comments. */
  readonly skip?: string;
  /** Most milliseconds to wait for each reply (default 5000). */
  readonly timeout?: number;
  /** The folder to start the engine in (default: the current one). */
  readonly cwd?: string;
  /** Told before each vector is run (for a progress line). */
  readonly progress?: (done: number, total: number, id: string) => void;
  /** False to leave the diagnosis out (default: diagnose). */
  readonly diagnose?: boolean;
  /** Given what the diagnosis reads, before it runs (see diagnosis-input.ts). */
  readonly keepDiagnosisInput?: (input: DiagnosisInput) => void;
}

/** The report, or one line saying why nothing could be run (the command exits 2). */
export type ConformResult =
  | { readonly ok: true; readonly report: ConformReport }
  /** `rules`: the rule the engine's hello is wrong about (a reading it names wrongly), if one; the message names it. */
  | { readonly ok: false; readonly message: string; readonly rules?: readonly string[] };

/** The default per-reply timeout, in milliseconds. */
const DEFAULT_TIMEOUT_MS = 5000;
/** Most bytes of a fault dictionary read (the committed ones are about 1 MB). */
const MAX_DICTIONARY_BYTES = 64 * 1024 * 1024;

/** The game's committed fault dictionary, or none (the diagnosis then replays; a note says why when the file is unusable). */
export async function readDictionary(game: string): Promise<{ dictionary: FaultDictionary | null; note?: string }> {
  const root = packageRoot();
  if (root === null) return { dictionary: null };
  const file = join(root, faultDictionaryFile(game));
  const read = await readTextFile(file, MAX_DICTIONARY_BYTES);
  if (!read.ok) return { dictionary: null };
  const parsed = parseFaultDictionary(read.text, game);
  return typeof parsed === "string"
    ? {
        dictionary: null,
        note: `The fault dictionary ${file} cannot be used (${parsed}); every hypothesis was replayed instead.`,
      }
    : { dictionary: parsed };
}

/** Run `options.engine` against `game`'s vectors with the game's conformance adapter. */
export async function conformGame(
  game: AnyGame,
  conformance: GameConformance,
  options: ConformOptions,
): Promise<ConformResult> {
  let dir = options.vectors;
  if (dir === undefined) {
    const root = packageRoot();
    if (root === null)
      return {
        ok: false,
        message:
          "the committed vectors cannot be found (this file is not inside the robbers-spec package); give --vectors <dir>",
      };
    dir = join(root, conformance.vectorsDir);
  }
  const listed = await listVectors(game, conformance, dir);
  if (!listed.ok) return { ok: false, message: formatInputError(listed.error) };
  const known = {
    rules: new Set(game.ruleset.rules.map((r) => r.id as string)),
    editions: game.editions ? [...game.editions.ids] : [],
  };
  const selected = selectVectors(listed.value, options, known);
  if (!selected.ok) return { ok: false, message: selected.message };
  const skip = new Set<string>();
  if (options.skip !== undefined) {
    const read = await readTextFile(options.skip, MAX_FILE_BYTES);
    if (!read.ok) return { ok: false, message: formatInputError(read.error) };
    for (const id of parseSkipList(read.text)) skip.add(id);
  }
  const vectors: (ReadyVector | ListedVector)[] = [];
  for (const v of selected.vectors) {
    if (skip.has(v.id)) {
      vectors.push(v);
      continue;
    }
    const ready = readyVector(game, v);
    if (!ready.ok) return { ok: false, message: formatInputError(ready.error) };
    vectors.push(ready.value);
  }
  const dictionary = await readDictionary(game.id);
  const result = await runConformance(game, conformance, {
    dictionary: dictionary.dictionary,
    command: options.engine,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    vectorsDir: dir,
    vectors,
    skip,
    ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    ...(options.progress ? { progress: options.progress } : {}),
    ...(options.diagnose === false ? { diagnose: false } : {}),
    ...(options.keepDiagnosisInput ? { keepDiagnosisInput: options.keepDiagnosisInput } : {}),
  });
  if (!result.ok) return result;
  const report = dictionary.note
    ? { ...result.report, notes: [...result.report.notes, dictionary.note] }
    : result.report;
  const unknown = [...skip].filter((id) => !listed.value.some((v) => v.id === id));
  if (!unknown.length) return { ok: true, report };
  const note =
    `The skip list names ${unknown.length} id${unknown.length === 1 ? "" : "s"} that no vector has: ` +
    `${unknown.slice(0, 8).join(", ")}${unknown.length > 8 ? ", ..." : ""}.`;
  return { ok: true, report: { ...report, notes: [...report.notes, note] } };
}
