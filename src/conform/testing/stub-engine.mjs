#!/usr/bin/env node
// A stub engine for the runner's tests: it speaks the conformance protocol but knows no rules. It
// answers from the vector files themselves (the outcome whose choices are the request's), so it
// conforms on every vector it is given; switches make it misbehave on purpose:
//
//   node stub-engine.mjs <vectors dir> [--game robbers|macrobber] [--identity states|outcomes]
//       [--outcomes] [--fault <kind>:<vector id>]... [--hello <kind>] [--editions a,b] [--events a,b]
//
// fault kinds: hang (never answers), crash (exits 3 after a line on stderr), garbage (writes a
// line that is not JSON), error (answers {"type": "error"}), refuse (refuses), off-by-one (adds 1 to
// the first number of the state it answers), accept (answers an empty state, even to a negative
// vector), malformed (answers a state whose fields have the wrong JSON types), unsupported;
// `<kind>:*` applies to every vector.
// hello kinds: garbage, exit, hang, wrong-game, bad-identity, opt-out (plays `required: [false]` only),
// unknown-reading (names a reading the game does not have), unknown-interpretation.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const dir = args[0];
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const game = opt("--game") ?? "robbers";
const identity = opt("--identity") ?? "outcomes";
const lists = args.includes("--outcomes");
const helloKind = opt("--hello");
const faults = new Map();
args.forEach((a, i) => {
  if (a !== "--fault") return;
  const [kind, id] = args[i + 1].split(":");
  faults.set(id, kind);
});
const FIELDS = game === "robbers" ? ["figures", "robbers", "messagesDrawn", "active", "bagTiles", "ended"] : null;

const canonical = (v) =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

const cache = new Map();
function vectorOf(id) {
  if (!cache.has(id)) cache.set(id, JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")));
  return cache.get(id);
}

/** The state this stub answers for an outcome, as the protocol wants it. */
function stateOf(o) {
  return FIELDS ? Object.fromEntries(FIELDS.map((f) => [f, o[f]])) : o.state;
}

function bumpFirstNumber(value) {
  let done = false;
  const walk = (v) => {
    if (done) return v;
    if (typeof v === "number") {
      done = true;
      return v + 1;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

function write(reply) {
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}

function answer(request) {
  const { id } = request;
  if (request.type === "hello") {
    if (helloKind === "garbage") return process.stdout.write("hello there\n");
    if (helloKind === "exit") {
      process.stderr.write("stub: refusing to start\n");
      process.exit(4);
    }
    if (helloKind === "hang") return;
    const base = {
      id,
      type: "hello",
      name: "stub",
      version: "0",
      games: [helloKind === "wrong-game" ? "othergame" : game],
      identity: helloKind === "bad-identity" ? "everything" : identity,
      outcomes: lists,
    };
    const editions = opt("--editions");
    const events = opt("--events");
    return write({
      ...base,
      ...(editions ? { editions: editions.split(",") } : {}),
      ...(events ? { events: events.split(",") } : {}),
      ...(helloKind === "opt-out" ? { tags: { required: [false] } } : {}),
      ...(helloKind === "unknown-reading" ? { readings: { "INT-ZERO-POINTS": ["no-steal", "half-used"] } } : {}),
      ...(helloKind === "unknown-interpretation" ? { readings: { "INT-NO-SUCH": ["x"] } } : {}),
      ...(helloKind === "no-reading" ? { readings: { "INT-ZERO-POINTS": [] } } : {}),
    });
  }
  if (request.type === "bye") return process.exit(0);
  const v = vectorOf(request.vector);
  const fault = faults.get(request.vector) ?? faults.get("*");
  if (fault === "hang") return;
  if (fault === "crash") {
    process.stderr.write(`stub: giving up on ${request.vector}\n`);
    process.exit(3);
  }
  if (fault === "garbage") return process.stdout.write("<html>not a reply</html>\n");
  if (fault === "error") return write({ id, type: "error", message: "stub: internal trouble" });
  if (fault === "unsupported") return write({ id, type: "unsupported", message: "stub does not play this" });
  if (fault === "refuse") return write({ id, type: "refused", rule: "STUB-RULE", message: "the stub refuses" });
  if (fault === "accept") return write({ id, type: "state", state: {} });
  if (fault === "malformed") return write({ id, type: "state", state: { figures: "x", robbers: 7 }, steals: "lots" });
  if (v.kind === "negative") return write({ id, type: "refused", rule: (v.refusedBy ?? [])[0] });
  const tweak = (s) => (fault === "off-by-one" ? bumpFirstNumber(s) : s);
  if (request.type === "outcomes")
    return write({
      id,
      type: "outcomes",
      outcomes: v.outcomes.map((o) => ({ state: tweak(stateOf(o)), ...(FIELDS ? { steals: o.steals } : {}) })),
    });
  const o = v.outcomes.find((x) => canonical(x.choices) === canonical(request.choices));
  if (!o) return write({ id, type: "refused", message: "no such outcome in the vector" });
  return write({ id, type: "state", state: tweak(stateOf(o)), ...(FIELDS ? { steals: o.steals } : {}) });
}

createInterface({ input: process.stdin, crlfDelay: Infinity }).on("line", (line) => {
  if (line.trim() === "") return;
  answer(JSON.parse(line));
});
