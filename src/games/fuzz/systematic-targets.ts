// What the systematic fuzz run calls with each mutation (systematic.ts): for every game, its scenario
// (value and text: the oracle's explain, and the library for The Robbers and MacRobber), its trace
// (value and JSON Lines: check, and the playground's trace import), its playground address
// (decodeSession), a conformance vector (conform's vector reader), the engine's hello (conform's
// hello checks) and every kind of engine reply (read and compared as conform does).
// A call may return anything or throw the project's typed error; anything else is a finding.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { differences, theftDifferences } from "../../conform/compare.js";
import { helloProblem, planFor, readHello } from "../../conform/protocol.js";
import { comparedState, listVectors, readyVector } from "../../conform/vectors.js";
import { isRecord } from "../../dsl/arguments.js";
import { own } from "../../dsl/own.js";
import { checkState, outcomes, play, robbersSpec } from "../../index.js";
import type { GameConformance } from "../../kit/conformance.js";
import type { AnyGame } from "../../kit/game.js";
import { checkGame } from "../../oracle/check.js";
import { compileOptions } from "../../oracle/compile-options.js";
import { explainGame } from "../../oracle/explain.js";
import { parseJsonText } from "../../oracle/json-text.js";
import { MAX_DEPTH } from "../../oracle/limits.js";
import { playTrace } from "../../oracle/play-game.js";
import { readScenarioTextOf } from "../../oracle/scenario-input.js";
import { readTraceTextOf } from "../../oracle/trace-input.js";
import type { PlaygroundGame } from "../../playground/adapter.js";
import { decodeSession } from "../../playground/address.js";
import { importTrace } from "../../playground/trace.js";
import { diceRaceGame } from "../dicerace/index.js";
import { macRobberConformance } from "../macrobber/conformance.js";
import { macRobberGame } from "../macrobber/index.js";
import * as mr from "../macrobber/library/index.js";
import { macRobberPlayground } from "../macrobber/playground-adapter.js";
import { robbersConformance } from "../robbers/conformance.js";
import { robbersGame } from "../robbers/index.js";
import { robbersPlayground } from "../robbers/playground-adapter.js";
import type { Mutation } from "./systematic.js";
import { text, traceValue } from "./targets.js";

/** A document of one format of one game, and what is called with each of its mutations. */
export interface SystematicTarget {
  /** `robbers scenario`, `macrobber trace`... */
  readonly name: string;
  readonly base: unknown;
  readonly run: (m: Mutation) => unknown;
}

/** The text of a mutated trace value: a line for its header and one for each step (what is not a list of steps stays in the header). */
const traceText = (m: Mutation): string => {
  const v = m.value;
  if (!isRecord(v) || !Array.isArray(v.steps)) return `${m.text}\n`;
  const { steps, ...header } = v;
  const stepsText = /^\{.*"steps":(\[.*\])\}$/s.exec(m.text)?.[1];
  // The mutation's own text carries NaN or 1e400 as written: keep it by cutting the steps' text out of it.
  if (stepsText === undefined) return `${JSON.stringify(header)}\n${steps.map((s) => JSON.stringify(s)).join("\n")}\n`;
  return `${m.text.replace(`,"steps":${stepsText}`, "")}\n${splitList(stepsText).join("\n")}\n`;
};

/** The items of a JSON list's text, each as written (split at the top-level commas). */
function splitList(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let from = 1;
  for (let i = 1; i < list.length - 1; i++) {
    const c = list[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(from, i));
      from = i + 1;
    }
  }
  if (list.length > 2) out.push(list.slice(from, list.length - 1));
  return out;
}

const robbersScenario = JSON.parse(text("docs/examples/example-3.scenario.json")) as Record<string, unknown>;
// The first steps of a played game: every kind of step, cheap enough to check thousands of times.
const firstLines = (jsonl: string, n: number) => `${jsonl.split("\n").slice(0, n).join("\n")}\n`;
const robbersTrace = firstLines(text("docs/examples/conforming.trace.jsonl"), 6);
const macRobberTrace = firstLines(text("fixtures/traces/macrobber/mr-3p-seed1.jsonl"), 5);
const macRobberVectorFile = "fixtures/vectors/macrobber/mr-s1-0012.json";
const macRobberScenario = (JSON.parse(text(macRobberVectorFile)) as { scenario: unknown }).scenario;
const robbersVectorFile = "fixtures/vectors/s1-0014.json";

