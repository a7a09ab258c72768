// What the fuzz run calls, input by input: every reader (JSON text, JSON Lines, scenarios and traces
// of each game), the library's entry points (The Robbers and MacRobber), the playground's address
// and trace import, and the conformance runner's reading of engine replies. Each target draws its
// inputs from valid documents and values changed in a few places (hostile.ts).
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import fc from "fast-check";
import { differences, theftDifferences } from "../../conform/compare.js";
import { readHello } from "../../conform/protocol.js";
import {
  checkState,
  checkText,
  compareEditions,
  describeChoice,
  describeEffect,
  describeOutcomeSet,
  explain,
  explainText,
  outcomes,
  play,
  robbersSpec,
  vector,
  vectors,
} from "../../index.js";
import type { AnyGame } from "../../kit/game.js";
import { checkGame } from "../../oracle/check.js";
import { explainGame } from "../../oracle/explain.js";
import { parseJsonText } from "../../oracle/json-text.js";
import { linesOfChunks } from "../../oracle/jsonl-lines.js";
import { readScenarioTextOf } from "../../oracle/scenario-input.js";
import { readTraceTextOf } from "../../oracle/trace-input.js";
import type { PlaygroundGame } from "../../playground/adapter.js";
import { decodeSession } from "../../playground/address.js";
import { importTrace } from "../../playground/trace.js";
import { macRobberGame } from "../macrobber/index.js";
import * as mr from "../macrobber/library/index.js";
import { macRobberPlayground } from "../macrobber/playground-adapter.js";
import { robbersConformance } from "../robbers/conformance.js";
import { robbersGame } from "../robbers/index.js";
import { robbersPlayground } from "../robbers/playground-adapter.js";
import { changedFrom, hostileValue, splicedFrom } from "./hostile.js";

/** One thing the fuzz run calls: what it draws, and the call (a thrown RuleError is a typed answer). */
export interface FuzzTarget {
  /** A name for the counts (`reader: robbers trace text`). */
  readonly name: string;
  /** What kind of entry point it is. */
  readonly group: "reader" | "library" | "playground" | "engine replies";
  readonly input: fc.Arbitrary<unknown>;
  readonly run: (input: unknown) => unknown;
  /** Its share of the run's inputs, relative to the others: cheap calls get more (a trace replays every step). */
  readonly weight: number;
}

const root = new URL("../../../", import.meta.url);
/** A file of the package, as text. */
export const text = (path: string): string => readFileSync(new URL(path, root), "utf8");
const json = (path: string): unknown => JSON.parse(text(path));

/** A JSON Lines trace as its header and steps (the value `check` takes). */
export const traceValue = (jsonl: string): Record<string, unknown> => {
  const [header, ...steps] = jsonl
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...header, steps };
};

const robbersScenarioText = text("docs/examples/example-3.scenario.json");
const robbersTraceText = text("docs/examples/conforming.trace.jsonl");
// The first steps of a played game: enough for every kind of step, cheap enough to replay a million times.
const macRobberTraceText = `${text("fixtures/traces/macrobber/mr-3p-seed1.jsonl").split("\n").slice(0, 12).join("\n")}\n`;
const macRobberScenario = (json("fixtures/vectors/macrobber/mr-n1-0000.json") as { scenario: unknown }).scenario;
const macRobberScenarioText = JSON.stringify(macRobberScenario, null, 1);

const spec = robbersSpec();
const robbersState = {
  players: ["red", "blue", "green"],
  active: "red",
  messages: true,
  figures: { red: { meeple: 4, messenger: 2 }, blue: { meeple: 9, messenger: 0 }, green: { meeple: 12, messenger: 5 } },
  robbers: { red: null, blue: 4, green: 9 },
  bagTiles: 1,
  messagesDrawn: { red: 0, blue: 1, green: 0 },
  ended: false,
};
const robbersEvents = [
  { kind: "moment", awards: [{ player: "red", points: 5, source: "feature" }] },
  { kind: "bag-tile" },
  { kind: "messenger-backward", player: "green", spaces: 2, source: "message" },
];
const robbersEffect = { type: "steal", thief: "blue", victim: "red", points: 2, rules: ["RB-STEAL"] };

const mrSpec = mr.macRobberSpec();
const mrState = mr.newGame(mrSpec, ["ann", "ben", "cat"], 1);
const mrLater = mr.randomGame(mrSpec, ["ann", "ben", "cat"], 3).steps;
const mrEffect = mrLater.flatMap((s) => s.effects)[5] ?? { type: "none" };

