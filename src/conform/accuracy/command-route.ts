// The mutants of an engine whose own tool makes them (mutate_py.py for the Python engine): the tool
// lists them, and each is run as an engine command by a worker process, `concurrency` at a time.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AccuracyEngine } from "./engines.js";
import { inLanes } from "./lanes.js";
import { type Mutant, seededSample } from "./mutants.js";
import type { RanMutant, RouteOptions } from "./stryker-route.js";
import { readMutantRun } from "./worker-result.js";

interface Listed {
  id: number | string;
  line: number;
  col: number;
  end_line: number;
  operator: string;
  original: string;
  replacement: string;
}

/** The tool's list of mutants, or why it cannot be read. */
function listMutants(root: string, argv: readonly string[]): Mutant[] | string {
  const r = spawnSync(argv[0]!, argv.slice(1), { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) return `${argv.join(" ")} exited with ${r.status ?? r.signal}: ${r.stderr.slice(0, 300)}`;
  try {
    return (JSON.parse(r.stdout) as Listed[]).map((m) => ({
      id: String(m.id),
      line: m.line,
      column: m.col,
      endLine: m.end_line,
      mutator: m.operator,
      original: m.original,
      replacement: m.replacement,
    }));
  } catch (e) {
    return `${argv.join(" ")} printed no JSON list: ${String(e)}`;
  }
}

const runShell = (command: string) =>
  new Promise<void>((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "ignore", "inherit"] });
    child.on("close", () => resolve());
    child.on("error", () => resolve());
  });

/** List the engine's mutants with its own tool and run each (or a seeded sample). */
export async function commandRoute(
  engine: AccuracyEngine,
  o: RouteOptions,
): Promise<{ ok: true; total: number; ran: RanMutant[] } | { ok: false; message: string }> {
  const maker = engine.mutants;
  if (maker.by !== "command") return { ok: false, message: `${engine.id}: not made by a command` };
  const all = listMutants(o.root, maker.list);
  if (typeof all === "string") return { ok: false, message: all };
  const chosen = o.sample ? seededSample(all, o.sample.size, o.sample.seed) : all;
  const results = join(o.workDir, "results");
  mkdirSync(results, { recursive: true });
  let done = 0;
  const ran = await inLanes(
    chosen.map((m) => async (): Promise<RanMutant> => {
      const out = join(results, `${m.id}.json`);
      await runShell(o.worker(maker.run(o.root, m.id), out));
      const run = readMutantRun(out);
      if (o.progress) process.stderr.write(`\r${engine.id}: ${++done} of ${chosen.length} mutants run`);
      return run ? { mutant: m, run } : { mutant: m, run: null, note: "no result (the worker failed)" };
    }),
    o.concurrency,
  );
  if (o.progress) process.stderr.write("\n");
  return { ok: true, total: all.length, ran };
}
