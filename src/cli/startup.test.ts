// `--help` must start without the rules, the readers or zod (bench row 6 measures the time; this
// guards the cause): the modules a command's entry imports statically, all the way down, are the
// command builder and commander only. Subcommands load the rest with dynamic imports when they run.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every module reached by static, non-type imports from `entry` (files as repository paths, packages by name). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith(".")) seen.add(spec);
      else visit(resolve("/", dirname(file), spec).slice(1).replace(/\.js$/, ".ts"));
    }
  };
  visit(entry);
  return seen;
}

it.each(["src/games/robbers/main.ts", "src/games/macrobber/main.ts"])(
  "%s starts with the command builder and commander only",
  (entry) => {
    const graph = [...staticGraph(entry)];
    // The test can see a heavy import: the oracle's readers are in the graph of a reader's entry.
    expect([...staticGraph("src/oracle/scenario-input.ts")]).toContain("zod");
    expect(graph).toContain("commander");
    expect(
      graph.filter(
        (m) =>
          m === "zod" ||
          m.startsWith("spec/") ||
          (m.startsWith("src/oracle/") && m !== "src/oracle/printable.ts" && m !== "src/oracle/limits.ts"),
      ),
    ).toEqual([]);
  },
);
