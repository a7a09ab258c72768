// Engines written apart from this project, each copy broken on purpose in one rule by its own author:
// the second measure of the diagnosis, beside the mutants of our example engines. The author says in
// a manifest which rule each copy breaks, before any copy is run, so the expected rule is never read
// from the diagnosis. A copy is run as the file's language says (.py with python3, .mjs or .js with
// node), beside its manifest.
import { existsSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { z } from "zod";
import { formatInputError } from "../../oracle/input-error.js";
import { MAX_FILE_BYTES } from "../../oracle/limits.js";
import { readTextFile } from "../../oracle/read-file.js";
import { RULE_ID } from "./annotations.js";
import type { MutantRun } from "./headline.js";
import { classify, type Outcome, type Score, scoreOf, share } from "./score.js";

const copySchema = z.strictObject({
  file: z.string().regex(/^[\w.-]+\.(py|mjs|js)$/, "a file name beside the manifest ending in .py, .mjs or .js"),
  rules: z.array(z.string().regex(RULE_ID, "a rule id such as RB-STEAL-HALF")).min(1),
  mistake: z.string().min(1),
  detected: z.boolean().optional(),
});
const manifestSchema = z.array(copySchema).min(1);

/** One broken copy as its author describes it. */
export type Copy = z.infer<typeof copySchema>;

/** A manifest read: its copies and the folder they sit in. */
export interface Manifest {
  readonly file: string;
  readonly dir: string;
  readonly copies: readonly Copy[];
}

/** The JSON path of a zod issue, as `$[3].rules[0]`. */
const pathOf = (path: readonly PropertyKey[]): string =>
  `$${path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`;

/**
 * Read a manifest: a JSON list of copies. Every problem is reported with the file and the JSON path,
 * and rule ids the game does not have are named (`known`: the game's rule ids).
 */
export async function readManifest(
  file: string,
  known: ReadonlySet<string>,
): Promise<{ ok: true; value: Manifest } | { ok: false; message: string }> {
  // A path the user names: read as any input is (a regular file only, within the size limit).
  const read = await readTextFile(file, MAX_FILE_BYTES);
  if (!read.ok) return { ok: false, message: formatInputError(read.error) };
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${file}: not JSON (${(error as Error).message})` };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues.map((i) => `${file} ${pathOf(i.path)}: ${i.message}`).join("\n"),
    };
  const unknown = parsed.data.flatMap((c, i) =>
    c.rules.flatMap((r, j) => (known.has(r) ? [] : [`${file} $[${i}].rules[${j}]: ${r} is not a rule of the game`])),
  );
  const seen = new Set<string>();
  const twice = parsed.data.flatMap((c, i) => {
    const again = seen.has(c.file);
    seen.add(c.file);
    return again ? [`${file} $[${i}].file: ${c.file} is listed twice`] : [];
  });
  const dir = dirname(file);
  const missing = parsed.data.flatMap((c, i) =>
    existsSync(join(dir, c.file)) ? [] : [`${file} $[${i}].file: ${c.file} is not beside the manifest`],
  );
  const problems = [...unknown, ...twice, ...missing];
  if (problems.length) return { ok: false, message: problems.join("\n") };
  return { ok: true, value: { file, dir, copies: parsed.data } };
}

/** A path quoted for the shell `conform` runs an engine through (single quotes: nothing inside expands). */
const shellQuoted = (path: string): string => `'${path.replaceAll("'", "'\\''")}'`;

/** The command that runs a copy, by its file's language. */
export function commandOf(dir: string, copy: Copy): string {
  const path = shellQuoted(join(dir, copy.file));
  return extname(copy.file) === ".py" ? `python3 ${path}` : `node ${path}`;
}

/** A copy run and scored: what the report's first line named against the rule its author broke. */
export interface CopyCase {
  readonly copy: Copy;
  readonly run: MutantRun;
  /** Null when the suite does not see the copy (no vector fails): not a case. */
  readonly outcome: Outcome | null;
}

/** Score one copy's run against the rules its author says it breaks. */
export const scoreCopy = (copy: Copy, run: MutantRun): CopyCase => ({
  copy,
  run,
  outcome: run.isCase ? classify(copy.rules, run.headline) : null,
});

/** The figures over the copies the suite sees. */
export const copiesScore = (cases: readonly CopyCase[]): Score =>
  scoreOf(cases.flatMap((c) => (c.outcome ? [c.outcome] : [])));

const verdict = (c: CopyCase): string =>
  !c.outcome
    ? "not seen (no vector fails)"
    : c.outcome.exact
      ? "named exactly"
      : c.outcome.wrong
        ? "named wrongly"
        : c.outcome.top3
          ? "abstained, right rule among the first 3 candidates"
          : "abstained";

const named = (run: MutantRun): string =>
  run.headline.kind === "named"
    ? run.headline.rules.join(", ")
    : run.headline.kind === "engine"
      ? "(engine problems)"
      : "-";

/** One line per copy and the totals, for the terminal. */
export function copiesLines(label: string, cases: readonly CopyCase[]): string[] {
  const s = copiesScore(cases);
  return [
    ...cases.map(
      (c) =>
        `  ${c.copy.file}: breaks ${c.copy.rules.join(" ")}; ${c.run.failed} vectors failed; ` +
        `first line names ${named(c.run)}: ${verdict(c)}`,
    ),
    `${label}: ${cases.length} copies, ${s.cases} seen by the vectors; named exactly ${share(s.exact, s.cases)}, ` +
      `top 3 ${share(s.top3, s.cases)}, abstained ${share(s.abstained, s.cases)}, named wrongly ${share(s.wrong, s.cases)}`,
  ];
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** docs/diagnosis-copies.md: every engine's copies, what each breaks and what the first line named. */
export function copiesMarkdown(
  engines: readonly { readonly label: string; readonly manifest: string; readonly cases: readonly CopyCase[] }[],
  command: string,
  date: string,
): string {
  const out = [
    "# Diagnosis of engines written apart",
    "",
    "Engines for The Robbers written from `docs/conformance-protocol.md`, the rules inventory and the",
    "sources alone, by authors who did not read `spec/` or `src/`. Each copy breaks one rule in the",
    "engine's own code, and whoever broke it wrote down which before running any copy. A copy is a case when the",
    "vectors see it (at least one vector fails); it is named exactly when the first line of `conform`",
    "names the rule its author broke, and wrongly when it names another rule.",
    "",
    "`fixtures/engines-apart/README.md` says who wrote the engines and their copies, and which copies",
    "the diagnosis was changed after reading (those are no measurement of it).",
    "",
    `Measured on ${date} with \`${command}\`.`,
    "",
  ];
  if (engines.length > 1) {
    const s = copiesScore(engines.flatMap((e) => e.cases));
    out.push(
      `All ${engines.reduce((n, e) => n + e.cases.length, 0)} copies: ${s.cases} seen by the vectors, named exactly ` +
        `${share(s.exact, s.cases)}, named wrongly ${share(s.wrong, s.cases)}.`,
      "",
    );
  }
  for (const e of engines) {
    const s = copiesScore(e.cases);
    out.push(
      `## ${e.label}`,
      "",
      `Manifest: \`${e.manifest}\`. ${e.cases.length} copies, ${s.cases} seen by the vectors: named exactly ` +
        `${share(s.exact, s.cases)}, in the top 3 ${share(s.top3, s.cases)}, abstained ${share(s.abstained, s.cases)}, ` +
        `named wrongly ${share(s.wrong, s.cases)}.`,
      "",
      "| Copy | Breaks | The author's words | Vectors failed | First line names | Verdict |",
      "|---|---|---|---|---|---|",
      ...e.cases.map(
        (c) =>
          `| \`${c.copy.file}\` | ${c.copy.rules.join(" ")} | ${cell(c.copy.mistake)} | ${c.run.failed} | ` +
          `${cell(named(c.run))} | ${verdict(c)} |`,
      ),
      "",
    );
  }
  return `${out.join("\n")}\n`;
}
