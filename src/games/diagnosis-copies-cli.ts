// npm run diagnosis:copies: run `conform` on every broken copy an engine author listed in a manifest
// (copies.ts) and score the report's first line against the rule the author broke. Prints one line
// per copy and the figures; --write also writes docs/diagnosis-copies.md. Every run, with what its
// diagnosis read, is kept in reports/diagnosis/copies.json (not committed) for reading the misses.
// Usage: tsx src/games/diagnosis-copies-cli.ts [--game <id>] [--concurrency N] [--timeout <ms>] [--write] <manifest.json>...
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type CopyCase,
  commandOf,
  copiesLines,
  copiesMarkdown,
  type Manifest,
  readManifest,
  scoreCopy,
} from "../conform/accuracy/copies.js";
import { mutantRunOf } from "../conform/accuracy/headline.js";
import { inLanes } from "../conform/accuracy/lanes.js";
import type { DiagnosisInput } from "../conform/diagnosis-input.js";
import { conformGame } from "../conform/index.js";
import { ACCURACY_GAMES } from "./accuracy-games.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fail = (message: string): never => {
  console.error(`diagnosis-copies: ${message}`);
  process.exit(2);
};

const { values, positionals } = parseArgs({
  options: {
    game: { type: "string", default: "robbers" },
    concurrency: { type: "string", default: "2" },
    timeout: { type: "string", default: "2000" },
    write: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const entry = ACCURACY_GAMES.find((g) => g.game.id === values.game);
if (!entry) fail(`--game is one of ${ACCURACY_GAMES.map((g) => g.game.id).join(", ")}`);
const { game, conformance } = entry!;
const concurrency = Number(values.concurrency);
const timeout = Number(values.timeout);
if (!Number.isInteger(concurrency) || concurrency < 1)
  fail(`--concurrency takes a whole number from 1, got ${values.concurrency}`);
if (!Number.isInteger(timeout) || timeout < 1)
  fail(`--timeout takes milliseconds, a whole number from 1, got ${values.timeout}`);
if (!positionals.length) fail("give one or more manifest files (a JSON list of {file, rules, mistake})");

const known = new Set(game.ruleset.rules.map((r) => r.id as string));
const manifests: Manifest[] = [];
for (const file of positionals) {
  const read = await readManifest(resolve(file), known);
  if (!read.ok) fail(read.message);
  else manifests.push(read.value);
}

const measured: { label: string; manifest: string; cases: CopyCase[]; inputs: (DiagnosisInput | null)[] }[] = [];
for (const m of manifests) {
  const label = relative(root, m.dir) || m.dir;
  console.log(`diagnosis-copies: ${label}: ${m.copies.length} copies`);
  const runs = await inLanes(
    m.copies.map((copy) => async () => {
      let input: DiagnosisInput | null = null;
      const result = await conformGame(game, conformance, {
        engine: commandOf(m.dir, copy),
        timeout,
        keepDiagnosisInput: (kept: DiagnosisInput) => (input = kept),
      });
      return { c: scoreCopy(copy, mutantRunOf(result)), input };
    }),
    concurrency,
  );
  measured.push({
    label,
    manifest: relative(root, m.file),
    cases: runs.map((r) => r.c),
    inputs: runs.map((r) => r.input),
  });
}
for (const e of measured) for (const line of copiesLines(e.label, e.cases)) console.log(line);

if (values.write) {
  const command = ["npm run diagnosis:copies --", ...process.argv.slice(2)].join(" ");
  writeFileSync(
    join(root, "docs/diagnosis-copies.md"),
    copiesMarkdown(measured, command, new Date().toISOString().slice(0, 10)),
  );
  console.log("diagnosis-copies: wrote docs/diagnosis-copies.md");
}
// One manifest a line: the engines' answers of eight manifests are past what one string may hold indented.
mkdirSync(join(root, "reports/diagnosis"), { recursive: true });
writeFileSync(
  join(root, "reports/diagnosis/copies.json"),
  `[\n${measured.map((e) => JSON.stringify(e)).join(",\n")}\n]\n`,
);