/** A spec argument: the compiled one nearly always, sometimes something else. */
const specOr = <S>(good: S): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(good) }, { weight: 1, arbitrary: hostileValue });

const readerTargets = (
  game: AnyGame,
  scenarioText: string,
  traceText: string,
  label: string,
  traceValueWeight: number,
): FuzzTarget[] => [
  {
    name: `${label} scenario text`,
    weight: 2,
    group: "reader",
    input: splicedFrom(scenarioText),
    run: (t) => {
      const read = readScenarioTextOf(game, t as string, "fuzz.json");
      return read.ok ? explainGame(game, read.scenario, { limit: 3 }) : read;
    },
  },
  {
    name: `${label} scenario value`,
    weight: 2,
    group: "reader",
    input: changedFrom(JSON.parse(scenarioText)),
    run: (v) => explainGame(game, v, { limit: 3 }),
  },
  {
    name: `${label} trace text (JSON Lines)`,
    weight: 6,
    group: "reader",
    input: splicedFrom(traceText),
    run: async (t) => {
      const read = readTraceTextOf(game, t as string, "fuzz.jsonl");
      return read.ok ? checkGame(game, read.source, { alternatives: false }) : read;
    },
  },
  {
    name: `${label} trace value`,
    weight: traceValueWeight,
    group: "reader",
    input: changedFrom(traceValue(traceText)),
    run: (v) => checkGame(game, v, { alternatives: false }),
  },
];

const playgroundTargets = (
  pg: PlaygroundGame,
  traceText: string,
  label: string,
  importWeight: number,
): FuzzTarget[] => {
  const imported = importTrace(pg, traceText);
  if (!imported.ok) throw new Error(`the fuzz run's ${label} trace does not import: ${imported.error.message}`);
  const session = { v: 1, ...imported.session };
  return [
    {
      name: `${label} address (decodeSession)`,
      weight: 3,
      group: "playground",
      input: fc.oneof(
        changedFrom(session).map((s) => Buffer.from(JSON.stringify(s) ?? "null").toString("base64url")),
        splicedFrom(Buffer.from(JSON.stringify(session)).toString("base64url")),
      ),
      run: (fragment) => decodeSession(pg, fragment as string),
    },
    {
      name: `${label} trace import`,
      weight: importWeight,
      group: "playground",
      input: splicedFrom(traceText),
      run: (t) => importTrace(pg, t as string),
    },
  ];
};

