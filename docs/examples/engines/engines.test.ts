// The example engines of docs/examples/engines/, run as separate processes over the conformance
// protocol (docs/conformance-protocol.md) with no runner of ours: each engine is started once, says
// hello, and gets one `apply` per outcome of every committed vector (fixtures/vectors/s1-*.json),
// streamed, plus one `outcomes` per vector when it lists outcomes. The conforming engines (Node and
// Python) must agree with every vector; each broken engine must disagree somewhere, and only where
// its bug is involved; illegal choices and impossible events must be refused.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const vectorDir = join(root, "fixtures/vectors");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
interface Choice {
  kind: string;
  actor: string;
  pick: Json;
}
interface Outcome {
  figures: Obj;
  robbers: Obj;
  messagesDrawn: Obj;
  active: string;
  bagTiles: number;
  ended: boolean;
  steals: Obj[];
  choices: Choice[];
  cites: string[];
}
interface Scenario {
  options: { edition: string; interpretations: Record<string, string> };
  players: string[];
  messages: boolean;
  active: string;
  figures: Record<string, { meeple: number; messenger?: number }>;
  robbers: Record<string, number | null>;
  bagTiles: number;
  messagesDrawn: Record<string, number>;
  event: Obj & { kind: string };
}
interface Vector {
  id: string;
  distinct: number;
  scenario: Scenario;
  outcomes: Outcome[];
}
interface Reply {
  id: number;
  type: string;
  [key: string]: unknown;
}

const vectors: Vector[] = readdirSync(vectorDir)
  .filter((f) => /^s1-\d+\.json$/.test(f))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(vectorDir, f), "utf8")) as Vector);
const STATE_FIELDS = ["figures", "robbers", "messagesDrawn", "active", "bagTiles", "ended"] as const;

/** One engine process: requests are written as they come, replies matched by id. */
class Session {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 0;
  private readonly stderr: string[] = [];
  private exited: string | null = null;

