// What the mutation scripts read from a Stryker JSON report (mutation-testing-report-schema), and
// the one reading of it they share: which mutants count as survivors.
import { readFileSync } from "node:fs";

export interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}
export interface Report {
  files: Record<string, { mutants: Mutant[]; source: string }>;
}

/** Survived or not covered by any test: what a mutation score counts against the tests. */
export const undetected = (status: string): boolean => status === "Survived" || status === "NoCoverage";

/** The report in `file`; throws an Error saying what is wrong when it is not a Stryker JSON report. */
export function readReport(file: string): Report {
  const r = JSON.parse(readFileSync(file, "utf8")) as Report;
  if (typeof r.files !== "object" || r.files === null) throw new Error("$.files is missing");
  return r;
}
