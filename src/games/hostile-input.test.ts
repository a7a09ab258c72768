// Issue 25's hostile inputs, at the library: each refused with the project's typed error (a
// RuleError naming what is wrong and where), never a crash, a silent default or a hang. The
// command-line side of the same findings is in hostile-cli.test.ts.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RuleError } from "../dsl/errors.js";
import {
  checkText,
  describeEffect,
  describeOutcomeSet,
  explainText,
  outcomes,
  play,
  checkState as robbersCheckState,
  robbersSpec,
  vector,
  vectors,
} from "../index.js";
import { oracleFor } from "../oracle/bound.js";
import { decodeSession } from "../playground/address.js";
import { importTrace } from "../playground/trace.js";
import {
  newGame as macRobberNewGame,
  macRobberSpec,
  checkState as mrCheckState,
  nextChoice as mrNextChoice,
  outcomes as mrOutcomes,
} from "./macrobber/library/api.js";
import { arrange } from "./macrobber/library/arrange.js";
import { effectView, playerView } from "./macrobber/library/view.js";
import { macRobberOracle } from "./macrobber/oracle.js";
import { robbersGame } from "./robbers/index.js";
import { robbersPlayground } from "./robbers/playground-adapter.js";

const RESERVED = ["__proto__", "constructor", "prototype"];
const robbersOracle = oracleFor(robbersGame);
const scratchDir = mkdtempSync(join(tmpdir(), "robbers-hostile-"));
const scratchFile = (name: string, text: string): string => {
  const file = join(scratchDir, name);
  writeFileSync(file, text);
  return file;
};

/** The typed error `run` throws (fails the test when it throws anything else, or nothing). */
function thrown(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error("expected a RuleError, nothing was thrown");
}

describe("a MacRobber action named after an Object.prototype member", () => {
  const lines = readFileSync("fixtures/traces/macrobber/mr-4p-seed2.jsonl", "utf8").split("\n");
  const withAction = (name: string) =>
    [
      ...lines.slice(0, 2),
      lines[2]!.replace('"action":"bagpipers"', `"action":${JSON.stringify(name)}`),
      ...lines.slice(3),
    ].join("\n");

  it.each(["toString", "constructor", "hasOwnProperty", "valueOf"])(
    "%s is refused under MR-ACT-CHOOSE by check()",
    async (name) => {
      const trace = withAction(name);
      expect(trace).toContain(`"action":"${name}"`);
      const [header, ...steps] = trace
        .split("\n")
        .filter((l) => l.trim() !== "")
        .map((l) => JSON.parse(l) as object);
      const result = await macRobberOracle.check({ ...header, steps });
      expect(result.status).toBe("diverges");
      if (result.status === "diverges") expect(result.divergence.rules).toContain("MR-ACT-CHOOSE");
    },
  );
});

describe("player names that are Object.prototype members", () => {
  it.each(RESERVED)("%s is refused by The Robbers' and MacRobber's state checks and by MacRobber's newGame", (name) => {
    const mr = macRobberSpec();
    const mrError = thrown(() => macRobberNewGame(mr, [name, "b", "c"], 1));
    expect(mrError).toMatchObject({ rules: ["MR-PLAYERS"], path: "$.players[0]" });
    expect(mrError.reason).toMatch(/cannot be a player id/);
    const robbers = robbersSpec();
    const state = {
      players: ["a", name],
      active: "a",
      messages: false,
      figures: Object.fromEntries([
        ["a", { meeple: 0 }],
        [name, { meeple: 0 }],
      ]),
      robbers: Object.fromEntries([
        ["a", null],
        [name, null],
      ]),
      bagTilesDrawn: 0,
      messagesDrawn: {},
      ended: false,
    };
    expect(robbersCheckState(robbers, state as never)).toMatchObject({ rules: ["BASE-PLAYERS"], path: "$.players[1]" });
  });

  it("a 2,000,000-character name is refused by the library as the file readers refuse it (64 at most)", () => {
    const long = "x".repeat(2_000_000);
    const error = thrown(() => macRobberNewGame(macRobberSpec(), [long, "b", "c"], 1));
    expect(error.reason).toBe("a player id has at most 64 characters, got 2000000");
    const state = macRobberNewGame(macRobberSpec(), ["a", "b", "c"], 1);
    expect(mrCheckState(macRobberSpec(), { ...state, players: [long, "b", "c"] })?.reason).toMatch(/at most 64/);
  });
});

describe("seeds and counts of the library's vectors and new games", () => {
  it.each([
    [{ seed: 1, count: 1e9 }, "$.count"],
    [{ seed: 1, count: Infinity }, "$.count"],
    [{ seed: -1, count: 1 }, "$.seed"],
    [{ seed: Number.NaN, count: 1 }, "$.seed"],
    [{ seed: "1", count: 1 }, "$.seed"],
    [{ seed: 2 ** 32, count: 1 }, "$.seed"],
    [{ seed: 1, count: 1, start: -5 }, "$.start"],
    [{ seed: 1, count: 1, start: 1.5 }, "$.start"],
    [null, "$"],
  ])("vectors(%j) is refused at %s before any work", (options, path) => {
    const error = thrown(() => vectors(options as never));
    expect(error).toMatchObject({ kind: "invalid-argument", path });
    expect(error.message).not.toMatch(/^: /);
  });

  it("vector(1, -1) is refused", () => {
    expect(thrown(() => vector(1, -1))).toMatchObject({ kind: "invalid-argument", path: "$.index" });
  });

  it.each([-1, 2 ** 32, 1.5, Number.NaN])("MacRobber's newGame refuses seed %d instead of wrapping it", (seed) => {
    expect(thrown(() => macRobberNewGame(macRobberSpec(), ["a", "b", "c"], seed))).toMatchObject({
      rules: ["MR-CHANCE-SEEDED"],
      path: "$.seed",
    });
  });
});

