// For the playground's unit tests: a fixture of the sources (fixtures/robbers/, imported as JSON by
// each test) as a session's start, so expected counts come from what the sources say, not from
// this code.

import { type AnySpec, compileOptionsOf, startStateOf } from "../../../playground/options.js";
import { robbersPlayground } from "../playground-adapter.js";

export interface FixtureFile {
  readonly id: string;
  readonly editions: readonly string[];
  readonly interpretations?: Readonly<Record<string, string>>;
  readonly setup: Readonly<Record<string, unknown>>;
  readonly steps: readonly {
    readonly event: unknown;
    readonly choices?: readonly unknown[];
    readonly distinctOutcomes?: number;
  }[];
}

/** A fixture as imported JSON, with the fields the tests read. */
export const fixture = (json: unknown): FixtureFile => json as FixtureFile;

/** A fixture's start under some options: the compiled rules and the state. */
export function startOf(
  f: FixtureFile,
  options: { edition?: string; interpretations?: Record<string, string> },
): { spec: AnySpec; state: unknown } {
  const compiled = compileOptionsOf(robbersPlayground.game, options);
  if (!compiled.ok) throw new Error(compiled.problem.message);
  const start = startStateOf(robbersPlayground.game, compiled.spec, f.setup);
  if (!start.ok) throw new Error(start.problem.message);
  return { spec: compiled.spec, state: start.state };
}
