// How the mutation report ties a survivor to what is known about it: an equivalence note of
// docs/mutation-equivalents.json, or its fate when the run's survivors were run again. Pure, so the
// matching the report's claims rest on is tested apart from the files it reads.
import { own } from "../dsl/own.js";
import { type Mutant, type Report, undetected } from "./stryker-report.js";

/**
 * A survivor judged equivalent: in `file`, on a source line containing `line`, by one of `mutators`
 * (any if absent), replacing exactly the text `original` (any if absent: a line with several
 * mutants of one mutator, only some equivalent, needs it).
 */
export interface Equivalent {
  readonly file: string;
  readonly line: string;
  readonly mutators?: readonly string[];
  readonly original?: string;
  readonly why: string;
}

export const detected = (s: string): boolean => s === "Killed" || s === "Timeout";
/** Statuses a score counts (not errors, not ignored). */
export const counted = (s: string): boolean => detected(s) || undetected(s);
export const lineOf = (src: string, m: Mutant): string => src.split("\n")[m.location.start.line - 1] ?? "";

/** The source text a mutant replaces (the report's lines and columns count from 1; the end is exclusive). */
export function originalOf(src: string, { location: { start, end } }: Mutant): string {
  const lines = src.split("\n").slice(start.line - 1, end.line);
  lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, end.column - 1);
  lines[0] = lines[0]!.slice(start.column - 1);
  return lines.join("\n");
}

/** The first note that explains mutant `m` of `file` (whose source is `src`), if any. */
export const explanationOf = (notes: readonly Equivalent[], file: string, m: Mutant, src: string): string | undefined =>
  notes.find(
    (n) =>
      n.file === file &&
      lineOf(src, m).includes(n.line) &&
      (!n.mutators || n.mutators.includes(m.mutatorName)) &&
      (n.original === undefined || originalOf(src, m) === n.original),
  )?.why;

/**
 * A mutant's identity across runs of the same source: its range, mutator and replacement (the start
 * alone is not enough: `a && b && c` replaced by true and `a && b` replaced by true start together).
 */
export const mutantKey = (path: string, { location: { start, end }, mutatorName, replacement }: Mutant): string =>
  `${path}@${start.line}:${start.column}-${end.line}:${end.column}:${mutatorName}:${replacement ?? ""}`;

/** What a rerun of a run's survivors says of them. */
export interface RerunKills {
  /** Survivors the rerun ran to a counted status. */
  readonly compared: number;
  /** Survivors the rerun has no counted result for (left out, or an error). */
  readonly missing: number;
  /** The survivors it killed (or timed out), by mutantKey. */
  readonly kills: ReadonlySet<string>;
  /**
   * Those of `kills` it only timed out on: a mutant that makes the code slower but not wrong (a
   * shortcut or cache turned off) times out without any check failing.
   */
  readonly timedOut: ReadonlySet<string>;
}

/** The survivors of `report` in `files` that `rerun` kills. */
export function rerunKills(report: Report, rerun: Report, files: readonly string[]): RerunKills {
  const kills = new Set<string>();
  const timedOut = new Set<string>();
  let compared = 0;
  let missing = 0;
  for (const path of files) {
    const again = new Map((own(rerun.files, path)?.mutants ?? []).map((m) => [mutantKey(path, m), m]));
    for (const m of own(report.files, path)!.mutants.filter((x) => undetected(x.status))) {
      const o = again.get(mutantKey(path, m));
      if (!o || !counted(o.status)) missing++;
      else {
        compared++;
        if (detected(o.status)) kills.add(mutantKey(path, m));
        if (o.status === "Timeout") timedOut.add(mutantKey(path, m));
      }
    }
  }
  return { compared, missing, kills, timedOut };
}

/**
 * A mutant's identity across runs of different sources (a later focused run of a file that changed
 * elsewhere): its line's text, the text it replaces, its mutator and replacement. Positions shift
 * when other lines change; these do not.
 */
const textKey = (path: string, src: string, m: Mutant): string =>
  JSON.stringify([path, lineOf(src, m).trim(), originalOf(src, m), m.mutatorName, m.replacement ?? ""]);

/**
 * The survivors of `report` that a later run over some of the same files (`later`) kills: every
 * mutant of the later run with the same text key was detected. A survivor whose line the later
 * sources no longer hold, or holds only where the mutant survived again, is not among them.
 */
export function laterRunKills(report: Report, later: Report): ReadonlySet<string> {
  const fates = new Map<string, boolean>();
  for (const [path, { source, mutants }] of Object.entries(later.files))
    for (const m of mutants.filter((x) => counted(x.status))) {
      const key = textKey(path, source, m);
      fates.set(key, (fates.get(key) ?? true) && detected(m.status));
    }
  const kills = new Set<string>();
  for (const [path, { source, mutants }] of Object.entries(report.files))
    for (const m of mutants.filter((x) => undetected(x.status)))
      if (fates.get(textKey(path, source, m))) kills.add(mutantKey(path, m));
  return kills;
}
