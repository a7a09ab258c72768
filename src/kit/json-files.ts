// Reading a folder of JSON files that share a schema (a game's worked examples), in file-name
// order, with the file and the JSON path of the first bad one in the error.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { describeZodError } from "../oracle/schema-problems.js";

/**
 * Read and validate every `*.json` file in `dir` with `schema`, in file-name order; throws with the
 * file and the JSON path of the first bad one (`what` names the format in the message).
 */
export function loadJsonFiles<T>(dir: string, schema: z.ZodType<T>, what: string): { file: string; data: T }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
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