describe("errors about options", () => {
  it("an unknown edition is named, not quoted whole, and the message does not start with ': '", () => {
    const error = thrown(() => robbersSpec({ edition: "C9".repeat(100_000) as never }));
    expect(error.message.length).toBeLessThan(2_300);
    expect(error.message).not.toMatch(/^: /);
    expect(error.message).toMatch(/^unknown edition "C9C9/);
  });
});

describe("the playground's address and trace import", () => {
  it("an address of 10,000 nested arrays gets a sentence, not a stack overflow", () => {
    const text = `{"v":1,"game":"robbers","history":[],"setup":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const fragment = Buffer.from(text).toString("base64url");
    const r = decodeSession(robbersPlayground, fragment);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.message).toMatch(
        /^The address does not hold a playground session: its content is not JSON the playground reads \(not valid JSON: .*nest/,
      );
  });

  it("a refused address quotes a few characters of what it found, not all of it", () => {
    const fragment = Buffer.from(JSON.stringify({ v: 1, game: "x".repeat(5_000_000) })).toString("base64url");
    const r = decodeSession(robbersPlayground, fragment);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeLessThan(200);
  });

  const json = readFileSync("docs/examples/everyone-places.trace.json", "utf8");
  const jsonl = readFileSync("docs/examples/conforming.trace.jsonl", "utf8");

  it("importTrace reads a leading BOM and lone-CR line ends as check does", () => {
    const [header, ...steps] = jsonl
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as object);
    expect(importTrace(robbersPlayground, `\uFEFF${JSON.stringify({ ...header, steps }, null, 2)}`).ok).toBe(true);
    expect(importTrace(robbersPlayground, `\uFEFF${jsonl}`).ok).toBe(true);
    expect(importTrace(robbersPlayground, jsonl.replace(/\n/g, "\r")).ok).toBe(true);
  });

  it("importTrace tells a duplicate key or __proto__ in a pretty-printed trace as check does", async () => {
    for (const [key, words] of [
      ["title", 'duplicate key "title"'],
      ["__proto__", 'the key "__proto__" is not allowed'],
    ]) {
      const text = json.replace('  "options": {', `  "${key}": "again",\n  "options": {`);
      const imported = importTrace(robbersPlayground, text, "t.json");
      expect(imported.ok).toBe(false);
      const checked = await robbersOracle.checkFile(scratchFile("t.json", text));
      expect(checked.status).toBe("unreadable");
      if (!imported.ok && checked.status === "unreadable") {
        expect(imported.error.message).toContain(words);
        expect(imported.error.message).toBe(checked.error.message);
        expect(imported.error.line).toBe(checked.error.line);
      }
    }
  });
});

describe("the library's entry points answer malformed values with the typed error (found by the fuzz run)", () => {
  const spec = robbersSpec();
  const state = {
    players: ["red", "blue"],
    active: "red",
    messages: false,
    figures: { red: { meeple: 4 }, blue: { meeple: 9 } },
    robbers: { red: null, blue: null },
    bagTiles: 0,
    messagesDrawn: { red: 0, blue: 0 },
    ended: false,
  };

  it.each([
    ["a null spec", () => play(null as never, state as never, { kind: "bag-tile" })],
    ["a null state", () => outcomes(spec, null as never, { kind: "bag-tile" })],
    ["a null event", () => play(spec, state as never, null as never)],
    ["a null choice", () => play(spec, state as never, { kind: "bag-tile" }, [null] as never)],
    [
      "choices that are neither a list nor a strategy",
      () => play(spec, state as never, { kind: "bag-tile" }, 7 as never),
    ],
  ])("%s: ok false with a RuleError", (_what, call) => {
    const r = call();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBeInstanceOf(RuleError);
  });

  it.each([
    ["describeEffect(null)", () => describeEffect(null as never)],
    [
      "describeEffect with a thief without a prototype",
      () => describeEffect({ type: "steal", thief: Object.create(null), rules: [] } as never),
    ],
    ["describeOutcomeSet(null)", () => describeOutcomeSet(null as never)],
    ["checkText(null)", () => checkText(null as never)],
    ["explainText(null)", () => explainText(null as never)],
    ["MacRobber playerView(null)", () => playerView(null as never, "ann")],
    ["MacRobber effectView(null)", () => effectView(null as never, "ann")],
    [
      "MacRobber arrange with clans: 7",
      () => arrange(macRobberSpec(), { players: ["a", "b", "c"], seed: 1, clans: 7 } as never),
    ],
  ])("%s throws a RuleError, not a TypeError or a pattern-matching error", (_what, call) => {
    expect(thrown(call).kind).toBe("invalid-argument");
  });

  it("MacRobber outcomes refuses a state checkState refuses (a sack with -5 yellow) instead of answering ok", () => {
    const mr = macRobberSpec();
    const s = macRobberNewGame(mr, ["ann", "ben", "cat"], 1);
    const bad = { ...s, sack: { ...s.sack, yellow: -5 } };
    expect(mrCheckState(mr, bad)).toBeInstanceOf(RuleError);
    const r = mrOutcomes(mr, bad);
    expect(r.ok).toBe(false);
    expect(() => mrNextChoice(mr, { ...s, clans: null } as never)).toThrow(RuleError);
  });
});
