// Runs a Stryker run's survivors again with only the exhaustive check (STRYKER_ONLY_EXHAUSTIVE=1 in
// vitest.stryker.config.ts), so the mutation report can say which survivors it kills that the usual
// test selection missed. Stryker takes mutation ranges by line, so every mutant on a survivor's line
// runs again; the report matches survivors by position, mutator and replacement. The full run's
// reports/mutation/mutation.json (and .html) are kept: this run writes survivors-exhaustive-only.json.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, renameSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Report, readReport, undetected } from "./stryker-report.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dir = join(root, "reports/mutation");
const full = join(dir, "mutation.json");
const fail = (message: string): never => {
  console.error(`mutation-survivors-rerun: ${message}`);
  process.exit(2);
};
if (!existsSync(full)) fail("reports/mutation/mutation.json not found; run Stryker first");

let files: Report["files"] = {};
try {
  files = readReport(full).files;
} catch (error) {
  fail(`reports/mutation/mutation.json is not a Stryker JSON report: ${(error as Error).message}`);
}

const ranges: string[] = [];
for (const [path, { mutants }] of Object.entries(files).sort()) {
  const lines = new Set(mutants.filter((m) => undetected(m.status)).map((m) => m.location.start.line));
  for (const line of [...lines].sort((a, b) => a - b)) ranges.push(`${path}:${line}-${line}`);
}
if (ranges.length === 0) {
  console.log("mutation-survivors-rerun: the run has no survivors; nothing to run again");
  process.exit(0);
}
console.log(
  `mutation-survivors-rerun: ${ranges.length} survivor lines, with only src/games/robbers/verify/exhaustive.test.ts`,
);

const saved = ["mutation.json", "mutation.html"].filter((f) => existsSync(join(dir, f)));
for (const f of saved) copyFileSync(join(dir, f), join(dir, `${f}.full-run`));
const run = spawnSync("npx", ["stryker", "run", "--mutate", ranges.join(",")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, STRYKER_ONLY_EXHAUSTIVE: "1" },
});
if (run.status === 0) renameSync(full, join(dir, "survivors-exhaustive-only.json"));
for (const f of saved) renameSync(join(dir, `${f}.full-run`), join(dir, f));
if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal}; the full run's report is restored`);
console.log("mutation-survivors-rerun: wrote reports/mutation/survivors-exhaustive-only.json");
