// The MacRobber example engine (docs/examples/engines/macrobber.mjs), run as a separate process over
// the conformance protocol (docs/conformance-protocol.md) with no runner of ours: it is started once,
// says hello, and gets one `apply` per outcome of every committed MacRobber vector
// (fixtures/vectors/macrobber/mr-s1-*.json), one `outcomes` per positive vector, the request of every
// negative vector (mr-n1-*.json), and illegal picks made from the vectors' choices. It must reproduce
// every outcome's whole state, list exactly each vector's outcome set, and refuse what the rules
// refuse, naming a rule.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const vectorDir = join(root, "fixtures/vectors/macrobber");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
interface Choice {
  kind: string;
  actor: string;
  pick: Json;
}
interface Outcome {
  state: Obj;
  choices: Choice[];
}
interface Scenario {
  options: Obj;
  state: Obj;
  event: Obj;
}
interface Vector {
  id: string;
  kind: "positive" | "negative";
  scenario: Scenario;
  distinctStates?: number;
  outcomes?: Outcome[];
  choices?: Choice[];
  refusedBy?: string[];
}
interface Reply {
  id: number;
  type: string;
  [key: string]: unknown;
}

const vectors: Vector[] = readdirSync(vectorDir)
  .filter((f) => /^mr-[sn]\d+-\d+\.json$/.test(f))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(vectorDir, f), "utf8")) as Vector);
const manifest = JSON.parse(readFileSync(join(vectorDir, "manifest.json"), "utf8")) as {
  counts: { positive: number; negative: number };
};
const positives = vectors.filter((v) => v.kind === "positive");
const negatives = vectors.filter((v) => v.kind === "negative");
const outcomeCount = positives.reduce((n, v) => n + (v.outcomes ?? []).length, 0);

/** The engine process: requests are written as they come, replies matched by id. */
class Session {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 0;
  private readonly stderr: string[] = [];
  private exited: string | null = null;