/** Every target of the fuzz run. */
export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  {
    name: "JSON text (the careful reader)",
    weight: 12,
    group: "reader",
    input: fc.oneof(splicedFrom(robbersScenarioText), fc.string({ maxLength: 40 })),
    run: (t) => parseJsonText(t as string, { maxDepth: 64 }),
  },
  {
    name: "JSON Lines (bytes in chunks)",
    weight: 6,
    group: "reader",
    input: fc.tuple(
      splicedFrom(robbersTraceText.slice(0, 600)).map((t) => Buffer.from(t, "latin1")),
      fc.array(fc.nat(), { maxLength: 4 }),
    ),
    run: async (input) => {
      const [bytes, cuts] = input as [Buffer, number[]];
      const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
      const chunks = [0, ...at].map((from, i) => bytes.subarray(from, at[i] ?? bytes.length)).filter((c) => c.length);
      let lines = 0;
      for await (const read of linesOfChunks(Readable.from(chunks), "fuzz.jsonl", 256)) lines += read.length;
      return lines;
    },
  },
  ...readerTargets(robbersGame, robbersScenarioText, robbersTraceText, "robbers", 1.5),
  // A changed MacRobber step is searched for the outcome the trace claims (up to 2,000 outcomes): the dearest call.
  ...readerTargets(macRobberGame, macRobberScenarioText, macRobberTraceText, "macrobber", 0.1),
  {
    name: "robbers robbersSpec / compareEditions",
    weight: 10,
    group: "library",
    input: fc.tuple(
      changedFrom({ edition: "C2-ZMan", interpretations: { "INT-ZERO-POINTS": "used-up" } }),
      hostileValue,
    ),
    run: (input) => {
      const [options, other] = input as [unknown, unknown];
      robbersSpec(options as never);
      return compareEditions(options as never, other as never);
    },
  },
  {
    name: "robbers checkState / play / outcomes",
    weight: 6,
    group: "library",
    input: fc.tuple(
      specOr(spec),
      fc.oneof(fc.constant(robbersState), changedFrom(robbersState)),
      fc.oneof(...robbersEvents.map((e) => fc.oneof(fc.constant(e), changedFrom(e)))),
      fc.oneof(fc.constant([]), changedFrom([{ kind: "place", actor: "red", pick: { action: "decline" } }])),
    ),
    run: (input) => {
      const [s, state, event, choices] = input as [never, never, never, never];
      checkState(s, state);
      play(s, state, event, choices);
      const r = outcomes(s, state, event, { maxPaths: 2000 });
      return r.ok ? r.outcomes.first(2) : r;
    },
  },
  {
    name: "robbers vector / vectors",
    weight: 0.5,
    group: "library",
    input: fc.tuple(changedFrom({ seed: 1, count: 1, start: 0 }), hostileValue, hostileValue),
    run: (input) => {
      const [options, seed, index] = input as [never, never, never];
      // A count the library accepts is generated in full: only malformed calls are worth the time here.
      if (
        typeof (options as { count?: unknown } | null)?.count === "number" &&
        (options as { count: number }).count > 3
      )
        return null;
      try {
        vector(seed, index);
      } catch (error) {
        if (
          typeof index === "number" &&
          Number.isInteger(index) &&
          index >= 0 &&
          index < 50 &&
          typeof seed === "number"
        )
          throw error;
      }
      return vectors(options);
    },
  },
  {
    name: "robbers describe / checkText / explainText / explain",
    weight: 10,
    group: "library",
    input: fc.tuple(fc.nat({ max: 5 }), fc.oneof(changedFrom(robbersEffect), hostileValue)),
    run: (input) => {
      const [which, v] = input as [number, never];
      return [
        describeEffect,
        describeOutcomeSet,
        checkText,
        explainText,
        (x: never) => explain(x, { limit: 2 }),
        describeChoice,
      ][which]!(v);
    },
  },
  {
    name: "macrobber macRobberSpec / newGame / randomGame",
    weight: 10,
    group: "library",
    input: fc.tuple(
      changedFrom({ interpretations: { "MR-INT-ONE-TOKEN": "several" } }),
      changedFrom(["ann", "ben", "cat"]),
      hostileValue,
    ),
    run: (input) => {
      const [options, players, seed] = input as [never, never, never];
      const s = mr.macRobberSpec(options);
      mr.newGame(s, players, seed);
      return typeof seed === "number" && seed >= 0 && seed < 100 ? null : mr.randomGame(s, players, seed, 1, 5);
    },
  },
  {
    name: "macrobber checkState / play / outcomes / nextChoice",
    weight: 8,
    group: "library",
    input: fc.tuple(
      specOr(mrSpec),
      fc.oneof(changedFrom(mrState), ...mrLater.slice(0, 6).map((st) => changedFrom(st.event))),
    ),
    run: (input) => {
      const [s, state] = input as [never, never];
      mr.checkState(s, state);
      mr.nextChoice(s, state);
      mr.play(s, state, null, []);
      return mr.outcomes(s, state, { maxPaths: 2000 });
    },
  },
  {
    name: "macrobber playerView / effectView / arrange",
    weight: 10,
    group: "library",
    input: fc.tuple(
      changedFrom(mrState),
      changedFrom(mrEffect),
      hostileValue,
      changedFrom({ players: ["ann", "ben", "cat"], seed: 1, phase: "act", active: "ben" }),
    ),
    run: (input) => {
      const [state, effect, player, arrangement] = input as [never, never, never, never];
      mr.playerView(state, player);
      mr.effectView(effect, player);
      return mr.arrange(mrSpec, arrangement);
    },
  },
  ...playgroundTargets(robbersPlayground, robbersTraceText, "robbers", 3),
  ...playgroundTargets(macRobberPlayground, macRobberTraceText, "macrobber", 1),
  {
    name: "engine replies (hello, states, thefts)",
    weight: 12,
    group: "engine replies",
    input: fc.oneof(
      changedFrom({
        type: "hello",
        name: "e",
        games: ["robbers"],
        readings: { "INT-ZERO-POINTS": ["used-up"] },
        identity: "outcomes",
        outcomes: true,
      }),
      changedFrom({ type: "state", state: robbersState, thefts: [{ thief: "blue", victim: "red", points: 2 }] }),
    ),
    run: (reply) => {
      if (reply === null || typeof reply !== "object" || Array.isArray(reply)) return null;
      const r = reply as Record<string, unknown>;
      readHello(r);
      differences(r.state, robbersState);
      return theftDifferences(robbersConformance, r.thefts, [{ thief: "blue", victim: "red", points: 2 }]);
    },
  },
];
