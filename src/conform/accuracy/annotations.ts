// The rule annotations of an engine's source (`// rule: RB-STEAL-HALF`, `# rule: engine`): what the
// diagnosis of `conform` should name when a mutant changes a given line. Written beside the code by
// whoever knows which rule each branch carries out, read here for any language by its comment prefix,
// so the accuracy measurement never asks the diagnosis itself what a mutant is.

/** What a mutant on a line should be diagnosed as: rule ids, `engine` (protocol plumbing), or nothing known. */
export type Expectation = readonly string[] | "engine" | null;

/** One annotation line. */
export interface Annotation {
  /** 1-based line number of the comment. */
  readonly line: number;
  /** Its indentation (leading whitespace characters). */
  readonly indent: number;
  readonly expected: Exclude<Expectation, null>;
}

/** The annotations of a file and the expectation of each of its lines. */
export interface AnnotatedSource {
  readonly annotations: readonly Annotation[];
  /** `expected[line - 1]`: the innermost annotation covering that line. */
  readonly expected: readonly Expectation[];
  /** Annotations that cannot be read (no id, `engine` beside rule ids, an id not written in capitals). */
  readonly problems: readonly string[];
}

/** How a rule id is written (RB-STEAL-HALF): capitals and digits, in two parts or more joined by hyphens. */
export const RULE_ID = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/;
const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Read the annotations of `text`, whose line comments start with `prefix` (`//` or `#`). An
 * annotation covers the lines after it up to the first non-blank line indented less than itself, or
 * the next annotation at its own indentation; the innermost one covering a line wins.
 */
export function readAnnotations(text: string, prefix: string): AnnotatedSource {
  const marker = `${prefix} rule:`;
  const annotations: Annotation[] = [];
  const expected: Expectation[] = [];
  const problems: string[] = [];
  const open: Annotation[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === "") {
      expected.push(open.at(-1)?.expected ?? null);
      continue;
    }
    const indent = indentOf(line);
    const isAnnotation = trimmed.startsWith(marker);
    // A line indented less closes an annotation; a new annotation also closes one at its own indentation.
    while (open.length && (open.at(-1)!.indent > indent || (isAnnotation && open.at(-1)!.indent === indent)))
      open.pop();
    if (isAnnotation) {
      const ids = trimmed.slice(marker.length).trim().split(/\s+/).filter(Boolean);
      const bad = ids.filter((id) => id !== "engine" && !RULE_ID.test(id));
      if (ids.length === 0) problems.push(`line ${i + 1}: an annotation names no rule`);
      else if (ids.includes("engine") && ids.length > 1)
        problems.push(`line ${i + 1}: "engine" cannot stand beside rule ids`);
      else if (bad.length) problems.push(`line ${i + 1}: not a rule id: ${bad.join(", ")}`);
      const a: Annotation = { line: i + 1, indent, expected: ids.includes("engine") ? "engine" : ids };
      annotations.push(a);
      open.push(a);
    }
    expected.push(open.at(-1)?.expected ?? null);
  }
  return { annotations, expected, problems };
}

/** The expectation of a 1-based line (null past the end). */
export const expectationAt = (source: AnnotatedSource, line: number): Expectation => source.expected[line - 1] ?? null;
