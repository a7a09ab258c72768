// Mutants of a JavaScript engine made by Stryker's command runner, run in a folder of their own (a
// copy of the one engine file and a config written here), so a run never touches the work tree or
// another Stryker run's sandbox. Stryker runs `command` once per mutant in its sandbox with
// __STRYKER_ACTIVE_MUTANT__ set; the instrumented engine reads it when the command starts it, so
// the engine must be started from the sandbox copy (`node <source>`, relative to the sandbox).
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { own } from "../../dsl/own.js";
import type { Mutant } from "./mutants.js";

/** A Stryker mutant and what the command's exit code made of it (Killed: it failed; Survived; Timeout; ...). */
export interface StrykerMutant extends Mutant {
  readonly status: string;
}

/** What one Stryker run needs. */
export interface StrykerOptions {
  /** The package root (Stryker is its node_modules/.bin/stryker). */
  readonly root: string;
  /** The file mutated, relative to the root; copied to the same place under `workDir`. */
  readonly source: string;
  /** An empty folder of this run's own. */
  readonly workDir: string;
  /** The command run for each mutant, in the sandbox (a shell command line). */
  readonly command: string;
  readonly concurrency: number;
  /** Added to Stryker's own estimate from the first run before a mutant is called a timeout. */
  readonly timeoutMs: number;
  /** Show Stryker's progress line. */
  readonly progress: boolean;
}

interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** Run Stryker over `source` and read every mutant from its JSON report. */
export async function runStryker(
  o: StrykerOptions,
): Promise<{ ok: true; mutants: StrykerMutant[] } | { ok: false; message: string }> {
  mkdirSync(join(o.workDir, dirname(o.source)), { recursive: true });
  copyFileSync(join(o.root, o.source), join(o.workDir, o.source));
  const report = join(o.workDir, "stryker-report.json");
  const config = {
    testRunner: "command",
    commandRunner: { command: o.command },
    // The command runner cannot tell which mutants a run reaches: every mutant runs the command.
    coverageAnalysis: "off",
    mutate: [o.source],
    ignorePatterns: ["results", "stryker-report.json"],
    reporters: o.progress ? ["json", "progress-append-only"] : ["json"],
    jsonReporter: { fileName: report },
    concurrency: o.concurrency,
    timeoutMS: o.timeoutMs,
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
    symlinkNodeModules: false,
    logLevel: "warn",
    fileLogLevel: "off",
  };
  const configFile = join(o.workDir, "stryker.config.json");
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(join(o.root, "node_modules/.bin/stryker"), ["run", configFile], {
      cwd: o.workDir,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("close", resolve);
    child.on("error", () => resolve(null));
  });
  if (code !== 0) return { ok: false, message: `stryker exited with ${code ?? "an error"} (config: ${configFile})` };
  const text = readFileSync(join(o.workDir, o.source), "utf8");
  const lines = text.split("\n");
  const parsed = JSON.parse(readFileSync(report, "utf8")) as { files: Record<string, { mutants: ReportMutant[] }> };
  const file = own(parsed.files, o.source);
  if (!file) return { ok: false, message: `the Stryker report has no mutants of ${o.source}` };
  const textAt = (m: ReportMutant) => {
    const { start, end } = m.location;
    if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
    return [
      lines[start.line - 1]!.slice(start.column - 1),
      ...lines.slice(start.line, end.line - 1),
      lines[end.line - 1]!.slice(0, end.column - 1),
    ].join("\n");
  };
  return {
    ok: true,
    mutants: file.mutants.map((m) => ({
      id: m.id,
      line: m.location.start.line,
      column: m.location.start.column,
      endLine: m.location.end.line,
      endColumn: m.location.end.column,
      mutator: m.mutatorName,
      original: textAt(m),
      replacement: m.replacement ?? "",
      status: m.status,
    })),
  };
}
