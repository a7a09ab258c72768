// npm run diagnosis:accuracy: how often `conform` names the rule a mutant of an example engine
// breaks, for every game and annotated engine (ACCURACY_GAMES); prints the figures and writes
// docs/diagnosis.md and docs/diagnosis.json, and with --fixture the test suite's seeded sample.
// --keep-answers keeps what each case's diagnosis read in reports/diagnosis/cases.json; --rediagnose
// then diagnoses those cases again with the diagnosis as it is now, with no engine run, and prints
// the figures and the cases whose score changed (docs are not written: the figures of a sample the
// diagnosis was tuned on are no measurement).
// Usage: tsx src/games/diagnosis-accuracy-cli.ts [--game <id>]... [--engine <id>]... [--sample N --seed S]
//        [--concurrency N] [--timeout <ms per reply>] [--fixture [--fixture-size N]] [--keep-answers]
//        tsx src/games/diagnosis-accuracy-cli.ts --rediagnose [<cases.json>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { fixtureOf } from "../conform/accuracy/fixture.js";
import { type EngineMeasurement, measureEngine } from "../conform/accuracy/measure.js";
import { rediagnose } from "../conform/accuracy/rediagnose.js";
import { diagnosisJson, diagnosisMarkdown, type GameMeasurement, summaryLines } from "../conform/accuracy/report.js";
import type { Score } from "../conform/accuracy/score.js";
import { ACCURACY_GAMES } from "./accuracy-games.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fail = (message: string): never => {
  console.error(`diagnosis-accuracy: ${message}`);
  process.exit(2);
};
const count = (name: string, v: string | undefined, fallback: number): number => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} takes a whole number, got ${JSON.stringify(v)}`);
  return n;
};

const { values, positionals } = parseArgs({
  options: {
    game: { type: "string", multiple: true },
    engine: { type: "string", multiple: true },
    sample: { type: "string" },
    seed: { type: "string" },
    concurrency: { type: "string" },
    timeout: { type: "string" },
    fixture: { type: "boolean", default: false },
    "fixture-size": { type: "string" },
    "keep-answers": { type: "boolean", default: false },
    rediagnose: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const casesFile = join(root, "reports/diagnosis/cases.json");

if (values.rediagnose) {
  const file = positionals[0] ?? casesFile;
  if (!existsSync(file)) fail(`--rediagnose reads ${file}, which does not exist: measure with --keep-answers first`);
  const began = performance.now();
  const again = await rediagnose(root, ACCURACY_GAMES, JSON.parse(readFileSync(file, "utf8")) as GameMeasurement[]);
  if (!again.ok) fail(again.message);
  else {
    for (const g of again.measured) for (const line of summaryLines(g)) console.log(line);
    for (const c of again.changed)
      console.log(`  ${c.game} ${c.engine} ${c.mutant}: ${c.before} -> ${c.after}: ${c.text}`);
    console.log(
      `diagnosis-accuracy: diagnosed again in ${((performance.now() - began) / 1000).toFixed(1)} s; ` +
        `${again.changed.length} cases changed; ${again.kept} cases had no saved answers and kept their score`,
    );
    writeFileSync(join(root, "reports/diagnosis/rediagnosed.json"), `${JSON.stringify(again.measured, null, 1)}\n`);
  }
  process.exit(0);
}
const sample = values.sample === undefined ? undefined : count("sample", values.sample, 0);
const seed = count("seed", values.seed, 1);
const concurrency = Math.max(1, count("concurrency", values.concurrency, 2));
const timeout = Math.max(1, count("timeout", values.timeout, 2000));
const fixtureSize = count("fixture-size", values["fixture-size"], 12);
const games = ACCURACY_GAMES.filter((g) => !values.game || values.game.includes(g.game.id));
if (values.game?.some((id) => !ACCURACY_GAMES.some((g) => g.game.id === id)))
  fail(`--game is one of ${ACCURACY_GAMES.map((g) => g.game.id).join(", ")}`);

const tsx = join(root, "node_modules/.bin/tsx");
const worker = join(root, "src/games/diagnosis-accuracy-worker.ts");
const measured: GameMeasurement[] = [];
for (const g of games) {
  const engines = g.engines.filter((e) => !values.engine || values.engine.includes(e.id));
  if (!engines.length) continue;
  const done: EngineMeasurement[] = [];
  for (const e of engines) {
    console.log(
      `diagnosis-accuracy: ${g.game.id} ${e.id}: ${sample === undefined ? "every mutant" : `a sample of ${sample} mutants (seed ${seed})`}`,
    );
    const r = await measureEngine(e, {
      root,
      ...(sample === undefined ? {} : { sample: { size: sample, seed } }),
      concurrency,
      worker: (engine, out) =>
        `${JSON.stringify(tsx)} ${JSON.stringify(worker)} --game ${g.game.id} --engine ${JSON.stringify(engine)}` +
        ` --out "${out}" --timeout ${timeout}${values["keep-answers"] ? " --keep-answers" : ""}`,
      progress: true,
    });
    if (!r.ok) fail(`${g.game.id} ${e.id}: ${r.message}`);
    else done.push(r.value);
    if (r.ok && values.fixture && e.fixture) {
      const file = join(root, e.fixture);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        `${JSON.stringify(fixtureOf(g.game.id, r.value, readFileSync(join(root, e.source), "utf8"), fixtureSize, seed), null, 1)}\n`,
      );
      console.log(`diagnosis-accuracy: wrote ${e.fixture}`);
    }
  }
  measured.push({ game: g.game.id, engines: done });
}
if (!measured.length) fail("no engine matches --game and --engine");
// Every case with what its report said, for reading the misses (not committed: reports/ is ignored).
mkdirSync(join(root, "reports/diagnosis"), { recursive: true });
writeFileSync(casesFile, `${JSON.stringify(measured, null, 1)}\n`);
for (const g of measured) for (const line of summaryLines(g)) console.log(line);

const command = [
  "npm run diagnosis:accuracy",
  ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : []),
].join(" ");
const jsonFile = join(root, "docs/diagnosis.json");
const previous = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, "utf8")) as Record<string, Score>) : {};
writeFileSync(jsonFile, `${JSON.stringify(diagnosisJson(previous, measured), null, 2)}\n`);
writeFileSync(
  join(root, "docs/diagnosis.md"),
  diagnosisMarkdown(measured, command, new Date().toISOString().slice(0, 10)),
);
console.log("diagnosis-accuracy: wrote docs/diagnosis.md and docs/diagnosis.json");