  constructor(command: string, args: readonly string[]) {
    this.child = spawn(command, args, { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      let reply: Reply;
      try {
        reply = JSON.parse(line) as Reply;
      } catch {
        this.fail(`the engine wrote a line that is not JSON: ${line.slice(0, 200)}`);
        return;
      }
      const resolve = this.pending.get(reply.id);
      if (!resolve) return this.fail(`the engine answered an unknown id: ${line.slice(0, 200)}`);
      this.pending.delete(reply.id);
      resolve(reply);
    });
    this.child.stderr.on("data", (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.child.on("error", (err) => this.fail(`the engine could not start: ${err.message}`));
    this.child.on("exit", (code) => this.fail(`the engine exited (${code})`));
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

/** A request about a vector's scenario: its options, its whole state (as `conform` sends it) and event. */
const request = (
  v: Vector,
  type: "apply" | "outcomes",
  choices?: readonly Choice[],
  state = v.scenario.state,
): Obj => ({
  type,
  vector: v.id,
  options: v.scenario.options,
  state: { state },
  event: v.scenario.event,
  ...(type === "apply" ? { choices: (choices ?? []) as unknown as Json[] } : {}),
});

const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

/** The top-level state fields where a reply differs from an outcome ([] when it agrees). */
function differences(reply: Reply, expected: Obj): string[] {
  if (reply.type !== "state") return [`replied ${JSON.stringify(reply).slice(0, 300)}`];
  const state = (reply.state ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(state), ...Object.keys(expected)])];
  return keys
    .filter((k) => !isDeepStrictEqual(state[k], expected[k]))
    .map((k) => `${k}: engine ${JSON.stringify(state[k])}, vector ${JSON.stringify(expected[k])}`);
}

const node = process.execPath;
let session: Session;
let hello: Reply;
/** Every outcome's `apply`, with what differs. */
let applied: { vector: string; index: number; diffs: string[] }[] = [];

beforeAll(async () => {
  session = new Session(node, [join(here, "macrobber.mjs")]);
  hello = await session.send({ type: "hello", protocol: "conformance/1", game: "macrobber" });
  const jobs = positives.flatMap((v) =>
    (v.outcomes ?? []).map((o, index) =>
      session
        .send(request(v, "apply", o.choices))
        .then((reply) => ({ vector: v.id, index, diffs: differences(reply, o.state) })),
    ),
  );
  applied = await Promise.all(jobs);
}, 120_000);

afterAll(() => session?.close());

describe("the MacRobber example engine (macrobber.mjs)", () => {
  it("has every committed vector to replay", () => {
    expect(positives.length).toBe(manifest.counts.positive);
    expect(negatives.length).toBe(manifest.counts.negative);
    expect(positives.length).toBeGreaterThanOrEqual(32);
    expect(outcomeCount).toBeGreaterThan(500);
  });

  it("says hello: MacRobber, every event kind, states compared, outcomes listed", () => {
    expect(hello.type).toBe("hello");
    expect(hello.games).toEqual(["macrobber"]);
    expect(hello.events).toEqual(["take-tokens", "act", "raid-or-exchange", "score-round"]);
    expect(hello.readings).toBeUndefined(); // every reading of every interpretation
    expect(hello.identity).toBe("states");
    expect(hello.outcomes).toBe(true);
  });

  it("reproduces the whole state of every outcome of every vector from its choices", () => {
    expect(applied.length).toBe(outcomeCount);
    const wrong = applied.filter((a) => a.diffs.length > 0);
    expect(wrong.slice(0, 10).map((a) => `${a.vector} outcome ${a.index}: ${a.diffs.join("; ")}`)).toEqual([]);
  });

  it("lists exactly the outcomes of every positive vector", async () => {
    const replies = await Promise.all(positives.map((v) => session.send(request(v, "outcomes"))));
    const wrong = positives.flatMap((v, i) => {
      const reply = replies[i]!;
      if (reply.type !== "outcomes" || !Array.isArray(reply.outcomes))
        return [`${v.id}: replied ${JSON.stringify(reply).slice(0, 300)}`];
      const mine = new Set((reply.outcomes as { state: unknown }[]).map((o) => canonical(o.state)));
      const theirs = new Set((v.outcomes ?? []).map((o) => canonical(o.state)));
      if (theirs.size !== v.distinctStates)
        return [`${v.id}: ${theirs.size} distinct states, the vector says ${v.distinctStates}`];
      const missing = [...theirs].filter((s) => !mine.has(s)).length;
      const extra = [...mine].filter((s) => !theirs.has(s)).length;
      return missing + extra === 0 ? [] : [`${v.id}: ${missing} outcome(s) missing, ${extra} not in the vector`];
    });
    expect(replies.length).toBe(positives.length);
    expect(wrong).toEqual([]);
  });

  it("refuses every negative vector's request, naming the rule the vector names", async () => {
    const replies = await Promise.all(negatives.map((v) => session.send(request(v, "apply", v.choices))));
    const wrong = negatives.flatMap((v, i) => {
      const reply = replies[i]!;
      const named = v.refusedBy ?? [];
      if (reply.type !== "refused") return [`${v.id}: ${JSON.stringify(reply).slice(0, 300)}`];
      return named.length > 0 && !named.includes(reply.rule as string)
        ? [`${v.id}: refused by ${String(reply.rule)}, the vector names ${named.join(", ")}`]
        : [];
    });
    expect(replies.length).toBe(manifest.counts.negative);
    expect(wrong).toEqual([]);
  });

  it("refuses an illegal pick for every kind of choice the vectors hold, naming a rule", async () => {
    // Each positive vector's outcome with the most choices, each of its choices in turn replaced by
    // a pick no rule allows.
    const cases = positives.flatMap((v) => {
      const o = [...(v.outcomes ?? [])].sort((a, b) => b.choices.length - a.choices.length)[0];
      if (!o) return [];
      return o.choices.map((c, i) => ({
        what: `${v.id}: ${c.kind} by ${c.actor}`,
        kind: c.kind,
        choices: o.choices.map((d, j) => (j === i ? { ...d, pick: { not: "a legal pick" } } : d)),
        vector: v,
      }));
    });
    const replies = await Promise.all(cases.map((c) => session.send(request(c.vector, "apply", c.choices))));
    const wrong = cases.flatMap((c, i) => {
      const reply = replies[i]!;
      return reply.type === "refused" && typeof reply.rule === "string" && reply.rule.startsWith("MR-")
        ? []
        : [`${c.what}: ${JSON.stringify(reply).slice(0, 300)}`];
    });
    const kinds = new Set(cases.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(
      ["actions", "attack", "defend", "discard", "loot", "phase-3", "redraw", "stolen-cattle"].sort(),
    );
    expect(wrong).toEqual([]);
  });

  it("is not blind to the seeded chance: another generator state draws other tokens", async () => {
    // The comparison above would also pass an engine that ignored `rng` only if no vector showed it:
    // the same take-tokens scenario from a different generator state must give a different state.
    const v = positives.find((x) => x.scenario.event.kind === "take-tokens" && (x.outcomes ?? []).length === 1)!;
    const o = v.outcomes![0]!;
    const same = await session.send(request(v, "apply", o.choices));
    const moved = await session.send(
      request(v, "apply", o.choices, { ...v.scenario.state, rng: ((v.scenario.state.rng as number) + 1) >>> 0 }),
    );
    expect(differences(same, o.state)).toEqual([]);
    expect(moved.type).toBe("state");
    expect((moved.state as Obj).drawn).not.toEqual(o.state.drawn);
  });
});