  constructor(
    readonly name: string,
    command: string,
    args: readonly string[],
  ) {
    this.child = spawn(command, args, { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      let reply: Reply;
      try {
        reply = JSON.parse(line) as Reply;
      } catch {
        this.fail(`${name} wrote a line that is not JSON: ${line.slice(0, 200)}`);
        return;
      }
      const resolve = this.pending.get(reply.id);
      if (!resolve) return this.fail(`${name} answered an unknown id: ${line.slice(0, 200)}`);
      this.pending.delete(reply.id);
      resolve(reply);
    });
    this.child.stderr.on("data", (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.child.on("error", (err) => this.fail(`${name} could not start: ${err.message}`));
    this.child.on("exit", (code) => this.fail(`${name} exited (${code})`));
  }

  private fail(why: string): void {
    this.exited ??= `${why}\n${this.stderr.join("").slice(-2000)}`;
    for (const [id, resolve] of this.pending) resolve({ id, type: "<no reply>", message: this.exited });
    this.pending.clear();
  }

  /** Sends one request (an id is added) and resolves with the engine's reply. */
  send(request: Obj): Promise<Reply> {
    const id = this.nextId++;
    if (this.exited) return Promise.resolve({ id, type: "<no reply>", message: this.exited });
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  close(): void {
    if (this.exited === null) {
      this.child.stdin.end(`${JSON.stringify({ id: this.nextId++, type: "bye" })}\n`);
      setTimeout(() => this.child.kill(), 2000).unref();
    }
  }
}

const stateOf = (s: Scenario): Obj => ({
  players: s.players,
  messages: s.messages,
  active: s.active,
  figures: s.figures as unknown as Obj,
  robbers: s.robbers,
  bagTiles: s.bagTiles,
  messagesDrawn: s.messagesDrawn,
});
const applyRequest = (v: Vector, choices: readonly Choice[], scenario: Scenario = v.scenario): Obj => ({
  type: "apply",
  vector: v.id,
  options: scenario.options,
  state: stateOf(scenario),
  event: scenario.event,
  choices: choices as unknown as Json[],
});

/** One outcome's `apply` reply against the vector: the differing fields, described ([] when it agrees). */
function differences(reply: Reply, o: Outcome, withSteals: boolean): string[] {
  if (reply.type !== "state") return [`replied ${JSON.stringify(reply).slice(0, 300)}`];
  const state = (reply.state ?? {}) as Record<string, unknown>;
  const out = STATE_FIELDS.filter((f) => !isDeepStrictEqual(state[f], o[f])).map(
    (f) => `${f}: engine ${JSON.stringify(state[f])}, vector ${JSON.stringify(o[f])}`,
  );
  if (withSteals && !isDeepStrictEqual(reply.steals, o.steals))
    out.push(`steals: engine ${JSON.stringify(reply.steals)}, vector ${JSON.stringify(o.steals)}`);
  return out;
}

interface Mismatch {
  vector: Vector;
  outcome: Outcome;
  index: number;
  diffs: string[];
}
interface Run {
  hello: Reply;
  mismatches: Mismatch[];
  applied: number;
}

/** Hello, then every outcome of every vector, streamed. */
async function replayAll(session: Session): Promise<Run> {
  const hello = await session.send({ type: "hello", protocol: "conformance/1", game: "robbers" });
  const withSteals = hello.identity === "outcomes";
  const jobs = vectors.flatMap((vector) =>
    vector.outcomes.map((outcome, index) =>
      session
        .send(applyRequest(vector, outcome.choices))
        .then((reply) => ({ vector, outcome, index, diffs: differences(reply, outcome, withSteals) })),
    ),
  );
  const results = await Promise.all(jobs);
  return { hello, mismatches: results.filter((r) => r.diffs.length > 0), applied: results.length };
}

const describeMismatches = (ms: readonly Mismatch[]): string[] =>
  ms
    .slice(0, 10)
    .map(
      (m) =>
        `${m.vector.id} outcome ${m.index} (${m.vector.scenario.options.edition}, ${m.vector.scenario.event.kind}; choices ${JSON.stringify(m.outcome.choices)}): ${m.diffs.join("; ")}`,
    );

const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

/** The vectors whose outcome set (state and thefts) the engine's `outcomes` listing does not equal. */
async function listingMismatches(session: Session): Promise<string[]> {
  const jobs = vectors.map(async (v) => {
    const reply = await session.send({
      type: "outcomes",
      vector: v.id,
      options: v.scenario.options,
      state: stateOf(v.scenario),
      event: v.scenario.event,
    });
    if (reply.type !== "outcomes" || !Array.isArray(reply.outcomes))
      return `${v.id}: replied ${JSON.stringify(reply).slice(0, 300)}`;
    const mine = new Set(
      (reply.outcomes as { state: Record<string, unknown>; steals: unknown }[]).map((o) =>
        canonical({ ...Object.fromEntries(STATE_FIELDS.map((f) => [f, o.state[f]])), steals: o.steals }),
      ),
    );
    const theirs = new Set(
      v.outcomes.map((o) => canonical({ ...Object.fromEntries(STATE_FIELDS.map((f) => [f, o[f]])), steals: o.steals })),
    );
    const missing = [...theirs].filter((x) => !mine.has(x));
    const extra = [...mine].filter((x) => !theirs.has(x));
    if (theirs.size !== v.distinct)
      return `${v.id}: the vector lists ${theirs.size} distinct outcomes, says ${v.distinct}`;
    return missing.length + extra.length === 0
      ? null
      : `${v.id}: ${missing.length} outcome(s) missing, ${extra.length} not in the vector, e.g. ${(missing[0] ?? extra[0])!.slice(0, 300)}`;
  });
  return (await Promise.all(jobs)).filter((x): x is string => x !== null);
}

/** Illegal requests built from the vectors, each with the rule that refuses it (null: no rule named). */
function illegalRequests(): { what: string; request: Obj; rule: string | null }[] {
  const out: { what: string; request: Obj; rule: string | null }[] = [];
  const firstWith = (test: (v: Vector, o: Outcome, c: Choice) => boolean): [Vector, Outcome, number] => {
    for (const v of vectors)
      for (const o of v.outcomes) for (const [i, c] of o.choices.entries()) if (test(v, o, c)) return [v, o, i];
    throw new Error("no vector has such a choice");
  };
  const withChoice = (o: Outcome, i: number, pick: Json): Choice[] =>
    o.choices.map((c, j) => (j === i ? { ...c, pick } : c));

  // A robber stealing from its own player (RB-STEAL-SELF).
  {
    const [v, o, i] = firstWith((_, __, c) => c.kind === "steal");
    const c = o.choices[i]!;
    out.push({
      what: `${v.id}: ${c.actor} steals from ${c.actor}`,
      request: applyRequest(v, withChoice(o, i, { victim: c.actor, figure: "meeple" })),
      rule: "RB-STEAL-SELF",
    });
  }
  // A robber placed where no other player's scoring figure stands (RB-PLACE-TARGET).
  {
    const [v, o, i] = firstWith((_, __, c) => c.kind === "place" && (c.pick as Obj).action === "place");
    const c = o.choices[i]!;
    const s = v.scenario;
    const loop = s.options.interpretations["INT-SAME-SPACE"] !== "score";
    const taken = new Set(
      s.players
        .filter((p) => p !== c.actor)
        .flatMap((p) => [s.figures[p]!.meeple, ...(s.messages ? [s.figures[p]!.messenger ?? 0] : [])])
        .map((n) => (loop ? n % 50 : n)),
    );
    const empty = [...Array(50).keys()].find((n) => !taken.has(n))!;
    out.push({
      what: `${v.id}: ${c.actor} places on empty space ${empty}`,
      request: applyRequest(v, withChoice(o, i, { action: "place", at: empty })),
      rule: "RB-PLACE-TARGET",
    });
  }
  // Declining where placing is mandatory (C2 Z-Man).
  {
    const [v, o, i] = firstWith(
      (v, _, c) => v.scenario.options.edition === "C2-ZMan" && c.kind === "place" && (c.pick as Obj).action === "place",
    );
    out.push({
      what: `${v.id}: ${o.choices[i]!.actor} declines under C2-ZMan`,
      request: applyRequest(v, withChoice(o, i, { action: "decline" })),
      rule: null,
    });
  }
  // A ninth bag tile (RB-SETUP-TILES).
  {
    const v = vectors.find((x) => x.scenario.event.kind === "bag-tile")!;
    out.push({
      what: `${v.id} with 8 bag tiles already placed`,
      request: applyRequest(v, [], { ...v.scenario, bagTiles: 8 }),
      rule: "RB-SETUP-TILES",
    });
  }
  // A choice for a decision the rules never ask: a steal at the start of a turn.
  {
    const v = vectors.find((x) => x.scenario.event.kind === "turn")!;
    const [a, b] = v.scenario.players as [string, string];
    out.push({
      what: `${v.id}: a steal choice in a turn event`,
      request: applyRequest(v, [{ kind: "steal", actor: a, pick: { victim: b, figure: "meeple" } }]),
      rule: null,
    });
  }
  // A figure moving back further than its points.
  {
    const v = vectors.find((x) => x.scenario.event.kind === "backward")!;
    const e = v.scenario.event;
    out.push({
      what: `${v.id}: moving back below 0`,
      request: applyRequest(v, [], { ...v.scenario, event: { ...e, points: 100_001 } }),
      rule: "BASE-SCOREBOARD",
    });
  }
  return out;
}

const node = process.execPath;
const python = process.platform === "win32" ? "python" : "python3";
const engineFile = (f: string) => join(here, f);
const engines = {
  conforming: [node, "conforming.mjs"],
  python: [python, "conforming.py"],
  roundsDown: [node, "rounds-down.mjs"],
  robsRogue: [node, "robs-rogue-points.mjs"],
  everyonePlaces: [node, "everyone-places.mjs"],
} as const;
type Name = keyof typeof engines;
const sessions = {} as Record<Name, Session>;
const runs = {} as Record<Name, Run>;

// Every engine is started once and the five replay side by side.
beforeAll(async () => {
  const names = Object.keys(engines) as Name[];
  for (const n of names) sessions[n] = new Session(engines[n][1], engines[n][0], [engineFile(engines[n][1])]);
  const done = await Promise.all(names.map((n) => replayAll(sessions[n])));
  names.forEach((n, i) => {
    runs[n] = done[i]!;
  });
}, 60_000);

afterAll(() => {
  for (const s of Object.values(sessions)) s.close();
});

const outcomeCount = vectors.reduce((n, v) => n + v.outcomes.length, 0);

it("the committed vectors are there to replay", () => {
  expect(vectors.length).toBeGreaterThanOrEqual(300);
  expect(outcomeCount).toBeGreaterThan(1000);
});

describe.each([
  ["conforming.mjs", "conforming"],
  ["conforming.py", "python"],
] as const)("%s", (_, name) => {
  it("says hello: The Robbers, every edition and event kind, thefts reported, outcomes listed", () => {
    const hello = runs[name].hello;
    expect(hello.type).toBe("hello");
    expect(hello.games).toEqual(["robbers"]);
    expect(hello.editions).toEqual(["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"]);
    expect(hello.events).toEqual(["bag-tile", "moment", "backward", "turn", "game-end"]);
    expect(hello.readings).toBeUndefined(); // every reading of every interpretation
    expect(hello.identity).toBe("outcomes");
    expect(hello.outcomes).toBe(true);
  });

  it("reproduces every outcome of every vector from its choices (states and thefts)", () => {
    expect(runs[name].applied).toBe(outcomeCount);
    expect(describeMismatches(runs[name].mismatches)).toEqual([]);
  });

  it("lists exactly the outcomes of every vector", async () => {
    expect(await listingMismatches(sessions[name])).toEqual([]);
  });

  it("refuses illegal choices and impossible events, naming the rule", async () => {
    const cases = illegalRequests();
    const replies = await Promise.all(cases.map((c) => sessions[name].send(c.request)));
    const wrong = cases.flatMap((c, i) => {
      const r = replies[i]!;
      return r.type !== "refused" || (c.rule !== null && r.rule !== c.rule)
        ? [`${c.what}: ${JSON.stringify(r).slice(0, 300)}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the broken engines each break one rule, and only where it matters", () => {
  it("rounds-down.mjs (RB-STEAL-HALF): disagrees, and only on outcomes with a theft from an odd number of points", () => {
    const ms = runs.roundsDown.mismatches;
    expect(ms.length).toBeGreaterThan(0);
    const unexplained = ms.filter(
      (m) => !m.outcome.steals.some((s) => typeof s.points === "number" && s.points % 2 === 1),
    );
    expect(describeMismatches(unexplained)).toEqual([]);
  });

  it("robs-rogue-points.mjs (RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW): disagrees, and only where a robber follows rogue points", () => {
    const ms = runs.robsRogue.mismatches;
    expect(ms.length).toBeGreaterThan(0);
    const unexplained = ms.filter((m) => !m.outcome.cites.includes("RB-ROGUE-FOLLOW"));
    expect(describeMismatches(unexplained)).toEqual([]);
  });

  it("everyone-places.mjs (RB-PLACE-NEXT): disagrees, and only after bag tiles under the Hans im Glück presets", () => {
    const ms = runs.everyonePlaces.mismatches;
    expect(ms.length).toBeGreaterThan(0);
    const unexplained = ms.filter(
      (m) =>
        m.vector.scenario.event.kind !== "bag-tile" ||
        !["C1-HiG", "C2-HiG", "C3"].includes(m.vector.scenario.options.edition),
    );
    expect(describeMismatches(unexplained)).toEqual([]);
  });
});
