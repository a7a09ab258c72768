// Reads every fixture file under a folder and validates it, reporting file and JSON path on error.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { describeZodError } from "./robbers-input.js";
import { fixtureSchema, type Fixture } from "./fixture.js";

/** A fixture with the file it came from (for messages). */
export interface LoadedFixture {
  /** The file's path. */
  readonly file: string;
  /** The validated fixture. */
  readonly fixture: Fixture;
}

/**
 * Read and validate every `*.json` file in `dir` with `schema`, in file-name order; throws with the
 * file and the JSON path of the first bad one (`what` names the format in the message).
 */
export function loadJsonFiles<T>(dir: string, schema: z.ZodType<T>, what: string): { file: string; data: T }[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  return files.map((name) => {
    const file = join(dir, name);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new Error(`${file}: not a valid ${what}:\n${describeZodError(parsed.error)}`);
    return { file, data: parsed.data };
  });
}

/** Read and validate every `*.json` fixture in `dir`, in file-name order; throws with the file and JSON path of the first bad one. */
export const loadFixtures = (dir: string): LoadedFixture[] => loadJsonFiles(dir, fixtureSchema, "fixture").map(({ file, data }) => ({ file, fixture: data }));