const diceSpec = compileOptions(diceRaceGame, {});
if (!diceSpec.ok) throw new Error("the fuzz run's Dice Race options do not compile");
const diceTrace = `${playTrace(diceRaceGame, diceSpec.spec, {}, ["ann", "ben"], 3, 4).lines.join("\n")}\n`;
const diceScenario = (() => {
  const [header, step] = diceTrace.split("\n").map((l) => (l ? (JSON.parse(l) as Record<string, unknown>) : {}));
  return { format: "dicerace-scenario/1", options: {}, ...(header!.setup as object), event: step!.event };
})();

/** The Robbers' library, called with a mutated scenario's options, state and event. */
function robbersLibrary(s: unknown): unknown {
  if (!isRecord(s)) return null;
  const spec = robbersSpec(s.options as never);
  // The state as the runner sends it to an engine, which is what the library takes.
  const state = { ...robbersConformance.requestState(s), ended: false } as never;
  checkState(spec, state);
  play(spec, state, s.event as never, []);
  const r = outcomes(spec, state, s.event as never, { maxPaths: 2000 });
  return r.ok ? r.outcomes.first(2) : r;
}

/** MacRobber's library, called with a mutated scenario's options and state. */
function macRobberLibrary(s: unknown): unknown {
  if (!isRecord(s)) return null;
  const spec = mr.macRobberSpec(s.options as never);
  mr.checkState(spec, s.state as never);
  mr.nextChoice(spec, s.state as never);
  mr.playerView(s.state as never, "ann");
  return mr.outcomes(spec, s.state as never, { maxPaths: 2000 });
}

const scenarioTargets = (game: AnyGame, label: string, base: unknown, library?: (s: unknown) => unknown) => [
  {
    name: `${label} scenario value (explain${library ? ", library" : ""})`,
    base,
    run: (m: Mutation) => {
      explainGame(game, m.value, { limit: 3 });
      return library?.(m.value);
    },
  },
  {
    name: `${label} scenario text`,
    base,
    run: (m: Mutation) => {
      const read = readScenarioTextOf(game, m.text, "fuzz.json");
      return read.ok ? explainGame(game, read.scenario, { limit: 3 }) : read;
    },
  },
];

const traceTargets = (game: AnyGame, label: string, jsonl: string, pg?: PlaygroundGame): SystematicTarget[] => {
  const targets: SystematicTarget[] = [
    {
      name: `${label} trace value (check)`,
      base: traceValue(jsonl),
      run: (m) => checkGame(game, m.value, { alternatives: false }),
    },
    {
      name: `${label} trace text (check${pg ? ", playground import" : ""})`,
      base: traceValue(jsonl),
      run: async (m) => {
        const t = traceText(m);
        if (pg) importTrace(pg, t);
        const read = readTraceTextOf(game, t, "fuzz.jsonl");
        return read.ok ? await checkGame(game, read.source, { alternatives: false }) : read;
      },
    },
  ];
  if (pg) {
    const imported = importTrace(pg, jsonl);
    if (!imported.ok) throw new Error(`the fuzz run's ${label} trace does not import: ${imported.error.message}`);
    targets.push({
      name: `${label} playground address (decodeSession)`,
      base: { v: 1, ...imported.session },
      run: (m) => decodeSession(pg, Buffer.from(m.text).toString("base64url")),
    });
  }
  return targets;
};

const scratch = mkdtempSync(join(tmpdir(), "robbers-fuzz-vectors-"));
process.once("exit", () => rmSync(scratch, { recursive: true, force: true }));

/** Conform's vector reader (the folder's listing, then the scenario as the oracle reads it) on one mutated vector file. */
const vectorTarget = (game: AnyGame, conformance: GameConformance, label: string, file: string): SystematicTarget => ({
  name: `${label} vector (conform's reader)`,
  base: JSON.parse(text(file)),
  run: async (m) => {
    writeFileSync(join(scratch, "v.json"), m.text);
    const listed = await listVectors(game, conformance, scratch);
    return listed.ok ? listed.value.map((v) => readyVector(game, v)) : listed;
  },
});

