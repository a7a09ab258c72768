// `npm run fuzz [-- --count N --seed S --systematic N]`: the fuzz run over every reader, the library,
// the playground's address and trace import, and the engine replies (src/games/fuzz/), then the
// systematic run (every position of every format of every game, each replaced by each hostile value;
// `--systematic N` samples N of each format's instead of all). Prints the count of inputs per target
// and in all; exits 1 when any call threw something else than the project's typed error or took
// longer than the hang limit.
import { own } from "../dsl/own.js";
import { HANG_MS, runFuzz, runSystematic } from "./fuzz/run.js";

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(n) || n < 1) {
    process.stderr.write(`fuzz: ${name}: expected a whole number, 1 or more\n`);
    process.exit(2);
  }
  return n;
};

const count = arg("--count", 1_000_000);
const seed = arg("--seed", 20261126);
const began = performance.now();
const systematic = process.argv.includes("--systematic") ? arg("--systematic", 1) : "all";
const result = await runFuzz(count, seed, undefined, (done, target) =>
  process.stderr.write(`fuzz: ${done}/${count} (${target} done)\n`),
);
const sys = await runSystematic(systematic, seed, undefined, (done, target) =>
  process.stderr.write(`fuzz: systematic ${done} (${target} done)\n`),
);
const seconds = Math.round((performance.now() - began) / 100) / 10;
for (const [name, n] of Object.entries(result.perTarget)) process.stdout.write(`${String(n).padStart(9)}  ${name}\n`);
process.stdout.write(
  `${result.inputs} generated inputs (seed ${seed}) in ${seconds} s: ${result.uncaughtCount} uncaught ` +
    `exceptions, ${result.hangs.length} hangs (over ${HANG_MS} ms); ${result.typedErrors} typed errors ` +
    "thrown\n",
);
for (const [name, n] of Object.entries(sys.perTarget))
  process.stdout.write(`${String(n).padStart(9)}  systematic: ${name} (of ${own(sys.available, name)})\n`);
process.stdout.write(
  `${sys.inputs} systematic inputs: ${sys.uncaughtCount} uncaught exceptions, ${sys.hangs.length} hangs; ` +
    `${result.inputs + sys.inputs} inputs in all\n`,
);
for (const f of [...result.uncaught, ...result.hangs, ...sys.uncaught, ...sys.hangs])
  process.stdout.write(`  ${f.target}: ${f.problem}\n    input: ${f.input}\n`);
const found = result.uncaughtCount + result.hangs.length + sys.uncaughtCount + sys.hangs.length;
process.exit(found > 0 ? 1 : 0);
