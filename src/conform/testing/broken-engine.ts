// For the diagnosis tests: copies of an example engine, each with one piece of its text replaced
// (a bug nobody annotated for the test), written to a temporary folder removed after the test file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A maker of broken copies of `engine` (a path from the package root): each call writes the copy
 * with `from` replaced by `to` and gives the command that runs it. The test fails if `from` is not
 * in the engine exactly once, so a copy never silently stops being broken.
 */
export function brokenCopies(engine: string): (name: string, from: string, to: string) => string {
  const text = readFileSync(join(root, engine), "utf8");
  const work = mkdtempSync(join(tmpdir(), "broken-engine-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const extension = engine.slice(engine.lastIndexOf("."));
  return (name, from, to) => {
    expect(text.split(from).length - 1, `${engine} has "${from}" once`).toBe(1);
    const file = join(work, `${name.replaceAll(/[^\w-]+/g, "-")}${extension}`);
    writeFileSync(file, text.replace(from, to));
    return `node ${JSON.stringify(file)}`;
  };
}