/** Conform's reading and checks of an engine's hello, and its plan for a vector under that hello. */
const helloTarget = (
  game: AnyGame,
  conformance: GameConformance,
  label: string,
  base: object,
  file: string,
): SystematicTarget => {
  const vector = (async () => {
    const dir = mkdtempSync(join(scratch, "hello-"));
    writeFileSync(join(dir, "v.json"), text(file));
    const listed = await listVectors(game, conformance, dir);
    if (!listed.ok) throw new Error(`the fuzz run's ${label} vector does not read`);
    return listed.value[0]!;
  })();
  return {
    name: `${label} hello (conform)`,
    base,
    run: async (m) => {
      if (!isRecord(m.value)) return null;
      const hello = readHello(m.value);
      if (typeof hello === "string") return hello;
      return helloProblem(game, hello) ?? planFor(game, hello, await vector);
    },
  };
};

/**
 * Conform's reading of an engine's reply line and its comparison with the rules' answer, for each kind
 * of reply: the line read as the engine reader reads it (the careful reader, 64 levels at most), then
 * a state reply's state and thefts, and an outcomes listing's states and thefts, compared with the
 * vector's. (The runner's judging of a whole vector, VectorRun, runs only behind an engine process.)
 */
const replyTarget = (conformance: GameConformance, label: string, file: string): SystematicTarget => {
  const v = JSON.parse(text(file)) as { outcomes: Record<string, unknown>[] };
  const expected = comparedState(conformance, v.outcomes[0]);
  const field = conformance.theftsField;
  const thefts = field ? own(v.outcomes[0], field) : undefined;
  const state = { type: "state", state: expected, ...(field ? { [field]: thefts } : {}) };
  return {
    name: `${label} engine replies (state, outcomes listing, refused, unsupported)`,
    base: [
      { id: 1, ...state },
      { id: 2, type: "outcomes", outcomes: [{ state: expected, ...(field ? { [field]: thefts } : {}) }] },
      { id: 3, type: "refused", rule: "RB-PLACE-TARGET", message: "no" },
      { id: 4, type: "unsupported", message: "no" },
    ],
    run: (m) => {
      const line = parseJsonText(m.text, { maxDepth: MAX_DEPTH });
      if (!line.ok || !Array.isArray(line.value)) return line;
      for (const reply of line.value) {
        if (!isRecord(reply)) continue;
        const listed = Array.isArray(reply.outcomes) ? reply.outcomes : [reply];
        for (const o of listed) {
          if (!isRecord(o)) continue;
          differences(comparedState(conformance, o.state), expected);
          if (field) theftDifferences(conformance, own(o, field), thefts);
        }
      }
      return line;
    },
  };
};

/** Every systematic target. */
export const SYSTEMATIC_TARGETS: readonly SystematicTarget[] = [
  ...scenarioTargets(robbersGame, "robbers", robbersScenario, robbersLibrary),
  ...scenarioTargets(macRobberGame, "macrobber", macRobberScenario, macRobberLibrary),
  ...scenarioTargets(diceRaceGame, "dicerace", diceScenario),
  ...traceTargets(robbersGame, "robbers", robbersTrace, robbersPlayground),
  ...traceTargets(macRobberGame, "macrobber", macRobberTrace, macRobberPlayground),
  ...traceTargets(diceRaceGame, "dicerace", diceTrace),
  vectorTarget(robbersGame, robbersConformance, "robbers", robbersVectorFile),
  vectorTarget(macRobberGame, macRobberConformance, "macrobber", macRobberVectorFile),
  replyTarget(robbersConformance, "robbers", robbersVectorFile),
  replyTarget(macRobberConformance, "macrobber", macRobberVectorFile),
  helloTarget(
    robbersGame,
    robbersConformance,
    "robbers",
    {
      type: "hello",
      name: "e",
      version: "1",
      games: ["robbers"],
      identity: "outcomes",
      outcomes: true,
      editions: ["C3"],
      events: ["moment"],
      readings: { "INT-ZERO-POINTS": ["used-up"] },
      tags: { required: [true] },
    },
    robbersVectorFile,
  ),
  helloTarget(
    macRobberGame,
    macRobberConformance,
    "macrobber",
    { type: "hello", name: "e", version: "1", games: ["macrobber"], identity: "states", outcomes: false },
    macRobberVectorFile,
  ),
];
